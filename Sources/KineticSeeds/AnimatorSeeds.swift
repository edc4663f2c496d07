import Foundation
import Kinetic

// The phase and keyframe samples of seeds/000 ("Controlling the timing and movements of your
// animations"), compiled with only the import changed. `EmojiView` is the stand-in for the
// article's app-specific view. The article gives two different views the name
// `TwoPhaseAnimationView`; each lives in its own namespace here so both compile as written.

enum AnimatorSeeds {
    /// Stand-in for the article's `EmojiView`: the emoji as large text, named "emoji" for the tests.
    struct EmojiView: View {
        var emoji: String

        var body: some View {
            Text(emoji)
                .font(.system(size: 75))
                .testID("emoji")
        }
    }

    enum ContinuousSample {
        struct TwoPhaseAnimationView: View {
            var emoji: String

            var body: some View {
                EmojiView(emoji: emoji)
                    .phaseAnimator([false, true]) { content, phase in
                        content.offset(y: phase ? -40.0 : 0.0)
                    }
            }
        }
    }

    enum TriggeredSample {
        struct TwoPhaseAnimationView: View {
            var emoji: String
            @State private var likeCount = 1

            var body: some View {
                EmojiView(emoji: emoji)
                    .phaseAnimator([false, true], trigger: likeCount) { content, phase in
                        content.offset(y: phase ? -40.0 : 0.0)
                    }
                    .onTapGesture {
                        likeCount += 1
                    }
            }
        }
    }

    enum BouncySample {
        struct TwoPhaseAnimationView: View {
            var emoji: String
            @State private var likeCount = 1

            var body: some View {
                EmojiView(emoji: emoji)
                    .phaseAnimator([false, true], trigger: likeCount) { content, phase in
                        content.offset(y: phase ? -40.0 : 0.0)
                    } animation: { phase in
                        phase ? .bouncy : .default
                    }
                    .onTapGesture {
                        likeCount += 1
                    }
            }
        }
    }

    private enum AnimationPhase: CaseIterable {
        case initial
        case move
        case scale

        var verticalOffset: Double {
            switch self {
                case .initial: 0
                case .move, .scale: -64
            }
        }

        var scaleEffect: Double {
            switch self {
                case .initial: 1
                case .move, .scale: 1.5
            }
        }
    }

    struct ThreePhaseAnimationView: View {
        var emoji: String
        @State private var likeCount = 1

        var body: some View {
            EmojiView(emoji: emoji)
                .phaseAnimator(AnimationPhase.allCases, trigger: likeCount) { content, phase in
                    content
                        .scaleEffect(phase.scaleEffect)
                        .offset(y: phase.verticalOffset)
                } animation: { phase in
                    switch phase {
                        case .initial: .smooth
                        case .move: .easeInOut(duration: 0.3)
                        case .scale: .spring(duration: 0.3, bounce: 0.7)
                    }
                }
                .onTapGesture {
                    likeCount += 1
                }
        }
    }

    struct AnimationValues {
        var scale = 1.0
        var verticalStretch = 1.0
        var verticalOffset = 0.0
        var angle = Angle.zero
    }

    struct KeyframeAnimationView: View {
        var emoji: String
        @State private var likeCount = 1

        var body: some View {
            EmojiView(emoji: emoji)
                .keyframeAnimator(
                    initialValue: AnimationValues(),
                    trigger: likeCount
                ) { content, value in
                    content
                        .rotationEffect(value.angle)
                        .scaleEffect(value.scale)
                        .scaleEffect(y: value.verticalStretch)
                        .offset(y: value.verticalOffset)
                } keyframes: { _ in
                    AnimatorSeeds.seedKeyframes()
                }
                .onTapGesture {
                    likeCount += 1
                }
        }
    }

    /// The seed's four tracks, exactly as the article writes them (the one copy, shared with the
    /// tests and benchmarks): the seed view's `keyframes:` closure and the standalone timeline below
    /// both use them.
    static func seedKeyframes() -> some Keyframes<AnimationValues> {
        seedEmojiKeyframes(scale: \.scale, verticalStretch: \.verticalStretch, verticalOffset: \.verticalOffset, angle: \.angle)
    }

    /// The seed's four tracks as a standalone timeline, for the tests to evaluate.
    static func seedKeyframeTimeline(from value: AnimationValues = AnimationValues()) -> KeyframeTimeline<AnimationValues> {
        KeyframeTimeline(initialValue: value) { seedKeyframes() }
    }

    /// The seed's content closure applied to fixed values, without any animator: the reference for
    /// what the keyframe view must draw at a given value.
    struct KeyframeReferenceView: View {
        var value: AnimationValues

        var body: some View {
            EmojiView(emoji: "🐶")
                .rotationEffect(value.angle)
                .scaleEffect(value.scale)
                .scaleEffect(y: value.verticalStretch)
                .offset(y: value.verticalOffset)
        }
    }
}
