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
}
