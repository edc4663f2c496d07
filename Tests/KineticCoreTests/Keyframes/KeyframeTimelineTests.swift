import Foundation
import Testing
@testable import KineticCore
import KineticTestMath

/// Timeline values at chosen times, derived by hand from SPEC §8's rules.
@Suite("Keyframes: timeline values")
struct KeyframeTimelineTests {
    typealias M = KeyframeMath

    // MARK: Linear

    @Test func linearInterpolatesAndHolds() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(10.0, duration: 2)
        }
        #expect(timeline.duration == 2)
        #expect(M.isClose(timeline.value(time: 0.5), 2.5))
        #expect(M.isClose(timeline.value(time: 2), 10))
        #expect(timeline.value(time: 3) == 10, "holds the last value past the end")
        #expect(timeline.value(time: -1) == 0, "holds the start before 0")
        #expect(M.isClose(timeline.value(progress: 0.25), 2.5))  // time 0.5
    }

    @Test func linearFollowsItsTimingCurve() {
        let timeline = KeyframeTimeline(initialValue: 2.0) {
            LinearKeyframe(6.0, duration: 1, timingCurve: .easeInOut)
        }
        // easeInOut is point-symmetric about (0.5, 0.5): halfway in time is halfway in value.
        #expect(M.isClose(timeline.value(time: 0.5), 4, 1e-6))
        // It starts slowly: a quarter of the way in time is less than a quarter of the way.
        #expect(timeline.value(time: 0.25) < 3)
        #expect(timeline.value(time: 0.25) > 2)
    }

    @Test func consecutiveLinearKeyframes() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(10.0, duration: 1)
            LinearKeyframe(-10.0, duration: 4)
        }
        #expect(timeline.duration == 5)
        #expect(M.isClose(timeline.value(time: 1), 10))
        #expect(M.isClose(timeline.value(time: 3), 0))  // 10 + (−20)·(2/4)
    }

    // MARK: Cubic (Catmull-Rom)

    @Test func adjacentCubicsFormACatmullRomSpline() {
        // p = 0, 1, 3, 2 at t = 0, 1, 2, 4.
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            CubicKeyframe(1.0, duration: 1)
            CubicKeyframe(3.0, duration: 1)
            CubicKeyframe(2.0, duration: 2)
        }
        let m0 = 0.0                    // a fresh timeline starts at rest
        let m1 = (3.0 - 0.0) / (2 - 0)  // (p2 − p0)/(t2 − t0)
        let m2 = (2.0 - 1.0) / (4 - 1)  // (p3 − p1)/(t3 − t1)
        let m3 = 0.0                    // the last cubic keyframe ends at rest
        #expect(timeline.duration == 4)
        #expect(M.isClose(timeline.value(time: 0.5), 0.3125))  // 0.5·1 − 0.125·1.5, worked by hand
        for s in stride(from: 0.0, through: 1.0, by: 0.125) {
            #expect(M.isClose(timeline.value(time: s), M.hermite(0, 1, m0, m1, duration: 1, at: s)))
            #expect(M.isClose(timeline.value(time: 1 + s), M.hermite(1, 3, m1, m2, duration: 1, at: s)))
            #expect(M.isClose(timeline.value(time: 2 + 2 * s), M.hermite(3, 2, m2, m3, duration: 2, at: 2 * s)))
        }
        #expect(timeline.value(time: 4) == 2)
        #expect(timeline.value(time: 9) == 2)
    }

    @Test func cubicVelocityIsContinuousAndMatchesTheTangents() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            CubicKeyframe(1.0, duration: 1)
            CubicKeyframe(3.0, duration: 1)
            CubicKeyframe(2.0, duration: 2)
        }
        let f = { timeline.value(time: $0) }
        for (time, tangent) in [(1.0, 1.5), (2.0, 1.0 / 3)] {
            let (left, right) = M.sidedDerivatives(f, at: time)
            #expect(M.isClose(left, tangent, 1e-5))
            #expect(M.isClose(right, tangent, 1e-5))
        }
        #expect(M.isClose(M.sidedDerivatives(f, at: 1e-9 + 2e-5).right, 0, 1e-3), "starts at rest")
    }

    @Test func explicitCubicVelocities() {
        let timeline = KeyframeTimeline(initialValue: 1.0) {
            CubicKeyframe(2.0, duration: 0.5, startVelocity: 4, endVelocity: -2)
            CubicKeyframe(0.0, duration: 0.5)
        }
        // The second cubic starts with the first one's explicit end velocity.
        let m2end = 0.0
        for s in [0.1, 0.25, 0.4] {
            #expect(M.isClose(timeline.value(time: s), M.hermite(1, 2, 4, -2, duration: 0.5, at: s)))
            #expect(M.isClose(timeline.value(time: 0.5 + s), M.hermite(2, 0, -2, m2end, duration: 0.5, at: s)))
        }
    }

    @Test func cubicBeforeLinearEndsWithTheLinearVelocity() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            CubicKeyframe(5.0, duration: 1)
            LinearKeyframe(15.0, duration: 2)
        }
        let linearVelocity = (15.0 - 5.0) / 2
        #expect(M.isClose(timeline.value(time: 0.6), M.hermite(0, 5, 0, linearVelocity, duration: 1, at: 0.6)))
        #expect(M.isClose(timeline.value(time: 2), 10))
        let (left, right) = M.sidedDerivatives({ timeline.value(time: $0) }, at: 1)
        #expect(M.isClose(left, linearVelocity, 1e-5))
        #expect(M.isClose(right, linearVelocity, 1e-5))
    }

    // MARK: Spring

    @Test func springSegmentIsTheClosedForm() {
        let spring = M.UnderdampedSpring(duration: 0.5, bounce: 0.3)
        let timeline = KeyframeTimeline(initialValue: 2.0) {
            SpringKeyframe(12.0, duration: 1, spring: .bouncy)
        }
        for t in [0.05, 0.1, 0.3, 0.7, 0.99] {
            #expect(M.isClose(timeline.value(time: t), 2 + spring.value(target: 10, initialVelocity: 0, time: t), 1e-9))
        }
    }

    @Test func springWithoutDurationUsesTheSettlingDuration() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            SpringKeyframe(1.0, spring: .bouncy)
        }
        #expect(M.isClose(timeline.duration, M.bouncy.settlingDuration, 1e-9))
    }

    /// `Spring()`: duration 0.5, bounce 0, so critically damped with d = 2π/0.5 = 4π; a unit move
    /// from rest is off its target by (1 + d·t)·e^(−d·t) (SPEC §3, ω = 0).
    private static func criticalOffset(_ t: Double) -> Double {
        let d = 4 * Double.pi
        return (1 + d * t) * exp(-d * t)
    }

    @Test func defaultSpringWithoutDurationUsesTheScannedSettlingDuration() {
        // The scan (t = 0, 0.1, 0.2, …) settles at the first grid time after which the offset stays
        // below 0.001 for over 1 s; the offset only decreases, so that is the first grid time below
        // 0.001: 0.7 gives 9.796·e^(−8.796) ≈ 1.48e-3, 0.8 gives 11.053·e^(−10.053) ≈ 4.77e-4.
        #expect(Self.criticalOffset(0.7) > 0.001 && Self.criticalOffset(0.8) < 0.001)
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            SpringKeyframe(10.0)
        }
        #expect(M.isClose(timeline.duration, 0.8, 1e-12))
        for t in [0.1, 0.3, 0.79] {
            #expect(M.isClose(timeline.value(time: t), 10 * (1 - Self.criticalOffset(t))), "at \(t)")
        }
    }

    @Test func springWithoutDurationHoldsItsTarget() {
        // Settled after 0.8 s, 10·4.77e-4 short of 10; the track then holds the target itself.
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            SpringKeyframe(10.0)
        }
        #expect(M.isClose(timeline.value(time: 0.8 - 1e-9), 10 * (1 - Self.criticalOffset(0.8)), 1e-7))
        #expect(timeline.value(time: 0.8) == 10 && timeline.value(time: 5) == 10)
        // Followed by moves only, still the target before the moves; a spring with a duration
        // holds where it got to.
        let moved = KeyframeTimeline(initialValue: 0.0) {
            SpringKeyframe(10.0)
            MoveKeyframe(3.0)
        }
        #expect(moved.value(time: 5) == 3)
        let timed = KeyframeTimeline(initialValue: 0.0) {
            SpringKeyframe(10.0, duration: 0.3)
        }
        #expect(M.isClose(timed.value(time: 5), 10 * (1 - Self.criticalOffset(0.3))))
        // Followed by another keyframe, the next segment starts where the spring got to.
        let followed = KeyframeTimeline(initialValue: 0.0) {
            SpringKeyframe(10.0)
            LinearKeyframe(20.0, duration: 1)
        }
        #expect(M.isClose(followed.value(time: 0.8), 10 * (1 - Self.criticalOffset(0.8))))
    }

    @Test func springCarriesTheIncomingVelocity() {
        // A linear 0 → 10 over 1 s arrives moving at 10/s; the spring back to 0 starts with it.
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(10.0, duration: 1)
            SpringKeyframe(0.0, duration: 1, spring: .bouncy)
        }
        for s in [0.05, 0.2, 0.5] {
            let expected = 10 + M.bouncy.value(target: -10, initialVelocity: 10, time: s)
            #expect(M.isClose(timeline.value(time: 1 + s), expected))
        }
        let (left, right) = M.sidedDerivatives({ timeline.value(time: $0) }, at: 1)
        #expect(M.isClose(left, 10, 1e-5))
        #expect(M.isClose(right, 10, 1e-4))
    }

    @Test func springCutShortHandsOnItsValueAndVelocity() {
        // The spring to 20 is stopped after 0.15 s, well before it arrives; the next spring starts
        // from where it was, moving as it was.
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            SpringKeyframe(20.0, duration: 0.15, spring: .bouncy)
            SpringKeyframe(-60.0, duration: 1.0, spring: .bouncy)
        }
        let x1 = M.bouncy.value(target: 20, initialVelocity: 0, time: 0.15)
        let v1 = M.bouncy.velocity(target: 20, initialVelocity: 0, time: 0.15)
        #expect(x1 < 20)
        for s in [0.0, 0.1, 0.4] {
            let expected = x1 + M.bouncy.value(target: -60 - x1, initialVelocity: v1, time: s)
            #expect(M.isClose(timeline.value(time: 0.15 + s), expected, 1e-9))
        }
        let f = { timeline.value(time: $0) }
        #expect(M.isClose(f(0.15 - 1e-9), x1, 1e-6), "no jump at the boundary")
        let (left, right) = M.sidedDerivatives(f, at: 0.15, step: 1e-6)
        #expect(M.isClose(left, v1, 1e-3))
        #expect(M.isClose(right, v1, 1e-3))
    }

    @Test func cubicAfterASpringTakesItsEndVelocity() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            SpringKeyframe(10.0, duration: 0.2, spring: .bouncy)
            CubicKeyframe(10.0, duration: 1)
        }
        let x = M.bouncy.value(target: 10, initialVelocity: 0, time: 0.2)
        let v = M.bouncy.velocity(target: 10, initialVelocity: 0, time: 0.2)
        for s in [0.1, 0.5, 0.9] {
            #expect(M.isClose(timeline.value(time: 0.2 + s), M.hermite(x, 10, v, 0, duration: 1, at: s)))
        }
    }

    @Test func cubicBeforeASpringUsesTheCatmullRomTangentThroughTheSpringTarget() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            CubicKeyframe(4.0, duration: 1)
            SpringKeyframe(10.0, duration: 1, spring: .bouncy)
        }
        let tangent = (10.0 - 0.0) / (1 + 1)
        #expect(M.isClose(timeline.value(time: 0.5), M.hermite(0, 4, 0, tangent, duration: 1, at: 0.5)))
        #expect(M.isClose(timeline.value(time: 1.3), 4 + M.bouncy.value(target: 6, initialVelocity: tangent, time: 0.3)))
        let (left, right) = M.sidedDerivatives({ timeline.value(time: $0) }, at: 1)
        #expect(M.isClose(left, tangent, 1e-5))
        #expect(M.isClose(right, tangent, 1e-4))
    }

    @Test func springExplicitStartVelocityOverridesTheIncomingOne() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(1.0, duration: 1)
            SpringKeyframe(2.0, duration: 1, spring: .bouncy, startVelocity: -3)
        }
        #expect(M.isClose(timeline.value(time: 1.25), 1 + M.bouncy.value(target: 1, initialVelocity: -3, time: 0.25)))
    }

    // MARK: Move

    @Test func moveJumpsWithZeroDuration() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(10.0, duration: 1)
            MoveKeyframe(100.0)
            LinearKeyframe(0.0, duration: 1)
        }
        #expect(timeline.duration == 2)
        #expect(M.isClose(timeline.value(time: 0.999), 9.99, 1e-6))
        #expect(timeline.value(time: 1) == 100)
        #expect(M.isClose(timeline.value(time: 1.5), 50))
    }

    @Test func leadingMoveSetsTheStart() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            MoveKeyframe(5.0)
            LinearKeyframe(15.0, duration: 1)
        }
        #expect(timeline.value(time: -1) == 5)
        #expect(timeline.value(time: 0) == 5)
        #expect(M.isClose(timeline.value(time: 0.5), 10))
    }

    @Test func velocityPassesThroughAMove() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(10.0, duration: 1)   // ends moving at 10/s
            MoveKeyframe(0.0)
            SpringKeyframe(0.0, duration: 1, spring: .bouncy)
        }
        // From 0 towards 0 with v0 = 10: x = 10·e^(−ds)·sin(ωs)/ω.
        for s in [0.1, 0.3] {
            let expected = 10 * exp(-M.bouncy.decay * s) * sin(M.bouncy.omega * s) / M.bouncy.omega
            #expect(M.isClose(timeline.value(time: 1 + s), expected))
        }
    }

    @Test func onlyMovesGiveAZeroDurationTimeline() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            MoveKeyframe(3.0)
            MoveKeyframe(7.0)
        }
        #expect(timeline.duration == 0)
        #expect(timeline.value(time: 0) == 7)
        #expect(timeline.value(progress: 0.5) == 7)
        #expect(timeline.value(time: -1) == 7)
    }

    // MARK: Tracks

    struct Values {
        var a = 0.0
        var b = 1.0
        var point = CGPoint.zero
        var untouched = "kept"
    }

    @Test func longestTrackSetsTheDurationAndShorterTracksHold() {
        let timeline = KeyframeTimeline(initialValue: Values()) {
            KeyframeTrack(\.a) { LinearKeyframe(4.0, duration: 1) }
            KeyframeTrack(\.b) { LinearKeyframe(3.0, duration: 3) }
        }
        #expect(timeline.duration == 3)
        let value = timeline.value(time: 2)
        #expect(value.a == 4)
        #expect(M.isClose(value.b, 1 + 2 * 2.0 / 3))
        #expect(value.untouched == "kept")
        #expect(M.isClose(timeline.value(progress: 0.5).b, 2))
    }

    struct Celsius {
        var kelvin = 273.15
        /// A computed property: the track writes it through the key path, not in place.
        var celsius: Double {
            get { kelvin - 273.15 }
            set { kelvin = newValue + 273.15 }
        }
    }

    @Test func tracksCanAnimateComputedProperties() {
        let timeline = KeyframeTimeline(initialValue: Celsius()) {
            KeyframeTrack(\.celsius) { LinearKeyframe(100.0, duration: 2) }
        }
        #expect(M.isClose(timeline.value(time: 1).kelvin, 323.15))
        #expect(M.isClose(timeline.value(time: 5).celsius, 100))
    }

    @Test func laterTracksWinOnTheSameProperty() {
        let timeline = KeyframeTimeline(initialValue: Values()) {
            KeyframeTrack(\.a) { LinearKeyframe(4.0, duration: 1) }
            KeyframeTrack(\.a) { LinearKeyframe(-4.0, duration: 2) }
        }
        #expect(M.isClose(timeline.value(time: 1).a, -2))
    }

    @Test func vectorValuesInterpolatePerComponent() {
        let timeline = KeyframeTimeline(initialValue: Values()) {
            KeyframeTrack(\.point) {
                CubicKeyframe(CGPoint(x: 0, y: 100), duration: 0.3)
                CubicKeyframe(CGPoint(x: 50, y: 0), duration: 0.7)
            }
        }
        // x: p = 0, 0, 50 at t = 0, 0.3, 1; y: p = 0, 100, 0.
        let mx = (50.0 - 0) / 1.0, my = (0.0 - 0) / 1.0
        let p = timeline.value(time: 0.45).point
        #expect(M.isClose(Double(p.x), M.hermite(0, 50, mx, 0, duration: 0.7, at: 0.15)))
        #expect(M.isClose(Double(p.y), M.hermite(100, 0, my, 0, duration: 0.7, at: 0.15)))
    }

    @Test func bareKeyframesAnimateTheWholeValue() {
        // Apple's KeyframeTimeline example: keyframes straight in the timeline.
        let keyframes = KeyframeTimeline(initialValue: CGPoint.zero) {
            CubicKeyframe(.init(x: 0, y: 100), duration: 0.3)
            CubicKeyframe(.init(x: 0, y: 0), duration: 0.7)
        }
        #expect(keyframes.duration == 1)
        let y = Double(keyframes.value(time: 0.15).y)
        #expect(M.isClose(y, M.hermite(0, 100, 0, 0, duration: 0.3, at: 0.15)))  // tangent (0 − 0)/1
        let whole = KeyframeTimeline(initialValue: 1.0) {
            KeyframeTrack { LinearKeyframe(3.0, duration: 1) }
        }
        #expect(M.isClose(whole.value(time: 0.5), 2))
    }

    // MARK: Builders

    struct Hop: KeyframeTrackContent {
        var height: Double
        var body: some KeyframeTrackContent<Double> {
            LinearKeyframe(height, duration: 1)
            LinearKeyframe(0.0, duration: 1)
        }
    }

    struct HopTracks: Keyframes {
        var body: some Keyframes<Values> {
            KeyframeTrack(\.a) { Hop(height: 2) }
            KeyframeTrack(\.b) { LinearKeyframe(5.0, duration: 4) }
        }
    }

    @Test func buildersSupportConditionalsLoopsAndCustomContent() {
        for flag in [true, false] {
            let timeline = KeyframeTimeline(initialValue: 0.0) {
                if flag {
                    LinearKeyframe(1.0, duration: 1)
                } else {
                    LinearKeyframe(-1.0, duration: 2)
                }
            }
            #expect(timeline.value(time: 5) == (flag ? 1 : -1))
        }
        let looped = KeyframeTimeline(initialValue: Values()) {
            KeyframeTrack(\.a) {
                for i in 1...3 {
                    LinearKeyframe(Double(i), duration: 1)
                }
            }
        }
        #expect(looped.duration == 3)
        #expect(M.isClose(looped.value(time: 1.5).a, 1.5))
        let custom = KeyframeTimeline(initialValue: Values()) { HopTracks() }
        #expect(custom.duration == 4)
        #expect(M.isClose(custom.value(time: 1.5).a, 1))
        #expect(M.isClose(custom.value(time: 2).b, 3))  // 1 + (5 − 1)·(2/4)
    }
}
