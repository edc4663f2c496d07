import Foundation

/// The way a view changes over time.
///
/// An animation maps the elapsed time and the *delta* being animated (new value − old value) to the
/// part of that delta shown now. Built-in animations are timing curves, simulated springs that
/// merge, closed-form springs that add up, their modifiers (delay, speed, repeat) and custom
/// animations. Equal animations compare equal and hash alike.
@frozen
public struct Animation: Hashable, Sendable {
    @usableFromInline let kind: Kind

    @inlinable init(kind: Kind) { self.kind = kind }

    @usableFromInline
    indirect enum Kind: Hashable, Sendable {
        /// A bezier or circular curve over a duration (seconds).
        case timingCurve(TimingCurveAnimation)
        /// A simulated spring that merges with whatever runs before it.
        case fluidSpring(FluidSpring)
        /// A closed-form spring (`interpolatingSpring`), never merging.
        case spring(ClosedFormSpringAnimation)
        case delay(Animation, Double)
        case speed(Animation, Double)
        case repeating(Animation, count: Int?, autoreverses: Bool)
        case logicallyComplete(Animation, after: Double)
        case custom(AnyCustomAnimation)
    }

    /// Creates an animation from a custom animation.
    public init<A: CustomAnimation>(_ base: A) {
        self.init(kind: .custom(AnyCustomAnimation(base)))
    }

    /// The custom animation this animation wraps, if it is one of that type.
    public func base<A: CustomAnimation>(as type: A.Type) -> A? {
        if case let .custom(box) = kind { return box.base as? A }
        return nil
    }
}

/// A type-erased custom animation: a final class holding the animation as an existential (its
/// requirements are generic; each call opens the existential), so `Animation` stays one word and
/// its `Sendable` conformance is checked by the compiler.
@usableFromInline
final class AnyCustomAnimation: Hashable, Sendable {
    /// The custom animation value itself (what `Animation`'s description and mirror show).
    @usableFromInline let base: any CustomAnimation
    @usableFromInline init(_ base: any CustomAnimation) { self.base = base }

    @usableFromInline func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        base.animate(value: value, time: time, context: &context)
    }
    @usableFromInline func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        base.velocity(value: value, time: time, context: context)
    }
    @usableFromInline func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>) -> Bool {
        base.shouldMerge(previous: previous, value: value, time: time, context: &context)
    }
    @usableFromInline static func == (lhs: AnyCustomAnimation, rhs: AnyCustomAnimation) -> Bool {
        func equals<A: CustomAnimation>(_ left: A) -> Bool { (rhs.base as? A) == left }
        return equals(lhs.base)
    }
    @usableFromInline func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(type(of: base)))
        hasher.combine(base)
    }
    var baseValue: Any { base }
}
