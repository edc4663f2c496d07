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
        case let .timingCurve(animation):
            let curve = animation.curve, duration = animation.duration
            if case let .bezier(x1, y1, x2, y2) = curve.storage {
                return BezierAnimation(duration: duration, curve: UnitCurve.CubicSolver(x1: x1, y1: y1, x2: x2, y2: y2))
            }
            return UnitCurveAnimation(duration: duration, curve: curve)
        case let .fluidSpring(s):
            if s.isDefaultAnimation { return DefaultAnimation() }
            return FluidSpringAnimation(response: s.response, dampingFraction: s.dampingFraction, blendDuration: s.blendDuration)
        case let .spring(animation):
            let spring = animation.spring
            return SpringAnimation(mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping,
                                   initialVelocity: _Velocity(valuePerSecond: animation.initialVelocity))
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

// The bases below exist to be reflected: their names and stored properties are SwiftUI's.

/// `Animation.default`'s base.
struct DefaultAnimation {}

/// A cubic bezier timing curve over a duration.
struct BezierAnimation {
    var duration: Double
    var curve: UnitCurve.CubicSolver
}

/// A non-bezier timing curve (the circular curves) over a duration.
struct UnitCurveAnimation {
    var duration: Double
    var curve: UnitCurve
}

/// The simulated spring of `spring(response:dampingFraction:blendDuration:)` and the presets.
struct FluidSpringAnimation {
    var response: Double
    var dampingFraction: Double
    var blendDuration: Double
}

/// The closed-form spring of `interpolatingSpring`.
struct SpringAnimation {
    var mass: Double
    var stiffness: Double
    var damping: Double
    var initialVelocity: _Velocity<Double>
}

/// A velocity, per second (how SwiftUI stores a spring's initial velocity).
struct _Velocity<Value> {
    var valuePerSecond: Value
}

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

extension UnitCurve {
    /// A bezier as SwiftUI stores it for an animation: the coefficients of x(t) = ((ax·t + bx)·t + cx)·t
    /// and of y(t) alike, computed as SwiftUI does (so `.linear` prints ax −2, bx 3, cx 0).
    struct CubicSolver {
        var ax: Double, bx: Double, cx: Double
        var ay: Double, by: Double, cy: Double

        init(x1: Double, y1: Double, x2: Double, y2: Double) {
            cx = 3 * x1
            bx = 3 * (x2 - x1) - cx
            ax = 1 - cx - bx
            cy = 3 * y1
            by = 3 * (y2 - y1) - cy
            ay = 1 - cy - by
        }
    }
}
