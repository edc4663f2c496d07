import Foundation
import Kinetic

/// What the viewer's `c` copies for a scene: code, and a short line saying on screen what it is.
/// A scene hands it up with ``View/previewCopyText(_:summary:)``; without one, `c` copies the tuning
/// panel's spring.
nonisolated public struct PreviewCopyText: Equatable, Sendable {
    /// The text put on the clipboard.
    public var text: String
    /// What the status line says was copied ("lanes A and B as withAnimation code").
    public var summary: String

    /// Creates copy text.
    /// - Parameters:
    ///   - text: the text put on the clipboard.
    ///   - summary: what the status line says was copied.
    public init(text: String, summary: String) {
        self.text = text
        self.summary = summary
    }
}

/// The preference a scene's view sets for the viewer's `c` (the last one drawn wins).
public struct PreviewCopyTextKey: PreferenceKey {
    public static let defaultValue: PreviewCopyText? = nil
    public static func reduce(value: inout PreviewCopyText?, nextValue: () -> PreviewCopyText?) {
        value = nextValue() ?? value
    }
}

extension View {
    /// Tells the viewer what its `c` key copies while this view is shown (instead of the tuning
    /// panel's spring): e.g. the exact animations the view runs, as compilable code.
    /// - Parameters:
    ///   - text: the text to put on the clipboard.
    ///   - summary: what the viewer's status line says was copied.
    /// - Returns: a view that hands the text to the viewer.
    public func previewCopyText(_ text: String, summary: String) -> some View {
        preference(key: PreviewCopyTextKey.self, value: PreviewCopyText(text: text, summary: summary))
    }
}
