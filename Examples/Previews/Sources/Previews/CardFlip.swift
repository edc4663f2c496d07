import Kinetic

/// A card that turns over on a tap: it rotates half a turn with a snappy spring while its face
/// changes at the halfway point, and lifts (scale and shadow) while it turns.
struct CardFlip: View {
    @State private var flipped = false
    @State private var lifted = false

    var body: some View {
        VStack(spacing: 24) {
            Text("Tap the card").font(.title2)
            ZStack {
                RoundedRectangle(cornerRadius: 16)
                    .fill(flipped ? Color.indigo : Color.orange)
                    .frame(width: 160, height: 220)
                Text(flipped ? "🂡" : "🃏").font(.system(size: 72))
            }
            .rotationEffect(.degrees(flipped ? 180 : 0))
            .scaleEffect(lifted ? 1.12 : 1)
            .shadow(color: .black.opacity(0.3), radius: lifted ? 16 : 4, y: lifted ? 10 : 2)
            .onTapGesture {
                withAnimation(.snappy) { flipped.toggle() }
                withAnimation(.spring(duration: 0.25)) { lifted = true } completion: {
                    withAnimation(.smooth) { lifted = false }
                }
            }
            .testID("card")
        }
    }
}
