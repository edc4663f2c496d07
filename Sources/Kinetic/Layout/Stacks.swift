import Foundation

/// A view that arranges its subviews in a vertical line.
public struct VStack<Content: View> {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content
    /// Creates an instance with the given spacing and horizontal alignment.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.spacing = spacing; self.content = content()
    }
}

extension VStack: View, PrimitiveView {
    public typealias Body = Never
    package static func makeNode(view: UnsafeRawPointer, parent: ViewNode?, context: inout UpdateContext) -> ViewNode {
        let v = view.view(as: Self.self)
        let node = StackNode<Content>(graph: context.graph, parent: parent, kind: .linear(StackLayout(axis: .vertical, alignment: v.alignment.fraction, spacing: v.spacing ?? StackLayout.defaultSpacing)))
        node.updateContent(v.content, context: &context)
        return node
    }
}

/// A view that arranges its subviews in a horizontal line.
public struct HStack<Content: View> {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content
    /// Creates a horizontal stack with the given spacing and vertical alignment.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.spacing = spacing; self.content = content()
    }
}

extension HStack: View, PrimitiveView {
    public typealias Body = Never
    package static func makeNode(view: UnsafeRawPointer, parent: ViewNode?, context: inout UpdateContext) -> ViewNode {
        let v = view.view(as: Self.self)
        let node = StackNode<Content>(graph: context.graph, parent: parent, kind: .linear(StackLayout(axis: .horizontal, alignment: v.alignment.fraction, spacing: v.spacing ?? StackLayout.defaultSpacing)))
        node.updateContent(v.content, context: &context)
        return node
    }
}

/// A view that overlays its subviews, aligning them in both axes.
public struct ZStack<Content: View> {
    let alignment: Alignment
    let content: Content
    /// Creates an instance with the given alignment.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.content = content()
    }
}

extension ZStack: View, PrimitiveView {
    public typealias Body = Never
    package static func makeNode(view: UnsafeRawPointer, parent: ViewNode?, context: inout UpdateContext) -> ViewNode {
        let v = view.view(as: Self.self)
        let node = StackNode<Content>(graph: context.graph, parent: parent, kind: .overlay(v.alignment))
        node.updateContent(v.content, context: &context)
        return node
    }
}

/// The node of a stack: lays out its content's flattened views.
package final class StackNode<Content: View>: ViewNode {
    package enum Kind { case linear(StackLayout), overlay(Alignment) }
    package var kind: Kind
    private var subviews: [ViewNode] = []
    private var subviewsStamp = -1

    init(graph: SceneGraph, parent: ViewNode?, kind: Kind) {
        self.kind = kind
        super.init(graph: graph, parent: parent)
    }

    package override var debugName: String {
        switch kind { case .linear(let l): return l.axis == .vertical ? "VStack" : "HStack"; case .overlay: return "ZStack" }
    }

    func updateContent(_ content: Content, context: inout UpdateContext) {
        visit(context)
        if children.isEmpty { children.append(makeNode(content, parent: self, context: &context)) }
        else { updateNode(children[0], with: content, context: &context) }
    }

    package override func update(from pointer: UnsafeRawPointer, context: inout UpdateContext) {
        switch kind {
        case .linear(var layout):
            if layout.axis == .vertical {
                let v = pointer.view(as: VStack<Content>.self)
                if layout.alignment != v.alignment.fraction || layout.spacing != v.spacing ?? StackLayout.defaultSpacing { invalidateLayout() }
                layout.alignment = v.alignment.fraction; layout.spacing = v.spacing ?? StackLayout.defaultSpacing
                kind = .linear(layout)
                updateContent(v.content, context: &context)
            } else {
                let v = pointer.view(as: HStack<Content>.self)
                if layout.alignment != v.alignment.fraction || layout.spacing != v.spacing ?? StackLayout.defaultSpacing { invalidateLayout() }
                layout.alignment = v.alignment.fraction; layout.spacing = v.spacing ?? StackLayout.defaultSpacing
                kind = .linear(layout)
                updateContent(v.content, context: &context)
            }
        case .overlay:
            let v = pointer.view(as: ZStack<Content>.self)
            if case .overlay(let old) = kind, old != v.alignment { invalidateLayout() }
            kind = .overlay(v.alignment)
            updateContent(v.content, context: &context)
        }
    }

    private var flattened: [ViewNode] {
        if subviewsStamp != graph.updateCount {
            subviews.removeAll(keepingCapacity: true)
            children[0].appendLayoutChildren(to: &subviews)
            subviewsStamp = graph.updateCount
        }
        return subviews
    }

    package override func measure(_ proposal: ProposedViewSize) -> CGSize {
        switch kind {
        case .linear(let layout): return layout.sizeThatFits(proposal, subviews: flattened)
        case .overlay:
            var size = CGSize.zero
            for child in flattened {
                let s = child.sizeThatFits(proposal)
                size.width = max(size.width, s.width); size.height = max(size.height, s.height)
            }
            return size
        }
    }

    package override func arrange(in rect: CGRect) {
        frame = rect
        switch kind {
        case .linear(let layout): layout.place(in: rect, subviews: flattened)
        case .overlay(let alignment):
            for child in flattened {
                let size = child.sizeThatFits(ProposedViewSize(rect.size))
                child.place(in: CGRect(origin: alignment.origin(of: size, in: rect), size: size))
            }
        }
    }
}

/// A flexible space that expands along the major axis of its containing stack layout.
public struct Spacer {
    /// The minimum length this spacer can be shrunk to, along the axis of expansion.
    public var minLength: CGFloat?
    /// Creates a spacer.
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }
}

extension Spacer: View, PrimitiveView {
    public typealias Body = Never
    package static func makeNode(view: UnsafeRawPointer, parent: ViewNode?, context: inout UpdateContext) -> ViewNode {
        let node = SpacerNode(graph: context.graph, parent: parent)
        node.update(from: view, context: &context)
        return node
    }
}

package final class SpacerNode: ViewNode {
    var minLength: CGFloat = 0
    package override var spacerMinLength: CGFloat? { minLength }
    package override func update(from pointer: UnsafeRawPointer, context: inout UpdateContext) {
        visit(context)
        let newLength = pointer.view(as: Spacer.self).minLength ?? 0
        if newLength != minLength { minLength = newLength; invalidateLayout() }
    }
    package override func measure(_ proposal: ProposedViewSize) -> CGSize {
        CGSize(width: proposal.width.map { $0.isFinite ? $0 : 0 } ?? minLength, height: proposal.height.map { $0.isFinite ? $0 : 0 } ?? minLength)
    }
    package override func arrange(in rect: CGRect) { frame = rect }
}
