import Foundation
import Kinetic

/// The platforms an animation can be exported to.
package enum ExportFormat: String, CaseIterable, Sendable {
    /// SwiftUI: the exact expression and a `withAnimation` snippet.
    case swiftui
    /// CSS: `cubic-bezier()` for timing curves, a sampled `linear()` otherwise.
    case css
    /// Jetpack Compose: `spring(dampingRatio, stiffness)` or `tween` with `CubicBezierEasing`.
    case compose
    /// Android views: `SpringForce` stiffness and damping ratio, or a `PathInterpolator`.
    case android
    /// Framer Motion / Motion: `{ type: "spring", stiffness, damping, mass }` or `{ duration, ease }`.
    case framer

    /// The names, comma-separated, for messages.
    package static var names: String { allCases.map(\.rawValue).joined(separator: ", ") }
}

/// An animation in another platform's terms.
package struct AnimationExport: Equatable, Sendable {
    /// The platform.
    package var format: ExportFormat
    /// The code to paste.
    package var code: String
}

/// Why an animation cannot be exported to a platform: the platform cannot express part of it, and
/// exporting the rest would be a different animation. One line.
package struct ExportError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The platform.
    package var format: ExportFormat
    /// What it cannot express and why.
    package var reason: String

    package var description: String { "\(format.rawValue): \(reason)" }
}

extension AnimationExpression {
    /// The animation in `format`'s terms.
    ///
    /// Springs keep their physics (a spring's mass is folded into a unit-mass spring where the
    /// platform has no mass: the same motion), `.speed` is folded into the figures, `.delay` is
    /// exported where the platform has one. Repeats, delays a platform has no place for, and
    /// non-positive speeds are refused with one line saying so.
    /// - Parameter format: the platform.
    /// - Returns: the code.
    /// - Throws: ``ExportError`` naming what the platform cannot express.
    package func export(to format: ExportFormat) throws -> AnimationExport {
        if format == .swiftui {
            return AnimationExport(format: format, code: "// \(self)\n" + Self.swiftUISnippet(lanes: [("", self)]))
        }
        let plan = try ExportPlan(self, format: format)
        let code: String
        switch format {
        case .swiftui: preconditionFailure("handled above")
        case .css: code = try plan.css()
        case .compose: code = try plan.compose()
        case .android: code = try plan.android()
        case .framer: code = try plan.framer()
        }
        return AnimationExport(format: format, code: code)
    }

    /// Several lanes' animations in `format`'s terms, as one piece of code: for SwiftUI one
    /// compilable view whose tap runs every lane's `withAnimation` (exact figures); for the other
    /// platforms each lane's export under a comment naming it.
    /// - Parameters:
    ///   - lanes: each lane's name and expression.
    ///   - format: the platform.
    /// - Returns: the code; lanes a platform cannot express are replaced by a comment saying why.
    package static func export(lanes: [(name: String, expression: AnimationExpression)], to format: ExportFormat) -> String {
        if format == .swiftui { return AnimationExpression.swiftUISnippet(lanes: lanes) }
        let comment = format == .css ? { (text: String) in "/* \(text) */" } : { (text: String) in "// \(text)" }
        return lanes.map { lane in
            do {
                return comment("\(lane.name): \(lane.expression)") + "\n" + (try lane.expression.export(to: format).code)
            } catch {
                return comment("\(lane.name): \(lane.expression) — not exported: \(error)")
            }
        }.joined(separator: "\n\n")
    }
}

extension AnimationExport {
    /// An animation value of any kind (a built-in one, or an ``AnimationKind`` of your own) in
    /// `format`'s terms: SwiftUI gets it in a `withAnimation` call (as it prints), the other
    /// platforms what its kind's ``Animation/exportForm`` gives (springs by their physics, Bézier
    /// curves by their points, other curves sampled into CSS `linear()`).
    /// - Throws: ``ExportError`` naming what the platform cannot express.
    package static func export(_ animation: Animation, to format: ExportFormat) throws -> AnimationExport {
        if format == .swiftui {
            return AnimationExport(format: format, code: "withAnimation(\(animation)) {\n    // your change\n}")
        }
        let plan = try ExportPlan(animation, format: format)
        switch format {
        case .swiftui: preconditionFailure("handled above")
        case .css: return AnimationExport(format: format, code: try plan.css())
        case .compose: return AnimationExport(format: format, code: try plan.compose())
        case .android: return AnimationExport(format: format, code: try plan.android())
        case .framer: return AnimationExport(format: format, code: try plan.framer())
        }
    }
}

/// What every non-SwiftUI export needs: the motion at the written speed, the delay, and the
/// refusals common to all platforms.
struct ExportPlan {
    let format: ExportFormat
    /// The motion with `.speed` folded in.
    let motion: Motion
    /// Seconds before the motion starts.
    let delay: Double

    /// The header comment's text: the expression (or the animation), and what was folded in.
    let origin: String

    init(_ expression: AnimationExpression, format: ExportFormat) throws {
        self.format = format
        origin = "\(expression)" + (expression.speed != 1 ? " (speed folded into the figures)" : "")
        for (modifier, call) in zip(expression.modifiers, expression.modifierCalls) {
            switch modifier {
            case .repeatCount, .repeatForever:
                throw ExportError(format: format, reason: "cannot express \(call): repeats are not exported (SwiftUI ends the last "
                                  + "play by snapping to the new value; export the animation without the repeat and repeat it there)")
            case let .speed(s) where !(s.isFinite && s > 0):
                throw ExportError(format: format, reason: "cannot express \(call): a speed that is not a positive number "
                                  + "makes the animation finish at once")
            case let .delay(d) where !(d.isFinite && d >= 0):
                throw ExportError(format: format, reason: "cannot express \(call): a delay that is negative or not a number "
                                  + "makes the animation finish at once")
            default: break
            }
        }
        // Kinetic ends such an animation at once (with a warning): refused, as a non-positive
        // speed is, rather than exported as a motion the view never shows.
        if let invalid = expression.motion.invalidParameters(writtenAs: expression.base) {
            throw ExportError(format: format, reason: "cannot express \(expression): \(invalid), so Kinetic makes the animation "
                              + "finish at once")
        }
        motion = expression.motion.played(atSpeed: expression.speed)
        delay = expression.delay
    }

    /// Refuses a delay where the platform has no place for one.
    func refuseDelay(_ why: String) throws {
        guard delay == 0 else {
            throw ExportError(format: format, reason: "cannot express a delay of \(delay) s: \(why)")
        }
    }

    /// The plan of an animation value of any kind, from what its kind says export needs
    /// (``Animation/exportForm``).
    /// - Throws: ``ExportError`` when the animation has no export form (a modified or custom
    ///   animation that is not an ``AnimationKind``).
    init(_ animation: Animation, format: ExportFormat) throws {
        guard let form = animation.exportForm else {
            throw ExportError(format: format, reason: "cannot express \(animation): it is modified or is not an AnimationKind "
                              + "(export the expression written in code instead)")
        }
        self.format = format
        origin = "\(animation)"
        motion = Motion(form, of: animation)
        delay = 0
    }

    /// Refuses a motion the platform gets no easing for (a curve only sampled: CSS `linear()` has it).
    func refuseSampled(_ platform: String) throws {
        if case .sampled = motion {
            throw ExportError(format: format, reason: "cannot express \(origin): a curve Kinetic samples has no \(platform) "
                              + "easing; export it to css, whose linear() takes the samples")
        }
    }

    /// The spring figures for a unit-mass platform: stiffness k/m, damping ratio c/(2√(km)).
    /// - Returns: nil for a timing curve.
    var unitMassSpring: (stiffness: Double, dampingRatio: Double, initialVelocity: Double)? {
        guard let physics = motion.physics else { return nil }
        let velocity: Double
        if case let .spring(_, v) = motion { velocity = v } else { velocity = 0 }
        return (physics.stiffness / physics.mass, physics.damping / (2 * (physics.stiffness * physics.mass).squareRoot()), velocity)
    }

    /// Kotlin `Float` literal (`157.91367f`).
    static func kotlin(_ x: Double) -> String { "\(Float(x))f" }

    /// The shortest text that reads back as `x` (`0.42`, `157.91367041742973`, `1`).
    static func exact(_ x: Double) -> String { NumberLiteral(x).text }
}
