import ArgumentParser
import Foundation
import KineticSDL

/// `kinetic new NAME`: writes a ready package of your own views — its Package.swift depending on
/// Kinetic, and one scene — that `swift run` opens in the viewer (headless, it records the scene).
struct NewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "new",
        abstract: "Write a new package of your own views, with one scene, that `swift run` opens in the viewer.",
        discussion: """
            The package depends on Kinetic by path (this Kinetic's folder unless --kinetic says another, \
            a path or a git URL with --from). Then: cd NAME && swift run (a window, or with no display \
            every scene recorded into out/preview); swift run NAME list; swift run NAME record --scene card.
            """
    )

    @Argument(help: "The package's name (a letter, then letters, digits or underscores), or a path ending in it.")
    var path: String

    @Option(help: "The folder to write (must not exist, or be empty; default: the path given).")
    var out: String?

    /// The package's name: the last component of the path given.
    var name: String { URL(fileURLWithPath: path).lastPathComponent }

    @Option(help: "Where Kinetic is: a folder (default: the Kinetic this program was built from) or a git URL.")
    var kinetic: String?

    @Option(help: "With a git URL for --kinetic, the version to depend on (from:).")
    var from: String = "1.0.0"

    func validate() throws {
        guard let first = name.unicodeScalars.first, CharacterSet.letters.contains(first), first.isASCII,
              name.unicodeScalars.allSatisfy({ $0.isASCII && (CharacterSet.alphanumerics.contains($0) || $0 == "_") })
        else { throw ValidationError("the name '\(name)' is not a package name: a letter, then letters, digits or underscores") }
        let taken = ["Kinetic", "KineticCore", "KineticViewer", "KineticSDL", "KineticInspector", "KineticMovie", "KineticAssets",
                     "KineticMacros", "CKineticMath", "CSDL", "CGIF", "ArgumentParser"]
        if taken.contains(name) { throw ValidationError("the name '\(name)' is a module of Kinetic's; choose another") }
    }

    func run() throws {
        try CommandFailure.reporting {
            let folder = URL(fileURLWithPath: out ?? path, isDirectory: true).standardizedFileURL
            let manager = FileManager.default
            if manager.fileExists(atPath: folder.path),
               !((try? manager.contentsOfDirectory(atPath: folder.path))?.isEmpty ?? false) {
                throw CommandFailure(description: "\(folder.path) exists already and is not an empty folder; choose another --out (nothing was written)")
            }
            let dependency = try Self.dependency(kinetic: kinetic, from: from)
            let sources = folder.appendingPathComponent("Sources/\(name)", isDirectory: true)
            try CommandFailure.writing(folder.path) {
                try manager.createDirectory(at: sources, withIntermediateDirectories: true)
                try Self.manifest(name: name, dependency: dependency).write(to: folder.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
                try Self.scene(name: name).write(to: sources.appendingPathComponent("\(name).swift"), atomically: true, encoding: .utf8)
                try ".build/\nout/\nPackage.resolved\n".write(to: folder.appendingPathComponent(".gitignore"), atomically: true, encoding: .utf8)
            }
            print("""
                wrote \(folder.path): Package.swift and Sources/\(name)/\(name).swift (one scene, "Card").
                  cd \(folder.path) && swift run            opens the viewer (headless: records into out/preview)
                  swift run \(name) record --scene card     records the scene: run.json, samples.csv, frames.png
                """)
        }
    }

    /// The `.package(…)` line: a path (absolute) or a git URL with a version.
    static func dependency(kinetic: String?, from version: String) throws -> String {
        guard let kinetic else {
            let root = AssetLocator.packageAssets.deletingLastPathComponent()
            guard FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path) else {
                throw CommandFailure(description: "the Kinetic this program was built from is gone (\(root.path)); say where Kinetic is with --kinetic PATH or URL")
            }
            return ".package(name: \"Kinetic\", path: \(literal(root.path)))"
        }
        if kinetic.contains("://") || kinetic.hasPrefix("git@") {
            return ".package(url: \(literal(kinetic)), from: \(literal(version)))"
        }
        let path = URL(fileURLWithPath: kinetic).standardizedFileURL.path
        guard FileManager.default.fileExists(atPath: path + "/Package.swift") else {
            throw CommandFailure(description: "--kinetic \(kinetic): no Package.swift there")
        }
        return ".package(name: \"Kinetic\", path: \(literal(path)))"
    }

    /// A Swift string literal of `text`.
    static func literal(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    /// A package's manifest: one executable target `name`, on Kinetic and its viewer.
    /// - Parameters:
    ///   - name: the package's and its target's name.
    ///   - dependency: the `.package(…)` of Kinetic.
    ///   - comment: what the file is, as `//` lines.
    static func manifest(name: String, dependency: String, comment: String? = nil) -> String {
        let comment = comment ?? """
            // Your own views in the Kinetic viewer. `swift run` opens the window; with no display it records
            // every scene into out/preview/. `swift run \(name) --help` lists what else it does.
            """
        return """
        // swift-tools-version: 6.0
        import PackageDescription

        \(comment)
        let package = Package(
            name: "\(name)",
            dependencies: [
                \(dependency),
            ],
            targets: [
                .executableTarget(
                    name: "\(name)",
                    dependencies: [
                        .product(name: "Kinetic", package: "Kinetic"),
                        .product(name: "KineticViewer", package: "Kinetic"),
                    ]
                ),
            ],
            swiftLanguageModes: [.v6]
        )

        """
    }

    /// The package's one source file: a view and the scene list.
    static func scene(name: String) -> String {
        """
        import Kinetic
        import KineticViewer

        /// A card that lifts and tilts on a tap, and settles back when tapped again. Tune its spring in
        /// the viewer's side panel, or change the code and run again.
        struct Card: View {
            @State private var lifted = false

            var body: some View {
                VStack(spacing: 24) {
                    Text("Tap the card").font(.title2)
                    RoundedRectangle(cornerRadius: 16)
                        .fill(lifted ? Color.indigo : Color.orange)
                        .frame(width: 160, height: 220)
                        .rotationEffect(.degrees(lifted ? -6 : 0))
                        .scaleEffect(lifted ? 1.15 : 1)
                        .shadow(color: .black.opacity(0.3), radius: lifted ? 16 : 4, y: lifted ? 10 : 2)
                        .onTapGesture {
                            withAnimation(.spring(duration: 0.5, bounce: 0.4)) { lifted.toggle() }
                        }
                        .testID("card")
                }
            }
        }

        #Preview("Card") {
            Card()
        }

        /// `swift run` opens these scenes in the viewer (`kinetic preview .` opens the #Previews above).
        @main
        struct \(name)Previews {
            static func main() {
                KineticViewer.run("\(name)") {
                    PreviewScene("Card") { Card() }
                }
            }
        }

        """
    }
}
