import Kinetic

/// The walking skeleton's slice as a view: a tap toggles the sprite's scale 1 ↔ 1.5 under `.bouncy`;
/// taps while it moves merge, keeping its velocity. The viewer's inspector plots the scale.
package struct SpringSliceView: View {
    var emoji: String
    @State private var enlarged = false

    /// Creates the scene with `emoji` (🐱 by default).
    package init(emoji: String = "🐱") { self.emoji = emoji }

    package var body: some View {
        VStack(spacing: 40) {
            SceneCaption(title: "Spring slice",
                         hint: "Tap the sprite: withAnimation(.bouncy) { scale = scale == 1 ? 1.5 : 1 }; quick taps merge")
            Text(emoji)
                .font(.system(size: 96))
                .scaleEffect(enlarged ? 1.5 : 1)
                .onTapGesture { withAnimation(.bouncy) { enlarged.toggle() } }
                .testID("sprite")
        }
    }
}
