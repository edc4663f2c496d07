import Foundation
import Kinetic
import KineticExport
import Testing

// An animation kind added in one file, as ARCHITECTURE.md's "Adding an animation kind" says: its
// parameters, math, merge rule, factory, description and export form are all here, and nothing
// else in the package knows it. The tests below drive it through the animator, a view, and the
// exporters.

/// An elastic ease-out over a duration: it overshoots and rings down to its target,
/// e(p) = 1 + 2^(−10p)·sin((10p − 0.75)·2π/3) (Robert Penner's easeOutElastic), finishing at the
/// duration. A new change while it runs merges: the new curve starts from where the running one
/// is shown, so the value never jumps.
struct ElasticAnimation: AnimationKind {
    var duration: Double

    /// The curve at progress `p` in [0, 1].
    static func curve(_ p: Double) -> Double {
        p <= 0 ? 0 : p >= 1 ? 1 : 1 + pow(2, -10 * p) * sin((10 * p - 0.75) * 2 * Double.pi / 3)
    }

    /// Where a merge took over: the offset shown then and the time (since the entry began).
    struct MergePoint<V: VectorArithmetic>: AnimationStateKey {
        static var defaultValue: (offset: V, time: Double) { (.zero, 0) }
    }

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        let start = context.state[MergePoint<V>.self]
        let elapsed = time - start.time
        guard elapsed < duration else { return nil }
        return start.offset + (value - start.offset).scaled(by: Self.curve(elapsed / duration))
    }

    func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>) -> Bool {
        let shown = previous.animate(value: value, time: time, context: &context) ?? value
        context.state[MergePoint<V>.self] = (shown, time)
        return true
    }

    var description: String { ".elastic(duration: \(duration))" }

    var exportForm: AnimationExportForm { .sampled(duration: duration) }
}

extension Animation {
    /// An elastic ease-out over `duration` seconds (``ElasticAnimation``).
    static func elastic(duration: Double = 0.6) -> Animation { Animation(ElasticAnimation(duration: duration)) }
}

@Suite struct AddedKindTests {
    @Test func itAnimatesByItsCurve() {
        let animator = AttributeAnimator<Double>(value: 0)
        let change = withTransaction(Transaction(animation: .elastic(duration: 0.6))) { animator.setValue(100, time: 1) }
        #expect(change == .started)
        for t in [0.0, 0.06, 0.15, 0.3, 0.45] {
            animator.update(time: 1 + t)
            #expect(abs(animator.presentationValue - 100 * ElasticAnimation.curve(t / 0.6)) < 1e-9, "t = \(t)")
        }
        #expect(animator.presentationValue > 100, "it rings past the target")
        animator.update(time: 1.6)
        #expect(animator.presentationValue == 100 && !animator.isAnimating)
    }

    @Test func aNewChangeMergesFromWhereItIsShown() {
        let animator = AttributeAnimator<Double>(value: 0)
        withTransaction(Transaction(animation: .elastic(duration: 0.6))) { animator.setValue(100, time: 0) }
        animator.update(time: 0.1)
        let shown = animator.presentationValue
        let change = withTransaction(Transaction(animation: .elastic(duration: 0.6))) { animator.setValue(-50, time: 0.1) }
        #expect(change == .merged && animator.runningAnimationCount == 1)
        animator.update(time: 0.1)
        #expect(abs(animator.presentationValue - shown) < 1e-9, "no jump at the merge")
        animator.update(time: 0.4)
        #expect(abs(animator.presentationValue - (shown + (-50 - shown) * ElasticAnimation.curve(0.5))) < 1e-9)
        animator.update(time: 0.7)
        #expect(animator.presentationValue == -50)
    }

    @Test func itDescribesItselfAlsoUnderAModifier() {
        #expect("\(Animation.elastic(duration: 0.6))" == ".elastic(duration: 0.6)")
        #expect(Animation.elastic(duration: 0.6) == .elastic(duration: 0.6) && Animation.elastic(duration: 0.6) != .elastic(duration: 0.7))
        #expect("\(Animation.elastic(duration: 0.6).delay(0.1))".contains(".elastic(duration: 0.6)"))
    }

    /// CSS gets a `linear()` sampled from the curve within 0.5 % of the change; SwiftUI the call as it
    /// prints; platforms with no sampled easing refuse, naming the one that has it.
    @Test func itExports() throws {
        let css = try AnimationExport.export(.elastic(duration: 0.6), to: .css).code
        #expect(css.hasPrefix("/* .elastic(duration: 0.6): linear() with "), "\(css)")
        #expect(css.contains("transition-duration: 0.6s;") && css.contains("transition-timing-function: linear(0"), "\(css)")
        let swiftui = try AnimationExport.export(.elastic(duration: 0.6), to: .swiftui).code
        #expect(swiftui == "withAnimation(.elastic(duration: 0.6)) {\n    // your change\n}")
        #expect {
            try AnimationExport.export(.elastic(duration: 0.6), to: .compose)
        } throws: { error in
            "\(error)" == "compose: cannot express .elastic(duration: 0.6): a curve Kinetic samples has no Compose easing; "
                + "export it to css, whose linear() takes the samples"
        }
        // The built-in kinds answer through the same path, from their own files.
        let bezier = try AnimationExport.export(.easeInOut(duration: 0.4), to: .css).code
        #expect(bezier.contains("cubic-bezier(0.42, 0, 0.58, 1)") && bezier.contains("transition-duration: 0.4s;"), "\(bezier)")
        let spring = try AnimationExport.export(.spring(duration: 0.5, bounce: 0.3), to: .framer).code
        #expect(spring.contains("type: \"spring\"") && spring.contains("mass: 1"), "\(spring)")
    }

    /// In a view, as any animation: `.animation(.elastic(), value:)` moves an offset along the curve.
    @MainActor @Test func itRunsInAView() {
        struct Nudge: View {
            @State var moved = false
            var body: some View {
                Rectangle().frame(width: 10, height: 10)
                    .offset(x: moved ? 100 : 0)
                    .animation(.elastic(duration: 0.5), value: moved)
                    .onTapGesture { moved.toggle() }
                    .testID("nudge")
            }
        }
        let host = HeadlessHost(Nudge(), size: CGSize(width: 200, height: 100))
        let before = host.displayList.items(withID: "nudge")[0].bounds.minX
        host.tap(id: "nudge")
        host.advance(to: 0.25)
        let midway = host.displayList.items(withID: "nudge")[0].bounds.minX
        #expect(abs(midway - before - 100 * ElasticAnimation.curve(0.5)) < 1e-6, "\(midway - before)")
    }
}
