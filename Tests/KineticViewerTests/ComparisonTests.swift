import Foundation
import Kinetic
import KineticInspector
import Testing
@testable import KineticViewer

/// A/B on any scene: "compare" runs the shown scene again from the same inputs with every animation
/// the tuned spring, in step with it, drawn as a ghost, its curves beside the scene's.
extension ViewerTests {
    @Suite struct ComparisonTests {
        /// The dot's offset in a run's host.
        static func offset(_ host: HeadlessHost) throws -> Double {
            Double(try #require(host.displayList.item(withID: "dot")).transform.tx)
        }

        @Test func theComparisonRunsTheSameInputsUnderTheTunedSpring() throws {
            let viewer = ViewerTests.viewer([PreviewScene("Dot") { LinearDot() }])
            viewer.model.comparesTuning = true
            try ViewerTests.run(viewer, clicking: "dot", at: [0.1], until: 0.6)
            let ghost = try #require(viewer.comparison?.session)
            #expect(ghost.host.time == viewer.currentSession.host.time, "in step")
            // The scene: linear over 1 s, half way at 0.6 s. The comparison: the tuned spring
            // (0.5 s, bounce 0.3) 0.5 s in, as a bare animator computes it.
            let scene = try Self.offset(viewer.currentSession.host), compared = try Self.offset(ghost.host)
            #expect(abs(scene - 50) < 1e-6)
            let tuned = replay(PreviewTuning().animation, to: 100, at: 0.5)
            #expect(abs(compared - tuned) < 1e-6, "\(compared) vs \(tuned)")
            // Its inputs are the scene's, its tunings replacing every animation.
            #expect(ghost.inputs.count == viewer.currentSession.inputs.count)
            // The panel overlays the tuned curve and the difference.
            let legend = viewer.chromeHost.displayList.items.compactMap(\.text).filter { $0.hasPrefix("■") }
            #expect(legend == ["■ dot · offset", "■ dot · offset (tuned)", "■ dot · offset − tuned"], "\(legend)")
            // Off: gone.
            viewer.model.comparesTuning = false
            viewer.update(time: 0.6 + 1.0 / 60)
            #expect(viewer.comparison == nil && viewer.model.comparison == nil)
        }

        /// Scrubbing back makes the comparison again from the run shown, at its instant.
        @Test func aScrubMakesTheComparisonAgainAtThePlayhead() throws {
            let viewer = ViewerTests.viewer([PreviewScene("Dot") { LinearDot() }])
            viewer.model.comparesTuning = true
            try ViewerTests.run(viewer, clicking: "dot", at: [0.1], until: 2)
            viewer.scrub(to: 0.35)
            viewer.update(time: 2 + 1.0 / 60)
            let ghost = try #require(viewer.comparison?.session)
            #expect(abs(ghost.host.time - 0.35) < 1e-9)
            let tuned = replay(PreviewTuning().animation, to: 100, at: 0.25)
            let compared = try Self.offset(ghost.host)
            #expect(abs(compared - tuned) < 1e-6, "\(compared) vs \(tuned)")
        }
    }
}
