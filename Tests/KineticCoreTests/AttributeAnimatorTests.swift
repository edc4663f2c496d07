import Foundation
import Testing
@testable import KineticCore

private let frame = 1.0 / 60

/// Sets `value` on `animator` at `time` under `animation`, measuring the presentation value and
/// velocity just before and just after.
@discardableResult
private func change(_ animator: AttributeAnimator<Double>, to value: Double, _ animation: Animation?, at time: Double)
    -> (before: (Double, Double), after: (Double, Double), change: AnimatorChange) {
    animator.update(time: time)
    let before = (animator.presentationValue, animator.velocity)
    let result = animator.setValue(value, transaction: Transaction(animation: animation), time: time)
    animator.update(time: time)
    return (before, (animator.presentationValue, animator.velocity), result)
}

@Suite("AttributeAnimator")
struct AttributeAnimatorTests {
    @Test("Start, presentation = model − interval + animate(interval), finish at the model value")
    func singleAnimation() {
        let animator = AttributeAnimator(value: 1.0)
        #expect(animator.setValue(1.5, transaction: Transaction(animation: .linear(duration: 1)), time: 10) == .started)
        animator.update(time: 10.25)
        #expect(close(animator.presentationValue, 1.125, 1e-6))
        #expect(close(animator.velocity, 0.5, 1e-6))
        #expect(animator.update(time: 11.5) == false)
        #expect(animator.presentationValue == 1.5 && animator.velocity == 0 && !animator.isAnimating)
    }

    @Test("A change without animation jumps and drops running animations")
    func immediate() {
        let animator = AttributeAnimator(value: 0.0)
        animator.setValue(10, transaction: Transaction(animation: .bouncy), time: 0)
        animator.update(time: 0.1)
        #expect(animator.setValue(3, transaction: Transaction(), time: 0.1) == .immediate)
        #expect(animator.presentationValue == 3 && !animator.isAnimating)
        var disabled = Transaction(animation: .bouncy)
        disabled.disablesAnimations = true
        #expect(animator.setValue(4, transaction: disabled, time: 0.2) == .immediate)
        #expect(animator.setValue(4, transaction: Transaction(animation: .bouncy), time: 0.3) == .unchanged)
    }

    @Test("Springs merge: value and velocity continuous, retarget from current state (toggle 1 ↔ 1.5)")
    func springMerge() {
        let animator = AttributeAnimator(value: 1.0)
        change(animator, to: 1.5, .bouncy, at: 0)
        var t = 0.0
        for target in [1.0, 1.5, 1.0] {
            for _ in 0..<9 { t += frame; animator.update(time: t) }
            let result = change(animator, to: target, .bouncy, at: t)
            #expect(result.change == .merged)
            #expect(close(result.before.0, result.after.0, 1e-9), "value continuous")
            #expect(close(result.before.1, result.after.1, 1e-9), "velocity continuous")
            #expect(animator.runningAnimationCount == 1)
        }
        while animator.update(time: t) { t += frame }
        #expect(animator.presentationValue == 1.0)
        #expect(t < 5)
    }

    @Test("Timing curves and interpolating springs combine additively, continuous in value")
    func additive() {
        let animator = AttributeAnimator(value: 0.0)
        change(animator, to: 100, .linear(duration: 1), at: 0)
        animator.update(time: 0.5)
        #expect(close(animator.presentationValue, 50, 1e-6))
        let result = change(animator, to: 200, .linear(duration: 1), at: 0.5)
        #expect(result.change == .combined)
        #expect(close(result.before.0, result.after.0, 1e-9))
        // SPEC §6: the newer animation goes from the older one's output to its own cumulative target.
        animator.update(time: 0.75)
        let older = 100 * 0.75
        #expect(close(animator.presentationValue, older + (200 - older) * 0.25, 1e-6))
        // The older one finishing holds its target; the combination ends with the newest one.
        animator.update(time: 1.25)
        #expect(close(animator.presentationValue, 100 + (200 - 100) * 0.75, 1e-6))
        #expect(animator.runningAnimationCount == 1)
        animator.update(time: 1.5)
        #expect(animator.presentationValue == 200 && !animator.isAnimating)
    }

    @Test("Merge vs additive on the same click script differ as SPEC §6 predicts")
    func mergeVersusAdditive() {
        let merging = AttributeAnimator(value: 0.0), adding = AttributeAnimator(value: 0.0)
        for (i, time) in [0.0, 0.12, 0.3].enumerated() {
            let target = i % 2 == 0 ? 1.0 : 0.0
            change(merging, to: target, .spring(duration: 0.5, bounce: 0.3), at: time)
            change(adding, to: target, .interpolatingSpring(duration: 0.5, bounce: 0.3), at: time)
        }
        #expect(merging.runningAnimationCount == 1)
        #expect(adding.runningAnimationCount == 3)
        // The additive chain at t: a1 = s(t)·1, a2 = a1 + (0 − a1)·s(t − 0.12), a3 = a2 + (1 − a2)·s(t − 0.3).
        let spring = Spring(duration: 0.5, bounce: 0.3)
        for t in stride(from: 0.3, through: 1.0, by: 0.05) {
            adding.update(time: t)
            let a1 = spring.value(target: 1.0, time: t)
            let a2 = a1 + (0 - a1) * spring.value(target: 1.0, time: t - 0.12)
            let a3 = a2 + (1 - a2) * spring.value(target: 1.0, time: t - 0.3)
            #expect(close(adding.presentationValue, a3, 1e-9), "t = \(t)")
        }
    }

    @Test("Properties over random change scripts: continuity, convergence, frame-rate independence",
          arguments: [1, 2, 3, 4, 5, 6, 7, 8], [false, true])
    func randomScripts(seed: UInt64, modified: Bool) {
        var random = SeededGenerator(seed: seed)
        var animations: [Animation] = [.bouncy, .smooth, .snappy, .spring(duration: 0.3, bounce: 0.5), .linear(duration: 0.4),
                                       .easeInOut(duration: 0.3), .interpolatingSpring(duration: 0.4, bounce: 0.2)]
        // A delayed spring does not merge with a plain one, so it runs inside a combination whose
        // floor moves: its integration then samples that floor at frame times (as in SwiftUI), and
        // only continuity and convergence hold, not frame-rate independence.
        if modified { animations += [.bouncy.delay(0.1), .easeOut.speed(2), .linear(duration: 0.2).repeatCount(2)] }
        // A script of changes at multiples of 1/30 s, so every rate below samples those instants.
        var script: [(time: Double, value: Double, animation: Animation)] = []
        var time = 0.0
        for _ in 0..<8 {
            time += Double(Int.random(in: 2...12, using: &random)) / 30
            script.append((time, Double.random(in: -100...100, using: &random), animations.randomElement(using: &random)!))
        }
        var tracesByRate: [[Double]] = []
        for rate in [30.0, 60.0, 120.0, 240.0] {
            let animator = AttributeAnimator(value: 0.0)
            var trace: [Double] = []
            var next = 0
            let step = Int(rate / 30)
            for tick in 0...Int((time + 6) * rate) {
                let t = Double(tick) / rate
                if next < script.count && abs(script[next].time - t) < 1e-9 {
                    let result = change(animator, to: script[next].value, script[next].animation, at: t)
                    #expect(close(result.before.0, result.after.0, 1e-9), "value continuous at \(t)")
                    if result.change == .merged, animator.runningAnimationCount == 1 {
                        #expect(close(result.before.1, result.after.1, 1e-9), "velocity continuous at a merge")
                    }
                    next += 1
                } else {
                    animator.update(time: t)
                }
                #expect(animator.presentationValue.isFinite)
                if tick % step == 0 { trace.append(animator.presentationValue) }
            }
            #expect(!animator.isAnimating, "converged")
            #expect(animator.presentationValue == script.last!.value)
            tracesByRate.append(trace)
        }
        for trace in tracesByRate.dropFirst() where !modified {
            #expect(trace.count == tracesByRate[0].count)
            for (a, b) in zip(trace, tracesByRate[0]) { #expect(close(a, b, 1e-9)) }
        }
    }

    @Test("4-D values (a scaleEffect) animate component-wise")
    func vectorValues() {
        typealias Scale = AnimatablePair<CGSize.AnimatableData, UnitPoint.AnimatableData>
        let animator = AttributeAnimator(value: Scale(AnimatablePair(1, 1), AnimatablePair(0.5, 0.5)))
        animator.setValue(Scale(AnimatablePair(1.5, 2), AnimatablePair(0.5, 0.5)), transaction: Transaction(animation: .linear(duration: 1)), time: 0)
        animator.update(time: 0.5)
        let value = animator.presentationValue
        #expect(close(Double(value.first.first), 1.25, 1e-6) && close(Double(value.first.second), 1.5, 1e-6))
        #expect(value.second == AnimatablePair(0.5, 0.5))
    }

    @Test("Non-finite model values are ignored with a warning")
    func nonFinite() {
        let animator = AttributeAnimator(value: 2.0)
        #expect(animator.setValue(.nan, transaction: Transaction(animation: .bouncy), time: 0) == .unchanged)
        #expect(animator.setValue(.infinity, transaction: Transaction(), time: 0) == .unchanged)
        #expect(animator.modelValue == 2 && animator.presentationValue == 2)
        let startedAtNaN = AttributeAnimator(value: Double.nan)
        #expect(startedAtNaN.presentationValue == 0 && startedAtNaN.modelValue == 0)
    }

    @Test("A process paused for seconds resumes without exploding")
    func pausedProcess() {
        let animator = AttributeAnimator(value: 0.0)
        change(animator, to: 1, .bouncy, at: 0)
        animator.update(time: 0.05)
        animator.update(time: 30)
        #expect(animator.presentationValue.isFinite && abs(animator.presentationValue) < 2)
        var t = 30.0
        while animator.update(time: t) { t += frame }
        #expect(animator.presentationValue == 1 && t < 35)
    }
}
