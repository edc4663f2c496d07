import Foundation

extension Animation {
    /// Repeats `base`: `count` plays (nil = forever); with `autoreverses`, odd plays run backward.
    /// When the last play ends the animation finishes, so the value snaps to the model value.
    ///
    /// A base with a fixed duration is a pure function of time (the play is ⌊t / duration⌋); any
    /// other base (a simulated spring, a custom animation) counts its plays in the context as it
    /// finishes them.
    @inlinable
    static func animateRepeating<V: VectorArithmetic>(
        base: Animation, count: Int?, autoreverses: Bool,
        value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> V? {
        // The base's own logical completion is not the repeat's: only finishing is.
        let wasLogicallyComplete = context._isLogicallyComplete
        defer { context._isLogicallyComplete = wasLogicallyComplete }
        let t = max(time, 0)

        if let duration = base.fixedDuration {
            guard duration > 0 else { return nil }
            let play = (t / duration).rounded(.down)
            if let count, play >= Double(count) { return nil }
            guard play.isFinite, play < 1e12 else { return nil }
            let local = t - play * duration
            let forward = base.animate(value: value, time: local, context: &context) ?? value
            return autoreverses && play.truncatingRemainder(dividingBy: 2) == 1 ? value - forward : forward
        }

        var state = context.repeatState
        if let count, state.play >= count { return nil }
        var local = t - state.playStart
        var result = base.animate(value: value, time: local, context: &context)
        if result == nil {
            state.play += 1
            state.playStart = t
            if let count, state.play >= count {
                context.repeatState = state
                return nil
            }
            context.restartPlay()
            local = 0
            result = base.animate(value: value, time: local, context: &context)
        }
        context.repeatState = state
        let forward = result ?? value
        return autoreverses && state.play % 2 == 1 ? value - forward : forward
    }

    @inlinable
    static func velocityRepeating<V: VectorArithmetic>(
        base: Animation, count: Int?, autoreverses: Bool,
        value: V, time: TimeInterval, context: AnimationContext<V>
    ) -> V? {
        let t = max(time, 0)
        let play: Int
        let local: Double
        if let duration = base.fixedDuration {
            guard duration > 0 else { return .zero }
            let index = (t / duration).rounded(.down)
            guard index.isFinite, index < 1e12 else { return .zero }
            if let count, index >= Double(count) { return .zero }
            play = Int(index)
            local = t - index * duration
        } else {
            play = context.repeatState.play
            local = t - context.repeatState.playStart
        }
        guard let forward = base.velocity(value: value, time: local, context: context) else { return nil }
        return autoreverses && play % 2 == 1 ? V.zero - forward : forward
    }
}

/// Which play a repeating animation is in, and when that play started.
@usableFromInline
struct RepeatState {
    @usableFromInline var play = 0
    @usableFromInline var playStart: Double = 0
    @inlinable init() {}
}
