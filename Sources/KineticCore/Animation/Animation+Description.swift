import Foundation

/// How an animation prints, as SwiftUI's does.
///
/// SwiftUI keeps each animation's base (its `CustomAnimation` value) in a type-erased
/// `AnyAnimator`; `description` is the base as Swift reflects it, `debugDescription` wraps the
/// fully qualified base in `AnyAnimator(…)`, and the mirror's one child is the base:
///
/// ```
/// Animation.default.description       // DefaultAnimation()
/// Animation.default.debugDescription  // AnyAnimator(KineticCore.DefaultAnimation())
/// Animation.linear.description        // BezierAnimation(duration: 0.35, curve: KineticCore.UnitCurve.CubicSolver(ax: -2.0, bx: 3.0, cx: 0.0, ay: -2.0, by: 3.0, cy: 0.0))
/// Animation.bouncy.description        // FluidSpringAnimation(response: 0.5, dampingFraction: 0.7, blendDuration: 0.0)
/// ```
/// Kinetic builds the same bases (``DefaultAnimation``-like value types in KineticCore), so the
/// strings differ from SwiftUI's only in the module name. The forms of `DefaultAnimation`,
/// `BezierAnimation` (with the cubic's polynomial coefficients, SwiftUI's artefact) and
/// `FluidSpringAnimation` (`.bouncy`, `.spring(response:dampingFraction:blendDuration:)`,
/// `interactiveSpring()`) are SwiftUI's as printed on iOS 17.
///
/// A modifier (`delay`, `speed`, `repeatCount`, `repeatForever`, `logicallyComplete(after:)`)
/// wraps its animation's base as SwiftUI does: in `InternalCustomAnimationModifiedContent<Base,
/// Modifier>`, whose one field `_base` is a `CustomAnimationModifiedContent(base:modifier:)`, with
/// the modifiers `DelayAnimation(delay:)`, `SpeedAnimation(speed:)`,
/// `RepeatAnimation(repeatCount:autoreverses:)` and `LogicalCompletionModifier(duration:)`; a
/// custom animation's base is wrapped in `CustomAnimationModifiedContent` alone. The closed-form
/// spring is `SpringAnimation(mass:stiffness:damping:initialVelocity:)` with the velocity in a
/// `_Velocity(valuePerSecond:)`. These types and fields are SwiftUI's (its type names appear in
/// heap dumps of apps, e.g. `InternalCustomAnimationModifiedContent<BezierAnimation,
/// RepeatAnimation>`; the fields are those OpenSwiftUI reconstructs from SwiftUICore), and the
/// strings are what Swift's reflection prints for them; no public source shows SwiftUI printing a
/// modified animation, so those strings are derived, not measured.
extension Animation: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// The animation's base as Swift reflects it, e.g. `DefaultAnimation()`.
    public var description: String { String(describing: base) }

    /// The base, fully qualified, in SwiftUI's type-erased box: `AnyAnimator(KineticCore.DefaultAnimation())`.
    public var debugDescription: String { "AnyAnimator(\(String(reflecting: base)))" }

    /// A mirror whose one child, `base`, is the animation's base value.
    public var customMirror: Mirror { Mirror(self, children: ["base": base], displayStyle: .struct) }

    /// The value SwiftUI would keep as this animation's base.
    var base: Any {
        switch kind {
        case let .timingCurve(animation): return animation.reflectedBase
        case let .fluidSpring(spring): return spring.reflectedBase
        case let .spring(spring): return spring.reflectedBase
        case let .delay(base, delay): return Self.modified(base, DelayAnimation(delay: delay))
        case let .speed(base, speed): return Self.modified(base, SpeedAnimation(speed: speed))
        case let .repeating(base, count, autoreverses):
            return Self.modified(base, RepeatAnimation(repeatCount: count, autoreverses: autoreverses))
        case let .logicallyComplete(base, after): return Self.modified(base, LogicalCompletionModifier(duration: after))
        case let .custom(box): return box.baseValue
        }
    }

    /// `animation`'s base with `modifier` applied, typed as SwiftUI types it: a built-in base in
    /// `InternalCustomAnimationModifiedContent`, a custom one in `CustomAnimationModifiedContent`.
    private static func modified<Modifier>(_ animation: Animation, _ modifier: Modifier) -> Any {
        func wrap<Base>(_ base: Base) -> Any {
            let content = CustomAnimationModifiedContent(base: base, modifier: modifier)
            if case .custom = animation.kind { return content }
            return InternalCustomAnimationModifiedContent(_base: content)
        }
        return _openExistential(animation.base, do: wrap)
    }
}

// The bases below exist to be reflected: their names and stored properties are SwiftUI's. Each
// kind's own base is in the kind's file.

/// A modifier applied to an animation's base.
struct CustomAnimationModifiedContent<Base, Modifier> {
    var base: Base
    var modifier: Modifier
}

/// A modifier applied to a built-in animation's base.
struct InternalCustomAnimationModifiedContent<Base, Modifier> {
    var _base: CustomAnimationModifiedContent<Base, Modifier>
}

/// `delay(_:)`.
struct DelayAnimation {
    var delay: Double
}

/// `speed(_:)`.
struct SpeedAnimation {
    var speed: Double
}

/// `repeatCount(_:autoreverses:)` and `repeatForever(autoreverses:)`.
struct RepeatAnimation {
    var repeatCount: Int?
    var autoreverses: Bool
}

/// `logicallyComplete(after:)`.
struct LogicalCompletionModifier {
    var duration: Double
}
