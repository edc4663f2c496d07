import Foundation
import Kinetic
import KineticSeeds

/// seeds/000's keyframe emoji: four tracks (scale, vertical offset, vertical stretch, angle) that
/// squash, stretch, jump, grow, wiggle at the peak and settle with a bounce. Tap to play.
package struct KeyframeEmojiView: View {
    /// Creates the scene.
    package init() {}

    package var body: some View {
        VStack(spacing: 40) {
            SceneCaption(title: "Keyframe animator",
                         hint: "Tap the dog: KeyframeTrack(\\.scale), (\\.verticalOffset), (\\.verticalStretch), (\\.angle)")
            // Room above for the jump (60 points, scaled) and the growth to 1.5×.
            SeedViews.keyframeAnimation(emoji: "🐶")
                .testID("emoji")
                .scaleEffect(1.6)
                .frame(height: 220)
                .padding(.top, 110)
            Text(String(format: "timeline duration %.2f s (the longest track's)", SeedViews.keyframeTimelineDuration))
                .font(.callout)
                .foregroundColor(.gray)
        }
    }
}
