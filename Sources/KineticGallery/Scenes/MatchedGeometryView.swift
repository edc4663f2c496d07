import Kinetic
import KineticSeeds

/// seeds/004's food lists: `matchedGeometryEffect(id:in:)` carries an item from one list to the
/// other when it is tapped.
package struct MatchedGeometryView: View {
    /// Creates the scene.
    package init() {}

    package var body: some View {
        VStack(spacing: 30) {
            SceneCaption(title: "Matched geometry",
                         hint: "Tap a food: it travels to the other list (matchedGeometryEffect(id:in:))")
            foodListsContentView()
                .frame(width: 640, height: 420)
        }
    }
}
