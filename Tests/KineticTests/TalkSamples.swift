// The seed samples TalkSampleTests drives, with only the import changed and `.testID`s added (public Kinetic
// API, for the tests to find views). Examples/Seeds links this file: it builds as a client package
// in the Swift 6 and Swift 5 language modes.
import Foundation
import Kinetic

// The code samples of WWDC23 "Explore SwiftUI animation" (seeds/002), compiled with only the import
// changed and `Pet` / `Image(pet.type)` stood in for, driven through the headless host.

struct Pet { var type = "cat" }

typealias AvatarScaleData = AnimatablePair<CGSize.AnimatableData, UnitPoint.AnimatableData>
func avatarScale(_ s: CGFloat) -> AvatarScaleData { .init(CGSize(width: s, height: s).animatableData, UnitPoint.center.animatableData) }

// MARK: withAnimation(.bouncy) avatar

struct BouncyAvatar: View {
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
            .testID("avatar")
    }
}

// MARK: the Binding avatars

struct ValueAnimationAvatar: View {
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

struct ScopedAvatar<Content: View>: View {
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
struct UnscopedAvatar<Content: View>: View {
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

struct TransactionKeyAvatar: View {
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

struct ScopedTransactionKeyAvatar<Content: View>: View {
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

struct AvatarTappedKey: TransactionKey {
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
enum PlainToggle {
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
enum DefaultAnimation {
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
enum BouncyValue {
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
struct Poll<Avatar: View>: View {
    @State var selected = false
    var avatar: (Binding<Bool>) -> Avatar

    var body: some View {
        VStack {
            avatar($selected).testID("avatar")
            Text("Select programmatically").onTapGesture { selected.toggle() }.testID("button")
        }
    }
}

