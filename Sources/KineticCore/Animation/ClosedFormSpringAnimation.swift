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

    /// The frame at `time`: delta · a(t), its velocity delta · a′(t) and the fraction a(t), with
    /// a = A + v₀·B from the spring's coefficients; nil once settled.
    @inlinable
    func step<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> AnimationStep<V>? {
        guard time < settlingDuration else { return nil }
        let t = max(time, 0)
        if t >= logicalDuration { context.isLogicallyComplete = true }
        let k = spring.coefficients(time: t)
        let a = k.a + initialVelocity * k.b, da = k.da + initialVelocity * k.db
        return AnimationStep(value: value.scaled(by: a), velocity: value.scaled(by: da), fraction: a)
    }
}
