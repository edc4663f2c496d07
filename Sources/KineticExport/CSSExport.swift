import Foundation

extension ExportPlan {
    /// The largest distance, as a fraction of the change, between a sampled `linear()` and the
    /// curve (the issue asks for less than 0.5 %; fitting aims a little under it).
    static let cssTolerance = 0.004
    /// The largest error a `linear()` export may have: 0.5 % of the change.
    static let cssLimit = 0.005

    /// CSS: `cubic-bezier()` for a bezier timing curve (control points clamped to [0, 1] as
    /// Kinetic evaluates them), otherwise a `linear()` sampled from Kinetic's own curve until it
    /// finishes (a simulated spring's exact physics, see ``Motion/continuousAnimation``), with the
    /// point count and the largest error in the comment.
    func css() throws -> String {
        var lines: [String] = []
        let duration: Double
        let easing: String
        if case let .curve(.bezier(x1, y1, x2, y2), curveDuration) = motion {
            let points = [x1, y1, x2, y2].map { Self.exact(min(max($0, 0), 1)) }
            duration = curveDuration
            easing = "cubic-bezier(\(points.joined(separator: ", ")))"
            lines.append("/* \(origin) */")
        } else {
            let response = UnitResponse(motion.continuousAnimation)
            let finish = max(response.finishTime(), 0.001)
            // Fit on a sampling, check on one four times finer; refine where the curve turns
            // sharply (a circular curve's vertical tangent) until the check passes.
            var count = max(1000, Int((finish * 2000).rounded(.up))) + 1
            var fitted: LinearEasing
            var error: Double
            repeat {
                var values = response.values(at: (0..<count).map { finish * Double($0) / Double(count - 1) })
                values[count - 1] = 1
                fitted = LinearEasing(fitting: values, tolerance: Self.cssTolerance)
                let check = 4 * (count - 1) + 1
                let progress = (0..<check).map { Double($0) / Double(check - 1) }
                var truth = response.values(at: progress.map { finish * $0 })
                truth[check - 1] = 1
                error = zip(progress, truth).map { abs(fitted.value(at: $0.0) - $0.1) }.max() ?? 0
                count = 4 * (count - 1) + 1
            } while error >= Self.cssLimit && count <= 1 << 20
            guard error < Self.cssLimit else {
                throw ExportError(format: format, reason: "cannot express this curve with linear() within 0.5 % of the change")
            }
            duration = finish
            easing = fitted.css
            lines.append("/* \(origin): linear() with \(fitted.stops.count) points, largest error "
                         + String(format: "%.2f", error * 100) + " % of the change */")
        }
        lines.append("transition-duration: \(Self.exact(duration))s;")
        if delay > 0 { lines.append("transition-delay: \(Self.exact(delay))s;") }
        lines.append("transition-timing-function: \(easing);")
        return lines.joined(separator: "\n")
    }
}
