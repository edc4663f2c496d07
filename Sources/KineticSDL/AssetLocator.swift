import Foundation

/// Finds Kinetic's `Assets` directory at run time, never through a path baked in at build time.
///
/// Order: the `KINETIC_ASSETS` environment variable (the `Assets` directory itself), then every
/// ancestor of the executable's directory, then every ancestor of the current directory, looking
/// for `Assets/Fonts`.
package enum AssetLocator {
    /// The environment variable that overrides the search.
    package static let environmentKey = "KINETIC_ASSETS"

    /// Locates the `Assets` directory.
    /// - Parameter environment: the process environment (a parameter so tests can pass their own).
    /// - Returns: the `Assets` directory.
    /// - Throws: `KineticSDLError.assetsNotFound` naming where it looked.
    package static func assetsDirectory(
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws -> URL {
        if let override = environment[environmentKey], !override.isEmpty {
            return URL(fileURLWithPath: override, isDirectory: true)
        }
        let starts = [executableDirectory(), URL(fileURLWithPath: FileManager.default.currentDirectoryPath)]
        for start in starts {
            var directory = start.standardizedFileURL
            while true {
                let candidate = directory.appendingPathComponent("Assets", isDirectory: true)
                if FileManager.default.fileExists(atPath: candidate.appendingPathComponent("Fonts").path) {
                    return candidate
                }
                let parent = directory.deletingLastPathComponent()
                if parent.path == directory.path { break }
                directory = parent
            }
        }
        throw KineticSDLError.assetsNotFound(searched: starts.map(\.path))
    }

    /// The directory of the running executable (resolving symlinks through `/proc/self/exe`).
    private static func executableDirectory() -> URL {
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments[0]
        return URL(fileURLWithPath: executable).deletingLastPathComponent()
    }
}
