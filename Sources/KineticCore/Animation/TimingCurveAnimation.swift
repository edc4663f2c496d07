import Foundation

/// A timing-curve animation (`linear`, `easeIn`, `easeOut`, `easeInOut`, `timingCurve`): the
/// delta scaled by a unit curve's progress over a duration. The whole kind is in this file (see
/// ``AnimationKind``): its parameters and math, its factories, its merge rule (none: overlapping
/// curves add up), how it prints and what export needs; the ``Animation`` enum and the animator
/// only dispatch to it.
@usableFromInline
struct TimingCurveAnimation: Hashable, Sendable {
    @usableFromInline let curve: UnitCurve
    /// The duration in seconds: zero, negative or non-finite ends the animation at once.
    @usableFromInline let duration: Double

    @inlinable init(curve: UnitCurve, duration: Double) {
        self.curve = curve
        self.duration = duration
    }

    /// The progress at `time`: fraction curve(t / duration) and its rate of change per second
    /// (infinite where the curve's slope is); nil once the duration has passed.
    @inlinable @inline(__always)
    func progress(at time: TimeInterval) -> LinearProgress? {
        Prepared(self).progress(at: time)
    }

    /// The frame at `time`: delta · curve(t / duration), its velocity (nil where the curve's slope
    /// is infinite) and the fraction; nil once the duration has passed.
    @inlinable @inline(__always)
    func step<V: VectorArithmetic>(value: V, time: TimeInterval) -> AnimationStep<V>? {
        Prepared(self).step(value: value, time: time)
    }

    /// The animation prepared for its frames: its curve's polynomial computed once, when it
    /// starts (``UnitCurve/polynomial``), not every frame. What the animator keeps and evaluates.
    @usableFromInline
    enum Prepared: Hashable, Sendable {
        /// A curve with a polynomial, and the duration.
        case polynomial(BezierPolynomial, duration: Double)
        /// Any other curve, evaluated by `value(at:)` and `velocity(at:)`.
        case curve(TimingCurveAnimation)

        @inlinable init(_ animation: TimingCurveAnimation) {
            self = animation.curve.polynomial.map { .polynomial($0, duration: animation.duration) } ?? .curve(animation)
        }

        /// ``TimingCurveAnimation/progress(at:)``.
        @inlinable @inline(__always)
        func progress(at time: TimeInterval) -> LinearProgress? {
            let duration: Double
            switch self {
            case let .polynomial(_, d): duration = d
            case let .curve(animation): duration = animation.duration
            }
            guard duration > 0, duration.isFinite, time < duration else { return nil }
            let p = max(time, 0) / duration  // in [0, 1): a NaN time fails the guard
            let (y, slope) = switch self {
            case let .polynomial(polynomial, _): polynomial.valueAndSlope(within: p)
            case let .curve(animation): (animation.curve.value(at: p), animation.curve.velocity(at: p))
            }
            return LinearProgress(fraction: y, rate: slope / duration)
        }

        /// ``TimingCurveAnimation/step(value:time:)``.
        @inlinable @inline(__always)
        func step<V: VectorArithmetic>(value: V, time: TimeInterval) -> AnimationStep<V>? {
            progress(at: time).map { AnimationStep(delta: value, progress: $0) }
        }
    }

    /// The duration after which the animation has finished (zero when it ends at once).
    @inlinable var fixedDuration: Double { duration > 0 && duration.isFinite ? duration : 0 }
}

// MARK: The kind: merge rule, description, export

extension TimingCurveAnimation: AnimationKind {
    @inlinable
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        step(value: value, time: time)?.value
    }

    @inlinable
    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        guard let step = step(value: value, time: time) else { return .zero }
        return step.velocity
    }

    /// It never merges (the protocol's default): a new curve adds on top of a running one.

    /// As SwiftUI prints it: `BezierAnimation(duration: 0.35, curve: …CubicSolver(…))`.
    @usableFromInline var description: String { String(describing: reflectedBase) }

    /// The value SwiftUI keeps as its base: a bezier's `BezierAnimation` (with the cubic's
    /// coefficients), another curve's `UnitCurveAnimation`.
    var reflectedBase: Any {
        if case let .bezier(x1, y1, x2, y2) = curve.storage {
            return BezierAnimation(duration: duration, curve: UnitCurve.CubicSolver(x1: x1, y1: y1, x2: x2, y2: y2))
        }
        return UnitCurveAnimation(duration: duration, curve: curve)
    }

    /// A bezier's control points, or the curve sampled (the circular curves).
    @usableFromInline var exportForm: AnimationExportForm {
        if case let .bezier(x1, y1, x2, y2) = curve.storage {
            return .bezier(x1: x1, y1: y1, x2: x2, y2: y2, duration: duration)
        }
        return .sampled(duration: fixedDuration)
    }
}

// MARK: Factories

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

// MARK: How SwiftUI keeps it (reflected by `description`)

/// A cubic bezier timing curve over a duration.
struct BezierAnimation {
    var duration: Double
    var curve: UnitCurve.CubicSolver
}

/// A non-bezier timing curve (the circular curves) over a duration.
struct UnitCurveAnimation {
    var duration: Double
    var curve: UnitCurve
}

extension UnitCurve {
    /// A bezier as SwiftUI stores it for an animation: the coefficients of x(t) = ((ax·t + bx)·t + cx)·t
    /// and of y(t) alike, computed as SwiftUI does (so `.linear` prints ax −2, bx 3, cx 0).
    struct CubicSolver {
        var ax: Double, bx: Double, cx: Double
        var ay: Double, by: Double, cy: Double

        init(x1: Double, y1: Double, x2: Double, y2: Double) {
            cx = 3 * x1
            bx = 3 * (x2 - x1) - cx
            ax = 1 - cx - bx
            cy = 3 * y1
            by = 3 * (y2 - y1) - cy
            ay = 1 - cy - by
        }
    }
}
