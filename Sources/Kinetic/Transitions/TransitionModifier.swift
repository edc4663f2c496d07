import Foundation

/// A view with a transition: what `transition(_:)` makes.
public struct _TransitionView<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: Content
    let transition: AnyTransition

    package static func makeNode(view: UnsafeRawPointer, parent: ViewNode?, context: inout UpdateContext) -> ViewNode {
        let node = TransitionNode<Content>(graph: context.graph, parent: parent)
        node.update(from: view, context: &context)
        return node
    }
}

/// The non-generic part of a transition's node: the built-in effect values (opacity, scale about
/// an anchor, offset) as animatable attributes, and the entering / leaving phase.
package class TransitionNodeBase: ViewNode {
    var transition = AnyTransition.identity
    var insertionActive = false
    var removalActive = false
    // Made the first time a phase needs them (most transitions use one or two). Asking which exist
    // (``forEachAttribute(_:)``) makes none: a graph being destroyed abandons its nodes, and an
    // attribute made then would reach the graph in its deinit.
    private var madeOpacity: AnimatedValue<Double>?
    private var madeScale: AnimatedValue<AnimatablePair<CGSize.AnimatableData, UnitPoint.AnimatableData>>?
    private var madeOffset: AnimatedValue<CGSize.AnimatableData>?
    var opacity: AnimatedValue<Double> {
        if let madeOpacity { return madeOpacity }
        let made = AnimatedValue.make(1.0, owner: self)
        madeOpacity = made
        return made
    }
    var scale: AnimatedValue<AnimatablePair<CGSize.AnimatableData, UnitPoint.AnimatableData>> {
        if let madeScale { return madeScale }
        let made = AnimatedValue.make(AnimatablePair(CGSize(width: 1, height: 1).animatableData, UnitPoint.center.animatableData), owner: self)
        madeScale = made
        return made
    }
    var offset: AnimatedValue<CGSize.AnimatableData> {
        if let madeOffset { return madeOffset }
        let made = AnimatedValue.make(CGSize.zero.animatableData, owner: self)
        madeOffset = made
        return made
    }

    package override var debugName: String { "transition" }

    /// Applies the custom modifiers for the current phase, animating with `transaction`.
    func rebuild(transaction: Transaction) {}

    /// Sets the effect values, animating with `transaction`.
    func set(_ values: TransitionValues, transaction: Transaction) {
        opacity.set(values.opacity, transaction: transaction)
        scale.set(.init(values.scale.animatableData, values.anchor.animatableData), transaction: transaction)
        offset.set(values.offset.animatableData, transaction: transaction)
    }

    /// The animation a transition change under `transaction` runs with (nil: none).
    func animation(in transaction: Transaction) -> Animation? {
        if transaction.disablesAnimations { return transition.animation }
        return transition.animation ?? transaction.animation
    }

    private var hasCustom: Bool { !transition.customInsertion.isEmpty || !transition.customRemoval.isEmpty }

    /// Insertion: jump to the active state, then animate to identity.
    func animateInsertion(_ transaction: Transaction) {
        guard let animation = animation(in: transaction) else { return }
        set(AnyTransition.values(transition.insertion, frame: frame), transaction: Transaction())
        if hasCustom { insertionActive = true; rebuild(transaction: Transaction()) }
        var t = transaction
        t.animation = animation
        t.disablesAnimations = false
        set(TransitionValues(), transaction: t)
        if hasCustom { insertionActive = false; rebuild(transaction: t) }
    }

    /// Removal: animate to the active state.
    func animateRemoval(_ transaction: Transaction) {
        set(AnyTransition.values(transition.removal, frame: frame), transaction: transaction)
        if hasCustom { removalActive = true; rebuild(transaction: transaction) }
    }

    /// Re-insertion while leaving: animate back to identity.
    func animateBack(_ transaction: Transaction) {
        set(TransitionValues(), transaction: transaction)
        if hasCustom { removalActive = false; rebuild(transaction: transaction) }
    }

    package override func measure(_ proposal: ProposedViewSize) -> CGSize { children[0].sizeThatFits(proposal) }

    package override func arrange(in rect: CGRect) {
        frame = rect
        children[0].place(in: rect)
    }

    package override func render(_ renderer: inout DisplayListBuilder) {
        let o = offset.presentationValue
        let s = scale.presentationValue
        let savedOpacity = renderer.opacity
        renderer.opacity *= min(1, max(0, opacity.presentationValue))
        var size = CGSize.zero, anchor = UnitPoint.zero
        size.animatableData = s.first
        anchor.animatableData = s.second
        let point = CGPoint(x: frame.minX + anchor.x * frame.width, y: frame.minY + anchor.y * frame.height)
        let transform = Transform2D.translation(x: o.first, y: o.second)
            .concatenating(inner: .scale(x: size.width, y: size.height, about: point))
        let start = renderer.list.items.count
        renderer.withTransform(transform) { renderer in
            for child in children { renderChild(child, &renderer) }
        }
        renderer.opacity = savedOpacity
        if renderer.recordsAttributes {
            for attribute in [opacity, scale, offset] as [AnimatedAttribute] {
                renderer.attributeRanges.append((attribute, start..<renderer.list.items.count))
            }
        }
    }

    package override func forEachAttribute(_ body: (String, AnimatedAttribute) -> Void) {
        if let madeOpacity { body("transitionOpacity", madeOpacity) }
        if let madeScale { body("transitionScale", madeScale) }
        if let madeOffset { body("transitionOffset", madeOffset) }
    }

    package override func teardown() {
        super.teardown()
        madeOpacity?.stop(); madeScale?.stop(); madeOffset?.stop()
    }
}

/// The node of `transition(_:)`: its child is the content wrapped in the transition's custom
/// modifiers (type-stable across phases, so the content keeps its identity).
package final class TransitionNode<Content: View>: TransitionNodeBase {
    private var content: Content?
    private var environment = EnvironmentValues()
    private var outerSlot: ContentSlot?

    package override func update(from pointer: UnsafeRawPointer, context: inout UpdateContext) {
        let view = pointer.view(as: _TransitionView<Content>.self)
        visit(context)
        content = view.content
        transition = view.transition
        environment = context.environment
        outerSlot = context.contentSlot
        build(context: &context, transaction: context.transaction)
    }

    override func rebuild(transaction: Transaction) {
        var context = UpdateContext(graph: graph, transaction: transaction, environment: environment)
        context.contentSlot = outerSlot
        build(context: &context, transaction: transaction)
    }

    private func build(context: inout UpdateContext, transaction: Transaction) {
        guard let content else { return }
        var chain = AnyView(PlaceholderContentView<Content>())
        for modifier in transition.customInsertion { chain = modifier.apply(chain, insertionActive) }
        for modifier in transition.customRemoval { chain = modifier.apply(chain, removalActive) }
        context.withContentSlot(content, transaction: context.transaction, owner: self) { context in
            context.transaction = transaction
            if children.isEmpty { children.append(makeNode(chain, parent: self, context: &context)) }
            else { updateNode(children[0], with: chain, context: &context) }
        }
    }
}

extension View {
    /// Associates a transition with the view: how it animates in when inserted and out when removed.
    public func transition(_ t: AnyTransition) -> some View { _TransitionView(content: self, transition: t) }
}
