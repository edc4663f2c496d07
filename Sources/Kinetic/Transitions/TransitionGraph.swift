import Foundation

// Insertion and removal transitions in the graph. A list node (conditional, optional, ForEach,
// AnyView, id) that makes a child during an update schedules its insertion; one that drops a
// child hands it to `remove(_:key:context:)`, which keeps it drawn (not laid out) until its
// removal transition's animations are removed, then tears it down. A child re-inserted while
// leaving is taken back and animates back to identity.

/// The removal in progress of a node.
@MainActor package final class RemovalState {
    /// The list position the node held (ForEach id, branch), to take it back on re-insertion.
    let key: AnyHashable
    /// Incremented when a removal is cancelled, so a stale completion does nothing.
    var generation = 0
    init(key: AnyHashable) { self.key = key }
}

extension ViewNode {
    /// The transition effects that apply to this subtree: the first `transition(_:)` on each path
    /// through modifiers and view lists (not into stacks or drawn views).
    func collectTransitions(into effects: inout [TransitionNodeBase]) {
        if let transition = self as? TransitionNodeBase {
            effects.append(transition)
        } else if let node = self as? EffectNode {
            node.children.first?.collectTransitions(into: &effects)
        } else if isList {
            for child in children { child.collectTransitions(into: &effects) }
        }
    }

    /// Draws `child`, with its inherited or default transition when it has one.
    @inline(__always) package func renderChild(_ child: ViewNode, _ renderer: inout DisplayListBuilder) {
        guard let transition = child.childTransition else { child.render(&renderer); return }
        let start = renderer.list.items.count
        transition.render(child, &renderer)
        if renderer.recordsAttributes {
            for attribute in [transition.opacity, transition.scale, transition.offset] as [AnimatedAttribute] {
                renderer.attributeRanges.append((attribute, start..<renderer.list.items.count))
            }
        }
    }

    /// The transition of the view list this node belongs to (`Group { if … }.transition(.slide)`):
    /// the nearest transition up through list nodes only.
    func inheritedTransition() -> AnyTransition? {
        var current: ViewNode? = self
        while let node = current {
            if let transition = node as? TransitionNodeBase { return transition.transition }
            guard node.isList else { return nil }
            current = node.parent
        }
        return nil
    }

    /// A child made in an update (not at mount): its insertion transition runs after layout.
    package func inserted(_ child: ViewNode, context: UpdateContext) {
        guard graph.isMounted else { return }
        graph.pendingInsertions.append((child, context.transaction))
    }

    /// Drops `child`: under an animation (the transaction's or its transition's) it stays drawn
    /// until its removal transition ends; otherwise it is torn down now.
    package func remove(_ child: ViewNode, key: AnyHashable, context: UpdateContext) {
        var effects: [TransitionNodeBase] = []
        child.collectTransitions(into: &effects)
        let transaction = context.transaction
        let inherited = effects.isEmpty ? (inheritedTransition() ?? .opacity) : .identity
        let implicitAnimation = transaction.disablesAnimations ? inherited.animation : (inherited.animation ?? transaction.animation)
        let animates = effects.isEmpty ? implicitAnimation != nil : effects.contains { $0.animation(in: transaction) != nil }
        guard animates, graph.isMounted else { child.teardown(); return }

        let state = child.removal ?? RemovalState(key: key)
        state.generation += 1
        child.removal = state
        let generation = state.generation
        var listener = Transaction()
        listener.addAnimationCompletion(criteria: .removed) { [weak self, weak child] in
            guard let self, child != nil else { return }
            // The completion runs inside the frame pass of the attribute that ended last, which may
            // be the child's own: tearing the child down there frees the node under the attribute
            // still ticking. It leaves right after the pass (the same frame, before drawing).
            self.graph.enqueue { [weak self, weak child] in
                guard let self, let child, child.removal === state, state.generation == generation else { return }
                self.finishRemoval(child)
            }
        }
        if effects.isEmpty {
            var t = transaction
            t.animation = implicitAnimation
            t.disablesAnimations = false
            t.completionListeners += listener.completionListeners
            let childTransition = child.childTransition ?? ChildTransition(owner: child)
            child.childTransition = childTransition
            childTransition.set(AnyTransition.values(inherited.removal, frame: child.layoutBounds), transaction: t)
        } else {
            for effect in effects {
                var t = transaction
                t.animation = effect.animation(in: transaction)
                t.disablesAnimations = false
                t.completionListeners += listener.completionListeners
                effect.animateRemoval(t)
            }
        }
        removingChildren.append(child)
        graph.removalTransactions.append(listener)
        graph.needsRender = true
    }

    /// Takes back a child still leaving under `key` (re-inserted mid-removal): it animates back to identity.
    package func reclaim(key: AnyHashable, context: UpdateContext) -> ViewNode? {
        guard let index = removingChildren.firstIndex(where: { $0.removal?.key == key }) else { return nil }
        let child = removingChildren.remove(at: index)
        child.removal?.generation += 1
        child.removal = nil
        var effects: [TransitionNodeBase] = []
        child.collectTransitions(into: &effects)
        for effect in effects {
            var t = context.transaction
            t.animation = effect.animation(in: context.transaction)
            effect.animateBack(t)
        }
        child.childTransition?.set(TransitionValues(), transaction: context.transaction)
        return child
    }

    private func finishRemoval(_ child: ViewNode) {
        guard let index = removingChildren.firstIndex(where: { $0 === child }) else { return }
        removingChildren.remove(at: index)
        child.teardown()
        graph.needsRender = true
    }
}

extension SceneGraph {
    /// Runs the insertion transitions of the nodes made in this update (after layout: `move` needs frames).
    func applyPendingInsertions() {
        guard !pendingInsertions.isEmpty else { return }
        let insertions = pendingInsertions
        pendingInsertions.removeAll(keepingCapacity: true)
        for (node, transaction) in insertions where !node.isRemoved {
            var effects: [TransitionNodeBase] = []
            node.collectTransitions(into: &effects)
            if effects.isEmpty {
                let inherited = node.parent?.inheritedTransition() ?? .opacity
                let animation = transaction.disablesAnimations ? inherited.animation : (inherited.animation ?? transaction.animation)
                guard let animation else { continue }
                let childTransition = node.childTransition ?? ChildTransition(owner: node)
                node.childTransition = childTransition
                childTransition.set(AnyTransition.values(inherited.insertion, frame: node.layoutBounds), transaction: Transaction())
                var t = transaction
                t.animation = animation
                t.disablesAnimations = false
                childTransition.set(TransitionValues(), transaction: t)
            } else {
                for effect in effects { effect.animateInsertion(transaction) }
            }
        }
    }

    /// Closes the removal listeners of this update: a removal that started no animation ends now.
    func closeRemovalTransactions() {
        guard !removalTransactions.isEmpty else { return }
        let transactions = removalTransactions
        removalTransactions.removeAll()
        for transaction in transactions { transaction.closeUpdate() }
    }
}

/// The effect values of a child's inherited or default transition (opacity, scale, offset).
@MainActor package final class ChildTransition {
    let opacity: AnimatedValue<Double>
    let scale: AnimatedValue<AnimatablePair<CGSize.AnimatableData, UnitPoint.AnimatableData>>
    let offset: AnimatedValue<CGSize.AnimatableData>

    /// The values of `owner`'s transition (the node it is stored on).
    init(owner: ViewNode) {
        opacity = AnimatedValue.make(1.0, owner: owner)
        scale = AnimatedValue.make(.init(CGSize(width: 1, height: 1).animatableData, UnitPoint.center.animatableData), owner: owner)
        offset = AnimatedValue.make(CGSize.zero.animatableData, owner: owner)
    }

    func set(_ values: TransitionValues, transaction: Transaction) {
        opacity.set(values.opacity, transaction: transaction)
        scale.set(.init(values.scale.animatableData, values.anchor.animatableData), transaction: transaction)
        offset.set(values.offset.animatableData, transaction: transaction)
    }

    /// Draws `node` with the effect values applied about its frame.
    func render(_ node: ViewNode, _ renderer: inout DisplayListBuilder) {
        let o = offset.presentationValue
        let s = scale.presentationValue
        let savedOpacity = renderer.opacity
        renderer.opacity *= min(1, max(0, opacity.presentationValue))
        if o.first == 0 && o.second == 0 && s.first.first == 1 && s.first.second == 1 {
            node.render(&renderer)
        } else {
            var size = CGSize.zero, anchor = UnitPoint.zero
            size.animatableData = s.first
            anchor.animatableData = s.second
            let frame = node.layoutBounds
            let point = CGPoint(x: frame.minX + anchor.x * frame.width, y: frame.minY + anchor.y * frame.height)
            let transform = Transform2D.translation(x: o.first, y: o.second)
                .concatenating(inner: .scale(x: size.width, y: size.height, about: point))
            renderer.withTransform(transform) { node.render(&$0) }
        }
        renderer.opacity = savedOpacity
    }

    func stop() { opacity.stop(); scale.stop(); offset.stop() }
}
