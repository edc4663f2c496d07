import Foundation
import Testing
@testable import Kinetic
import KineticTestSupport

/// A view with its own state, to check that animators keep the identity of what they modify.
private struct TapCounter: View {
    @State private var taps = 0

    var body: some View {
        Text("taps \(taps)")
            .testID("counter")
            .onTapGesture { taps += 1 }
    }
}

/// A keyframe animator whose trigger changes inside `withAnimation`.
private struct AnimatedTrigger: View {
    @State private var count = 0

    var body: some View {
        Color.red.frame(width: 10, height: 10).testID("dot")
            .keyframeAnimator(initialValue: 0.0, trigger: count) { content, x in
                content.offset(x: x)
            } keyframes: { x in
                LinearKeyframe(x + 100, duration: 1)
            }
            .onTapGesture { withAnimation(.linear(duration: 5)) { count += 1 } }
    }
}

/// Animated views that a toggle removes and brings back.
private struct Removable: View {
    @State private var isShown = true

    var body: some View {
        VStack {
            if isShown {
                Color.red.frame(width: 10, height: 10).testID("dot")
                    .phaseAnimator([0.0, 1.0]) { content, opacity in
                        content.opacity(opacity)
                    }
                    .keyframeAnimator(initialValue: 0.0) { content, x in
                        content.offset(x: x)
                    } keyframes: { _ in
                        LinearKeyframe(10.0, duration: 0.3)
                    }
            }
            Color.blue.frame(width: 40, height: 20).testID("toggle")
                .onTapGesture { isShown.toggle() }
        }
    }
}

extension ViewLayerTests {
@Suite struct AnimatorLifecycleTests {
    @Test func phaseAnimatorKeepsTheModifiedViewsState() {
        let host = HeadlessHost(TapCounter().phaseAnimator([0.0, 30.0]) { content, x in
            content.offset(x: x)
        } animation: { _ in .linear(duration: 0.2) })
        for k in [5, 17, 29] {
            stepFrames(host, (k - 4)...k)
            #expect(host.tap(id: "counter"))
        }
        stepFrames(host, 30...60)
        #expect(host.displayList.item(withID: "counter")?.text == "taps 3", "the content kept its state through the phases")
        #expect(host.runningAnimationCount > 0)
    }

    @Test func keyframeAnimatorKeepsTheModifiedViewsState() {
        let host = HeadlessHost(TapCounter().keyframeAnimator(initialValue: 0.0) { content, x in
            content.offset(x: x)
        } keyframes: { _ in
            LinearKeyframe(30.0, duration: 0.25)
            LinearKeyframe(0.0, duration: 0.25)
        })
        for k in [5, 17, 29] {
            stepFrames(host, (k - 4)...k)
            #expect(host.tap(id: "counter"))
        }
        stepFrames(host, 30...40)
        #expect(host.displayList.item(withID: "counter")?.text == "taps 3", "the content kept its state through the frames")
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(30.0, duration: 0.25)
            LinearKeyframe(0.0, duration: 0.25)
        }
        #expect(approx(Double(drawnOffset(host, "counter").x), timeline.value(time: host.time - 0.5), 1e-9), "still on the loop's clock")
    }

    @Test func removingAnimatedViewsMidRunStopsEverything() {
        let host = HeadlessHost(Removable())
        stepFrames(host, 1...10)
        #expect(host.runningAnimationCount > 0)
        #expect(host.tap(id: "toggle"))  // removed mid-phase and mid-loop
        stepFrames(host, 11...120)
        #expect(host.displayList.item(withID: "dot") == nil)
        #expect(host.runningAnimationCount == 0, "nothing keeps running for a removed animator")
        #expect(host.warnings.isEmpty, "\(host.warnings)")
        #expect(host.tap(id: "toggle"))  // back: a fresh animator starts again
        stepFrames(host, 121...130)
        #expect(host.displayList.item(withID: "dot") != nil && host.runningAnimationCount > 0)
    }

    @Test func animationsDisabledAboveMakePhasesJumpOncePerFrameWithoutSpinning() {
        let disabled = HeadlessHost(Color.red.frame(width: 10, height: 10).testID("box")
            .phaseAnimator([0.0, 10.0, 20.0]) { content, x in content.offset(x: x) }
            .transaction { $0.disablesAnimations = true })
        #expect(approx(Double(drawnOffset(disabled, "box").x), 10))
        stepFrames(disabled, 1...12) { k, _ in
            #expect(approx(Double(drawnOffset(disabled, "box").x), Double((k + 1) % 3) * 10), "frame \(k)")
        }
        #expect(disabled.warnings.isEmpty, "\(disabled.warnings)")

        let removed = HeadlessHost(Color.red.frame(width: 10, height: 10).testID("box")
            .phaseAnimator([0.0, 10.0, 20.0]) { content, x in content.offset(x: x) }
            .transaction { $0.animation = nil })
        stepFrames(removed, 1...12) { k, _ in
            #expect(approx(Double(drawnOffset(removed, "box").x), Double((k + 1) % 3) * 10), "frame \(k)")
        }

        // An animation set from above replaces the phase's, as it would edit any transaction.
        let replaced = HeadlessHost(Color.red.frame(width: 10, height: 10).testID("box")
            .phaseAnimator([0.0, 100.0]) { content, x in content.offset(x: x) }
            .transaction { $0.animation = .linear(duration: 0.5) })
        stepFrames(replaced, 1...15)
        #expect(approx(Double(drawnOffset(replaced, "box").x), 50))
    }

    @Test func keyframeClockRunsWhenAnimationsAreDisabledAbove() {
        let host = HeadlessHost(Color.red.frame(width: 10, height: 10).testID("box")
            .keyframeAnimator(initialValue: 0.0) { content, x in content.offset(x: x) } keyframes: { _ in
                LinearKeyframe(100.0, duration: 1)
            }
            .transaction { $0.disablesAnimations = true; $0.animation = nil })
        stepFrames(host, 1...30)
        #expect(approx(Double(drawnOffset(host, "box").x), 50), "keyframes play on the clock, not on transactions")
    }

    @Test func keyframeContentThatChangesStructureWithTheValueKeepsTheModifiedView() {
        let host = HeadlessHost(Color.red.frame(width: 10, height: 10).testID("dot")
            .keyframeAnimator(initialValue: 0.0) { content, x in
                if x > 50 { content.opacity(0.5).offset(x: x) } else { content.offset(x: x) }
            } keyframes: { _ in
                LinearKeyframe(100.0, duration: 1)
            })
        stepFrames(host, 1...45) { k, t in
            let item = host.displayList.item(withID: "dot")
            #expect(item != nil, "frame \(k): the modified view is drawn in both branches")
            if let item { #expect(approx(item.opacity, t * 100 > 50 ? 0.5 : 1)) }
        }
        #expect(host.warnings.isEmpty, "\(host.warnings)")
    }

    @Test func aTriggerChangedInsideWithAnimationStillPlaysTheTimelineExactly() {
        let host = HeadlessHost(AnimatedTrigger())
        #expect(host.tap(id: "dot"))
        let timeline = KeyframeTimeline(initialValue: 0.0) { LinearKeyframe(100.0, duration: 1) }
        var worst = 0.0
        stepFrames(host, 1...90) { _, t in
            worst = max(worst, abs(Double(drawnOffset(host, "dot").x) - timeline.value(time: t)))
        }
        #expect(worst < 1e-9, "the content takes the keyframe values, not the trigger's animation")
    }
}
}
