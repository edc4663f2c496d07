import Foundation
import Testing
@testable import KineticCore

/// Counts completion calls.
private final class Counter { var count = 0; var times: [Double] = [] }

@Suite("Completion")
struct CompletionTests {
    @Test("withAnimation completion fires once when the animation is logically complete")
    func logicallyComplete() {
        let animator = AttributeAnimator(value: 0.0)
        let counter = Counter()
        var now = 0.0
        withAnimation(.smooth) {
            animator.setValue(1, transaction: Transaction.current!, time: now)
        } completion: { counter.count += 1; counter.times.append(now) }
        #expect(counter.count == 0)
        while now < 3 { now += 1.0 / 60; animator.update(time: now) }
        #expect(counter.count == 1)
        // Logically complete at the response (0.5 s), well before the spring comes to rest.
        #expect(close(counter.times[0], 0.5, 1.0 / 60 + 1e-9))
    }

    @Test(".removed fires when the animation is removed; a merge hands it to the replacement")
    func removed() {
        let animator = AttributeAnimator(value: 0.0)
        let first = Counter(), second = Counter()
        var now = 0.0
        withAnimation(.bouncy, completionCriteria: .removed) {
            animator.setValue(1, transaction: Transaction.current!, time: now)
        } completion: { first.count += 1; first.times.append(now) }
        for _ in 0..<6 { now += 1.0 / 60; animator.update(time: now) }
        withAnimation(.bouncy, completionCriteria: .removed) {
            animator.setValue(0, transaction: Transaction.current!, time: now)
        } completion: { second.count += 1; second.times.append(now) }
        while animator.update(time: now) { now += 1.0 / 60 }
        #expect(first.count == 1 && second.count == 1)
        #expect(first.times == second.times, "the superseded animation's removal waits for its replacement")
    }

    @Test("A merge does not delay .logicallyComplete of the superseded animation")
    func mergeDoesNotDelay() {
        let animator = AttributeAnimator(value: 0.0)
        let first = Counter()
        var now = 0.0
        withAnimation(.spring(duration: 0.4)) {
            animator.setValue(1, transaction: Transaction.current!, time: now)
        } completion: { first.count += 1; first.times.append(now) }
        for _ in 0..<18 { now += 1.0 / 60; animator.update(time: now) }
        withAnimation(.spring(duration: 2)) { animator.setValue(0, transaction: Transaction.current!, time: now) }
        while animator.update(time: now) { now += 1.0 / 60 }
        #expect(first.count == 1)
        #expect(close(first.times[0], 0.4, 1.0 / 60 + 1e-9))
    }

    @Test("A transaction that animates nothing completes right after the update")
    func nothingAnimated() {
        let counter = Counter()
        withAnimation(.bouncy) {} completion: { counter.count += 1 }
        #expect(counter.count == 1)
        let animator = AttributeAnimator(value: 5.0)
        withAnimation(.bouncy) {
            animator.setValue(5, transaction: Transaction.current!, time: 0)
        } completion: { counter.count += 1 }
        #expect(counter.count == 2)
    }

    @Test("Exactly once under random interrupting sequences, both criteria", arguments: [11, 12, 13, 14, 15, 16])
    func exactlyOnce(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        let animations: [Animation] = [.bouncy, .smooth, .linear(duration: 0.3), .interpolatingSpring, .easeIn.delay(0.1), .snappy.speed(1.5)]
        let animator = AttributeAnimator(value: 0.0)
        var counters: [Counter] = []
        var now = 0.0
        for _ in 0..<20 {
            let counter = Counter()
            counters.append(counter)
            let criteria: AnimationCompletionCriteria = Bool.random(using: &random) ? .logicallyComplete : .removed
            let value = Double(Int.random(in: -3...3, using: &random))
            withAnimation(animations.randomElement(using: &random)!, completionCriteria: criteria) {
                animator.setValue(value, transaction: Transaction.current!, time: now)
            } completion: { counter.count += 1 }
            for _ in 0..<Int.random(in: 0...20, using: &random) { now += 1.0 / 60; animator.update(time: now) }
            #expect(counters.allSatisfy { $0.count <= 1 })
        }
        while animator.update(time: now) { now += 1.0 / 60 }
        now += 5
        animator.update(time: now)
        #expect(counters.allSatisfy { $0.count == 1 })
    }

    @Test("A completion may animate the same attribute again (the seed's bounce up and back)")
    func completionReentry() {
        let animator = AttributeAnimator(value: 0.0)
        var now = 0.0
        var done = false
        withAnimation(.bouncy) {
            animator.setValue(-40, transaction: Transaction.current!, time: now)
        } completion: {
            withAnimation { animator.setValue(0, transaction: Transaction.current!, time: now) }
            done = true
        }
        var minimum = 0.0
        while now < 4 { now += 1.0 / 60; animator.update(time: now); minimum = min(minimum, animator.presentationValue) }
        #expect(done)
        #expect(minimum < -35)
        #expect(animator.presentationValue == 0 && !animator.isAnimating)
    }
}
