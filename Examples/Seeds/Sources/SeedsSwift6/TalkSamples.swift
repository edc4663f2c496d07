// Copied from Tests/KineticTests/TalkSampleTests.swift (the seed sample, with only the import changed; Kinetic's test ids dropped).
import Foundation
import Kinetic

// The code samples of WWDC23 "Explore SwiftUI animation" (seeds/002), compiled with only the import
// changed and `Pet` / `Image(pet.type)` stood in for, driven through the headless host.

struct Pet { var type = "cat" }

private typealias AvatarScaleData = AnimatablePair<CGSize.AnimatableData, UnitPoint.AnimatableData>
private func avatarScale(_ s: CGFloat) -> AvatarScaleData { .init(CGSize(width: s, height: s).animatableData, UnitPoint.center.animatableData) }

// MARK: withAnimation(.bouncy) avatar

private struct BouncyAvatar: View {
    var pet: Pet
    @State private var selected: Bool = false

    var body: some View {
        Image(pet.type)
            .scaleEffect(selected ? 1.5 : 1.0)
            .onTapGesture {
                withAnimation(.bouncy) {
                    selected.toggle()
                }
            }
    }
}

// MARK: the Binding avatars

private struct ValueAnimationAvatar: View {
    var pet: Pet
    @Binding var selected: Bool

    var body: some View {
        Image(pet.type)
            .shadow(radius: selected ? 12 : 8)
            .animation(.smooth, value: selected)
            .scaleEffect(selected ? 1.5 : 1.0)
            .animation(.bouncy, value: selected)
            .onTapGesture {
                selected.toggle()
            }
    }
}

private struct ScopedAvatar<Content: View>: View {
    var content: Content
    @Binding var selected: Bool

    var body: some View {
        content
            .animation(.smooth) {
                $0.shadow(radius: selected ? 12 : 8)
            }
            .animation(.bouncy) {
                $0.scaleEffect(selected ? 1.5 : 1.0)
            }
            .onTapGesture {
                selected.toggle()
            }
    }
}

/// The unscoped generic avatar: the animation modifiers leak into the child content.
private struct UnscopedAvatar<Content: View>: View {
    var content: Content
    @Binding var selected: Bool

    var body: some View {
        content
            .shadow(radius: selected ? 12 : 8)
            .animation(.smooth, value: selected)
            .scaleEffect(selected ? 1.5 : 1.0)
            .animation(.bouncy, value: selected)
            .onTapGesture {
                selected.toggle()
            }
    }
}

private struct TransactionKeyAvatar: View {
    var pet: Pet
    @Binding var selected: Bool

    var body: some View {
        Image(pet.type)
            .scaleEffect(selected ? 1.5 : 1.0)
            .transaction(value: selected) {
                $0.animation = $0.avatarTapped
                    ? .bouncy : .smooth
            }
            .onTapGesture {
                withTransaction(\.avatarTapped, true) {
                    selected.toggle()
                }
            }
    }
}

private struct ScopedTransactionKeyAvatar<Content: View>: View {
    var content: Content
    @Binding var selected: Bool

    var body: some View {
        content
            .transaction {
                $0.animation = $0.avatarTapped
                    ? .bouncy : .smooth
            } body: {
                $0.scaleEffect(selected ? 1.5 : 1.0)
            }
            .onTapGesture {
                withTransaction(\.avatarTapped, true) {
                    selected.toggle()
                }
            }
    }
}

private struct AvatarTappedKey: TransactionKey {
    static let defaultValue = false
}

extension Transaction {
    var avatarTapped: Bool {
        get { self[AvatarTappedKey.self] }
        set { self[AvatarTappedKey.self] = newValue }
    }
}

// MARK: the avatar without animation, with a bare withAnimation, with .animation(.bouncy, value:)

/// seeds/002, the first avatar: a bare `selected.toggle()`.
private enum PlainToggle {
    struct Avatar: View {
        var pet: Pet
        @State private var selected: Bool = false

        var body: some View {
            Image(pet.type)
                .scaleEffect(selected ? 1.5 : 1.0)
                .onTapGesture {
                    selected.toggle()
                }
        }
    }
}

/// seeds/002, the avatar with `withAnimation { selected.toggle() }` (the default animation).
private enum DefaultAnimation {
    struct Avatar: View {
        var pet: Pet
        @State private var selected: Bool = false

        var body: some View {
            Image(pet.type)
                .scaleEffect(selected ? 1.5 : 1.0)
                .onTapGesture {
                    withAnimation {
                        selected.toggle()
                    }
                }
        }
    }
}

/// seeds/002, the Binding avatar with `.animation(.bouncy, value: selected)`.
private enum BouncyValue {
    struct Avatar: View {
        var pet: Pet
        @Binding var selected: Bool

        var body: some View {
            Image(pet.type)
                .scaleEffect(selected ? 1.5 : 1.0)
                .animation(.bouncy, value: selected)
                .onTapGesture {
                    selected.toggle()
                }
        }
    }
}

/// Owns `selected`; a second control changes it programmatically (no tap on the avatar).
private struct Poll<Avatar: View>: View {
    @State var selected = false
    var avatar: (Binding<Bool>) -> Avatar

    var body: some View {
        VStack {
            avatar($selected)
            Text("Select programmatically").onTapGesture { selected.toggle() }
        }
    }
}

