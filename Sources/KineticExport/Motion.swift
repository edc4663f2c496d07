import Foundation
import Kinetic

/// What an animation expression does, resolved to the parameters that define its curve: the form
/// the exporters translate. Every factory lands on one of three motions.
package enum Motion: Hashable, Sendable {
    /// A simulated spring that merges (`.spring`, `.smooth`, `.snappy`, `.bouncy`,
    /// `.interactiveSpring`, `.default`): stiffness (2π/response)² capped at 45000, mass 1,
    /// damping 2√k·dampingFraction.
    case fluidSpring(response: Double, dampingFraction: Double, blendDuration: Double)
    /// A closed-form spring (`.interpolatingSpring`) that adds up.
    case spring(Spring, initialVelocity: Double)
    /// A timing curve over a duration (seconds).
    case curve(CurveShape, duration: Double)
    /// Another kind's curve over a duration (seconds), which platforms get as samples of the
    /// animation itself (``AnimationExportForm/sampled(duration:)``).
    case sampled(Animation, duration: Double)

    /// The motion of an animation kind's export form (``Animation/exportForm``): a merging spring
    /// is a simulated spring of the same physics (response 2π√(m/k), damping fraction c/(2√(km))),
    /// an adding one a closed-form spring; `animation` is what a sampled form samples.
    package init(_ form: AnimationExportForm, of animation: Animation) {
        switch form {
        case let .spring(mass, stiffness, damping, velocity, merges):
            if merges {
                self = .fluidSpring(response: 2 * Double.pi * (mass / stiffness).squareRoot(),
                                    dampingFraction: damping / (2 * (stiffness * mass).squareRoot()), blendDuration: 0)
            } else {
                self = .spring(Spring(mass: mass, stiffness: stiffness, damping: damping, allowOverDamping: true), initialVelocity: velocity)
            }
        case let .bezier(x1, y1, x2, y2, duration):
            self = .curve(.bezier(x1: x1, y1: y1, x2: x2, y2: y2), duration: duration)
        case let .sampled(duration):
            self = .sampled(animation, duration: duration)
        }
    }

    /// The Kinetic animation of this motion (the same value the factory that was written builds:
    /// `.spring(duration:bounce:)`, `.smooth`, `.default`… all construct
    /// `.spring(response:dampingFraction:blendDuration:)`).
    package var animation: Animation {
        switch self {
        case let .fluidSpring(response, fraction, blend):
            return .spring(response: response, dampingFraction: fraction, blendDuration: blend)
        case let .spring(spring, velocity):
            return .interpolatingSpring(spring, initialVelocity: velocity)
        case let .curve(shape, duration):
            return .timingCurve(shape.unitCurve, duration: duration)
        case let .sampled(animation, _):
            return animation
        }
    }

    /// The motion as a continuous curve, for sampling: a simulated spring advances in fixed
    /// 1/300 s steps and holds its value between them, so its exact physics (the closed-form spring
    /// of the same mass, stiffness and damping) stands for it; other motions are their animation.
    package var continuousAnimation: Animation {
        guard case .fluidSpring = self, let physics else { return animation }
        return .interpolatingSpring(Spring(mass: physics.mass, stiffness: physics.stiffness, damping: physics.damping,
                                           allowOverDamping: true))
    }

    /// The same motion played `speed` times as fast (what `.speed(_:)` does to it): a spring's
    /// time scales by `speed`, so k·speed², c·speed (a response ÷ speed) and v0·speed; a curve's
    /// duration ÷ speed.
    /// - Parameter speed: a finite positive factor.
    /// - Returns: the faster motion.
    package func played(atSpeed speed: Double) -> Motion {
        guard speed != 1 else { return self }
        switch self {
        case let .fluidSpring(response, fraction, blend):
            return .fluidSpring(response: response / speed, dampingFraction: fraction, blendDuration: blend / speed)
        case let .spring(spring, velocity):
            return .spring(Spring(mass: spring.mass, stiffness: spring.stiffness * speed * speed, damping: spring.damping * speed,
                                  allowOverDamping: true), initialVelocity: velocity * speed)
        case let .curve(shape, duration):
            return .curve(shape, duration: duration / speed)
        case let .sampled(animation, duration):
            return .sampled(animation.speed(speed), duration: duration / speed)
        }
    }

    /// What makes Kinetic end this motion at once (README, "Engine notes": a NaN or infinite
    /// parameter, or a negative duration or response; a `Spring` built from such parameters), as
    /// `name is value`; nil when every parameter is valid. Checked with the rules Kinetic's
    /// initializers apply (``InvalidParameters``).
    /// - Parameter call: the call the motion was read from: a parameter is named as it was written
    ///   there (`.spring(duration: -1)`'s response is its `duration`), else by the motion's name.
    package func invalidParameters(writtenAs call: ExpressionCall? = nil) -> String? {
        let written = call?.labelledNumbers ?? []
        func name(_ value: Double, _ own: String) -> String {
            written.first { $0.value == value }?.label ?? own
        }
        var check = InvalidParameters("")
        switch self {
        case let .curve(_, duration), let .sampled(_, duration):
            check.nonNegative(duration, name(duration, "duration"))
        case let .fluidSpring(response, fraction, blend):
            check.nonNegative(response, name(response, "response"))
            check.finite(fraction, name(fraction, "damping fraction"))
            check.finite(blend, name(blend, "blend duration"))
        case let .spring(spring, velocity):
            if spring.hasInvalidParameter { return "the spring has an invalid parameter" }
            check.finite(velocity, name(velocity, "initial velocity"))
        }
        return check.found ? check.problemList : nil
    }

    /// The physical parameters of a spring motion (mass, stiffness k, damping c); nil for curves.
    ///
    /// For a simulated spring these are SPEC §5's figures: k = min((2π/response)², 45000), m = 1,
    /// c = 2√k·dampingFraction.
    package var physics: (mass: Double, stiffness: Double, damping: Double)? {
        switch self {
        case let .fluidSpring(response, fraction, _):
            let k = min(pow(2 * Double.pi / response, 2), 45000)
            return (1, k, 2 * k.squareRoot() * fraction)
        case let .spring(spring, _):
            return (spring.mass, spring.stiffness, spring.damping)
        case .curve, .sampled:
            return nil
        }
    }
}

/// The shape of a timing curve.
package enum CurveShape: Hashable, Sendable {
    /// A cubic Bézier from (0, 0) to (1, 1) with control points (x1, y1) and (x2, y2).
    case bezier(x1: Double, y1: Double, x2: Double, y2: Double)
    /// `UnitCurve.circularEaseIn`: 1 − √(1 − p²).
    case circularEaseIn
    /// `UnitCurve.circularEaseOut`: √(1 − (1 − p)²).
    case circularEaseOut
    /// `UnitCurve.circularEaseInOut`: the two arcs joined at ½.
    case circularEaseInOut

    /// Kinetic's curve of this shape.
    package var unitCurve: UnitCurve {
        switch self {
        case let .bezier(x1, y1, x2, y2):
            return .bezier(startControlPoint: UnitPoint(x: x1, y: y1), endControlPoint: UnitPoint(x: x2, y: y2))
        case .circularEaseIn: return .circularEaseIn
        case .circularEaseOut: return .circularEaseOut
        case .circularEaseInOut: return .circularEaseInOut
        }
    }
}

/// A modifier applied to an animation, in the order written.
package enum AnimationModifier: Hashable, Sendable {
    /// `.delay(_:)`, seconds.
    case delay(Double)
    /// `.speed(_:)`.
    case speed(Double)
    /// `.repeatCount(_:autoreverses:)`.
    case repeatCount(Int, autoreverses: Bool)
    /// `.repeatForever(autoreverses:)`.
    case repeatForever(autoreverses: Bool)
    /// `.logicallyComplete(after:)`, seconds.
    case logicallyComplete(after: Double)

    /// `animation` with this modifier applied (Kinetic's own modifier method).
    package func apply(to animation: Animation) -> Animation {
        switch self {
        case let .delay(d): return animation.delay(d)
        case let .speed(s): return animation.speed(s)
        case let .repeatCount(n, autoreverses): return animation.repeatCount(n, autoreverses: autoreverses)
        case let .repeatForever(autoreverses): return animation.repeatForever(autoreverses: autoreverses)
        case let .logicallyComplete(after): return animation.logicallyComplete(after: after)
        }
    }
}
