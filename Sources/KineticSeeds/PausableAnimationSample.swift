// seeds/003, AnimationContext: the pausable custom animation as written. It reads the view's
// `animationPaused` environment value through `context.environment` and holds its time while
// paused; `animationPaused` is declared with `@Entry`, as in the seed.
import Foundation
import Kinetic

extension EnvironmentValues {
    @Entry var animationPaused: Bool = false
}

private struct PausableState<Value: VectorArithmetic>: AnimationStateKey {
    var paused = false
    var pauseTime: TimeInterval = 0.0

    static var defaultValue: Self { .init() }
}

extension AnimationContext {
    fileprivate var pausableState: PausableState<Value> {
        get { state[PausableState<Value>.self] }
        set { state[PausableState<Value>.self] = newValue }
    }
}

struct PausableAnimation: CustomAnimation {
    let base: Animation

    func animate<V>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? where V : VectorArithmetic {
        let paused = context.environment.animationPaused

        let pausableState = context.pausableState
        var pauseTime = pausableState.pauseTime
        if pausableState.paused != paused {
            pauseTime = time - pauseTime
            context.pausableState = PausableState(paused: paused, pauseTime: pauseTime)
        }

        let effectiveTime = paused ? pauseTime : time - pauseTime
        let result = base.animate(value: value, time: effectiveTime, context: &context)
        return result
    }
}

/// The seed's `PausableAnimationView`, its `...` filled in: a ball crossing under
/// `PausableAnimation(base: .linear(duration: 3))`, a button that sends it across and a switch
/// that pauses it mid-flight through the environment.
struct PausableAnimationView: View {
    @State private var paused = false
    @State private var right = false

    var body: some View {
        VStack(spacing: 36) {
            BallTrack(isRight: right, color: .orange) { move() }
            HStack(spacing: 40) {
                Button(right ? "Move left" : "Move right") { move() }
                Toggle("Paused", isOn: $paused)
                    .frame(width: 240)
                    .testID("toggle")
            }
        }
        .environment(\.animationPaused, paused)
    }

    private func move() {
        withAnimation(Animation(PausableAnimation(base: .linear(duration: 3)))) { right.toggle() }
    }
}
