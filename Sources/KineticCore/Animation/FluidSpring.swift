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

        guard max(state.velocity.magnitudeSquared, state.force.magnitudeSquared) <= 0.0036 else {
            return state.offset
        }
        // At rest: finished once within 1 % of the target (at once when the target is zero).
        let tolerance = target.scaled(by: 0.01).magnitudeSquared
        let remaining = (target - state.offset).magnitudeSquared
        return tolerance > 0 && tolerance < remaining ? state.offset : nil
    }

    /// The frame at `time`: the integrated offset, its velocity, and fraction 0 (the integrator's
    /// state does not jump when its target changes: riding on a moving floor, the spring's
    /// velocity is the floor's plus its own); nil once at rest.
    @inlinable @inline(__always)
    func step<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> AnimationStep<V>? {
        guard let offset = animate(value: value, time: time, context: &context) else { return nil }
        return AnimationStep(value: offset, velocity: context.springState.velocity, fraction: 0)
    }

    /// The frame at `time` of a spring started from rest, from `unit`, the state of the same
    /// spring moving 0 → 1 at `time` (shared by an ``AnimatorGroup``): the delta times its offset
    /// and velocity, with the rest test and the finish of ``animate(value:time:context:)`` on the
    /// scaled state (|Δ|²·max(v², f²) ≤ 0.0036; finished within 1 % of the delta).
    @inlinable @inline(__always)
    func step<V: VectorArithmetic>(value: V, unit: FluidSpringState<Double>, time: TimeInterval,
                                   context: inout AnimationContext<V>) -> AnimationStep<V>? {
        if time >= logicalCompletionTime { context.isLogicallyComplete = true }
        return Self.step(value: value, unit: unit)
    }

    /// How long after its start from rest the spring counts as logically complete: its response
    /// (what a shared motion's animators compare their time with).
    @inlinable var logicalCompletionTime: TimeInterval { response }

    /// ``step(value:unit:time:context:)``'s frame without its logical completion: the unit motion
    /// scaled by the delta, nil once it rests.
    @inlinable @inline(__always)
    static func step<V: VectorArithmetic>(value: V, unit: FluidSpringState<Double>) -> AnimationStep<V>? {
        let deltaSquared = value.magnitudeSquared
        // `+ .zero`: a component of the delta that is 0 moves at +0, as integrated alone (0 times a
        // negative unit velocity would be −0, and print so in recordings).
        let step = AnimationStep(value: value.scaled(by: unit.offset) + .zero, velocity: value.scaled(by: unit.velocity) + .zero, fraction: 0)
        guard deltaSquared * max(unit.velocity * unit.velocity, unit.force * unit.force) <= 0.0036 else { return step }
        let tolerance = deltaSquared * 0.0001
        let remaining = deltaSquared * (1 - unit.offset) * (1 - unit.offset)
        return tolerance > 0 && tolerance < remaining ? step : nil
    }

    /// The state of a spring started from rest towards `delta`, from the unit motion's `unit`.
    @inlinable
    static func state<V: VectorArithmetic>(delta: V, unit: FluidSpringState<Double>) -> FluidSpringState<V> {
        var state = FluidSpringState<V>()
        state.offset = delta.scaled(by: unit.offset)
        state.velocity = delta.scaled(by: unit.velocity)
        state.force = delta.scaled(by: unit.force)
        state.time = unit.time
        state.startTime = unit.startTime
        state.blendStart = unit.blendStart
        state.blendInterval = unit.blendInterval
        return state
    }

    /// Integrates from rest towards `value` up to `time`, in half-second calls (none long enough to
    /// count as a stall): the state an animator reaches through frames none of which came more
    /// than a second late (the integrator's state depends only on the steps taken).
    @inlinable
    func integrateFromRest<V: VectorArithmetic>(value: V, to time: TimeInterval, context: inout AnimationContext<V>) {
        context.springState = FluidSpringState()
        var t = 0.0
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
}

