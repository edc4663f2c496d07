import Foundation

/// What export to other platforms needs of an animation kind (``AnimationKind/exportForm``): a
/// spring's physics, a Bézier curve's control points, or a curve other platforms get sampled.
public enum AnimationExportForm: Hashable, Sendable {
    /// A spring: mass, stiffness and damping, its initial velocity (a fraction of the change per
    /// second), and whether a new change merges into it (retargets it, keeping its velocity) or
    /// adds another spring on top.
    case spring(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double, merges: Bool)
    /// A cubic Bézier from (0, 0) to (1, 1) with control points (x1, y1) and (x2, y2), over `duration` seconds.
    case bezier(x1: Double, y1: Double, x2: Double, y2: Double, duration: Double)
    /// A curve over `duration` seconds that platforms without it get as samples of the kind's own
    /// `animate` (CSS `linear()`).
    case sampled(duration: Double)
}

extension Animation {
    /// What export needs of this animation's kind: a built-in kind's or an ``AnimationKind``'s own;
    /// nil for a modified animation (a delay, speed or repeat: exporters read those from the
    /// expression) or a custom animation that is not an ``AnimationKind``.
    public var exportForm: AnimationExportForm? {
        switch kind {
        case let .timingCurve(curve): return curve.exportForm
        case let .fluidSpring(spring): return spring.exportForm
        case let .spring(spring): return spring.exportForm
        case let .custom(box): return (box.base as? any AnimationKind)?.exportForm
        case .delay, .speed, .repeating, .logicallyComplete: return nil
        }
    }
}
