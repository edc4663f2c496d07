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
        case let .timingCurve(curve, duration):
            guard duration > 0, duration.isFinite, time < duration else { return nil }
            return value.scaled(by: curve.value(at: max(time, 0) / duration))

        case let .fluidSpring(spring):
            return spring.animate(value: value, time: time, context: &context)

        case let .spring(spring, initialVelocity, settlingDuration, logicalDuration):
            guard time < settlingDuration else { return nil }
            let t = max(time, 0)
            if t >= logicalDuration { context.isLogicallyComplete = true }
            return spring.value(target: value, initialVelocity: value.scaled(by: initialVelocity), time: t)

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
        case let .timingCurve(curve, duration):
            guard duration > 0, duration.isFinite, time < duration else { return .zero }
            let slope = curve.velocity(at: max(time, 0) / duration)
            return slope.isFinite ? value.scaled(by: slope / duration) : nil

        case .fluidSpring:
            return context.springState.velocity

        case let .spring(spring, initialVelocity, settlingDuration, _):
            guard time < settlingDuration else { return .zero }
            return spring.velocity(target: value, initialVelocity: value.scaled(by: initialVelocity), time: max(time, 0))

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
            spring.merge(previous: previous, value: value, time: time, context: &context)
            return true
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
    /// `fraction` is the scalar s with value = delta·s when the animation is linear in its delta
    /// (timing curves, closed-form springs), which lets a combination carry velocity without
    /// evaluating the animation twice.
    @inlinable
    func animateWithVelocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>)
        -> (value: V, velocity: V?, fraction: Double?)? {
        switch kind {
        case let .timingCurve(curve, duration):
            return Self.timingCurveStep(curve, duration: duration, value: value, time: time)

        case let .fluidSpring(spring):
            guard let result = spring.animate(value: value, time: time, context: &context) else { return nil }
            return (result, context.springState.velocity, nil)

        case let .spring(spring, initialVelocity, settlingDuration, logicalDuration):
            return Self.springStep(spring, initialVelocity: initialVelocity, settlingDuration: settlingDuration,
                                   logicalDuration: logicalDuration, value: value, time: time, context: &context)

        default:
            guard let result = animate(value: value, time: time, context: &context) else { return nil }
            return (result, velocity(value: value, time: time, context: context), nil)
        }
    }

    /// A timing curve's frame: delta · curve(t / duration), its velocity and the fraction.
    @inlinable
    static func timingCurveStep<V: VectorArithmetic>(_ curve: UnitCurve, duration: Double, value: V, time: TimeInterval)
        -> (value: V, velocity: V?, fraction: Double?)? {
        guard duration > 0, duration.isFinite, time < duration else { return nil }
        let progress = max(time, 0) / duration
        let (y, slope) = curve.valueAndVelocity(at: progress)
        return (value.scaled(by: y), slope.isFinite ? value.scaled(by: slope / duration) : nil, y)
    }

    /// A closed-form spring's frame (`interpolatingSpring`), its velocity and the fraction.
    @inlinable
    static func springStep<V: VectorArithmetic>(_ spring: Spring, initialVelocity: Double, settlingDuration: Double,
                                                logicalDuration: Double, value: V, time: TimeInterval,
                                                context: inout AnimationContext<V>) -> (value: V, velocity: V?, fraction: Double?)? {
        guard time < settlingDuration else { return nil }
        let t = max(time, 0)
        if t >= logicalDuration { context.isLogicallyComplete = true }
        let k = spring.coefficients(time: t)
        let a = k.a + initialVelocity * k.b, da = k.da + initialVelocity * k.db
        return (value.scaled(by: a), value.scaled(by: da), a)
    }

    /// The duration of the animation when it is a pure function of time, else nil.
    @inlinable
    var fixedDuration: Double? {
        switch kind {
        case let .timingCurve(_, duration): return duration > 0 && duration.isFinite ? duration : 0
        case let .spring(_, _, settlingDuration, _): return settlingDuration
        case let .delay(base, delay): return base.fixedDuration.map { $0 + delay }
        case let .speed(base, speed):
            guard speed > 0, speed.isFinite else { return 0 }
            return base.fixedDuration.map { $0 / speed }
        case let .logicallyComplete(base, _): return base.fixedDuration
        case .fluidSpring, .repeating, .custom: return nil
        }
    }
}

/// The parameters of an animation whose frame is a pure function of time (a timing curve, a
/// closed-form spring), copied out of the boxed ``Animation`` once, when it starts: the animator
/// evaluates these each frame without touching the box's reference count.
@usableFromInline
enum LeafAnimation: Sendable {
    case timingCurve(UnitCurve, duration: Double)
    case spring(Spring, initialVelocity: Double, settlingDuration: Double, logicalDuration: Double)
    /// Any other animation: evaluated through ``Animation``.
    case other

    @inlinable
    init(_ animation: Animation) {
        switch animation.kind {
        case let .timingCurve(curve, duration): self = .timingCurve(curve, duration: duration)
        case let .spring(spring, initialVelocity, settlingDuration, logicalDuration):
            self = .spring(spring, initialVelocity: initialVelocity, settlingDuration: settlingDuration,
                           logicalDuration: logicalDuration)
        default: self = .other
        }
    }
}
