import Kinetic
import KineticSeeds

/// seeds/000's phase animators side by side: the continuous two-phase emoji, the triggered one, the
/// one with a per-phase animation, and the three-phase emoji. Tap an emoji to run its cycle.
package struct PhaseAnimatorsView: View {
    /// Creates the scene.
    package init() {}

    package var body: some View {
        VStack(spacing: 60) {
            SceneCaption(title: "Phase animators",
                         hint: "The first cycles forever; tap the others: each tap runs one cycle back to the first phase")
            HStack(alignment: .bottom, spacing: 4) {
                column("continuous", "no trigger: forever") {
                    SeedViews.continuousPhases(emoji: "🤩")
                }
                column("trigger", "trigger: likeCount") {
                    SeedViews.triggeredPhases(emoji: "👍")
                }
                column("animation by phase", "phase ? .bouncy : .default") {
                    SeedViews.bouncyPhases(emoji: "🎉")
                }
                column("three phases", "initial → move → scale") {
                    SeedViews.threePhases(emoji: "🚀")
                }
            }
        }
    }

    private func column(_ title: String, _ code: String, @ViewBuilder content: () -> some View) -> some View {
        VStack(spacing: 14) {
            content().frame(height: 150, alignment: .bottom)
            Text(title).font(.headline)  // "animation by phase" on one line in its 190 points
            Text(code).font(.caption).foregroundColor(.gray)
        }
        .frame(width: 190)
    }
}
