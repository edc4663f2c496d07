import Foundation

/// `transition(_:)`: the transition used when the modified view is inserted or removed.
public struct _TransitionModifier: PrimitiveModifier {
    let transition: AnyTransition
    package typealias Effect = TransitionEffect
}

/// Draws the transition's effect values (identity while the view is neither entering nor leaving).
package final class TransitionEffect: ModifierEffectBase, ModifierEffect {
    var transition: AnyTransition
    unowned(unsafe) let node: ViewNode
    let opacity: AnimatedValue<Double>
    let scale: AnimatedValue<AnimatablePair<CGSize.AnimatableData, UnitPoint.AnimatableData>>
    let offset: AnimatedValue<CGSize.AnimatableData>

    package init(modifier: _TransitionModifier, node: ViewNode, context: inout UpdateContext) {
        transition = modifier.transition
        self.node = node
        opacity = AnimatedValue.make(1.0, graph: node.graph)
        scale = AnimatedValue.make(.init(CGSize(width: 1, height: 1).animatableData, UnitPoint.center.animatableData), graph: node.graph)
        offset = AnimatedValue.make(CGSize.zero.animatableData, graph: node.graph)
    }

    package func update(modifier: _TransitionModifier, node: ViewNode, context: inout UpdateContext) {
        transition = modifier.transition
    }

    package override func forEachAttribute(_ body: (String, AnimatedAttribute) -> Void) {
        body("transitionOpacity", opacity); body("transitionScale", scale); body("transitionOffset", offset)
    }

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

    /// Insertion: jump to the active state, then animate to identity.
    func animateInsertion(_ transaction: Transaction) {
        guard let animation = animation(in: transaction) else { return }
        set(AnyTransition.values(transition.insertion, frame: node.frame), transaction: Transaction())
        var t = transaction
        t.animation = animation
        t.disablesAnimations = false
        set(TransitionValues(), transaction: t)
    }

    /// Removal: animate to the active state.
    func animateRemoval(_ transaction: Transaction) {
        set(AnyTransition.values(transition.removal, frame: node.frame), transaction: transaction)
    }

    /// Re-insertion while leaving: animate back to identity.
    func animateBack(_ transaction: Transaction) {
        set(TransitionValues(), transaction: transaction)
    }

    package override func render(_ renderer: inout DisplayListBuilder, content: ViewNode, node: ViewNode) {
        let o = offset.presentationValue
        let s = scale.presentationValue
        let savedOpacity = renderer.opacity
        renderer.opacity *= min(1, max(0, opacity.presentationValue))
        let frame = node.frame
        var size = CGSize.zero, anchor = UnitPoint.zero
        size.animatableData = s.first
        anchor.animatableData = s.second
        let point = CGPoint(x: frame.minX + anchor.x * frame.width, y: frame.minY + anchor.y * frame.height)
        let transform = Transform2D.translation(x: o.first, y: o.second)
            .concatenating(inner: .scale(x: size.width, y: size.height, about: point))
        renderer.withTransform(transform) { content.render(&$0) }
        renderer.opacity = savedOpacity
    }

    package override func teardown() { opacity.stop(); scale.stop(); offset.stop() }
}

extension View {
    /// Associates a transition with the view: how it animates in when inserted and out when removed.
    public func transition(_ t: AnyTransition) -> some View { modifier(_TransitionModifier(transition: t)) }
}
