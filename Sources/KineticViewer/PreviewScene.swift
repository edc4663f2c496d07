import Foundation
import Kinetic

/// One view the viewer shows: its title, the name the command line takes, and the view itself.
///
/// Scenes are listed in ``KineticViewer/run(_:arguments:scenes:)`` the way `#Preview` blocks sit in
/// a SwiftUI file:
/// ```swift
/// KineticViewer.run {
///     PreviewScene("Card flip") { CardFlip() }
///     PreviewScene("Like button") { LikeButton() }
/// }
/// ```
/// The content closure runs again each time the scene starts over, so `@State` starts fresh.
public struct PreviewScene {
    /// What the scene shows, for the scene list and the window's top bar.
    public let title: String
    /// The name `--scene` takes: the title in lower case, words joined by hyphens ("card-flip"),
    /// unless given.
    public let name: String
    private let makeContent: () -> AnyView

    /// Creates a scene.
    /// - Parameters:
    ///   - title: what the scene shows.
    ///   - name: the command-line name; derived from `title` when nil.
    ///   - content: the view, made fresh each time the scene starts.
    public init<Content: View>(_ title: String, name: String? = nil, @ViewBuilder content: @escaping () -> Content) {
        self.title = title
        self.name = name ?? Self.slug(title)
        makeContent = { AnyView(content()) }
    }

    /// A fresh copy of the scene's view.
    public func makeView() -> AnyView { makeContent() }

    /// The scene `query` names: its name (what `list` prints and `--scene` takes) or its title as
    /// the window shows it.
    /// - Throws: ``ScriptError`` with the one line every command prints for an unknown scene.
    nonisolated public static func named(_ query: String, in scenes: [PreviewScene]) throws -> PreviewScene {
        if let scene = scenes.first(where: { $0.name == query }) ?? scenes.first(where: { $0.title == query }) { return scene }
        throw ScriptError("unknown scene '\(query)'; the scenes are: \(scenes.map(\.name).joined(separator: ", ")) "
            + "(`\(KineticViewer.programName) list` shows their titles)")
    }

    /// `title` in lower case with every run of other characters than letters and digits as one hyphen.
    nonisolated package static func slug(_ title: String) -> String {
        var slug = ""
        for scalar in title.lowercased().unicodeScalars {
            if CharacterSet.alphanumerics.contains(scalar), scalar.isASCII { slug.unicodeScalars.append(scalar) }
            else if !slug.isEmpty, !slug.hasSuffix("-") { slug += "-" }
        }
        while slug.hasSuffix("-") { slug.removeLast() }
        return slug.isEmpty ? "scene" : slug
    }
}

/// Collects the ``PreviewScene``s of a ``KineticViewer/run(_:arguments:scenes:)`` block.
@resultBuilder
public enum PreviewSceneBuilder {
    /// One scene.
    public static func buildExpression(_ scene: PreviewScene) -> [PreviewScene] { [scene] }
    /// Several scenes made elsewhere (`GalleryCatalog.scenes`).
    public static func buildExpression(_ scenes: [PreviewScene]) -> [PreviewScene] { scenes }
    /// The scenes of a block, in order.
    public static func buildBlock(_ parts: [PreviewScene]...) -> [PreviewScene] { parts.flatMap { $0 } }
    /// The scenes of an `if` without `else` (none when its condition is false).
    public static func buildOptional(_ part: [PreviewScene]?) -> [PreviewScene] { part ?? [] }
    /// The scenes of an `if`'s first branch.
    public static func buildEither(first part: [PreviewScene]) -> [PreviewScene] { part }
    /// The scenes of an `if`'s other branch.
    public static func buildEither(second part: [PreviewScene]) -> [PreviewScene] { part }
    /// The scenes of a `for` loop.
    public static func buildArray(_ parts: [[PreviewScene]]) -> [PreviewScene] { parts.flatMap { $0 } }
}
