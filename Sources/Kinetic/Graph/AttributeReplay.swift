import Foundation

/// An attribute's animation recorded when it started, merged or combined: a replica of its
/// animator (``AttributeAnimator/replica(springsIn:)``) that, advanced through the frames the graph ran
/// since, gives the same samples the graph would have written, bit for bit. While an inspector
/// holds one, the frame loop writes no sample of the attribute: the inspector works its frames out
/// when it reads them (Benchmarks/README.md, "The inspector records animations").
package class AttributeReplay {
    /// Components per vector (as the attribute's samples have).
    package let componentCount: Int
    /// Whether it runs at all (a replica of an attribute a change stopped does not).
    package let isRunning: Bool
    /// About the bytes it holds.
    package let byteCount: Int
    /// A frame of the replay, reaching its value type's code directly (``sample(at:into:)``).
    typealias Advance = (AttributeReplay, TimeInterval, UnsafeMutablePointer<Double>) -> (animations: Int, running: Bool)
    let advance: Advance

    // All of it worked out when it is made, where its value type is known: asked through this
    // class, a subclass's computed property ran generic code (about 2,000 instructions a call), and
    // an overridden frame 18,000 (Benchmarks/README.md, "The inspector records animations").
    init(componentCount: Int, isRunning: Bool, byteCount: Int, advance: @escaping Advance) {
        self.componentCount = componentCount
        self.isRunning = isRunning
        self.byteCount = byteCount
        self.advance = advance
    }

    /// Advances to the frame at `time` (later than the last asked) and writes its sample — the
    /// model, presentation and velocity components, as the graph's samples lay them out — to
    /// `values` (3 × ``componentCount``).
    /// - Returns: The animations running after the frame, and whether the attribute still runs
    ///   (a frame that returns false is its last: it settled on its model value).
    package final func sample(at time: TimeInterval, into values: UnsafeMutablePointer<Double>) -> (animations: Int, running: Bool) {
        advance(self, time, values)
    }

    /// A replay of its own for another inspector, at the same point (its subclass copies its state).
    package func copy() -> AttributeReplay { preconditionFailure("AttributeReplay is made only as AnimatorReplay") }
}

/// The replay of an ``AnimatedValue`` of type `Value`.
final class AnimatorReplay<Value: VectorArithmetic>: AttributeReplay {
    private var animator: AnimatorReplica<Value>
    private let layout: SampleComponents

    /// A replay of `animator`. Made in code compiled for `Value` (the attribute's `set`), so that
    /// the frame closure formed here is too.
    @inline(__always)
    static func make(_ animator: AnimatorReplica<Value>) -> AnimatorReplay {
        let layout = SampleComponents(Value.self)
        return AnimatorReplay(animator, layout: layout, componentCount: layout.count(of: animator.modelValue),
                              advance: { unsafeDowncast($0, to: AnimatorReplay<Value>.self).frame(at: $1, into: $2) })
    }

    private init(_ animator: AnimatorReplica<Value>, layout: SampleComponents, componentCount: Int, advance: @escaping Advance) {
        self.animator = animator
        self.layout = layout
        super.init(componentCount: componentCount, isRunning: animator.isAnimating, byteCount: animator.byteCount + 48,
                   advance: advance)
    }

    @inline(__always)
    private func frame(at time: TimeInterval, into values: UnsafeMutablePointer<Double>) -> (animations: Int, running: Bool) {
        let running = animator.update(time: time)
        let count = componentCount
        layout.write(animator.modelValue, to: values, count: count)
        layout.write(animator.presentationValue, to: values + count, count: count)
        layout.write(animator.velocity, to: values + 2 * count, count: count)
        return (animator.runningAnimationCount, running)
    }

    // The frame closure `make` formed where `Value` was known serves the copy too.
    override func copy() -> AttributeReplay {
        AnimatorReplay(animator.copy(), layout: layout, componentCount: componentCount, advance: advance)
    }
}

/// A change of how an attribute's frames reach the inspectors that record replays: from the next
/// frame on, its samples are worked out from `replay`, or, when nil, written by the graph (a
/// custom animation; nothing at all once it stopped). A change made during a frame is handed
/// over after that frame.
package struct AttributeReplayChange {
    /// The attribute's id.
    package var attribute: Int
    /// Its replay, or nil.
    package var replay: AttributeReplay?
}
