import Foundation
import Kinetic
import KineticInspector
import KineticSDL
import Testing
@testable import KineticViewer
import KineticViewerTestSupport

/// The inspector's list of interactions as a user meets it: each click is kept with what it
/// animated until it settled, plotted whole on request, and played again in the scene at a
/// tenth, a quarter or full speed, the course kept.
extension ViewerTests {
    @Suite struct InteractionTests {
        /// The dot (linear, 1 s, 0 → 100 pt) clicked at 0.5 and 2 s, and the background at 3.2 s.
        static func clickedViewer() throws -> PreviewViewer {
            let viewer = ViewerHarness.viewer([PreviewScene("Dot") { LinearDot() }])
            try ViewerHarness.run(viewer, clicking: "dot", at: [0.5, 2], until: 3.2)
            let corner = viewer.currentScene.canvasPoint(CGPoint(x: 5, y: 5))
            viewer.handle(.pointerDown(corner), at: 3.2)
            viewer.handle(.pointerUp(corner), at: 3.2)
            ViewerHarness.run(viewer, from: 3.2, to: 4)
            return viewer
        }

        @Test func eachClickIsKeptWithWhatItAnimatedUntilItSettled() throws {
            let viewer = try Self.clickedViewer()
            let store = try #require(viewer.model.inspector)
            let list = store.interactions
            #expect(list.map(\.input) == ["tap dot", "tap dot", "tap 5,5"], "\(list.map(\.input))")
            #expect(list.map(\.start) == [0.5, 2, 3.2])
            let names = list.map { $0.attributes.compactMap { store.entry($0)?.name.description } }
            #expect(names == [["dot · offset"], ["dot · offset"], []], "\(names)")
            // A linear second each, settled in the frame at its end; the background click moved nothing.
            #expect(abs(list[0].end! - 1.5) < 1e-9 && abs(list[1].end! - 3) < 1e-9, "\(list.map(\.end))")
            #expect(list[2].end == nil && list[2].attributes.isEmpty)
        }

        /// A scene with an emoji that cycles forever (a phase animator, a new animation each
        /// phase) and the dot: clicking the dot lists the dot's offset under the click, and the
        /// emoji's phases stay in the interaction they began in (they were listed under every click
        /// after them, found in the phase-animators scene); the plot follows the dot, and the
        /// click's row ends when the dot settles, though the emoji never does.
        @Test func whatCyclesOnItsOwnStaysOutOfAClick() throws {
            // (Springs: a phase moves on once its spring is logically complete, while it still
            // runs, so the frames never settle, as in the gallery's scene.)
            let viewer = ViewerHarness.viewer([PreviewScene("Busy") { CyclingBesideTheDot(animation: .bouncy) }])
            try ViewerHarness.run(viewer, clicking: "dot", at: [0.5], until: 1.2)
            let store = try #require(viewer.model.inspector)
            func names(_ interaction: Interaction) -> [String] { interaction.attributes.compactMap { store.entry($0)?.name.description } }
            var list = store.interactions
            let tap = try #require(list.firstIndex { $0.input == "tap dot" })
            #expect(names(list[tap]) == ["dot · offset"], "\(names(list[tap]))")
            #expect(list[..<tap].allSatisfy { $0.input == Interaction.spontaneous }, "\(list.map(\.input))")
            #expect(list[..<tap].contains { names($0).contains("🤩 · offset") })
            #expect(store.plotted.compactMap { store.entry($0)?.name.description } == ["dot · offset"])
            // The click's row ends when the dot settles (its linear second, 0.5 → 1.5 s), though the
            // frames never do, and stays the last: the emoji's later phases start no row of their own.
            ViewerHarness.run(viewer, from: 1.2, to: 2.5)
            list = store.interactions
            #expect(tap == list.count - 1 && abs((list[tap].end ?? 0) - 1.5) < 1e-9, "\(list.map(\.input)) \(list.map(\.end))")
            #expect(names(list[tap]) == ["dot · offset"], "\(names(list[tap]))")
            #expect(list[..<tap].contains { $0.end == nil && names($0).contains("🤩 · offset") })
        }

        /// An emoji cycling forever on a timing curve settles for a frame between its phases: it is
        /// one row "on its own" all the same, not a row a phase (which filled the list), with a
        /// click's row beside it.
        @Test func whatCyclesOnItsOwnIsOneRow() throws {
            let viewer = ViewerHarness.viewer([PreviewScene("Cycling") { CyclingBesideTheDot(animation: .linear(duration: 0.3)) }])
            try ViewerHarness.run(viewer, clicking: "dot", at: [0.5], until: 3)
            let store = try #require(viewer.model.inspector)
            #expect(store.interactions.map(\.input) == [Interaction.spontaneous, "tap dot"], "\(store.interactions.map(\.input))")
            #expect(store.interactions.first?.end == nil)
            #expect(abs((store.interactions.last?.end ?? 0) - 1.5) < 1e-9)
        }

        /// Typing that animates nothing is one row, however many keys it took (found typing an
        /// animation into the lab's field: a row a key pushed the taps out of the list).
        @Test func typingIsOneRowWhileItAnimatesNothing() throws {
            struct Field: View {
                @State var text = ""
                var body: some View { TextField("name", text: $text).frame(width: 200).testID("field") }
            }
            let viewer = ViewerHarness.viewer([PreviewScene("Field") { Field() }])
            try ViewerHarness.click(viewer, id: "field", at: 0.1)
            for (index, key) in ["a", "b", "\"", "d"].enumerated() {
                viewer.handle(.text(key), at: 0.2 + 0.1 * Double(index))
                viewer.update(time: 0.2 + 0.1 * Double(index))
            }
            let store = try #require(viewer.model.inspector)
            let inputs = store.interactions.map(\.input)
            #expect(inputs.last == "type \"ab\\\"d\"" && inputs.filter { $0.hasPrefix("type") }.count == 1, "\(inputs)")
        }

        /// The list is drawn whenever something moved: its labels read the attributes' names
        /// without working out their samples (which, for a scene of many replayed attributes, cost
        /// every frame what selecting all of them costs once).
        @Test func theListsLabelsReadNoSamples() throws {
            let host = HeadlessHost(LinearDot(), size: CGSize(width: 300, height: 100))
            let store = InspectorStore(host: host)
            #expect(host.tap(id: "dot"))
            host.advance(by: 0.5)  // half the linear second, nothing read
            let dot = try #require(store.interactions.first?.attributes.first)
            let unread = store.framesUnread(by: dot)
            #expect(unread == 30)
            #expect(InteractionList.label(store.interactions[0], store: store).contains("offset"))
            #expect(store.framesUnread(by: dot) == unread)
            _ = store.entry(dot)
            #expect(store.framesUnread(by: dot) == 0)
        }

        @Test func aSelectedInteractionIsPlottedWholeFromItsInput() throws {
            let viewer = try Self.clickedViewer()
            let store = try #require(viewer.model.inspector)
            #expect(store.selectInteraction(0))
            #expect(store.plotted.compactMap { store.entry($0)?.name.description } == ["dot · offset"])
            let span = try #require(store.plotSpan(of: 0))
            // 0.5 → 1.5 s with 5 % either side; its time axis counts from the click.
            #expect(abs(span.end - 1.55) < 1e-9 && abs(span.window - 1.1) < 1e-9 && span.origin == 0.5, "\(span)")
            // The trace holds the whole interaction: from its first frame after the click (a sixtieth
            // of the travel) to 100 at the settle, a frame every 1/60 s.
            let samples = try #require(store.entry(store.plotted[0])?.trace.samples)
            let inside = samples.filter { $0.time >= 0.5 - 1e-9 && $0.time <= 1.5 + 1e-9 }
            #expect(inside.count == 60 && abs(inside[0].value - 100.0 / 60) < 1e-6 && inside.last?.value == 100,
                    "\(inside.count) samples from \(inside.first.map(\.value) ?? -1)")
            // A click on the scene follows the new interaction again.
            try ViewerHarness.click(viewer, id: "dot", at: 4)
            #expect(store.selectedInteraction == nil)
        }

        /// Replayed at a quarter of real time from just before its input: one real second later the
        /// dot has moved a quarter of a second's travel; at the settle the viewer stops there, the
        /// interaction plotted whole, and the course (to 4 s) is kept.
        @Test func aReplayAtAQuarterSpeedPlaysTheInteractionAgainAndKeepsTheCourse() throws {
            let viewer = try Self.clickedViewer()
            viewer.replayInteraction(0, speed: 0.25)
            #expect(viewer.model.isPaused)
            // Paused as it is, the window must not sleep: the replay moves the scene every frame
            // (found walking the viewer: the idle loop slept and the replay stood still).
            #expect(viewer.secondsUntilNextChange == 0)
            // The frame kept from just before the tap at once, the course replayed to it between
            // the next frames; the replay's time starts when it gets there.
            #expect(viewer.slots[0]?.preview != nil)
            var now = 4.0
            while viewer.rebuild != nil, now < 14 { now += 1.0 / 60; viewer.update(time: now) }
            #expect(abs(viewer.currentSession.host.time - 0.5) < 1e-5)
            ViewerHarness.run(viewer, from: now, to: now + 1)
            #expect(abs(viewer.currentSession.host.time - 0.75) < 1e-6, "\(viewer.currentSession.host.time)")
            let quarter = try ViewerHarness.dotOffset(viewer)
            #expect(abs(quarter - 25) < 0.01, "\(quarter)")
            ViewerHarness.run(viewer, from: now + 1, to: now + 5)
            #expect(viewer.interactionReplay == nil)
            #expect(abs(viewer.currentSession.host.time - 1.5) < 1e-9 && viewer.model.isPaused)
            let settled = try ViewerHarness.dotOffset(viewer)
            #expect(settled == 100)
            let store = try #require(viewer.model.inspector)
            let selected = try #require(store.selectedInteraction)
            #expect(store.interactions[selected].start == 0.5 && store.interactions[selected].input == "tap dot")
            #expect(viewer.model.timeline.end == 4, "the course is kept")
            // The timeline goes on past it: the second click is still there.
            viewer.scrub(to: 2.5)
            let later = try ViewerHarness.dotOffset(viewer)
            #expect(abs(later - 50) < 0.01, "\(later)")
        }

        /// What the panel shows: the rows, newest first; a click on one selects it and offers the
        /// three replay speeds.
        @Test func thePanelListsTheInteractionsAndAClickOnOneSelectsIt() throws {
            let viewer = try Self.clickedViewer()
            func texts() -> [String] { viewer.chromeHost.displayList.items.compactMap(\.text) }
            let rows = texts().filter { $0.contains("tap ") }
            #expect(rows == ["3.20 s  tap 5,5 · running", "2.00 s  tap dot → offset · 1.00 s", "0.50 s  tap dot → offset · 1.00 s"],
                    "\(rows)")
            #expect(texts().contains("Interactions 3"))
            let row = try #require(viewer.chromeHost.displayList.items(withID: "interaction-0").first)
            viewer.handle(.pointerDown(row.center), at: 4.1)
            viewer.handle(.pointerUp(row.center), at: 4.1)
            viewer.update(time: 4.2)
            #expect(viewer.model.inspector?.selectedInteraction == 0)
            for speed in ["10%", "25%", "100%"] { #expect(texts().contains(speed), "\(speed)") }
        }
    }
}

extension ViewerTests.InteractionTests {
    /// A click on a plot moves the timeline's playhead to the instant under the pointer (on the
    /// frame grid), and the scene runs again to there.
    @Test func aClickOnThePlotMovesThePlayheadThere() throws {
        let viewer = ViewerHarness.viewer([PreviewScene("Dot") { LinearDot() }])
        try ViewerHarness.run(viewer, clicking: "dot", at: [0.5], until: 2)
        viewer.model.isPaused = true
        viewer.update(time: 2 + 1.0 / 60)
        let plot = try #require(viewer.chromeHost.displayList.items(withID: "plot-value").first).frame
        // The plot shows the 3 s up to its latest sample (1.5 s, the settle): 1 s is five sixths
        // across the curves' area (46 and 8 pixels in).
        let now = try #require(viewer.model.inspector?.time)
        #expect(now == 1.5)
        let point = CGPoint(x: plot.minX + 46 + (1 - (now - 3)) / 3 * (plot.width - 54), y: plot.midY)
        viewer.handle(.pointerMoved(point), at: 2.05)
        viewer.update(time: 2.06)
        viewer.handle(.pointerDown(point), at: 2.07)
        viewer.handle(.pointerUp(point), at: 2.07)
        // The frame kept for that instant at once; the run replayed to it between the next frames.
        let shown = try #require(viewer.slots[0]?.preview, "the frame shown at once")
        var frames = 0
        while viewer.rebuild != nil, frames < 600 { frames += 1; viewer.update(time: 2.07 + Double(frames) / 60) }
        #expect(viewer.currentScene.host.displayList.items == shown.items)
        let time = viewer.currentSession.host.time
        #expect(abs(time - 1) < 1.5 / 60, "the playhead went to \(time)")
        let offset = try ViewerHarness.dotOffset(viewer)
        #expect(abs(offset - (time - 0.5) * 100) < 1e-6, "the scene shows that instant: \(offset)")
    }

    /// Paused, the playhead is a line on each plot at its instant; it moves with the timeline and
    /// goes when the clock runs (the plots' right edge is now). The line alone reads it (PlotCursor).
    @Test func thePausedPlayheadIsALineOnThePlots() throws {
        let viewer = ViewerHarness.viewer([PreviewScene("Dot") { LinearDot() }])
        try ViewerHarness.run(viewer, clicking: "dot", at: [0.5], until: 2)
        func lines() -> [CGFloat] {
            viewer.chromeHost.displayList.items(withID: "plot-cursor").compactMap { item in
                guard case .shape(.path(let path), _) = item.content else { return nil }
                return path.boundingRect.midX
            }
        }
        #expect(lines().isEmpty, "running: no line")
        // Dragged back (the course's inspector, up to 1.5 s, still plotted): the line at the playhead.
        viewer.dragTimeline(true)
        viewer.preview(at: 1)
        viewer.update(time: 2.01)
        let plot = try #require(viewer.chromeHost.displayList.items(withID: "plot-value").first).frame
        let first = lines()
        #expect(first.count == 2, "one on each plot: \(first)")
        // The plot shows the 3 s up to its latest sample (1.5 s): 1 s is five sixths across the
        // curves' area (46 and 8 pixels in).
        let area = plot.width - 54
        let x = plot.minX + 46 + (1 - (1.5 - 3)) / 3 * area
        #expect(first.first.map { abs($0 - x) < 1e-6 } == true, "\(first) against \(x)")
        viewer.preview(at: 1.25)
        viewer.update(time: 2.02)
        #expect(lines().first.map { abs($0 - (x + area / 12)) < 1e-6 } == true, "a quarter second on: \(lines())")
        viewer.dragTimeline(false)
        viewer.model.isPaused = false
        viewer.update(time: 2.03)
        #expect(lines().isEmpty, "running again: no line")
    }

    /// The 0→1 switch plots shapes across units: each curve from 0 where the plot starts it to 1
    /// where it ends; one that comes back where it started is scaled by its range.
    @Test func normalisedCurvesRunFromZeroToOne() {
        func curve(_ values: [Double]) -> PlotCurve {
            var trace = Trace(name: "x", sampleCapacity: 16)
            for (index, value) in values.enumerated() { trace.record(time: Double(index), value: value, velocity: 2 * value) }
            return PlotCurve(name: "x", color: .white, trace: trace)
        }
        let curves = InspectorContent.normalise([curve([10, 60, 110]), curve([1, 1.5, 1]), curve([3, 3]), curve([0, 16, -16, 0.2])],
                                                from: -1)
        #expect(curves[0].trace.samples.map(\.value) == [0, 0.5, 1])
        #expect(curves[0].trace.samples.map(\.velocity) == [0.2, 1.2, 2.2])
        #expect(curves[1].trace.samples.map(\.value) == [0, 1, 0], "there and back: by its range")
        #expect(curves[2].trace.samples.map(\.value) == [0, 0], "still")
        // A wobble that settles near where it began (a rotation of ±16° ending at 0.2°) reads within ±1, not ±80.
        #expect(curves[3].trace.samples.map(\.value) == [0, 0.5, -0.5, 0.00625])
    }
}

extension ViewerTests.InteractionTests {
    /// The layout button: shared axes, then a lane per property with its own axis in its own unit
    /// (Android Studio's layout), then normalised, then shared again.
    @Test func theLayoutButtonGivesEachPropertyALane() throws {
        let viewer = ViewerHarness.viewer([PreviewScene("Dot") { DiagonalDot() }])
        try ViewerHarness.run(viewer, clicking: "diagonal", at: [0.1], until: 0.5)
        func texts() -> [String] { viewer.chromeHost.displayList.items.compactMap(\.text) }
        func press(_ id: String, at time: TimeInterval) throws { try ViewerHarness.press(viewer, id: id, at: time) }
        #expect(texts().contains("shared") && texts().contains("value (pt)"))
        try press("plot-layout", at: 0.6)
        // One attribute, two components plotted: the offset's moving one in its lane.
        #expect(texts().contains("lanes") && texts().contains("diagonal · offset (pt)") && !texts().contains("value (pt)"),
                "\(texts().filter { $0.contains("(") })")
        try press("plot-layout", at: 0.7)
        #expect(texts().contains("0→1") && texts().contains("value (0 → 1)"))
        try press("plot-layout", at: 0.8)
        #expect(texts().contains("shared"))
    }
}

extension ViewerTests.InteractionTests {
    /// A drag across a plot zooms into the stretch it spans (the time axis then labels every
    /// 0.05 s); `fit` shows the whole interaction again; a click without a drag still seeks.
    @Test func aDragAcrossThePlotZoomsIntoThatStretch() throws {
        let viewer = try Self.clickedViewer()
        let store = try #require(viewer.model.inspector)
        store.selectInteraction(0)
        viewer.update(time: 4.05)
        func texts() -> [String] { viewer.chromeHost.displayList.items.compactMap(\.text) }
        #expect(!texts().contains("0.25 s") && !texts().contains("fit"), "the whole 0.5 → 1.5 s, by 0.2 s")
        let plot = try #require(viewer.chromeHost.displayList.items(withID: "plot-value").first).frame
        // The whole interaction spans 0.45 → 1.55 s over the curves' area: 0.7 s and 1.0 s are there.
        func x(_ t: Double) -> CGFloat { plot.minX + 46 + CGFloat((t - 0.45) / 1.1) * (plot.width - 54) }
        viewer.handle(.pointerDown(CGPoint(x: x(0.7), y: plot.midY)), at: 4.1)
        viewer.handle(.pointerMoved(CGPoint(x: x(0.85), y: plot.midY)), at: 4.11)
        viewer.handle(.pointerMoved(CGPoint(x: x(1.0), y: plot.midY)), at: 4.12)
        viewer.handle(.pointerUp(CGPoint(x: x(1.0), y: plot.midY)), at: 4.13)
        viewer.update(time: 4.15)
        #expect(texts().contains("fit"))
        #expect(texts().contains("0.25 s") && texts().contains("0.4 s"), "\(texts().filter { $0.hasSuffix(" s") })")
        #expect(!viewer.model.isPaused, "a zoom is not a click: the playhead stays (a seek pauses the clock)")
        let fit = try #require(viewer.chromeHost.displayList.items(withID: "plot-fit").first)
        viewer.handle(.pointerDown(fit.center), at: 4.2)
        viewer.handle(.pointerUp(fit.center), at: 4.2)
        viewer.update(time: 4.25)
        #expect(!texts().contains("fit") && !texts().contains("0.25 s"))
    }

    /// The wheel over a plot, as the window sends it, zooms into the instant under the pointer
    /// (`fit` shows the whole again); sideways it pans.
    @Test func theWheelOverThePlotZoomsAndPans() throws {
        let viewer = try Self.clickedViewer()
        let store = try #require(viewer.model.inspector)
        store.selectInteraction(0)
        viewer.update(time: 4.05)
        func texts() -> [String] { viewer.chromeHost.displayList.items.compactMap(\.text) }
        func seconds() -> [String] { texts().filter { $0.hasSuffix(" s") && $0.count <= 8 && ($0.first?.isNumber ?? false || $0.hasPrefix("−")) } }
        let plot = try #require(viewer.chromeHost.displayList.items(withID: "plot-value").first).frame
        let whole = seconds()
        #expect(!texts().contains("fit"))
        for step in 0..<4 {
            viewer.handle(.scrolled(-1, at: CGPoint(x: plot.midX, y: plot.midY)), at: 4.1 + Double(step) / 100)
        }
        viewer.update(time: 4.15)
        #expect(texts().contains("fit"), "zoomed")
        // Zoomed in, the samples go on past the right edge: the curves end where they cross it.
        let value = try #require(viewer.chromeHost.displayList.items.first { $0.testID == "plot-value" }).frame
        let drawn = viewer.chromeHost.displayList.items.compactMap { item -> CGRect? in
            guard item.frame == value, case .shape(.path(let path), .stroke) = item.content, !path.boundingRect.isNull else { return nil }
            return path.boundingRect
        }
        #expect(drawn.count >= 2 && drawn.allSatisfy { $0.maxX <= value.maxX - 8 + 1e-6 }, "\(drawn) in \(value)")
        let zoomed = seconds()
        #expect(zoomed != whole, "finer labels: \(zoomed) against \(whole)")
        viewer.handle(.scrolledSideways(5, at: CGPoint(x: plot.midX, y: plot.midY)), at: 4.2)
        viewer.update(time: 4.25)
        #expect(seconds() != zoomed, "panned: \(seconds())")
        try ViewerHarness.press(viewer, id: "plot-fit", at: 4.3)
        #expect(!texts().contains("fit") && seconds() == whole)
        // Shift, held to pan with the wheel, is not a key that "does nothing".
        viewer.handle(.key(KeyStroke("left shift")), at: 4.4)
        #expect(viewer.model.status == nil, "\(String(describing: viewer.model.status))")
    }
}

/// An emoji cycling forever on its own (a phase animator, each phase under `animation`) above the
/// dot a click moves.
private struct CyclingBesideTheDot: View {
    let animation: Animation
    var body: some View {
        VStack(spacing: 20) {
            Text("🤩").phaseAnimator([false, true]) { content, up in
                content.offset(y: up ? -20 : 0)
            } animation: { _ in animation }
            LinearDot()
        }
    }
}
