import Foundation

/// A closed-form spring animation (`interpolatingSpring`): the delta scaled by the spring's
/// analytic response, never merging, so overlapping ones add up. The whole kind is in this file
/// (see ``AnimationKind``): its parameters and math, its factories, its merge rule, how it prints
/// and what export needs; the ``Animation`` enum and the animator only dispatch to it.
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

// MARK: The kind: merge rule, description, export

extension ClosedFormSpringAnimation: AnimationKind {
    @inlinable
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        step(value: value, time: time, context: &context)?.value
    }

    @inlinable
    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        var copy = context  // the velocity does not change the context
        guard let step = step(value: value, time: time, context: &copy) else { return .zero }
        return step.velocity
    }

    /// It never merges (the protocol's default): overlapping closed-form springs add up (SPEC §6).

    /// As SwiftUI prints it: `SpringAnimation(mass: 1.0, stiffness: …, damping: …, initialVelocity: _Velocity(valuePerSecond: 0.0))`.
    @usableFromInline var description: String { String(describing: reflectedBase) }

    /// The value SwiftUI keeps as its base.
    var reflectedBase: Any {
        SpringAnimation(mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping,
                        initialVelocity: _Velocity(valuePerSecond: initialVelocity))
    }

    /// Its physics; a new change adds another spring.
    @usableFromInline var exportForm: AnimationExportForm {
        .spring(mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping, initialVelocity: initialVelocity, merges: false)
    }
}

// MARK: Factories

extension Animation {
    // MARK: Closed-form springs (they add up)

    /// An interpolating spring with the given physical parameters. It never merges: overlapping
    /// interpolating springs add their effects.
    /// - Parameters:
    ///   - mass: The mass of the object attached to the spring. NaN, infinite or negative makes
    ///     the animation end at once, with a warning.
    ///   - stiffness: The spring stiffness coefficient. NaN, infinite or negative makes the
    ///     animation end at once.
    ///   - damping: The spring motion damping coefficient (negative treated as 0). NaN or
    ///     infinite makes the animation end at once.
    ///   - initialVelocity: The initial velocity, as a fraction of the animated delta per second.
    ///     NaN or infinite makes the animation end at once.
    /// - Returns: The spring animation.
    public static func interpolatingSpring(mass: Double = 1.0, stiffness: Double, damping: Double, initialVelocity: Double = 0.0) -> Animation {
        let initializer = "Animation.interpolatingSpring(mass:stiffness:damping:initialVelocity:)"
        var check = InvalidParameters(initializer)
        check.nonNegative(mass, "mass")
        check.nonNegative(stiffness, "stiffness")
        check.finite(damping, "damping")
        check.finite(initialVelocity, "initialVelocity")
        guard check.passes() else { return .endingAtOnce }
        return closedFormSpring(Spring(mass: mass, stiffness: stiffness, damping: damping, allowOverDamping: false,
                                       initializer: initializer), initialVelocity: initialVelocity)
    }

    /// An interpolating spring with a perceptual duration and a bounce.
    /// - Parameters:
    ///   - duration: The perceptual duration. NaN, infinite or negative makes the animation end at
    ///     once, with a warning.
    ///   - bounce: How bouncy the spring is, in [-1, 1] (finite values outside are clamped). NaN
    ///     or infinite makes the animation end at once.
    ///   - initialVelocity: The initial velocity, as a fraction of the animated delta per second.
    /// - Returns: The spring animation.
    public static func interpolatingSpring(duration: TimeInterval = 0.5, bounce: Double = 0.0, initialVelocity: Double = 0.0) -> Animation {
        let initializer = "Animation.interpolatingSpring(duration:bounce:initialVelocity:)"
        var check = InvalidParameters(initializer)
        check.nonNegative(duration, "duration")
        check.finite(bounce, "bounce")
        check.finite(initialVelocity, "initialVelocity")
        guard check.passes() else { return .endingAtOnce }
        return closedFormSpring(Spring(duration: duration, bounce: bounce, initializer: initializer, bounceName: "bounce"),
                                initialVelocity: initialVelocity)
    }

    /// An interpolating spring driven by `spring`.
    /// - Parameters:
    ///   - spring: The spring. One made from invalid arguments (it warned then) gives an animation
    ///     that ends at once.
    ///   - initialVelocity: The initial velocity, as a fraction of the animated delta per second.
    ///     NaN or infinite makes the animation end at once, with a warning.
    /// - Returns: The spring animation.
    public static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0.0) -> Animation {
        var check = InvalidParameters("Animation.interpolatingSpring(_:initialVelocity:)")
        check.finite(initialVelocity, "initialVelocity")
        guard check.passes(), !spring.hasInvalidParameter else { return .endingAtOnce }
        return closedFormSpring(spring, initialVelocity: initialVelocity)
    }

    /// The closed-form spring animation of a valid spring.
    private static func closedFormSpring(_ spring: Spring, initialVelocity: Double) -> Animation {
        Animation(kind: .spring(ClosedFormSpringAnimation(spring: spring, initialVelocity: initialVelocity)))
    }

    /// An interpolating spring with the default parameters.
    public static var interpolatingSpring: Animation { interpolatingSpring() }
}

// MARK: How SwiftUI keeps it (reflected by `description`)

/// The closed-form spring of `interpolatingSpring`.
struct SpringAnimation {
    var mass: Double
    var stiffness: Double
    var damping: Double
    var initialVelocity: _Velocity<Double>
}

/// A velocity, per second (how SwiftUI stores a spring's initial velocity).
struct _Velocity<Value> {
    var valuePerSecond: Value
}
