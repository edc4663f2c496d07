import Foundation
import Kinetic
import KineticSeeds

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

/// The four-track, twenty-keyframe emoji timeline of the keyframe article (seeds/000): the
/// library's one copy of its tracks.
public func emojiTimeline() -> KeyframeTimeline<EmojiValues> {
    KeyframeTimeline(initialValue: EmojiValues()) { seedEmojiKeyframes(scale: \.scale, verticalStretch: \.verticalStretch, verticalOffset: \.verticalOffset, angle: \.angle) }
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

/// Animators driven as the scene graph drives its running attributes: through unretained
/// references (`animators` holds them), so that what is measured is the animator's frame and not
/// a retain and a release of each animator by the loop (about 40 instructions an animator).
public struct AnimatorCrowd<Value: VectorArithmetic> {
    /// The animators, in order.
    public let animators: [AttributeAnimator<Value>]
    @usableFromInline let unretained: [Unmanaged<AttributeAnimator<Value>>]

    public init(_ animators: [AttributeAnimator<Value>]) {
        self.animators = animators
        unretained = animators.map { Unmanaged.passUnretained($0) }
    }

    /// One frame of every animator at `time`.
    @inlinable @inline(__always)
    public func update(time: Double) {
        withExtendedLifetime(animators) {
            unretained.withUnsafeBufferPointer { animators in
                for animator in animators { animator._withUnsafeGuaranteedRef { $0.update(time: time) } }
            }
        }
    }
}

/// A counter above 1,000 rows of text: a tap changes the counter's label and nothing else (the
/// counter's own state), so layout has the path to that label to do again, not the 1,000 rows
/// (what a drag of the viewer's timeline does to its interface, in small).
public struct CountedRows: View {
    public init() {}

    public var body: some View {
        VStack(spacing: 0) {
            TapCounter()
            ForEach(0..<1_000, id: \.self) { index in
                Text("row \(index)").frame(width: 120, alignment: .leading).padding(.horizontal, 4)
            }
        }
    }
}

/// The counter: its label grows a digit now and then.
struct TapCounter: View {
    @State private var taps = 0

    var body: some View {
        Text("taps: \(taps)").testID("counter").onTapGesture { taps += 1 }
    }
}
