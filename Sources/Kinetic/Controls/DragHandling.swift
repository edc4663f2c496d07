import Foundation

/// A drag in progress over a view, in that view's local coordinates.
package struct _DragValue {
    /// Where the pointer went down.
    package var startLocation: CGPoint
    /// Where the pointer is now.
    package var location: CGPoint
    /// The size of the view being dragged over (its laid-out frame).
    package var size: CGSize
    /// `location - startLocation`.
    package var translation: CGSize { CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y) }
}

/// A drag recognizer on what the content draws: a pointer that goes down on it reports every move
/// (starting with the press itself, like `DragGesture(minimumDistance: 0)`) and the release.
///
/// Hosts feed it with ``HeadlessHost/pointerDown(at:)``, ``HeadlessHost/pointerMoved(to:)`` and
/// ``HeadlessHost/pointerUp(at:)``; the whole laid-out frame of the view takes the press.
package struct _DragModifier: PrimitiveModifier {
    let changed: (_DragValue) -> Void
    let ended: (_DragValue) -> Void
    package typealias Effect = DragEffect
}

/// An effect that receives pointer input over the view it modifies: it notes where that view was
/// drawn, so a pointer position can be taken into the view's own coordinates.
package class PointerEffect: ModifierEffectBase {
    var renderedTransform = Transform2D.identity
    var renderedItems: Range<Int> = 0..<0

    package override func render(_ renderer: inout DisplayListBuilder, content: ViewNode, node: ViewNode) {
        renderedTransform = renderer.transform
        let start = renderer.list.items.count
        content.render(&renderer)
        renderedItems = start..<renderer.list.items.count
    }

    func localPoint(_ point: CGPoint, frame: CGRect) -> CGPoint {
        let p = renderedTransform.isIdentity ? point : renderedTransform.inverted.apply(point)
        return CGPoint(x: p.x - frame.minX, y: p.y - frame.minY)
    }
}

package final class DragEffect: PointerEffect, ModifierEffect {
    var changed: (_DragValue) -> Void
    var ended: (_DragValue) -> Void

    package init(modifier: _DragModifier, node: ViewNode, context: inout UpdateContext) {
        changed = modifier.changed
        ended = modifier.ended
    }

    package func update(modifier: _DragModifier, node: ViewNode, context: inout UpdateContext) {
        changed = modifier.changed
        ended = modifier.ended
    }
}

extension View {
    /// Calls `changed` as a pointer that went down on this view moves (first with the press), and
    /// `ended` when it is released. Kinetic's controls (``Slider``) use it.
    package func _onDrag(changed: @escaping (_DragValue) -> Void, ended: @escaping (_DragValue) -> Void = { _ in }) -> some View {
        modifier(_DragModifier(changed: changed, ended: ended))
    }
}

/// The drag a host is tracking between a press and its release.
@MainActor final class PointerSession {
    weak var node: ViewNode?
    let effect: DragEffect
    var value: _DragValue
    init(node: ViewNode, effect: DragEffect, value: _DragValue) { self.node = node; self.effect = effect; self.value = value }
}

/// Per-host pointer state, kept in the graph's root environment (a host-lifetime slot no view reads).
@MainActor final class PointerState {
    var session: PointerSession?
    /// The view the pointer hovers, and its effect.
    weak var hovered: ViewNode?
    var hoverEffect: HoverEffect?
}
private struct PointerStateKey: EnvironmentKey { static let defaultValue: PointerState? = nil }

extension HeadlessHost {
    var pointerState: PointerState {
        if let state = graph.rootEnvironment[PointerStateKey.self] { return state }
        let state = PointerState()
        graph.rootEnvironment[PointerStateKey.self] = state
        return state
    }

    /// The frontmost drag recognizer whose view covers `point`, unless something drawn in front of
    /// it (outside it) takes the point.
    private func dragTarget(at point: CGPoint) -> (ViewNode, DragEffect)? { pointerTarget(at: point, of: DragEffect.self) }

    /// The frontmost pointer effect of type `E` whose view covers `point`, unless something drawn in
    /// front of it (outside it) takes the point.
    func pointerTarget<E: PointerEffect>(at point: CGPoint, of type: E.Type) -> (ViewNode, E)? {
        let frontItem = frontItem(at: point)
        var best: (ViewNode, E)?
        func visit(_ node: ViewNode) {
            if let effect = (node as? EffectNode)?.effect as? E {
                let local = effect.localPoint(point, frame: node.frame)
                if CGRect(origin: .zero, size: node.frame.size).contains(local) {
                    let covered = frontItem.map { $0 < effect.renderedItems.upperBound } ?? true
                    if covered, best.map({ effect.renderedItems.lowerBound >= $0.1.renderedItems.lowerBound }) ?? true {
                        best = (node, effect)  // later (or nested, which starts no earlier) wins
                    }
                }
            }
            for child in node.children where !child.isRemoved { visit(child) }
        }
        if let root = graph.root { visit(root) }
        return best
    }

    /// A press at `point` (host coordinates), as a mouse button going down: starts a drag on a
    /// draggable control there (a ``Slider``), otherwise taps like ``tap(at:)``.
    /// - Returns: Whether a drag started or a tap gesture handled the press.
    @discardableResult
    public func pointerDown(at point: CGPoint) -> Bool {
        pointerState.session = nil
        guard let (node, effect) = dragTarget(at: point) else { return tap(at: point) }
        let local = effect.localPoint(point, frame: node.frame)
        let session = PointerSession(node: node, effect: effect, value: _DragValue(startLocation: local, location: local, size: node.frame.size))
        pointerState.session = session
        graph.inputCount += 1
        effect.changed(session.value)
        graph.flush()
        return true
    }

    /// The pointer moved to `point` (host coordinates): a drag in progress reports it; with none,
    /// the view under the pointer hovers (``View/onContinuousHover(coordinateSpace:perform:)``).
    /// - Returns: Whether a drag is in progress.
    @discardableResult
    public func pointerMoved(to point: CGPoint) -> Bool {
        guard let session = pointerState.session else { hover(at: point); return false }
        guard let node = session.node, !node.isRemoved else { pointerState.session = nil; return false }
        session.value.location = session.effect.localPoint(point, frame: node.frame)
        session.value.size = node.frame.size
        graph.inputCount += 1
        session.effect.changed(session.value)
        graph.flush()
        return true
    }

    /// The pointer was released at `point` (host coordinates): a drag in progress ends there.
    /// - Returns: Whether a drag ended.
    @discardableResult
    public func pointerUp(at point: CGPoint) -> Bool {
        guard let session = pointerState.session else { return false }
        pointerState.session = nil
        guard let node = session.node, !node.isRemoved else { return false }
        session.value.location = session.effect.localPoint(point, frame: node.frame)
        graph.inputCount += 1
        session.effect.ended(session.value)
        graph.flush()
        return true
    }

    /// Drags from `start` to `end` (host coordinates): a press, `steps` moves along the straight
    /// line, one frame apart, and a release.
    /// - Returns: Whether a draggable view took the press (a tap ran instead otherwise).
    @discardableResult
    public func drag(from start: CGPoint, to end: CGPoint, steps: Int = 5) -> Bool {
        guard pointerDown(at: start), pointerState.session != nil else { return false }
        let count = max(1, steps)
        for i in 1...count {
            advance(by: frameInterval)
            let t = CGFloat(i) / CGFloat(count)
            pointerMoved(to: CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t))
        }
        return pointerUp(at: end)
    }
}
