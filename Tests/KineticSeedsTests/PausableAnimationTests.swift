import Foundation
import Testing
@testable import Kinetic
@testable import KineticSeeds
import KineticTestSupport

extension ViewLayerTests {
/// seeds/003's pausable custom animation (the sample lives in the gallery, compiled as written).
@Suite("Pausable animation")
struct PausableAnimationTests {
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

    @Test("In the view, the Paused switch holds the ball mid-flight through the environment and resumes it")
    func pausableView() throws {
        let host = HeadlessHost(PausableAnimationView(), size: CGSize(width: 700, height: 400))
        host.update()
        let x = { Double(host.displayList.item(withID: "ball")!.center.x) }
        let start = x()
        host.tap(at: host.displayList.item(withID: "ball")!.center)
        host.advance(by: 0.75)
        let quarter = x()
        // linear(duration: 3) over 480 points: a quarter of the way after 0.75 s.
        #expect(approx(quarter - start, 120, 2))
        let candidates = host.displayList.items(withID: "toggle").filter(\.isHitTestable)
        let toggle = try #require(candidates.last)
        host.tap(at: toggle.center)
        // The animation notices the new environment on its next frame and holds from there.
        host.advance(by: 0.1)
        let held = x()
        #expect(held >= quarter && held - quarter <= 480.0 / 180 + 1e-6)
        host.advance(by: 1)
        #expect(x() == held, "held while paused")
        host.tap(at: toggle.center)
        host.advance(by: 2.5)
        #expect(approx(x() - start, 480, 1e-6), "resumed and finished")
    }
}
}
