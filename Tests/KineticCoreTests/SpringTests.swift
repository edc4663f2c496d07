import Foundation
import Testing
@testable import KineticCore

@Suite("Spring")
struct SpringTests {
    @Test("Doc example: duration 0.5, bounce 0.3 → mass 1, stiffness ≈ 157.9, damping ≈ 17.6")
    func durationBounceDocExample() {
        let spring = Spring(duration: 0.5, bounce: 0.3)
        #expect(spring.mass == 1)
        #expect(close(spring.stiffness, 157.9, 0.05))
        #expect(close(spring.damping, 17.6, 0.05))
        // Round trip of the perceptual parameters.
        #expect(close(spring.duration, 0.5, 1e-12))
        #expect(close(spring.bounce, 0.3, 1e-12))
        #expect(close(spring.dampingRatio, 0.7, 1e-12))
    }

    @Test("Doc example: mass 1, stiffness 100, damping 10 → duration ≈ 0.63, bounce ≈ 0.5")
    func physicalDocExample() {
        let spring = Spring(mass: 1, stiffness: 100, damping: 10)
        #expect(close(spring.duration, 0.63, 0.005))
        #expect(close(spring.bounce, 0.5, 1e-9))
        #expect(close(spring.stiffness, 100, 1e-9))
        #expect(close(spring.damping, 10, 1e-9))
    }

    @Test("Bounce ↔ damping ratio map, over-damped round trip, response init")
    func parameterMaps() {
        // ζ = 1/(1+b) for negative bounce: b = −0.5 → ζ = 2 → ω < 0.
        let over = Spring(duration: 1, bounce: -0.5)
        #expect(over.angularFrequency < 0)
        #expect(close(over.dampingRatio, 2, 1e-12))
        #expect(close(over.bounce, -0.5, 1e-12))
        #expect(close(over.duration, 1, 1e-12))
        let critical = Spring(duration: 0.4, bounce: 0)
        #expect(critical.angularFrequency == 0)
        #expect(close(critical.stiffness, pow(2 * .pi / 0.4, 2), 1e-9))
        let response = Spring(response: 0.5, dampingRatio: 0.7)
        #expect(response == Spring(duration: 0.5, bounce: 0.3))
        // Over-damped physical input clamps to critical unless allowed.
        let clamped = Spring(mass: 1, stiffness: 100, damping: 40)
        #expect(clamped.angularFrequency == 0 && close(clamped.decay, 10, 1e-12))
        let allowed = Spring(mass: 1, stiffness: 100, damping: 40, allowOverDamping: true)
        #expect(allowed.angularFrequency < 0)
        #expect(close(allowed.stiffness, 100, 1e-9) && close(allowed.damping, 40, 1e-9))
        // Mass ≠ 1 keeps k and c.
        let heavy = Spring(mass: 2, stiffness: 50, damping: 3)
        #expect(close(heavy.stiffness, 50, 1e-9) && close(heavy.damping, 3, 1e-9) && heavy.mass == 2)
    }

    @Test("Presets and extraBounce")
    func presets() {
        #expect(Spring.smooth == Spring(duration: 0.5, bounce: 0))
        #expect(Spring.snappy == Spring(duration: 0.5, bounce: 0.15))
        #expect(Spring.bouncy == Spring(duration: 0.5, bounce: 0.3))
        #expect(close(Spring.bouncy(duration: 0.8, extraBounce: 0.1).bounce, 0.4, 1e-12))
        #expect(close(Spring.snappy(extraBounce: -0.15).bounce, 0, 1e-12))
    }

    @Test("Closed forms match an RK4 integration of the ODE in all three regimes", arguments: [
        (1.0, 0.3), (0.5, 0.0), (0.8, -0.4), (0.3, 0.9), (1.2, -0.9),
    ])
    func closedFormsMatchODE(duration: Double, bounce: Double) {
        let spring = Spring(duration: duration, bounce: bounce)
        for (target, v0) in [(1.0, 0.0), (-3.0, 5.0), (0.5, -2.0)] {
            for t in [0.0, 0.05, 0.13, 0.31, 0.6, 1.1] {
                let reference = integrateSpringODE(mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping,
                                                   target: target, initialVelocity: v0, time: t)
                let x = spring.value(target: target, initialVelocity: v0, time: t)
                let v = spring.velocity(target: target, initialVelocity: v0, time: t)
                #expect(close(x, reference.x, 1e-7), "x(\(t)) \(x) vs \(reference.x)")
                #expect(close(v, reference.v, 1e-6), "v(\(t)) \(v) vs \(reference.v)")
            }
        }
    }

    @Test("Velocity is the derivative of value (central differences), vectors scale alike")
    func velocityIsDerivative() {
        let springs = [Spring(duration: 0.5, bounce: 0.3), Spring(duration: 0.5), Spring(duration: 0.7, bounce: -0.6)]
        let h = 1e-6
        for spring in springs {
            for t in stride(from: 0.01, through: 1.5, by: 0.07) {
                let numeric = (spring.value(target: 2.0, initialVelocity: 1.0, time: t + h)
                               - spring.value(target: 2.0, initialVelocity: 1.0, time: t - h)) / (2 * h)
                #expect(close(spring.velocity(target: 2.0, initialVelocity: 1.0, time: t), numeric, 1e-5))
                let vector = spring.value(target: AnimatablePair(2.0, -4.0), initialVelocity: AnimatablePair(1.0, -2.0), time: t)
                #expect(close(vector.first, spring.value(target: 2.0, initialVelocity: 1.0, time: t), 1e-12))
                #expect(close(vector.second, -2 * vector.first, 1e-9))
            }
        }
    }

    @Test("update advances a state exactly like the closed form; force is k·Δx − c·v")
    func updateAndForce() {
        let spring = Spring(duration: 0.6, bounce: 0.2)
        var value = 0.0, velocity = 0.0
        for _ in 0..<30 { spring.update(value: &value, velocity: &velocity, target: 10, deltaTime: 1.0 / 60) }
        #expect(close(value, spring.value(target: 10.0, time: 0.5), 1e-9))
        #expect(close(velocity, spring.velocity(target: 10.0, time: 0.5), 1e-8))
        #expect(close(spring.force(target: 1.0, position: 0.25, velocity: 2.0), spring.stiffness * 0.75 - spring.damping * 2, 1e-12))
    }

    @Test("settlingDuration: within ε from then on, and not long before", arguments: [0.3, 0.0, -0.5])
    func settlingDuration(bounce: Double) {
        let spring = Spring(duration: 0.5, bounce: bounce)
        let settle = spring.settlingDuration(target: 1.0, initialVelocity: 0, epsilon: 0.001)
        #expect(settle > 0.3 && settle < 5)
        for t in stride(from: settle, through: settle + 3, by: 0.01) {
            #expect(abs(spring.value(target: 1.0, time: t) - 1) < 0.0011)
        }
        // Some time before it, the motion is still further than ε away.
        let earlier = stride(from: 0.0, to: max(0, settle - 0.3), by: 0.01)
            .contains { abs(spring.value(target: 1.0, time: $0) - 1) >= 0.001 }
        #expect(earlier)
    }

    @Test("init(settlingDuration:dampingRatio:) produces a spring settling at that time")
    func settlingInit() {
        for (settle, zeta) in [(1.0, 0.5), (0.6, 1.0), (2.5, 0.8)] {
            let spring = Spring(settlingDuration: settle, dampingRatio: zeta)
            #expect(close(spring.dampingRatio, zeta, 1e-9))
            // The envelope of a unit move from rest meets ε = 0.001 exactly at the wanted time:
            // e^(−dt)(d + 1) under-damped, (1 + dt)e^(−dt) critically damped, d = ζτ/duration.
            let d = zeta * 2 * Double.pi / spring.duration
            let envelope = zeta < 1 ? exp(-d * settle) * (d + 1) : (1 + d * settle) * exp(-d * settle)
            #expect(close(envelope, 0.001, 1e-9))
            if zeta < 1 {
                #expect(close(spring.settlingDuration(target: 1.0), settle, 1e-9))
            } else {
                // The getter scans critically damped motion at 0.1 s steps: the next step after it.
                let scanned = spring.settlingDuration(target: 1.0)
                #expect(scanned >= settle - 1e-9 && scanned <= settle + 0.1 + 1e-9)
            }
        }
    }

    @Test("Vector settling: after settlingDuration the distance |x − T| stays below ε, whatever the velocity's direction",
          arguments: [0.3, 0.0, -0.4])
    func vectorSettling(bounce: Double) {
        let spring = Spring(duration: 0.4, bounce: bounce)
        var generator = SeededGenerator(seed: 7)
        for _ in 0..<20 {
            let target = AnimatablePair(Double.random(in: -3...3, using: &generator), Double.random(in: -3...3, using: &generator))
            let velocity = AnimatablePair(Double.random(in: -20...20, using: &generator), Double.random(in: -20...20, using: &generator))
            let settle = spring.settlingDuration(target: target, initialVelocity: velocity, epsilon: 0.001)
            #expect(settle.isFinite && settle < 20)
            for t in stride(from: settle, through: settle + 2, by: 0.005) {
                let error = spring.value(target: target, initialVelocity: velocity, time: t) - target
                #expect(error.magnitudeSquared.squareRoot() < 0.001 + 1e-12, "t = \(t)")
            }
        }
        // One-dimensional vectors agree with the scalar form.
        #expect(spring.settlingDuration(target: AnimatablePair(2.0, 0.0), initialVelocity: AnimatablePair(-3.0, 0.0))
                == spring.settlingDuration(target: 2.0, initialVelocity: -3.0))
    }

    @Test("Float vectors square in Double: large finite values keep a finite magnitude")
    func floatMagnitude() {
        let big = Float(1e30)
        #expect(big.magnitudeSquared.isFinite && close(big.magnitudeSquared / 1e60, 1, 1e-6))
        #expect(AnimatablePair(Float(3), Float(4)).magnitudeSquared == 25)
    }

    @Test("Bad input: NaN/∞/negative parameters give finite springs and finite values")
    func badInput() {
        let springs = [
            Spring(duration: .nan, bounce: 0.3), Spring(duration: -1, bounce: 0), Spring(duration: .infinity),
            Spring(duration: 0.5, bounce: 7), Spring(duration: 0.5, bounce: -3), Spring(duration: 0.5, bounce: .nan),
            Spring(mass: .nan, stiffness: -4, damping: .infinity), Spring(settlingDuration: .nan, dampingRatio: -1),
        ]
        for spring in springs {
            #expect(spring.stiffness.isFinite && spring.damping.isFinite)
            for t in [0.0, 0.5, 10.0, 1e9] {
                #expect(spring.value(target: 1.0, time: t).isFinite)
                #expect(spring.velocity(target: 1.0, time: t).isFinite)
            }
            #expect(!spring.settlingDuration(target: 1.0).isNaN)
        }
        // Bounce outside [-1, 1] clamps to the ends of the map.
        #expect(close(Spring(duration: 0.5, bounce: 7).bounce, 1, 1e-12))
    }
}
