import Foundation
import Kinetic
import KineticInspector
import KineticSDL
import Testing
@testable import KineticViewer
import KineticViewerTestSupport

/// A/B on any scene: "compare" runs the shown scene again from the same inputs with every animation
/// the tuned spring, in step with it, drawn as a ghost, its curves beside the scene's.
extension ViewerTests {
    @Suite struct ComparisonTests {
        /// The dot's offset in a run's host.
        static func offset(_ host: HeadlessHost) throws -> Double {
            Double(try #require(host.displayList.item(withID: "dot")).transform.tx)
        }

        @Test func theComparisonRunsTheSameInputsUnderTheTunedSpring() throws {
            let viewer = ViewerHarness.viewer([PreviewScene("Dot") { LinearDot() }])
            viewer.model.comparesTuning = true
            try ViewerHarness.run(viewer, clicking: "dot", at: [0.1], until: 0.6)
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

        /// A scene that asks for its own A/B (`previewComparison`): the viewer runs it without being
        /// asked, the curves are called by the scene's label, the animation is read at each change
        /// (so it follows the scene's state: here a second tap's animation differs), and the user's
        /// own A/B takes its place while on.
        @Test func aSceneAsksForItsOwnComparison() throws {
            let viewer = ViewerHarness.viewer([PreviewScene("Declared") { DeclaredComparisonDot() }])
            try ViewerHarness.run(viewer, clicking: "dot", at: [0.1, 1.5], until: 1.8)
            let dot = AttributeName(view: "dot", attribute: "offset")
            #expect(viewer.model.comparing == nil && viewer.model.comparedScope == .declared(dot, label: "B"))
            let ghost = try #require(viewer.comparison?.session)
            // The scene: linear over 1 s, back from 100 since 1.5 s (70 at 1.8 s). B: easeIn over
            // 0.5 s on the first tap, easeOut over 0.5 s on the second (the scene says which).
            #expect(abs(try Self.offset(viewer.currentSession.host) - 70) < 1e-6)
            let second = 100 - replay(.easeOut(duration: 0.5), to: 100, at: 0.3)
            let compared = try Self.offset(ghost.host)
            #expect(abs(compared - second) < 1e-6, "\(compared) vs \(second)")
            let legend = viewer.chromeHost.displayList.items.compactMap(\.text).filter { $0.hasPrefix("■") }
            #expect(legend == ["■ dot · offset", "■ dot · offset (B)", "■ dot · offset − B"], "\(legend)")
            // The user's A/B on the same attribute (the tuned spring) takes its place, and gives it back.
            viewer.model.comparing = .attribute(dot)
            viewer.update(time: 1.8 + 1.0 / 60)
            #expect(viewer.model.comparedScope == .attribute(dot) && viewer.comparison?.scope == .attribute(dot))
            viewer.model.comparing = nil
            viewer.update(time: 1.8 + 2.0 / 60)
            #expect(viewer.comparison?.scope == .declared(dot, label: "B"))
        }

        /// A recording of a scene that asks for its own A/B has the second run's attribute beside
        /// the scene's, under the label ("B · offset"), and plots.png draws both with the difference.
        @Test func aRecordingKeepsTheScenesOwnComparison() throws {
            let scene = PreviewScene("Declared", name: "declared") { DeclaredComparisonDot() }
            var recording = SceneRecording(scene: scene, inputs: [SceneInput(time: 0.1, action: .tap(.id("dot")))], end: 1,
                                           size: CGSize(width: 480, height: 360))
            try recording.run(drawingOn: nil)
            let a = recording.samples.filter { $0.name == "dot · offset" && $0.part == "x" }
            let b = recording.samples.filter { $0.name == "B · offset" && $0.part == "x" }
            #expect(a.count == b.count && a.count > 50)
            for (p, q) in zip(a, b) {
                #expect(p.time == q.time)
                let t = p.time - 0.1
                #expect(abs(q.value - replay(.easeIn(duration: 0.5), to: 100, at: t)) < 1e-6, "at \(p.time)")
            }
            #expect(recording.samples.map(\.time) == recording.samples.map(\.time).sorted(), "in time order")
            let lanes = RecordingPlots.lanes(samples: recording.samples, events: recording.events, inputs: recording.inputs, start: 0).lanes
            #expect(lanes.first?.curves.map(\.name) == ["dot", "B"] && lanes.first?.difference != nil)
        }

        /// Scrubbing back makes the comparison again from the run shown, at its instant.
        @Test func aScrubMakesTheComparisonAgainAtThePlayhead() throws {
            let viewer = ViewerHarness.viewer([PreviewScene("Dot") { LinearDot() }])
            viewer.model.comparesTuning = true
            try ViewerHarness.run(viewer, clicking: "dot", at: [0.1], until: 2)
            viewer.scrub(to: 0.35)
            viewer.update(time: 2 + 1.0 / 60)
            let ghost = try #require(viewer.comparison?.session)
            #expect(abs(ghost.host.time - 0.35) < 1e-9)
            let tuned = replay(PreviewTuning().animation, to: 100, at: 0.25)
            let compared = try Self.offset(ghost.host)
            #expect(abs(compared - tuned) < 1e-6, "\(compared) vs \(tuned)")
        }

        /// A/B on one attribute: the selected attribute's animations take the tuned spring, wherever
        /// they came from (here an `.animation(_:value:)` modifier); the rest of the scene runs as it
        /// does, and only that attribute's tuned curve and difference are overlaid.
        @Test func aBOnOneAttributeReplacesOnlyItsAnimations() throws {
            let viewer = ViewerHarness.viewer([PreviewScene("Two dots") { TwoDots() }])
            try ViewerHarness.run(viewer, clicking: "dot", at: [0.1], until: 0.2)
            let store = try #require(viewer.model.inspector)
            #expect(store.selectedEntry?.name == AttributeName(view: "dot", attribute: "offset"))
            // The A/B button beside the selected attribute's name.
            try ViewerHarness.press(viewer, id: "compare-attribute", at: 0.2)
            #expect(viewer.model.comparing == .attribute(AttributeName(view: "dot", attribute: "offset")))
            ViewerHarness.run(viewer, from: 0.2, to: 0.6)
            let ghost = try #require(viewer.comparison?.session)
            // The dot 0.5 s into the tuned spring; its twin, whose animation nobody replaced, half
            // way through the same linear second in both runs.
            let tuned = replay(PreviewTuning().animation, to: 100, at: 0.5)
            let (ghostDot, sceneDot) = (try Self.offset(ghost.host), try Self.offset(viewer.currentSession.host))
            #expect(abs(ghostDot - tuned) < 1e-6 && abs(sceneDot - 50) < 1e-6, "\(ghostDot), \(sceneDot)")
            let twin = { (host: HeadlessHost) in Double(try #require(host.displayList.item(withID: "twin")).transform.tx) }
            let (ghostTwin, sceneTwin) = (try twin(ghost.host), try twin(viewer.currentSession.host))
            #expect(abs(ghostTwin - 50) < 1e-6 && abs(sceneTwin - 50) < 1e-6, "\(ghostTwin), \(sceneTwin)")
            let legend = viewer.chromeHost.displayList.items.compactMap(\.text).filter { $0.hasPrefix("■") }
            // Each curve named by its view (one attribute each); no tuned curve for the twin.
            #expect(legend == ["■ dot", "■ twin", "■ dot (tuned)", "■ dot − tuned"], "\(legend)")
            // The button again: off.
            try ViewerHarness.press(viewer, id: "compare-attribute", at: 0.6)
            #expect(viewer.model.comparing == nil && viewer.comparison == nil)
        }

        /// A/B against a typed animation: the compared attribute's animations take the animation
        /// typed for it, read as Swift reads it; a mistake is one line pointing at its column and
        /// leaves the comparison as it was; an empty field is the tuned spring again.
        @Test func aBAgainstATypedAnimation() throws {
            let viewer = ViewerHarness.viewer([PreviewScene("Two dots") { TwoDots() }])
            let dot = AttributeName(view: "dot", attribute: "offset")
            try ViewerHarness.run(viewer, clicking: "dot", at: [0.1], until: 0.2)
            try ViewerHarness.press(viewer, id: "compare-attribute", at: 0.2)
            // The field under the attribute's name ("vs"), typed into as a user types.
            let field = try #require(viewer.chromeHost.displayList.items(withID: "compare-animation").first)
            viewer.handle(.pointerDown(field.center), at: 0.2)
            viewer.handle(.pointerUp(field.center), at: 0.2)
            viewer.handle(.text(".easeIn(duration: 0.8)"), at: 0.2)
            viewer.update(time: 0.2 + 1.0 / 60)
            #expect(viewer.model.comparing == .attribute(dot, typed: .easeIn(duration: 0.8)))
            ViewerHarness.run(viewer, from: 0.2 + 1.0 / 60, to: 0.6)
            let ghost = try #require(viewer.comparison?.session)
            let typed = replay(.easeIn(duration: 0.8), to: 100, at: 0.5)
            let ghostDot = try Self.offset(ghost.host)
            #expect(abs(ghostDot - typed) < 1e-6, "\(ghostDot) vs \(typed)")
            #expect(abs(typed - replay(PreviewTuning().animation, to: 100, at: 0.5)) > 20, "the typed animation is not the tuned spring here")
            let legend = viewer.chromeHost.displayList.items.compactMap(\.text).filter { $0.hasPrefix("■") }
            #expect(legend == ["■ dot", "■ twin", "■ dot (typed)", "■ dot − typed"], "\(legend)")

            // A mistake: said where, the comparison unchanged.
            viewer.handle(.text("x"), at: 0.6)
            viewer.update(time: 0.6 + 1.0 / 60)
            let problem = viewer.chromeHost.displayList.item(withID: "compare-problem")?.text
            #expect(problem == "unexpected 'x' at 23", "\(problem ?? "no problem shown")")
            #expect(viewer.model.comparing == .attribute(dot, typed: .easeIn(duration: 0.8)))

            // Emptied: the tuned spring again.
            viewer.handle(.key(KeyStroke("a", control: true)), at: 0.7)
            viewer.handle(.key(KeyStroke("backspace")), at: 0.7)
            viewer.update(time: 0.7 + 1.0 / 60)
            #expect(viewer.model.comparisonText.isEmpty && viewer.model.comparing == .attribute(dot))
            #expect(viewer.chromeHost.displayList.item(withID: "compare-problem") == nil)
        }
    }
}

/// Two dots that one tap moves together over a linear second, by an `.animation(_:value:)` modifier.
private struct TwoDots: View {
    @State private var moved = false
    var body: some View {
        VStack(spacing: 20) {
            Circle().frame(width: 40, height: 40).offset(x: moved ? 100 : 0).testID("dot")
            Circle().frame(width: 40, height: 40).offset(x: moved ? 100 : 0).testID("twin")
        }
        .animation(.linear(duration: 1), value: moved)
        .onTapGesture { moved.toggle() }
    }
}

/// A dot that asks for its own A/B: its offset again under easeIn (first tap) or easeOut (after: a
/// change takes the animation the scene named before it, as of its latest update).
struct DeclaredComparisonDot: View {
    @State private var moved = false
    @State private var taps = 0
    var body: some View {
        Circle().frame(width: 40, height: 40)
            .offset(x: moved ? 100 : 0)
            .onTapGesture {
                taps += 1
                withAnimation(.linear(duration: 1)) { moved.toggle() }
            }
            .testID("dot")
            .previewComparison(AttributeName(view: "dot", attribute: "offset"),
                               with: taps == 0 ? .easeIn(duration: 0.5) : .easeOut(duration: 0.5))
    }
}
