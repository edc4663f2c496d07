import Foundation
import Testing
@testable import KineticCore

/// Drives `animation` on `value` through `times` (increasing) with one context, like an animator.
func sample(_ animation: Animation, value: Double, times: [Double]) -> [Double?] {
    var context = AnimationContext<Double>()
    return times.map { animation.animate(value: value, time: $0, context: &context) }
}

@Suite("Animation")
struct AnimationTests {
    @Test("Timing curves: delta · curve(t / duration), nil after the duration; default duration 0.35")
    func timingCurves() {
        let values = sample(.easeIn(duration: 2), value: 10, times: [0, 0.5, 1, 1.5, 2, 3])
        #expect(values[0] == 0)
        #expect(close(values[1]!, 10 * UnitCurve.easeIn.value(at: 0.25), 1e-12))
        #expect(close(values[3]!, 10 * UnitCurve.easeIn.value(at: 0.75), 1e-12))
        #expect(values[4] == nil && values[5] == nil)
        #expect(Animation.linear == .linear(duration: 0.35))
        #expect(Animation.easeInOut == .timingCurve(0.42, 0, 0.58, 1, duration: 0.35))
        #expect(close(sample(.linear, value: 1, times: [0.175])[0]!, 0.5, 1e-6))
        var context = AnimationContext<Double>()
        #expect(close(Animation.linear(duration: 2).velocity(value: 4.0, time: 1, context: context)!, 2, 1e-6))
        _ = Animation.linear.animate(value: 1.0, time: 0, context: &context)
    }

    @Test("The simulated spring tracks the damped oscillator of the same stiffness and damping")
    func fluidSpringMatchesOscillator() {
        // .bouncy: response 0.5, damping fraction 0.7 → k = (2π/0.5)², c = 2√k·0.7: Spring(0.5, 0.3).
        let reference = Spring(duration: 0.5, bounce: 0.3)
        var context = AnimationContext<Double>()
        for frame in 1...60 {
            let t = Double(frame) / 60
            guard let value = Animation.bouncy.animate(value: 1.0, time: t, context: &context) else { break }
            // The integrator starts with zero force (SPEC §5), so it lags the exact motion by up
            // to ~0.02 early on; both settle on the same curve.
            #expect(close(value, reference.value(target: 1.0, time: t), t < 0.4 ? 0.025 : 0.01), "t = \(t)")
            let velocity = Animation.bouncy.velocity(value: 1.0, time: t, context: context)!
            #expect(close(velocity, reference.velocity(target: 1.0, time: t), 0.15), "v at t = \(t)")
        }
    }

    @Test("The simulated spring finishes (nil) once at rest within 1 % and is logically complete after its response")
    func fluidSpringFinishing() {
        var context = AnimationContext<Double>()
        var finishedAt: Double?
        var logicalAt: Double?
        for frame in 1...600 {
            let t = Double(frame) / 120
            let value = Animation.smooth.animate(value: 100.0, time: t, context: &context)
            if logicalAt == nil && context.isLogicallyComplete { logicalAt = t }
            if value == nil { finishedAt = t; break }
        }
        #expect(logicalAt.map { close($0, 0.5, 1.0 / 120 + 1e-9) } == true)
        let finished = try! #require(finishedAt)
        // Independent check: at that time the critically damped oscillator is within 1 % of the
        // target and moves slower than 0.06 per second.
        let reference = Spring(duration: 0.5, bounce: 0)
        #expect(abs(reference.value(target: 100.0, time: finished) - 100) <= 1.05)
        #expect(finished > 0.5 && finished < 3)
    }

    @Test("Frame-rate independence of the simulated spring at shared instants", arguments: [30.0, 60.0, 120.0, 240.0])
    func fluidSpringFrameRate(rate: Double) {
        func run(rate: Double) -> [Double] {
            var context = AnimationContext<Double>()
            var result: [Double] = []
            let frames = Int(rate)
            for frame in 1...frames {
                let t = Double(frame) / rate
                let value = Animation.snappy.animate(value: 1.0, time: t, context: &context) ?? 1
                if frame % Int(rate / 30) == 0 { result.append(value) }
            }
            return result
        }
        let reference = run(rate: 30)
        let other = run(rate: rate)
        #expect(reference.count == other.count)
        for (a, b) in zip(reference, other) { #expect(close(a, b, 1e-12)) }
    }

    @Test("interpolatingSpring is the closed form, logically complete at 2π/√k, done after settling")
    func interpolatingSpring() {
        let spring = Spring(duration: 0.5, bounce: 0.2)
        let animation = Animation.interpolatingSpring(duration: 0.5, bounce: 0.2, initialVelocity: 2)
        var context = AnimationContext<Double>()
        let value = animation.animate(value: 3.0, time: 0.2, context: &context)!
        #expect(close(value, spring.value(target: 3.0, initialVelocity: 6.0, time: 0.2), 1e-12))
        #expect(!context.isLogicallyComplete)
        _ = animation.animate(value: 3.0, time: 2 * .pi / sqrt(spring.stiffness), context: &context)
        #expect(context.isLogicallyComplete)
        #expect(animation.animate(value: 3.0, time: spring.settlingDuration(target: 1.0, initialVelocity: 2) + 0.01, context: &context) == nil)
        #expect(Animation.interpolatingSpring(mass: 1, stiffness: 100, damping: 10) == .interpolatingSpring(Spring(mass: 1, stiffness: 100, damping: 10)))
    }

    @Test("delay and speed reparametrise time")
    func delayAndSpeed() {
        let base = Animation.linear(duration: 1)
        let delayed = sample(base.delay(0.5), value: 1, times: [0, 0.25, 0.5, 1.0, 1.49, 1.6])
        #expect(delayed[0] == 0 && delayed[1] == 0 && delayed[2] == 0)
        #expect(close(delayed[3]!, 0.5, 1e-6) && close(delayed[4]!, 0.99, 1e-6) && delayed[5] == nil)
        let fast = sample(base.speed(2), value: 1, times: [0.25, 0.45, 0.5])
        #expect(close(fast[0]!, 0.5, 1e-6) && close(fast[1]!, 0.9, 1e-6) && fast[2] == nil)
        var context = AnimationContext<Double>()
        #expect(close(base.speed(2).velocity(value: 1.0, time: 0.1, context: context)!, 2, 1e-6))
        #expect(base.speed(0).animate(value: 1.0, time: 0, context: &context) == nil)
        #expect(base.speed(-1).animate(value: 1.0, time: 0, context: &context) == nil)
        #expect(base.speed(.nan).animate(value: 1.0, time: 0, context: &context) == nil)
    }

    @Test("repeatCount: plays, autoreverse runs odd plays backward, then finishes")
    func repeatCount() {
        let animation = Animation.linear(duration: 1).repeatCount(3, autoreverses: true)
        let values = sample(animation, value: 1, times: [0.25, 0.75, 1.25, 1.75, 2.25, 2.75, 3.0, 3.5])
        let expected: [Double?] = [0.25, 0.75, 0.75, 0.25, 0.25, 0.75, nil, nil]
        for (value, expectation) in zip(values, expected) {
            if let expectation { #expect(value.map { close($0, expectation, 1e-6) } == true) } else { #expect(value == nil) }
        }
        let noReverse = sample(Animation.linear(duration: 1).repeatCount(2, autoreverses: false), value: 1, times: [0.5, 1.5, 2.1])
        #expect(close(noReverse[0]!, 0.5, 1e-6) && close(noReverse[1]!, 0.5, 1e-6) && noReverse[2] == nil)
        #expect(sample(Animation.linear.repeatCount(0), value: 1, times: [0])[0] == nil)
        #expect(sample(Animation.linear.repeatCount(-4), value: 1, times: [0])[0] == nil)
    }

    @Test("repeatForever never finishes nor completes logically; a spring base replays")
    func repeatForever() {
        let animation = Animation.easeInOut(duration: 0.5).repeatForever()
        var context = AnimationContext<Double>()
        for t in stride(from: 0.0, through: 1e4, by: 97.3) {
            let value = animation.animate(value: 1.0, time: t, context: &context)
            #expect(value != nil && value!.isFinite)
        }
        #expect(!context.isLogicallyComplete)
        // A simulated spring base has no fixed duration: plays are counted as they finish.
        var springContext = AnimationContext<Double>()
        var plays = Set<Int>()
        for frame in 0..<(60 * 12) {
            _ = Animation.snappy.repeatCount(4, autoreverses: true).animate(value: 1.0, time: Double(frame) / 60, context: &springContext)
            plays.insert(springContext.repeatState.play)
        }
        #expect(plays == [0, 1, 2, 3, 4])
    }

    @Test("logicallyComplete(after:) marks completion early")
    func logicallyCompleteAfter() {
        var context = AnimationContext<Double>()
        let animation = Animation.linear(duration: 2).logicallyComplete(after: 0.5)
        _ = animation.animate(value: 1.0, time: 0.4, context: &context)
        #expect(!context.isLogicallyComplete)
        _ = animation.animate(value: 1.0, time: 0.6, context: &context)
        #expect(context.isLogicallyComplete)
        context.isLogicallyComplete = false
        #expect(context.isLogicallyComplete, "set at most once")
    }

    @Test("Merging rules: springs merge with anything, curves never, modifiers only when equal")
    func mergeRules() {
        var context = AnimationContext<Double>()
        #expect(Animation.bouncy.shouldMerge(previous: .linear, value: 1.0, time: 0.1, context: &context))
        #expect(!Animation.linear.shouldMerge(previous: .bouncy, value: 1.0, time: 0.1, context: &context))
        #expect(!Animation.interpolatingSpring.shouldMerge(previous: .interpolatingSpring, value: 1.0, time: 0.1, context: &context))
        #expect(Animation.bouncy.delay(1).shouldMerge(previous: .smooth.delay(1), value: 1.0, time: 0.1, context: &context))
        #expect(!Animation.bouncy.delay(1).shouldMerge(previous: .smooth.delay(2), value: 1.0, time: 0.1, context: &context))
        #expect(Animation.bouncy.speed(2).shouldMerge(previous: .bouncy.speed(2), value: 1.0, time: 0.1, context: &context))
        #expect(!Animation.bouncy.speed(2).shouldMerge(previous: .bouncy, value: 1.0, time: 0.1, context: &context))
    }

    @Test("Presets, Hashable and description")
    func presetsAndEquality() {
        #expect(Animation.default == .spring(response: 0.5, dampingFraction: 1))
        #expect(Animation.smooth == .spring(duration: 0.5, bounce: 0))
        #expect(Animation.bouncy == .spring(response: 0.5, dampingFraction: 0.7))
        #expect(Animation.snappy == .spring(Spring(duration: 0.5, bounce: 0.15)))
        #expect(Animation.bouncy(duration: 0.4, extraBounce: 0.1) == .spring(duration: 0.4, bounce: 0.4))
        #expect(Animation.interactiveSpring(response: 0.15) == .spring(response: 0.15, dampingFraction: 0.86, blendDuration: 0.25))
        // The bare preset resolves to the duration/bounce form: bounce 0.15 over 0.15 s.
        #expect(Animation.interactiveSpring == .spring(duration: 0.15, bounce: 0.15, blendDuration: 0.25))
        #expect(Animation.spring == .spring(response: 0.5, dampingFraction: 1))
        #expect(Set([Animation.bouncy, .bouncy, .smooth, .linear.delay(1), .linear.delay(1)]).count == 3)
        #expect(Animation.bouncy.description.contains("0.7"))
        #expect(Animation.linear.repeatForever().description.contains("RepeatAnimation"))
    }

    @Test("Bad input never yields NaN or infinite values, and every finite animation ends")
    func badInput() {
        let animations: [Animation] = [
            .linear(duration: .nan), .linear(duration: -1), .easeIn(duration: .infinity), .linear(duration: 0),
            .spring(duration: .nan, bounce: 0.3), .spring(response: 0, dampingFraction: 1), .spring(duration: -2, bounce: 0.2),
            .interpolatingSpring(duration: .nan, bounce: 0.1), .bouncy.delay(.nan), .bouncy.delay(-1), .bouncy.speed(.infinity),
            .linear.repeatCount(0), .smooth.logicallyComplete(after: .nan),
        ]
        // Bounce beyond 1 is undamped and beyond −1 infinitely damped (SwiftUI's map): they need not
        // end, but every value stays finite.
        let unending: [Animation] = [.spring(duration: -2, bounce: 5), .interpolatingSpring(duration: .nan, bounce: -7)]
        for animation in unending {
            var context = AnimationContext<Double>()
            for frame in 0..<600 {
                let value = animation.animate(value: 5.0, time: Double(frame) / 60, context: &context)
                #expect(value.map(\.isFinite) ?? true, "\(animation)")
            }
        }
        for animation in animations {
            var context = AnimationContext<Double>()
            var ended = false
            for frame in 0..<(60 * 20) {
                guard let value = animation.animate(value: 5.0, time: Double(frame) / 60, context: &context) else { ended = true; break }
                #expect(value.isFinite, "\(animation)")
            }
            #expect(ended, "\(animation) ends")
            // Huge times are bounded work and finite values.
            var late = AnimationContext<Double>()
            let value = animation.animate(value: 5.0, time: 1e18, context: &late)
            #expect(value.map(\.isFinite) ?? true)
        }
    }
}
