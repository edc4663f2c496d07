import Foundation
import Testing
@testable import KineticCore

/// The timeline's analytic velocity (used by the keyframe animator to hand motion on) against
/// central finite differences of its values, and the moving start it enables.
@Suite("Keyframes: velocity")
struct KeyframeVelocityTests {
    typealias M = KeyframeMath

    private func mixedTimeline(initialVelocity: Double? = nil) -> KeyframeTimeline<Double> {
        KeyframeTimeline(initialValue: 0.0, initialVelocity: initialVelocity) {
            LinearKeyframe(2.0, duration: 0.5, timingCurve: .easeInOut)
            CubicKeyframe(5.0, duration: 0.4)
            CubicKeyframe(-1.0, duration: 0.6)
            SpringKeyframe(3.0, duration: 0.7, spring: .bouncy)
            MoveKeyframe(10.0)
            SpringKeyframe(8.0, spring: .snappy)
        }
    }

    @Test func analyticVelocityMatchesFiniteDifferences() {
        let timeline = mixedTimeline()
        let h = 1e-6
        for time in stride(from: 0.05, to: timeline.duration, by: 0.09) {
            let numeric = (timeline.value(time: time + h) - timeline.value(time: time - h)) / (2 * h)
            #expect(M.isClose(timeline.velocity(time: time), numeric, 1e-4), "at \(time)")
        }
    }

    @Test func velocityIsZeroOutsideTheTimeline() {
        let timeline = mixedTimeline()
        #expect(timeline.velocity(time: -1) == 0)
        #expect(timeline.velocity(time: timeline.duration + 1) == 0)
        #expect(timeline.velocity(time: .nan) == 0)
    }

    @Test func aMovingStartFeedsTheFirstCubicAndSpring() {
        // A fresh cubic starts with the initial velocity instead of 0.
        let cubic = KeyframeTimeline(initialValue: 0.0, initialVelocity: 3.0) {
            CubicKeyframe(1.0, duration: 1)
        }
        for s in [0.2, 0.5, 0.8] {
            #expect(M.isClose(cubic.value(time: s), KeyframeMath.hermite(0, 1, 3, 0, duration: 1, at: s)))
        }
        let spring = KeyframeTimeline(initialValue: 1.0, initialVelocity: -4.0) {
            SpringKeyframe(2.0, duration: 1, spring: .bouncy)
        }
        #expect(M.isClose(spring.value(time: 0.3),
                        1 + KeyframeMath.bouncy.value(target: 1, initialVelocity: -4, time: 0.3)))
        #expect(M.isClose(spring.velocity(time: 0), -4, 1e-9))
    }
}
