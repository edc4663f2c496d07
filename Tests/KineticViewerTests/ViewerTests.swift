import Foundation
import Kinetic
import KineticGallery
import KineticSDL
import Testing
@testable import KineticViewer

/// A user's scene as a test would write one: a tap moves the dot under `.linear(duration: 1)`.
struct LinearDot: View {
    @State private var moved = false
    var body: some View {
        Circle().frame(width: 40, height: 40)
            .offset(x: moved ? 100 : 0)
            .onTapGesture { withAnimation(.linear(duration: 1)) { moved.toggle() } }
            .testID("dot")
    }
}

/// The presentation value at `time` of a change from 0 to `target` at time 0 under `animation`,
/// replayed on a bare engine animator frame by frame (an independent figure).
func replay(_ animation: Animation, to target: Double, at time: TimeInterval) -> Double {
    let animator = AttributeAnimator<Double>(value: 0)
    withAnimation(animation) { _ = animator.setValue(target, transaction: Transaction.current ?? Transaction(), time: 0) }
    var frame = 0
    while Double(frame + 1) / 60 <= time + 1e-9 { frame += 1; animator.update(time: Double(frame) / 60) }
    animator.update(time: time)
    return animator.presentationValue
}

/// The view layer's transactions are process-wide while a body runs: these suites run one at a time.
@Suite(.serialized) struct ViewerTests {
    static let size = CGSize(width: 1200, height: 680)

    /// A viewer on `scenes`, its first frame drawn at time 0.
    static func viewer(_ scenes: [PreviewScene], size: CGSize = size) -> PreviewViewer {
        let viewer = PreviewViewer(scenes: scenes, size: size)
        viewer.update(time: 0)
        return viewer
    }

    /// Advances the viewer frame by frame (60 Hz real time) from `start` through `end`.
    static func run(_ viewer: PreviewViewer, from start: TimeInterval, to end: TimeInterval) {
        var frame = Int((start * 60).rounded())
        while Double(frame) / 60 < end - 1e-9 { frame += 1; viewer.update(time: Double(frame) / 60) }
    }

    /// Runs the viewer from 0 through `end`, clicking the view `id` at each of `times` (increasing).
    static func run(_ viewer: PreviewViewer, clicking id: String, at times: [TimeInterval], until end: TimeInterval) throws {
        var now = 0.0
        for time in times {
            run(viewer, from: now, to: time)
            try click(viewer, id: id, at: time)
            now = time
        }
        run(viewer, from: now, to: end)
    }

    /// The dot's drawn x offset in the scene shown.
    static func dotOffset(_ viewer: PreviewViewer) throws -> Double {
        let item = try #require(viewer.currentScene.host.displayList.item(withID: "dot"))
        return Double(item.transform.tx)
    }

    /// Taps the view with `id` in the scene, through the viewer's input routing (a window click).
    static func click(_ viewer: PreviewViewer, id: String, at time: TimeInterval) throws {
        let items = viewer.currentScene.host.displayList.items(withID: id)
        let item = try #require(items.last { $0.isHitTestable })
        let point = viewer.currentScene.canvasPoint(item.center)
        viewer.handle(.pointerDown(point), at: time)
        viewer.handle(.pointerUp(point), at: time)
    }

    /// Presses the viewer's own control with `id` (a click in its chrome) at `time`, then draws a frame.
    static func press(_ viewer: PreviewViewer, id: String, at time: TimeInterval) throws {
        let button = try #require(viewer.chromeHost.displayList.items(withID: id).first, "no \(id) drawn")
        viewer.handle(.pointerDown(button.center), at: time)
        viewer.handle(.pointerUp(button.center), at: time)
        viewer.update(time: time + 0.01)
    }

    @Test func tuningReplacesEveryAnimatedChangeThroughTheRootTransaction() throws {
        for replaces in [false, true] {
            let viewer = Self.viewer([PreviewScene("Dot") { LinearDot() }])
            viewer.model.tuning = PreviewTuning(duration: 0.3, bounce: 0, replacesAnimations: replaces)
            Self.run(viewer, from: 0, to: 0.1)
            let rest = try Self.dotOffset(viewer)
            try Self.click(viewer, id: "dot", at: 0.1)
            Self.run(viewer, from: 0.1, to: 0.35)
            let animation: Animation = replaces ? .spring(duration: 0.3, bounce: 0) : .linear(duration: 1)
            let expected = replay(animation, to: 100, at: 0.25)
            #expect(abs(try Self.dotOffset(viewer) - rest - expected) < 1e-6, "replaces \(replaces)")
        }
        // The two are far apart at 0.25 s, so the test tells them apart.
        #expect(abs(replay(.spring(duration: 0.3, bounce: 0), to: 100, at: 0.25) - 25) > 30)
    }

    @Test func draggingTheBounceSliderChangesTheNextLabTapAndSurvivesASceneSwitch() throws {
        let viewer = Self.viewer(GalleryCatalog.scenes)
        #expect(viewer.scenes[viewer.model.sceneIndex].name == "lab")
        let chrome = viewer.chromeHost
        let track = try #require(chrome.displayList.items(withID: "bounce-slider").max { $0.frame.width < $1.frame.width })
        // Drag the thumb to the track's left end: bounce −0.5.
        chrome.drag(from: CGPoint(x: track.frame.midX, y: track.frame.midY), to: CGPoint(x: track.frame.minX - 40, y: track.frame.midY))
        #expect(viewer.model.tuning.bounce == PreviewTuning.bounceRange.lowerBound)
        Self.run(viewer, from: 0, to: 0.1)
        let laneA = try #require(viewer.currentScene.host.displayList.item(withID: "A"))
        let start = Double(laneA.transform.tx)
        try Self.click(viewer, id: "A", at: 0.1)
        Self.run(viewer, from: 0.1, to: 0.4)
        let laneAfter = try #require(viewer.currentScene.host.displayList.item(withID: "A"))
        let moved = Double(laneAfter.transform.tx) - start
        let expected = replay(.spring(duration: 0.5, bounce: -0.5), to: Double(LabLane.travel), at: 0.3)
        #expect(abs(moved - expected) < 1e-6, "lane A moved \(moved), the tuned spring gives \(expected)")
        #expect(abs(moved - replay(.spring(duration: 0.5, bounce: 0.3), to: Double(LabLane.travel), at: 0.3)) > 5)
        // Another scene and back: the tuning and the lab's state are as they were.
        viewer.handle(.key(KeyStroke("right")), at: 0.4)
        #expect(viewer.model.sceneIndex == 1)
        viewer.handle(.key(KeyStroke("left")), at: 0.4)
        #expect(viewer.model.tuning.bounce == -0.5)
        viewer.update(time: 0.5)
        #expect(viewer.currentScene.host.displayList.item(withID: "taps")?.text == "taps 1")
    }

    @Test func theSpeedLabelFollowsTheSpeedTheClockRuns() throws {
        let viewer = Self.viewer([PreviewScene("Dot") { LinearDot() }])
        func label() -> String? { viewer.chromeHost.displayList.item(withID: "speed-label")?.text }
        #expect(label() == "speed 1×")
        viewer.handle(.key(KeyStroke("[")), at: 0)
        viewer.update(time: 0.1)
        #expect(label() == "speed 0.5×" && viewer.sceneClock.timeScale == 0.5)
        for _ in 0..<6 { viewer.handle(.key(KeyStroke("]")), at: 0.1) }
        viewer.update(time: 0.2)
        #expect(label() == "speed 4×" && viewer.sceneClock.timeScale == 4, "the label reads \(label() ?? "nothing")")
        // The clock moved 0.1 s at 0.5× then 0.1 s at 4×: no jump when the speed changes.
        #expect(abs(viewer.sceneClock.time - (0.1 * 0.5 + 0.1 * 4)) < 1e-9)
    }

    @Test func escapeClosesTheTopmostOverlayBeforeQuitting() {
        let viewer = Self.viewer([PreviewScene("Dot") { LinearDot() }])
        viewer.handle(.key(KeyStroke("h")), at: 0)
        #expect(viewer.model.showsHelp)
        viewer.handle(.key(KeyStroke("escape")), at: 0)
        #expect(!viewer.model.showsHelp && !viewer.wantsToQuit)
        viewer.handle(.key(KeyStroke("l")), at: 0)
        viewer.handle(.key(KeyStroke("escape")), at: 0)
        #expect(!viewer.model.showsList && !viewer.wantsToQuit)
        viewer.handle(.key(KeyStroke("escape")), at: 0)
        #expect(viewer.wantsToQuit)
    }

    @Test func aKeyTheViewerDoesNotUseSaysSo() {
        let viewer = Self.viewer([PreviewScene("Dot") { LinearDot() }])
        viewer.handle(.key(KeyStroke("z")), at: 0)
        #expect(viewer.model.status?.text == "the key z does nothing here (h shows the keys)")
        viewer.update(time: 3.5)
        #expect(viewer.model.status == nil, "the message goes away after three seconds")
    }

    @Test func scenesKeepTheirStateAndRestartFresh() throws {
        let viewer = Self.viewer([PreviewScene("Dot") { LinearDot() }, PreviewScene("Other") { Text("other") }])
        try Self.click(viewer, id: "dot", at: 0)
        Self.run(viewer, from: 0, to: 1.2)
        let moved = try Self.dotOffset(viewer)
        viewer.handle(.key(KeyStroke("2")), at: 1.2)
        viewer.handle(.key(KeyStroke("1")), at: 1.2)
        #expect(try Self.dotOffset(viewer) == moved)
        viewer.handle(.key(KeyStroke("0")), at: 1.2)
        viewer.update(time: 1.3)
        #expect(try Self.dotOffset(viewer) == moved - 100, "0 starts the scene over, at rest")
    }
}

extension ViewerTests {
    @Test func hoveringThePlotReadsTheCurvesAtThatInstant() throws {
        let viewer = Self.viewer([PreviewScene("Dot") { LinearDot() }])
        try Self.run(viewer, clicking: "dot", at: [0.1], until: 1.5)
        let store = try #require(viewer.model.inspector)
        let entry = try #require(store.selectedEntry)
        #expect(entry.name.description == "dot · offset")
        // Hover the value plot where its 3 s window (to now, 1.5 s) shows 0.6 s: 70 % across the
        // curves' area (the plot's frame less its tick-label column, 46, and right margin, 8).
        let chrome = viewer.chromeHost
        let plot = try #require(chrome.displayList.items(withID: "plot-value").first).frame
        let point = CGPoint(x: plot.minX + 46 + 0.7 * (plot.width - 54), y: plot.midY)
        viewer.handle(.pointerMoved(point), at: 1.5)
        viewer.update(time: 1.5 + 1.0 / 60)
        let text = try #require(chrome.displayList.item(withID: "plot-hover")?.text)
        // "−0.97 s   dot · offset 53.1": the instant under the pointer and the curve's value there,
        // the linear animation's figure (100 × the fraction of its second gone by).
        let parts = text.components(separatedBy: "   ")
        let ago = try #require(Double(parts[0].replacingOccurrences(of: "−", with: "-").replacingOccurrences(of: " s", with: "")))
        let lastField = try #require(parts.last?.split(separator: " ").last)
        let shown = try #require(Double(lastField), "\(text) at \(point) over \(plot)")
        let instant = store.time + ago
        #expect(instant > 0.1 && instant < 1.1, "hovered \(text)")
        let expected = (instant - 0.1) * 100
        #expect(abs(shown - expected) < 1.5, "\(text): the linear animation is at \(expected) then")
        // Leaving the plot ends the read-out.
        viewer.handle(.pointerMoved(CGPoint(x: 10, y: 200)), at: 1.6)
        viewer.update(time: 1.6)
        #expect(chrome.displayList.item(withID: "plot-hover") == nil)
    }
}

extension ViewerTests {
    /// At the smallest window, with the help and the list open in turn, every text of the viewer's
    /// interface stays inside the window, and the side panel's inside the side panel.
    @Test(arguments: [CGSize(width: 800, height: 560), CGSize(width: 1200, height: 680), CGSize(width: 1366, height: 768)])
    func theInterfaceFitsTheWindow(size: CGSize) throws {
        let viewer = Self.viewer(GalleryCatalog.scenes, size: size)
        let layout = ViewerLayout(size: size)
        func check(_ state: String) {
            viewer.update(time: 0.1)
            for item in viewer.chromeHost.displayList.items where item.text != nil {
                let bounds = item.bounds
                #expect(bounds.minX >= -0.5 && bounds.maxX <= size.width + 0.5 && bounds.minY >= -0.5 && bounds.maxY <= size.height + 0.5,
                        "\(state): '\(item.text!)' at \(bounds) leaves the \(size) window")
                if bounds.minX > layout.sceneRect.maxX, !(viewer.model.showsHelp || viewer.model.showsList) {
                    #expect(bounds.maxX <= size.width - 9.5, "\(state): '\(item.text!)' runs out of the side panel")
                }
            }
        }
        check("plain")
        viewer.handle(.key(KeyStroke("h")), at: 0)
        check("help")
        viewer.handle(.key(KeyStroke("l")), at: 0)
        check("list")
        #expect(ViewerLayout.defaultSize.width <= 1366 && ViewerLayout.defaultSize.height <= 768 - 88,
                "the default window and its title bar fit a 1366 × 768 screen with a task bar")
    }
}

extension ViewerTests {
    /// Every scene's title is shown whole in the top bar: one line in the default window, at most
    /// two in the smallest, never cut short with "…" (in the smallest window 11 of the 15 were, while
    /// all five speed buttons kept their place). There the two slowest presets leave the bar (the
    /// side panel's slider and `[` still reach them).
    @Test(arguments: [ViewerLayout.minimumSize, ViewerLayout.defaultSize])
    func everySceneTitleIsShownWhole(size: CGSize) throws {
        let viewer = Self.viewer(GalleryCatalog.scenes, size: size)
        for index in GalleryCatalog.scenes.indices {
            viewer.select(index)
            viewer.update(time: 0.1 + Double(index))
            let title = try #require(viewer.chromeHost.displayList.item(withID: "scene-title"))
            let lines = title.textLines
            #expect(lines.count <= (size.width >= 1000 ? 1 : 2) && !(lines.last ?? "").hasSuffix("…"), "\(size): \(lines)")
        }
        let buttons = viewer.chromeHost.displayList.items.compactMap(\.text).filter { $0.hasSuffix("×") && !$0.hasPrefix("speed") }
        #expect(buttons == (size.width >= 1000 ? ["0.1×", "0.25×", "0.5×", "1×", "2×"] : ["0.5×", "1×", "2×"]))
    }

    /// In the smallest window the scene's rectangle is 500 pixels wide: every gallery scene is laid
    /// out 800 points wide and drawn zoomed out to fit, so nothing is cut at its sides (the phase
    /// animators' row of four, 772 points, was cut at both; the transitions' five cards, 822 points, even
    /// in the default window), and a click lands on what is drawn under it.
    @Test func everySceneIsDrawnWholeAcrossTheSmallestWindow() throws {
        let size = ViewerLayout.minimumSize
        let layout = ViewerLayout(size: size)
        #expect(layout.sceneScale == 500.0 / 800 && layout.sceneContentSize.width == 800)
        #expect(ViewerLayout(size: ViewerLayout.defaultSize).sceneScale == 1, "the default window draws scenes at full size")
        for (size, layout) in [(size, layout), (ViewerLayout.defaultSize, ViewerLayout(size: ViewerLayout.defaultSize))] {
        let viewer = Self.viewer(GalleryCatalog.scenes, size: size)
        for index in GalleryCatalog.scenes.indices {
            viewer.select(index)
            viewer.update(time: 0.1 + Double(index))
            let hosted = viewer.currentScene
            #expect(hosted.host.size == layout.sceneContentSize)
            for item in hosted.host.displayList.items where item.opacity > 0 && (item.text != nil || item.isHitTestable) {
                let left = hosted.canvasPoint(item.bounds.origin).x
                let right = hosted.canvasPoint(CGPoint(x: item.bounds.maxX, y: 0)).x
                #expect(left >= layout.sceneRect.minX - 0.5 && right <= layout.sceneRect.maxX + 0.5,
                        "\(size): \(GalleryCatalog.scenes[index].name): \(item.text ?? item.testID ?? "item") spans \(left)…\(right)")
            }
        }
        }
        // A click maps back through the zoom: the phase animators' 👍 runs its cycle.
        let phases = Self.viewer(GalleryCatalog.scenes.filter { $0.name == "phase-animators" }, size: size)
        Self.run(phases, from: 0, to: 0.1)
        let before = phases.currentSession.inputs.count
        let thumb = try #require(phases.currentScene.host.displayList.items.last { $0.text == "👍" })
        let point = phases.currentScene.canvasPoint(thumb.center)
        #expect(layout.sceneRect.contains(point))
        phases.handle(.pointerDown(point), at: 0.1)
        phases.handle(.pointerUp(point), at: 0.1)
        Self.run(phases, from: 0.1, to: 0.4)
        #expect(phases.currentSession.inputs.count > before)
        let moved = try #require(phases.currentScene.host.displayList.items.last { $0.text == "👍" })
        #expect(moved.transform != thumb.transform, "the tapped emoji animates")
    }
}

extension ViewerTests {
    /// In the smallest window, with four curves overlaid (the transitions scene's cards), the
    /// inspector's legend (one above both plots) stays inside the side panel and cuts no name short
    /// with "…" (a name wider than a row would break over lines), the read-out stays
    /// above the timeline, and the value plot keeps a readable height (two plots squeezed to about
    /// 25 pixels each before; the legend ran out of the window).
    @Test func theInspectorFitsTheSmallestWindowWithCurvesOverlaid() throws {
        let size = ViewerLayout.minimumSize
        let layout = ViewerLayout(size: size)
        let viewer = Self.viewer(GalleryCatalog.scenes.filter { $0.name == "transitions" }, size: size)
        Self.run(viewer, from: 0, to: 0.1)
        let button = try #require(viewer.currentScene.host.displayList.items.last { $0.text == "Hide the cards" })
        let point = viewer.currentScene.canvasPoint(button.center)
        viewer.handle(.pointerDown(point), at: 0.1)
        viewer.handle(.pointerUp(point), at: 0.1)
        Self.run(viewer, from: 0.1, to: 0.3)
        let items = viewer.chromeHost.displayList.items
        let legend = items.filter { $0.text?.hasPrefix("■") == true }
        #expect(legend.count >= 2, "curves overlaid: \(legend.compactMap(\.text))")
        // Both plots stay in the smallest window (side by side there): the velocity plot was dropped.
        let titles = items.compactMap(\.text).filter { $0 == "value" || $0.hasPrefix("value (") || $0 == "velocity (per second)" || $0.hasPrefix("velocity (") }
        #expect(titles.count == 2, "\(titles)")
        for item in legend {
            #expect(item.bounds.minX >= layout.sceneRect.maxX && item.bounds.maxX <= size.width - 9.5,
                    "legend '\(item.text!)' at \(item.bounds) leaves the side panel")
            #expect(!item.textLines.joined().contains("…"), "legend '\(item.text!)' drawn as \(item.textLines)")
        }
        // One legend above both plots, as wide as the panel: every name on one line.
        #expect(legend.count == 4 && legend.allSatisfy { $0.textLines.count == 1 }, "\(legend.map(\.textLines))")
        // The click's interaction row, on its own line: whole, not squeezed beside the buttons to "10.42…".
        let row = try #require(items.first { $0.testID == "interaction-0" && $0.text != nil })
        #expect(row.textLines == [row.text!] && row.text!.hasPrefix("0.10 s  tap toggle"), "\(row.textLines)")
        let readout = try #require(items.last { $0.testID == "inspector-values" })
        #expect(readout.bounds.maxY <= layout.sceneRect.maxY + 0.5, "the read-out at \(readout.bounds) runs under the timeline")
        let title = try #require(items.last { ($0.text == "value" || $0.text?.hasPrefix("value (") == true) })
        let plotTop = title.bounds.minY
        #expect(readout.bounds.minY - plotTop >= InspectorPanel.minimumPlotHeight - 6, "the value plot is \(readout.bounds.minY - plotTop) high")
    }
}
