import Foundation

/// A container for attaching a label to a value-bearing view: the label leading, the content trailing.
public struct LabeledContent<Label: View, Content: View> {
    private let label: Label
    private let content: Content
    private let isValue: Bool

    /// Creates a standard labeled element, with a view that conveys the value of the element and a label.
    /// - Parameters:
    ///   - content: the value's view (drawn trailing).
    ///   - label: what the value is.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content(); self.label = label(); isValue = false
    }

    init(label: Label, value: Content) { self.label = label; content = value; isValue = true }
}

extension LabeledContent: View {
    public var body: some View {
        HStack {
            label.layoutPriority(1)
            Group {
                if isValue { content.foregroundColor(.secondary) } else { content }
            }
            .frame(maxWidth: .infinity, alignment: .trailing)
        }
    }
}

extension LabeledContent where Label == Text {
    /// Creates a labeled view that generates its label from a string.
    /// - Parameters:
    ///   - title: the label.
    ///   - content: the value's view.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// Creates a labeled informational view: the value is drawn in the secondary colour.
    /// - Parameters:
    ///   - title: the label.
    ///   - value: the value.
    public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
        self.init(label: Text(title), value: Text(value))
    }
}
