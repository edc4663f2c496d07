import ArgumentParser
import Foundation
import KineticSDL
import KineticViewer
import SwiftParser
import SwiftSyntax

/// `kinetic preview PACKAGE_DIR [viewer arguments…]`: finds every `#Preview` in a package's
/// sources, builds them, and opens them as the viewer's scenes (or runs the viewer command given:
/// `list`, `record --scene …`). While the window is open, saving a source file of the target
/// rebuilds the previews and reopens them with what was on screen (``PreviewReload``).
///
/// How: the files of the package's target that holds previews are copied into a package of their
/// own (`PACKAGE_DIR/.build/kinetic-preview`), each `#Preview` turned into a scene declared where it
/// stood (so it sees the file's private views), with a `main.swift` listing them; that package
/// depends on this Kinetic, is built with `swift build`, and its program is run in this process's
/// place.
struct PreviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Open the #Previews of a package in the viewer (or run a viewer command on them: list, record …).",
        discussion: """
            kinetic preview ~/CardLab opens every #Preview of the package's sources as a scene, titled by the \
            preview's name and its file. After the folder, the viewer's own command line: \
            kinetic preview ~/CardLab list; kinetic preview ~/CardLab record --scene card --out rec.
            """
    )

    @Argument(help: "The package's folder (holding Package.swift and Sources/).")
    var package: String

    @Option(help: "The target whose previews to open (default: the first, by name, that has any).")
    var target: String?

    @Option(help: "Where Kinetic is (default: the Kinetic this program was built from).")
    var kinetic: String?

    @Flag(help: ArgumentHelp("Only write and build the previews (what a reload runs).", visibility: .hidden))
    var buildOnly = false

    @Argument(parsing: .captureForPassthrough, help: "The viewer's arguments (window options, or list, record, replay).")
    var viewerArguments: [String] = []

    func run() throws {
        try CommandFailure.reporting {
            let root = URL(fileURLWithPath: package, isDirectory: true).standardizedFileURL
            let runner = try PreviewPackage.make(for: root, target: target, kinetic: kinetic)
            FileHandle.standardError.write(Data("kinetic: building \(runner.previews.count) preview\(runner.previews.count == 1 ? "" : "s") of \(runner.target) (\(runner.folder.path))\n".utf8))
            let build = Process()
            build.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            build.arguments = ["swift", "build", "--package-path", runner.folder.path]
            build.standardOutput = FileHandle.standardError  // standard output is the viewer's (list, record)
            try build.run()
            build.waitUntilExit()
            guard build.terminationStatus == 0 else {
                throw CommandFailure(description: "the previews of \(runner.target) did not build (swift build exited \(build.terminationStatus)); the errors are above")
            }
            if buildOnly { return }
            // The window rebuilds the previews when a source file is saved, with this command.
            let kinetic = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
            let reload = ["sources": [root.appendingPathComponent("Sources/\(runner.target)").path],
                          "rebuild": [kinetic, "preview", "--build-only", "--target", runner.target] + (self.kinetic.map { ["--kinetic", $0] } ?? [])
                              + [root.path]]
            let json = String(decoding: try JSONSerialization.data(withJSONObject: reload, options: [.sortedKeys]), as: UTF8.self)
            setenv("KINETIC_PREVIEW_RELOAD", json, 1)
            // The viewer runs in this process's place: its exit status and signals are the command's.
            let arguments = [runner.executable.path] + viewerArguments
            let argv = arguments.map { strdup($0) } + [nil]
            execv(runner.executable.path, argv)
            throw CommandFailure(description: "cannot run \(runner.executable.path): \(String(cString: strerror(errno)))")
        }
    }
}

/// The package `kinetic preview` builds: a package's previews, and the files they live in.
struct PreviewPackage {
    /// One `#Preview`: its title, and where it is.
    struct Preview: Equatable {
        var title: String
        var file: String
        var line: Int
        /// The name of the scene it is declared as.
        var identifier: String
    }

    /// The target whose previews these are.
    var target: String
    /// The package's folder.
    var folder: URL
    /// The previews, in file order then line order.
    var previews: [Preview]
    /// The program `swift build` makes of it.
    var executable: URL { folder.appendingPathComponent(".build/debug/KineticPreviews") }

    /// Writes the package for the previews of `root`'s sources (reusing the folder: unchanged files
    /// are not written again, so a rebuild compiles only what changed).
    static func make(for root: URL, target: String?, kinetic: String?) throws -> PreviewPackage {
        let manager = FileManager.default
        let sources = root.appendingPathComponent("Sources", isDirectory: true)
        guard let targets = try? manager.contentsOfDirectory(atPath: sources.path).sorted() else {
            throw CommandFailure(description: "\(root.path) has no Sources folder: give the folder of a Swift package")
        }
        var chosen: (name: String, files: [URL])?
        for name in targets where target == nil || target == name {
            let files = swiftFiles(in: sources.appendingPathComponent(name, isDirectory: true))
            if files.contains(where: { (try? String(contentsOf: $0, encoding: .utf8))?.contains("#Preview") ?? false }) {
                chosen = (name, files)
                break
            }
        }
        guard let chosen else {
            if let target, !targets.contains(target) {
                throw CommandFailure(description: "\(root.path) has no target '\(target)'; its targets are: \(targets.joined(separator: ", "))")
            }
            throw CommandFailure(description: "no #Preview in \(target.map { "the target \($0) of " } ?? "")\(root.path)/Sources: add one, as in SwiftUI: #Preview(\"Card\") { CardView() }")
        }
        let folder = root.appendingPathComponent(".build/kinetic-preview", isDirectory: true)
        let copies = folder.appendingPathComponent("Sources/KineticPreviews", isDirectory: true)
        try CommandFailure.writing(folder.path) { try manager.createDirectory(at: copies, withIntermediateDirectories: true) }
        var previews: [Preview] = [], written: Set<String> = ["main.swift"]
        for file in chosen.files {
            let source = try CommandFailure.writing(file.path) { try String(contentsOf: file, encoding: .utf8) }
            let relative = String(file.path.dropFirst(sources.appendingPathComponent(chosen.name).path.count + 1))
            // A copy per file, named after its path in the target (two files may share a name in
            // different folders).
            if relative == "main.swift" { continue }  // the target's own entry point: the viewer is the entry point here
            // (Named apart from the file, so that its #fileID, the user's, is its own.)
            let copyName = "Copy__" + relative.replacingOccurrences(of: "/", with: "__")
            let rewritten = rewrite(source, file: relative, path: file.path)
            previews += rewritten.previews
            written.insert(copyName)
            try writeIfChanged(rewritten.source, to: copies.appendingPathComponent(copyName))
        }
        // Copies of files since removed go.
        for stale in (try? manager.contentsOfDirectory(atPath: copies.path)) ?? [] where !written.contains(stale) {
            try? manager.removeItem(at: copies.appendingPathComponent(stale))
        }
        try writeIfChanged(main(target: chosen.name, previews: previews), to: copies.appendingPathComponent("main.swift"))
        let manifest = NewCommand.manifest(name: "KineticPreviews", dependency: try NewCommand.dependency(kinetic: kinetic, from: ""),
                                           comment: "// Written by `kinetic preview`: the #Previews of \(chosen.name).")
        try writeIfChanged(manifest, to: folder.appendingPathComponent("Package.swift"))
        return PreviewPackage(target: chosen.name, folder: folder, previews: previews)
    }

    /// The Swift files under `folder`, in path order.
    static func swiftFiles(in folder: URL) -> [URL] {
        guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        return enumerator.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
            .sorted { $0.path < $1.path }
    }

    /// `source` with each top-level `#Preview` declared as a scene in its place and `@main` taken
    /// off (the viewer is the program), and the previews found.
    static func rewrite(_ source: String, file: String, path: String) -> (source: String, previews: [Preview]) {
        let tree = Parser.parse(source: source)
        let converter = SourceLocationConverter(fileName: file, tree: tree)
        var edits: [(range: Range<Int>, text: String)] = []
        var previews: [Preview] = []
        let stem = String(URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent.map { $0.isLetter || $0.isNumber ? $0 : "_" })
        for item in tree.statements {
            // At the top level `#Preview { … }` reads as a declaration or, in a main file, an expression.
            let expansion: (name: TokenSyntax, arguments: LabeledExprListSyntax, closure: ClosureExprSyntax?, node: Syntax)?
            if let macro = item.item.as(MacroExpansionDeclSyntax.self) {
                expansion = (macro.macroName, macro.arguments, macro.trailingClosure, Syntax(macro))
            } else if let macro = item.item.as(MacroExpansionExprSyntax.self) {
                expansion = (macro.macroName, macro.arguments, macro.trailingClosure, Syntax(macro))
            } else {
                expansion = nil
            }
            if let macro = expansion, macro.name.text == "Preview" {
                let line = converter.location(for: macro.node.positionAfterSkippingLeadingTrivia).line
                let identifier = "__kineticPreview_\(stem)_\(line)"
                let named = macro.arguments.first { $0.label == nil }
                let body = macro.closure ?? macro.arguments.first { $0.label?.text == "body" }?.expression.as(ClosureExprSyntax.self)
                let literal = named?.expression.as(StringLiteralExprSyntax.self)
                let title = literal.map { $0.segments.description } ?? URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
                previews.append(Preview(title: title, file: file, line: line, identifier: identifier))
                // The scene's title shows the file; its name (what --scene takes) is the preview's own.
                let plain = literal.map { $0.segments.allSatisfy { $0.is(StringSegmentSyntax.self) } } ?? true
                let titleExpression = named.map { "\($0.expression.trimmedDescription) + \" · \(file)\"" } ?? "\"\(title) · \(file)\""
                let name = plain ? "\"\(PreviewScene.slug(title))\"" : "nil"
                let text = "@MainActor let \(identifier) = PreviewScene(\(titleExpression), name: \(name))"
                    + " \(body?.trimmedDescription ?? "{ EmptyView() }")"
                let start = macro.node.positionAfterSkippingLeadingTrivia.utf8Offset, end = macro.node.endPositionBeforeTrailingTrivia.utf8Offset
                edits.append((start..<end, text))
            }
            // `@main` on a type: the viewer's main.swift is the entry point here. `@MainActor` in its
            // place keeps its `main()` on the main actor, as `@main` made it.
            if let decl = item.item.asProtocol(WithAttributesSyntax.self) {
                for attribute in decl.attributes {
                    guard let attribute = attribute.as(AttributeSyntax.self), attribute.attributeName.trimmedDescription == "main" else { continue }
                    edits.append((attribute.positionAfterSkippingLeadingTrivia.utf8Offset..<attribute.endPositionBeforeTrailingTrivia.utf8Offset, "@MainActor"))
                }
            }
        }
        var bytes = Array(source.utf8)
        for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            bytes.replaceSubrange(edit.range, with: Array(edit.text.utf8))
        }
        // Errors and warnings point at the user's file and lines (a preview written over several
        // lines before its closure shifts the lines below it).
        let header = (previews.isEmpty ? "" : "import KineticViewer\n") + "#sourceLocation(file: \(NewCommand.literal(path)), line: 1)\n"
        return (header + String(decoding: bytes, as: UTF8.self), previews)
    }

    /// The program: every preview, in order, as the viewer's scenes.
    static func main(target: String, previews: [Preview]) -> String {
        """
        // Written by `kinetic preview`: the #Previews of \(target).
        import Kinetic
        import KineticViewer

        KineticViewer.run("\(target) previews") {
        \(previews.map { "    \($0.identifier)" }.joined(separator: "\n"))
        }

        """
    }

    /// Writes `text` to `url` unless the file holds it already (its date then stays, and the build
    /// does not compile it again).
    static func writeIfChanged(_ text: String, to url: URL) throws {
        if let old = try? String(contentsOf: url, encoding: .utf8), old == text { return }
        try CommandFailure.writing(url.path) { try text.write(to: url, atomically: true, encoding: .utf8) }
    }
}
