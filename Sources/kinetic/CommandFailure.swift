import ArgumentParser
import Foundation
import KineticGallery
import KineticSDL
import KineticViewer

/// A failure of a `kinetic` command, reported as one line on standard error.
struct CommandFailure: Error, CustomStringConvertible {
    /// What went wrong, naming the file or resource involved.
    var description: String

    /// Runs `body`; any error it throws is printed as `kinetic: <description>` and the command
    /// exits with status 1, with no crash trace.
    static func reporting(_ body: () throws -> Void) throws {
        do {
            try body()
        } catch {
            let text = describe(error)
            FileHandle.standardError.write(Data("kinetic: \(text)\n".utf8))
            throw ExitCode.failure
        }
    }

    /// The one-line text of an error: Kinetic's own descriptions, else the system's.
    static func describe(_ error: Error) -> String {
        switch error {
        case let error as KineticSDLError: return error.description
        case let error as CommandFailure: return error.description
        case let error as ScriptError: return error.description
        default: return error.localizedDescription
        }
    }

    /// Runs a file operation, naming `path` and the system's reason in the failure if it throws.
    static func writing<T>(_ path: String, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as KineticSDLError {
            throw error
        } catch {
            throw CommandFailure(description: "cannot write \(path): \(FileErrorReason.words(error))")
        }
    }
}
