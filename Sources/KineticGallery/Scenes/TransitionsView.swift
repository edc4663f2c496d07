import Kinetic

/// seeds/004, transitions: tapping the button inserts or removes five cards, each with its own
/// transition, inside `withAnimation(.spring(duration: 0.6, bounce: 0.25))`; removed cards stay
/// drawn until their removal transition ends.
package struct TransitionsView: View {
    @State private var show = true

    /// Creates the scene.
    package init() {}

    private static let cards: [(String, Color, AnyTransition)] = [
        ("opacity", .blue, .opacity),
        ("scale", .orange, .scale),
        ("slide", .green, .slide),
        ("move(.bottom)", .purple, .move(edge: .bottom)),
        ("asymmetric", .pink, .asymmetric(insertion: .move(edge: .leading), removal: .scale.combined(with: .opacity))),
    ]

    package var body: some View {
        VStack(spacing: 36) {
            SceneCaption(title: "Transitions", hint: "Tap the button: withAnimation { show.toggle() }, each card with its .transition(_:)")
            HStack(spacing: 12) {
                ForEach(0..<Self.cards.count, id: \.self) { index in
                    ZStack {
                        if show {
                            RoundedRectangle(cornerRadius: 14)
                                .fill(Self.cards[index].1)
                                .frame(width: 140, height: 110)
                                .overlay { Text(Self.cards[index].0).font(.callout).foregroundColor(.white) }
                                .transition(Self.cards[index].2)
                        }
                    }
                    .frame(width: 140, height: 110)
                }
            }
            Button(show ? "Hide the cards" : "Show the cards") {
                withAnimation(.spring(duration: 0.6, bounce: 0.25)) { show.toggle() }
            }
            .font(.title3)
            .testID("toggle")
        }
    }
}
