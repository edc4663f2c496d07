import Foundation
import Kinetic
import KineticGallery
import KineticInspector
import KineticSDL
import Testing
@testable import KineticViewer
import KineticViewerTestSupport

extension GalleryTests {
    /// Interactions in the inspector on the gallery's lab and keyframes.
    @Suite struct InteractionGalleryTests {}
}

extension GalleryTests.InteractionGalleryTests {
    /// Found walking the lab: a tap's row read "tap A → offset, offset"; two attributes of one
    /// name are named with their views.
    @Test func aRowNamesTwoAttributesOfOneNameByTheirViews() throws {
        let lab = try #require(GalleryCatalog.scene(named: "lab"))
        let viewer = ViewerHarness.viewer([lab])
        // Lane C on: lanes A and C move (B is lane A's A/B, in its own run).
        ViewerHarness.run(viewer, from: 0, to: 0.2)
        try ViewerHarness.click(viewer, id: "lane-c", at: 0.2)
        ViewerHarness.run(viewer, from: 0.2, to: 0.5)
        try ViewerHarness.click(viewer, id: "A", at: 0.5)
        ViewerHarness.run(viewer, from: 0.5, to: 3)
        let rows = viewer.chromeHost.displayList.items.compactMap(\.text).filter { $0.contains("tap A") }
        #expect(rows.count == 1 && rows[0].hasPrefix("0.50 s  tap A → A · offset, C · offset · "), "\(rows)")
    }

    /// Found walking the keyframes scene: its row read "tap emoji → keyframe time, \\.scale +7",
    /// the run's clock first. A row names what the input animated first (the tracks), what moved
    /// along (the clock, the modifiers the tracks drive) after.
    @Test func aRowNamesWhatTheInputAnimatedBeforeWhatMovedAlong() throws {
        let keyframes = try #require(GalleryCatalog.scene(named: "keyframes"))
        let viewer = ViewerHarness.viewer([keyframes])
        try ViewerHarness.run(viewer, clicking: "emoji", at: [0.5], until: 4)
        let rows = viewer.chromeHost.displayList.items.compactMap(\.text).filter { $0.contains("tap emoji") }
        // The seed's four tracks, the two of them that move at once named (in the order they
        // started), then 7 more: the other two tracks, the run's clock and the four modifiers the
        // tracks drive (scaleEffect twice, rotationEffect, offset).
        #expect(rows.count == 1 && rows[0].hasPrefix("0.50 s  tap emoji → \\.verticalStretch, \\.angle +7 · "), "\(rows)")
    }

    /// Found walking the keyframe scene: with four curves the hover read-out was wider than the
    /// plot and wrapped down over the read-outs below it. It is a line a curve inside the plot now.
    @Test func aHoverReadOutTooWideForItsPlotStaysInsideIt() throws {
        let viewer = ViewerHarness.viewer(GalleryCatalog.scenes.filter { $0.name == "keyframes" })
        try ViewerHarness.run(viewer, clicking: "emoji", at: [0.2], until: 3)
        // Plotted whole, its replay row shown: the plots stand side by side, each half the panel.
        viewer.model.inspector?.selectInteraction(0)
        viewer.update(time: 3.01)
        let plot = try #require(viewer.chromeHost.displayList.items(withID: "plot-value").first).frame
        viewer.handle(.pointerMoved(CGPoint(x: plot.midX, y: plot.midY)), at: 3.02)
        viewer.update(time: 3.03)
        let hover = try #require(viewer.chromeHost.displayList.items(withID: "plot-hover").first { $0.text != nil })
        let lines = hover.text?.split(separator: "\n") ?? []
        #expect(lines.count >= 4, "a line for the instant and one a curve: \(lines)")
        #expect(plot.contains(hover.bounds), "\(hover.bounds) inside \(plot)")
    }

    /// Found walking the lab: a tap on lane A's track, beside the cat, was listed as "tap 260,363"
    /// (the track has no name of its own); it is named by the view that takes the tap, "tap A".
    @Test func aTapOnAnUnnamedPartIsNamedByTheViewThatTakesIt() throws {
        let lab = try #require(GalleryCatalog.scene(named: "lab"))
        let viewer = ViewerHarness.viewer([lab])
        let cat = try #require(viewer.currentScene.host.displayList.item(withID: "A"))
        // Right of the cat, on its lane's track.
        let point = viewer.currentScene.canvasPoint(CGPoint(x: cat.frame.maxX + 40, y: cat.frame.midY))
        viewer.handle(.pointerDown(point), at: 0.5)
        viewer.handle(.pointerUp(point), at: 0.5)
        ViewerHarness.run(viewer, from: 0.5, to: 1)
        let store = try #require(viewer.model.inspector)
        #expect(store.interactions.map(\.input) == ["tap A"], "\(store.interactions.map(\.input))")
    }
}

extension GalleryTests.InteractionGalleryTests {
    /// Found walking the lab under `make run`: a hover over the scene's own plot left its read-out
    /// on screen after the pointer went to the interface, over the axis labels that came back —
    /// drawn by the lab's A/B ghost, whose run got the hover but not its end (leaving the scene
    /// was no input of the run: a replay kept the hover too); and an idle window did not draw
    /// what an update changed (the strip's time stood still).
    @Test func leavingTheScenesPlotForTheInterfaceEndsItsReadOut() throws {
        let lab = try #require(GalleryCatalog.scene(named: "lab"))
        let viewer = ViewerHarness.viewer([lab])
        viewer.update(time: 0.5)
        let scene = viewer.currentScene
        let plot = try #require(scene.host.displayList.items(withID: "plot-value").first).frame
        viewer.handle(.pointerMoved(scene.canvasPoint(CGPoint(x: plot.midX, y: plot.midY))), at: 0.6)
        viewer.update(time: 0.62)
        let ghost = try #require(viewer.comparison?.session.host)
        #expect(scene.host.displayList.items(withID: "plot-hover").contains { $0.text != nil })
        #expect(ghost.displayList.items(withID: "plot-hover").contains { $0.text != nil })
        viewer.needsRedraw = false  // (drawn)
        viewer.handle(.pointerMoved(CGPoint(x: ViewerHarness.size.width - 20, y: ViewerHarness.size.height - 100)), at: 0.7)
        viewer.update(time: 0.72)
        #expect(viewer.secondsUntilNextChange == 0, "what changed is drawn before the window sleeps")
        #expect(!scene.host.displayList.items(withID: "plot-hover").contains { $0.text != nil })
        #expect(!ghost.displayList.items(withID: "plot-hover").contains { $0.text != nil }, "the ghost's hover ends too")
        #expect(viewer.currentSession.inputs.last?.action == .exit)
        // Idle, the strip's time moves at each whole second; that is drawn too, and nothing else.
        viewer.needsRedraw = false
        viewer.update(time: 0.9)
        #expect(viewer.secondsUntilNextChange != 0, "nothing changed: the window may sleep")
        viewer.update(time: 1.05)
        #expect(viewer.secondsUntilNextChange == 0, "the strip's time passed 1 s: \(viewer.model.timeline.now)")
    }
}
