import Foundation
import Testing
@testable import KineticCore

/// One parameter of one initializer: `make` builds the animation with that parameter set to the
/// given value and every other parameter ordinary.
private struct ParameterCase: CustomTestStringConvertible, Sendable {
    let initializer: String
    let parameter: String
    /// Whether −1 is invalid too (durations, responses, masses, stiffnesses, delays, speeds), or
    /// clamped (bounce, damping fraction, damping, blend duration, velocity, control points…).
    let negativeIsInvalid: Bool
    let make: @Sendable (Double) -> Animation

    var testDescription: String { "\(initializer) \(parameter)" }
}

/// Every `Animation` and `Spring` initializer × every parameter. Springs are checked through both
/// animations made from them (`.spring(_:)` merges, `.interpolatingSpring(_:)` adds up).
private let parameterCases: [ParameterCase] = {
    var cases: [ParameterCase] = []
    func add(_ initializer: String, _ parameter: String, negative: Bool, _ make: @escaping @Sendable (Double) -> Animation) {
        cases.append(ParameterCase(initializer: initializer, parameter: parameter, negativeIsInvalid: negative, make: make))
    }
    func addSpring(_ initializer: String, _ parameter: String, negative: Bool, _ make: @escaping @Sendable (Double) -> Spring) {
        add(initializer, parameter, negative: negative) { .spring(make($0)) }
        add(initializer, parameter, negative: negative) { .interpolatingSpring(make($0)) }
    }
    var name = "Animation.spring(response:dampingFraction:blendDuration:)"
    add(name, "response", negative: true) { .spring(response: $0, dampingFraction: 0.8, blendDuration: 0.1) }
    add(name, "dampingFraction", negative: false) { .spring(response: 0.5, dampingFraction: $0, blendDuration: 0.1) }
    add(name, "blendDuration", negative: false) { .spring(response: 0.5, dampingFraction: 0.8, blendDuration: $0) }
    name = "Animation.spring(duration:bounce:blendDuration:)"
    add(name, "duration", negative: true) { .spring(duration: $0, bounce: 0.2, blendDuration: 0.1) }
    add(name, "bounce", negative: false) { .spring(duration: 0.5, bounce: $0, blendDuration: 0.1) }
    add(name, "blendDuration", negative: false) { .spring(duration: 0.5, bounce: 0.2, blendDuration: $0) }
    add("Animation.spring(_:blendDuration:)", "blendDuration", negative: false) { .spring(Spring(duration: 0.5), blendDuration: $0) }
    name = "Animation.interactiveSpring(response:dampingFraction:blendDuration:)"
    add(name, "response", negative: true) { .interactiveSpring(response: $0, dampingFraction: 0.86, blendDuration: 0.25) }
    add(name, "dampingFraction", negative: false) { .interactiveSpring(response: 0.15, dampingFraction: $0, blendDuration: 0.25) }
    add(name, "blendDuration", negative: false) { .interactiveSpring(response: 0.15, dampingFraction: 0.86, blendDuration: $0) }
    name = "Animation.interactiveSpring(duration:extraBounce:blendDuration:)"
    add(name, "duration", negative: true) { .interactiveSpring(duration: $0, extraBounce: 0.1, blendDuration: 0.25) }
    add(name, "extraBounce", negative: false) { .interactiveSpring(duration: 0.15, extraBounce: $0, blendDuration: 0.25) }
    add(name, "blendDuration", negative: false) { .interactiveSpring(duration: 0.15, extraBounce: 0.1, blendDuration: $0) }
    add("Animation.smooth(duration:extraBounce:)", "duration", negative: true) { .smooth(duration: $0, extraBounce: 0.1) }
    add("Animation.smooth(duration:extraBounce:)", "extraBounce", negative: false) { .smooth(duration: 0.5, extraBounce: $0) }
    add("Animation.snappy(duration:extraBounce:)", "duration", negative: true) { .snappy(duration: $0, extraBounce: 0.1) }
    add("Animation.snappy(duration:extraBounce:)", "extraBounce", negative: false) { .snappy(duration: 0.5, extraBounce: $0) }
    add("Animation.bouncy(duration:extraBounce:)", "duration", negative: true) { .bouncy(duration: $0, extraBounce: 0.1) }
    add("Animation.bouncy(duration:extraBounce:)", "extraBounce", negative: false) { .bouncy(duration: 0.5, extraBounce: $0) }
    name = "Animation.interpolatingSpring(mass:stiffness:damping:initialVelocity:)"
    add(name, "mass", negative: true) { .interpolatingSpring(mass: $0, stiffness: 100, damping: 10, initialVelocity: 0.5) }
    add(name, "stiffness", negative: true) { .interpolatingSpring(mass: 1, stiffness: $0, damping: 10, initialVelocity: 0.5) }
    add(name, "damping", negative: false) { .interpolatingSpring(mass: 1, stiffness: 100, damping: $0, initialVelocity: 0.5) }
    add(name, "initialVelocity", negative: false) { .interpolatingSpring(mass: 1, stiffness: 100, damping: 10, initialVelocity: $0) }
    name = "Animation.interpolatingSpring(duration:bounce:initialVelocity:)"
    add(name, "duration", negative: true) { .interpolatingSpring(duration: $0, bounce: 0.2, initialVelocity: 0.5) }
    add(name, "bounce", negative: false) { .interpolatingSpring(duration: 0.5, bounce: $0, initialVelocity: 0.5) }
    add(name, "initialVelocity", negative: false) { .interpolatingSpring(duration: 0.5, bounce: 0.2, initialVelocity: $0) }
    add("Animation.interpolatingSpring(_:initialVelocity:)", "initialVelocity", negative: false) {
        .interpolatingSpring(Spring(duration: 0.5, bounce: 0.2), initialVelocity: $0)
    }
    add("Animation.linear(duration:)", "duration", negative: true) { .linear(duration: $0) }
    add("Animation.easeIn(duration:)", "duration", negative: true) { .easeIn(duration: $0) }
    add("Animation.easeOut(duration:)", "duration", negative: true) { .easeOut(duration: $0) }
    add("Animation.easeInOut(duration:)", "duration", negative: true) { .easeInOut(duration: $0) }
    name = "Animation.timingCurve(_:_:_:_:duration:)"
    add(name, "p1x", negative: false) { .timingCurve($0, 0.1, 0.25, 1, duration: 0.4) }
    add(name, "p1y", negative: false) { .timingCurve(0.17, $0, 0.25, 1, duration: 0.4) }
    add(name, "p2x", negative: false) { .timingCurve(0.17, 0.1, $0, 1, duration: 0.4) }
    add(name, "p2y", negative: false) { .timingCurve(0.17, 0.1, 0.25, $0, duration: 0.4) }
    add(name, "duration", negative: true) { .timingCurve(0.17, 0.1, 0.25, 1, duration: $0) }
    add("Animation.timingCurve(_:duration:)", "duration", negative: true) { .timingCurve(.circularEaseIn, duration: $0) }
    add("Animation.delay(_:)", "delay", negative: true) { Animation.easeIn.delay($0) }
    add("Animation.delay(_:)", "delay", negative: true) { Animation.bouncy.delay($0) }
    add("Animation.speed(_:)", "speed", negative: true) { Animation.easeInOut.speed($0) }
    add("Animation.speed(_:)", "speed", negative: true) { Animation.smooth.speed($0) }
    addSpring("Spring(duration:bounce:)", "duration", negative: true) { Spring(duration: $0, bounce: 0.2) }
    addSpring("Spring(duration:bounce:)", "bounce", negative: false) { Spring(duration: 0.5, bounce: $0) }
    addSpring("Spring(response:dampingRatio:)", "response", negative: true) { Spring(response: $0, dampingRatio: 0.7) }
    addSpring("Spring(response:dampingRatio:)", "dampingRatio", negative: false) { Spring(response: 0.5, dampingRatio: $0) }
    name = "Spring(mass:stiffness:damping:allowOverDamping:)"
    addSpring(name, "mass", negative: true) { Spring(mass: $0, stiffness: 100, damping: 10) }
    addSpring(name, "stiffness", negative: true) { Spring(mass: 1, stiffness: $0, damping: 10) }
    addSpring(name, "damping", negative: false) { Spring(mass: 1, stiffness: 100, damping: $0) }
    name = "Spring(settlingDuration:dampingRatio:epsilon:)"
    addSpring(name, "settlingDuration", negative: true) { Spring(settlingDuration: $0, dampingRatio: 0.8) }
    addSpring(name, "dampingRatio", negative: false) { Spring(settlingDuration: 1, dampingRatio: $0) }
    addSpring(name, "epsilon", negative: false) { Spring(settlingDuration: 1, dampingRatio: 0.8, epsilon: $0) }
    addSpring("Spring.smooth(duration:extraBounce:)", "duration", negative: true) { .smooth(duration: $0, extraBounce: 0.1) }
    addSpring("Spring.smooth(duration:extraBounce:)", "extraBounce", negative: false) { .smooth(duration: 0.5, extraBounce: $0) }
    addSpring("Spring.snappy(duration:extraBounce:)", "duration", negative: true) { .snappy(duration: $0, extraBounce: 0.1) }
    addSpring("Spring.snappy(duration:extraBounce:)", "extraBounce", negative: false) { .snappy(duration: 0.5, extraBounce: $0) }
    addSpring("Spring.bouncy(duration:extraBounce:)", "duration", negative: true) { .bouncy(duration: $0, extraBounce: 0.1) }
    addSpring("Spring.bouncy(duration:extraBounce:)", "extraBounce", negative: false) { .bouncy(duration: 0.5, extraBounce: $0) }
    return cases
}()

/// The values every parameter is tried with.
private let badValues: [Double] = [.nan, .infinity, -.infinity, -1]

/// Counts the runs of one completion.
private final class RunCount { var count = 0 }

/// What an animator driven at 60 Hz did with `animation` on a change from 0 to 1.
private struct Outcome {
    var warnings: [String]
    /// The presentation value after the first frame (1/60 s after the change).
    var firstFrame: Double
    var animatingAfterFirstFrame: Bool
    var allFinite: Bool
    var logicalRuns: Int
    var removalRuns: Int
}

/// Creates the animation with `value` and runs it for 10 s of frames; warnings are counted from
/// the creation on.
private func run(_ parameterCase: ParameterCase, with value: Double) -> Outcome {
    let animator = AttributeAnimator(value: 0.0)
    let logical = RunCount(), removal = RunCount()
    var firstFrame = Double.nan, animatingAfterFirstFrame = false, allFinite = true
    let warnings = IssueCapture.capturing {
        var transaction = Transaction(animation: parameterCase.make(value))
        transaction.addAnimationCompletion(criteria: .logicallyComplete) { logical.count += 1 }
        transaction.addAnimationCompletion(criteria: .removed) { removal.count += 1 }
        animator.setValue(1, transaction: transaction, time: 0)
        for frame in 1...600 {
            animator.update(time: Double(frame) / 60)
            if frame == 1 { firstFrame = animator.presentationValue; animatingAfterFirstFrame = animator.isAnimating }
            allFinite = allFinite && animator.presentationValue.isFinite && animator.velocity.isFinite
        }
    }
    return Outcome(warnings: warnings, firstFrame: firstFrame, animatingAfterFirstFrame: animatingAfterFirstFrame,
                   allFinite: allFinite, logicalRuns: logical.count, removalRuns: removal.count)
}

@Suite("Invalid animation parameters")
struct InvalidParameterTests {
    /// The rule: a NaN or infinite parameter, or a negative duration, response, mass, stiffness,
    /// delay or speed, ends the animation at once — the model value on the next frame, each
    /// completion once — with one warning naming the initializer and the parameter. A finite
    /// negative bounce, damping fraction, damping… is clamped: it animates, warns nothing.
    @Test("Every initializer × every parameter × {NaN, +∞, −∞, −1}", arguments: parameterCases)
    fileprivate func everyParameter(_ parameterCase: ParameterCase) {
        for value in badValues {
            let outcome = run(parameterCase, with: value)
            let label = "\(parameterCase.initializer) \(parameterCase.parameter): \(value)"
            #expect(outcome.allFinite, "\(label)")
            if value.isFinite && !parameterCase.negativeIsInvalid {
                #expect(outcome.warnings.isEmpty, "\(label): \(outcome.warnings)")
                #expect(outcome.animatingAfterFirstFrame && outcome.firstFrame != 1, "\(label) still animates after a frame")
                continue
            }
            #expect(outcome.warnings == ["\(parameterCase.initializer): \(parameterCase.parameter) is \(value); the animation ends at once"],
                    "\(label)")
            #expect(outcome.firstFrame == 1 && !outcome.animatingAfterFirstFrame, "\(label): shows the model value on the next frame")
            #expect(outcome.logicalRuns == 1 && outcome.removalRuns == 1, "\(label): each completion runs once")
        }
    }

    @Test("The table covers every parameter of every initializer: 55 parameters, 73 cases")
    func coverage() {
        // 37 parameters of 16 animation initializers; delay and speed on two bases each;
        // 16 parameters of 8 spring initializers, through two animations each.
        #expect(parameterCases.count == 37 + 2 * 2 + 2 * 16)
        #expect(Set(parameterCases.map { "\($0.initializer) \($0.parameter)" }).count == 37 + 2 + 16)
    }

    @Test("Several invalid parameters: still one warning, naming each")
    func severalParameters() {
        var animation: Animation?
        let warnings = IssueCapture.capturing { animation = .spring(duration: -.infinity, bounce: .nan) }
        #expect(warnings == ["Animation.spring(duration:bounce:blendDuration:): duration is -inf, bounce is nan; the animation ends at once"])
        #expect(animation == .endingAtOnce)
    }

    @Test("Valid parameters warn nothing and keep SwiftUI's values")
    func validParameters() {
        let warnings = IssueCapture.capturing {
            _ = Animation.spring(duration: 0, bounce: 2)           // zero duration: the stiffest spring
            _ = Animation.linear(duration: 0)                      // zero duration: ends at once, silently
            _ = Animation.smooth.speed(0).delay(0)
            _ = Spring(mass: 1, stiffness: 0, damping: 0)
        }
        #expect(warnings.isEmpty, "\(warnings)")
        #expect(Animation.bouncy(duration: 0.4, extraBounce: 0.1) == .spring(duration: 0.4, bounce: 0.4))
        #expect(Spring(duration: 0.5, bounce: 5) == Spring(duration: 0.5, bounce: 1), "bounce clamped to 1")
    }

    @Test("An invalid spring used in a merge: the merged-into animation ends too, completions once")
    func invalidMergeEndsTheRun() {
        let animator = AttributeAnimator(value: 0.0)
        let first = RunCount(), second = RunCount()
        var transaction = Transaction(animation: .bouncy)
        transaction.addAnimationCompletion(criteria: .removed) { first.count += 1 }
        animator.setValue(1, transaction: transaction, time: 0)
        for frame in 1...12 { animator.update(time: Double(frame) / 60) }
        #expect(animator.isAnimating)
        _ = IssueCapture.capturing {
            var bad = Transaction(animation: .spring(duration: 0.5, bounce: .infinity))
            bad.addAnimationCompletion(criteria: .removed) { second.count += 1 }
            animator.setValue(2, transaction: bad, time: 0.2)
        }
        animator.update(time: 0.2 + 1.0 / 60)
        #expect(animator.presentationValue == 2 && !animator.isAnimating)
        #expect(first.count == 1 && second.count == 1)
    }
}
