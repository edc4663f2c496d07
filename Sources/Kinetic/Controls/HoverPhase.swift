import Foundation

/// The current hovering state and value of a pointer over a view (``View/onContinuousHover(coordinateSpace:perform:)``).
public enum HoverPhase: Equatable, Sendable {
    /// The pointer is over the view, at this point in the view's coordinate space.
    case active(CGPoint)
    /// The pointer left the view.
    case ended
}

/// The effect of `onContinuousHover`.
typealias HoverEffect = PointerActionEffect<HoverPhase>

extension View {
    /// Adds an action to perform when the pointer moves over the view, or leaves it.
    ///
    /// The host reports pointer moves with no button held (``HeadlessHost/pointerMoved(to:)``);
    /// the frontmost view with a hover action under the pointer receives `.active` with the point
    /// in its own coordinates, and `.ended` when the pointer leaves it (or the host,
    /// ``HeadlessHost/pointerExited()``).
    /// - Parameters:
    ///   - coordinateSpace: the space of the reported point (`.local`, the only one supported).
    ///   - action: called with each new phase.
    public func onContinuousHover(coordinateSpace: CoordinateSpace = .local,
                                  perform action: @escaping (HoverPhase) -> Void) -> some View {
        modifier(_PointerActionModifier(action: action))
    }
}

extension HeadlessHost {
    /// Moves the hover to `point` (host coordinates): the view with a hover action under it gets
    /// `.active`, the one it left gets `.ended`.
    /// - Returns: Whether a view with a hover action is under the point.
    @discardableResult
    func hover(at point: CGPoint) -> Bool {
        let state = pointerState
        let target = pointerTarget(at: point, of: HoverEffect.self)
        if let previous = state.hoverEffect, previous !== target?.1 {
            state.hoverEffect = nil
            state.hovered = nil
            previous.action(.ended)
        }
        guard let (node, effect) = target else { graph.flush(); return false }
        state.hovered = node
        state.hoverEffect = effect
        effect.action(.active(effect.localPoint(point, frame: node.frame)))
        graph.flush()
        return true
    }

    /// The pointer left the host: a hovered view gets `.ended`.
    public func pointerExited() {
        let state = pointerState
        guard let effect = state.hoverEffect else { return }
        state.hoverEffect = nil
        state.hovered = nil
        effect.action(.ended)
        graph.flush()
    }
}
