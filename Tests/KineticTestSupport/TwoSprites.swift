import Kinetic

/// Two sprites for the inspector's tests: an emoji that grows under `.bouncy` (a spring: a second
/// tap merges) and a card, a view of the test's own, that turns a quarter under an ease-in-out of 0.5 s.
package struct TwoSprites: View {
    @State private var big = false
    @State private var turned = false

    package init() {}

    package var body: some View {
        HStack(spacing: 40) {
            Text("🐶").scaleEffect(big ? 1.5 : 1)
                .onTapGesture { withAnimation(.bouncy) { big.toggle() } }
            Card(turned: turned)
                .onTapGesture { withAnimation(.easeInOut(duration: 0.5)) { turned.toggle() } }
        }
    }
}

/// The card of ``TwoSprites``: a rectangle that turns.
package struct Card: View {
    var turned: Bool
    package var body: some View {
        Rectangle().frame(width: 60, height: 40).rotationEffect(.degrees(turned ? 90 : 0))
    }
}
