import Foundation
import Kinetic
import KineticSDL

/// One scene of the gallery: its command-line name, title, and how to make it at a size.
public struct GalleryEntry: Sendable {
    /// The name `kinetic window --scene` and `kinetic record --scene` take ("lab").
    public var name: String
    /// What the scene shows, for `kinetic list` and the scene list.
    public var title: String
    /// Makes a fresh scene of the given size.
    public var make: @Sendable (CGSize) -> CanvasScene
}

/// Every scene the viewer shows, in the order the number keys select them.
public enum GalleryCatalog {
    /// The scenes.
    public static let entries: [GalleryEntry] = [
        GalleryEntry(name: "lab", title: "Merge vs additive lab: .spring merges, .interpolatingSpring adds up") {
            MergeLabScene(size: $0)
        },
        GalleryEntry(name: "spring-slice", title: "Spring slice: scale 1 ↔ 1.5 under .bouncy, with its inspector plot") {
            SpringSliceScene(size: $0)
        },
        GalleryEntry(name: "emoji-bounce", title: "Emoji bounce with completion (seeds/000)") {
            HostedViewScene(EmojiBounceView(), size: $0)
        },
        GalleryEntry(name: "phase-animators", title: "Phase animators: two-phase (continuous, triggered, per-phase) and three-phase (seeds/000)") {
            HostedViewScene(PhaseAnimatorsView(), size: $0)
        },
        GalleryEntry(name: "keyframes", title: "Keyframe emoji: squash, stretch, jump, wiggle, settle (seeds/000)") {
            HostedViewScene(KeyframeEmojiView(), size: $0)
        },
        GalleryEntry(name: "pet-avatar", title: "Pet avatar: scale, shadow and the avatarTapped key (seeds/002)") {
            HostedViewScene(PetAvatarView(), size: $0)
        },
        GalleryEntry(name: "binding-animation", title: "Binding animation: the truck toggle (seeds/003)") {
            HostedViewScene(BindingAnimationView(), size: $0)
        },
        GalleryEntry(name: "podium", title: "Podium: a Layout's animatableData moves pets along the arc (seeds/002)") {
            HostedViewScene(PodiumView(), size: $0)
        },
        GalleryEntry(name: "easing-playground", title: "Easing playground: toggles, picker and an implicit animation (seeds/004)") {
            HostedViewScene(EasingPlaygroundView(), size: $0)
        },
        GalleryEntry(name: "transitions", title: "Transitions: opacity, scale, slide, move, asymmetric (seeds/004)") {
            HostedViewScene(TransitionsView(), size: $0)
        },
        GalleryEntry(name: "matched-geometry", title: "Matched geometry: food moves between two lists (seeds/004)") {
            HostedViewScene(MatchedGeometryView(), size: $0)
        },
        GalleryEntry(name: "marching-ants", title: "Marching ants: dash phase repeating forever (seeds/004)") {
            HostedViewScene(MarchingAntsView(), size: $0)
        },
        GalleryEntry(name: "elastic", title: "Custom elastic animation (seeds/003)") {
            HostedViewScene(ElasticAnimationView(), size: $0)
        },
        GalleryEntry(name: "pausable", title: "Pausable custom animation: the environment pauses it mid-flight (seeds/003)") {
            HostedViewScene(PausableView(), size: $0)
        },
    ]

    /// The entry called `name`, if any.
    public static func entry(named name: String) -> GalleryEntry? {
        entries.first { $0.name == name }
    }

    /// The names, comma-separated, for error messages.
    public static var names: String { entries.map(\.name).joined(separator: ", ") }
}
