import Foundation

extension Animation {
    /// The default duration of timing-curve animations: 0.35 s.
    @usableFromInline static let defaultTimingCurveDuration: TimeInterval = 0.35

    /// An animation that moves at a constant speed, over 0.35 s.
    public static var linear: Animation { linear(duration: defaultTimingCurveDuration) }
    /// An animation that moves at a constant speed over `duration`.
    public static func linear(duration: TimeInterval) -> Animation {
        timingCurve("Animation.linear(duration:)", .linear, duration: duration)
    }

    /// An animation that starts slowly and then increases speed towards the end, over 0.35 s.
    public static var easeIn: Animation { easeIn(duration: defaultTimingCurveDuration) }
    /// An animation with the ease-in curve over `duration`.
    public static func easeIn(duration: TimeInterval) -> Animation {
        timingCurve("Animation.easeIn(duration:)", .easeIn, duration: duration)
    }

    /// An animation that starts quickly and then slows towards the end, over 0.35 s.
    public static var easeOut: Animation { easeOut(duration: defaultTimingCurveDuration) }
    /// An animation with the ease-out curve over `duration`.
    public static func easeOut(duration: TimeInterval) -> Animation {
        timingCurve("Animation.easeOut(duration:)", .easeOut, duration: duration)
    }

    /// An animation that combines ease-in and ease-out, over 0.35 s.
    public static var easeInOut: Animation { easeInOut(duration: defaultTimingCurveDuration) }
    /// An animation with the ease-in-out curve over `duration`.
    public static func easeInOut(duration: TimeInterval) -> Animation {
        timingCurve("Animation.easeInOut(duration:)", .easeInOut, duration: duration)
    }

    /// An animation created from a cubic Bézier timing curve.
    /// - Parameters:
    ///   - p1x: The x-coordinate of the first control point.
    ///   - p1y: The y-coordinate of the first control point.
    ///   - p2x: The x-coordinate of the second control point.
    ///   - p2y: The y-coordinate of the second control point.
    ///   - duration: The length of time, expressed in seconds, the animation takes to complete.
    /// - Returns: The animation. A NaN or infinite argument, or a negative duration, makes it end
    ///   at once, with one runtime warning naming the argument.
    public static func timingCurve(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: TimeInterval = 0.35) -> Animation {
        var check = InvalidParameters("Animation.timingCurve(_:_:_:_:duration:)")
        check.finite(p1x, "p1x")
        check.finite(p1y, "p1y")
        check.finite(p2x, "p2x")
        check.finite(p2y, "p2y")
        check.nonNegative(duration, "duration")
        guard check.passes() else { return .endingAtOnce }
        return Animation(kind: .timingCurve(TimingCurveAnimation(
            curve: .bezier(startControlPoint: UnitPoint(x: p1x, y: p1y), endControlPoint: UnitPoint(x: p2x, y: p2y)),
            duration: duration)))
    }

    /// An animation that follows `curve` over `duration`.
    ///
    /// A duration of zero makes the animation finish at once; a NaN, infinite or negative one does
    /// too, with one runtime warning naming it.
    /// - Parameters:
    ///   - curve: The curve of progress over the duration.
    ///   - duration: The length of time, in seconds.
    /// - Returns: The animation.
    public static func timingCurve(_ curve: UnitCurve, duration: TimeInterval) -> Animation {
        timingCurve("Animation.timingCurve(_:duration:)", curve, duration: duration)
    }

    /// The timing-curve animation of `curve` over `duration`, checked under `initializer`'s name.
    private static func timingCurve(_ initializer: String, _ curve: UnitCurve, duration: TimeInterval) -> Animation {
        var check = InvalidParameters(initializer)
        check.nonNegative(duration, "duration")
        guard check.passes() else { return .endingAtOnce }
        return Animation(kind: .timingCurve(TimingCurveAnimation(curve: curve, duration: duration)))
    }
}
