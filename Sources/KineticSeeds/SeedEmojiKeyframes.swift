import Foundation
import Kinetic

/// The keyframe article's emoji timeline (seeds/000, "Controlling the timing and movements of
/// your animations"): its four tracks (twenty keyframes) exactly as the article writes them, over
/// the given properties of any value type (the key paths name stored properties: a key path
/// through a protocol requirement would be a computed one, several times slower to apply).
///
/// The one copy of the seed's tracks that the gallery, the tests and the benchmarks (another
/// package, hence `public`) share.
@KeyframesBuilder<Values> @inlinable
public func seedEmojiKeyframes<Values>(
    scale: WritableKeyPath<Values, Double>, verticalStretch: WritableKeyPath<Values, Double>,
    verticalOffset: WritableKeyPath<Values, Double>, angle: WritableKeyPath<Values, Angle>
) -> some Keyframes<Values> {
    KeyframeTrack(scale) {
        LinearKeyframe(1.0, duration: 0.36)
        SpringKeyframe(1.5, duration: 0.8, spring: .bouncy)
        SpringKeyframe(1.0, spring: .bouncy)
    }
    KeyframeTrack(verticalOffset) {
        LinearKeyframe(0.0, duration: 0.1)
        SpringKeyframe(20.0, duration: 0.15, spring: .bouncy)
        SpringKeyframe(-60.0, duration: 1.0, spring: .bouncy)
        SpringKeyframe(0.0, spring: .bouncy)
    }
    KeyframeTrack(verticalStretch) {
        CubicKeyframe(1.0, duration: 0.1)
        CubicKeyframe(0.6, duration: 0.15)
        CubicKeyframe(1.5, duration: 0.1)
        CubicKeyframe(1.05, duration: 0.15)
        CubicKeyframe(1.0, duration: 0.88)
        CubicKeyframe(0.8, duration: 0.1)
        CubicKeyframe(1.04, duration: 0.4)
        CubicKeyframe(1.0, duration: 0.22)
    }
    KeyframeTrack(angle) {
        CubicKeyframe(.zero, duration: 0.58)
        CubicKeyframe(.degrees(16), duration: 0.125)
        CubicKeyframe(.degrees(-16), duration: 0.125)
        CubicKeyframe(.degrees(16), duration: 0.125)
        CubicKeyframe(.zero, duration: 0.125)
    }
}
