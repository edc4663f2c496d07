import Foundation
import Testing
@testable import KineticCore
import KineticSeeds
import KineticTestMath

/// The four-track emoji timeline of seeds/000 ("Controlling the timing and movements of your
/// animations"), with the article's `AnimationValues` as the stand-in value type.
@Suite("Keyframes: the seed's emoji timeline")
struct KeyframeSeedTests {
    private struct AnimationValues {
        var scale = 1.0
        var verticalStretch = 1.0
        var verticalOffset = 0.0
        var angle = Angle.zero
    }

    /// The tracks exactly as the article writes them (the library's one copy, which the gallery
    /// and the benchmarks use too).
    private func emojiTimeline() -> KeyframeTimeline<AnimationValues> {
        KeyframeTimeline(initialValue: AnimationValues()) { seedEmojiKeyframes(scale: \.scale, verticalStretch: \.verticalStretch, verticalOffset: \.verticalOffset, angle: \.angle) }
    }

    @Test func compilesAndStartsAtTheInitialValue() {
        let value = emojiTimeline().value(time: 0)
        #expect(value.scale == 1)
        #expect(value.verticalStretch == 1)
        #expect(value.verticalOffset == 0)
        #expect(value.angle.radians == 0)
    }

    typealias M = KeyframeMath
    private static let degree = Double.pi / 180

    @Test func durationIsTheLongestTrack() {
        // verticalOffset: 0.1 + 0.15 + 1.0 + the bouncy spring's settling duration; scale is
        // 0.36 + 0.8 + the same; verticalStretch 2.1; angle 1.08.
        #expect(M.isClose(emojiTimeline().duration, 1.25 + M.bouncy.settlingDuration, 1e-9))
    }

    @Test func valuesAtChosenTimes() {
        let timeline = emojiTimeline()
        let angleTangent1 = 16 * Self.degree / 0.705           // (p[2] − p[0]) / (t[2] − t[0])
        let angleTangent2 = (-16 - 0) * Self.degree / (0.83 - 0.58)
        let stretchTangent1 = (0.6 - 1.0) / (0.25 - 0)
        let stretchTangent2 = (1.5 - 1.0) / (0.35 - 0.1)

        let early = timeline.value(time: 0.05)
        #expect(early.scale == 1)
        #expect(early.verticalOffset == 0)
        #expect(M.isClose(early.verticalStretch, 1.02))  // 1 + h11(½)·0.1·(−1.6), by hand
        #expect(M.isClose(early.verticalStretch, M.hermite(1, 1, 0, stretchTangent1, duration: 0.1, at: 0.05)))
        #expect(M.isClose(early.angle.radians, M.hermite(0, 0, 0, angleTangent1, duration: 0.58, at: 0.05)))

        let squash = timeline.value(time: 0.2)
        #expect(squash.scale == 1)
        #expect(M.isClose(squash.verticalOffset, M.bouncy.value(target: 20, initialVelocity: 0, time: 0.1)))
        #expect(M.isClose(squash.verticalStretch, M.hermite(1, 0.6, stretchTangent1, stretchTangent2, duration: 0.15, at: 0.1)))

        let jump = timeline.value(time: 0.5)
        let x1 = M.bouncy.value(target: 20, initialVelocity: 0, time: 0.15)
        let v1 = M.bouncy.velocity(target: 20, initialVelocity: 0, time: 0.15)
        #expect(M.isClose(jump.verticalOffset, x1 + M.bouncy.value(target: -60 - x1, initialVelocity: v1, time: 0.25)))
        #expect(M.isClose(jump.scale, 1 + M.bouncy.value(target: 0.5, initialVelocity: 0, time: 0.14)))

        let wiggle = timeline.value(time: 0.65)
        #expect(M.isClose(wiggle.angle.radians,
                        M.hermite(0, 16 * Self.degree, angleTangent1, angleTangent2, duration: 0.125, at: 0.07)))

        // Past the end every track holds its last keyframe's value: the cubic tracks end on it,
        // and the spring tracks end with a spring without a duration, which holds its target.
        let after = timeline.value(time: 5)
        #expect(M.isClose(after.verticalStretch, 1, 1e-12))
        #expect(M.isClose(after.angle.radians, 0, 1e-12))
        #expect(after.scale == 1)
        #expect(after.verticalOffset == 0)
        let end = timeline.value(time: timeline.duration)
        #expect(end.scale == 1 && end.verticalOffset == 0, "from the end on")
    }

    @Test func velocityIsContinuousAtEveryBoundary() {
        let timeline = emojiTimeline()
        let tracks: [(String, (AnimationValues) -> Double, [Double])] = [
            ("scale", { $0.scale }, [0.36, 1.16]),
            ("verticalOffset", { $0.verticalOffset }, [0.1, 0.25, 1.25]),
            ("verticalStretch", { $0.verticalStretch }, [0.1, 0.25, 0.35, 0.5, 1.38, 1.48, 1.88]),
            ("angle", { $0.angle.radians }, [0.58, 0.705, 0.83, 0.955]),
        ]
        for (name, read, boundaries) in tracks {
            for time in boundaries {
                let (left, right) = M.sidedDerivatives({ read(timeline.value(time: $0)) }, at: time, step: 1e-6)
                #expect(abs(left - right) <= 1e-3 * max(1, abs(left)), "\(name) at \(time): \(left) vs \(right)")
            }
        }
    }
}
