import Foundation
import Testing
@testable import KineticCore

/// A custom animation for the description tests (file scope: reflection names it plainly).
struct DescribedLinearAnimation: CustomAnimation {
    var duration: Double
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        time < duration ? value.scaled(by: time / duration) : nil
    }
}

@Suite("Animation: description, debugDescription and mirror as SwiftUI prints them (issue 14)")
struct AnimationDescriptionTests {
    @Test("Animation.default is DefaultAnimation()")
    func defaultAnimation() {
        #expect(Animation.default.description == "DefaultAnimation()")
        #expect(Animation.default.debugDescription == "AnyAnimator(KineticCore.DefaultAnimation())")
    }

    @Test("Timing curves print SwiftUI's BezierAnimation with the cubic's coefficients")
    func bezier() {
        // Measured on iOS 17: `.linear` prints ax −2, bx 3, cx 0 (x(t) = −2t³ + 3t², y alike).
        #expect(Animation.linear.description
            == "BezierAnimation(duration: 0.35, curve: KineticCore.UnitCurve.CubicSolver(ax: -2.0, bx: 3.0, cx: 0.0, ay: -2.0, by: 3.0, cy: 0.0))")
        // easeIn (0.42, 0) (1, 1): cx = 1.26, bx = 3(1 − 0.42) − 1.26, ax = 1 − cx − bx, in doubles.
        #expect(Animation.easeIn.description
            == "BezierAnimation(duration: 0.35, curve: KineticCore.UnitCurve.CubicSolver(ax: -0.7400000000000002, bx: 0.4800000000000002, cx: 1.26, ay: -2.0, by: 3.0, cy: 0.0))")
        #expect(Animation.easeInOut(duration: 1).description
            == "BezierAnimation(duration: 1.0, curve: KineticCore.UnitCurve.CubicSolver(ax: 0.52, bx: -0.78, cx: 1.26, ay: -2.0, by: 3.0, cy: 0.0))")
        #expect(Animation.easeIn.debugDescription.hasPrefix("AnyAnimator(KineticCore.BezierAnimation(duration: 0.35, "))
    }

    @Test("Springs print as FluidSpringAnimation")
    func springs() {
        #expect(Animation.spring.description == "FluidSpringAnimation(response: 0.5, dampingFraction: 1.0, blendDuration: 0.0)")
        #expect(Animation.bouncy.description == "FluidSpringAnimation(response: 0.5, dampingFraction: 0.7, blendDuration: 0.0)")
        #expect(Animation.spring(response: 0.3, dampingFraction: 0.6, blendDuration: 0.1).debugDescription
            == "AnyAnimator(KineticCore.FluidSpringAnimation(response: 0.3, dampingFraction: 0.6, blendDuration: 0.1))")
        // The closed-form spring keeps response and damping ratio, so stiffness comes back within an ulp.
        let closedForm = Animation.interpolatingSpring(mass: 1, stiffness: 100, damping: 10).description
        #expect(closedForm.hasPrefix("SpringAnimation(mass: 1.0, stiffness: 100.0"))
        #expect(closedForm.hasSuffix(", damping: 10.0, initialVelocity: KineticCore._Velocity<Swift.Double>(valuePerSecond: 0.0))"))
    }

    @Test("Modifiers wrap the base as SwiftUI does: InternalCustomAnimationModifiedContent<Base, Modifier>")
    func modifiers() {
        #expect(Animation.bouncy.delay(1).description
            == "InternalCustomAnimationModifiedContent<FluidSpringAnimation, DelayAnimation>(_base: KineticCore.CustomAnimationModifiedContent<KineticCore.FluidSpringAnimation, KineticCore.DelayAnimation>(base: KineticCore.FluidSpringAnimation(response: 0.5, dampingFraction: 0.7, blendDuration: 0.0), modifier: KineticCore.DelayAnimation(delay: 1.0)))")
        #expect(Animation.bouncy.speed(2).description
            == "InternalCustomAnimationModifiedContent<FluidSpringAnimation, SpeedAnimation>(_base: KineticCore.CustomAnimationModifiedContent<KineticCore.FluidSpringAnimation, KineticCore.SpeedAnimation>(base: KineticCore.FluidSpringAnimation(response: 0.5, dampingFraction: 0.7, blendDuration: 0.0), modifier: KineticCore.SpeedAnimation(speed: 2.0)))")
        #expect(Animation.default.repeatCount(3, autoreverses: false).description
            == "InternalCustomAnimationModifiedContent<DefaultAnimation, RepeatAnimation>(_base: KineticCore.CustomAnimationModifiedContent<KineticCore.DefaultAnimation, KineticCore.RepeatAnimation>(base: KineticCore.DefaultAnimation(), modifier: KineticCore.RepeatAnimation(repeatCount: Optional(3), autoreverses: false)))")
        #expect(Animation.default.repeatForever().description
            == "InternalCustomAnimationModifiedContent<DefaultAnimation, RepeatAnimation>(_base: KineticCore.CustomAnimationModifiedContent<KineticCore.DefaultAnimation, KineticCore.RepeatAnimation>(base: KineticCore.DefaultAnimation(), modifier: KineticCore.RepeatAnimation(repeatCount: nil, autoreverses: true)))")
        #expect(Animation.linear.logicallyComplete(after: 0.2).description.hasPrefix(
            "InternalCustomAnimationModifiedContent<BezierAnimation, LogicalCompletionModifier>(_base: KineticCore.CustomAnimationModifiedContent<KineticCore.BezierAnimation, KineticCore.LogicalCompletionModifier>(base: KineticCore.BezierAnimation(duration: 0.35, "))
        // The type name in a heap dump of a SwiftUI app: a timing curve repeated.
        #expect(Animation.easeInOut.repeatForever().description.hasPrefix("InternalCustomAnimationModifiedContent<BezierAnimation, RepeatAnimation>("))
        // Modifiers nest: each wraps the base of the one before.
        #expect(Animation.default.delay(1).speed(2).description.hasPrefix(
            "InternalCustomAnimationModifiedContent<InternalCustomAnimationModifiedContent<DefaultAnimation, DelayAnimation>, SpeedAnimation>("))
        #expect(Animation.bouncy.delay(1).debugDescription.hasPrefix(
            "AnyAnimator(KineticCore.InternalCustomAnimationModifiedContent<KineticCore.FluidSpringAnimation, KineticCore.DelayAnimation>(_base: "))
        // A custom animation's base is wrapped in CustomAnimationModifiedContent alone.
        #expect(Animation(DescribedLinearAnimation(duration: 1)).delay(0.5).description
            == "CustomAnimationModifiedContent<DescribedLinearAnimation, DelayAnimation>(base: KineticCoreTests.DescribedLinearAnimation(duration: 1.0), modifier: KineticCore.DelayAnimation(delay: 0.5))")
    }

    @Test("Custom animations print their own value; the mirror's one child is the base")
    func customAndMirror() throws {
        let custom = Animation(DescribedLinearAnimation(duration: 1))
        #expect(custom.description == "DescribedLinearAnimation(duration: 1.0)")
        #expect(custom.debugDescription == "AnyAnimator(KineticCoreTests.DescribedLinearAnimation(duration: 1.0))")
        let mirror = Mirror(reflecting: Animation.default)
        #expect(mirror.children.count == 1)
        let child = try #require(mirror.children.first)
        #expect(child.label == "base")
        #expect(String(describing: child.value) == "DefaultAnimation()")
        #expect(Mirror(reflecting: custom).children.first?.value is DescribedLinearAnimation)
    }
}

@Suite("Animatable data as SwiftUI declares it (issue 14)")
struct AnimatableDataDeclarationTests {
    @Test("Angle.animatableData is radians × 128")
    func angle() {
        #expect(Angle.degrees(90).animatableData == Double.pi / 2 * 128)
        #expect(abs(Angle.degrees(90).animatableData - 201.06) < 0.005)
        #expect(abs(Angle.degrees(180).animatableData - 402.12) < 0.005)
        #expect(abs(Angle.degrees(360).animatableData - 804.25) < 0.005)
        #expect(Angle.zero.animatableData == 0)
        var angle = Angle.zero
        angle.animatableData = 402.1238596594935
        #expect(abs(angle.degrees - 180) < 1e-12)
    }

    @Test("UnitPoint.animatableData is its coordinates × 128")
    func unitPoint() {
        #expect(UnitPoint.center.animatableData == AnimatablePair(64, 64))
        var point = UnitPoint.zero
        point.animatableData = AnimatablePair(128, 32)
        #expect(point == UnitPoint(x: 1, y: 0.25))
    }
}
