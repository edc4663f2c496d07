import Foundation
import Testing
@testable import KineticCore

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

    /// The tracks exactly as the article writes them.
    private func emojiTimeline() -> KeyframeTimeline<AnimationValues> {
        KeyframeTimeline(initialValue: AnimationValues()) {
            KeyframeTrack(\.scale) {
                LinearKeyframe(1.0, duration: 0.36)
                SpringKeyframe(1.5, duration: 0.8, spring: .bouncy)
                SpringKeyframe(1.0, spring: .bouncy)
            }

            KeyframeTrack(\.verticalOffset) {
                LinearKeyframe(0.0, duration: 0.1)
                SpringKeyframe(20.0, duration: 0.15, spring: .bouncy)
                SpringKeyframe(-60.0, duration: 1.0, spring: .bouncy)
                SpringKeyframe(0.0, spring: .bouncy)
            }

            KeyframeTrack(\.verticalStretch) {
                CubicKeyframe(1.0, duration: 0.1)
                CubicKeyframe(0.6, duration: 0.15)
                CubicKeyframe(1.5, duration: 0.1)
                CubicKeyframe(1.05, duration: 0.15)
                CubicKeyframe(1.0, duration: 0.88)
                CubicKeyframe(0.8, duration: 0.1)
                CubicKeyframe(1.04, duration: 0.4)
                CubicKeyframe(1.0, duration: 0.22)
            }

            KeyframeTrack(\.angle) {
                CubicKeyframe(.zero, duration: 0.58)
                CubicKeyframe(.degrees(16), duration: 0.125)
                CubicKeyframe(.degrees(-16), duration: 0.125)
                CubicKeyframe(.degrees(16), duration: 0.125)
                CubicKeyframe(.zero, duration: 0.125)
            }
        }
    }

    @Test func compilesAndStartsAtTheInitialValue() {
        let value = emojiTimeline().value(time: 0)
        #expect(value.scale == 1)
        #expect(value.verticalStretch == 1)
        #expect(value.verticalOffset == 0)
        #expect(value.angle.radians == 0)
    }
}
