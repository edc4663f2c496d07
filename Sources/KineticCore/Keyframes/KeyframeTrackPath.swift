import Foundation

/// One track's keyframes resolved into timed segments, in animatable-data space.
///
/// Built once, when a ``KeyframeTimeline`` is created: durations are cleaned, implicit velocities
/// chosen (SPEC §8) and every segment reduced to a closed form, so that evaluating at a time is a
/// binary search over the segment end times and one evaluation.
///
/// Rules, in one place:
/// - A segment starts from the value and velocity the previous one ended with (the track's start
///   value and velocity for the first). Springs cut short end off their target; the next segment
///   starts where the spring was.
/// - Linear: `from + Δ · curve(u)`, `u = elapsed / duration`; ends with velocity `Δ · curve′(1) / duration`,
///   `curve′` at the ends being the limiting slope (`UnitCurve.limitingSlope(at:)`, ≈ 1.72 at the
///   end of `.easeIn`, not `velocity(at: 1)`'s 1), so the velocity carries on unbroken.
/// - Spring: `from + spring.value(target: Δ, initialVelocity: v, time: elapsed)` with
///   `v = startVelocity ?? incoming velocity`; ends with the spring's value and velocity there.
///   A spring without a duration plays until it settles; when it is the track's last timed
///   segment (nothing but moves follow), the track holds its target past its end rather than
///   the nearly arrived value (about 0.1 % of the distance short for a start at rest).
/// - Cubic: Hermite from `from` to `to` with tangents `m0 = startVelocity ?? incoming velocity`
///   and `m1 = endVelocity ?? ` the Catmull-Rom tangent `(p[next] − from) / (d + d[next])` when
///   a cubic or a spring without `startVelocity` follows, the next segment's start velocity when
///   a linear or a spring with `startVelocity` follows, ``terminalCubicVelocity`` when nothing
///   (or a move) follows.
/// - Move, and any keyframe whose duration cleans to zero: a jump at its instant; the velocity
///   passes through.
/// - Bad input: a duration that is negative, NaN or infinite counts as 0; a spring keyframe without
///   a duration takes `spring.settlingDuration` (cleaned the same way); a target or velocity whose
///   squared magnitude is not finite (NaN, ±∞) is replaced by the previous keyframe's target, or
///   by `nil` (automatic) for a velocity; a non-finite start value or velocity is replaced by
///   zero; a cubic tangent that overflows (neighbours of vanishing length) counts as zero. Times
///   before 0 (and NaN) read the value at 0; times past the end read the end value.
@usableFromInline
struct _KeyframeTrackPath<Data: VectorArithmetic> {
    /// End time of each timed segment; non-decreasing (zero-length keyframes are moves, not
    /// segments, so only vanishingly short ones can repeat a time, and those never play).
    @usableFromInline var ends: [Double]
    @usableFromInline var segments: [_KeyframeSegment<Data>]
    /// The value at the start (after any leading moves) and at the end of the track.
    @usableFromInline var startValue: Data
    @usableFromInline var endValue: Data
    @usableFromInline var endVelocity: Data
    /// The sum of the segment durations.
    @usableFromInline var duration: Double
    /// The instant each keyframe is reached, in declaration order (seconds from the track's start;
    /// a move's is the end of the keyframe before it): the boundaries a track view marks.
    @usableFromInline var keyframeTimes: [Double]

    /// The velocity a cubic keyframe ends with when nothing follows it (or a move does), unless
    /// it sets `endVelocity`. SPEC §8 calls zero an informed guess about SwiftUI: change it here.
    @inlinable
    static var terminalCubicVelocity: Data { .zero }

    /// A duration as the timeline uses it: negative, NaN and infinite durations count as zero.
    @inlinable
    static func cleanDuration(_ duration: Double) -> Double {
        duration.isFinite && duration > 0 ? duration : 0
    }

    /// The length of a spring keyframe written without a duration: `Spring.settlingDuration`
    /// (a unit move from rest settling within 0.001), whatever the keyframe's own distance.
    @inlinable
    static func settlingDuration(of spring: Spring) -> Double {
        spring.settlingDuration
    }

    @inlinable
    static func isFinite(_ value: Data) -> Bool {
        value.magnitudeSquared.isFinite
    }

    /// A keyframe after cleaning: a kind, a target and a duration (zero means a jump).
    @usableFromInline
    struct Step {
        @usableFromInline enum Kind {
            case move
            case linear(UnitCurve)
            case cubic(start: Data?, end: Data?)
            /// `settles`: written without a duration, so it plays for the settling duration.
            case spring(Spring, start: Data?, settles: Bool)
        }
        @usableFromInline var kind: Kind
        @usableFromInline var to: Data
        @usableFromInline var duration: Double

        @inlinable
        init(kind: Kind, to: Data, duration: Double) {
            self.kind = kind
            self.to = to
            self.duration = duration
        }
    }

    @inlinable
    static func clean(_ steps: [_KeyframeStep<Data>], start: Data) -> [Step] {
        var previousTarget = start
        var cleaned: [Step] = []
        cleaned.reserveCapacity(steps.count)
        func target(_ to: Data) -> Data { isFinite(to) ? to : previousTarget }
        func velocity(_ v: Data?) -> Data? { v.flatMap { isFinite($0) ? $0 : nil } }
        for step in steps {
            var result: Step
            switch step {
            case .move(let to):
                result = Step(kind: .move, to: target(to), duration: 0)
            case .linear(let to, let duration, let curve):
                result = Step(kind: .linear(curve), to: target(to), duration: cleanDuration(duration))
            case .cubic(let to, let duration, let start, let end):
                result = Step(
                    kind: .cubic(start: velocity(start), end: velocity(end)),
                    to: target(to),
                    duration: cleanDuration(duration)
                )
            case .spring(let to, let duration, let spring, let start):
                result = Step(
                    kind: .spring(spring, start: velocity(start), settles: duration == nil),
                    to: target(to),
                    duration: cleanDuration(duration ?? settlingDuration(of: spring))
                )
            }
            if result.duration == 0 { result.kind = .move }
            previousTarget = result.to
            cleaned.append(result)
        }
        return cleaned
    }

    /// Resolves `steps` starting from `start` moving at `startVelocity` (units per second).
    @inlinable
    init(start: Data, startVelocity: Data, steps rawSteps: [_KeyframeStep<Data>]) {
        let start = Self.isFinite(start) ? start : .zero
        let steps = Self.clean(rawSteps, start: start)
        var reached = 0.0
        keyframeTimes = steps.map { reached += $0.duration; return reached }
        var from = start
        var velocity = Self.isFinite(startVelocity) ? startVelocity : .zero
        var time = 0.0
        var ends: [Double] = []
        var segments: [_KeyframeSegment<Data>] = []
        ends.reserveCapacity(steps.count)
        segments.reserveCapacity(steps.count)
        var startValue: Data? = nil
        /// The target of a settling spring that is so far the last timed segment.
        var settledTarget: Data? = nil

        for index in steps.indices {
            let step = steps[index]
            let d = step.duration
            let shape: _KeyframeSegment<Data>.Shape
            switch step.kind {
            case .move:
                from = step.to
                settledTarget = nil
                continue
            case .linear(let curve):
                let delta = step.to - from
                shape = .linear(delta: delta, curve: curve == .linear ? nil : curve)
                let end = delta.scaled(by: Self.finiteOrZero(curve.limitingSlope(at: 1)) / d)
                velocity = Self.isFinite(end) ? end : .zero
                segments.append(_KeyframeSegment(start: time, duration: d, from: from, shape: shape))
                from = step.to
            case .spring(let spring, let explicitStart, _):
                let v0 = explicitStart ?? velocity
                let delta = step.to - from
                shape = .spring(delta: delta, velocity: v0, spring: spring)
                segments.append(_KeyframeSegment(start: time, duration: d, from: from, shape: shape))
                let endValue = from + spring.value(target: delta, initialVelocity: v0, time: d)
                let endVelocity = spring.velocity(target: delta, initialVelocity: v0, time: d)
                from = Self.isFinite(endValue) ? endValue : step.to
                velocity = Self.isFinite(endVelocity) ? endVelocity : .zero
            case .cubic(let explicitStart, let explicitEnd):
                // Tangents from vanishingly short neighbours can overflow: count those as rest.
                let m0 = Self.finiteOrZero(explicitStart ?? velocity)
                let m1 = Self.finiteOrZero(explicitEnd
                    ?? Self.boundaryVelocity(after: index, in: steps, segmentStart: from))
                let delta = step.to - from
                // Hermite in power form over u ∈ [0, 1]: from + c1·u + c2·u² + c3·u³.
                let c1 = m0.scaled(by: d)
                let c2 = delta.scaled(by: 3) - m0.scaled(by: 2 * d) - m1.scaled(by: d)
                let c3 = m0.scaled(by: d) + m1.scaled(by: d) - delta.scaled(by: 2)
                shape = Self.isFinite(c2) && Self.isFinite(c3)
                    ? .cubic(c1: c1, c2: c2, c3: c3)
                    : .linear(delta: delta, curve: nil)  // degenerate: fall back to a straight line
                segments.append(_KeyframeSegment(start: time, duration: d, from: from, shape: shape))
                from = step.to
                velocity = m1
            }
            if case .spring(_, _, settles: true) = step.kind { settledTarget = step.to } else { settledTarget = nil }
            if startValue == nil { startValue = segments[segments.count - 1].from }
            time += d
            ends.append(time)
        }
        self.ends = ends
        self.segments = segments
        self.startValue = startValue ?? from
        self.endValue = settledTarget ?? from
        self.endVelocity = velocity
        self.duration = time
    }

    @inlinable
    static func finiteOrZero(_ x: Double) -> Double { x.isFinite ? x : 0 }

    @inlinable
    static func finiteOrZero(_ v: Data) -> Data { isFinite(v) ? v : .zero }

    /// The velocity a cubic segment without an explicit end velocity ends with.
    @inlinable
    static func boundaryVelocity(after index: Int, in steps: [Step], segmentStart: Data) -> Data {
        let current = steps[index]
        let nextIndex = index + 1
        guard nextIndex < steps.count else { return terminalCubicVelocity }
        let next = steps[nextIndex]
        let catmullRom = {
            (next.to - segmentStart).scaled(by: 1 / (current.duration + next.duration))
        }
        switch next.kind {
        case .move:
            return terminalCubicVelocity
        case .linear(let curve):
            let v = (next.to - current.to).scaled(by: finiteOrZero(curve.limitingSlope(at: 0)) / next.duration)
            return isFinite(v) ? v : .zero
        case .cubic(let start, _):
            return start ?? catmullRom()
        case .spring(_, let start, _):
            return start ?? catmullRom()
        }
    }

    /// The index of the segment that plays at `time` (0 ≤ time < duration).
    @inlinable
    func segmentIndex(at time: Double) -> Int {
        var low = 0
        var high = ends.count - 1
        while low < high {
            let mid = (low + high) >> 1
            if ends[mid] > time { high = mid } else { low = mid + 1 }
        }
        return low
    }

    /// The track's value at `time` seconds from its start.
    @inlinable
    func value(at time: Double) -> Data {
        guard time > 0 else { return startValue }  // also NaN
        guard time < duration else { return endValue }
        return segments[segmentIndex(at: time)].value(at: time)
    }

    /// The track's velocity (units per second) at `time`; zero before the start and from the
    /// end on, where the value holds.
    @inlinable
    func velocity(at time: Double) -> Data {
        guard time >= 0 else { return .zero }  // also NaN
        guard time < duration else { return .zero }
        return segments[segmentIndex(at: time)].velocity(at: time)
    }
}

/// One timed piece of a track.
@usableFromInline
struct _KeyframeSegment<Data: VectorArithmetic> {
    @usableFromInline
    enum Shape {
        /// `curve` is nil for the identity curve, which needs no solving.
        case linear(delta: Data, curve: UnitCurve?)
        case cubic(c1: Data, c2: Data, c3: Data)
        case spring(delta: Data, velocity: Data, spring: Spring)
    }

    @usableFromInline var start: Double
    @usableFromInline var duration: Double
    @usableFromInline var from: Data
    @usableFromInline var shape: Shape

    @inlinable
    init(start: Double, duration: Double, from: Data, shape: Shape) {
        self.start = start
        self.duration = duration
        self.from = from
        self.shape = shape
    }

    @inlinable
    func value(at time: Double) -> Data {
        let elapsed = time - start
        switch shape {
        case .linear(let delta, let curve):
            let u = elapsed / duration
            return from + delta.scaled(by: curve?.value(at: u) ?? u)
        case .cubic(let c1, let c2, let c3):
            let u = elapsed / duration
            var polynomial = c3.scaled(by: u) + c2
            polynomial = polynomial.scaled(by: u) + c1
            return from + polynomial.scaled(by: u)
        case .spring(let delta, let velocity, let spring):
            return from + spring.value(target: delta, initialVelocity: velocity, time: elapsed)
        }
    }

    @inlinable
    func velocity(at time: Double) -> Data {
        let elapsed = time - start
        switch shape {
        case .linear(let delta, let curve):
            let slope = curve?.limitingSlope(at: elapsed / duration) ?? 1
            return delta.scaled(by: (slope.isFinite ? slope : 0) / duration)
        case .cubic(let c1, let c2, let c3):
            let u = elapsed / duration
            let derivative = c1 + c2.scaled(by: 2 * u) + c3.scaled(by: 3 * u * u)
            return derivative.scaled(by: 1 / duration)
        case .spring(let delta, let velocity, let spring):
            return spring.velocity(target: delta, initialVelocity: velocity, time: elapsed)
        }
    }
}
