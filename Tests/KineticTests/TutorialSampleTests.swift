import Foundation
import Testing
@testable import Kinetic
import KineticTestSupport

extension ViewLayerTests {
@Suite struct TutorialSampleTests {
    /// `.linear(duration: 1.5).delay(1.5)`: nothing moves for 1.5 s, then the box covers the 300
    /// points linearly in 1.5 s (x = 300·(t − 1.5)/1.5).
    @Test func delayedLinearAnimationWaitsThenMovesLinearly() {
        let host = HeadlessHost(DelayedMove(), size: CGSize(width: 400, height: 100))
        func x() -> Double { Double(host.displayList.item(withID: "box")!.transform.tx) }
        host.tap(id: "box")
        for frame in 0...90 {
            host.advance(to: Double(frame) / 60)
            #expect(x() == 0, "still during the delay, frame \(frame)")
        }
        host.advance(to: 2)
        #expect(approx(x(), 100, 300 * curveTolerance))
        host.advance(to: 2.25)
        #expect(approx(x(), 150, 1e-6))
        host.advance(to: 3.5)
        #expect(x() == 300)
        #expect(host.runningAnimationCount == 0)
    }

    /// `.move(edge: .bottom).combined(with: .scale).combined(with: .opacity)` under a 1 s linear
    /// animation: a quarter of the way in the box is 3/4 of its 40-point height below its place,
    /// at scale 1/4 (about its centre) and opacity 1/4; removal runs the same values backward.
    @Test func combinedMoveScaleOpacityTransition() throws {
        let host = HeadlessHost(CombinedTransition(), size: CGSize(width: 200, height: 200))
        #expect(host.displayList.item(withID: "card") == nil)
        host.tap(id: "toggle")
        host.advance(to: 2)
        let rest = try #require(host.displayList.item(withID: "card"))
        #expect(rest.opacity == 1 && rest.transform.isIdentity)

        let host2 = HeadlessHost(CombinedTransition(), size: CGSize(width: 200, height: 200))
        host2.tap(id: "toggle")
        for (t, fraction) in [(0.25, 0.25), (0.5, 0.5)] {
            host2.advance(to: t)
            let card = try #require(host2.displayList.item(withID: "card"))
            let tolerance = curveTolerance
            #expect(approx(card.opacity, fraction, tolerance), "t = \(t)")
            #expect(approx(Double(card.transform.scale.width), fraction, tolerance) && approx(Double(card.transform.scale.height), fraction, tolerance))
            #expect(approx(Double(card.center.x), Double(rest.center.x), 1e-9))
            #expect(approx(Double(card.center.y - rest.center.y), 40 * (1 - fraction), 40 * tolerance), "below its place")
        }

        host.tap(id: "toggle")  // at t = 2: the removal
        host.advance(to: 2.75)
        let leaving = try #require(host.displayList.item(withID: "card"))
        #expect(approx(leaving.opacity, 0.25, curveTolerance) && approx(Double(leaving.transform.scale.width), 0.25, curveTolerance))
        #expect(approx(Double(leaving.center.y - rest.center.y), 30, 40 * curveTolerance))
        host.advance(to: 3.5)
        #expect(host.displayList.item(withID: "card") == nil)
    }

    /// Each of the four `$isShowing.animation(...)` variants animates the greeting's insertion
    /// (its opacity transition) with its own spring. The simulated ones follow the hand replay of
    /// SPEC §5. `.spring()` with no arguments is `spring(duration: 0.5, bounce: 0)` — as in
    /// SwiftUI, the `response:dampingFraction:` form is the disfavoured overload — so response 0.5
    /// and damping fraction 1, which is why the tutorial notes it "doesn't bounce at all". The two
    /// customised ones are response 0.5, damping fraction 0.2 (`interactiveSpring` with the same
    /// arguments is the same spring). The
    /// interpolating spring is SPEC §3's closed form with m = 1, k = 100, c = 3: d = 1.5,
    /// ω = √(100 − 1.5²), opacity = 1 − e^(−dt)·(d·sin(ωt)/ω + cos(ωt)).
    @Test func bindingSpringVariantsAnimateTheGreeting() throws {
        func interpolating(_ t: Double) -> Double {
            let d = 1.5, omega = (100 - d * d).squareRoot()
            return 1 - exp(-d * t) * (d * sin(omega * t) / omega + cos(omega * t))
        }
        let expected: [(Double) -> Double] = [
            { replayedSpringFraction(response: 0.5, dampingFraction: 1, time: $0) },
            { replayedSpringFraction(response: 0.5, dampingFraction: 0.2, time: $0) },
            { replayedSpringFraction(response: 0.5, dampingFraction: 0.2, time: $0) },
            interpolating,
        ]
        for variant in 0..<4 {
            let host = HeadlessHost(SpringGreeting(variant: variant), size: CGSize(width: 400, height: 600))
            #expect(host.displayList.item(text: "Hello, Animation!") == nil)
            host.tap(at: try #require(host.displayList.item(text: "Show Greeting?")).center)
            for t in [0.05, 0.1] {
                host.advance(to: t)
                let value = expected[variant](t)
                #expect(value > 0.1 && value < 0.6, "the oracle is inside the drawable range")
                let greeting = try #require(host.displayList.item(text: "Hello, Animation!"))
                #expect(approx(greeting.opacity, value, 1e-9), "variant \(variant), t = \(t)")
            }
            host.advance(to: 10)
            #expect(host.displayList.item(text: "Hello, Animation!")?.opacity == 1)
        }
    }
}
}
