import Foundation

extension ExportPlan {
    /// Android views: a `SpringForce` (stiffness, damping ratio; unit mass) for springs, an
    /// `ObjectAnimator` with a `PathInterpolator` for timing curves.
    func android() throws -> String {
        try refuseSampled("Android")
        var lines = ["// \(origin)"]
        if let spring = unitMassSpring {
            try refuseDelay("SpringAnimation has no start delay")
            lines.append("val force = SpringForce(1f)")
            lines.append("    .setStiffness(\(Self.kotlin(spring.stiffness)))")
            lines.append("    .setDampingRatio(\(Self.kotlin(spring.dampingRatio)))")
            var animation = "SpringAnimation(view, DynamicAnimation.TRANSLATION_X).setSpring(force)"
            if spring.initialVelocity != 0 {
                animation += ".setStartVelocity(\(Self.kotlin(spring.initialVelocity)) * change)"
            }
            lines.append(animation)
        } else if case let .curve(shape, duration) = motion {
            let milliseconds = duration * 1000, delayMilliseconds = delay * 1000
            guard milliseconds == milliseconds.rounded(), delayMilliseconds == delayMilliseconds.rounded() else {
                throw ExportError(format: format, reason: "cannot express a duration of \(duration) s or a delay of \(delay) s: "
                                  + "Animator durations are whole milliseconds")
            }
            lines.append("ObjectAnimator.ofFloat(view, View.TRANSLATION_X, start, end).apply {")
            lines.append("    duration = \(Int(milliseconds))")
            if delay > 0 { lines.append("    startDelay = \(Int(delayMilliseconds))") }
            lines.append("    interpolator = \(Self.kotlinEasing(shape, sam: "TimeInterpolator"))")
            lines.append("}")
        }
        return lines.joined(separator: "\n")
    }
}
