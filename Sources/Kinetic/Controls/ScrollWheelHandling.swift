import Foundation

/// A turn of the scroll wheel over a view, in that view's local coordinates.
package struct _ScrollWheelValue {
    /// Notches turned: positive towards the user (down, or right when sideways), fractional on
    /// precise wheels and touchpads.
    package var notches: CGFloat
    /// Whether the turn is sideways: a horizontal wheel, or the vertical one with shift held.
    package var isSideways: Bool
    /// Where the pointer is.
    package var location: CGPoint
    /// The size of the view turned over (its laid-out frame).
    package var size: CGSize
}

extension View {
    /// Calls `action` with each turn of the scroll wheel over this view. SwiftUI has no such
    /// modifier (its wheel reaches scroll views only); Kinetic's plots use it to zoom and pan
    /// their time axis.
    ///
    /// Hosts feed it with ``HeadlessHost/scrollWheel(_:sideways:at:)``; the whole laid-out frame of
    /// the view takes the turn, unless something drawn in front of it takes the point.
    package func _onScrollWheel(perform action: @escaping (_ScrollWheelValue) -> Void) -> some View {
        modifier(_PointerActionModifier(action: action))
    }
}

extension HeadlessHost {
    /// The scroll wheel turned `notches` (positive towards the user) with the pointer at `point`
    /// (host coordinates): the frontmost view there that takes wheel turns gets them.
    /// - Parameters:
    ///   - notches: How far it turned; positive towards the user (down, or right when sideways).
    ///   - sideways: Whether it turned sideways (a horizontal wheel, or shift held).
    ///   - point: The pointer, in host coordinates.
    /// - Returns: Whether a view took the turn.
    @discardableResult
    package func scrollWheel(_ notches: CGFloat, sideways: Bool = false, at point: CGPoint) -> Bool {
        guard notches.isFinite, notches != 0, let (node, effect) = pointerTarget(at: point, of: PointerActionEffect<_ScrollWheelValue>.self) else { return false }
        graph.inputCount += 1
        effect.action(_ScrollWheelValue(notches: notches, isSideways: sideways, location: effect.localPoint(point, frame: node.frame),
                                        size: node.frame.size))
        graph.flush()
        return true
    }
}
