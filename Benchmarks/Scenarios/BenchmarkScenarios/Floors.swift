import Foundation
import Kinetic

// The hand-written floors (issue 16): what each 4-D animator-frame costs with nothing but its
// arithmetic, over plain structs, no engine around it. The benchmarks time them beside the
// engine's animators; KineticProfile counts their instructions.

/// A `scaleEffect` moving from rest to grown as a pure function of time (the closed-form and bezier floors).
struct TimedMotion {
    var from: ScaleEffect
    var delta: ScaleEffect
    var startTime: Double
    var value: ScaleEffect
    var velocity: ScaleEffect

    /// `count` motions starting at time 0.
    static func population(_ count: Int) -> [TimedMotion] {
        [TimedMotion](repeating: TimedMotion(from: .rest, delta: ScaleEffect.grown - .rest, startTime: 0,
                                             value: .rest, velocity: .zero), count: count)
    }
}

/// `.interpolatingSpring(duration: 0.5, bounce: 0.3)` by hand: x = Δ·a(t), v = Δ·a′(t) for an
/// under-damped spring from rest (SPEC §3), one exp, sin and cos per animator-frame.
public struct ClosedFormSpringFloor {
    var motions: [TimedMotion]
    let decay: Double
    let omega: Double

    public init(count: Int) {
        let spring = Spring(duration: 0.5, bounce: 0.3)
        decay = spring.damping / (2 * spring.mass)
        omega = (spring.stiffness / spring.mass - decay * decay).squareRoot()
        motions = TimedMotion.population(count)
    }

    /// One frame of every motion at `time` (seconds since they started).
    public mutating func frame(time: Double) {
        let decay = decay, omega = omega
        motions.withUnsafeMutableBufferPointer { buffer in
            for index in buffer.indices {
                let t = time - buffer[index].startTime
                let e = exp(-decay * t), s = sin(omega * t), c = cos(omega * t)
                let a = 1 - e * (decay * s / omega + c)
                let da = e * s * (decay * decay + omega * omega) / omega
                buffer[index].value = buffer[index].from + buffer[index].delta.scaled(by: a)
                buffer[index].velocity = buffer[index].delta.scaled(by: da)
            }
        }
    }

    /// The first motion's value.
    public var sample: ScaleEffect { motions[0].value }
}

/// `.bouncy` by hand: the same velocity-Verlet steps of 1/300 s (five a 1/60 s frame) of
/// m·ẍ = k·(Δ − x) − c·ẋ as the engine's simulated spring, with its rest test.
public struct SimulatedSpringFloor {
    struct Motion {
        var from: ScaleEffect
        var delta: ScaleEffect
        var offset: ScaleEffect
        var velocity: ScaleEffect
        var force: ScaleEffect
        var time: Double
        var value: ScaleEffect
    }
    var motions: [Motion]
    let start: Motion
    let stiffness: Double
    let damping: Double
    /// How many motions were at rest after the last frame.
    public private(set) var resting = 0

    public init(count: Int) {
        // `.bouncy`: response 0.5 s, bounce 0.3 (damping ratio 1 − 0.3); k = (2π/response)², c = 2√k·ζ.
        let response = 0.5, fraction = 1 - 0.3
        stiffness = (2 * Double.pi / response) * (2 * Double.pi / response)
        damping = 2 * stiffness.squareRoot() * fraction
        start = Motion(from: .rest, delta: ScaleEffect.grown - .rest, offset: .zero, velocity: .zero, force: .zero,
                       time: 0, value: .rest)
        motions = [Motion](repeating: start, count: count)
    }

    /// Every motion back at rest at time 0.
    public mutating func restart() {
        for index in motions.indices { motions[index] = start }
    }

    /// One frame of every motion at `time` (seconds since the restart).
    public mutating func frame(time now: Double) {
        let stiffness = stiffness, damping = damping, step = 1.0 / 300
        var resting = 0
        motions.withUnsafeMutableBufferPointer { buffer in
            for index in buffer.indices {
                var m = buffer[index]
                var t = m.time
                while now - t > 1e-9 {
                    var half = m.force.scaled(by: 1.0 / 600)
                    half += m.velocity
                    m.offset += half.scaled(by: step)
                    var force = (m.delta - m.offset).scaled(by: stiffness)
                    force -= half.scaled(by: damping)
                    m.force = force
                    m.velocity = force.scaled(by: 1.0 / 600) + half
                    t += step
                }
                m.time = t
                if max(m.velocity.magnitudeSquared, m.force.magnitudeSquared) <= 0.0036 { resting += 1 }
                m.value = m.from + m.offset
                buffer[index] = m
            }
        }
        self.resting = resting
    }

    /// The first motion's value.
    public var sample: ScaleEffect { motions[0].value }
}

/// `.easeInOut` (0.35 s) by hand: the bezier (0.42, 0, 0.58, 1) solved for t by Newton's method
/// to the engine's tolerance (2⁻²⁰), then value Δ·y(t) and velocity Δ·(dy/dx)/duration.
public struct BezierFloor {
    var motions: [TimedMotion]
    /// The animation's duration.
    public static let duration = 0.35

    public init(count: Int) {
        motions = TimedMotion.population(count)
    }

    /// One frame of every motion at `time` (seconds since they started).
    public mutating func frame(time: Double) {
        motions.withUnsafeMutableBufferPointer { buffer in
            for index in buffer.indices {
                let (y, rate) = Self.progress(time - buffer[index].startTime)
                buffer[index].value = buffer[index].from + buffer[index].delta.scaled(by: y)
                buffer[index].velocity = buffer[index].delta.scaled(by: rate)
            }
        }
    }

    /// The fraction and its rate per second `elapsed` seconds after the start.
    @inline(__always)
    static func progress(_ elapsed: Double) -> (fraction: Double, rate: Double) {
        let duration = duration
        // x(t) and y(t) as polynomials of the control points (x1, y1) = (0.42, 0), (x2, y2) = (0.58, 1).
        let cx = 3 * 0.42, bx = 3 * (0.58 - 0.42) - cx, ax = 1 - cx - bx
        let cy = 0.0, by = 3.0 - cy, ay = 1 - cy - by
        let p = min(max(elapsed / duration, 0), 1)
        var t = p
        for _ in 0..<8 {
            let error = ((ax * t + bx) * t + cx) * t - p
            if abs(error) < 1.0 / 1_048_576 { break }
            t -= error / ((3 * ax * t + 2 * bx) * t + cx)
        }
        let y = ((ay * t + by) * t + cy) * t
        let slope = ((3 * ay * t + 2 * by) * t + cy) / ((3 * ax * t + 2 * bx) * t + cx)
        return (y, slope / duration)
    }

    /// The first motion's value.
    public var sample: ScaleEffect { motions[0].value }
}

/// ``BezierFloor``'s arithmetic over the bytes an animator's frame touches instead of its own
/// 136-byte structs (issue 28): each motion at the start of a 272-byte record (an animator's
/// malloc chunk, whose first 192 bytes a frame reads) and its progress in a 112-byte record of
/// its own (a `ProgressSlot`'s stride). In one pass over both, or in two as a group's animators
/// are evaluated: the progresses first (the group's loop over its slots), then the records
/// reading them (the animators' frames). What the engine's layout and its two passes cost,
/// whatever code walks them.
public final class FootprintBezierFloor {
    /// The strides: an animator's malloc chunk, and a progress slot.
    static let recordStride = 272, slotStride = 112
    let count: Int
    let passes: Int
    let records: UnsafeMutableRawPointer
    let slots: UnsafeMutableRawPointer

    /// `count` motions starting at time 0, evaluated in `passes` passes (1 or 2).
    public init(count: Int, passes: Int) {
        precondition(passes == 1 || passes == 2, "FootprintBezierFloor: one pass or two")
        self.count = count
        self.passes = passes
        records = .allocate(byteCount: count * Self.recordStride, alignment: 16)
        slots = .allocate(byteCount: count * Self.slotStride, alignment: 16)
        let motion = TimedMotion.population(1)[0]
        for index in 0..<count {
            // Each record's motion, and each slot's doubles (its start first), bound as such.
            (records + index * Self.recordStride).initializeMemory(as: TimedMotion.self, repeating: motion, count: 1)
            (slots + index * Self.slotStride).initializeMemory(as: Double.self, repeating: 0, count: Self.slotStride / 8)
            slot(index)[0] = motion.startTime
        }
    }

    deinit {
        records.deallocate()
        slots.deallocate()
    }

    /// The record of motion `index`.
    @inline(__always) func record(_ index: Int) -> UnsafeMutablePointer<TimedMotion> {
        (records + index * Self.recordStride).assumingMemoryBound(to: TimedMotion.self)
    }

    /// The slot of motion `index`: its start, its fraction and its rate.
    @inline(__always) func slot(_ index: Int) -> UnsafeMutablePointer<Double> {
        (slots + index * Self.slotStride).assumingMemoryBound(to: Double.self)
    }

    /// One frame of every motion at `time` (seconds since they started): its slot's progress
    /// written, and its value and velocity from it.
    public func frame(time: Double) {
        if passes == 2 {
            for index in 0..<count {
                let slot = slot(index)
                (slot[1], slot[2]) = BezierFloor.progress(time - slot[0])
            }
        }
        for index in 0..<count {
            let record = record(index), slot = slot(index)
            if passes == 1 { (slot[1], slot[2]) = BezierFloor.progress(time - record.pointee.startTime) }
            record.pointee.value = record.pointee.from + record.pointee.delta.scaled(by: slot[1])
            record.pointee.velocity = record.pointee.delta.scaled(by: slot[2])
        }
    }

    /// The first motion's value.
    public var sample: ScaleEffect { record(0).pointee.value }
}
