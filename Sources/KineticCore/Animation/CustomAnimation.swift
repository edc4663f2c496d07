import Foundation

/// A type that defines how an animatable value changes over time.
///
/// Use this protocol to create a type that changes an animatable value over time, then wrap it in
/// ``Animation/init(_:)``. Only `animate` is required.
public protocol CustomAnimation: Hashable, Sendable {
    /// Calculates the value of the animation at the specified time.
    /// - Parameters:
    ///   - value: The vector to animate towards (the delta being animated).
    ///   - time: The elapsed time since the start of the animation.
    ///   - context: The animation's context, with state and environment.
    /// - Returns: The current value of the animation, or `nil` if the animation has finished.
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V?

    /// Calculates the velocity of the animation at a specified time (nil by default).
    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V?

    /// Determines whether this animation should merge with a previous animation that is still
    /// running on the same property (false by default: the two then combine additively).
    func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>) -> Bool
}

extension CustomAnimation {
    /// No velocity by default.
    public func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? { nil }

    /// Never merges by default.
    public func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>) -> Bool { false }
}
