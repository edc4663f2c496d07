import Foundation
import Kinetic
import KineticSeeds

/// seeds/003, a custom animation: `ElasticEaseInEaseOutAnimation` moves the ball across; a tap
/// sends it to the other side.
package struct ElasticAnimationView: View {
    @State private var right = false

    /// Creates the scene.
    package init() {}

    package var body: some View {
        VStack(spacing: 50) {
            SceneCaption(title: "Custom elastic animation",
                         hint: "Tap the ball: withAnimation(Animation(ElasticEaseInEaseOutAnimation(duration: 1.2)))")
            BallTrack(isRight: right, color: .pink) {
                withAnimation(Animation(ElasticEaseInEaseOutAnimation(duration: 1.2))) { right.toggle() }
            }
        }
    }
}

/// The API reference's elastic ease-in-ease-out custom animation (seeds/003), verbatim.
package struct ElasticEaseInEaseOutAnimation: CustomAnimation {
    /// Seconds the animation lasts.
    package let duration: TimeInterval

    /// Creates the animation.
    package init(duration: TimeInterval) { self.duration = duration }

    package func animate<V>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? where V: VectorArithmetic {
        if time > duration { return nil }  // The animation has finished.

        let p = time / duration
        let s = sin((20 * p - 11.125) * ((2 * Double.pi) / 4.5))
        if p < 0.5 {
            return value.scaled(by: -(pow(2, 20 * p - 10) * s) / 2)
        } else {
            return value.scaled(by: (pow(2, -20 * p + 10) * s) / 2 + 1)
        }
    }
}
