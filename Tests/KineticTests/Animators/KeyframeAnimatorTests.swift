import Foundation
import Testing
@testable import Kinetic
@testable import KineticGallery

/// Records the values a keyframe animator hands its `keyframes` closure.
final class ValueRecorder {
    var values: [Double] = []
    func note(_ value: Double) -> Double { values.append(value); return value }
}

/// A box moved horizontally by a triggered keyframe animator; taps change the trigger.
private struct TriggeredKeyframeView<Path: Keyframes>: View where Path.Value == Double {
    @KeyframesBuilder<Double> let keyframes: (Double) -> Path
    @State private var count = 0

    var body: some View {
        Color.red.frame(width: 20, height: 20).testID("box")
            .keyframeAnimator(initialValue: 0.0, trigger: count) { content, x in
                content.offset(x: x)
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
