import Foundation

/// A node of the retained scene graph: the long-lived counterpart of one view value at one
/// structural position. View values are transient; nodes keep state, animators and layout.
@MainActor package class ViewNode {
    /// The graph this node belongs to.
    package unowned let graph: SceneGraph
    /// The node above this one (nil for the root).
    package unowned var parent: ViewNode?
    /// Child nodes, in drawing order.
    // Release builds skip the dynamic exclusivity checks of this file's `@exclusivity(unchecked)`
    // properties (each reached only for the span of one call); with the checks, 21.7 % more instructions for a tap of the 1,000-row tree (4.91 → 5.97 million):
    // Benchmarks/profile.sh, 2026-11-28. Debug builds check (Benchmarks/README.md, Unsafe code).
    #if !KINETIC_CHECKED
    @exclusivity(unchecked)
    #endif
    package var children: [ViewNode] = []
    /// The frame layout gave this node, in host coordinates (model value, not animated).
    #if !KINETIC_CHECKED
    @exclusivity(unchecked)
    #endif
    package var frame: CGRect = .zero
    /// The update in which this node last received a view value.
    #if !KINETIC_CHECKED
    @exclusivity(unchecked)
    #endif
    package var visitStamp = -1
    /// Distance from the root.
    package let depth: Int
    /// True once the node left the graph.
    #if !KINETIC_CHECKED
    @exclusivity(unchecked)
    #endif
    package var isRemoved = false
    /// Children that left the list but stay drawn until their removal transition ends.
    #if !KINETIC_CHECKED
    @exclusivity(unchecked)
    #endif
    package var removingChildren: [ViewNode] = []
    /// The drawing order among its siblings (``View/zIndex(_:)``): higher is drawn later, on top.
    package var zIndex: Double = 0
    /// Whether a child has a ``zIndex`` other than 0 (then children are drawn in its order).
    package var hasZIndexedChildren = false
    /// Set while this node is leaving (drawn for its removal transition only).
    #if !KINETIC_CHECKED
    @exclusivity(unchecked)
    #endif
    package var removal: RemovalState?
    /// The transition of a child inserted or removed without one of its own: the transition of an
    /// enclosing view list (`Group { … }.transition(_:)`), else the default opacity.
    #if !KINETIC_CHECKED
    @exclusivity(unchecked)
    #endif
    package var childTransition: ChildTransition?

    #if KINETIC_CHECKED
    /// The static type of the view values this node receives (``makeNode(type:pointer:parent:context:)``).
    package var viewType: Any.Type?
    #endif

    /// Stops a checked build when `type` is not the type this node was made for: its update would
    /// read the value through a pointer of the wrong type.
    @inline(__always) package func checkViewType<V>(_ type: V.Type) {
        #if KINETIC_CHECKED
        if let viewType { precondition(viewType == type, "\(debugName), made for \(viewType), was given a \(type)") }
        #endif
    }

    package init(graph: SceneGraph, parent: ViewNode?) {
        self.graph = graph
        self.parent = parent
        self.depth = (parent?.depth ?? -1) + 1
        graph.needsLayout = true  // a new node: the tree's structure changed
    }

    /// Applies a new view value (of the static type this node was made for) at `pointer`.
    package func update(from pointer: UnsafeRawPointer, context: inout UpdateContext) {}

    /// Records that the node was visited in the current update.
    @inline(__always) package func visit(_ context: UpdateContext) {
        visitStamp = context.updateCount
    }

    /// A short name for warnings and debugging.
    package var debugName: String { String(describing: type(of: self)) }

    // MARK: Lists

    /// True for nodes that stand for a list of views (tuples, ForEach, conditionals, groups, composites):
    /// stacks lay out their flattened children.
    package var isList: Bool { false }

    /// Appends the nodes a stack lays out for this node.
    package func appendLayoutChildren(to list: inout [ViewNode]) {
        if isList { for child in children { child.appendLayoutChildren(to: &list) } } else { list.append(self) }
    }

    // MARK: Layout

    /// The frame of what this node lays out: its own frame, or for a view list placed child by
    /// child in a stack, the union of its children's.
    package var layoutBounds: CGRect {
        guard isList else { return frame }
        var bounds = CGRect.null
        for child in children { bounds = bounds.union(child.layoutBounds) }
        return bounds.isNull ? frame : bounds
    }

    /// Spacers expand along a stack's axis.
    package var spacerMinLength: CGFloat? { nil }

    /// The size this node wants for `proposal`. Lists lay out as an implicit vertical stack.
    package func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        if children.count == 1 { return children[0].sizeThatFits(proposal) }
        return StackLayout.implicit.sizeThatFits(proposal, subviews: layoutSubviews)
    }

    /// Places this node (and its children) in `rect`.
    package func place(in rect: CGRect) {
        frame = rect
        if children.count == 1 { children[0].place(in: rect); return }
        StackLayout.implicit.place(in: rect, subviews: layoutSubviews)
    }

    /// Flattened children of a list, reused across layouts.
    package var layoutSubviews: [ViewNode] {
        var list: [ViewNode] = []
        for child in children { child.appendLayoutChildren(to: &list) }
        return list
    }

    // MARK: Rendering

    /// Appends what this node draws to `renderer`. The default draws the children.
    package func render(_ renderer: inout DisplayListBuilder) {
        if hasZIndexedChildren {
            // Lowest zIndex first; siblings of one zIndex in their order.
            for index in children.indices.sorted(by: { (children[$0].zIndex, $0) < (children[$1].zIndex, $1) }) {
                renderChild(children[index], &renderer)
            }
        } else {
            // Children not retained one by one: the node holds them, drawing changes no list.
            for index in children.indices { Unretained(children[index]).withGuaranteedReference { renderChild($0, &renderer) } }
        }
        if !removingChildren.isEmpty {
            let saved = renderer.allowsHitTesting
            renderer.allowsHitTesting = false  // leaving views take no taps
            for child in removingChildren { renderChild(child, &renderer) }
            renderer.allowsHitTesting = saved
        }
    }

    // MARK: Ancestry

    /// The node whose transaction adjustments apply above this one (placeholders skip the scoped body).
    package var ancestryParent: ViewNode? { parent }

    /// Applies this node's unconditional transaction edits (`.animation(_:)`, `.transaction(_:)`) for a
    /// descendant updated on its own.
    package func adjustTransactionForDescendant(_ transaction: inout Transaction) {}

    // MARK: Inspection

    /// Calls `body` with each animatable attribute this node owns (not its children's) and its name.
    package func forEachAttribute(_ body: (String, AnimatedAttribute) -> Void) {}

    /// The kind whose component names and units `attribute` reads in, when its name is the user's
    /// (``AttributeName/valueKind(of:)``); nil for a modifier's own attribute.
    package func inspectionValueKind(of attribute: AnimatedAttribute) -> String? { nil }

    /// Whether the values its body computes are plotted by name (``InspectableValues``): what its
    /// content's modifiers show follows them (``AttributeName/followsNamedValues``).
    package var plotsValuesByName: Bool { false }

    // MARK: Lifetime

    /// Detaches the node and its subtree: stops animators, drops state.
    package func teardown() {
        isRemoved = true
        childTransition?.stop()
        for child in children { child.teardown() }
        for child in removingChildren { child.teardown() }
        removingChildren.removeAll()
    }

    /// The graph is being destroyed: marks the subtree removed and lets go of what may outlive it
    /// (state boxes, attributes' owners) without reaching the graph, as ``teardown()`` would (a
    /// checked build's `unowned` reference to a graph in its deinit traps when read; a removal
    /// transition, an `onDisappear` or an inspector's event would have no graph to run in).
    package func abandon() {
        isRemoved = true
        forEachAttribute { _, attribute in attribute.owner = nil }
        for child in children { child.abandon() }
        for child in removingChildren { child.abandon() }
    }
}

/// A node standing for no view.
package final class EmptyNode: ViewNode {
    package override var isList: Bool { true }
    package override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { .zero }
    package override func place(in rect: CGRect) { frame = rect }
}
