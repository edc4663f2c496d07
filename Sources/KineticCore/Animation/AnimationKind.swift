import Foundation

/// One kind of animation, whole in one place: its parameters (the conforming value), its math
/// (``CustomAnimation/animate(value:time:context:)`` and ``CustomAnimation/velocity(value:time:context:)``),
/// its merge rule (``CustomAnimation/shouldMerge(previous:value:time:context:)``), how it prints
/// (`description`) and what export to other platforms needs (``exportForm``).
///
/// Kinetic's own kinds are each one file that conforms: a timing curve (`TimingCurveAnimation.swift`:
/// `linear`, `easeInOut`, `timingCurve`…), a closed-form spring that adds up
/// (`ClosedFormSpringAnimation.swift`: `interpolatingSpring`) and a simulated spring that merges
/// (`FluidSpring.swift`: `spring`, `smooth`, `snappy`, `bouncy`, `default`). ``Animation`` keeps
/// those three as cases that only forward to them, so the per-frame path dispatches without
/// opening an existential; a kind of your own is wrapped with ``Animation/init(_:)`` and is
/// animated, merged, printed and exported the same way:
///
/// ```swift
/// struct Elastic: AnimationKind {
///     var duration: Double
///     func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? { … }
///     var description: String { ".elastic(duration: \(duration))" }
///     var exportForm: AnimationExportForm { .sampled(duration: duration) }
/// }
/// extension Animation { static func elastic(duration: Double) -> Animation { Animation(Elastic(duration: duration)) } }
/// ```
public protocol AnimationKind: CustomAnimation, CustomStringConvertible {
    /// What an exporter needs to write this animation for another platform.
    var exportForm: AnimationExportForm { get }
}
