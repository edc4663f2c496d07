import Foundation
import Testing
@testable import KineticCore

/// ``AnimatorGroup``: animators started together share their animation's progress, and show
/// exactly what they would alone.
@Suite struct AnimatorGroupTests {
    typealias Point4 = AnimatablePair<AnimatablePair<Double, Double>, AnimatablePair<Double, Double>>

    static func point(_ a: Double, _ b: Double, _ c: Double, _ d: Double) -> Point4 { .init(.init(a, b), .init(c, d)) }

    /// An animator in `group`, or, without one, one that evaluates every animation alone (the
    /// direct evaluation the shared paths are checked against).
    static func animator<Value: VectorArithmetic>(_ value: Value, group: AnimatorGroup?) -> AttributeAnimator<Value> {
        group.map { AttributeAnimator(value: value, group: $0) } ?? AttributeAnimator(evaluatingAlone: value)
    }

    /// `count` animators of one group, animator i set from 0 to i + 1 under `animation` at time 0.
    static func startTogether(_ count: Int, animation: Animation) -> (AnimatorGroup, [AttributeAnimator<Double>]) {
        let group = AnimatorGroup()
        let animators = (0..<count).map { _ in AttributeAnimator(value: 0.0, group: group) }
        for (index, animator) in animators.enumerated() {
            animator.setValue(Double(index + 1), transaction: Transaction(animation: animation), time: 0)
        }
        return (group, animators)
    }

    /// The pure-time kinds a group shares, and kinds it does not (which must be unaffected).
    static let animations: [Animation] = [
        .easeInOut, .linear(duration: 0.4), .timingCurve(0.2, 0.9, 0.3, 1.4, duration: 0.6),
        .interpolatingSpring(duration: 0.5, bounce: 0.3),
        .interpolatingSpring(mass: 1, stiffness: 170, damping: 9, initialVelocity: 4),
        .bouncy, .easeIn.delay(0.1), .easeOut.speed(2), .linear(duration: 0.2).repeatCount(2, autoreverses: true),
    ]

    /// One scenario run by animators in a group and by the same animators alone: several targets,
    /// a retarget mid-flight under another animation (combining with or merging into the shared
    /// one), completions. Every completion fires on the same frame; every presentation value and
    /// velocity is equal bit for bit, except that a shared simulated spring scales the unit motion
    /// where an animator alone integrates its own delta: equal to rounding (1e-12 here, deltas up
    /// to 10).
    @Test(arguments: animations, [Animation.bouncy, .easeOut])
    func groupedAnimatorsShowWhatTheyWouldAlone(animation: Animation, retarget: Animation) {
        func run(group: AnimatorGroup?) -> (frames: [[Point4]], velocities: [[Point4]], completions: [String]) {
            let targets = [Self.point(1, 2, 3, 4), Self.point(-5, 0.5, 10, 0), Self.point(0.25, 0.25, 0.25, 0.25)]
            let animators = targets.map { _ in Self.animator(Self.point(0, 0, 0, 0), group: group) }
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
                    withAnimation(retarget) {
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
        // A simulated spring may start from rest under either animation (the retarget's starts
        // from rest when the first has finished): then equal to rounding, else bit for bit.
        let tolerance = animation == .bouncy || retarget == .bouncy ? 1e-12 : 0
        func differ(_ a: [Point4], _ b: [Point4]) -> Bool {
            zip(a, b).contains { (($0 - $1).magnitudeSquared).squareRoot() > tolerance }
        }
        // The frames (1-based) whose values or velocities differ: none.
        let differing = (0..<alone.frames.count).filter {
            differ(grouped.frames[$0], alone.frames[$0]) || differ(grouped.velocities[$0], alone.velocities[$0])
        }.map { $0 + 1 }
        #expect(differing == [])
        #expect(grouped.frames.count == 150)
        #expect(grouped.completions == alone.completions)
        #expect(alone.completions.count == 2)
    }

    /// `.logicallyComplete` completions of a shared spring fire on the frame they fire alone (the
    /// shared progress, or the simulated spring's shared motion, carries the logical completion):
    /// a closed-form spring, `.bouncy` (complete after its 0.5-s response), and the stiffest
    /// simulated spring (response 0: complete at once, on a frame at the instant it starts).
    /// A simulated spring is logically complete once its response has passed: `.bouncy` on the
    /// frame at 30/60 s = 0.5 s, the stiffest spring on the frame at 0.
    @Test(arguments: [(Animation.interpolatingSpring(duration: 0.5, bounce: 0.2), nil), (.bouncy, 30),
                      (.spring(response: 0, dampingFraction: 1), 0)] as [(Animation, Int?)])
    func logicalCompletionOfASharedSpringFiresOnTheSameFrame(animation: Animation, expectedFrame: Int?) {
        func frameOfLogicalCompletion(group: AnimatorGroup?) -> Int? {
            let animators = (0..<3).map { _ in Self.animator(0.0, group: group) }
            var fired: Int?
            var frame = 0
            withAnimation(animation, completionCriteria: .logicallyComplete) {
                for animator in animators { animator.setValue(1, time: 0) }
            } completion: { fired = frame }
            for animator in animators { animator.update(time: 0) }
            for next in 1...120 {
                frame = next
                for animator in animators { animator.update(time: Double(next) / 60) }
            }
            return fired
        }
        let alone = frameOfLogicalCompletion(group: nil)
        #expect(alone != nil)
        if let expectedFrame { #expect(alone == expectedFrame) }
        #expect(frameOfLogicalCompletion(group: AnimatorGroup()) == alone)
    }

    /// Animators set at one instant with one pure-time animation hold one shared progress, which
    /// computes the curve once a frame for all of them; another instant or another animation
    /// gets its own; simulated springs share nothing.
    @Test func animationsStartedTogetherShareOneProgressEvaluatedOnceAFrame() throws {
        let (group, together) = Self.startTogether(100, animation: .easeInOut)
        let shared = try #require(together[0].storage.entries[0].sharingOwner as? SharedProgress)
        #expect(together.allSatisfy { $0.storage.entries[0].sharingOwner === shared })
        for frame in 1...10 {
            for animator in together { animator.update(time: Double(frame) / 60) }
        }
        #expect(shared.workCount == 10)
        // Each still moves by its own delta.
        let fraction = UnitCurve.easeInOut.value(at: (10.0 / 60) / 0.35)
        #expect(together[0].presentationValue == 1 * fraction)
        #expect(together[99].presentationValue == 100 * fraction)

        let later = AttributeAnimator(value: 0.0, group: group)
        later.setValue(1, transaction: Transaction(animation: .easeInOut), time: 0.1)
        let other = AttributeAnimator(value: 0.0, group: group)
        other.setValue(1, transaction: Transaction(animation: .linear(duration: 0.35)), time: 0)
        #expect(later.storage.entries[0].sharingOwner !== shared)
        #expect(other.storage.entries[0].sharingOwner !== shared)
        #expect(other.storage.entries[0].sharingOwner is SharedProgress)
        // Without a group nothing is shared.
        let alone = AttributeAnimator(value: 0.0)
        alone.setValue(1, transaction: Transaction(animation: .easeInOut), time: 0)
        #expect(alone.storage.entries[0].sharingOwner == nil)
    }

    /// Simulated springs started from rest at one instant share one motion, integrated once a
    /// frame; each animator scales it by its own delta.
    @Test func springsStartedTogetherShareOneMotion() throws {
        let (group, springs) = Self.startTogether(50, animation: .bouncy)
        let motion = try #require(springs[0].storage.entries[0].sharingOwner as? SharedSpringMotion)
        #expect(springs.allSatisfy { $0.storage.entries[0].sharingOwner === motion })
        #expect(!(springs[0].storage.entries[0].sharingOwner is SharedProgress))
        for frame in 1...12 {
            for animator in springs { animator.update(time: Double(frame) / 60) }
        }
        #expect(motion.elapsed == 12.0 / 60)
        #expect(motion.workCount == 12)
        let unit = motion.state.offset
        #expect(springs[0].presentationValue == unit)
        #expect(springs[49].presentationValue == 50 * unit)
        // A spring started later, or another spring, moves alone or with others.
        let later = AttributeAnimator(value: 0.0, group: group)
        later.setValue(1, transaction: Transaction(animation: .bouncy), time: 0.2)
        let snappy = AttributeAnimator(value: 0.0, group: group)
        snappy.setValue(1, transaction: Transaction(animation: .snappy), time: 0.2)
        #expect(later.storage.entries[0].sharingOwner !== motion)
        #expect(snappy.storage.entries[0].sharingOwner !== later.storage.entries[0].sharingOwner)
    }

    /// A change ends the sharing before it reads the spring's state: a merge continues from the
    /// animator's own state, scaled from the shared motion at its last frame.
    @Test func aChangeDetachesTheSpringFromTheSharedMotion() throws {
        let group = AnimatorGroup()
        let pair = (0..<2).map { _ in AttributeAnimator(value: 0.0, group: group) }
        for animator in pair { animator.setValue(3, transaction: Transaction(animation: .bouncy), time: 0) }
        for frame in 1...6 { for animator in pair { animator.update(time: Double(frame) / 60) } }
        let motion = try #require(pair[0].storage.entries[0].sharingOwner as? SharedSpringMotion)
        let before = pair[0].storage.entries[0]
        #expect(pair[0].setValue(4, transaction: Transaction(animation: .bouncy), time: 0.1) == .merged)
        let after = pair[0].storage.entries[0]
        #expect(after.sharingOwner is SharedMerge)  // the merge's basis, no longer the motion from rest
        #expect(after.context.springState.offset == 3 * motion.state.offset)
        #expect(after.context.springState.velocity == 3 * motion.state.velocity)
        #expect(before.sharingOwner === motion)
        // The other keeps following the motion.
        #expect(pair[1].storage.entries[0].sharingOwner === motion)
    }

    /// A slow spring merged after more than a second of shared motion continues from where it
    /// was, as it does alone (an integration from rest to then would have skipped the second as a
    /// stall).
    @Test func aLongSharedMotionMergesWhereItWas() {
        let slow = Animation.spring(response: 2.5, dampingFraction: 0.5)
        func run(group: AnimatorGroup?) -> [Double] {
            let animator = Self.animator(0.0, group: group)
            animator.setValue(3, transaction: Transaction(animation: slow), time: 0)
            var shown: [Double] = []
            for frame in 1...150 {
                let time = Double(frame) / 60
                if frame == 90 { animator.setValue(-1, transaction: Transaction(animation: slow), time: time) }
                animator.update(time: time)
                shown.append(animator.presentationValue)
            }
            return shown
        }
        let alone = run(group: nil), grouped = run(group: AnimatorGroup())
        #expect(zip(alone, grouped).allSatisfy { abs($0 - $1) <= 1e-12 })
        #expect(abs(alone[95] - alone[85]) > 0.01)  // still moving across the merge
    }

    /// Animators of one group driven by different clocks: one asked for an earlier time than the
    /// motion has reached integrates alone from then on, to the same values — from rest, or
    /// (`merged`) from the state it merged with when it follows a merge's basis.
    @Test(arguments: [false, true])
    func anAnimatorBehindTheSharedMotionContinuesAlone(merged: Bool) {
        let group = AnimatorGroup()
        let ahead = AttributeAnimator(value: 0.0, group: group), behind = AttributeAnimator(value: 0.0, group: group)
        let alone = AttributeAnimator(evaluatingAlone: 0.0)
        for animator in [ahead, behind, alone] {
            animator.setValue(1, transaction: Transaction(animation: .bouncy), time: 0)
            if merged {
                animator.update(time: 0.1)
                animator.setValue(-2, transaction: Transaction(animation: .snappy), time: 0.1)
            }
        }
        #expect(merged == (behind.storage.entries[0].sharingOwner is SharedMerge))
        ahead.update(time: 0.5)
        for frame in (merged ? 7 : 1)...60 {
            behind.update(time: Double(frame) / 60)
            alone.update(time: Double(frame) / 60)
            #expect(abs(behind.presentationValue - alone.presentationValue) <= 1e-12)
        }
        #expect(behind.storage.entries.first?.sharingOwner == nil)
    }

    /// A merge replaces the entry's animation: the merged simulated spring no longer reads the
    /// timing curve's shared progress, but the basis of springs merged at that instant.
    @Test func aMergeDropsTheSharedProgress() {
        let animator = AttributeAnimator(value: 0.0, group: AnimatorGroup())
        animator.setValue(1, transaction: Transaction(animation: .easeInOut), time: 0)
        #expect(animator.storage.entries[0].sharingOwner is SharedProgress)
        animator.update(time: 0.1)
        #expect(animator.setValue(2, transaction: Transaction(animation: .bouncy), time: 0.1) == .merged)
        #expect(animator.storage.entries[0].sharingOwner is SharedMerge)
    }

    // MARK: Merged simulated springs

    /// What a run of merges shows: every frame's values and velocities, whether each animator
    /// still animates, and the completions in the order they ran.
    struct MergeRun {
        var frames: [[Point4]] = [], velocities: [[Point4]] = [], animating: [[Bool]] = []
        var completions: [String] = []
        var group: AnimatorGroup?
        /// The animators, kept (their group's slots live as long as they follow them).
        var animators: [AttributeAnimator<Point4>] = []

        /// `count` animators (animator i's targets scaled by i + 1, with a negative component),
        /// started at 0 under `first`, then at each of `merges` (frame, animation) set to a new
        /// target, the frames at 60 Hz through `frames`; `advancing` calls the group's
        /// ``AnimatorGroup/advance(to:)`` before each frame; `mergeFrame` also shows a frame at
        /// the instant of each merge. Not `grouped`: each animator evaluates alone, or, `own`, is
        /// made without a group (a group of its own).
        init(grouped: Bool, own: Bool = false, count: Int = 20, first: Animation = .bouncy, merges: [(Int, Animation)], frames: Int = 150,
             advancing: Bool = true, mergeFrame: Bool = false, criteria: AnimationCompletionCriteria = .removed) {
            group = grouped ? AnimatorGroup() : nil
            let animators = (0..<count).map { _ in
                own ? AttributeAnimator(value: point(0, 0, 0, 0)) : AnimatorGroupTests.animator(point(0, 0, 0, 0), group: group)
            }
            self.animators = animators
            func target(_ step: Int, _ index: Int) -> Point4 {
                let scale = Double(index + 1)
                return point(scale * Double(step + 1), -0.5 * scale, 0.25 * Double(step), step % 2 == 0 ? 0 : 3)
            }
            final class Log { var lines: [String] = [] }
            let log = Log()
            defer { completions = log.lines }
            var time = 0.0
            withAnimation(first, completionCriteria: criteria) {
                for (index, animator) in animators.enumerated() { animator.setValue(target(0, index), time: time) }
            } completion: { log.lines.append("start at \(time)") }
            for frame in 1...frames {
                time = Double(frame) / 60
                for (step, merge) in merges.enumerated() where merge.0 == frame {
                    withAnimation(merge.1, completionCriteria: criteria) {
                        for (index, animator) in animators.enumerated() { animator.setValue(target(step + 1, index), time: time) }
                    } completion: { log.lines.append("merge \(step + 1) at \(time)") }
                    if mergeFrame {
                        for animator in animators { animator.update(time: time) }
                        self.frames.append(animators.map(\.presentationValue))
                        velocities.append(animators.map(\.velocity))
                        animating.append(animators.map(\.isAnimating))
                    }
                }
                if advancing { group?.advance(to: time) }
                for animator in animators { animator.update(time: time) }
                self.frames.append(animators.map(\.presentationValue))
                velocities.append(animators.map(\.velocity))
                animating.append(animators.map(\.isAnimating))
            }
        }

        /// The largest difference from `other`'s values and velocities, relative to the size of
        /// what moved (1 + the value's magnitude).
        func largestDifference(from other: MergeRun) -> Double {
            var largest = 0.0
            for (mine, theirs) in zip(frames + velocities, other.frames + other.velocities) {
                for (a, b) in zip(mine, theirs) {
                    largest = max(largest, ((a - b).magnitudeSquared).squareRoot() / (1 + b.magnitudeSquared.squareRoot()))
                }
            }
            return largest
        }
    }

    /// Simulated springs merged at one instant share one pair of basis motions, integrated once a
    /// frame by the group; each animator adds its own error and half-step velocity times them.
    /// They show what each shows alone, integrating its own 4-D state: to rounding (below 1e-12
    /// of what moved; 2.4e-13 at most, measured), finishing on the same frames, their completions
    /// in the same order.
    @Test(arguments: [Animation.bouncy, .snappy(duration: 0.3), .spring(response: 0.9, dampingFraction: 0.3),
                      .smooth(duration: 1.2)])
    func springsMergedTogetherShareOneBasis(merged: Animation) throws {
        let alone = MergeRun(grouped: false, merges: [(6, merged)], frames: 300)
        let grouped = MergeRun(grouped: true, merges: [(6, merged)], frames: 300)
        let group = try #require(grouped.group)
        #expect(grouped.largestDifference(from: alone) < 1e-12)
        #expect(alone.largestDifference(from: MergeRun(grouped: false, merges: [(6, .easeInOut)], frames: 300)) > 0.1)  // the merge matters
        #expect(grouped.animating == alone.animating)
        #expect(grouped.completions == alone.completions)
        #expect(alone.completions.count == 2)
        #expect(alone.animating.last == Array(repeating: false, count: 20))
        // One basis for the 20 merged springs, integrated once a frame while any moves, and given
        // back once all rest.
        #expect(group.merges.liveCount == 0)
        let settled = try #require(alone.animating.firstIndex { !$0.contains(true) })
        let busy = MergeRun(grouped: true, merges: [(6, merged)], frames: settled - 1)
        let basis = try #require(busy.group?.merges.liveSlots)
        #expect(basis.count == 1)
        #expect(basis.first?.workCount == settled - 1 - 6)
    }

    /// An animator made without a group keeps its simulated springs' motions in a group of its
    /// own, made when it first runs one, which nobody advances: from rest the unit motion, merged
    /// the basis pair, each integrated when the animator asks, and given back when it rests; its
    /// timing curves and closed-form springs it evaluates itself (no slot: one would save nothing). It shows what the
    /// animator evaluating alone shows: springs to rounding, the curve bit for bit.
    @Test func anAnimatorWithoutAGroupKeepsItsSpringsMotionsInAGroupOfItsOwn() throws {
        for (first, merges) in [(Animation.bouncy, [(6, Animation.snappy), (9, .bouncy)]), (.easeInOut, [(6, .smooth)])] {
            let alone = MergeRun(grouped: false, first: first, merges: merges, frames: 200)
            let own = MergeRun(grouped: false, own: true, first: first, merges: merges, frames: 200)
            #expect(own.largestDifference(from: alone) < 1e-12)
            #expect(own.animating == alone.animating)
            #expect(own.completions == alone.completions)
            #expect(alone.animating.last == Array(repeating: false, count: 20))
            let groups = own.animators.compactMap(\.ownGroup)
            #expect(groups.count == 20 && Set(groups.map(ObjectIdentifier.init)).count == 20 && groups.allSatisfy { $0.scope == .springs })
            #expect(groups.allSatisfy { $0.springs.liveCount + $0.merges.liveCount + $0.progresses.liveCount == 0 })
        }
        let curve = MergeRun(grouped: false, own: true, first: .easeInOut, merges: [], frames: 10)
        #expect(curve.frames == MergeRun(grouped: false, first: .easeInOut, merges: [], frames: 10).frames)
        #expect(curve.animators.allSatisfy { $0.storage.entries.first?.sharingOwner == nil && $0.ownGroup == nil })  // (none made)
        // While it moves: one unit motion from rest, then one basis after the merge.
        let started = MergeRun(grouped: false, own: true, merges: [(6, .snappy)], frames: 3)
        #expect(started.animators.allSatisfy { $0.ownGroup?.springs.liveSlots.map(\.workCount) == [3] && $0.ownGroup?.merges.liveCount == 0 })
        let merged = MergeRun(grouped: false, own: true, merges: [(6, .snappy)], frames: 9)
        #expect(merged.animators.allSatisfy { $0.ownGroup?.merges.liveSlots.map(\.workCount) == [3] && $0.ownGroup?.springs.liveCount == 0 })
        #expect(merged.largestDifference(from: MergeRun(grouped: false, merges: [(6, .snappy)], frames: 9)) < 1e-12)
    }

    /// Merges one after another (the lab's quick taps), a frame shown at the instant of each, a
    /// spring whose response blends from the previous one's, and animators driven without the
    /// group's `advance`: the same frames as alone.
    @Test func quickMergesBlendsAndTheMergeInstantShowWhatTheyWouldAlone() {
        let blended = Animation.spring(response: 0.3, dampingFraction: 0.6, blendDuration: 0.5)
        let scripts: [(first: Animation, merges: [(Int, Animation)])] = [
            (.bouncy, [(4, .bouncy), (9, .bouncy), (11, .snappy)]),
            (.spring(response: 0.8, dampingFraction: 0.5, blendDuration: 0.5), [(5, blended), (20, .spring(response: 0.6, blendDuration: 0.5))]),
            (.easeInOut, [(3, .bouncy), (8, .linear(duration: 0.2)), (10, .bouncy)]),
        ]
        for script in scripts {
            for (mergeFrame, advancing) in [(true, true), (false, false)] {
                let alone = MergeRun(grouped: false, first: script.first, merges: script.merges, mergeFrame: mergeFrame)
                let grouped = MergeRun(grouped: true, first: script.first, merges: script.merges, advancing: advancing,
                                       mergeFrame: mergeFrame)
                #expect(grouped.largestDifference(from: alone) < 1e-12)
                #expect(grouped.animating == alone.animating)
                #expect(grouped.completions == alone.completions)
            }
        }
    }

    /// The frame at the instant of a merge, before the basis has taken a step, is the animator's
    /// own: bit for bit the value and velocity it merged with (from a timing curve, whose shared
    /// progress is exact).
    @Test func theFrameAtTheMergeInstantIsTheMergedState() {
        let alone = MergeRun(grouped: false, first: .easeInOut, merges: [(6, .snappy)], frames: 8, mergeFrame: true)
        let grouped = MergeRun(grouped: true, first: .easeInOut, merges: [(6, .snappy)], frames: 8, mergeFrame: true)
        #expect(grouped.frames[6] == alone.frames[6])
        #expect(grouped.velocities[6] == alone.velocities[6])
        #expect(grouped.frames[6] != grouped.frames[7])
    }

    /// `.logicallyComplete` completions of merged springs fire on the frame they fire alone (the
    /// basis carries the logical completion; listeners take the animators' chain path).
    @Test func logicalCompletionOfAMergedSpringFiresOnTheSameFrame() {
        let alone = MergeRun(grouped: false, merges: [(6, .bouncy), (10, .snappy)], criteria: .logicallyComplete)
        let grouped = MergeRun(grouped: true, merges: [(6, .bouncy), (10, .snappy)], criteria: .logicallyComplete)
        #expect(alone.completions.count == 3)
        #expect(grouped.completions == alone.completions)
        #expect(grouped.largestDifference(from: alone) < 1e-12)
    }

    /// A start no animator follows any more gives its slot back at once, and the next start takes
    /// it: starting animations at new instants one after another uses one slot, advanced or not,
    /// and a group whose animations all ended holds none.
    @Test(arguments: [true, false])
    func aSlotNoAnimatorHoldsIsReused(advancing: Bool) throws {
        let group = AnimatorGroup()
        let animator = AttributeAnimator(value: 0.0, group: group)
        var seen: Set<UnsafeMutablePointer<ProgressSlot>> = []
        var time = 0.0
        for run in 0..<40 {
            animator.setValue(Double((run + 1) % 2), transaction: Transaction(animation: .linear(duration: 0.05)), time: time)
            seen.insert(try #require(animator.storage.entries.first?.sharingOwner as? SharedProgress).slot)
            #expect(group.progresses.liveCount == 1)
            while animator.isAnimating {
                time += 1.0 / 60
                if advancing { group.advance(to: time) }
                animator.update(time: time)
            }
            #expect(group.progresses.liveCount == 0)
        }
        #expect(seen.count == 1)
        #expect(group.progresses.activePages == 0 && group.progresses.pages.count == 1)
    }

    /// Slots stay where they are while others come and go (an animator holds its slot's address),
    /// and a slot given back serves a later start.
    @Test func slotsStayPutAndAreReused() throws {
        let group = AnimatorGroup()
        let animators = (0..<600).map { _ in AttributeAnimator(value: 0.0, group: group) }
        for (index, animator) in animators.enumerated() {
            animator.setValue(1, transaction: Transaction(animation: .easeInOut), time: Double(index) * 1e-6)
        }
        func slot(_ animator: AttributeAnimator<Double>) throws -> UnsafeMutablePointer<ProgressSlot> {
            try #require(animator.storage.entries.first?.sharingOwner as? SharedProgress).slot
        }
        let before = try animators.map(slot)
        #expect(Set(before).count == 600 && group.progresses.pages.count == 8)  // 4 + 8 + … + 256 + 256 slots
        // Every other animator jumps (its start ends); the others keep their slots.
        for animator in animators.enumerated().filter({ $0.offset % 2 == 0 }).map(\.element) {
            animator.setValue(2, transaction: Transaction(), time: 0.1)
        }
        #expect(group.progresses.liveCount == 300)
        for (index, animator) in animators.enumerated() where index % 2 == 1 { #expect(try slot(animator) == before[index]) }
        // New starts take freed slots: no new page.
        animators[0].setValue(3, transaction: Transaction(animation: .easeInOut), time: 0.2)
        #expect(Set(before).contains(try slot(animators[0])))
        #expect(group.progresses.pages.count == 8)
        group.advance(to: 0.25)
        for (index, animator) in animators.enumerated() where index % 2 == 1 {
            animator.update(time: 0.25)
            let alone = AttributeAnimator(evaluatingAlone: 0.0)
            alone.setValue(1, transaction: Transaction(animation: .easeInOut), time: Double(index) * 1e-6)
            alone.update(time: 0.25)
            #expect(animator.presentationValue == alone.presentationValue)
        }
    }

    /// ``AnimatorGroup/advance(to:)`` evaluates every start its animators follow once, at the
    /// group's time, one loop per kind; the animators' frames then read it (no work of their own),
    /// and show what they show without it, bit for bit (the simulated spring too: the same unit
    /// motion, integrated by the group instead of the first animator that asks).
    @Test(arguments: [Animation.easeInOut, .interpolatingSpring(duration: 0.5, bounce: 0.3), .bouncy])
    func advancingTheGroupEvaluatesEachStartOnce(animation: Animation) {
        func run(advancing: Bool) -> (shown: [[Double]], work: Int) {
            let group = AnimatorGroup()
            let animators = (0..<30).map { _ in AttributeAnimator(value: 0.0, group: group) }
            // Ten starts of three animators each, 1 ms apart.
            for (index, animator) in animators.enumerated() {
                animator.setValue(Double(index + 1), transaction: Transaction(animation: animation), time: Double(index / 3) * 0.001)
            }
            var shown: [[Double]] = []
            for frame in 1...20 {
                let time = Double(frame) / 60
                if advancing {
                    group.advance(to: time)
                    // Evaluated before any animator asks.
                    #expect(group.progresses.liveSlots.allSatisfy { $0.elapsed == time - $0.key.startTime })
                    #expect(group.springs.liveSlots.allSatisfy { $0.elapsed == time - $0.key.startTime })
                }
                for animator in animators { animator.update(time: time) }
                shown.append(animators.map(\.presentationValue))
            }
            #expect(group.progresses.liveCount + group.springs.liveCount == 10)
            let work = group.progresses.liveSlots.reduce(0) { $0 + $1.workCount } + group.springs.liveSlots.reduce(0) { $0 + $1.workCount }
            return (shown, work)
        }
        let lazy = run(advancing: false), advanced = run(advancing: true)
        #expect(advanced.shown == lazy.shown)
        #expect(advanced.work == 10 * 20)
        #expect(lazy.work == 10 * 20)
    }

    /// A lone animation sharing its work in the group takes the frame's shortcut (its frame reads the
    /// animator's storage only, not its entries), and leaves it whenever the entries change: an
    /// animation combined on top, the older one finishing, a `.logicallyComplete` completion to
    /// look after. Values, velocities and completions stay what they are alone, bit for bit.
    /// A shared simulated spring likewise, to rounding (it scales the unit motion where the
    /// animator alone integrates its own delta).
    @Test(arguments: [Animation.easeInOut, .interpolatingSpring(duration: 0.5, bounce: 0.3), .linear(duration: 0.3), .bouncy, .smooth(duration: 0.3)])
    func theSharedFrameShortcutShowsWhatTheAnimatorShowsAlone(animation: Animation) {
        struct Run { var frames: [[Point4]] = [], velocities: [[Point4]] = [], completions: [String] = [], shortcuts: [[Bool]] = [] }
        func run(group: AnimatorGroup?) -> Run {
            let targets = [Self.point(1, 2, 3, 4), Self.point(-5, 0.5, 10, 0), Self.point(0.25, 0.25, 0.25, 0.25)]
            let animators = targets.map { _ in Self.animator(Self.point(0, 0, 0, 0), group: group) }
            var result = Run()
            var time = 0.0
            func transaction(_ animation: Animation, _ name: String, _ criteria: AnimationCompletionCriteria) -> Transaction {
                var transaction = Transaction(animation: animation)
                transaction.addAnimationCompletion(criteria: criteria) { result.completions.append("\(name) at \(time)") }
                return transaction
            }
            let first = transaction(animation, "first", .removed)
            for (index, animator) in animators.enumerated() { animator.setValue(targets[index], transaction: first, time: time) }
            for frame in 1...120 {
                time = Double(frame) / 60
                if frame == 10 {
                    // Combined on top of the running one: two entries, no shortcut until the first ends.
                    animators[1].setValue(Self.point(2, 2, 2, 2), transaction: transaction(.easeOut(duration: 1.6), "second", .removed), time: time)
                }
                if frame == 30 {
                    // A completion awaiting logical completion: no shortcut while it waits.
                    animators[0].setValue(Self.point(7, 7, 7, 7), transaction: transaction(animation, "third", .logicallyComplete), time: time)
                }
                if frame == 8 {
                    // A jump (no animation) mid-flight: everything running is dropped.
                    animators[2].setValue(Self.point(3, 3, 3, 3), transaction: Transaction(), time: time)
                }
                for animator in animators { animator.update(time: time) }
                result.frames.append(animators.map(\.presentationValue))
                result.velocities.append(animators.map(\.velocity))
                result.shortcuts.append(animators.map { !$0.storage.sharedFrame.isNone })
            }
            return result
        }
        let alone = run(group: nil), grouped = run(group: AnimatorGroup())
        let tolerance = [Animation.bouncy, .smooth(duration: 0.3)].contains(animation) ? 1e-12 : 0
        func differ(_ a: [Point4], _ b: [Point4]) -> Bool {
            zip(a, b).contains { (($0 - $1).magnitudeSquared).squareRoot() > tolerance }
        }
        let differing = (0..<alone.frames.count).filter {
            differ(grouped.frames[$0], alone.frames[$0]) || differ(grouped.velocities[$0], alone.velocities[$0])
        }
        #expect(differing == [])
        #expect(grouped.completions == alone.completions)
        #expect(alone.completions.count == 3)
        #expect(alone.shortcuts.allSatisfy { $0 == [false, false, false] })
        #expect(grouped.shortcuts[0] == [true, true, true])  // frame 1: each runs one shared animation
        #expect(grouped.shortcuts[8] == [true, true, false])  // frame 9: the third jumped
        #expect(grouped.shortcuts[9] == [true, false, false])  // frame 10: the second runs two
        #expect(grouped.shortcuts[30][0] == false)  // frame 31: the first one's completion waits
        #expect(grouped.shortcuts[10...].contains { $0[1] })  // the second one's again, once the older ended
        #expect(grouped.shortcuts.last == [false, false, false])  // all at rest
    }

    /// What a shortcut frame reads and writes lies in one run at the start of the animator's
    /// storage, before the entries: for a 4-D value, the shared work (its slot's address
    /// with the kind in the two lowest bits: 8 bytes), its start (8), the marked flag (8 with
    /// padding), the two listener lists it checks (8 each), target, base, presentation value and
    /// velocity (32 each) and the last frame's time (8): 176 bytes,
    /// three or four cache lines, where the frame through the entries also read two lines of the
    /// entries' buffer.
    @Test func theShortcutFramesFieldsComeFirstInOneRun() throws {
        typealias Storage = AnimatorStorage<Point4>
        let end = try #require(MemoryLayout<Storage>.offset(of: \Storage.lastUpdateTime)) + 8
        #expect(end == 176)
        for field: PartialKeyPath<Storage> in [\Storage.sharedFrame, \Storage.sharedFrameStart,
                                                \Storage.sharedFrameMarkedComplete, \Storage.resolvedListeners, \Storage.openListeners,
                                                \Storage.sharedFrameTarget, \Storage.base, \Storage.presentationValue, \Storage.velocity] {
            #expect(try #require(MemoryLayout<Storage>.offset(of: field)) < end)
        }
        #expect(try #require(MemoryLayout<Storage>.offset(of: \Storage.entries)) >= end)
        #expect(try #require(MemoryLayout<Storage>.offset(of: \Storage.modelValue)) >= end)
        // The whole animator — a 16-byte header, this storage, its group and its own — within
        // 264 bytes, one 272-byte chunk of malloc's: at 100,000 animators a frame streams them.
        #expect(16 + MemoryLayout<Storage>.size + 2 * MemoryLayout<AnimatorGroup?>.size <= 264)
    }

    /// An entry keeps its animation's parameters for the frame (``LeafAnimation``): a timing
    /// curve's prepared polynomial and duration fit the closed-form spring's 56 bytes, so the leaf
    /// (and every entry) is no bigger than before the curve was prepared.
    @Test func aPreparedCurveKeepsTheLeafAsSmallAsTheClosedFormSpring() {
        #expect(MemoryLayout<TimingCurveAnimation.Prepared>.size <= MemoryLayout<ClosedFormSpringAnimation>.size + 1)
        #expect(MemoryLayout<LeafAnimation>.size == MemoryLayout<ClosedFormSpringAnimation>.size + 1)
    }
}
