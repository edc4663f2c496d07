import Foundation
import Testing
@testable import KineticCore
import KineticTestMath

/// The timeline's analytic velocity (used by the keyframe animator to hand motion on) against
/// central finite differences of its values, and the moving start it enables.
@Suite("Keyframes: velocity")
struct KeyframeVelocityTests {
    typealias M = KeyframeMath

    private func mixedTimeline() -> KeyframeTimeline<Double> {
        KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(2.0, duration: 0.5, timingCurve: .easeInOut)
            CubicKeyframe(5.0, duration: 0.4)
            CubicKeyframe(-1.0, duration: 0.6)
            SpringKeyframe(3.0, duration: 0.7, spring: .bouncy)
            MoveKeyframe(10.0)
            SpringKeyframe(8.0, spring: .snappy)
        }
    }

    /// A velocity of `v` units per second for a timeline animating the whole `Double`.
    private func moving(_ v: Double) -> _KeyframeVelocity<Double> { _KeyframeVelocity(moving: v, resting: 0) }

    @Test func analyticVelocityMatchesFiniteDifferences() {
        let timeline = mixedTimeline()
        let h = 1e-6
        for time in stride(from: 0.05, to: timeline.duration, by: 0.09) {
            let numeric = (timeline.value(time: time + h) - timeline.value(time: time - h)) / (2 * h)
            #expect(M.isClose(timeline.velocity(time: time)[\.self], numeric, 1e-4), "at \(time)")
        }
    }

    @Test func velocityIsZeroOutsideTheTimeline() {
        let timeline = mixedTimeline()
        #expect(timeline.velocity(time: -1)[\.self] == 0)
        #expect(timeline.velocity(time: timeline.duration + 1)[\.self] == 0)
        #expect(timeline.velocity(time: .nan)[\.self] == 0)
    }

    @Test func aMovingStartFeedsTheFirstCubicAndSpring() {
        // A fresh cubic starts with the initial velocity instead of 0.
        let cubic = KeyframeTimeline(initialValue: 0.0, initialVelocity: moving(3)) {
            CubicKeyframe(1.0, duration: 1)
        }
        for s in [0.2, 0.5, 0.8] {
            #expect(M.isClose(cubic.value(time: s), KeyframeMath.hermite(0, 1, 3, 0, duration: 1, at: s)))
        }
        let spring = KeyframeTimeline(initialValue: 1.0, initialVelocity: moving(-4)) {
            SpringKeyframe(2.0, duration: 1, spring: .bouncy)
        }
        #expect(M.isClose(spring.value(time: 0.3),
                        1 + KeyframeMath.bouncy.value(target: 1, initialVelocity: -4, time: 0.3)))
        #expect(M.isClose(spring.velocity(time: 0)[\.self], -4, 1e-9))
    }

    // MARK: Hand-off at linear boundaries

    @Test func linearThenCubicStartsTheCubicWithTheLinearVelocity() {
        // The linear 0 → 10 over 1 s moves at 10/s; the moving start (−5/s) does not change a
        // linear segment, so the cubic 10 → 12 over 1 s starts at 10/s and ends at rest.
        let timeline = KeyframeTimeline(initialValue: 0.0, initialVelocity: moving(-5)) {
            LinearKeyframe(10.0, duration: 1)
            CubicKeyframe(12.0, duration: 1)
        }
        // u = ½: h00 = h01 = ½, h10 = ⅛, h11 = −⅛ → ½·10 + ⅛·1·10 + ½·12 = 12.25.
        #expect(M.isClose(timeline.value(time: 1.5), 12.25))
        #expect(M.isClose(timeline.value(time: 1.25), M.hermite(10, 12, 10, 0, duration: 1, at: 0.25)))
        let (left, right) = M.sidedDerivatives({ timeline.value(time: $0) }, at: 1)
        #expect(M.isClose(left, 10, 1e-6) && M.isClose(right, 10, 1e-6), "\(left) vs \(right)")
    }

    /// The end slope of `.easeIn` (0.42, 0)(1, 1): both first derivatives vanish at t = 1
    /// (x′ = 3(1 − x2) = 0, y′ = 3(1 − y2) = 0), so the slope is the ratio of the second ones,
    /// 6(1 − 2·y2 + y1) / 6(1 − 2·x2 + x1) = −6 / −3.48 = 1/0.58. The start slope of `.easeOut`
    /// (0, 0)(0.58, 1) is the same by symmetry: 6(y2 − 2·y1) / 6(x2 − 2·x1) = 1/0.58.
    private static let easedSlope = 1 / 0.58

    @Test func easeInLinearHandsItsLimitingEndSlopeToACubic() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(1.0, duration: 0.5, timingCurve: .easeIn)
            CubicKeyframe(2.0, duration: 0.5)
        }
        let m0 = Self.easedSlope * 1 / 0.5  // ≈ 3.448/s, where velocity(at: 1) = 1 would give 2/s
        for s in [0.1, 0.25, 0.4] {
            #expect(M.isClose(timeline.value(time: 0.5 + s), M.hermite(1, 2, m0, 0, duration: 0.5, at: s)), "at \(s)")
        }
        #expect(M.isClose(timeline.velocity(time: 0.5)[\.self], m0, 1e-9))
        // The eased side is y(x) ≈ 1 − (1 − x)/0.58 + O((1 − x)^1.5), not smooth at the end: a
        // coarser step and a few per cent of tolerance (the kink was 42 %).
        let (left, right) = M.sidedDerivatives({ timeline.value(time: $0) }, at: 0.5, step: 1e-3)
        #expect(M.isClose(left, m0, 0.03) && M.isClose(right, m0, 0.03), "\(left) vs \(right), \(m0)")
    }

    @Test func easeOutLinearStartsAtItsLimitingSlopeAndEndsAtRest() {
        // The cubic before the eased linear ends with the linear's start velocity, (1/0.58)·1/0.5;
        // `.easeOut` ends flat ((1 − y2)/(1 − x2) = 0), so the last cubic starts at rest.
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            CubicKeyframe(1.0, duration: 0.5)
            LinearKeyframe(2.0, duration: 0.5, timingCurve: .easeOut)
            CubicKeyframe(3.0, duration: 0.5)
        }
        let m = Self.easedSlope * 1 / 0.5
        for s in [0.1, 0.25, 0.4] {
            #expect(M.isClose(timeline.value(time: s), M.hermite(0, 1, 0, m, duration: 0.5, at: s)), "first, at \(s)")
            #expect(M.isClose(timeline.value(time: 1 + s), M.hermite(2, 3, 0, 0, duration: 0.5, at: s)), "last, at \(s)")
        }
        let (left, right) = M.sidedDerivatives({ timeline.value(time: $0) }, at: 0.5, step: 1e-3)
        #expect(M.isClose(left, m, 0.03) && M.isClose(right, m, 0.03), "at 0.5: \(left) vs \(right), \(m)")
        let (left1, right1) = M.sidedDerivatives({ timeline.value(time: $0) }, at: 1, step: 1e-3)
        #expect(abs(left1) < 0.1 && abs(right1) < 1e-3, "at 1: \(left1) vs \(right1)")
    }

    // MARK: Velocity of properties no track animates

    private struct Pair { var a = 0.0; var b = 50.0 }

    @Test func propertiesNoTrackAnimatesHaveZeroVelocity() {
        let first = KeyframeTimeline(initialValue: Pair()) {
            KeyframeTrack(\.a) { LinearKeyframe(100.0, duration: 1) }
        }
        let velocity = first.velocity(time: 0.4)
        #expect(velocity[\.a] == 100, "100 over 1 s")
        #expect(velocity[\.b] == 0, "b is 50 but does not move")
        // A timeline started with that velocity that animates b starts b at rest:
        // 50 + 100·(3u² − 2u³), u = ¼ → 50 + 100·(3/16 − 2/64) = 65.625.
        let second = KeyframeTimeline(initialValue: Pair(a: 40), initialVelocity: velocity) {
            KeyframeTrack(\.b) { CubicKeyframe(150.0, duration: 1) }
        }
        #expect(M.isClose(second.value(time: 0.25).b, 65.625))
        #expect(second.value(time: 0.25).a == 40)
    }
}
