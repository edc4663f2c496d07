import Foundation
import Kinetic

// The scenarios shared by the benchmarks (package-benchmark) and KineticProfile (callgrind counts).

/// A `scaleEffect` attribute: (width, height) scale and (x, y) anchor.
public typealias ScaleEffect = AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>>

extension ScaleEffect {
    /// Scale 1 about the centre.
    public static var rest: ScaleEffect { .init(.init(1, 1), .init(0.5, 0.5)) }
    /// Scale 1.5 about the centre.
    public static var grown: ScaleEffect { .init(.init(1.5, 1.5), .init(0.5, 0.5)) }
}

/// The animated values of the keyframe article's emoji (seeds/000).
public struct EmojiValues {
    public var scale = 1.0
    public var verticalStretch = 1.0
    public var verticalOffset = 0.0
    public var angle = Angle.zero
    public init() {}
}

/// The four-track, twenty-keyframe emoji timeline of the keyframe article (seeds/000).
public func emojiTimeline() -> KeyframeTimeline<EmojiValues> {
    KeyframeTimeline(initialValue: EmojiValues()) {
        KeyframeTrack(\.scale) {
            LinearKeyframe(1.0, duration: 0.36)
            SpringKeyframe(1.5, duration: 0.8, spring: .bouncy)
            SpringKeyframe(1.0, spring: .bouncy)
        }
        KeyframeTrack(\.verticalOffset) {
            LinearKeyframe(0.0, duration: 0.1)
            SpringKeyframe(20.0, duration: 0.15, spring: .bouncy)
            SpringKeyframe(-60.0, duration: 1.0, spring: .bouncy)
            SpringKeyframe(0.0, spring: .bouncy)
        }
        KeyframeTrack(\.verticalStretch) {
            CubicKeyframe(1.0, duration: 0.1)
            CubicKeyframe(0.6, duration: 0.15)
            CubicKeyframe(1.5, duration: 0.1)
            CubicKeyframe(1.05, duration: 0.15)
            CubicKeyframe(1.0, duration: 0.88)
            CubicKeyframe(0.8, duration: 0.1)
            CubicKeyframe(1.04, duration: 0.4)
            CubicKeyframe(1.0, duration: 0.22)
        }
        KeyframeTrack(\.angle) {
            CubicKeyframe(.zero, duration: 0.58)
            CubicKeyframe(.degrees(16), duration: 0.125)
            CubicKeyframe(.degrees(-16), duration: 0.125)
            CubicKeyframe(.degrees(16), duration: 0.125)
            CubicKeyframe(.zero, duration: 0.125)
        }
    }
}

/// A 1,000-view tree (issue 4): a tap toggles one piece of state that every row reads, under
/// `.bouncy`, so one update re-runs the body and diffs 1,000 rows, and each row then runs two
/// animators (offset and scale).
public struct ThousandRows: View {
    @State private var moved = false
    public init() {}

    public var body: some View {
        VStack(spacing: 0) {
            Color.red.frame(width: 20, height: 20).testID("toggle")
                .onTapGesture { withAnimation(.bouncy) { moved.toggle() } }
            ForEach(0..<1_000, id: \.self) { index in
                Rectangle()
                    .frame(width: 4, height: 1)
                    .offset(x: moved ? CGFloat(index % 50) : 0)
                    .scaleEffect(moved ? 1.5 : 1)
            }
        }
    }
}

/// ``ThousandRows`` with `count` rows (issue 16's growth tables: 10, 1,000 and 10,000 rows). The
/// toggle sits above the rows; ``hostSize(rows:)`` fits them all, so it stays on screen and tappable.
public struct Rows: View {
    @State private var moved = false
    /// The number of rows.
    public let count: Int
    public init(count: Int) { self.count = count }

    public var body: some View {
        VStack(spacing: 0) {
            Color.red.frame(width: 20, height: 20).testID("toggle")
                .onTapGesture { withAnimation(.bouncy) { moved.toggle() } }
            ForEach(0..<count, id: \.self) { index in
                Rectangle()
                    .frame(width: 4, height: 1)
                    .offset(x: moved ? CGFloat(index % 50) : 0)
                    .scaleEffect(moved ? 1.5 : 1)
            }
        }
    }

    /// A host size that shows all `rows` rows and the toggle.
    public static func hostSize(rows: Int) -> CGSize { CGSize(width: 400, height: CGFloat(rows) + 100) }

    /// The animators a toggle starts: a scale for every row, an offset for the rows not at a
    /// multiple of 50 (offset 0 either way).
    public static func animatorCount(rows: Int) -> Int { 2 * rows - (rows + 49) / 50 }
}
