import Foundation

// Insertion and removal transitions in the graph. A list node (conditional, optional, ForEach,
// AnyView, id) that makes a child during an update schedules its insertion; one that drops a
// child hands it to `remove(_:key:context:)`, which keeps it drawn (not laid out) until its
// removal transition's animations are removed, then tears it down. A child re-inserted while
// leaving is taken back and animates back to identity.

/// The removal in progress of a node.
package final class RemovalState {
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

    /// Draws `child`, with its implicit (default opacity) transition when it has one.
    @inline(__always) package func renderChild(_ child: ViewNode, _ renderer: inout DisplayListBuilder) {
        if let opacity = child.transitionOpacity {
            let saved = renderer.opacity
            renderer.opacity *= min(1, max(0, opacity.presentationValue))
            child.render(&renderer)
            renderer.opacity = saved
        } else {
            child.render(&renderer)
        }
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
        let implicitAnimation = transaction.disablesAnimations ? nil : transaction.animation
        let animates = effects.isEmpty ? implicitAnimation != nil : effects.contains { $0.animation(in: transaction) != nil }
        guard animates, graph.isMounted else { child.teardown(); return }

        let state = child.removal ?? RemovalState(key: key)
        state.generation += 1
        child.removal = state
        let generation = state.generation
        var listener = Transaction()
        listener.addAnimationCompletion(criteria: .removed) { [weak self, weak child] in
            guard let self, let child, child.removal === state, state.generation == generation else { return }
            self.finishRemoval(child)
        }
        if effects.isEmpty {
            var t = transaction
            t.completionListeners += listener.completionListeners
            let opacity = child.transitionOpacity ?? AnimatedValue.make(1.0, graph: graph)
            child.transitionOpacity = opacity
            opacity.set(0, transaction: t)
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
        child.transitionOpacity?.set(1, transaction: context.transaction)
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
                guard let animation = transaction.animation, !transaction.disablesAnimations else { continue }
                let opacity = node.transitionOpacity ?? AnimatedValue.make(0.0, graph: self)
                node.transitionOpacity = opacity
                var t = transaction
                t.animation = animation
                opacity.set(1, transaction: t)
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
