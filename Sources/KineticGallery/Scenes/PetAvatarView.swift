import Kinetic

/// seeds/002, the talk's pet avatar: a tap scales the avatar up with a bigger shadow; the
/// transaction key `avatarTapped` makes taps bouncy while other changes (the button) are smooth.
package struct PetAvatarView: View {
    @State private var selected = false

    /// Creates the scene.
    package init() {}

    package var body: some View {
        VStack(spacing: 50) {
            SceneCaption(title: "Pet avatar: scale, shadow, avatarTapped",
                         hint: "Tap the cat (withTransaction(\\.avatarTapped, true): .bouncy) or the button (.smooth)")
            Image("cat")
                .resizable()
                .frame(width: 120, height: 120)
                .shadow(radius: selected ? 12 : 8, y: selected ? 10 : 4)
                .scaleEffect(selected ? 1.5 : 1.0)
                .transaction(value: selected) {
                    $0.animation = $0.avatarTapped ? .bouncy : .smooth
                }
                .onTapGesture {
                    withTransaction(\.avatarTapped, true) {
                        selected.toggle()
                    }
                }
                .testID("avatar")
            Button(selected ? "Deselect (no tap: .smooth)" : "Select (no tap: .smooth)") { selected.toggle() }
                .font(.title3)
                .testID("button")
        }
    }
}

private struct AvatarTappedKey: TransactionKey {
    static let defaultValue = false
}

extension Transaction {
    /// Whether the update came from a tap on the avatar (the talk's custom transaction key).
    package var avatarTapped: Bool {
        get { self[AvatarTappedKey.self] }
        set { self[AvatarTappedKey.self] = newValue }
    }
}
