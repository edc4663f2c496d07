import Foundation

/// An alignment position for text along the horizontal axis.
public enum TextAlignment: Hashable, Sendable, CaseIterable {
    case leading, center, trailing
}

/// How a text item's lines are set: their alignment and the most lines shown (the last one
/// truncated with "…" when the text needs more).
public struct TextLayout: Hashable, Sendable {
    /// How lines of different widths line up (``View/multilineTextAlignment(_:)``).
    public var alignment: TextAlignment
    /// The most lines shown, nil for no limit (``View/lineLimit(_:)``).
    public var lineLimit: Int?
    /// Where text that needs more lines than ``lineLimit`` is cut (``View/truncationMode(_:)``).
    public var truncationMode: Text.TruncationMode

    /// Creates a layout (leading, no limit, cut at the tail, as SwiftUI's defaults).
    public init(alignment: TextAlignment = .leading, lineLimit: Int? = nil, truncationMode: Text.TruncationMode = .tail) {
        self.alignment = alignment
        self.lineLimit = lineLimit
        self.truncationMode = truncationMode
    }
}


private struct MultilineTextAlignmentKey: EnvironmentKey { static let defaultValue = TextAlignment.leading }
private struct LineLimitKey: EnvironmentKey { static let defaultValue: Int? = nil }

extension EnvironmentValues {
    /// How text views align their lines (leading by default).
    public var multilineTextAlignment: TextAlignment {
        get { self[MultilineTextAlignmentKey.self] }
        set { self[MultilineTextAlignmentKey.self] = newValue }
    }
    /// The most lines text views show (nil: no limit).
    public var lineLimit: Int? {
        get { self[LineLimitKey.self] }
        set { self[LineLimitKey.self] = newValue }
    }
}

extension View {
    /// Sets the alignment of a text view's lines.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        environment(\.multilineTextAlignment, alignment)
    }

    /// Sets the most lines text views show; text needing more ends its last line with "…".
    /// A limit below 1 counts as 1, with a runtime warning.
    public func lineLimit(_ number: Int?) -> some View {
        environment(\.lineLimit, number.map { max(1, $0) })
            ._runtimeWarning(number.map { $0 < 1 ? "lineLimit(\($0)) is below 1; showing one line" : nil } ?? nil)
    }
}
