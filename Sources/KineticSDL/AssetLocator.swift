import Foundation
import KineticAssets

/// Finds Kinetic's assets (the `Fonts` and `Images` folders) at run time, with nothing set by hand,
/// wherever the program that links Kinetic was built.
///
/// Order:
/// 1. the `KINETIC_ASSETS` environment variable (a folder holding `Fonts`), an override;
/// 2. the package's resource bundle beside the running executable (`Kinetic_KineticAssets.resources`,
///    which SwiftPM copies next to every program that links the viewer: a copied or installed
///    program finds the bundle copied with it);
/// 3. the `Assets` folder of the Kinetic package the program was built from (its path compiled in:
///    a checkout, or the copy SwiftPM keeps of a dependency).
package enum AssetLocator {
    /// The environment variable that overrides the search.
    package static let environmentKey = "KINETIC_ASSETS"

    /// Locates the folder holding `Fonts` and `Images`.
    /// - Parameters:
    ///   - environment: the process environment (a parameter so tests can pass their own).
    ///   - executableDirectory: where the running program is (a parameter so tests can pass their own).
    /// - Returns: the folder.
    /// - Throws: `KineticSDLError.assetsNotFound` naming where it looked.
    package static func assetsDirectory(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        executableDirectory: URL = executableDirectory()
    ) throws -> URL {
        if let override = environment[environmentKey], !override.isEmpty {
            return URL(fileURLWithPath: override, isDirectory: true)
        }
        let candidates = [executableDirectory.appendingPathComponent(KineticAssets.bundleName, isDirectory: true), packageAssets]
        for candidate in candidates where hasFonts(candidate) { return candidate }
        throw KineticSDLError.assetsNotFound(searched: candidates.map(\.path))
    }

    /// The `Assets` folder of the package this file was compiled from.
    nonisolated package static let packageAssets = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Assets", isDirectory: true)

    private static func hasFonts(_ folder: URL) -> Bool {
        FileManager.default.fileExists(atPath: folder.appendingPathComponent("Fonts").path)
    }

    /// The directory of the running executable (resolving symlinks through `/proc/self/exe`).
    package static func executableDirectory() -> URL {
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments[0]
        return URL(fileURLWithPath: executable).deletingLastPathComponent()
    }
}
