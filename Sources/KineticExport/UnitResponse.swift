import Foundation
import Kinetic

/// The curve of an animation for a unit change (0 → 1): the value it shows at each time, exactly
/// as Kinetic's animator computes it (a simulated spring integrates, so times are visited in
/// order with one context).
package struct UnitResponse {
    /// The animation sampled.
    package let animation: Animation
    /// The longest time sampled (an animation that has not finished by then is cut there).
    package static let horizon: TimeInterval = 30

    package init(_ animation: Animation) { self.animation = animation }

    /// The values at `times` (ascending); 1 once the animation has finished.
    /// - Parameter times: sample times in seconds, ascending.
    /// - Returns: one value per time.
    package func values(at times: [Double]) -> [Double] {
        var context = AnimationContext<Double>()
        var finished = false
        return times.map { time in
            guard !finished else { return 1 }
            if let value = animation.animate(value: 1.0, time: time, context: &context) { return value }
            finished = true
            return 1
        }
    }

    /// The time the animation finishes (returns nil), searched on a grid of `step` seconds up to
    /// ``horizon``.
    /// - Parameter step: the grid step, in seconds.
    /// - Returns: the first grid time at which the animation has finished, or the horizon.
    package func finishTime(step: Double = 1.0 / 1000) -> TimeInterval {
        var context = AnimationContext<Double>()
        let steps = Int((Self.horizon / step).rounded(.up))
        for index in 0..<steps {
            let time = Double(index) * step
            if animation.animate(value: 1.0, time: time, context: &context) == nil { return time }
        }
        return Self.horizon
    }
}
