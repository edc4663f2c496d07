import Foundation
import Kinetic
import KineticGallery
import KineticInspector
import KineticSDL
import Testing
@testable import KineticViewer
import KineticViewerTestSupport

extension GalleryTests {
    /// The viewer on the gallery's scenes: the lab's tuning, every scene's title and fit in the window.
    @Suite struct ViewerGalleryTests {}
}

extension GalleryTests.ViewerGalleryTests {
    @Test func draggingTheBounceSliderChangesTheNextLabTapAndSurvivesASceneSwitch() throws {
        let viewer = ViewerHarness.viewer(GalleryCatalog.scenes)
        #expect(viewer.scenes[viewer.model.sceneIndex].name == "lab")
        let chrome = viewer.chromeHost
        let track = try #require(chrome.displayList.items(withID: "bounce-slider").max { $0.frame.width < $1.frame.width })
        // Drag the thumb to the track's left end: bounce −0.5.
        chrome.drag(from: CGPoint(x: track.frame.midX, y: track.frame.midY), to: CGPoint(x: track.frame.minX - 40, y: track.frame.midY))
        #expect(viewer.model.tuning.bounce == PreviewTuning.bounceRange.lowerBound)
        ViewerHarness.run(viewer, from: 0, to: 0.1)
        let laneA = try #require(viewer.currentScene.host.displayList.item(withID: "A"))
        let start = Double(laneA.transform.tx)
        try ViewerHarness.click(viewer, id: "A", at: 0.1)
        ViewerHarness.run(viewer, from: 0.1, to: 0.4)
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

    /// At the smallest window, with the help and the list open in turn, every text of the viewer's
    /// interface stays inside the window, and the side panel's inside the side panel.
    @Test(arguments: [CGSize(width: 800, height: 560), CGSize(width: 1200, height: 680), CGSize(width: 1366, height: 768)])
    func theInterfaceFitsTheWindow(size: CGSize) throws {
        let viewer = ViewerHarness.viewer(GalleryCatalog.scenes, size: size)
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
        // A/B on lane A with a mistake typed: the field and its error card take no more room (in
        // the smallest window the panel grew past the window, the status line was cut off).
        viewer.model.showsHelp = false
        viewer.model.showsList = false
        try ViewerHarness.click(viewer, id: "A", at: 0.2)
        ViewerHarness.run(viewer, from: 0.2, to: 0.6)
        viewer.model.comparing = .attribute(AttributeName(view: "A", attribute: "offset"))
        viewer.model.comparisonText = ".spring(duration: 0.5"
        viewer.update(time: 0.7)
        #expect(viewer.chromeHost.displayList.item(withID: "compare-animation") != nil)
        #expect(viewer.chromeHost.displayList.item(withID: "compare-problem")?.text == "expected ')' at 22")
        check("A/B, a mistake typed")
        #expect(ViewerLayout.defaultSize.width <= 1366 && ViewerLayout.defaultSize.height <= 768 - 88,
                "the default window and its title bar fit a 1366 × 768 screen with a task bar")
    }

    /// Every scene's title is shown whole in the top bar: one line in the default window, at most
    /// two in the smallest, never cut short with "…" (in the smallest window 11 of the 15 were, while
    /// all five speed buttons kept their place). There the two slowest presets leave the bar (the
    /// side panel's slider and `[` still reach them).
    @Test(arguments: [ViewerLayout.minimumSize, ViewerLayout.defaultSize])
    func everySceneTitleIsShownWhole(size: CGSize) throws {
        let viewer = ViewerHarness.viewer(GalleryCatalog.scenes, size: size)
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
        let viewer = ViewerHarness.viewer(GalleryCatalog.scenes, size: size)
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
        let phases = ViewerHarness.viewer(GalleryCatalog.scenes.filter { $0.name == "phase-animators" }, size: size)
        ViewerHarness.run(phases, from: 0, to: 0.1)
        let before = phases.currentSession.inputs.count
        let thumb = try #require(phases.currentScene.host.displayList.items.last { $0.text == "👍" })
        let point = phases.currentScene.canvasPoint(thumb.center)
        #expect(layout.sceneRect.contains(point))
        phases.handle(.pointerDown(point), at: 0.1)
        phases.handle(.pointerUp(point), at: 0.1)
        ViewerHarness.run(phases, from: 0.1, to: 0.4)
        #expect(phases.currentSession.inputs.count > before)
        let moved = try #require(phases.currentScene.host.displayList.items.last { $0.text == "👍" })
        #expect(moved.transform != thumb.transform, "the tapped emoji animates")
    }

    /// In the smallest window, with four curves overlaid (the transitions scene's cards), the
    /// inspector's legend (one above both plots) stays inside the side panel and cuts no name short
    /// with "…" (a name wider than a row would break over lines), the read-out stays
    /// above the timeline, and the value plot keeps a readable height (two plots squeezed to about
    /// 25 pixels each before; the legend ran out of the window).
    @Test func theInspectorFitsTheSmallestWindowWithCurvesOverlaid() throws {
        let size = ViewerLayout.minimumSize
        let layout = ViewerLayout(size: size)
        let viewer = ViewerHarness.viewer(GalleryCatalog.scenes.filter { $0.name == "transitions" }, size: size)
        ViewerHarness.run(viewer, from: 0, to: 0.1)
        let button = try #require(viewer.currentScene.host.displayList.items.last { $0.text == "Hide the cards" })
        let point = viewer.currentScene.canvasPoint(button.center)
        viewer.handle(.pointerDown(point), at: 0.1)
        viewer.handle(.pointerUp(point), at: 0.1)
        ViewerHarness.run(viewer, from: 0.1, to: 0.3)
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

extension GalleryTests.ViewerGalleryTests {
    /// The lab is one use of A/B: it asks for lane A compared against the `.interpolatingSpring`
    /// of the same figures as B, and the viewer runs that unasked, drawn as a ghost over lane A; the
    /// ghost moves exactly as the inspector's own A/B on lane A against that spring typed, frame by
    /// frame through three quick taps, their merges and their settle. So any scene's spring can be
    /// set against its additive twin as the lab does.
    @Test func theLabsBIsTheABOfLaneAAgainstItsInterpolatingSpring() throws {
        func run(_ prepare: (PreviewViewer) -> Void) throws -> [Double] {
            let viewer = ViewerHarness.viewer(GalleryCatalog.scenes)
            #expect(viewer.scenes[viewer.model.sceneIndex].name == "lab")
            prepare(viewer)
            var time = 0.1
            for tap in [0.1, 0.22, 0.4] {
                ViewerHarness.run(viewer, from: time, to: tap)
                try ViewerHarness.click(viewer, id: "A", at: tap)
                time = tap
            }
            var ghostA: [Double] = [], sceneA: [Double] = []
            while time < 2 {
                time += 1.0 / 60
                viewer.update(time: time)
                let ghost = try #require(viewer.comparison?.session.host)
                ghostA.append(Double(try #require(ghost.displayList.item(withID: "A")).transform.tx))
                sceneA.append(Double(try #require(viewer.currentScene.host.displayList.item(withID: "A")).transform.tx))
            }
            // The comparison is worth making: merging and adding part by several points on these taps.
            let split = zip(ghostA, sceneA).map { abs($0 - $1) }.max() ?? 0
            #expect(split > 5, "A and its ghost parted by \(split) pt")
            return ghostA
        }
        let laneA = MergeLabView.compared
        let declared = try run { viewer in
            viewer.update(time: 0.05)
            #expect(viewer.model.comparing == nil && viewer.model.comparedScope == .declared(laneA, label: "B"))
        }
        let typed = try run { viewer in
            viewer.model.comparisonText = ".interpolatingSpring(duration: 0.5, bounce: 0.3)"
            viewer.model.comparing = .attribute(laneA)
            #expect(viewer.model.comparing == .attribute(laneA, typed: .interpolatingSpring(duration: 0.5, bounce: 0.3)))
        }
        #expect(declared.count > 90 && declared == typed)
    }
}
