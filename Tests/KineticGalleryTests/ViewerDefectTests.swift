import Foundation
import Kinetic
import KineticGallery
import KineticSDL
import Testing
@testable import KineticViewer
import KineticViewerTestSupport

/// The defects of issue 13 a new user met, each checked on the rebuilt viewer.
@Suite(.serialized) struct ViewerDefectTests {
    /// Defect 8: `c` in the lab copies every lane, with the exact figures, as compilable code, and
    /// the status line says what was copied.
    @Test func copyInTheLabCopiesEveryLaneExactly() throws {
        let viewer = ViewerHarness.viewer(GalleryCatalog.scenes)
        viewer.model.tuning = PreviewTuning(duration: 0.24, bounce: -0.37)
        ViewerHarness.run(viewer, from: 0, to: 0.1)
        var copied: String?
        viewer.copyToClipboard = { copied = $0 }
        viewer.handle(.key(KeyStroke("c")), at: 0.1)
        let text = try #require(copied)
        #expect(text.contains(".spring(duration: 0.24, bounce: -0.37)"), "\(text)")
        #expect(text.contains(".interpolatingSpring(duration: 0.24, bounce: -0.37)"), "\(text)")
        #expect(text.contains("withAnimation"), "\(text)")
        #expect(viewer.model.status?.text
                == "copied lanes A, B as swiftui: .spring(duration: 0.24, bounce: -0.37); .interpolatingSpring(duration: 0.24, bounce: -0.37)")
        // The lab's "c copies as" picker: CSS gives each lane's linear() easing.
        let css = try #require(viewer.currentScene.host.displayList.item(text: "css"))
        viewer.currentScene.host.tap(at: css.center)
        viewer.update(time: 0.15)
        viewer.handle(.key(KeyStroke("c")), at: 0.15)
        let cssText = try #require(copied)
        #expect(cssText.contains("linear(") && cssText.contains("/* A merging: .spring(duration: 0.24, bounce: -0.37) */"), "\(cssText)")
        #expect(viewer.model.status?.text.hasPrefix("copied lanes A, B as css") == true)
        // Another scene hands nothing up: c copies the tuning panel's spring, and says so.
        viewer.handle(.key(KeyStroke("2")), at: 0.1)
        viewer.update(time: 0.2)
        viewer.handle(.key(KeyStroke("c")), at: 0.2)
        #expect(copied == "withAnimation(.spring(duration: 0.24, bounce: -0.37)) {\n    // your change\n}")
    }

    /// Defect 13: recordings go under --out, and the help says so.
    @Test func recordingsGoUnderTheOutputFolder() throws {
        #expect(KineticViewer.recordingsFolder(out: "/tmp/mine").path == "/tmp/mine/recordings")
        let help = WindowOptions.helpMessage()
        #expect(help.contains("OUT/recordings"), "\(help)")
    }

    /// Defect 12: r and , answer on every scene (not only the lab).
    @Test func recordAndStepBackWorkOnEveryScene() throws {
        let viewer = ViewerHarness.viewer(GalleryCatalog.scenes)
        viewer.recordingsFolder = temporaryFolder("every-scene-r")
        viewer.fonts = try FontLibrary()
        viewer.handle(.key(KeyStroke("5")), at: 0)
        ViewerHarness.run(viewer, from: 0, to: 0.5)
        viewer.handle(.key(KeyStroke(",")), at: 0.5)
        #expect(abs(viewer.currentSession.host.time - (0.5 - 1.0 / 60)) < 1e-9 && viewer.model.isPaused)
        viewer.handle(.key(KeyStroke("r")), at: 0.5)
        #expect(viewer.model.status?.text.hasPrefix("● recording") == true)
        viewer.handle(.key(KeyStroke("r")), at: 0.5)
        #expect(viewer.savedRecordings.count == 1 && viewer.savedRecordings[0].lastPathComponent.hasPrefix("keyframes-"))
    }
}

extension ViewerDefectTests {
    /// Defect 9: in the smallest window the easing playground's open picker list runs past the
    /// scene's area; ↓ scrolls the scene until "spring" is inside it, and a click there picks it.
    /// The mouse wheel over the scene does the same (it did nothing before 2026-11-26); over the
    /// side panel it does nothing.
    @Test(arguments: [false, true])
    func theEasingPickersLastChoiceCanBeReachedInTheSmallestWindow(byWheel: Bool) throws {
        let scenes = GalleryCatalog.scenes.filter { $0.name == "easing-playground" }
        let viewer = ViewerHarness.viewer(scenes, size: ViewerLayout.minimumSize)
        let sceneRect = ViewerLayout(size: ViewerLayout.minimumSize).sceneRect
        func item(_ text: String) -> DisplayItem? { viewer.currentScene.host.displayList.items.last { $0.text == text } }
        func windowRect(_ item: DisplayItem) -> CGRect {
            let hosted = viewer.currentScene, origin = hosted.canvasPoint(item.bounds.origin)
            return CGRect(x: origin.x, y: origin.y, width: item.bounds.width * hosted.scale, height: item.bounds.height * hosted.scale)
        }
        let picker = try #require(item("Easing Function"))
        let at = windowRect(picker)
        viewer.handle(.pointerDown(CGPoint(x: at.midX, y: at.midY)), at: 0)
        viewer.handle(.pointerUp(CGPoint(x: at.midX, y: at.midY)), at: 0)
        ViewerHarness.run(viewer, from: 0, to: 0.5)
        let spring = try #require(item("spring"), "the list is open")
        #expect(windowRect(spring).maxY > sceneRect.maxY, "before scrolling, 'spring' lies below the scene's area")
        if byWheel {
            // Over the side panel the wheel scrolls nothing (it scrolled the scene until 2026-11-26).
            let before = windowRect(spring)
            viewer.handle(.scrolled(2, at: CGPoint(x: sceneRect.maxX + 40, y: sceneRect.midY)), at: 0.5)
            #expect(windowRect(try #require(item("spring"))) == before, "the wheel over the side panel left the scene")
        }
        let overScene = CGPoint(x: sceneRect.midX, y: sceneRect.midY)
        for _ in 0..<10 { viewer.handle(byWheel ? .scrolled(2, at: overScene) : .key(KeyStroke("down")), at: 0.5) }
        let shown = windowRect(try #require(item("spring")))
        #expect(sceneRect.contains(CGPoint(x: shown.midX, y: shown.midY)), "scrolled: \(shown) in \(sceneRect)")
        viewer.handle(.pointerDown(CGPoint(x: shown.midX, y: shown.midY)), at: 0.5)
        viewer.handle(.pointerUp(CGPoint(x: shown.midX, y: shown.midY)), at: 0.5)
        ViewerHarness.run(viewer, from: 0.5, to: 1)
        let texts = viewer.currentScene.host.displayList.items.compactMap(\.text)
        #expect(texts.contains("spring") && texts.contains("▾") && !texts.contains("linear"),
                "the list closed on spring: \(texts)")
    }
}

extension ViewerDefectTests {
    /// Defect 7: in the keyframes scene, `a` cycles only attributes that moved, never a title's text,
    /// and a click on the dog brings its curves back.
    @Test func theInspectorCyclesOnlyWhatMovedInTheKeyframesScene() throws {
        let viewer = ViewerHarness.viewer(GalleryCatalog.scenes.filter { $0.name == "keyframes" })
        try ViewerHarness.run(viewer, clicking: "emoji", at: [0.1], until: 0.6)
        let store = try #require(viewer.model.inspector)
        var seen: [String] = []
        for _ in 0..<8 {
            viewer.handle(.key(KeyStroke("a")), at: 0.6)
            seen.append(try #require(store.selectedEntry).name.description)
        }
        #expect(seen.allSatisfy { $0.hasPrefix("emoji") }, "\(seen)")
        try ViewerHarness.click(viewer, id: "emoji", at: 0.6)
        ViewerHarness.run(viewer, from: 0.6, to: 0.8)
        #expect(try #require(store.selectedEntry).name.description.hasPrefix("emoji"))
    }
}

extension ViewerDefectTests {
    /// Defect 10: after a click, resizing the window moved every frame with the click's animation,
    /// and the inspector left what the click animated for a frame (`Spring slice · frame`). A
    /// resize now lays out at once: the selection stays, and nothing starts animating.
    @Test(arguments: [("emoji-bounce", "emoji"), ("spring-slice", "sprite"), ("pet-avatar", "avatar")])
    func aResizeKeepsTheInspectorOnWhatTheClickAnimated(scene: String, id: String) throws {
        let viewer = ViewerHarness.viewer(GalleryCatalog.scenes.filter { $0.name == scene })
        try ViewerHarness.run(viewer, clicking: id, at: [0.1], until: 0.3)
        let store = try #require(viewer.model.inspector)
        let selected = try #require(store.selectedEntry).name
        #expect(selected.attribute != "frame", "\(selected)")
        let running = viewer.currentScene.host.runningAnimationCount
        viewer.handle(.resized(CGSize(width: 900, height: 600)), at: 0.3)
        #expect(viewer.currentScene.host.runningAnimationCount <= running, "the resize started animations")
        ViewerHarness.run(viewer, from: 0.3, to: 1)
        #expect(store.selectedEntry?.name == selected)
    }
}

extension ViewerDefectTests {
    /// Defect 11: with lane C on, the lab ran 50 points past the default window's scene area (its
    /// title and its copy row were cut until scrolled). Everything it draws now lies inside, with
    /// two lanes and with three.
    @Test func theLabWithThreeLanesFitsTheDefaultWindow() throws {
        let viewer = ViewerHarness.viewer(GalleryCatalog.scenes.filter { $0.name == "lab" }, size: ViewerLayout.defaultSize)
        let sceneRect = ViewerLayout(size: ViewerLayout.defaultSize).sceneRect
        func drawn() -> CGRect {
            let hosted = viewer.currentScene
            let union = hosted.host.displayList.items.map(\.bounds).reduce(CGRect.null) { $0.union($1) }
            let origin = hosted.canvasPoint(union.origin)
            return CGRect(x: origin.x, y: origin.y, width: union.width * hosted.scale, height: union.height * hosted.scale)
        }
        ViewerHarness.run(viewer, from: 0, to: 0.1)
        #expect(sceneRect.contains(drawn()), "two lanes: \(drawn()) in \(sceneRect)")
        try ViewerHarness.click(viewer, id: "lane-c", at: 0.1)
        ViewerHarness.run(viewer, from: 0.1, to: 1)
        #expect(viewer.currentScene.host.displayList.item(withID: "C") != nil, "lane C is on")
        #expect(sceneRect.contains(drawn()), "three lanes: \(drawn()) in \(sceneRect)")
    }
}

extension ViewerDefectTests {
    /// Defect 12: the marching ants start animating as they appear (`onAppear` runs a
    /// `repeatForever`), but the inspector, subscribed after the scene's first update, missed the
    /// start and said "Nothing has animated yet" under moving ants. It now follows that animation
    /// with its start marked, as it follows a click.
    @Test func theInspectorFollowsAnAnimationStartedAsTheSceneAppears() throws {
        let viewer = ViewerHarness.viewer(GalleryCatalog.scenes.filter { $0.name == "marching-ants" })
        ViewerHarness.run(viewer, from: 0, to: 1)
        let store = try #require(viewer.model.inspector)
        let entry = try #require(store.selectedEntry, "nothing selected")
        #expect(entry.name.description == "ants · stroke")
        #expect(entry.trace.markers.contains { $0.kind == .click && $0.time == 0 }, "the start at 0 s is marked")
        #expect(store.plotted == [entry.id])
    }
}

extension ViewerDefectTests {
    /// Defect 13: a second tap long after the first animation settled drew a ramp on the velocity
    /// plot (from the settled frame's 0 to the next animation's first frame, −552/s, across the
    /// 1.5 s the attribute stood still). The trace now holds still until the tap: a sample at the
    /// tap at rest, then the animation.
    @Test func aTapAfterRestPlotsStillnessUntilTheTap() throws {
        let viewer = ViewerHarness.viewer(GalleryCatalog.scenes.filter { $0.name == "lab" })
        try ViewerHarness.run(viewer, clicking: "A", at: [0.1, 3], until: 3.2)
        let store = try #require(viewer.model.inspector)
        let entry = try #require(store.selectedEntry)
        #expect(entry.name.description == "A · offset")
        let rest = try #require(entry.trace.samples.first { $0.time == 3 })
        #expect(rest.value == LabLane.travel / 2 && rest.velocity == 0)
        let between = try #require(entry.trace.interpolated(at: 2.5))
        #expect(between.velocity == 0 && between.value == LabLane.travel / 2, "\(between)")
        // Then the spring moves off: its first frame is the lane's spring replayed on a bare animator.
        let first = try #require(entry.trace.samples.first { $0.time > 3 })
        let tuning = viewer.model.tuning
        let expected = LabLane.travel / 2
            + replay(.spring(duration: tuning.duration, bounce: tuning.bounce), to: -LabLane.travel, at: first.time - 3)
        #expect(abs(first.value - expected) < 1e-9 && first.velocity < 0, "\(first) against \(expected)")
    }
}

/// A card that turns and lifts on a tap, and settles back down in the lift's completion (as
/// Examples/Previews' card flip does), beside a dot of its own.
private struct LiftingCard: View {
    @State private var turned = false
    @State private var lifted = false
    @State private var moved = false
    var body: some View {
        VStack(spacing: 40) {
            Rectangle().frame(width: 80, height: 110)
                .rotationEffect(.degrees(turned ? 180 : 0))
                .scaleEffect(lifted ? 1.1 : 1)
                .onTapGesture {
                    withAnimation(.snappy) { turned.toggle() }
                    withAnimation(.spring(duration: 0.25)) { lifted = true } completion: {
                        withAnimation(.smooth) { lifted = false }
                    }
                }
                .testID("card")
            Circle().frame(width: 30, height: 30).offset(x: moved ? 60 : 0)
                .onTapGesture { withAnimation { moved.toggle() } }
                .testID("dot")
        }
    }
}

extension ViewerDefectTests {
    /// Defect 14: in Examples/Previews' card flip the completion's animation (the card settling
    /// back) replaced the inspector's overlay, so the turn the click started disappeared from the
    /// plot 0.3 s after the click. A change no input caused now joins the click's overlay; the next
    /// click replaces it.
    @Test func aCompletionsAnimationJoinsWhatTheClickAnimated() throws {
        let viewer = ViewerHarness.viewer([PreviewScene("Card") { LiftingCard() }])
        try ViewerHarness.run(viewer, clicking: "card", at: [0.1], until: 1.5)
        let store = try #require(viewer.model.inspector)
        let names = store.plotted.compactMap { store.entry($0)?.name.description }
        #expect(names.contains("card · rotationEffect") && names.contains("card · scaleEffect"), "\(names)")
        #expect(store.selectedEntry?.name.description == "card · rotationEffect")
        // The turn reads in degrees, not in SwiftUI's animatableData (radians × 128, 402.124 here).
        let turn = try #require(store.selectedEntry)
        #expect(turn.unit.symbol == "°" && abs(turn.target - 180) < 1e-9 && abs((turn.trace.samples.last?.value ?? 0) - 180) < 1e-6)
        let readOut = try #require(viewer.chromeHost.displayList.item(withID: "inspector-values")?.text)
        #expect(readOut.hasPrefix("value 180.000° → 180.000°"), "\(readOut)")
        // A click elsewhere replaces the overlay with what it animated.
        try ViewerHarness.click(viewer, id: "dot", at: 1.5)
        ViewerHarness.run(viewer, from: 1.5, to: 2)
        #expect(store.plotted.compactMap { store.entry($0)?.name.description } == ["dot · offset"])
    }
}

extension ViewerDefectTests {
    /// Defect 15: a click on the keyframes dog selected "emoji · animatableData", the keyframe
    /// animator's own clock (value 1.296 → 2.295 at 1/s), and the clock took one of the overlay's
    /// four places, leaving a track out; the two scaleEffects had the same name. The clock is
    /// named "keyframe time" and gives way to what it drives, as a laid-out frame does: the four
    /// tracks are overlaid. Since issue 27 they are the tracks themselves, named by the key paths
    /// the code gives them (the modifiers they drive, `scaleEffect` twice, follow along).
    @Test func theKeyframesClickOverlaysItsFourTracks() throws {
        let viewer = ViewerHarness.viewer(GalleryCatalog.scenes.filter { $0.name == "keyframes" })
        try ViewerHarness.run(viewer, clicking: "emoji", at: [0.1], until: 0.8)
        let store = try #require(viewer.model.inspector)
        let names = Set(store.plotted.compactMap { store.entry($0)?.name.description })
        #expect(names == ["emoji · \\.scale", "emoji · \\.verticalStretch", "emoji · \\.verticalOffset", "emoji · \\.angle"], "\(names)")
        #expect(store.selectedEntry?.name.followsAlong == false)
        // One view's curves: the legend names the attributes, the title above the view.
        viewer.update(time: 0.8 + 1.0 / 60)
        let texts = viewer.chromeHost.displayList.items.compactMap(\.text)
        #expect(texts.contains("■ \\.angle") && texts.contains("■ \\.verticalOffset"), "\(texts)")
        #expect(texts.filter { $0.hasPrefix("emoji ·") } == [try #require(store.selectedEntry).name.description], "\(texts)")
    }
}

extension ViewerDefectTests {
    /// Defect 16: flipping the binding scene's toggle overlaid the toggle's own track colour and
    /// knob ("BindingAnimationView · color", "· offset"), and never the truck, the point of the
    /// scene, whose laid-out frame gave way to them. What moves inside a control Kinetic draws now
    /// ranks below the frame of a view the user named (AttributeName.followRank).
    @Test func flippingTheToggleFollowsTheTruck() throws {
        let viewer = ViewerHarness.viewer(GalleryCatalog.scenes.filter { $0.name == "binding-animation" })
        try ViewerHarness.run(viewer, clicking: "toggle", at: [0.1], until: 0.6)
        let store = try #require(viewer.model.inspector)
        #expect(store.plotted.compactMap { store.entry($0)?.name.description } == ["truck · frame"])
        // The knob still moved, and can be cycled to.
        let knob = try #require(store.animatedAttributes.compactMap { store.entry($0) }.first { $0.name.attribute == "offset" })
        #expect(knob.name.source == .control && knob.name.followRank == 2)
    }
}

extension ViewerDefectTests {
    /// Defect 17: a click on a food in the matched-geometry scene selected the leaving copy's fade
    /// ("Fries · transitionOpacity"), and the legend showed two identical "Fries · matchedGeometry".
    /// A transition now ranks below an effect (the travel comes first), and legend labels that
    /// would repeat are numbered.
    @Test func aMatchedGeometryClickFollowsTheTravel() throws {
        let viewer = ViewerHarness.viewer(GalleryCatalog.scenes.filter { $0.name == "matched-geometry" })
        ViewerHarness.run(viewer, from: 0, to: 0.1)
        let fries = viewer.currentScene.canvasPoint(try #require(viewer.currentScene.host.displayList.item(text: "Fries")).center)
        viewer.handle(.pointerDown(fries), at: 0.1)
        viewer.handle(.pointerUp(fries), at: 0.1)
        ViewerHarness.run(viewer, from: 0.1, to: 0.5)
        let store = try #require(viewer.model.inspector)
        #expect(store.plotted.compactMap { store.entry($0)?.name.description } == ["Fries · matchedGeometry", "Fries · matchedGeometry"])
        let legend = viewer.chromeHost.displayList.items.compactMap(\.text).filter { $0.hasPrefix("■") }
        #expect(legend.prefix(2) == ["■ matchedGeometry", "■ matchedGeometry 2"], "\(legend)")
    }
}
