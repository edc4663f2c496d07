import Foundation
import Testing
@testable import KineticCore

/// ``AnimatorGroup``: animators started together share their animation's progress, and show
/// exactly what they would alone.
@Suite struct AnimatorGroupTests {
    typealias Point4 = AnimatablePair<AnimatablePair<Double, Double>, AnimatablePair<Double, Double>>

    static func point(_ a: Double, _ b: Double, _ c: Double, _ d: Double) -> Point4 { .init(.init(a, b), .init(c, d)) }

    /// The pure-time kinds a group shares, and kinds it does not (which must be unaffected).
    static let animations: [Animation] = [
        .easeInOut, .linear(duration: 0.4), .timingCurve(0.2, 0.9, 0.3, 1.4, duration: 0.6),
        .interpolatingSpring(duration: 0.5, bounce: 0.3),
        .interpolatingSpring(mass: 1, stiffness: 170, damping: 9, initialVelocity: 4),
        .bouncy, .easeIn.delay(0.1), .easeOut.speed(2), .linear(duration: 0.2).repeatCount(2, autoreverses: true),
    ]

    /// One scenario run by animators in a group and by the same animators alone: several targets,
    /// a retarget mid-flight under another animation (combining or merging over the shared one),
    /// completions; every presentation value, velocity and completion frame equal, bit for bit.
    @Test(arguments: animations)
    func groupedAnimatorsShowExactlyWhatTheyWouldAlone(animation: Animation) {
        func run(group: AnimatorGroup?) -> (frames: [[Point4]], velocities: [[Point4]], completions: [String]) {
            let targets = [Self.point(1, 2, 3, 4), Self.point(-5, 0.5, 10, 0), Self.point(0.25, 0.25, 0.25, 0.25)]
            let animators = targets.map { _ in AttributeAnimator(value: Self.point(0, 0, 0, 0), group: group) }
            var completions: [String] = []
            var frames: [[Point4]] = [], velocities: [[Point4]] = []
            var time = 0.0
            withAnimation(animation) {
                for (index, animator) in animators.enumerated() { animator.setValue(targets[index], time: time) }
            } completion: { completions.append("first at \(time)") }
            for frame in 1...150 {
                time = Double(frame) / 60
                if frame == 12 {
                    // A retarget: additive under a timing curve, a merge under a simulated spring.
                    withAnimation(frame.isMultiple(of: 2) ? .bouncy : .easeOut) {
                        animators[1].setValue(Self.point(2, 2, 2, 2), time: time)
                    } completion: { completions.append("second at \(time)") }
                }
                for animator in animators { animator.update(time: time) }
                frames.append(animators.map(\.presentationValue))
                velocities.append(animators.map(\.velocity))
            }
            return (frames, velocities, completions)
        }
        let alone = run(group: nil), grouped = run(group: AnimatorGroup())
        // The frames (1-based) whose values or velocities differ: none.
        let differing = (0..<alone.frames.count).filter {
            grouped.frames[$0] != alone.frames[$0] || grouped.velocities[$0] != alone.velocities[$0]
        }.map { $0 + 1 }
        #expect(differing == [])
        #expect(grouped.frames.count == 150)
        #expect(grouped.completions == alone.completions)
        #expect(alone.completions.count == 2)
    }

    /// `.logicallyComplete` completions of a shared closed-form spring fire on the frame they
    /// fire alone (the shared progress carries the logical completion).
    @Test func logicalCompletionOfASharedSpringFiresOnTheSameFrame() {
        func frameOfLogicalCompletion(group: AnimatorGroup?) -> Int? {
            let animators = (0..<3).map { _ in AttributeAnimator(value: 0.0, group: group) }
            var fired: Int?
            var frame = 0
            withAnimation(.interpolatingSpring(duration: 0.5, bounce: 0.2), completionCriteria: .logicallyComplete) {
                for animator in animators { animator.setValue(1, time: 0) }
            } completion: { fired = frame }
            for next in 1...120 {
                frame = next
                for animator in animators { animator.update(time: Double(next) / 60) }
            }
            return fired
        }
        let alone = frameOfLogicalCompletion(group: nil)
        #expect(alone != nil)
        #expect(frameOfLogicalCompletion(group: AnimatorGroup()) == alone)
    }

    /// Animators set at one instant with one pure-time animation hold one shared progress, which
    /// computes the curve once a frame for all of them; another instant or another animation
    /// gets its own; simulated springs share nothing.
    @Test func animationsStartedTogetherShareOneProgressEvaluatedOnceAFrame() throws {
        let group = AnimatorGroup()
        let together = (0..<100).map { _ in AttributeAnimator(value: 0.0, group: group) }
        for (index, animator) in together.enumerated() {
            animator.setValue(Double(index + 1), transaction: Transaction(animation: .easeInOut), time: 0)
        }
        let shared = try #require(together[0].storage.entries[0].shared)
        #expect(together.allSatisfy { $0.storage.entries[0].shared === shared })
        for frame in 1...10 {
            for animator in together { animator.update(time: Double(frame) / 60) }
        }
        #expect(shared.evaluationCount == 10)
        // Each still moves by its own delta.
        let fraction = UnitCurve.easeInOut.value(at: (10.0 / 60) / 0.35)
        #expect(together[0].presentationValue == 1 * fraction)
        #expect(together[99].presentationValue == 100 * fraction)

        let later = AttributeAnimator(value: 0.0, group: group)
        later.setValue(1, transaction: Transaction(animation: .easeInOut), time: 0.1)
        let other = AttributeAnimator(value: 0.0, group: group)
        other.setValue(1, transaction: Transaction(animation: .linear(duration: 0.35)), time: 0)
        let spring = AttributeAnimator(value: 0.0, group: group)
        spring.setValue(1, transaction: Transaction(animation: .bouncy), time: 0)
        #expect(later.storage.entries[0].shared !== shared)
        #expect(other.storage.entries[0].shared !== shared)
        #expect(other.storage.entries[0].shared != nil)
        #expect(spring.storage.entries[0].shared == nil)
        // Without a group nothing is shared.
        let alone = AttributeAnimator(value: 0.0)
        alone.setValue(1, transaction: Transaction(animation: .easeInOut), time: 0)
        #expect(alone.storage.entries[0].shared == nil)
    }

    /// A merge replaces the entry's animation: the merged simulated spring no longer reads the
    /// timing curve's shared progress.
    @Test func aMergeDropsTheSharedProgress() {
        let animator = AttributeAnimator(value: 0.0, group: AnimatorGroup())
        animator.setValue(1, transaction: Transaction(animation: .easeInOut), time: 0)
        #expect(animator.storage.entries[0].shared != nil)
        animator.update(time: 0.1)
        #expect(animator.setValue(2, transaction: Transaction(animation: .bouncy), time: 0.1) == .merged)
        #expect(animator.storage.entries[0].shared == nil)
        #expect(animator.storage.entries[0].sharedReference == nil)
    }

    /// The group keeps a few recent starts; a slot no animator holds any more is reused in place,
    /// so starting animations at new instants in steady state allocates no new shared progress.
    @Test func aSlotNoAnimatorHoldsIsReused() throws {
        let group = AnimatorGroup()
        let animator = AttributeAnimator(value: 0.0, group: group)
        var seen: [ObjectIdentifier] = []
        var time = 0.0
        for run in 0..<12 {
            animator.setValue(Double((run + 1) % 2), transaction: Transaction(animation: .linear(duration: 0.05)), time: time)
            seen.append(ObjectIdentifier(try #require(animator.storage.entries.first?.shared)))
            while animator.isAnimating { time += 1.0 / 60; animator.update(time: time) }
        }
        #expect(Set(seen).count == AnimatorGroup.capacity)
    }
}
