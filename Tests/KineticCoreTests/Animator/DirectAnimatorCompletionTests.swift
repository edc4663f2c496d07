import Foundation
import Testing
import KineticCore  // the public API only: what a game loop or a custom renderer sees

/// Records when a completion ran.
private final class Runs { var times: [Double] = [] }

/// The time of the frame being driven, read by completions.
private final class Clock { var now = 0.0 }

/// Drives `animators` at 60 Hz from `start` (exclusive) to `end`, setting `clock.now` each frame.
private func drive(_ animators: [AttributeAnimator<Double>], from start: Double, to end: Double, clock: Clock) {
    var frame = 1
    while start + Double(frame) / 60 <= end + 1e-9 {
        clock.now = start + Double(frame) / 60
        for animator in animators { animator.update(time: clock.now) }
        frame += 1
    }
}

@Suite("AttributeAnimator completions, driven directly")
struct DirectAnimatorCompletionTests {
    @Test("A transaction's completion runs once under either criterion", arguments: [AnimationCompletionCriteria.logicallyComplete, .removed])
    func completionRunsOnce(criteria: AnimationCompletionCriteria) {
        let animator = AttributeAnimator(value: 0.0)
        let runs = Runs()
        let clock = Clock()
        var transaction = Transaction(animation: .easeInOut(duration: 0.5))
        transaction.addAnimationCompletion(criteria: criteria) { runs.times.append(clock.now) }
        animator.setValue(1, transaction: transaction, time: 0)
        drive([animator], from: 0, to: 2, clock: clock)
        // The timing curve ends (and so is logically complete and removed) on the first frame at or
        // after 0.5 s: frame 30, t = 0.5.
        #expect(runs.times.count == 1)
        #expect(abs((runs.times.first ?? -1) - 0.5) < 1e-9, "\(runs.times)")
        #expect(animator.presentationValue == 1 && !animator.isAnimating)
    }

    @Test("A spring: logically complete at its response, removed when it settles")
    func springCriteria() {
        let animator = AttributeAnimator(value: 0.0)
        let logical = Runs(), removed = Runs()
        let clock = Clock()
        var transaction = Transaction(animation: .smooth)
        transaction.addAnimationCompletion(criteria: .logicallyComplete) { logical.times.append(clock.now) }
        transaction.addAnimationCompletion(criteria: .removed) { removed.times.append(clock.now) }
        animator.setValue(1, transaction: transaction, time: 0)
        var settledAt = -1.0
        var frame = 1
        while frame <= 300 {
            clock.now = Double(frame) / 60
            animator.update(time: clock.now)
            if settledAt < 0 && !animator.isAnimating { settledAt = clock.now }
            frame += 1
        }
        #expect(logical.times.count == 1 && removed.times.count == 1)
        // .smooth has a response of 0.5 s: logically complete on the frame at 0.5 s (frame 30).
        #expect(abs(logical.times[0] - 0.5) < 1e-9, "\(logical.times)")
        #expect(removed.times[0] == settledAt && settledAt > 0.5, "removed on the frame it stopped: \(removed.times), \(settledAt)")
    }

    @Test("One transaction on two animators: one run, after the longer animation")
    func twoAnimators() {
        let short = AttributeAnimator(value: 0.0), long = AttributeAnimator(value: 0.0)
        let runs = Runs()
        let clock = Clock()
        var transaction = Transaction(animation: .linear(duration: 0.25))
        transaction.addAnimationCompletion(criteria: .removed) { runs.times.append(clock.now) }
        short.setValue(1, transaction: transaction, time: 0)
        transaction.animation = .linear(duration: 0.75)
        long.setValue(1, transaction: transaction, time: 0)
        drive([short, long], from: 0, to: 2, clock: clock)
        #expect(runs.times.count == 1)
        #expect(abs((runs.times.first ?? -1) - 0.75) < 1e-9, "\(runs.times)")
    }

    @Test("A merge: the first transaction's .removed runs once, when the merged spring is removed")
    func merged() {
        let animator = AttributeAnimator(value: 0.0)
        let first = Runs(), second = Runs()
        let clock = Clock()
        var transaction = Transaction(animation: .bouncy)
        transaction.addAnimationCompletion(criteria: .removed) { first.times.append(clock.now) }
        animator.setValue(1, transaction: transaction, time: 0)
        drive([animator], from: 0, to: 0.2, clock: clock)
        var next = Transaction(animation: .bouncy)
        next.addAnimationCompletion(criteria: .removed) { second.times.append(clock.now) }
        #expect(animator.setValue(2, transaction: next, time: clock.now) == .merged)
        drive([animator], from: clock.now, to: 5, clock: clock)
        #expect(first.times.count == 1 && second.times.count == 1)
        #expect(first.times == second.times, "both leave with the one merged animation")
    }

    @Test("A change that animates nothing runs its completion once, at the next later update",
          arguments: [false, true])
    func immediate(disablesAnimations: Bool) {
        let animator = AttributeAnimator(value: 0.0)
        let logical = Runs(), removed = Runs()
        let clock = Clock()
        var transaction = Transaction(animation: disablesAnimations ? .smooth : nil)
        transaction.disablesAnimations = disablesAnimations
        transaction.addAnimationCompletion { logical.times.append(clock.now) }
        transaction.addAnimationCompletion(criteria: .removed) { removed.times.append(clock.now) }
        #expect(animator.setValue(1, transaction: transaction, time: 0) == .immediate)
        animator.update(time: 0)  // the same instant: the update may still set other animators
        #expect(logical.times.isEmpty)
        drive([animator], from: 0, to: 0.5, clock: clock)
        #expect(logical.times == [1.0 / 60] && removed.times == [1.0 / 60])
    }

    @Test("Inside withTransaction the body's end closes the update, as before")
    func insideWithTransaction() {
        let animator = AttributeAnimator(value: 0.0)
        let runs = Runs()
        var transaction = Transaction(animation: nil)
        transaction.addAnimationCompletion { runs.times.append(0) }
        withTransaction(transaction) {
            animator.setValue(1, transaction: transaction, time: 0)
        }
        #expect(runs.times.count == 1)
        animator.update(time: 1)
        #expect(runs.times.count == 1, "not run again by the animator")
    }
}
