import Foundation

/// A closed-form spring animation (`interpolatingSpring`): the delta scaled by the spring's
/// analytic response, never merging, so overlapping ones add up. Everything it computes is here;
/// the ``Animation`` enum and the animator only dispatch to ``step(value:time:context:)``.
@usableFromInline
struct ClosedFormSpringAnimation: Hashable, Sendable {
    @usableFromInline let spring: Spring
    /// The initial velocity, as a fraction of the delta per second.
    @usableFromInline let initialVelocity: Double
    /// When the spring has settled (computed once, when the animation is made, not per frame).
    @usableFromInline let settlingDuration: Double
    /// When it is logically complete: one period, 2π/√k.
    @usableFromInline let logicalDuration: Double

    /// The animation of a valid spring: its settling and logical durations are computed here, once.
    @usableFromInline
    init(spring: Spring, initialVelocity: Double) {
        self.spring = spring
        self.initialVelocity = initialVelocity
        settlingDuration = spring.settlingDuration(target: 1.0, initialVelocity: initialVelocity)
        logicalDuration = 2 * Double.pi / spring.stiffness.squareRoot()
    }

    /// The progress at `time`: fraction a(t) = A + v₀·B from the spring's coefficients and its
    /// rate a′(t); nil once settled. A pure function of time, so animators started together can
    /// share it (``SharedProgress``).
    @inlinable @inline(__always)
    func progress(at time: TimeInterval) -> LinearProgress? {
        guard time < settlingDuration else { return nil }
        let k = spring.coefficients(time: max(time, 0))
        return LinearProgress(fraction: k.a + initialVelocity * k.b, rate: k.da + initialVelocity * k.db)
    }

    /// Whether it is logically complete at `time`: one period has passed.
    @inlinable @inline(__always)
    func isLogicallyComplete(at time: TimeInterval) -> Bool { time >= logicalDuration }

    /// The frame at `time`: delta · a(t), its velocity delta · a′(t) and the fraction a(t); nil
    /// once settled.
    @inlinable @inline(__always)
    func step<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> AnimationStep<V>? {
        guard let progress = progress(at: time) else { return nil }
        if isLogicallyComplete(at: time) { context.isLogicallyComplete = true }
        return AnimationStep(delta: value, progress: progress)
    }
}
