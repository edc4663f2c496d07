import Foundation
import Testing
@testable import Kinetic
@testable import KineticSeeds
import KineticTestSupport

/// Records the phases a phase animator hands its content closure (or its animation closure),
/// each with the time of `host` then (0 before `host` is set).
final class PhaseRecorder<Phase> {
    var phases: [Phase] = []
    var times: [Double] = []
    weak var host: HeadlessHost?
    func note(_ phase: Phase) -> Phase {
        phases.append(phase)
        times.append(host?.time ?? 0)
        return phase
    }
}

extension PhaseRecorder where Phase: Equatable {
    /// The phases noted, each with the time it was first noted, without repeats of the one before.
    var changes: [(time: Double, phase: Phase)] {
        var result: [(time: Double, phase: Phase)] = []
        for (time, phase) in zip(times, phases) where result.last?.phase != phase { result.append((time, phase)) }
        return result
    }
}

/// A twin of a seed phase sample (`AnimatorSeeds`): the same emoji, phases, offsets, scales and
/// animations, but its closures note what the animator does: `shown` the phases its content
/// receives, `asked` the phases its animation closure is asked for. Triggered by taps when
/// `triggered`, else continuous.
private struct RecordingPhaseTwin<Phase: Equatable>: View {
    let phases: [Phase]
    let triggered: Bool
    let offset: (Phase) -> Double
    var scale: (Phase) -> Double = { _ in 1 }
    let animation: (Phase) -> Animation?
    let shown: PhaseRecorder<Phase>
    let asked: PhaseRecorder<Phase>
    @State private var likeCount = 1

    var body: some View {
        if triggered {
            AnimatorSeeds.EmojiView(emoji: "🐶")
                .phaseAnimator(phases, trigger: likeCount) { content, phase in
                    let phase = shown.note(phase)
                    content.scaleEffect(scale(phase)).offset(y: offset(phase))
                } animation: { phase in
                    animation(asked.note(phase))
                }
                .onTapGesture { likeCount += 1 }
        } else {
            AnimatorSeeds.EmojiView(emoji: "🐶")
                .phaseAnimator(phases) { content, phase in
                    let phase = shown.note(phase)
                    content.scaleEffect(scale(phase)).offset(y: offset(phase))
                } animation: { phase in
                    animation(asked.note(phase))
                }
        }
    }
}

/// Steps `seed` and its recording `twin` through frames `range` together, calling `check` after
/// each; returns the largest difference between what the two draw (offset and scale).
private func stepWithTwin(_ seed: HeadlessHost, _ twin: HeadlessHost, _ range: ClosedRange<Int>,
                          _ check: (Int, Double) -> Void = { _, _ in }) -> Double {
    var worst = 0.0
    stepFrames(seed, range) { k, t in
        if t > twin.time { twin.advance(to: t) }
        worst = max(worst, abs(Double(drawnOffset(seed).y - drawnOffset(twin).y)),
                    abs(Double(drawnTransform(seed).a - drawnTransform(twin).a)))
        check(k, t)
    }
    return worst
}

/// A box that moves horizontally by the phase; taps change the trigger.
private struct TriggeredPhaseView: View {
    let phases: [Double]
    let animation: (Double) -> Animation?
    let recorder: PhaseRecorder<Double>
    @State private var count = 0

    var body: some View {
        Color.red.frame(width: 20, height: 20).testID("box")
            .phaseAnimator(phases, trigger: count) { content, x in
                content.offset(x: recorder.note(x))
            } animation: { phase in
                animation(phase)
            }
            .onTapGesture { count += 1 }
    }
}

/// The continuous form of the same.
private struct ContinuousPhaseView: View {
    let phases: [Double]
    let animation: (Double) -> Animation?
    let recorder: PhaseRecorder<Double>

    var body: some View {
        Color.red.frame(width: 20, height: 20).testID("box")
            .phaseAnimator(phases) { content, x in
                content.offset(x: recorder.note(x))
            } animation: { phase in
                animation(phase)
            }
    }
}

/// The horizontal displacement drawn for "box".
private func boxX(_ host: HeadlessHost) -> Double { Double(drawnOffset(host, "box").x) }

/// The phase the content closure received last.
private func lastPhase(_ recorder: PhaseRecorder<Double>) -> Double { recorder.phases.last ?? .nan }

extension ViewLayerTests {
@Suite struct PhaseAnimatorTests {
    // MARK: The seed samples against the engine

    @Test func seedTwoPhaseLoopsForeverWithTheDefaultAnimation() {
        let host = HeadlessHost(AnimatorSeeds.ContinuousSample.TwoPhaseAnimationView(emoji: "🐶"))
        let offset = SimAttribute([offsetData(y: 0), offsetData(y: -40)])
        let sim = PhaseSim(phases: 2, continuous: true) { _ in .default }
        sim.add(offset)
        sim.start(time: 0)
        let shown = PhaseRecorder<Bool>(), asked = PhaseRecorder<Bool>()
        let twin = HeadlessHost(RecordingPhaseTwin(phases: [false, true], triggered: false, offset: { $0 ? -40 : 0 },
                                                   animation: { _ in .default }, shown: shown, asked: asked))
        shown.host = twin
        #expect(approx(Double(drawnOffset(host).y), 0), "the first phase shows first")
        var worst = 0.0, highest = 0.0
        let twinDifference = stepWithTwin(host, twin, 1...360) { _, t in
            sim.frame(time: t)
            let y = Double(drawnOffset(host).y)
            worst = max(worst, abs(y - Double(offset.presentation.second)))
            highest = min(highest, y)
        }
        #expect(worst < 1e-9, "the drawn offset is the engine's .default animation between the phases")
        #expect(twinDifference < 1e-9, "the recording twin draws as the seed")
        #expect(highest < -39, "it reaches the second phase")
        let order = shown.changes.map(\.phase)
        #expect(order.count >= 7 && Array(order.prefix(7)) == [false, true, false, true, false, true, false], "false → true → false … forever: \(order)")
        #expect(Array(asked.phases.prefix(6)) == [true, false, true, false, true, false], "each change animated with the phase entered")
        #expect(host.runningAnimationCount > 0, "still running after 6 s")
    }

    @Test func seedTriggeredTwoPhaseRunsOneCyclePerChange() {
        let host = HeadlessHost(AnimatorSeeds.TriggeredSample.TwoPhaseAnimationView(emoji: "🐶"))
        stepFrames(host, 1...30)
        #expect(approx(Double(drawnOffset(host).y), 0))
        #expect(host.runningAnimationCount == 0, "nothing moves before the trigger changes")

        let offset = SimAttribute([offsetData(y: 0), offsetData(y: -40)])
        let sim = PhaseSim(phases: 2, continuous: false) { _ in .default }
        sim.add(offset)
        let shown = PhaseRecorder<Bool>(), asked = PhaseRecorder<Bool>()
        let twin = HeadlessHost(RecordingPhaseTwin(phases: [false, true], triggered: true, offset: { $0 ? -40 : 0 },
                                                   animation: { _ in .default }, shown: shown, asked: asked))
        stepFrames(twin, 1...30)
        #expect(shown.changes.map(\.phase) == [false] && asked.phases.isEmpty, "the first phase, still")
        #expect(host.tap(id: "emoji") && twin.tap(id: "emoji"))
        sim.start(time: host.time)
        var worst = 0.0
        var twinDifference = stepWithTwin(host, twin, 31...330) { _, t in
            sim.frame(time: t)
            worst = max(worst, abs(Double(drawnOffset(host).y - offset.presentation.second)))
        }
        #expect(worst < 1e-9 && twinDifference < 1e-9)
        #expect(shown.changes.map(\.phase) == [false, true, false], "one cycle: up, then back to the first phase")
        #expect(asked.phases == [true, false], "each change animated with the phase entered")
        #expect(approx(Double(drawnOffset(host).y), 0) && host.runningAnimationCount == 0, "the cycle ends at rest on the first phase")

        // A second change: a second cycle, the same motion shifted in time.
        #expect(host.tap(id: "emoji") && twin.tap(id: "emoji"))
        sim.start(time: host.time)
        worst = 0
        twinDifference = stepWithTwin(host, twin, 331...630) { _, t in
            sim.frame(time: t)
            worst = max(worst, abs(Double(drawnOffset(host).y - offset.presentation.second)))
        }
        #expect(worst < 1e-9 && twinDifference < 1e-9)
        #expect(shown.changes.map(\.phase) == [false, true, false, true, false])
        #expect(asked.phases == [true, false, true, false])
        #expect(host.runningAnimationCount == 0)
    }

    @Test func seedBouncyPhaseUsesTheAnimationOfThePhaseEntered() {
        let host = HeadlessHost(AnimatorSeeds.BouncySample.TwoPhaseAnimationView(emoji: "🐶"))
        let offset = SimAttribute([offsetData(y: 0), offsetData(y: -40)])
        let sim = PhaseSim(phases: 2, continuous: false) { $0 == 1 ? .bouncy : .default }
        sim.add(offset)
        // The same cycle with each change animated by the phase left instead: a different motion.
        let wrongOffset = SimAttribute([offsetData(y: 0), offsetData(y: -40)])
        let wrong = PhaseSim(phases: 2, continuous: false) { $0 == 1 ? .default : .bouncy }
        wrong.add(wrongOffset)
        #expect(host.tap(id: "emoji"))
        sim.start(time: 0)
        wrong.start(time: 0)
        var worst = 0.0, difference = 0.0
        stepFrames(host, 1...240) { _, t in
            sim.frame(time: t)
            wrong.frame(time: t)
            let y = Double(drawnOffset(host).y)
            worst = max(worst, abs(y - Double(offset.presentation.second)))
            difference = max(difference, abs(y - Double(wrongOffset.presentation.second)))
        }
        #expect(worst < 1e-9, "true is entered with .bouncy, false with .default")
        #expect(difference > 1, "the check can tell the two apart")
    }

    @Test func seedThreePhaseUsesEachPhasesAnimation() {
        let host = HeadlessHost(AnimatorSeeds.ThreePhaseAnimationView(emoji: "🐶"))
        let offset = SimAttribute([offsetData(y: 0), offsetData(y: -64), offsetData(y: -64)])
        let scale = SimAttribute([scaleData(1), scaleData(1.5), scaleData(1.5)])
        let animations: [Animation] = [.smooth, .easeInOut(duration: 0.3), .spring(duration: 0.3, bounce: 0.7)]
        let sim = PhaseSim(phases: 3, continuous: false) { animations[$0] }
        sim.add(offset)
        sim.add(scale)
        // The seed's phases (initial, move, scale) as 0, 1, 2.
        let shown = PhaseRecorder<Int>(), asked = PhaseRecorder<Int>()
        let twin = HeadlessHost(RecordingPhaseTwin(phases: [0, 1, 2], triggered: true, offset: { $0 == 0 ? 0 : -64 },
                                                   scale: { $0 == 0 ? 1 : 1.5 }, animation: { animations[$0] },
                                                   shown: shown, asked: asked))
        shown.host = twin
        stepFrames(host, 1...12)
        stepFrames(twin, 1...12)
        let tapTime = host.time
        #expect(host.tap(id: "emoji") && twin.tap(id: "emoji"))
        sim.start(time: tapTime)
        var worstOffset = 0.0, worstScale = 0.0
        let twinDifference = stepWithTwin(host, twin, 13...300) { _, t in
            sim.frame(time: t)
            worstOffset = max(worstOffset, abs(Double(drawnOffset(host).y - offset.presentation.second)))
            worstScale = max(worstScale, abs(Double(drawnTransform(host).a - scale.presentation.first.first)))
        }
        #expect(worstOffset < 1e-9 && worstScale < 1e-9, "offset \(worstOffset), scale \(worstScale)")
        #expect(twinDifference < 1e-9, "the recording twin draws as the seed")
        let changes = shown.changes
        #expect(changes.map(\.phase) == [0, 1, 2, 0], "initial → move → scale → initial")
        #expect(asked.phases == [1, 2, 0], "each change animated with the phase entered")
        // .move → .scale waits for the logical end of .easeInOut(duration: 0.3). .scale draws like
        // .move (nothing to animate), so, as with SwiftUI's completions, it is over right after its
        // update: one frame later .smooth brings the emoji home.
        guard changes.count == 4 else { return }
        #expect(approx(changes[1].time, tapTime, 1e-12), "move entered at the tap")
        let moveEnd = changes[2].time - tapTime
        #expect(moveEnd >= 0.3 - 1e-9 && moveEnd < 0.3 + 1.0 / 60 + 1e-9, "scale phase entered at \(moveEnd) s")
        #expect(approx(changes[3].time - changes[2].time, 1.0 / 60, 1e-9), "the scale phase lasts one frame")
        #expect(approx(Double(drawnOffset(host).y), 0, 1e-6) && approx(Double(drawnTransform(host).a), 1, 1e-6))
        #expect(host.runningAnimationCount == 0)
    }

    // MARK: Rules, on hand-derived numbers

    @Test func advancesWhenTheChangeIsLogicallyComplete() {
        let recorder = PhaseRecorder<Double>()
        // Logically complete after 0.25 s of a 1 s linear animation: the next phase starts then,
        // while the previous change still runs (the two combine).
        let host = HeadlessHost(ContinuousPhaseView(phases: [0, 100], animation: { _ in .linear(duration: 1).logicallyComplete(after: 0.25) }, recorder: recorder))
        var changes: [(Double, Double)] = [(0, lastPhase(recorder))]
        stepFrames(host, 1...60) { _, t in
            if lastPhase(recorder) != changes.last!.1 { changes.append((t, lastPhase(recorder))) }
        }
        #expect(changes.map(\.1) == [100, 0, 100, 0, 100], "phases: \(changes)")
        #expect(changes.map(\.0) == [0, 0.25, 0.5, 0.75, 1.0], "a change every 0.25 s: \(changes)")

        // With the whole animation as the logical duration, a change every 0.5 s, values exact.
        let plain = PhaseRecorder<Double>()
        let linear = HeadlessHost(ContinuousPhaseView(phases: [0, 100], animation: { _ in .linear(duration: 0.5) }, recorder: plain))
        var values: [Int: Double] = [:]
        stepFrames(linear, 1...90) { k, _ in values[k] = boxX(linear) }
        #expect(approx(values[15]!, 50) && approx(values[30]!, 100), "up over 0.5 s")
        #expect(approx(values[45]!, 50) && approx(values[60]!, 0), "down over the next 0.5 s")
        #expect(approx(values[75]!, 50) && approx(values[90]!, 100), "and up again")
    }

    @Test func triggerMidCycleRestartsTheCycle() {
        let recorder = PhaseRecorder<Double>()
        let host = HeadlessHost(TriggeredPhaseView(phases: [0, 100, 200], animation: { _ in .linear(duration: 0.5) }, recorder: recorder))
        #expect(host.tap(id: "box"))  // t = 0: to 100 by 0.5 s, then to 200 by 1 s, then home by 1.5 s
        var x: [Int: Double] = [:]
        stepFrames(host, 1...45) { k, _ in x[k] = boxX(host) }
        #expect(approx(x[15]!, 50) && approx(x[30]!, 100) && approx(x[45]!, 150))
        #expect(host.tap(id: "box"))  // t = 0.75, on the way to 200: the cycle restarts at phase 1 (100)
        stepFrames(host, 46...180) { k, _ in x[k] = boxX(host) }
        // The restarted change combines with the running one: x = P + (100 − P)·(t − 0.75)/0.5,
        // P the change to 200 (ends at 1 s).
        #expect(approx(x[60]!, 150), "t = 1: 200 + (100 − 200)·0.5")
        #expect(approx(x[75]!, 100), "t = 1.25: at phase 1; the old cycle's completion (1 s) was ignored")
        #expect(approx(x[90]!, 150) && approx(x[105]!, 200), "then on to phase 2 from 1.25 s")
        #expect(approx(x[120]!, 100) && approx(x[135]!, 0), "and home from 1.75 s")
        #expect(approx(x[180]!, 0) && host.runningAnimationCount == 0, "and the cycle is over")
        var distinct: [Double] = []
        for phase in recorder.phases where phase != distinct.last { distinct.append(phase) }
        #expect(distinct == [0, 100, 200, 100, 200, 0])
    }

    @Test func nilAnimationsChangePhaseOncePerFrame() {
        let recorder = PhaseRecorder<Double>()
        let host = HeadlessHost(ContinuousPhaseView(phases: [0, 10, 20], animation: { _ in nil }, recorder: recorder))
        #expect(approx(boxX(host), 10), "the second phase, without animation, at once")
        stepFrames(host, 1...30) { k, _ in
            #expect(approx(boxX(host), Double((k + 1) % 3) * 10), "frame \(k): one phase per frame, no animation")
        }
        #expect(!host.warnings.contains { $0.contains("rounds") }, "no busy loop: \(host.warnings)")
    }

    @Test func singlePhaseStaysStill() {
        let recorder = PhaseRecorder<Double>()
        let host = HeadlessHost(ContinuousPhaseView(phases: [7], animation: { _ in .default }, recorder: recorder))
        stepFrames(host, 1...30)
        #expect(approx(boxX(host), 7) && host.runningAnimationCount == 0)
    }

    // MARK: Bad input

    @Test func emptyPhasesShowAWarningViewAndLog() {
        let host = HeadlessHost(
            Text("content").testID("content").phaseAnimator([Double]()) { content, x in content.offset(x: x) })
        #expect(host.warnings.contains { $0.contains("no phases") && $0.contains("phaseAnimator on ModifiedContent<Text") }, "\(host.warnings)")
        #expect(host.displayList.item(withID: "kinetic.animatorWarning") != nil, "a visible warning view")
        #expect(host.displayList.item(withID: "content") == nil, "instead of the content")
        host.advance(by: 1)
        #expect(host.runningAnimationCount == 0)

        let triggered = HeadlessHost(Color.red.phaseAnimator([Int](), trigger: 1) { content, _ in content })
        #expect(triggered.displayList.item(withID: "kinetic.animatorWarning") != nil)

        let container = HeadlessHost(PhaseAnimator([Double]()) { x in Text("\(x)") })
        #expect(container.warnings.contains { $0.contains("PhaseAnimator<Double, Text> has no phases") }, "\(container.warnings)")
        #expect(container.displayList.item(withID: "kinetic.animatorWarning")?.text?.contains("no phases") == true)
    }

    @Test func phasesThatBecomeEmptyAndComeBackStartAgain() {
        struct Switching: View {
            @State var phases: [Double] = [0, 10]
            var body: some View {
                VStack {
                    Color.red.frame(width: 10, height: 10).testID("box")
                        .phaseAnimator(phases) { content, x in content.offset(x: x) } animation: { _ in .linear(duration: 0.25) }
                    Color.blue.frame(width: 10, height: 10).testID("switch")
                        .onTapGesture { phases = phases.isEmpty ? [0, 10] : [] }
                }
            }
        }
        let host = HeadlessHost(Switching())
        stepFrames(host, 1...6)
        #expect(host.tap(id: "switch"))  // empty mid-change
        stepFrames(host, 7...30)
        #expect(host.displayList.item(withID: "kinetic.animatorWarning") != nil && host.runningAnimationCount == 0)
        #expect(host.tap(id: "switch"))  // back at 0.5 s, on the phase it was entering (10): cycles again
        var x: [Int: Double] = [:]
        stepFrames(host, 31...60) { k, _ in x[k] = boxX(host) }
        #expect(approx(x[31]!, 10 - 10.0 / 15, 1e-6), "moving again at once")
        #expect(approx(x[45]!, 0) && approx(x[60]!, 10), "to the first phase by 0.75 s, the second by 1 s")
        #expect(host.runningAnimationCount > 0)
    }

    @Test func aSinglePhaseThatGainsASecondStartsCycling() {
        struct Growing: View {
            @State var phases: [Double] = [0]
            var body: some View {
                Color.red.frame(width: 10, height: 10).testID("box")
                    .phaseAnimator(phases) { content, x in content.offset(x: x) } animation: { _ in .linear(duration: 0.25) }
                    .onTapGesture { phases = [0, 10] }
            }
        }
        let host = HeadlessHost(Growing())
        stepFrames(host, 1...30)
        #expect(host.runningAnimationCount == 0)
        #expect(host.tap(id: "box"))
        var x: [Int: Double] = [:]
        stepFrames(host, 31...60) { k, _ in x[k] = boxX(host) }
        #expect(approx(x[45]!, 10) && approx(x[60]!, 0), "cycling from the change: \(x[45]!), \(x[60]!)")
    }

    // MARK: The container

    @Test func phaseAnimatorContainerCyclesContinuously() {
        let host = HeadlessHost(PhaseAnimator([0.0, 1.0]) { opacity in
            Color.blue.frame(width: 10, height: 10).opacity(opacity).testID("dot")
        } animation: { _ in .linear(duration: 0.5) })
        var opacity: [Int: Double] = [:]
        stepFrames(host, 1...90) { k, _ in opacity[k] = host.displayList.item(withID: "dot")!.opacity }
        #expect(approx(opacity[15]!, 0.5) && approx(opacity[30]!, 1))
        #expect(approx(opacity[45]!, 0.5) && approx(opacity[60]!, 0))
        #expect(approx(opacity[75]!, 0.5))
    }

    @Test func phaseAnimatorContainerRunsOneCyclePerTrigger() {
        struct Tapped: View {
            @State var count = 0
            var body: some View {
                PhaseAnimator([0.0, 50.0], trigger: count) { x in
                    Color.blue.frame(width: 10, height: 10).offset(x: x).testID("box")
                } animation: { _ in .linear(duration: 0.5) }
                .onTapGesture { count += 1 }
            }
        }
        let host = HeadlessHost(Tapped())
        stepFrames(host, 1...30)
        #expect(approx(boxX(host), 0) && host.runningAnimationCount == 0)
        #expect(host.tap(id: "box"))
        var x: [Int: Double] = [:]
        stepFrames(host, 31...120) { k, _ in x[k] = boxX(host) }
        #expect(approx(x[45]!, 25) && approx(x[60]!, 50) && approx(x[75]!, 25) && approx(x[90]!, 0))
        #expect(approx(x[120]!, 0) && host.runningAnimationCount == 0)
    }
}
}
