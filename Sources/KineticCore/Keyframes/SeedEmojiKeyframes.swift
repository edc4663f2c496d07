import Foundation

/// The values the keyframe article's emoji animates (seeds/000, "Controlling the timing and
/// movements of your animations"): what a type needs for ``seedEmojiKeyframes(_:)``.
///
/// Not API: the one copy of the seed's tracks that the gallery, the tests and the benchmarks
/// (another package, hence SPI rather than `package`) share.
@_spi(Scenarios)
public protocol SeedEmojiValues {
    var scale: Double { get set }
    var verticalStretch: Double { get set }
    var verticalOffset: Double { get set }
    var angle: Angle { get set }
}

/// The seed's four tracks (twenty keyframes), exactly as the article writes them, for any type
/// with the emoji's values.
@_spi(Scenarios)
@KeyframesBuilder<Values>
public func seedEmojiKeyframes<Values: SeedEmojiValues>(_ values: Values.Type = Values.self) -> some Keyframes<Values> {
    KeyframeTrack(\Values.scale) {
        LinearKeyframe(1.0, duration: 0.36)
        SpringKeyframe(1.5, duration: 0.8, spring: .bouncy)
        SpringKeyframe(1.0, spring: .bouncy)
    }
    KeyframeTrack(\Values.verticalOffset) {
        LinearKeyframe(0.0, duration: 0.1)
        SpringKeyframe(20.0, duration: 0.15, spring: .bouncy)
        SpringKeyframe(-60.0, duration: 1.0, spring: .bouncy)
        SpringKeyframe(0.0, spring: .bouncy)
    }
    KeyframeTrack(\Values.verticalStretch) {
        CubicKeyframe(1.0, duration: 0.1)
        CubicKeyframe(0.6, duration: 0.15)
        CubicKeyframe(1.5, duration: 0.1)
        CubicKeyframe(1.05, duration: 0.15)
        CubicKeyframe(1.0, duration: 0.88)
        CubicKeyframe(0.8, duration: 0.1)
        CubicKeyframe(1.04, duration: 0.4)
        CubicKeyframe(1.0, duration: 0.22)
    }
    KeyframeTrack(\Values.angle) {
        CubicKeyframe(.zero, duration: 0.58)
        CubicKeyframe(.degrees(16), duration: 0.125)
        CubicKeyframe(.degrees(-16), duration: 0.125)
        CubicKeyframe(.degrees(16), duration: 0.125)
        CubicKeyframe(.zero, duration: 0.125)
    }
}
