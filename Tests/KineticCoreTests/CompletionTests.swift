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
        var frame = 0
        while now < 3 { frame += 1; now = Double(frame) / 60; animator.update(time: now) }
        #expect(counter.count == 1)
        // Logically complete once the response (0.5 s) has passed (SPEC §5): in the frame at exactly
        // 0.5 s (frame 30), well before the spring comes to rest.
        #expect(counter.times == [0.5])
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

    @Test("A superseded animation that outlives its replacement still completes, once, while update asks for ticks")
    func supersededOutlivesReplacement() {
        let animator = AttributeAnimator(value: 0.0)
        let first = Counter()
        var now = 0.0
        withAnimation(.spring(duration: 2)) {
            animator.setValue(1, transaction: Transaction.current!, time: now)
        } completion: { first.count += 1; first.times.append(now) }
        for _ in 0..<6 { now += 1.0 / 60; animator.update(time: now) }
        // A short spring takes over at 0.1 s and comes to rest long before the first one's 2 s.
        withAnimation(.spring(duration: 0.2)) { animator.setValue(0, transaction: Transaction.current!, time: now) }
        var lastAnimating = now
        while animator.update(time: now) {
            if animator.isAnimating { lastAnimating = now }
            now += 1.0 / 60
            if now > 10 { break }
        }
        #expect(lastAnimating < 1.5, "the replacement came to rest first")
        #expect(first.count == 1)
        #expect(close(first.times.first ?? -1, 2, 1.0 / 60 + 1e-9))
        #expect(!animator.update(time: now + 1))
    }

    @Test("A custom animation that merges starts logically incomplete, whatever the one it replaces was")
    func customMergeResetsLogicalCompletion() {
        // A custom animation that merges by restarting its own clock from the merge time, which
        // it keeps in its state (the animator's time keeps counting from the first start).
        struct MergeStart: AnimationStateKey { static var defaultValue: Double { 0 } }
        struct Merging: CustomAnimation {
            func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
                let elapsed = time - context.state[MergeStart.self]
                if elapsed >= 0.5 { context.isLogicallyComplete = true }
                return elapsed < 1 ? value.scaled(by: elapsed) : nil
            }
            func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>) -> Bool {
                context.state[MergeStart.self] = time
                return true
            }
        }
        let animator = AttributeAnimator(value: 0.0)
        let second = Counter()
        var now = 0.0
        withAnimation(Animation(Merging())) { animator.setValue(1, transaction: Transaction.current!, time: now) }
        for _ in 0..<36 { now += 1.0 / 60; animator.update(time: now) }  // 0.6 s: logically complete
        withAnimation(Animation(Merging())) {
            animator.setValue(2, transaction: Transaction.current!, time: now)
        } completion: { second.count += 1; second.times.append(now) }
        while animator.update(time: now) { now += 1.0 / 60 }
        #expect(second.count == 1)
        // The merged animation reports logical completion at its own 0.5 s, not on its first frame.
        #expect(close(second.times.first ?? -1, 0.6 + 0.5, 1.0 / 60 + 1e-9))
    }

    @Test("A custom animation that returns NaN is stopped at the model value and counts as complete")
    func nonFiniteCustomOutput() {
        struct Broken: CustomAnimation {
            func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
                time < 0.1 ? value.scaled(by: time) : value.scaled(by: .nan)
            }
        }
        let animator = AttributeAnimator(value: 0.0)
        let counter = Counter()
        var now = 0.0
        withAnimation(Animation(Broken())) {
            animator.setValue(4, transaction: Transaction.current!, time: now)
        } completion: { counter.count += 1 }
        while animator.update(time: now) {
            #expect(animator.presentationValue.isFinite && animator.velocity.isFinite)
            now += 1.0 / 60
        }
        #expect(animator.presentationValue == 4 && animator.velocity == 0)
        #expect(now > 0.09 && now < 0.2)
        #expect(counter.count == 1)
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
