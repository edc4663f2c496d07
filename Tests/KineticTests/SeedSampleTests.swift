import Foundation
import Testing
@testable import Kinetic
import KineticTestSupport

extension ViewLayerTests {
@Suite struct SeedSampleTests {
    @Test func bindingAnimationMovesTheTruckLinearly() {
        let host = HeadlessHost(TruckView(), size: CGSize(width: 400, height: 200))
        let start = host.displayList.item(withID: "truck")!.frame.minX
        let knob = host.displayList.items.first { if case .shape(.circle, _) = $0.content { return true }; return false }!
        host.tap(at: knob.center)
        host.advance(to: 0.175)
        let mid = host.displayList.item(withID: "truck")!.frame.minX
        host.advance(to: 1)
        let end = host.displayList.item(withID: "truck")!.frame.minX
        #expect(end > start + 100, "the VStack alignment moved the truck to the trailing edge")
        #expect(approx(Double(mid - start), Double(end - start) / 2, 1e-6), "linearly, via the binding's animation")
    }

    @Test func buttonsChangeTheScaleWithEaseIn() {
        let host = HeadlessHost(ScaleView(), size: CGSize(width: 300, height: 300))
        #expect(approx(drawnScale(host, "circle"), 0.5, 1e-12))
        host.tap(id: "plus")
        host.advance(to: 0.35)
        #expect(approx(drawnScale(host, "circle"), 0.6, 1e-9))
        host.tap(id: "minus")
        host.tap(id: "minus")
        host.advance(to: 0.5)
        let during = drawnScale(host, "circle")
        #expect(during < 0.6 && during > 0.4)
        host.advance(to: 1)
        #expect(approx(drawnScale(host, "circle"), 0.4, 1e-9))
    }

    /// `.easeIn.repeatCount(3)` (autoreverses by default): three 0.35 s plays of 0 → 0.1 for a
    /// "+" tap; the odd play runs backward, mirroring the forward play (delta − forward, as
    /// SwiftUI's RepeatAnimation does), then the value snaps to the model value 0.6.
    /// By hand: easeIn is the bezier (0.42,0)(1,1); at curve parameter u = 1/4,
    /// x = 3·(3/4)²·(1/4)·0.42 + 3·(3/4)·(1/4)² + (1/4)³ = 0.3334375 and y = 3·(3/4)·(1/4)² + (1/4)³
    /// = 0.15625, so 0.3334375 of a play (0.116703125 s) in, a forward play shows 0.5 + 0.015625 and
    /// the backward one 0.5 + 0.1·(1 − 0.15625).
    @Test func repeatCountPlaysEaseInThreeTimesAlternatingDirection() {
        let host = HeadlessHost(RepeatCountSample.ContentView(), size: CGSize(width: 300, height: 300))
        func circleScale() -> Double {
            let circle = host.displayList.items.first { if case .shape(.circle, _) = $0.content { return true }; return false }!
            return Double(circle.transform.scale.width)
        }
        #expect(approx(circleScale(), 0.5, 1e-12))
        host.tap(at: host.displayList.item(text: "+")!.center)
        let local = 0.116703125
        host.advance(to: local)
        #expect(approx(circleScale(), 0.515625, 0.1 * curveTolerance), "first play, forward")
        host.advance(to: 0.35 + local)
        #expect(approx(circleScale(), 0.584375, 0.1 * curveTolerance), "second play, backward")
        host.advance(to: 0.7)
        #expect(approx(circleScale(), 0.5, 1e-6), "the backward play ends where the first began")
        host.advance(to: 0.7 + local)
        #expect(approx(circleScale(), 0.515625, 0.1 * curveTolerance), "third play, forward again")
        host.advance(to: 1.2)
        #expect(approx(circleScale(), 0.6, 1e-12), "after three plays: the model value")
        #expect(host.runningAnimationCount == 0)
    }

    /// Example 1: `withAnimation(.bouncy) { offset = -40.0 }` — the offset follows the bouncy
    /// spring (response 0.5, damping fraction 0.7), overshoots past −40 and rests there (no
    /// completion sends it back, unlike Example 2).
    @Test func simpleAnimationViewBouncesUpAndStays() {
        let host = HeadlessHost(SimpleAnimationView(emoji: "🐶").testID("emoji"), size: CGSize(width: 200, height: 200))
        func offset() -> Double { Double(host.displayList.item(withID: "emoji")!.transform.ty) }
        host.tap(id: "emoji")
        for t in [0.1, 0.2, 0.4] {
            host.advance(to: t)
            #expect(approx(offset(), -40 * replayedSpringFraction(response: 0.5, dampingFraction: 0.7, time: t), 1e-9), "t = \(t)")
        }
        #expect(offset() < -40, "overshoot (replay 1.036 of the way at 0.4 s)")
        host.advance(to: 3)
        #expect(offset() == -40)
        #expect(host.runningAnimationCount == 0)
        host.advance(to: 4)
        #expect(offset() == -40)
    }

    /// `animation(.easeInOut) { $0.opacity(...) }`: only the opacity animates with easeInOut;
    /// MyView's own content uses the transaction's animation — none for a plain change (the
    /// width jumps), linear inside `withAnimation(.linear(duration: 1))`. easeInOut is symmetric
    /// about (0.5, 0.5), so half-way through its 0.35 s the opacity is exactly half-way.
    @Test func scopedAnimationAnimatesOnlyTheOpacity() {
        let host = HeadlessHost(ScopedOpacityPanel(), size: CGSize(width: 300, height: 300))
        func panel() -> DisplayItem { host.displayList.item(withID: "panel")! }
        #expect(panel().opacity == 0 && panel().frame.width == 50)
        host.tap(id: "plain")
        #expect(panel().frame.width == 100, "MyView's content jumps")
        host.advance(to: 0.175)
        #expect(approx(panel().opacity, 0.5, 1e-6), "the opacity animates with easeInOut")
        #expect(panel().frame.width == 100)
        host.advance(to: 1)
        #expect(panel().opacity == 1)

        host.tap(id: "linear")
        host.advance(to: 1.175)
        #expect(approx(panel().opacity, 0.5, 1e-6), "still easeInOut (linear would give 0.825)")
        host.advance(to: 1.5)
        #expect(approx(Double(panel().frame.width), 75, 1e-6), "the content follows the transaction's linear animation")
        host.advance(to: 2.5)
        #expect(panel().opacity == 0 && panel().frame.width == 50)
    }

    @Test func idModifierResetsIdentity() {
        struct Reset: View {
            @State var generation = 0
            var body: some View {
                VStack {
                    Counter().id(generation)
                    Text("reset").onTapGesture { generation += 1 }.testID("reset")
                }
            }
        }
        struct Counter: View {
            @State var count = 0
            var body: some View { Text("\(count)").onTapGesture { count += 1 }.testID("count") }
        }
        let host = HeadlessHost(Reset())
        host.tap(id: "count"); host.tap(id: "count")
        #expect(host.displayList.item(withID: "count")?.text == "2")
        host.tap(id: "reset")
        #expect(host.displayList.item(withID: "count")?.text == "0")
    }
}
}
