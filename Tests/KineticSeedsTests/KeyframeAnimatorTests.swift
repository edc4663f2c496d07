import Foundation
import Testing
@testable import Kinetic
@testable import KineticSeeds
import KineticTestSupport

/// Records the values a keyframe animator hands its `keyframes` closure.
final class ValueRecorder {
    var values: [Double] = []
    func note(_ value: Double) -> Double { values.append(value); return value }
}

/// A box moved horizontally by a triggered keyframe animator from `initial`; taps change the trigger.
private struct TriggeredKeyframeView<Path: Keyframes>: View where Path.Value == Double {
    var initial = 0.0
    /// Notes every value handed to the content closure.
    var shown = ValueRecorder()
    @KeyframesBuilder<Double> let keyframes: (Double) -> Path
    @State private var count = 0

    var body: some View {
        Color.red.frame(width: 20, height: 20).testID("box")
            .keyframeAnimator(initialValue: initial, trigger: count) { content, x in
                content.offset(x: shown.note(x))
            } keyframes: { x in
                keyframes(x)
            }
            .onTapGesture { count += 1 }
    }
}

/// A box moved by a repeating keyframe animator; taps toggle `repeating`.
private struct RepeatingKeyframeView<Path: Keyframes>: View where Path.Value == Double {
    @KeyframesBuilder<Double> let keyframes: (Double) -> Path
    @State var isRepeating: Bool

    var body: some View {
        Color.red.frame(width: 20, height: 20).testID("box")
            .keyframeAnimator(initialValue: 0.0, repeating: isRepeating) { content, x in
                content.offset(x: x)
            } keyframes: { x in
                keyframes(x)
            }
            .onTapGesture { isRepeating.toggle() }
    }
}

private func boxX(_ host: HeadlessHost) -> Double { Double(drawnOffset(host, "box").x) }

/// Two properties; `b` starts far from zero, so a position taken for a velocity would show.
private struct TwoValues { var a = 0.0; var b = 50.0 }

/// A triggered animator on `TwoValues`, the box offset by (a, b): a run that starts with `a` at 0
/// moves `a` 0 → 100 linearly over 1 s; any later run moves only `b`, by a cubic to `b + 100`
/// over 1 s. The initial value is `initial`; `shown` notes every `b` handed to the content.
private struct SwitchingTrackView: View {
    var initial = TwoValues()
    var shown = ValueRecorder()
    @State private var count = 0

    var body: some View {
        Color.red.frame(width: 20, height: 20).testID("box")
            .keyframeAnimator(initialValue: initial, trigger: count) { content, value in
                content.offset(x: value.a, y: shown.note(value.b))
            } keyframes: { value in
                KeyframeTrack(value.a == 0 ? \.a : \.b) {
                    if value.a == 0 {
                        LinearKeyframe(100.0, duration: 1)
                    } else {
                        CubicKeyframe(value.b + 100, duration: 1)
                    }
                }
            }
            .onTapGesture { count += 1 }
    }
}

extension ViewLayerTests {
@Suite struct KeyframeAnimatorTests {
    /// What the seed's content closure draws for `value`, without an animator.
    private func reference(_ value: AnimatorSeeds.AnimationValues) -> Transform2D {
        drawnTransform(HeadlessHost(AnimatorSeeds.KeyframeReferenceView(value: value)))
    }

    @Test func seedFourTrackEmojiDrawsTheTimelineAtEveryFrame() {
        let host = HeadlessHost(AnimatorSeeds.KeyframeAnimationView(emoji: "🐶"))
        #expect(approxTransform(drawnTransform(host), reference(AnimatorSeeds.AnimationValues())), "the initial value before any trigger")
        stepFrames(host, 1...30)
        #expect(host.runningAnimationCount == 0)
        let tapTime = host.time
        #expect(host.tap(id: "emoji"))
        let timeline = AnimatorSeeds.seedKeyframeTimeline()
        let end = 30 + Int((timeline.duration * 60).rounded(.up))
        var checked = 0, worst = 0.0
        var sawPeak = false, sawWiggle = false
        stepFrames(host, 31...(end + 30)) { k, t in
            let value = timeline.value(time: t - tapTime)
            if value.verticalOffset < -40 { sawPeak = true }
            if abs(value.angle.degrees) > 10 { sawWiggle = true }
            guard k % 2 == 0 || k > end else { return }
            let drawn = drawnTransform(host), expected = reference(value)
            for d in [drawn.a - expected.a, drawn.b - expected.b, drawn.c - expected.c, drawn.d - expected.d, drawn.tx - expected.tx, drawn.ty - expected.ty] {
                worst = max(worst, abs(Double(d)))
            }
            checked += 1
        }
        #expect(checked > 60)
        #expect(worst < 1e-9, "the drawn transform is the content closure applied to timeline.value(time:) (worst \(worst))")
        #expect(sawPeak && sawWiggle, "jump and wiggle happened")
        #expect(host.runningAnimationCount == 0, "the run ends")
        #expect(approxTransform(drawnTransform(host), reference(timeline.value(time: timeline.duration))), "and holds the final value")
    }

    @Test func triggerReplaysFromTheEndValue() {
        let received = ValueRecorder()
        let host = HeadlessHost(TriggeredKeyframeView { x in LinearKeyframe(received.note(x) + 100, duration: 1) })
        stepFrames(host, 1...30)
        #expect(approx(boxX(host), 0) && received.values.isEmpty, "nothing plays before the trigger changes")
        #expect(host.tap(id: "box"))  // t = 0.5
        var x: [Int: Double] = [:]
        stepFrames(host, 31...120) { k, _ in x[k] = boxX(host) }
        #expect(approx(x[45]!, 25) && approx(x[60]!, 50) && approx(x[90]!, 100) && approx(x[120]!, 100))
        #expect(host.runningAnimationCount == 0)
        #expect(host.tap(id: "box"))  // t = 2: the closure receives the end value of the previous run
        stepFrames(host, 121...210) { k, _ in x[k] = boxX(host) }
        #expect(received.values == [0, 100])
        #expect(approx(x[150]!, 150) && approx(x[180]!, 200) && approx(x[210]!, 200))
    }

    @Test func triggerMidRunContinuesFromTheCurrentValueAndVelocity() {
        let received = ValueRecorder()
        let host = HeadlessHost(TriggeredKeyframeView { x in
            SpringKeyframe(received.note(x) + 100, duration: 1, spring: .smooth)
        })
        #expect(host.tap(id: "box"))  // t = 0
        stepFrames(host, 1...24)     // t = 0.4
        let first = KeyframeTimeline(initialValue: 0.0) { SpringKeyframe(100, duration: 1, spring: .smooth) }
        let now = host.time
        #expect(approx(boxX(host), first.value(time: now)))
        let before = boxX(host)
        #expect(host.tap(id: "box"))
        #expect(approx(boxX(host), before), "no jump when the new run starts")
        let value = first.value(time: now), velocity = first.velocity(time: now)[\.self]
        #expect(received.values.count == 2 && approx(received.values[1], value), "keyframes receive the value on screen")
        #expect(velocity > 10, "the first run was moving")
        let second = KeyframeTimeline(initialValue: value, initialVelocity: _KeyframeVelocity(moving: velocity, resting: 0)) {
            SpringKeyframe(value + 100, duration: 1, spring: .smooth)
        }
        let atRest = KeyframeTimeline(initialValue: value) { SpringKeyframe(value + 100, duration: 1, spring: .smooth) }
        var worst = 0.0, fromRest = 0.0
        stepFrames(host, 25...120) { _, t in
            worst = max(worst, abs(boxX(host) - second.value(time: t - now)))
            fromRest = max(fromRest, abs(boxX(host) - atRest.value(time: t - now)))
        }
        #expect(worst < 1e-9, "the second run is the timeline started from the current value and velocity")
        #expect(fromRest > 0.5, "which differs from starting at rest")
    }

    @Test func repeatingLoopsTheTimeline() {
        let host = HeadlessHost(RepeatingKeyframeView(keyframes: { _ in
            LinearKeyframe(100.0, duration: 0.5)
            LinearKeyframe(40.0, duration: 0.5)
        }, isRepeating: true))
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(100.0, duration: 0.5)
            LinearKeyframe(40.0, duration: 0.5)
        }
        var worst = 0.0
        stepFrames(host, 1...250) { _, t in
            let local = t - (t / 1).rounded(.down)
            worst = max(worst, abs(boxX(host) - timeline.value(time: local)))
        }
        #expect(worst < 1e-9, "loop after loop: value(time: t mod duration)")
        #expect(host.runningAnimationCount > 0, "still looping")
    }

    @Test func repeatingFalseShowsTheStartAndTogglingStartsAndStops() {
        let host = HeadlessHost(RepeatingKeyframeView(keyframes: { _ in
            MoveKeyframe(30.0)
            LinearKeyframe(90.0, duration: 1)
        }, isRepeating: false))
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            MoveKeyframe(30.0)
            LinearKeyframe(90.0, duration: 1)
        }
        stepFrames(host, 1...30)
        #expect(approx(boxX(host), timeline.value(time: 0)) && host.runningAnimationCount == 0, "not repeating: the beginning of the timeline")
        #expect(host.tap(id: "box"))  // t = 0.5: repeating
        let start = host.time
        var worst = 0.0
        stepFrames(host, 31...150) { _, t in
            let local = (t - start) - ((t - start) / 1).rounded(.down)
            worst = max(worst, abs(boxX(host) - timeline.value(time: local)))
        }
        #expect(worst < 1e-9)
        #expect(host.tap(id: "box"))  // stop
        stepFrames(host, 151...160)
        #expect(approx(boxX(host), timeline.value(time: 0)) && host.runningAnimationCount == 0, "stopped, back at the beginning")
    }

    @Test func aPropertyTheInterruptedRunDidNotAnimateStartsAtRest() {
        let host = HeadlessHost(SwitchingTrackView())
        #expect(host.tap(id: "box"))  // t = 0: a 0 → 100 over 1 s, b still at 50
        stepFrames(host, 1...24)      // t = 0.4: a = 40, moving at 100/s
        #expect(approx(Double(drawnOffset(host, "box").x), 40) && approx(Double(drawnOffset(host, "box").y), 50))
        #expect(host.tap(id: "box"))  // the new run animates b only, from 50 at rest (not at 50/s)
        var y: [Int: Double] = [:], x: [Int: Double] = [:]
        stepFrames(host, 25...84) { k, _ in
            y[k] = Double(drawnOffset(host, "box").y)
            x[k] = Double(drawnOffset(host, "box").x)
        }
        // Hermite 50 → 150 over 1 s with both tangents 0: 50 + 100·(3u² − 2u³).
        #expect(approx(y[30]!, 50 + 100 * (3 * 0.01 - 2 * 0.001)), "u = 0.1: 52.8, got \(y[30]!)")
        #expect(approx(y[39]!, 65.625), "u = 0.25: 50 + 100·(3/16 − 2/64), got \(y[39]!)")
        #expect(approx(y[54]!, 100) && approx(y[84]!, 150))
        #expect(approx(x[30]!, 40) && approx(x[84]!, 40), "a, which no track animates now, stays put")
    }

    @Test func aNonFiniteInitialValueIsNeverDrawn() {
        // (The offset itself would draw NaN as 0: the values handed to the content are checked.)
        let shown = ValueRecorder()
        let host = HeadlessHost(SwitchingTrackView(initial: TwoValues(a: 0, b: .nan), shown: shown))
        stepFrames(host, 1...10)
        #expect(!shown.values.isEmpty && shown.values.allSatisfy { $0 == 0 }, "before the first trigger, b is 0: \(shown.values)")
        #expect(host.tap(id: "box"))  // a run on a: b, untouched, stays 0
        stepFrames(host, 11...40)
        #expect(host.tap(id: "box"))  // a run on b, from 0: 0 → 100
        stepFrames(host, 41...110)
        #expect(shown.values.allSatisfy { $0.isFinite }, "after the triggers: \(shown.values.filter { !$0.isFinite }.count) non-finite")
        #expect(approx(shown.values.last!, 100) && approx(Double(drawnOffset(host, "box").y), 100), "b ends at 0 + 100")

        let wholeShown = ValueRecorder()
        let whole = HeadlessHost(TriggeredKeyframeView(initial: .nan, shown: wholeShown) { x in LinearKeyframe(x + 10, duration: 0.5) })
        #expect(wholeShown.values == [0], "a whole-value NaN is drawn as 0: \(wholeShown.values)")
        #expect(whole.tap(id: "box"))
        stepFrames(whole, 1...40)
        #expect(wholeShown.values.allSatisfy { $0.isFinite } && approx(boxX(whole), 10), "and the run goes 0 → 10")
    }

    // MARK: Bad input

    @Test func zeroDurationShowsTheFinalValueWithoutRunning() {
        let triggered = HeadlessHost(TriggeredKeyframeView { _ in MoveKeyframe(50.0) })
        #expect(triggered.tap(id: "box"))
        #expect(approx(boxX(triggered), 50), "at once")
        stepFrames(triggered, 1...30)
        #expect(approx(boxX(triggered), 50) && triggered.runningAnimationCount == 0)

        let repeating = HeadlessHost(RepeatingKeyframeView(keyframes: { _ in MoveKeyframe(50.0) }, isRepeating: true))
        stepFrames(repeating, 1...30)
        #expect(approx(boxX(repeating), 50) && repeating.runningAnimationCount == 0, "a zero-length loop does not spin")
        #expect(!repeating.warnings.contains { $0.contains("rounds") })

        let empty = HeadlessHost(TriggeredKeyframeView { _ in KeyframeTrack(\Double.self) {} })
        #expect(empty.tap(id: "box"))
        stepFrames(empty, 1...10)
        #expect(approx(boxX(empty), 0) && empty.runningAnimationCount == 0, "a track with no keyframes holds its value")
    }

    @Test func nanKeyframeValuesNeverReachTheScreen() {
        let host = HeadlessHost(TriggeredKeyframeView { _ in
            LinearKeyframe(Double.nan, duration: 0.3)
            CubicKeyframe(.infinity, duration: 0.3)
            SpringKeyframe(80.0, duration: Double.nan, spring: .bouncy)
            LinearKeyframe(20.0, duration: -1)
            SpringKeyframe(-.nan, duration: 0.4)
        })
        #expect(host.tap(id: "box"))
        var finite = true
        stepFrames(host, 1...120) { _, _ in
            let item = host.displayList.item(withID: "box")!
            finite = finite && isFinite(item.transform) && item.frame.origin.x.isFinite
        }
        #expect(finite, "no NaN or infinity drawn")
        #expect(host.runningAnimationCount == 0)
    }

    // MARK: The container

    @Test func keyframeAnimatorContainerPlaysOnTriggerAndLoops() {
        struct Tapped: View {
            @State var count = 0
            var body: some View {
                KeyframeAnimator(initialValue: 0.0, trigger: count) { x in
                    Color.blue.frame(width: 10, height: 10).offset(x: x).testID("box")
                } keyframes: { x in
                    LinearKeyframe(x + 60, duration: 0.5)
                }
                .onTapGesture { count += 1 }
            }
        }
        let host = HeadlessHost(Tapped())
        #expect(host.tap(id: "box"))
        stepFrames(host, 1...15)
        #expect(approx(boxX(host), 30))
        stepFrames(host, 16...40)
        #expect(approx(boxX(host), 60) && host.runningAnimationCount == 0)

        let looping = HeadlessHost(KeyframeAnimator(initialValue: 0.0) { x in
            Color.blue.frame(width: 10, height: 10).offset(x: x).testID("box")
        } keyframes: { _ in
            LinearKeyframe(60.0, duration: 0.5)
        })
        var x: [Int: Double] = [:]
        stepFrames(looping, 1...45) { k, _ in x[k] = boxX(looping) }
        #expect(approx(x[15]!, 30) && approx(x[30]!, 0) && approx(x[45]!, 30), "loops: \(x[15]!), \(x[30]!), \(x[45]!)")
    }
}
}
