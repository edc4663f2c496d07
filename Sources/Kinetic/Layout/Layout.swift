import Foundation

/// A type that defines the geometry of a collection of views.
///
/// Call a layout like a container: `RadialLayout { ForEach(pets) { Avatar(pet: $0) } }`. Children
/// keep their identity when the layout (or an ``AnyLayout``'s type) changes, so their frames
/// animate with the transaction. A layout's `animatableData` animates too: each frame lays the
/// subviews out again with the interpolated value.
public protocol Layout: Animatable {
    /// Cached values associated with the layout instance.
    associatedtype Cache = Void
    /// A collection of proxies for the subviews of a layout view.
    typealias Subviews = LayoutSubviews

    /// Returns the size of the composite view, given a proposed size and the view's subviews.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
    /// Assigns positions to each of the layout's subviews.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
    /// Creates and initializes a cache for a layout instance.
    func makeCache(subviews: Subviews) -> Cache
    /// Updates the layout's cache when something changes.
    func updateCache(_ cache: inout Cache, subviews: Subviews)
}

extension Layout where Cache == () {
    /// No cache.
    public func makeCache(subviews: Subviews) -> Cache { () }
}

extension Layout {
    /// Rebuilds the cache.
    public func updateCache(_ cache: inout Cache, subviews: Subviews) { cache = makeCache(subviews: subviews) }

    /// Combines the specified views into a single composite view using the layout algorithm of this layout.
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        _LayoutView(layout: self, content: content())
    }
}

/// A proxy that represents one subview of a layout.
///
/// A layout's proposals and positions are checked: a NaN proposed dimension counts as
/// unspecified, a negative one as 0, and a non-finite position coordinate as 0, with a runtime
/// warning (once) naming the layout.
///
/// Its methods are nonisolated, as SwiftUI's are (``Layout`` is not main-actor isolated), but the
/// node behind a proxy belongs to the graph, which runs on the main actor. A proxy is made only by
/// the graph's layout pass and handed to the layout's `sizeThatFits`/`placeSubviews`, which that
/// pass calls synchronously on the main actor: so each method asserts main-actor isolation
/// (`MainActor.assumeIsolated`, which traps if a proxy kept past its pass were used on another thread).
public struct LayoutSubview: Equatable, Sendable {
    package let node: ViewNode
    /// The layout node whose subview this is (named in warnings).
    package let owner: ViewNode?

    package init(node: ViewNode, owner: ViewNode? = nil) {
        self.node = node
        self.owner = owner
    }

    /// Asks the subview for its size.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        MainActor.assumeIsolated { isolatedSizeThatFits(proposal) }
    }

    @MainActor private func isolatedSizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let proposal = checked(proposal)
        if let minLength = node.spacerMinLength {
            return CGSize(width: proposal.width.map { $0.isFinite ? $0 : minLength } ?? minLength,
                          height: proposal.height.map { $0.isFinite ? $0 : minLength } ?? minLength)
        }
        return node.sizeThatFits(proposal)
    }

    /// Asks the subview for its dimensions and alignment guides.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        let size = sizeThatFits(proposal)
        return ViewDimensions(width: size.width, height: size.height)
    }

    /// Assigns a position and proposed size to the subview.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        MainActor.assumeIsolated { isolatedPlace(at: position, anchor: anchor, proposal: proposal) }
    }

    @MainActor private func isolatedPlace(at position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize) {
        var position = position
        if !position.x.isFinite || !position.y.isFinite {
            warnInvalidGeometry()
            position = CGPoint(x: position.x.isFinite ? position.x : 0, y: position.y.isFinite ? position.y : 0)
        }
        let size = isolatedSizeThatFits(proposal)
        node.place(in: CGRect(x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height,
                              width: size.width, height: size.height))
    }

    /// `proposal` with NaN dimensions made unspecified and negative ones 0 (with a warning).
    @MainActor private func checked(_ proposal: ProposedViewSize) -> ProposedViewSize {
        func isInvalid(_ length: CGFloat?) -> Bool { length.map { $0.isNaN || $0 < 0 } ?? false }
        guard isInvalid(proposal.width) || isInvalid(proposal.height) else { return proposal }
        warnInvalidGeometry()
        func fixed(_ length: CGFloat?) -> CGFloat? { length.flatMap { $0.isNaN ? nil : max(0, $0) } }
        return ProposedViewSize(width: fixed(proposal.width), height: fixed(proposal.height))
    }

    @MainActor private func warnInvalidGeometry() {
        owner?.warnInvalidLayoutGeometry()
    }

    /// The layout priority of the subview (always 0 here).
    public var priority: Double { 0 }

    public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool { lhs.node === rhs.node }
}

/// A collection of proxy values that represent the subviews of a layout view.
public struct LayoutSubviews: RandomAccessCollection, Equatable, Sendable {
    package let nodes: [ViewNode]
    public var startIndex: Int { 0 }
    public var endIndex: Int { nodes.count }
    /// The layout node whose subviews these are (named in warnings).
    package let owner: ViewNode?
    package init(nodes: [ViewNode], owner: ViewNode? = nil) {
        self.nodes = nodes
        self.owner = owner
    }
    public subscript(index: Int) -> LayoutSubview { LayoutSubview(node: nodes[index], owner: owner) }
    public static func == (lhs: LayoutSubviews, rhs: LayoutSubviews) -> Bool {
        lhs.nodes.count == rhs.nodes.count && zip(lhs.nodes, rhs.nodes).allSatisfy { $0 === $1 }
    }
}

/// A view's size and alignment guides in its own coordinate space.
public struct ViewDimensions: Equatable, Sendable {
    /// The view's width.
    public var width: CGFloat
    /// The view's height.
    public var height: CGFloat
    /// The position of a horizontal alignment guide.
    public subscript(guide: HorizontalAlignment) -> CGFloat { width * guide.fraction }
    /// The position of a vertical alignment guide.
    public subscript(guide: VerticalAlignment) -> CGFloat { height * guide.fraction }
}

/// A layout applied to content: what calling a ``Layout`` makes.
///
/// Not main-actor isolated (``_RemoveGlobalActorIsolation``): a layout is called as a function
/// wherever it is, as ``Layout`` is nonisolated.
public struct _LayoutView<L: Layout, Content: View>: View, PrimitiveView, _RemoveGlobalActorIsolation {
    public typealias Body = Never
    let layout: L
    let content: Content

    @MainActor package static func makeNode(view: UnsafeRawPointer, parent: ViewNode?, context: inout UpdateContext) -> ViewNode {
        let node = LayoutNode<L, Content>(graph: context.graph, parent: parent)
        node.update(from: view, context: &context)
        return node
    }
}

/// Drives a layout's animatable data: each frame while it animates, the tree is laid out again.
package final class LayoutAnimation<Data: VectorArithmetic>: AnimatedAttribute {
    let animator: AttributeAnimator<Data>
    unowned let graph: SceneGraph
    init(_ value: Data, graph: SceneGraph) { animator = AttributeAnimator(value: value, group: graph.animatorGroup); self.graph = graph; super.init() }
    package override func tick(time: TimeInterval) -> Bool {
        let running = animator.update(time: time)
        if let owner { owner.invalidateLayout() } else { graph.needsLayout = true }
        return running
    }
    package override func sample() -> (model: [Double], presentation: [Double], velocity: [Double], animations: Int) {
        (components(animator.modelValue), components(animator.presentationValue), components(animator.velocity), animator.runningAnimationCount)
    }
    package override func writeSample(to buffer: AttributeSampleBuffer) {
        writeComponents(model: animator.modelValue, presentation: animator.presentationValue, velocity: animator.velocity,
                        animations: animator.runningAnimationCount, driven: false, of: self, to: buffer)
    }
}

package final class LayoutNode<L: Layout, Content: View>: ViewNode {
    private var layout: L?
    private var cache: L.Cache?
    private var cachedSubviews: [ViewNode] = []
    private var animation: LayoutAnimation<L.AnimatableData>?

    package override var debugName: String { "\(L.self)" }

    package override func update(from pointer: UnsafeRawPointer, context: inout UpdateContext) {
        let view = pointer.view(as: _LayoutView<L, Content>.self)
        visit(context)
        layout = view.layout
        invalidateLayout()  // layouts are arbitrary code: lay out again after every update
        if L.AnimatableData.self != EmptyAnimatableData.self {
            let data = view.layout.animatableData
            if let animation {
                if data != animation.animator.modelValue {
                    let transaction = animation.replacedTransaction(context.transaction, graph: graph) ?? context.transaction
                    let change = animation.animator.setValue(data, transaction: transaction, time: graph.time, environment: context.environment)
                    if let observers = graph.observers, let kind = AttributeEvent.Kind(change) {
                        observers.publish(kind, of: animation, transaction: transaction)
                    }
                    if animation.animator.isAnimating { graph.startRunning(animation) } else if animation.runningIndex >= 0 { graph.stopRunning(animation) }
                }
            } else {
                animation = LayoutAnimation(data, graph: graph)
                animation?.owner = self
            }
        }
        if children.isEmpty { children.append(makeNode(view.content, parent: self, context: &context)) }
        else { updateNode(children[0], with: view.content, context: &context) }
    }

    /// The layout with its animatable data at the presentation value.
    private var presentationLayout: L? {
        guard var layout else { return nil }
        if let animation { layout.animatableData = animation.animator.presentationValue }
        return layout
    }

    private func subviews() -> LayoutSubviews {
        var nodes: [ViewNode] = []
        children[0].appendLayoutChildren(to: &nodes)
        let subviews = LayoutSubviews(nodes: nodes, owner: self)
        if let layout {
            if cache == nil { cache = layout.makeCache(subviews: subviews) }
            else if nodes.count != cachedSubviews.count || zip(nodes, cachedSubviews).contains(where: { $0 !== $1 }) {
                layout.updateCache(&cache!, subviews: subviews)
            }
        }
        cachedSubviews = nodes
        return subviews
    }

    package override func measure(_ proposal: ProposedViewSize) -> CGSize {
        guard let layout = presentationLayout else { return .zero }
        let subviews = subviews()
        let size = layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache!)
        func isInvalid(_ length: CGFloat) -> Bool { length.isNaN || length < 0 }
        guard isInvalid(size.width) || isInvalid(size.height) else { return size }
        warnInvalidLayoutGeometry()
        return CGSize(width: isInvalid(size.width) ? 0 : size.width, height: isInvalid(size.height) ? 0 : size.height)
    }

    package override func arrange(in rect: CGRect) {
        frame = rect
        guard let layout = presentationLayout else { return }
        let subviews = subviews()
        layout.placeSubviews(in: rect, proposal: ProposedViewSize(rect.size), subviews: subviews, cache: &cache!)
    }

    package override func forEachAttribute(_ body: (String, AnimatedAttribute) -> Void) {
        if let animation { body("layout", animation) }
    }

    package override func render(_ renderer: inout DisplayListBuilder) {
        let start = renderer.list.items.count
        super.render(&renderer)
        if animation != nil && renderer.recordsAttributes { renderer.recordAttributes(of: self, from: start) }
    }

    package override func teardown() {
        super.teardown()
        if let animation, animation.runningIndex >= 0 { graph.stopRunning(animation) }
        animation?.detach()
    }
}

extension ViewNode {
    /// A custom layout gave a NaN or negative size or a non-finite position: warns once, naming it.
    func warnInvalidLayoutGeometry() {
        reportIssue("Layout \(debugName) gave a NaN or negative size or a non-finite position (in a proposal, its own size "
                            + "or a placement); NaN proposals are treated as unspecified, other invalid values as 0", in: graph)
    }
}

// MARK: Stack layouts as values

/// A horizontal stack as a ``Layout`` value (for ``AnyLayout``).
public struct HStackLayout: Layout, Sendable {
    /// The vertical alignment of subviews.
    public var alignment: VerticalAlignment
    /// The distance between adjacent subviews, or nil for the default.
    public var spacing: CGFloat?
    /// Creates a horizontal stack layout.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) { self.alignment = alignment; self.spacing = spacing }
    var stack: StackLayout { StackLayout(axis: .horizontal, alignment: alignment.fraction, spacing: spacing ?? StackLayout.defaultSpacing) }
    // The graph's layout pass calls these on the main actor (see ``LayoutSubview``).
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        MainActor.assumeIsolated { stack.sizeThatFits(proposal, subviews: subviews.nodes) }
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        MainActor.assumeIsolated { stack.place(in: bounds, subviews: subviews.nodes) }
    }
}

/// A vertical stack as a ``Layout`` value (for ``AnyLayout``).
public struct VStackLayout: Layout, Sendable {
    /// The horizontal alignment of subviews.
    public var alignment: HorizontalAlignment
    /// The distance between adjacent subviews, or nil for the default.
    public var spacing: CGFloat?
    /// Creates a vertical stack layout.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) { self.alignment = alignment; self.spacing = spacing }
    var stack: StackLayout { StackLayout(axis: .vertical, alignment: alignment.fraction, spacing: spacing ?? StackLayout.defaultSpacing) }
    // The graph's layout pass calls these on the main actor (see ``LayoutSubview``).
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        MainActor.assumeIsolated { stack.sizeThatFits(proposal, subviews: subviews.nodes) }
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        MainActor.assumeIsolated { stack.place(in: bounds, subviews: subviews.nodes) }
    }
}

/// An overlaying stack as a ``Layout`` value (for ``AnyLayout``).
public struct ZStackLayout: Layout, Sendable {
    /// The alignment of subviews.
    public var alignment: Alignment
    /// Creates an overlaying stack layout.
    public init(alignment: Alignment = .center) { self.alignment = alignment }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.reduce(CGSize.zero) { size, subview in
            let s = subview.sizeThatFits(proposal)
            return CGSize(width: max(size.width, s.width), height: max(size.height, s.height))
        }
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            let size = subview.sizeThatFits(ProposedViewSize(bounds.size))
            // The graph's layout pass calls this on the main actor (see ``LayoutSubview``).
            MainActor.assumeIsolated { subview.node.place(in: CGRect(origin: alignment.origin(of: size, in: bounds), size: size)) }
        }
    }
}

/// A type-erased layout: switching the erased type keeps the subviews' identity, so they animate
/// to their new places.
public struct AnyLayout: Layout {
    /// Type-erased cache storage.
    public final class Cache {
        var value: Any?
        init() {}
    }
    let layout: any Layout

    /// Creates a type-erased value that wraps the specified layout.
    public init<L: Layout>(_ layout: L) { self.layout = (layout as? AnyLayout)?.layout ?? layout }

    public func makeCache(subviews: Subviews) -> Cache { Cache() }
    public func updateCache(_ cache: inout Cache, subviews: Subviews) { cache.value = nil }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        Self.size(layout, proposal: proposal, subviews: subviews, cache: cache)
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        Self.place(layout, in: bounds, proposal: proposal, subviews: subviews, cache: cache)
    }

    private static func typedCache<L: Layout>(_ layout: L, subviews: Subviews, _ box: Cache) -> L.Cache {
        if let cache = box.value as? L.Cache { return cache }
        let cache = layout.makeCache(subviews: subviews)
        box.value = cache
        return cache
    }
    private static func size<L: Layout>(_ layout: L, proposal: ProposedViewSize, subviews: Subviews, cache box: Cache) -> CGSize {
        var cache = typedCache(layout, subviews: subviews, box)
        defer { box.value = cache }
        return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }
    private static func place<L: Layout>(_ layout: L, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache box: Cache) {
        var cache = typedCache(layout, subviews: subviews, box)
        layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        box.value = cache
    }
}
