import Foundation

extension ExportPlan {
    /// Framer Motion / Motion transitions: a physics spring `{ type: "spring", stiffness,
    /// damping, mass }` (with `restDelta` and `restSpeed` tightened so it does not stop 1 % short)
    /// or `{ duration, ease: [x1, y1, x2, y2] }`.
    func framer() throws -> String {
        try refuseSampled("Framer Motion")
        var fields: [String] = []
        if let physics = motion.physics {
            fields = ["type: \"spring\"", "stiffness: \(Self.exact(physics.stiffness))", "damping: \(Self.exact(physics.damping))",
                      "mass: \(Self.exact(physics.mass))"]
            if case let .spring(_, velocity) = motion, velocity != 0 {
                fields.append("velocity: \(Self.exact(velocity)) /* × the change */")
            }
            fields += ["restDelta: 0.001", "restSpeed: 0.001"]
        } else if case let .curve(shape, duration) = motion {
            fields = ["duration: \(Self.exact(duration))", "ease: \(Self.javaScriptEasing(shape))"]
        }
        if delay > 0 { fields.append("delay: \(Self.exact(delay))") }
        return "// \(origin)\nconst transition = { \(fields.joined(separator: ", ")) }"
    }

    static func javaScriptEasing(_ shape: CurveShape) -> String {
        switch shape {
        case let .bezier(x1, y1, x2, y2): return "[" + [x1, y1, x2, y2].map { exact(min(max($0, 0), 1)) }.joined(separator: ", ") + "]"
        case .circularEaseIn: return "(p) => 1 - Math.sqrt(1 - p * p)"
        case .circularEaseOut: return "(p) => Math.sqrt(1 - (1 - p) * (1 - p))"
        case .circularEaseInOut:
            return "(p) => p < 0.5 ? (1 - Math.sqrt(1 - 4 * p * p)) / 2 : (Math.sqrt(1 - (2 * p - 2) ** 2) + 1) / 2"
        }
    }
}
