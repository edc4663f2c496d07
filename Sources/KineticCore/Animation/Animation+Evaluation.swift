import Foundation

extension Animation {
    /// Calculates the current value of the animation.
    ///
    /// - Parameters:
    ///   - value: The delta to animate towards.
    ///   - time: The time elapsed since the animation began.
    ///   - context: The animation's state and environment.
    /// - Returns: The part of `value` shown at `time`, or `nil` once the animation has finished.
    @inlinable
    public func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        switch kind {
        // Each built-in kind is one file (``AnimationKind``): these cases only forward to it.
        case let .timingCurve(curve):
            return curve.animate(value: value, time: time, context: &context)

        case let .fluidSpring(spring):
            return spring.animate(value: value, time: time, context: &context)

        case let .spring(spring):
            return spring.animate(value: value, time: time, context: &context)

        case let .delay(base, delay):
            return base.animate(value: value, time: max(0, time - delay), context: &context)

        case let .speed(base, speed):
            guard speed > 0, speed.isFinite else { return nil }
            return base.animate(value: value, time: time * speed, context: &context)

        case let .repeating(base, count, autoreverses):
            return Self.animateRepeating(base: base, count: count, autoreverses: autoreverses,
                                         value: value, time: time, context: &context)

        case let .logicallyComplete(base, after):
            if time >= after { context.isLogicallyComplete = true }
            return base.animate(value: value, time: time, context: &context)

        case let .custom(box):
            return box.animate(value: value, time: time, context: &context)
        }
    }

    /// Calculates the current velocity of the animation, or `nil` when it cannot tell.
    @inlinable
    public func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        switch kind {
        case let .timingCurve(curve):
            return curve.velocity(value: value, time: time, context: context)

        case let .fluidSpring(spring):
            return spring.velocity(value: value, time: time, context: context)

        case let .spring(spring):
            return spring.velocity(value: value, time: time, context: context)

        case let .delay(base, delay):
            guard time >= delay else { return .zero }
            return base.velocity(value: value, time: time - delay, context: context)

        case let .speed(base, speed):
            guard speed > 0, speed.isFinite else { return .zero }
            return base.velocity(value: value, time: time * speed, context: context)?.scaled(by: speed)

        case let .repeating(base, count, autoreverses):
            return Self.velocityRepeating(base: base, count: count, autoreverses: autoreverses,
                                          value: value, time: time, context: context)

        case let .logicallyComplete(base, _):
            return base.velocity(value: value, time: time, context: context)

        case let .custom(box):
            return box.velocity(value: value, time: time, context: context)
        }
    }

    /// Returns whether this animation, arriving while `previous` runs on the same attribute, takes
    /// over from it (inheriting its state through `context`) instead of combining with it.
    ///
    /// - Parameters:
    ///   - previous: The running animation.
    ///   - value: The delta the previous animation is animating.
    ///   - time: The time elapsed since the previous animation began.
    ///   - context: The previous animation's context, which a merging animation keeps.
    @inlinable
    public func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>) -> Bool {
        switch (kind, previous.kind) {
        case let (.fluidSpring(spring), _):
            return spring.shouldMerge(previous: previous, value: value, time: time, context: &context)
        case let (.timingCurve(curve), _):
            return curve.shouldMerge(previous: previous, value: value, time: time, context: &context)
        case let (.spring(spring), _):
            return spring.shouldMerge(previous: previous, value: value, time: time, context: &context)
        case let (.delay(base, delay), .delay(previousBase, previousDelay)) where delay == previousDelay:
            return base.shouldMerge(previous: previousBase, value: value, time: max(0, time - delay), context: &context)
        case let (.speed(base, speed), .speed(previousBase, previousSpeed)) where speed == previousSpeed:
            return base.shouldMerge(previous: previousBase, value: value, time: time * speed, context: &context)
        case let (.logicallyComplete(base, after), .logicallyComplete(previousBase, previousAfter)) where after == previousAfter:
            return base.shouldMerge(previous: previousBase, value: value, time: time, context: &context)
        case let (.custom(box), _):
            return box.shouldMerge(previous: previous, value: value, time: time, context: &context)
        default:
            return false
        }
    }

    /// `animate` and `velocity` in one pass, sharing the work both need (the curve solve, the
    /// spring's exponentials): the animator's per-frame entry point. Returns nil once finished.
    @inlinable
    func animateWithVelocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> AnimationStep<V>? {
        switch kind {
        case let .timingCurve(curve):
            return curve.step(value: value, time: time)
        case let .fluidSpring(spring):
            return spring.step(value: value, time: time, context: &context)
        case let .spring(spring):
            return spring.step(value: value, time: time, context: &context)
        default:
            guard let result = animate(value: value, time: time, context: &context) else { return nil }
            return AnimationStep(value: result, velocity: velocity(value: value, time: time, context: context), fraction: nil)
        }
    }

    /// Whether this animation, merging over several combined animations, takes over the whole
    /// combination (``takeOver(value:velocity:context:)``) rather than only the newest.
    @inlinable
    var takesOverCombinedAnimations: Bool {
        if case .fluidSpring = kind { return true }
        return false
    }

    /// Starts this animation from `value` and `velocity` (the combination it took over).
    @inlinable
    func takeOver<V: VectorArithmetic>(value: V, velocity: V, context: inout AnimationContext<V>) {
        if case let .fluidSpring(spring) = kind { spring.takeOver(value: value, velocity: velocity, context: &context) }
    }

    /// The duration of the animation when it is a pure function of time, else nil.
    @inlinable
    var fixedDuration: Double? {
        switch kind {
        case let .timingCurve(curve): return curve.fixedDuration
        case let .spring(spring): return spring.settlingDuration
        case let .delay(base, delay): return base.fixedDuration.map { $0 + delay }
        case let .speed(base, speed):
            guard speed > 0, speed.isFinite else { return 0 }
            return base.fixedDuration.map { $0 / speed }
        case let .logicallyComplete(base, _): return base.fixedDuration
        case .fluidSpring, .repeating, .custom: return nil
        }
    }
}

/// One frame of an animation, as the animator consumes it.
@usableFromInline
struct AnimationStep<Value: VectorArithmetic> {
    /// The part of the delta shown.
    @usableFromInline var value: Value
    /// Its rate of change per second, or nil when the animation cannot tell.
    @usableFromInline var velocity: Value?
    /// How the value answers a change of the delta at this instant: value = delta · fraction for
    /// an animation linear in its delta (timing curves, closed-form springs), 0 for one whose
    /// state does not jump when the delta changes (the simulated spring), nil when unknown. It
    /// lets a combination carry velocity without evaluating the animation twice.
    @usableFromInline var fraction: Double?

    @inlinable init(value: Value, velocity: Value?, fraction: Double?) {
        self.value = value
        self.velocity = velocity
        self.fraction = fraction
    }

    /// The frame of an animation linear in its delta: delta · fraction, moving at delta · rate
    /// (unknown where the rate is infinite).
    @inlinable @inline(__always) init(delta: Value, progress: LinearProgress) {
        value = delta.scaled(by: progress.fraction)
        velocity = progress.rate.isFinite ? delta.scaled(by: progress.rate) : nil
        fraction = progress.fraction
    }
}

/// The progress of an animation linear in its delta (timing curves, closed-form springs), as two
/// scalars: the value is delta · fraction and moves at delta · rate per second.
@usableFromInline
struct LinearProgress {
    @usableFromInline var fraction: Double
    @usableFromInline var rate: Double
    @inlinable init(fraction: Double, rate: Double) {
        self.fraction = fraction
        self.rate = rate
    }
}

/// The parameters of a built-in animation, copied out of the boxed ``Animation`` once, when it
/// starts: the animator dispatches on these each frame without touching the box's reference
/// count. Each case only forwards to its kind's `step`.
@usableFromInline
enum LeafAnimation: Sendable {
    case timingCurve(TimingCurveAnimation.Prepared)
    case spring(ClosedFormSpringAnimation)
    case fluidSpring(FluidSpring)
    /// Any other animation: evaluated through ``Animation``.
    case other

    @inlinable
    init(_ animation: Animation) {
        switch animation.kind {
        case let .timingCurve(curve): self = .timingCurve(TimingCurveAnimation.Prepared(curve))
        case let .spring(spring): self = .spring(spring)
        case let .fluidSpring(spring): self = .fluidSpring(spring)
        default: self = .other
        }
    }
}
