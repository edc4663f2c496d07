import Foundation

/// A timing-curve animation (`linear`, `easeIn`, `easeOut`, `easeInOut`, `timingCurve`): the
/// delta scaled by a unit curve's progress over a duration. Everything it computes is here; the
/// ``Animation`` enum and the animator only dispatch to ``step(value:time:)``.
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
            let p = max(time, 0) / duration
            let (y, slope) = switch self {
            case let .polynomial(polynomial, _): polynomial.valueAndSlope(at: p)
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
