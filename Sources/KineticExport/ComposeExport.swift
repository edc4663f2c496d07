import Foundation

extension ExportPlan {
    /// Jetpack Compose: `spring(dampingRatio =, stiffness =)` (unit mass) or `tween` with
    /// `CubicBezierEasing` (or the circular curve as an `Easing` lambda).
    func compose() throws -> String {
        try refuseSampled("Compose")
        var lines = ["// \(origin)"]
        if let spring = unitMassSpring {
            try refuseDelay("Compose's spring() has no delay")
            lines.append("spring<Float>(dampingRatio = \(Self.kotlin(spring.dampingRatio)), stiffness = \(Self.kotlin(spring.stiffness)))")
            if spring.initialVelocity != 0 {
                lines.append("// start it with Animatable.animateTo(target, spec, initialVelocity = "
                             + "\(Self.kotlin(spring.initialVelocity)) * (target - start))")
            }
        } else if case let .curve(shape, duration) = motion {
            let milliseconds = duration * 1000, delayMilliseconds = delay * 1000
            guard milliseconds == milliseconds.rounded(), delayMilliseconds == delayMilliseconds.rounded() else {
                throw ExportError(format: format, reason: "cannot express a duration of \(duration) s or a delay of \(delay) s: "
                                  + "tween takes whole milliseconds")
            }
            var arguments = ["durationMillis = \(Int(milliseconds))"]
            if delay > 0 { arguments.append("delayMillis = \(Int(delayMilliseconds))") }
            arguments.append("easing = \(Self.kotlinEasing(shape, sam: "Easing"))")
            lines.append("tween<Float>(\(arguments.joined(separator: ", ")))")
        }
        return lines.joined(separator: "\n")
    }

    /// `CubicBezierEasing(0.42f, 0f, 0.58f, 1f)`, or a lambda of the SAM interface for circles.
    static func kotlinEasing(_ shape: CurveShape, sam: String) -> String {
        switch shape {
        case let .bezier(x1, y1, x2, y2):
            let points = [x1, y1, x2, y2].map { kotlin(min(max($0, 0), 1)) }.joined(separator: ", ")
            return sam == "Easing" ? "CubicBezierEasing(\(points))" : "PathInterpolator(\(points))"
        case .circularEaseIn: return "\(sam) { p -> 1f - sqrt(1f - p * p) }"
        case .circularEaseOut: return "\(sam) { p -> sqrt(1f - (1f - p) * (1f - p)) }"
        case .circularEaseInOut:
            return "\(sam) { p -> if (p < 0.5f) (1f - sqrt(1f - 4f * p * p)) / 2f else (sqrt(1f - (2f * p - 2f) * (2f * p - 2f)) + 1f) / 2f }"
        }
    }
}
