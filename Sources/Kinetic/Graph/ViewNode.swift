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

    /// The drawing order this node takes among its siblings: its ``zIndex``, or for a list (whose
    /// views SwiftUI flattens into the enclosing stack: an `if`, a `ForEach`) the highest of its views'.
    package var effectiveZIndex: Double {
        guard isList, zIndex == 0, hasZIndexedChildren else { return zIndex }
        return children.lazy.map(\.effectiveZIndex).max() ?? 0
    }
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

    /// The sizes this node measured for the proposals it was last asked, kept until it or a node
    /// under it changes (``invalidateLayout()``).
    #if !KINETIC_CHECKED
    @exclusivity(unchecked)
    #endif
    package var measuredSizes = MeasuredSizes()
    /// The rectangle this node was last placed in; nil once it or a node under it changed since.
    #if !KINETIC_CHECKED
    @exclusivity(unchecked)
    #endif
    package var placedRect: CGRect?
    /// The layout epoch (``SceneGraph/layoutEpoch``) in which this node was last invalidated.
    #if !KINETIC_CHECKED
    @exclusivity(unchecked)
    #endif
    package var invalidatedInEpoch = -1

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
        // A new node: the tree's structure changed above it.
        graph.needsLayout = true
        parent?.invalidateLayout()
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

    /// The size this node wants for `proposal`: measured (``measure(_:)``) once, then kept until
    /// the node or one under it changes, as SwiftUI keeps a view's layout between updates.
    package final func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        if let size = measuredSizes.size(for: proposal) { return size }
        let size = measure(proposal)
        measuredSizes.insert(size, for: proposal)
        return size
    }

    /// Places this node and its children in `rect` (``arrange(in:)``), unless it was placed there
    /// already and nothing under it changed since: an update that changed one label lays out the
    /// path to it, not the whole tree.
    package final func place(in rect: CGRect) {
        if placedRect == rect { return }
        placedRect = rect
        arrange(in: rect)
    }

    /// Measures the size this node wants for `proposal` (``sizeThatFits(_:)`` keeps it). Lists lay
    /// out as an implicit vertical stack.
    package func measure(_ proposal: ProposedViewSize) -> CGSize {
        if children.count == 1 { return children[0].sizeThatFits(proposal) }
        return StackLayout.implicit.sizeThatFits(proposal, subviews: layoutSubviews)
    }

    /// Places this node and its children in `rect` (``place(in:)`` skips an unchanged subtree).
    package func arrange(in rect: CGRect) {
        frame = rect
        if children.count == 1 { children[0].place(in: rect); return }
        StackLayout.implicit.place(in: rect, subviews: layoutSubviews)
    }

    /// Marks this node's layout changed: its measured sizes and placement, and those of every node
    /// above it, are worked out again at the next layout. Whatever changes what a node measures
    /// or how it places its children calls this (a text's string, a frame's width, a list's rows).
    package func invalidateLayout() {
        graph.needsLayout = true
        // A node marked since the last layout pass has every node above it marked too (nothing
        // is measured or placed between passes): the walk ends there. Not at any invalid node: a
        // list's nodes are never measured themselves (stacks lay out their children), so an
        // invalid node can sit under a valid stack that used its children.
        let epoch = graph.layoutEpoch
        var node: ViewNode? = self
        while let current = node, current.invalidatedInEpoch != epoch {
            current.invalidatedInEpoch = epoch
            current.placedRect = nil
            current.measuredSizes.removeAll()
            node = current.parent
        }
        // During a pass what was just marked may be measured again before it ends: a later walk
        // must not stop at it.
        if graph.isLayingOut { graph.layoutEpoch += 1 }
    }

    /// Forgets the layout of this node and every node under it (a check that lays the tree out
    /// from scratch: ``SceneGraph/verifyLayout()``).
    package func forgetLayout() {
        placedRect = nil
        measuredSizes.removeAll()
        for child in children { child.forgetLayout() }
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
            for index in children.indices.sorted(by: { (children[$0].effectiveZIndex, $0) < (children[$1].effectiveZIndex, $1) }) {
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
    package override func measure(_ proposal: ProposedViewSize) -> CGSize { .zero }
    package override func arrange(in rect: CGRect) { frame = rect }
}
