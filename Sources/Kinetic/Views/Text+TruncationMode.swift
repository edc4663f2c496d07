import Foundation

extension Text {
    /// Where a line of text that does not fit is cut, and "…" shown.
    public enum TruncationMode: Hashable, Sendable {
        /// The start is cut: "…the end".
        case head
        /// The middle is cut: "the st…end".
        case middle
        /// The end is cut: "the start…".
        case tail
    }
}

private struct TruncationModeKey: EnvironmentKey { static let defaultValue = Text.TruncationMode.tail }

extension EnvironmentValues {
    /// Where text views cut text that does not fit their lines (the tail by default).
    public var truncationMode: Text.TruncationMode {
        get { self[TruncationModeKey.self] }
        set { self[TruncationModeKey.self] = newValue }
    }
}

extension View {
    /// Sets where text views cut text that needs more lines than they show: at its end ("…" ends the
    /// last line, the default), its start (the last line shown is the text's last, from "…"), or its
    /// middle.
    public func truncationMode(_ mode: Text.TruncationMode) -> some View {
        environment(\.truncationMode, mode)
    }
}
