import Foundation
import Kinetic
import KineticGallery
import KineticSDL
import Testing
@testable import KineticViewer

extension GalleryTests {
    /// The lab's lanes (and B, lane A's A/B) take animations typed as Swift, and draw each one's
    /// curve before any tap.
    @Suite struct LabExpressionTests {
        static func laneX(_ host: HeadlessHost, _ id: String) throws -> Double {
            Double(try #require(host.displayList.item(withID: id)).transform.tx)
        }

        @Test func aTypedAnimationDrivesItsLaneAndABadOneSaysWhereItIsWrong() throws {
            let lab = try #require(GalleryCatalog.scene(named: "lab"))
            let session = SceneSession(lab, size: CGSize(width: 860, height: 640), tuning: PreviewTuning())
            let host = session.host
            // B, lane A's A/B, is asked for under its interpolating spring.
            let spring = Animation.interpolatingSpring(duration: 0.5, bounce: 0.3)
            #expect(session.tuning.comparison == PreviewComparison(attribute: MergeLabView.compared, animation: spring, label: "B"))
            // Lane A takes a linear second.
            #expect(host.tap(id: "expression-A"))
            host.type(".linear(duration: 1)")
            #expect(host.pressEditingKey(.enter))
            // B gets a typo: it keeps its own animation, and the error names the column.
            host.tap(id: "expression-B")
            host.type(".sprung(duration: 0.3)")
            host.pressEditingKey(.enter)
            let error = try #require(host.displayList.items.compactMap(\.text).first { $0.hasPrefix("unknown animation") })
            #expect(error.hasPrefix("unknown animation 'sprung' at 2"), "\(error)")
            #expect(session.tuning.comparison?.animation == spring)
            let startA = try Self.laneX(host, "A")
            #expect(host.tap(id: "A"))
            host.advance(by: 0.5)
            // Linear over 1 s: half the 260-point travel at 0.5 s.
            #expect(abs(try Self.laneX(host, "A") - startA - 130) < 1e-6)
            // B typed right: its A/B takes it.
            // (The field itself: its id's items include the mistake's card below it.)
            let field = try #require(host.displayList.items(withID: "expression-B").first).bounds
            #expect(host.tap(at: CGPoint(x: field.midX, y: field.midY)))
            host.pressEditingKey(.selectAll)
            host.type(".snappy")
            host.pressEditingKey(.enter)
            #expect(session.tuning.comparison?.animation == .snappy)
        }

        /// An error appearing as one types moves nothing (it lies on a card over the lane below,
        /// drawn after it), and Ctrl+A then typing replaces the whole expression.
        @Test func anErrorLineMovesNothingAndSelectAllReplaces() throws {
            let host = HeadlessHost(MergeLabView(), size: CGSize(width: 860, height: 640))
            // Lane A's sprite and everything drawn below B's field (the controls' row).
            let frames = { host.displayList.items.filter { $0.testID == "A" || $0.text?.hasPrefix("taps ") == true }.map(\.frame) }
            let before = frames()
            #expect(before.count == 2)
            #expect(host.tap(id: "expression-B"))
            host.type("extra")
            let items = host.displayList.items
            let errorIndex = try #require(items.firstIndex { $0.text?.hasPrefix("expected '.extra'") == true })
            #expect(frames() == before, "nothing moved")
            // Drawn after the controls' row below it, so on top of it.
            let controls = try #require(items.firstIndex { $0.text?.hasPrefix("taps ") == true })
            #expect(errorIndex > controls)
            host.pressEditingKey(.selectAll)
            host.type(".bouncy")
            #expect(!host.displayList.items.contains { $0.text?.hasPrefix("expected") == true }, "the error went with the text")
            #expect(host.displayList.items.contains { $0.text == ".bouncy▏" })
        }

        @Test func eachLanesCurveIsDrawnBeforeAnyTapWithItsSettlingTimeAndOvershoot() throws {
            let host = HeadlessHost(MergeLabView(), size: CGSize(width: 860, height: 640))
            let texts = host.displayList.items.compactMap(\.text)
            // The response the inspector would measure: `.spring(duration: 0.5, bounce: 0.3)` from 0 to 1.
            let (trace, settle) = AnimationCurves.response(of: .spring(duration: 0.5, bounce: 0.3))
            let settling = try #require(settle.settlingTime(isMoving: false))
            let legend = "■ A \(String(format: "%.2f", settling)) s, \(String(format: "%.1f", settle.overshoot * 100)) % over"
            #expect(texts.contains(legend), "\(legend) not among \(texts.filter { $0.hasPrefix("■") })")
            // Lane B's closed-form spring against SPEC's figure: damping ratio ζ = 1 − bounce = 0.7
            // overshoots by exp(−ζπ/√(1−ζ²)) = 4.60 %, at t = π/ω_d = 0.350 s (ω_d = 2π/0.5 · √(1−ζ²)),
            // which the 60 Hz frame at 0.35 s samples within 0.01 %.
            let zeta = 0.7
            let overshootB = exp(-zeta * Double.pi / (1 - zeta * zeta).squareRoot())
            let (_, settleB) = AnimationCurves.response(of: .interpolatingSpring(duration: 0.5, bounce: 0.3))
            #expect(abs(settleB.overshoot - overshootB) < 1e-4, "\(settleB.overshoot) vs \(overshootB)")
            #expect(texts.contains { $0.hasPrefix("■ B ") && $0.hasSuffix(String(format: "%.1f %% over", overshootB * 100)) })
            // Lane A simulates the same spring in 1/300 s steps: it overshoots a little less.
            #expect(settle.overshoot > overshootB - 0.006 && settle.overshoot < overshootB)
            #expect(trace.samples.first?.value == 0 && abs(trace.samples.last!.value - 1) < 0.01)
            // Retyping lane A's animation moves its curve: a linear second settles at 0.99 s.
            host.tap(id: "expression-A")
            host.type(".linear(duration: 1)")
            host.pressEditingKey(.enter)
            #expect(host.displayList.items.compactMap(\.text).contains("■ A 0.98 s, 0.0 % over"))
        }
    }
}
