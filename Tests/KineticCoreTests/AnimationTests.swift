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

    @Test("The simulated spring replays SPEC §5's velocity-Verlet recurrence step for step")
    func fluidSpringRecurrence() {
        // SPEC: k = min((τ/response)², 45000), c = 2√k·fraction; per 1/300 s step
        // f = force/600 + velocity; offset += f/300; force = k(T − offset) − c·f; velocity = force/600 + f.
        for (animation, response, fraction) in [(Animation.bouncy, 0.5, 0.7), (.snappy, 0.5, 0.85), (.spring(response: 0.3, dampingFraction: 0.4), 0.3, 0.4)] {
            let k = min(pow(2 * Double.pi / response, 2), 45_000), c = 2 * k.squareRoot() * fraction
            var offset = 0.0, velocity = 0.0, force = 0.0, steps = 0
            var context = AnimationContext<Double>()
            for frame in 1...90 {
                let t = Double(frame) / 60
                while Double(steps) / 300 < t - 1e-12 {
                    let f = force / 600 + velocity
                    offset += f / 300
                    force = k * (2 - offset) - c * f
                    velocity = force / 600 + f
                    steps += 1
                }
                guard let value = animation.animate(value: 2.0, time: t, context: &context) else {
                    // Finished: at rest within 1 % of the target.
                    #expect(abs(2 - offset) <= 0.02 && velocity * velocity <= 0.0036 && force * force <= 0.0036)
                    break
                }
                #expect(close(value, offset, 1e-12), "\(animation) at t = \(t)")
                #expect(close(animation.velocity(value: 2.0, time: t, context: context)!, velocity, 1e-9))
            }
        }
    }

    @Test("A blended response (blendDuration > 0) gives the same motion at any frame rate", arguments: [60.0, 120.0, 240.0])
    func blendFrameRate(rate: Double) {
        func run(rate: Double) -> [Double] {
            let animator = AttributeAnimator(value: 0.0)
            var result: [Double] = []
            withAnimation(.spring(response: 1.2, dampingFraction: 0.5)) { animator.setValue(1, transaction: Transaction.current!, time: 0) }
            for frame in 1...Int(rate * 2) {
                let t = Double(frame) / rate
                if frame == Int(rate / 5) {
                    withAnimation(.spring(response: 0.2, dampingFraction: 0.6, blendDuration: 0.8)) {
                        animator.setValue(3, transaction: Transaction.current!, time: t)
                    }
                }
                animator.update(time: t)
                // Once at rest the spring snaps to its target on the frame it notices: compare the motion.
                if frame % Int(rate / 30) == 0 { result.append(animator.isAnimating ? animator.presentationValue : .nan) }
            }
            return result
        }
        let reference = run(rate: 30), other = run(rate: rate)
        #expect(reference.count == other.count)
        #expect(reference.prefix(30).allSatisfy { !$0.isNaN }, "the merged spring still moves a second in")
        for (index, (a, b)) in zip(reference, other).enumerated() where !a.isNaN && !b.isNaN {
            #expect(close(a, b, 1e-9), "sample \(index)")
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

    @Test("repeatCount over random durations, counts and frame times: play p runs forward, or backward when odd and reversing")
    func repeatCountProperty() {
        var generator = SeededGenerator(seed: 42)
        for _ in 0..<200 {
            let duration = Double.random(in: 0.05...2, using: &generator)
            let count = Int.random(in: 1...6, using: &generator)
            let autoreverses = Bool.random(using: &generator)
            let delta = Double.random(in: -50...50, using: &generator)
            let animation = Animation.linear(duration: duration).repeatCount(count, autoreverses: autoreverses)
            var context = AnimationContext<Double>()
            var t = 0.0
            var plays = Set<Int>()
            while true {
                t += Double.random(in: 0.001...0.05, using: &generator)
                let value = animation.animate(value: delta, time: t, context: &context)
                let play = Int((t / duration).rounded(.down))
                let local = t / duration - Double(play)
                // Skip instants within rounding of a play boundary, where either side is right.
                if min(local, 1 - local) < 1e-9 { continue }
                if play >= count {
                    #expect(value == nil, "finished after \(count) plays")
                    break
                }
                plays.insert(play)
                let progress = autoreverses && play % 2 == 1 ? 1 - local : local
                #expect(value.map { close($0, delta * progress, 1e-6 * max(1, abs(delta))) } == true,
                        "play \(play) of \(count), t = \(t)")
            }
            #expect(plays.count <= count && plays.max() ?? 0 < count)
        }
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
        // As in SwiftUI, `.default` moves like this spring but is its own animation (DefaultAnimation).
        #expect(Animation.default != .spring(response: 0.5, dampingFraction: 1))
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
            .spring(duration: 0.02, bounce: -0.4), .spring(response: 0.001, dampingFraction: 3, blendDuration: .infinity),
        ]
        // Bounce beyond 1 is undamped and beyond −1 infinitely damped (SwiftUI's map): they need not
        // end, but every value stays finite.
        let unending: [Animation] = [.spring(duration: -2, bounce: 5), .interpolatingSpring(duration: .nan, bounce: -7),
                                     .spring(duration: 0.01, bounce: -1), .spring(response: 0.001, dampingFraction: .infinity)]
        for animation in unending {
            var context = AnimationContext<Double>()
            for frame in 0..<600 {
                let value = animation.animate(value: 5.0, time: Double(frame) / 60, context: &context)
                #expect(value.map { $0.isFinite && abs($0) <= 20 } ?? true, "\(animation)")
            }
        }
        // Strongly over-damped stiff springs would make the explicit step rattle (hc > 1) or diverge
        // (h²k + 2hc > 4): with the damping capped they creep to the target, never passing it.
        for bounce in stride(from: -0.95, through: -0.05, by: 0.1) {
            for duration in [0.001, 0.02, 0.05] {
                var context = AnimationContext<Double>()
                var previous = 0.0
                for frame in 1...(60 * 20) {
                    guard let value = Animation.spring(duration: duration, bounce: bounce)
                        .animate(value: 5.0, time: Double(frame) / 60, context: &context) else { break }
                    #expect(value.isFinite && value >= previous - 1e-9 && value <= 5 + 1e-9, "bounce \(bounce), duration \(duration)")
                    previous = value
                }
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
