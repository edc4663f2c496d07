import Foundation

/// A view that displays one or more lines of read-only text.
///
/// The headless graph measures text with DejaVu Sans's advance widths (``TextMetrics``), the face the SDL renderer draws it in; emoji are drawn in colour by the SDL renderer.
public struct Text: Equatable, Sendable {
    var string: String
    var font: Font?
    var weight: Font.Weight?
    var color: Color?

    /// Creates a text view that displays a string literal or value without localization.
    public init<S: StringProtocol>(_ content: S) { string = String(content) }
    /// Creates a text view that displays a string literal without localization.
    public init(verbatim content: String) { string = content }

    /// Sets the default font for text in the view.
    public func font(_ font: Font?) -> Text { var t = self; t.font = font; return t }
    /// Applies a bold font weight to the text.
    public func bold() -> Text { fontWeight(.bold) }
    /// Sets the font weight of the text.
    public func fontWeight(_ weight: Font.Weight?) -> Text { var t = self; t.weight = weight; return t }
    /// Sets the colour of the text.
    public func foregroundColor(_ color: Color?) -> Text { var t = self; t.color = color; return t }
    /// Concatenates the text in two text views in a new text view.
    public static func + (lhs: Text, rhs: Text) -> Text { var t = lhs; t.string += rhs.string; return t }
}

extension Text: View, PrimitiveView {
    public typealias Body = Never
    package static func makeNode(view: UnsafeRawPointer, parent: ViewNode?, context: inout UpdateContext) -> ViewNode {
        let node = TextNode(graph: context.graph, parent: parent)
        node.update(from: view, context: &context)
        return node
    }
}

package final class TextNode: LeafNode {
    var string = ""
    var font = Font.body.resolved
    var layout = TextLayout()
    /// The unconstrained size (one line per paragraph), measured once per string and font.
    private var fullSize = CGSize.zero
    private var measured = false
    private var cachedWidth: CGFloat = -1
    private var cachedSize = CGSize.zero

    package override var debugName: String { "Text(\"\(string)\")" }

    package override func update(from pointer: UnsafeRawPointer, context: inout UpdateContext) {
        let text = pointer.view(as: Text.self)
        visit(context)
        var font = (text.font ?? context.environment.font ?? .body).resolved
        if let weight = text.weight { font.weight = weight }
        let layout = TextLayout(alignment: context.environment.multilineTextAlignment, lineLimit: context.environment.lineLimit,
                                truncationMode: context.environment.truncationMode)
        if text.string != string || font != self.font || layout != self.layout || !measured {
            measured = true
            string = text.string
            self.font = font
            self.layout = layout
            fullSize = TextMetrics.size(of: string, font: font, width: nil, lineLimit: layout.lineLimit)
            cachedWidth = -1
            invalidateLayout()
        }
        setColor(text.color?.resolved ?? context.environment.resolvedForegroundColor, in: context)
    }

    package override func measure(_ proposal: ProposedViewSize) -> CGSize {
        guard let width = proposal.width, width.isFinite, width < fullSize.width else { return fullSize }
        if width != cachedWidth {
            cachedSize = TextMetrics.size(of: string, font: font, width: width, lineLimit: layout.lineLimit, truncation: layout.truncationMode)
            cachedWidth = width
        }
        return cachedSize
    }

    package override func render(_ renderer: inout DisplayListBuilder) {
        renderer.draw(.text(string, font: font, layout: layout), frame: presentationFrame, color: presentationColor)
        if renderer.recordsAttributes { renderer.recordAttributes(of: self, from: renderer.list.items.count - 1) }
    }
}
