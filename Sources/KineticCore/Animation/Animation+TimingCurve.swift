import Foundation

extension Animation {
    /// The default duration of timing-curve animations: 0.35 s.
    @usableFromInline static let defaultTimingCurveDuration: TimeInterval = 0.35

    /// An animation that moves at a constant speed, over 0.35 s.
    public static var linear: Animation { linear(duration: defaultTimingCurveDuration) }
    /// An animation that moves at a constant speed over `duration`.
    public static func linear(duration: TimeInterval) -> Animation { timingCurve(.linear, duration: duration) }

    /// An animation that starts slowly and then increases speed towards the end, over 0.35 s.
    public static var easeIn: Animation { easeIn(duration: defaultTimingCurveDuration) }
    /// An animation with the ease-in curve over `duration`.
    public static func easeIn(duration: TimeInterval) -> Animation { timingCurve(.easeIn, duration: duration) }

    /// An animation that starts quickly and then slows towards the end, over 0.35 s.
    public static var easeOut: Animation { easeOut(duration: defaultTimingCurveDuration) }
    /// An animation with the ease-out curve over `duration`.
    public static func easeOut(duration: TimeInterval) -> Animation { timingCurve(.easeOut, duration: duration) }

    /// An animation that combines ease-in and ease-out, over 0.35 s.
    public static var easeInOut: Animation { easeInOut(duration: defaultTimingCurveDuration) }
    /// An animation with the ease-in-out curve over `duration`.
    public static func easeInOut(duration: TimeInterval) -> Animation { timingCurve(.easeInOut, duration: duration) }

    /// An animation created from a cubic Bézier timing curve.
    /// - Parameters:
    ///   - p1x: The x-coordinate of the first control point.
    ///   - p1y: The y-coordinate of the first control point.
    ///   - p2x: The x-coordinate of the second control point.
    ///   - p2y: The y-coordinate of the second control point.
    ///   - duration: The length of time, expressed in seconds, the animation takes to complete.
    public static func timingCurve(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: TimeInterval = 0.35) -> Animation {
        timingCurve(.bezier(startControlPoint: UnitPoint(x: p1x, y: p1y), endControlPoint: UnitPoint(x: p2x, y: p2y)), duration: duration)
    }

    /// An animation that follows `curve` over `duration`.
    ///
    /// A duration that is NaN, infinite, zero or negative makes the animation finish at once.
    public static func timingCurve(_ curve: UnitCurve, duration: TimeInterval) -> Animation {
        Animation(kind: .timingCurve(curve, duration: duration.isFinite ? max(duration, 0) : 0))
    }
}
