import Foundation
import Kinetic

/// The seed documents' samples as the gallery shows them. The samples keep their own types as the
/// documents write them (internal to this module, namespaced where two share a name); these are
/// the views and figures other modules take from them.
@MainActor package enum SeedViews {
    /// seeds/000's keyframe sample: the emoji that jumps, stretches and turns when tapped.
    package static func keyframeAnimation(emoji: String) -> some View { AnimatorSeeds.KeyframeAnimationView(emoji: emoji) }
    /// How long seeds/000's keyframe timeline runs (its longest track).
    package static var keyframeTimelineDuration: TimeInterval { AnimatorSeeds.seedKeyframeTimeline().duration }
    /// seeds/000's phase samples: two phases forever, two on each tap, two with a bouncy way up,
    /// and three phases on each tap.
    package static func continuousPhases(emoji: String) -> some View { AnimatorSeeds.ContinuousSample.TwoPhaseAnimationView(emoji: emoji) }
    package static func triggeredPhases(emoji: String) -> some View { AnimatorSeeds.TriggeredSample.TwoPhaseAnimationView(emoji: emoji) }
    package static func bouncyPhases(emoji: String) -> some View { AnimatorSeeds.BouncySample.TwoPhaseAnimationView(emoji: emoji) }
    package static func threePhases(emoji: String) -> some View { AnimatorSeeds.ThreePhaseAnimationView(emoji: emoji) }
    /// The seeds' pausable custom animation (PausableAnimationSample.swift).
    package static func pausableAnimation() -> some View { PausableAnimationView() }
}
