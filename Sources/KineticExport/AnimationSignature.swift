import Foundation
import Kinetic

/// A parameter of a factory: its label (nil = unlabelled), what it takes, and its default.
struct Parameter: Sendable {
    enum Kind: String, Sendable { case number = "a number", integer = "an integer", boolean = "true or false",
                        spring = "a Spring", curve = "a UnitCurve", point = "a UnitPoint" }
    let label: String?
    let kind: Kind
    let defaultValue: ResolvedValue?

    init(_ label: String?, _ kind: Kind = .number, _ defaultValue: ResolvedValue? = nil) {
        self.label = label
        self.kind = kind
        self.defaultValue = defaultValue
    }

    /// `label:` or `_:`.
    var spelled: String { (label ?? "_") + ":" }
}

/// An argument's value once resolved.
enum ResolvedValue: Sendable {
    case number(Double)
    case integer(Int)
    case boolean(Bool)
    case spring(Spring)
    case curve(CurveShape)
    case point(Double, Double)

    var number: Double { if case let .number(v) = self { return v } else { preconditionFailure("kind checked") } }
    var integer: Int { if case let .integer(v) = self { return v } else { preconditionFailure("kind checked") } }
    var boolean: Bool { if case let .boolean(v) = self { return v } else { preconditionFailure("kind checked") } }
    var spring: Spring { if case let .spring(v) = self { return v } else { preconditionFailure("kind checked") } }
    var curve: CurveShape { if case let .curve(v) = self { return v } else { preconditionFailure("kind checked") } }
    var point: (Double, Double) { if case let .point(x, y) = self { return (x, y) } else { preconditionFailure("kind checked") } }
}

/// One overload of a factory, a modifier or an initializer: its parameters and what it builds
/// from their values (in parameter order, defaults filled in).
struct Signature<Result>: Sendable {
    let parameters: [Parameter]
    let build: @Sendable ([ResolvedValue]) -> Result

    init(_ parameters: [Parameter], _ build: @escaping @Sendable ([ResolvedValue]) -> Result) {
        self.parameters = parameters
        self.build = build
    }

    /// `(duration:bounce:blendDuration:)`.
    var spelled: String { "(" + parameters.map(\.spelled).joined() + ")" }
}

/// The members a type offers: properties (no parentheses) and calls, each with its overloads.
struct MemberTable<Result>: Sendable {
    var properties: [String: @Sendable () -> Result] = [:]
    var calls: [String: [Signature<Result>]] = [:]
    /// Initializer overloads (`Spring(...)`).
    var initializers: [Signature<Result>] = []

    var names: [String] { Array(Set(properties.keys).union(calls.keys)).sorted() }
}

/// The factories, modifiers and values an animation expression may use: every `Animation`
/// factory and modifier Kinetic has, `Spring`'s initializers and presets, `UnitCurve`'s curves and
/// `UnitPoint(x:y:)`. Each entry calls Kinetic's own API, so a parsed expression builds exactly
/// the animation the Swift code builds.
enum AnimationSignatures {
    typealias Built = Motion

    static let defaultCurveDuration = 0.35

    /// `spring(duration:bounce:blendDuration:)` is `spring(response: duration, dampingFraction:
    /// dampingRatio(bounce), blendDuration:)` in Kinetic, so both land on the same motion.
    static func fluid(duration: Double, bounce: Double, blend: Double) -> Built {
        .fluidSpring(response: duration, dampingFraction: Spring.dampingRatio(bounce: bounce), blendDuration: blend)
    }

    static func fluid(response: Double, fraction: Double, blend: Double) -> Built {
        .fluidSpring(response: response, dampingFraction: fraction, blendDuration: blend)
    }

    static func closed(_ spring: Spring, velocity: Double) -> Built {
        .spring(spring, initialVelocity: velocity)
    }

    static func curve(_ shape: CurveShape, duration: Double) -> Built {
        .curve(shape, duration: duration)
    }

    /// The control points of the named bezier curves (UnitCurve's constants; a test checks that
    /// each builds a curve equal to Kinetic's).
    static let namedBeziers: [String: CurveShape] = [
        "linear": .bezier(x1: 0, y1: 0, x2: 1, y2: 1),
        "easeIn": .bezier(x1: 0.42, y1: 0, x2: 1, y2: 1),
        "easeOut": .bezier(x1: 0, y1: 0, x2: 0.58, y2: 1),
        "easeInOut": .bezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1),
    ]

    static let animation: MemberTable<Built> = {
        var table = MemberTable<Built>()
        let d = { (value: Double) in ResolvedValue.number(value) }
        // Timing curves.
        for (name, shape) in namedBeziers {
            table.properties[name] = { curve(shape, duration: defaultCurveDuration) }
            table.calls[name] = [Signature([Parameter("duration")]) { curve(shape, duration: $0[0].number) }]
        }
        table.calls["timingCurve"] = [
            Signature([Parameter(nil), Parameter(nil), Parameter(nil), Parameter(nil), Parameter("duration", .number, d(0.35))]) {
                curve(.bezier(x1: $0[0].number, y1: $0[1].number, x2: $0[2].number, y2: $0[3].number), duration: $0[4].number)
            },
            Signature([Parameter(nil, .curve), Parameter("duration")]) { curve($0[0].curve, duration: $0[1].number) },
        ]
        // Simulated springs.
        let springDuration = [Parameter("duration", .number, d(0.5)), Parameter("bounce", .number, d(0)),
                              Parameter("blendDuration", .number, d(0))]
        let springResponse = [Parameter("response", .number, d(0.5)), Parameter("dampingFraction", .number, d(0.825)),
                              Parameter("blendDuration", .number, d(0))]
        table.properties["default"] = { fluid(response: 0.5, fraction: 1, blend: 0) }
        table.properties["spring"] = { fluid(duration: 0.5, bounce: 0, blend: 0) }
        table.calls["spring"] = [
            Signature(springDuration) { fluid(duration: $0[0].number, bounce: $0[1].number, blend: $0[2].number) },
            Signature(springResponse) { fluid(response: $0[0].number, fraction: $0[1].number, blend: $0[2].number) },
            Signature([Parameter(nil, .spring), Parameter("blendDuration", .number, d(0))]) {
                fluid(response: $0[0].spring.response, fraction: $0[0].spring.dampingRatio, blend: $0[1].number)
            },
        ]
        // The (duration:extraBounce:) overload is the preferred one (the response form is
        // disfavoured), so `.interactiveSpring` and `.interactiveSpring()` mean bounce 0.15.
        table.properties["interactiveSpring"] = { fluid(duration: 0.15, bounce: 0.15, blend: 0.25) }
        table.calls["interactiveSpring"] = [
            Signature([Parameter("duration", .number, d(0.15)), Parameter("extraBounce", .number, d(0)),
                       Parameter("blendDuration", .number, d(0.25))]) {
                fluid(duration: $0[0].number, bounce: 0.15 + $0[1].number, blend: $0[2].number)
            },
            Signature([Parameter("response", .number, d(0.15)), Parameter("dampingFraction", .number, d(0.86)),
                       Parameter("blendDuration", .number, d(0.25))]) {
                fluid(response: $0[0].number, fraction: $0[1].number, blend: $0[2].number)
            },
        ]
        for (name, bounce) in [("smooth", 0.0), ("snappy", 0.15), ("bouncy", 0.3)] {
            table.properties[name] = { fluid(duration: 0.5, bounce: bounce, blend: 0) }
            table.calls[name] = [Signature([Parameter("duration", .number, d(0.5)), Parameter("extraBounce", .number, d(0))]) {
                fluid(duration: $0[0].number, bounce: bounce + $0[1].number, blend: 0)
            }]
        }
        // Closed-form springs.
        let velocity = Parameter("initialVelocity", .number, d(0))
        table.properties["interpolatingSpring"] = { closed(Spring(duration: 0.5, bounce: 0), velocity: 0) }
        table.calls["interpolatingSpring"] = [
            Signature([Parameter("mass", .number, d(1)), Parameter("stiffness"), Parameter("damping"), velocity]) {
                closed(Spring(mass: $0[0].number, stiffness: $0[1].number, damping: $0[2].number), velocity: $0[3].number)
            },
            Signature([Parameter("duration", .number, d(0.5)), Parameter("bounce", .number, d(0)), velocity]) {
                closed(Spring(duration: $0[0].number, bounce: $0[1].number), velocity: $0[2].number)
            },
            Signature([Parameter(nil, .spring), velocity]) { closed($0[0].spring, velocity: $0[1].number) },
        ]
        return table
    }()

    static let modifiers: MemberTable<AnimationModifier> = {
        var table = MemberTable<AnimationModifier>()
        table.calls["delay"] = [Signature([Parameter(nil)]) { .delay($0[0].number) }]
        table.calls["speed"] = [Signature([Parameter(nil)]) { .speed($0[0].number) }]
        table.calls["repeatCount"] = [Signature([Parameter(nil, .integer), Parameter("autoreverses", .boolean, .boolean(true))]) {
            .repeatCount($0[0].integer, autoreverses: $0[1].boolean)
        }]
        table.calls["repeatForever"] = [Signature([Parameter("autoreverses", .boolean, .boolean(true))]) {
            .repeatForever(autoreverses: $0[0].boolean)
        }]
        table.calls["logicallyComplete"] = [Signature([Parameter("after")]) { .logicallyComplete(after: $0[0].number) }]
        return table
    }()

    static let springs: MemberTable<Spring> = {
        var table = MemberTable<Spring>()
        let d = { (value: Double) in ResolvedValue.number(value) }
        table.initializers = [
            Signature([Parameter("duration", .number, d(0.5)), Parameter("bounce", .number, d(0))]) {
                Spring(duration: $0[0].number, bounce: $0[1].number)
            },
            Signature([Parameter("response"), Parameter("dampingRatio")]) {
                Spring(response: $0[0].number, dampingRatio: $0[1].number)
            },
            Signature([Parameter("mass", .number, d(1)), Parameter("stiffness"), Parameter("damping"),
                       Parameter("allowOverDamping", .boolean, .boolean(false))]) {
                Spring(mass: $0[0].number, stiffness: $0[1].number, damping: $0[2].number, allowOverDamping: $0[3].boolean)
            },
            Signature([Parameter("settlingDuration"), Parameter("dampingRatio"), Parameter("epsilon", .number, d(0.001))]) {
                Spring(settlingDuration: $0[0].number, dampingRatio: $0[1].number, epsilon: $0[2].number)
            },
        ]
        let presets: [(String, @Sendable (Double, Double) -> Spring)] = [("smooth", Spring.smooth), ("snappy", Spring.snappy), ("bouncy", Spring.bouncy)]
        for (name, make) in presets {
            table.properties[name] = { make(0.5, 0) }
            table.calls[name] = [Signature([Parameter("duration", .number, d(0.5)), Parameter("extraBounce", .number, d(0))]) {
                make($0[0].number, $0[1].number)
            }]
        }
        return table
    }()

    static let curves: MemberTable<CurveShape> = {
        var table = MemberTable<CurveShape>()
        for (name, shape) in namedBeziers { table.properties[name] = { shape } }
        table.properties["circularEaseIn"] = { .circularEaseIn }
        table.properties["circularEaseOut"] = { .circularEaseOut }
        table.properties["circularEaseInOut"] = { .circularEaseInOut }
        let bezier = Signature<CurveShape>([Parameter("startControlPoint", .point), Parameter("endControlPoint", .point)]) {
            let (a, b) = ($0[0].point, $0[1].point)
            return .bezier(x1: a.0, y1: a.1, x2: b.0, y2: b.1)
        }
        table.calls["bezier"] = [bezier]
        table.initializers = [bezier]
        return table
    }()

    static let points: MemberTable<(Double, Double)> = {
        var table = MemberTable<(Double, Double)>()
        table.initializers = [Signature([Parameter("x"), Parameter("y")]) { ($0[0].number, $0[1].number) }]
        let named: [(String, Double, Double)] = [
            ("zero", 0, 0), ("center", 0.5, 0.5), ("leading", 0, 0.5), ("trailing", 1, 0.5), ("top", 0.5, 0),
            ("bottom", 0.5, 1), ("topLeading", 0, 0), ("topTrailing", 1, 0), ("bottomLeading", 0, 1), ("bottomTrailing", 1, 1),
        ]
        for (name, x, y) in named { table.properties[name] = { (x, y) } }
        return table
    }()
}
