import Foundation
import Kinetic
import KineticSDL
import Testing
@testable import KineticViewer
import KineticViewerTestSupport

/// The view layer's transactions are process-wide while a body runs: these suites run one at a time.
@Suite(.serialized) struct ViewerTests {
    /// Found walking the viewer: paused at 0.5×, the speed label broke over two lines ("speed 0.5×  ·"
    /// / "paused") and pushed the panel down; at every preset, paused, it is one line.
    @Test func theSpeedLabelIsOneLineAtEverySpeedPaused() throws {
        let viewer = ViewerHarness.viewer([PreviewScene("Dot") { LinearDot() }])
        viewer.model.isPaused = true
        for speed in [0.05, 0.1, 0.25, 0.5, 1, 2, 4] {
            viewer.model.timeScale = speed
            viewer.update(time: 0.1)
            let label = try #require(viewer.chromeHost.displayList.item(withID: "speed-label"))
            #expect(label.textLines.count == 1, "at \(speed)×: \(label.textLines)")
        }
    }

    @Test func tuningReplacesEveryAnimatedChangeThroughTheRootTransaction() throws {
        for replaces in [false, true] {
            let viewer = ViewerHarness.viewer([PreviewScene("Dot") { LinearDot() }])
            viewer.model.tuning = PreviewTuning(duration: 0.3, bounce: 0, replacesAnimations: replaces)
            ViewerHarness.run(viewer, from: 0, to: 0.1)
            let rest = try ViewerHarness.dotOffset(viewer)
            try ViewerHarness.click(viewer, id: "dot", at: 0.1)
            ViewerHarness.run(viewer, from: 0.1, to: 0.35)
            let animation: Animation = replaces ? .spring(duration: 0.3, bounce: 0) : .linear(duration: 1)
            let expected = replay(animation, to: 100, at: 0.25)
            #expect(abs(try ViewerHarness.dotOffset(viewer) - rest - expected) < 1e-6, "replaces \(replaces)")
        }
        // The two are far apart at 0.25 s, so the test tells them apart.
        #expect(abs(replay(.spring(duration: 0.3, bounce: 0), to: 100, at: 0.25) - 25) > 30)
    }

    @Test func theSpeedLabelFollowsTheSpeedTheClockRuns() throws {
        let viewer = ViewerHarness.viewer([PreviewScene("Dot") { LinearDot() }])
        func label() -> String? { viewer.chromeHost.displayList.item(withID: "speed-label")?.text }
        #expect(label() == "speed 1×")
        viewer.handle(.key(KeyStroke("[")), at: 0)
        viewer.update(time: 0.1)
        #expect(label() == "speed 0.5×" && viewer.sceneClock.timeScale == 0.5)
        for _ in 0..<6 { viewer.handle(.key(KeyStroke("]")), at: 0.1) }
        viewer.update(time: 0.2)
        #expect(label() == "speed 4×" && viewer.sceneClock.timeScale == 4, "the label reads \(label() ?? "nothing")")
        // The clock moved 0.1 s at 0.5× then 0.1 s at 4×: no jump when the speed changes.
        #expect(abs(viewer.currentSession.host.time - (0.1 * 0.5 + 0.1 * 4)) < 1e-9)
    }

    /// One time between a click and the host: a scene's time is its host's, moved on by what the
    /// clock makes of real time. A scene not shown does not move; shown again it goes on from its
    /// own time; a click lands at the host's time, slowed or not.
    @Test func aSceneGoesOnFromItsOwnTimeAndAClickLandsAtIt() throws {
        let viewer = ViewerHarness.viewer([PreviewScene("Dot") { LinearDot() }, PreviewScene("Other") { LinearDot() }])
        viewer.update(time: 1)
        viewer.handle(.key(KeyStroke("2")), at: 1)
        viewer.update(time: 3)
        #expect(viewer.currentSession.host.time == 2, "the second scene's time began when it was shown")
        viewer.handle(.key(KeyStroke("1")), at: 3)
        viewer.handle(.key(KeyStroke("[")), at: 3)  // 0.5×
        viewer.update(time: 4)
        #expect(viewer.currentSession.host.time == 1.5, "the first scene stood still while hidden, then ran at half speed")
        let dot = try #require(viewer.currentScene.host.displayList.item(withID: "dot"))
        viewer.handle(.pointerDown(viewer.currentScene.canvasPoint(CGPoint(x: dot.bounds.midX, y: dot.bounds.midY))), at: 5)
        viewer.handle(.pointerUp(viewer.currentScene.canvasPoint(CGPoint(x: dot.bounds.midX, y: dot.bounds.midY))), at: 5)
        #expect(viewer.currentSession.inputs.last { $0.isMarked }?.time == 2, "the press at real 5 s is scene 1.5 + 0.5 s")
        #expect(viewer.currentSession.host.time == 2)
    }

    /// The status line's key hints are whole at every window width (at 800 px they read
    /// "… · [ ] speed · r…": beside the line's spacer the text was offered half the width).
    @Test(arguments: [ViewerLayout.minimumSize, CGSize(width: 900, height: 620), ViewerLayout.defaultSize])
    func theKeyHintsAreWholeAtEveryWidth(size: CGSize) throws {
        let viewer = ViewerHarness.viewer([PreviewScene("Dot") { LinearDot() }], size: size)
        let hints = try #require(viewer.chromeHost.displayList.item(withID: "key-hints"))
        let text = try #require(hints.text)
        #expect(hints.textLines == [text], "drawn as \(hints.textLines)")
        #expect(text.hasPrefix("click the scene · ← → scenes") && text.hasSuffix(" · h help"), "\(text)")
        #expect(hints.bounds.maxX <= size.width, "\(hints.bounds) in a window \(size.width) wide")
        #expect(text.contains("c copy"), "every hint fits \(size.width) px: \(text)")
    }

    @Test func escapeClosesTheTopmostOverlayBeforeQuitting() {
        let viewer = ViewerHarness.viewer([PreviewScene("Dot") { LinearDot() }])
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
        let viewer = ViewerHarness.viewer([PreviewScene("Dot") { LinearDot() }])
        viewer.handle(.key(KeyStroke("z")), at: 0)
        #expect(viewer.model.status?.text == "the key z does nothing here (h shows the keys)")
        viewer.update(time: 3.5)
        #expect(viewer.model.status == nil, "the message goes away after three seconds")
    }

    @Test func scenesKeepTheirStateAndRestartFresh() throws {
        let viewer = ViewerHarness.viewer([PreviewScene("Dot") { LinearDot() }, PreviewScene("Other") { Text("other") }])
        try ViewerHarness.click(viewer, id: "dot", at: 0)
        ViewerHarness.run(viewer, from: 0, to: 1.2)
        let moved = try ViewerHarness.dotOffset(viewer)
        viewer.handle(.key(KeyStroke("2")), at: 1.2)
        viewer.handle(.key(KeyStroke("1")), at: 1.2)
        #expect(try ViewerHarness.dotOffset(viewer) == moved)
        viewer.handle(.key(KeyStroke("0")), at: 1.2)
        viewer.update(time: 1.3)
        #expect(try ViewerHarness.dotOffset(viewer) == moved - 100, "0 starts the scene over, at rest")
    }
}

extension ViewerTests {
    @Test func hoveringThePlotReadsTheCurvesAtThatInstant() throws {
        let viewer = ViewerHarness.viewer([PreviewScene("Dot") { LinearDot() }])
        try ViewerHarness.run(viewer, clicking: "dot", at: [0.1], until: 1.5)
        let store = try #require(viewer.model.inspector)
        let entry = try #require(store.selectedEntry)
        #expect(entry.name.description == "dot · offset")
        // Hover the value plot 70 % across the curves' area (the plot's frame less its tick-label
        // column, 46, and right margin, 8): its 3 s window ends at the store's latest frame (1.1 s,
        // where the 1 s animation from 0.1 s ended), so that is 0.9 s before it, 0.1 s after the click.
        let chrome = viewer.chromeHost
        let plot = try #require(chrome.displayList.items(withID: "plot-value").first).frame
        let point = CGPoint(x: plot.minX + 46 + 0.7 * (plot.width - 54), y: plot.midY)
        viewer.handle(.pointerMoved(point), at: 1.5)
        viewer.update(time: 1.5 + 1.0 / 60)
        let text = try #require(chrome.displayList.item(withID: "plot-hover")?.text)
        // "0.10 s   dot · offset 10": the instant under the pointer in seconds from the click, as
        // the time axis counts, and the curve's value there, the linear animation's figure (100 ×
        // the fraction of its second gone by).
        let parts = text.components(separatedBy: "   ")
        let sinceClick = try #require(Double(parts[0].replacingOccurrences(of: "−", with: "-").replacingOccurrences(of: " s", with: "")))
        let lastField = try #require(parts.last?.split(separator: " ").last)
        let shown = try #require(Double(lastField), "\(text) at \(point) over \(plot)")
        #expect(abs(sinceClick - (store.time - 0.9 - 0.1)) < 0.02, "hovered \(text)")
        #expect(abs(shown - sinceClick * 100) < 1.5, "\(text): the linear animation is at \(sinceClick * 100) then")
        // Leaving the plot ends the read-out.
        viewer.handle(.pointerMoved(CGPoint(x: 10, y: 200)), at: 1.6)
        viewer.update(time: 1.6)
        #expect(chrome.displayList.item(withID: "plot-hover") == nil)
    }
}

