import Foundation

/// The simulated spring behind `spring(response:dampingFraction:blendDuration:)`, `smooth`,
/// `snappy`, `bouncy` and `.default`.
///
/// It integrates m·ẍ = k·(target − x) − c·ẋ with velocity Verlet at a fixed 1/300 s step, so its
/// values at a given time do not depend on the frame rate, and it merges with any animation that
/// runs before it: it starts from that animation's current value and velocity.
@usableFromInline
struct FluidSpring: Hashable, Sendable {
    @usableFromInline let response: Double
    @usableFromInline let dampingFraction: Double
    @usableFromInline let blendDuration: Double
    /// Whether this is `Animation.default`: the same spring, but a distinct animation that prints
    /// and compares as SwiftUI's `DefaultAnimation` does.
    @usableFromInline var isDefaultAnimation = false

    /// Normalises the parameters: NaN response → 0.5, negative → 0 (the stiffest spring);
    /// NaN or negative damping fraction → 0, above 1e6 (an infinitely over-damped spring, as a
    /// bounce of −1 gives) → 1e6; NaN or negative blend → 0, infinite blend → 1e6 s.
    @usableFromInline
    init(response: Double, dampingFraction: Double, blendDuration: Double) {
        self.response = response.isNaN ? 0.5 : max(0, response)
        self.dampingFraction = dampingFraction.isNaN ? 0 : min(max(0, dampingFraction), 1e6)
        self.blendDuration = blendDuration.isNaN ? 0 : min(max(0, blendDuration), 1e6)
    }

    /// The integration step.
    @usableFromInline static let step = 1.0 / 300
    /// The stiffness ceiling that keeps the explicit integrator stable at 300 Hz.
    @usableFromInline static let maxStiffness = 45_000.0
    /// The integrator never runs more than this many steps in one call (1 s of stall plus a frame):
    /// huge or non-finite times cannot loop forever.
    @usableFromInline static let maxStepsPerCall = 310

    /// The response in force at `time`: blended with a smoothstep from the previous spring's
    /// response over `blendDuration` after a merge.
    @inlinable
    func effectiveResponse(at time: Double, blendStart: Double, blendInterval: Double) -> Double {
        guard blendDuration > 0, blendInterval != 0 else { return response }
        let progress = min(max((time - blendStart) / blendDuration, 0), 1)
        return response + blendInterval * (1 - progress * progress * (3 - 2 * progress))
    }

    /// Stiffness k = min((τ/response)², 45000) and damping c = 2√k·fraction for a response.
    ///
    /// The damping is capped at 1/h = 300 (h = 1/300, the step). One step maps the state
    /// (x − T, f) by a matrix of determinant 1 − hc and trace 2 − hc − h²k: above the cap the
    /// determinant turns negative, and a strongly over-damped stiff spring (a negative bounce at a
    /// tiny duration) would rattle around its target or, past h²k + 2hc = 4, diverge. At the cap
    /// both eigenvalues are real and non-negative (h²k ≤ 0.5), so such a spring creeps to its
    /// target. Springs with c ≤ 300, which include every preset and any response above ≈ 0.04 s
    /// at critical damping, keep SwiftUI's exact coefficients.
    ///
    /// Computed every frame rather than stored: measured, two more stored fields in the spring made
    /// a 4-D animator-frame alone 43 ns instead of 32 (and again on 2026-11-26: 42 / 43 against
    /// 30 / 32, with 4 fewer instructions). The animator copies the spring out of its entry's
    /// enum before the call, part of it byte by byte, and the step then reads the two
    /// coefficients as one 16-byte load from two 8-byte stores, which the processor cannot forward.
    @inlinable
    func coefficients(response r: Double) -> (stiffness: Double, damping: Double) {
        let stiffness = r > 0 ? min((2 * Double.pi / r) * (2 * Double.pi / r), Self.maxStiffness) : Self.maxStiffness
        return (stiffness, min(2 * stiffness.squareRoot() * dampingFraction, 1 / Self.step))
    }

    @inlinable
    func animate<V: VectorArithmetic>(value target: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        advance(toward: target, to: time, context: &context)
        let state = context.springState
        guard max(state.velocity.magnitudeSquared, state.force.magnitudeSquared) <= Self.restingSquared else {
            return state.offset
        }
        let tolerance = target.scaled(by: 0.01).magnitudeSquared
        return Self.hasFinished(tolerance: tolerance, remaining: (target - state.offset).magnitudeSquared) ? nil : state.offset
    }

    /// The rest test of every frame of the spring (alone, from a unit motion, or from a merge's
    /// basis): it may finish once its velocity² and force² are both within this.
    @inlinable static var restingSquared: Double { 0.0036 }

    /// At rest, whether it has finished: within 1 % of the target (`tolerance`, the target's
    /// squared 1 %, against `remaining`, the squared distance left), or at once when the target is
    /// zero.
    @inlinable @inline(__always)
    static func hasFinished(tolerance: Double, remaining: Double) -> Bool {
        !(tolerance > 0 && tolerance < remaining)
    }

    /// The integration of ``animate(value:time:context:)`` without its rest test: the state
    /// `context` holds stepped towards `target` up to `time`, and its logical completion.
    @inlinable @inline(__always)
    func advance<V: VectorArithmetic>(toward target: V, to time: TimeInterval, context: inout AnimationContext<V>) {
        var state = context.springState
        let blending = blendDuration > 0 && state.blendInterval != 0
        var (stiffness, damping) = coefficients(response: blending
            ? effectiveResponse(at: state.time, blendStart: state.blendStart, blendInterval: state.blendInterval)
            : response)
        if time - state.startTime >= logicalCompletionTime { context.isLogicallyComplete = true }
        // A stall of more than a second (a paused process) is skipped rather than integrated.
        if time - state.time > 1 { state.time = time - 1.0 / 60 }

        var t = state.time
        var steps = 0
        // Steps whose end is within a nanosecond of `time` count as reaching it: sums of 1/300 carry
        // rounding error, and an extra step on some frames would make the motion frame-rate dependent.
        while time - t > 1e-9 && steps < Self.maxStepsPerCall {
            if blending {
                // The blend advances with each step, so the motion does not depend on the frame rate.
                (stiffness, damping) = coefficients(response: effectiveResponse(
                    at: t, blendStart: state.blendStart, blendInterval: state.blendInterval))
            }
            var halfStepVelocity = state.force.scaled(by: 1.0 / 600)
            halfStepVelocity += state.velocity
            state.offset += halfStepVelocity.scaled(by: Self.step)
            var force = (target - state.offset).scaled(by: stiffness)
            force -= halfStepVelocity.scaled(by: damping)
            state.force = force
            state.velocity = force.scaled(by: 1.0 / 600) + halfStepVelocity
            t += Self.step
            steps += 1
        }
        state.time = time - t > 1e-9 ? time : t
        context.springState = state
    }

    /// The frame at `time`: the integrated offset, its velocity, and fraction 0 (the integrator's
    /// state does not jump when its target changes: riding on a moving floor, the spring's
    /// velocity is the floor's plus its own); nil once at rest.
    @inlinable @inline(__always)
    func step<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> AnimationStep<V>? {
        guard let offset = animate(value: value, time: time, context: &context) else { return nil }
        return AnimationStep(value: offset, velocity: context.springState.velocity, fraction: 0)
    }

    /// How long after its start (or merge) the spring counts as logically complete: its response.
    @inlinable var logicalCompletionTime: TimeInterval { response }

    /// The frame of a spring started from rest, from `unit`, the state of the same spring moving
    /// 0 → 1 (shared by an ``AnimatorGroup``, whose slot carries the logical completion): the delta
    /// times its offset and velocity, with the rest test and the finish of
    /// ``animate(value:time:context:)`` on the scaled state (|Δ|²·max(v², f²) ≤ 0.0036; finished
    /// within 1 % of the delta); nil once it rests.
    @inlinable @inline(__always)
    static func step<V: VectorArithmetic>(value: V, unit: FluidSpringState<Double>) -> AnimationStep<V>? {
        let deltaSquared = value.magnitudeSquared
        // `+ .zero`: a component of the delta that is 0 moves at +0, as integrated alone (0 times a
        // negative unit velocity would be −0, and print so in recordings).
        let step = AnimationStep(value: value.scaled(by: unit.offset) + .zero, velocity: value.scaled(by: unit.velocity) + .zero, fraction: 0)
        guard deltaSquared * max(unit.velocity * unit.velocity, unit.force * unit.force) <= restingSquared else { return step }
        let remaining = deltaSquared * (1 - unit.offset) * (1 - unit.offset)
        return hasFinished(tolerance: deltaSquared * 0.0001, remaining: remaining) ? nil : step
    }

    /// The state of a spring started from rest towards `delta`, from the unit motion's `unit`.
    @inlinable
    static func state<V: VectorArithmetic>(delta: V, unit: FluidSpringState<Double>) -> FluidSpringState<V> {
        var state = FluidSpringState<V>()
        state.offset = delta.scaled(by: unit.offset)
        state.velocity = delta.scaled(by: unit.velocity)
        state.force = delta.scaled(by: unit.force)
        state.takeClock(of: unit)
        return state
    }

    // A merged spring's motion is shared too. The integrator is linear in the error e = x − target
    // and, from its first step on, reads the velocity and force only as the half-step velocity
    // h = f/600 + v: after a step, the state (e, v, f) is e₀·A + h₀·B, where A and B are the same
    // spring's motions from (e, v, f) = (1, 0, 0) and (0, 1, 0) towards zero, on the merge's
    // clock. Every animator a transaction merged with it at one instant follows one pair (A, B),
    // integrated once a frame by its group (``MergeSlot``), and adds its own e₀ and h₀ times them.

    /// The basis motions' start for a merge that left `state`: A's error 1, B's velocity 1, on
    /// its clock.
    @inlinable
    static func mergeBasis<V>(from state: FluidSpringState<V>) -> FluidSpringState<AnimatablePair<Double, Double>> {
        var basis = FluidSpringState<AnimatablePair<Double, Double>>()
        basis.offset = AnimatablePair(1, 0)
        basis.velocity = AnimatablePair(0, 1)
        basis.takeClock(of: state)
        return basis
    }

    /// What an animator's merged state adds to the basis motions: its error from `value` (the
    /// target) and its half-step velocity.
    @inlinable @inline(__always)
    static func merge<V: VectorArithmetic>(_ state: FluidSpringState<V>, value: V) -> MergeCoefficients<V> {
        MergeCoefficients(error: state.offset - value, halfVelocity: state.force.scaled(by: 1.0 / 600) + state.velocity)
    }

    /// The state a merged spring heading to `value` reached, from its `merge` coefficients and the
    /// `basis` motions (which have taken a step).
    @inlinable @inline(__always)
    static func state<V: VectorArithmetic>(value: V, merge: MergeCoefficients<V>,
                                           basis: FluidSpringState<AnimatablePair<Double, Double>>) -> FluidSpringState<V> {
        var state = FluidSpringState<V>()
        state.offset = value + merge.combined(basis.offset)
        state.velocity = merge.combined(basis.velocity)
        state.force = merge.combined(basis.force)
        state.takeClock(of: basis)
        return state
    }

    /// A merged spring's frame from the shared `basis` motions (which have taken a step): its
    /// offset and velocity, with ``animate(value:time:context:)``'s rest test and finish; nil once
    /// it rests.
    @inlinable @inline(__always)
    static func step<V: VectorArithmetic>(value: V, merge: MergeCoefficients<V>,
                                          basis: FluidSpringState<AnimatablePair<Double, Double>>) -> AnimationStep<V>? {
        let error = merge.combined(basis.offset), velocity = merge.combined(basis.velocity)
        let step = AnimationStep(value: value + error, velocity: velocity, fraction: 0)
        // The rest test of `animate`; the force is summed only once the velocity passes it.
        guard velocity.magnitudeSquared <= restingSquared, merge.combined(basis.force).magnitudeSquared <= restingSquared else { return step }
        let tolerance = value.scaled(by: 0.01).magnitudeSquared
        return hasFinished(tolerance: tolerance, remaining: error.magnitudeSquared) ? nil : step
    }

    /// Integrates from rest towards `value` up to `time`, in half-second calls (none long enough to
    /// count as a stall): the state an animator reaches through frames none of which came more
    /// than a second late (the integrator's state depends only on the steps taken).
    @inlinable
    func integrateFromRest<V: VectorArithmetic>(value: V, to time: TimeInterval, context: inout AnimationContext<V>) {
        context.springState = FluidSpringState()
        integrate(value: value, to: time, context: &context)
    }

    /// Integrates the state `context` holds towards `value` up to `time`, in half-second calls, as
    /// ``integrateFromRest(value:to:context:)`` does.
    @inlinable
    func integrate<V: VectorArithmetic>(value: V, to time: TimeInterval, context: inout AnimationContext<V>) {
        var t = context.springState.time
        repeat {
            t = min(t + 0.5, time)
            _ = animate(value: value, time: t, context: &context)
        } while t < time
    }

    /// The velocity the integrator reached.
    @inlinable
    func velocity<V: VectorArithmetic>(context: AnimationContext<V>) -> V? { context.springState.velocity }

    /// Starts from `value` and `velocity`: a merge over several combined animations takes over the
    /// whole combination, so its motion heads to a fixed target and does not depend on the frame rate.
    @inlinable
    func takeOver<V: VectorArithmetic>(value: V, velocity: V, context: inout AnimationContext<V>) {
        context.springState.offset = value
        context.springState.velocity = velocity
    }

    /// Takes over from `previous`: its value and velocity at `time` become this spring's state.
    @inlinable
    func merge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>) {
        let previousSpring: FluidSpring?
        if case let .fluidSpring(spring) = previous.kind { previousSpring = spring } else { previousSpring = nil }
        let offset = previous.animate(value: value, time: time, context: &context) ?? value
        let velocity = previous.velocity(value: value, time: time, context: context) ?? .zero
        var state = context.springState
        if previousSpring == nil {
            state = FluidSpringState()
            state.time = time
        }
        state.offset = offset
        state.velocity = velocity
        state.startTime = time
        if let previousSpring, previousSpring.response != response {
            state.blendInterval = previousSpring.effectiveResponse(
                at: time, blendStart: state.blendStart, blendInterval: state.blendInterval) - response
            state.blendStart = time
        } else {
            state.blendInterval = 0
        }
        context.springState = state
        context._isLogicallyComplete = false
    }
}

/// What one merged spring adds to its shared basis motions (``FluidSpring/merge(_:value:)``).
@usableFromInline
struct MergeCoefficients<Value: VectorArithmetic> {
    /// The error from the target, and the half-step velocity, when it merged.
    @usableFromInline var error: Value
    @usableFromInline var halfVelocity: Value

    @inlinable init(error: Value, halfVelocity: Value) {
        self.error = error
        self.halfVelocity = halfVelocity
    }

    /// e₀·a + h₀·b for a basis quantity (a, b).
    @inlinable @inline(__always)
    func combined(_ basis: AnimatablePair<Double, Double>) -> Value {
        error.scaled(by: basis.first) + halfVelocity.scaled(by: basis.second)
    }
}

/// The integrator state of a simulated (merging) spring.
@usableFromInline
struct FluidSpringState<Value: VectorArithmetic> {
    @usableFromInline var offset: Value = .zero
    @usableFromInline var velocity: Value = .zero
    @usableFromInline var force: Value = .zero
    /// The time the integration has reached.
    @usableFromInline var time: Double = 0
    /// When this spring started (a merge restarts it): logical completion is `response` later.
    @usableFromInline var startTime: Double = 0
    /// Blending from a previous response: when, and by how much the response differed.
    @usableFromInline var blendStart: Double = 0
    @usableFromInline var blendInterval: Double = 0
    @inlinable init() {}

    /// Takes `other`'s clock — the time reached, the start (or merge), the blend — as a shared
    /// motion's state and an animator's share one (whatever their values).
    @inlinable @inline(__always)
    mutating func takeClock<Other>(of other: FluidSpringState<Other>) {
        (time, startTime, blendStart, blendInterval) = (other.time, other.startTime, other.blendStart, other.blendInterval)
    }
}


// MARK: The kind: merge rule, description, export

extension FluidSpring: AnimationKind {
    @inlinable
    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        velocity(context: context)
    }

    /// It always merges: it takes over whatever runs, from its value and velocity (``merge(previous:value:time:context:)``).
    @inlinable
    func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>) -> Bool {
        merge(previous: previous, value: value, time: time, context: &context)
        return true
    }

    /// As SwiftUI prints it: `FluidSpringAnimation(response: 0.5, dampingFraction: 0.7, blendDuration: 0.0)`,
    /// or `DefaultAnimation()` for ``Animation/default``.
    @usableFromInline var description: String { String(describing: reflectedBase) }

    /// The value SwiftUI keeps as its base.
    var reflectedBase: Any {
        if isDefaultAnimation { return DefaultAnimation() }
        return FluidSpringAnimation(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)
    }

    /// Its physics (SPEC §5: unit mass, k = min((2π/response)², 45000), c = 2√k·dampingFraction);
    /// a new change merges into it.
    @usableFromInline var exportForm: AnimationExportForm {
        let (stiffness, damping) = coefficients(response: response)
        return .spring(mass: 1, stiffness: stiffness, damping: damping, initialVelocity: 0, merges: true)
    }
}

// MARK: Factories

extension Animation {
    /// A default animation: on iOS 17 and later a smooth spring (response 0.5, damping fraction 1).
    ///
    /// It moves as `.spring(response: 0.5, dampingFraction: 1)` does but, as in SwiftUI, is a
    /// distinct animation: it prints as `DefaultAnimation()` and does not compare equal to it.
    public static let `default`: Animation = {
        var spring = FluidSpring(response: 0.5, dampingFraction: 1, blendDuration: 0)
        spring.isDefaultAnimation = true
        return Animation(kind: .fluidSpring(spring))
    }()
}

// Every initializer here follows the rule of ``InvalidParameters``: a NaN or infinite argument, or
// a negative duration, response, mass or stiffness, makes the animation end at once, with one
// runtime warning naming the initializer and the argument; bounce and damping fraction are clamped
// where finite.

extension Animation {
    // MARK: Simulated springs (they merge)

    /// A persistent spring animation. When mixed with other spring animations on the same property,
    /// each one replaces its predecessor, preserving velocity.
    /// - Parameters:
    ///   - response: The stiffness of the spring, as an approximate duration in seconds
    ///     (0 requests the stiffest spring, for interactive animations). NaN, infinite or negative
    ///     makes the animation end at once, with a warning.
    ///   - dampingFraction: The drag, as a fraction of critical damping (negative treated as 0).
    ///     NaN or infinite makes the animation end at once.
    ///   - blendDuration: The time over which a change of response is blended in (negative treated
    ///     as 0). NaN or infinite makes the animation end at once.
    /// - Returns: The spring animation.
    @_disfavoredOverload
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0) -> Animation {
        fluidSpring("Animation.spring(response:dampingFraction:blendDuration:)",
                    response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)
    }

    /// A persistent spring animation with a perceptual duration and a bounce.
    /// - Parameters:
    ///   - duration: The perceptual duration of the spring. NaN, infinite or negative makes the
    ///     animation end at once, with a warning.
    ///   - bounce: How bouncy the spring is, in [-1, 1] (finite values outside are clamped). NaN
    ///     or infinite makes the animation end at once.
    ///   - blendDuration: The time over which a change of duration is blended in.
    /// - Returns: The spring animation.
    public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0.0, blendDuration: Double = 0) -> Animation {
        fluidSpring("Animation.spring(duration:bounce:blendDuration:)", duration: duration,
                    bounce: bounce, bounceName: "bounce", bounceOffset: 0, blendDuration: blendDuration)
    }

    /// A persistent spring animation with the given spring's response and damping ratio.
    /// - Parameters:
    ///   - spring: The spring. One made from invalid arguments (it warned then) gives an animation
    ///     that ends at once.
    ///   - blendDuration: The time over which a change of response is blended in.
    /// - Returns: The spring animation.
    public static func spring(_ spring: Spring, blendDuration: TimeInterval = 0.0) -> Animation {
        var check = InvalidParameters("Animation.spring(_:blendDuration:)")
        check.finite(blendDuration, "blendDuration")
        guard check.passes(), !spring.hasInvalidParameter else { return .endingAtOnce }
        return Animation(kind: .fluidSpring(FluidSpring(response: spring.response, dampingFraction: spring.dampingRatio,
                                                        blendDuration: blendDuration)))
    }

    /// A persistent spring animation with the default parameters.
    public static var spring: Animation { spring() }

    /// A spring with a low response, for driving interactive animations.
    /// - Parameters:
    ///   - response: The stiffness, as an approximate duration in seconds (as in `spring(response:…)`).
    ///   - dampingFraction: The drag, as a fraction of critical damping.
    ///   - blendDuration: The time over which a change of response is blended in.
    /// - Returns: The spring animation.
    @_disfavoredOverload
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: TimeInterval = 0.25) -> Animation {
        fluidSpring("Animation.interactiveSpring(response:dampingFraction:blendDuration:)",
                    response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)
    }

    /// A spring with a short duration and a little bounce, for driving interactive animations.
    /// - Parameters:
    ///   - duration: The perceptual duration (as in `spring(duration:…)`).
    ///   - extraBounce: Bounce added to the preset's 0.15.
    ///   - blendDuration: The time over which a change of duration is blended in.
    /// - Returns: The spring animation.
    public static func interactiveSpring(duration: TimeInterval = 0.15, extraBounce: Double = 0.0, blendDuration: TimeInterval = 0.25) -> Animation {
        fluidSpring("Animation.interactiveSpring(duration:extraBounce:blendDuration:)", duration: duration,
                    bounce: extraBounce, bounceName: "extraBounce", bounceOffset: 0.15, blendDuration: blendDuration)
    }

    /// The interactive spring with the default parameters.
    public static var interactiveSpring: Animation { interactiveSpring() }

    /// A smooth spring animation with a predefined duration and no bounce.
    public static var smooth: Animation { smooth() }
    /// A smooth spring that can be tuned: bounce 0 + `extraBounce` (invalid arguments as in `spring(duration:bounce:)`).
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        fluidSpring("Animation.smooth(duration:extraBounce:)", duration: duration,
                    bounce: extraBounce, bounceName: "extraBounce", bounceOffset: 0, blendDuration: 0)
    }

    /// A spring animation with a predefined duration and a small amount of bounce.
    public static var snappy: Animation { snappy() }
    /// A snappy spring that can be tuned: bounce 0.15 + `extraBounce` (invalid arguments as in `spring(duration:bounce:)`).
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        fluidSpring("Animation.snappy(duration:extraBounce:)", duration: duration,
                    bounce: extraBounce, bounceName: "extraBounce", bounceOffset: 0.15, blendDuration: 0)
    }

    /// A spring animation with a predefined duration and a higher amount of bounce.
    public static var bouncy: Animation { bouncy() }
    /// A bouncy spring that can be tuned: bounce 0.3 + `extraBounce` (invalid arguments as in `spring(duration:bounce:)`).
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        fluidSpring("Animation.bouncy(duration:extraBounce:)", duration: duration,
                    bounce: extraBounce, bounceName: "extraBounce", bounceOffset: 0.3, blendDuration: 0)
    }

    /// The simulated spring of a response and damping fraction, checked under `initializer`'s name.
    private static func fluidSpring(_ initializer: String, response: Double, dampingFraction: Double,
                                    blendDuration: Double) -> Animation {
        var check = InvalidParameters(initializer)
        check.nonNegative(response, "response")
        check.finite(dampingFraction, "dampingFraction")
        check.finite(blendDuration, "blendDuration")
        guard check.passes() else { return .endingAtOnce }
        return Animation(kind: .fluidSpring(FluidSpring(response: response, dampingFraction: dampingFraction,
                                                        blendDuration: blendDuration)))
    }

    /// The simulated spring of a duration and a bounce (`bounceOffset + bounce`), checked under
    /// `initializer`'s name.
    private static func fluidSpring(_ initializer: String, duration: Double, bounce: Double, bounceName: String,
                                    bounceOffset: Double, blendDuration: Double) -> Animation {
        var check = InvalidParameters(initializer)
        check.nonNegative(duration, "duration")
        check.finite(bounce, bounceName)
        check.finite(blendDuration, "blendDuration")
        guard check.passes() else { return .endingAtOnce }
        let fraction = Spring.dampingRatio(bounce: bounceOffset + bounce)
        return Animation(kind: .fluidSpring(FluidSpring(response: duration, dampingFraction: fraction,
                                                        blendDuration: blendDuration)))
    }
}

// MARK: How SwiftUI keeps it (reflected by `description`)

/// `Animation.default`'s base.
struct DefaultAnimation {}

/// The simulated spring of `spring(response:dampingFraction:blendDuration:)` and the presets.
struct FluidSpringAnimation {
    var response: Double
    var dampingFraction: Double
    var blendDuration: Double
}
