import Foundation
import KineticSDL

/// Why a file operation failed, in words.
nonisolated package enum FileErrorReason {
    /// The system's reason for a failed file operation, as the C library says it ("No such file or
    /// directory", "No space left on device"), not Foundation's "(NSCocoaErrorDomain error 512.)".
    package static func words(_ error: Error) -> String {
        if let error = error as? KineticSDLError { return error.description }
        if let error = error as? ScriptError { return error.description }
        let error = error as NSError
        // (`as? NSError` on the userInfo value fails on Linux: it holds a Swift error.)
        if let underlying = (error.userInfo[NSUnderlyingErrorKey] as? any Error).map({ $0 as NSError }),
           underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        if error.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(error.code))) }
        return error.localizedFailureReason ?? error.localizedDescription
    }

    /// `url`'s path as a person at the working folder reads it: relative when under it.
    package static func displayPath(_ url: URL, from directory: String = FileManager.default.currentDirectoryPath) -> String {
        let path = url.standardizedFileURL.path
        let base = directory.hasSuffix("/") ? directory : directory + "/"
        return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
    }
}
