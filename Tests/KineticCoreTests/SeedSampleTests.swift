import Foundation
import Testing
import KineticCore

// The seed documents' custom animations, as written there but for the import.

struct MyLinearAnimation: CustomAnimation {
    var duration: TimeInterval

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        if time <= duration {
            value.scaled(by: time / duration)
        } else {
            nil // animation has finished
        }
    }

    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        value.scaled(by: 1.0 / duration)
    }
}

struct ElasticEaseInEaseOutAnimation: CustomAnimation {
    let duration: TimeInterval

    func animate<V>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? where V : VectorArithmetic {
        if time > duration { return nil } // The animation has finished.

        let p = time / duration
        let s = sin((20 * p - 11.125) * ((2 * Double.pi) / 4.5))
        if p < 0.5 {
            return value.scaled(by: -(pow(2, 20 * p - 10) * s) / 2)
        } else {
            return value.scaled(by: (pow(2, -20 * p + 10) * s) / 2 + 1)
        }
    }
}

extension Animation {
    static var elasticEaseInEaseOut: Animation { elasticEaseInEaseOut(duration: 0.35) }
    static func elasticEaseInEaseOut(duration: TimeInterval) -> Animation {
        Animation(ElasticEaseInEaseOutAnimation(duration: duration))
    }
}

private struct AnimationPausedKey: EnvironmentKey { static let defaultValue = false }
extension EnvironmentValues {
    var animationPaused: Bool {
        get { self[AnimationPausedKey.self] }
        set { self[AnimationPausedKey.self] = newValue }
    }
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

@Suite("Seed samples")
struct SeedSampleTests {
    @Test("MyLinearAnimation animates linearly, reports its velocity, and combines (no merge)")
    func myLinear() {
        let animator = AttributeAnimator(value: 0.0)
        animator.setValue(10, transaction: Transaction(animation: Animation(MyLinearAnimation(duration: 2))), time: 0)
        animator.update(time: 0.5)
        #expect(abs(animator.presentationValue - 2.5) < 1e-12 && abs(animator.velocity - 5) < 1e-12)
        #expect(animator.setValue(20, transaction: Transaction(animation: Animation(MyLinearAnimation(duration: 2))), time: 0.5) == .combined)
        #expect(Animation(MyLinearAnimation(duration: 2)) == Animation(MyLinearAnimation(duration: 2)))
        #expect(Animation(MyLinearAnimation(duration: 2)) != Animation(MyLinearAnimation(duration: 3)))
        #expect(Animation(MyLinearAnimation(duration: 2)).base(as: MyLinearAnimation.self)?.duration == 2)
    }

    @Test("The elastic ease overshoots around the middle and ends on the target")
    func elastic() {
        var context = AnimationContext<Double>()
        let animation = Animation.elasticEaseInEaseOut(duration: 1)
        let values = stride(from: 0.0, through: 1.0, by: 0.01).map { animation.animate(value: 1.0, time: $0, context: &context)! }
        #expect(values.max()! > 1 && values.min()! < 0)
        #expect(abs(values.last! - 1) < 0.01)
        #expect(animation.animate(value: 1.0, time: 1.01, context: &context) == nil)
    }

    @Test("The pausable animation holds its value while the environment says paused")
    func pausable() {
        let base = Animation.linear(duration: 1)
        var environment = EnvironmentValues()
        var context = AnimationContext<Double>(environment: environment)
        let animation = Animation(PausableAnimation(base: base))
        #expect(abs(animation.animate(value: 1.0, time: 0.3, context: &context)! - 0.3) < 1e-6)
        environment.animationPaused = true
        var paused = context.withState(context.state)
        paused = AnimationContext(environment: environment, state: paused.state)
        let held = animation.animate(value: 1.0, time: 0.8, context: &paused)
        #expect(held.map { abs($0 - 0.8) < 1e-6 } == true, "pauseTime stores the time paused at")
        let later = animation.animate(value: 1.0, time: 2.0, context: &paused)
        #expect(later == held, "no progress while paused")
    }

    @Test("An animator hands a new environment to its running pausable animation")
    func pausableThroughTheAnimator() {
        let animator = AttributeAnimator(value: 0.0)
        animator.setValue(1, transaction: Transaction(animation: Animation(PausableAnimation(base: .linear(duration: 1)))), time: 0)
        animator.update(time: 0.25)
        var paused = EnvironmentValues()
        paused.animationPaused = true
        animator.updateEnvironment(paused)
        animator.update(time: 0.5)
        let held = animator.presentationValue
        animator.update(time: 0.9)
        #expect(abs(held - 0.5) < 1e-6 && animator.presentationValue == held, "paused at 0.5, holds")
        animator.updateEnvironment(EnvironmentValues())
        animator.update(time: 1.0)
        #expect(abs(animator.presentationValue - held) < 1e-6, "resumes from where it paused")
        animator.update(time: 1.2)
        #expect(abs(animator.presentationValue - 0.7) < 1e-6, "then runs on: 0.5 + 0.2")
    }
}
