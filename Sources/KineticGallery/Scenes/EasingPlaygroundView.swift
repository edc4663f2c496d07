import Kinetic
import KineticSeeds

/// seeds/004's easing playground, as written: toggles choose what animates, the picker the easing,
/// and the Toggle button flips the implicit animation's value.
package struct EasingPlaygroundView: View {
    /// Creates the scene.
    package init() {}

    package var body: some View {
        VStack(spacing: 8) {
            SceneCaption(title: "Easing playground",
                         hint: "Switch on what to animate, pick an easing function, then press Toggle")
            easingPlaygroundContentView()
                .frame(width: 460, height: 500)
        }
    }
}
