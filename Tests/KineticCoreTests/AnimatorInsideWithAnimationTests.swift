import Foundation
import KineticCore
import Testing

/// An animator driven by a user's own loop, through the public API only: `withAnimation` around
/// `setValue(_:time:)` starts the animation and its completion runs once.
@Suite struct AnimatorInsideWithAnimationTests {
    @Test func setValueInsideWithAnimationTakesItsAnimationAndCompletion() {
        let animator = AttributeAnimator<Double>(value: 0)
        var completions = 0
        withAnimation(.linear(duration: 1)) {
            animator.setValue(10, time: 0)
        } completion: {
            completions += 1
        }
        animator.update(time: 0.25)
        #expect(animator.presentationValue == 2.5, "linear: a quarter of the way at a quarter second")
        animator.update(time: 1)
        animator.update(time: 1.1)
        #expect(animator.presentationValue == 10 && completions == 1)
        animator.update(time: 2)
        #expect(completions == 1)
        // Outside withAnimation the value jumps.
        #expect(animator.setValue(3, time: 2) == .immediate && animator.presentationValue == 3)
    }
}
