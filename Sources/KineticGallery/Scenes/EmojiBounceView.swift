import Kinetic

/// seeds/000, "Create a simple bounce animation": tapping the emoji moves it up with `.bouncy`;
/// the completion moves it back down with the default animation.
package struct EmojiBounceView: View {
    var emoji: String
    @State private var offset = 0.0
    @State private var bounces = 0

    /// Creates the scene with `emoji` (🐶 by default).
    package init(emoji: String = "🐶") { self.emoji = emoji }

    package var body: some View {
        VStack(spacing: 40) {
            SceneCaption(title: "Emoji bounce with completion",
                         hint: "Tap the emoji: withAnimation(.bouncy) { offset = -40 } completion: { withAnimation { offset = 0 } }")
            Text(emoji)
                .font(.system(size: 120))
                .offset(y: offset)
                .onTapGesture {
                    withAnimation(.bouncy) {
                        offset = -40.0
                    } completion: {
                        bounces += 1
                        withAnimation {
                            offset = 0.0
                        }
                    }
                }
                .testID("emoji")
            Text("completions: \(bounces)").font(.title3).testID("completions")
        }
    }
}
