import Foundation
import Kinetic
import KineticViewer

/// Every scene of the gallery, in the order the number keys select them: `PreviewScene`s, as a
/// user's own previews are.
@MainActor package enum GalleryCatalog {
    /// The scenes.
    package static var scenes: [PreviewScene] {
        [
            PreviewScene("Merge vs additive lab", name: "lab") { MergeLabView() },
            PreviewScene("Spring slice: scale 1 ↔ 1.5 under .bouncy", name: "spring-slice") { SpringSliceView() },
            PreviewScene("Emoji bounce with completion (seeds/000)", name: "emoji-bounce") { EmojiBounceView() },
            PreviewScene("Phase animators (seeds/000)", name: "phase-animators") { PhaseAnimatorsView() },
            PreviewScene("Keyframe emoji (seeds/000)", name: "keyframes") { KeyframeEmojiView() },
            PreviewScene("Pet avatar: scale, shadow, avatarTapped (seeds/002)", name: "pet-avatar") { PetAvatarView() },
            PreviewScene("Binding animation: the truck toggle (seeds/003)", name: "binding-animation") { BindingAnimationView() },
            PreviewScene("Podium: animatable layout along the arc (seeds/002)", name: "podium") { PodiumView() },
            PreviewScene("Easing playground (seeds/004)", name: "easing-playground") { EasingPlaygroundView() },
            PreviewScene("Transitions (seeds/004)", name: "transitions") { TransitionsView() },
            PreviewScene("Matched geometry: food between lists (seeds/004)", name: "matched-geometry") { MatchedGeometryView() },
            PreviewScene("Marching ants (seeds/004)", name: "marching-ants") { MarchingAntsView() },
            PreviewScene("Custom elastic animation (seeds/003)", name: "elastic") { ElasticAnimationView() },
            PreviewScene("Pausable custom animation (seeds/003)", name: "pausable") { PausableView() },
            PreviewScene("TimelineView and Canvas: a clock and a Lissajous trail", name: "timeline-clock") { TimelineClockView() },
        ]
    }

    /// The scene called `name`, if any.
    package static func scene(named name: String) -> PreviewScene? {
        scenes.first { $0.name == name }
    }

    /// The names, comma-separated, for error messages.
    package static var names: String { scenes.map(\.name).joined(separator: ", ") }
}
