import Kinetic
import KineticSeeds

/// seeds/003's pausable custom animation: the ball crosses in 3 s under `PausableAnimation`; the
/// Paused switch sets the `animationPaused` environment value it reads through its context.
package struct PausableView: View {
    /// Creates the scene.
    package init() {}

    package var body: some View {
        VStack(spacing: 50) {
            SceneCaption(title: "Pausable custom animation",
                         hint: "Tap the ball or the button, then flip Paused while it moves: context.environment.animationPaused")
            SeedViews.pausableAnimation()
        }
    }
}
