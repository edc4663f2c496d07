import Foundation
import Testing
@testable import KineticCore
import KineticTestMath

/// Bad input never traps and never produces NaN (README, "Engine notes"; issue 6).
@Suite("Keyframes: bad input")
struct KeyframeBadInputTests {
    typealias M = KeyframeMath

    struct Values {
        var a = 1.0
        var b = 2.0
    }

    private func expectFinite(_ timeline: KeyframeTimeline<Double>, _ comment: Comment? = nil) {
        for t in [-1.0, 0, 0.1, 0.5, 1, 2, 10, .nan, .infinity, -.infinity] {
            #expect(timeline.value(time: t).isFinite, comment)
        }
        for p in [0.0, 0.5, 1, .nan] {
            #expect(timeline.value(progress: p).isFinite, comment)
        }
    }

    @Test func emptyTrackAndEmptyTimeline() {
        let empty = KeyframeTimeline(initialValue: Values()) {
            KeyframeTrack(\.a) {}
        }
        #expect(empty.duration == 0)
        #expect(empty.value(time: 1).a == 1)
        #expect(empty.value(progress: 0.5).b == 2)
        let bare = KeyframeTimeline(initialValue: 3.0) {}
        #expect(bare.duration == 0)
        #expect(bare.value(time: 0) == 3)
        expectFinite(bare)
    }

    @Test func negativeNaNAndInfiniteDurationsCountAsZero() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(5.0, duration: -1)          // a jump to 5
            CubicKeyframe(6.0, duration: .nan)         // a jump to 6
            LinearKeyframe(8.0, duration: 1)
            SpringKeyframe(9.0, duration: .infinity)   // a jump to 9
        }
        #expect(timeline.duration == 1)
        #expect(timeline.value(time: 0) == 6)
        #expect(M.isClose(timeline.value(time: 0.5), 7))
        #expect(timeline.value(time: 1) == 9)
        expectFinite(timeline)
    }

    @Test func zeroTotalDuration() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(5.0, duration: 0)
            CubicKeyframe(6.0, duration: 0)
        }
        #expect(timeline.duration == 0)
        #expect(timeline.value(progress: 0.5) == 6)
        expectFinite(timeline)
    }

    @Test func nanTargetsHoldThePreviousValue() {
        let timeline = KeyframeTimeline(initialValue: 1.0) {
            LinearKeyframe(3.0, duration: 1)
            CubicKeyframe(.nan, duration: 1)
            SpringKeyframe(.infinity, duration: 1, spring: .bouncy)
            LinearKeyframe(5.0, duration: 1)
        }
        #expect(timeline.duration == 4)
        expectFinite(timeline)
        #expect(M.isClose(timeline.value(time: 3), 3, 1e-6))
        #expect(M.isClose(timeline.value(time: 3.5), 4, 1e-6))
    }

    @Test func nanVelocitiesAreAutomatic() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            CubicKeyframe(1.0, duration: 1, startVelocity: .nan, endVelocity: .infinity)
            SpringKeyframe(2.0, duration: 1, startVelocity: .nan)
        }
        expectFinite(timeline)
    }

    @Test func nanInitialValueStartsFromZero() {
        let timeline = KeyframeTimeline(initialValue: Double.nan) {
            LinearKeyframe(4.0, duration: 1)
        }
        #expect(timeline.value(time: 0) == 0)
        #expect(M.isClose(timeline.value(time: 0.5), 2))
        expectFinite(timeline)
    }

    @Test func vanishinglyShortAndHugeDurationsStayFinite() {
        let subnormal = Double.leastNonzeroMagnitude * 2_000  // about 1e-320
        let tiny = KeyframeTimeline(initialValue: 0.0) {
            CubicKeyframe(1.0, duration: subnormal)
            CubicKeyframe(2.0, duration: subnormal)
            CubicKeyframe(3.0, duration: 1)
            LinearKeyframe(4.0, duration: subnormal)
            SpringKeyframe(5.0, duration: subnormal, spring: .bouncy)
        }
        expectFinite(tiny)
        let huge = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(1.0, duration: 1e308)
            CubicKeyframe(2.0, duration: 1e308)
        }
        expectFinite(huge)
    }
}
