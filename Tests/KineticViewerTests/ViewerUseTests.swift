import Foundation
import Kinetic
import KineticSDL
import Testing
@testable import KineticViewer
import KineticViewerTestSupport

/// What the walk through issue 13's list as a new user found (under Xvfb, with xdotool), each with
/// the test that failed before its fix.
@Suite(.serialized) struct ViewerUseTests {
    /// The window loop sleeps while nothing moves and hands the viewer the whole time it slept
    /// (its own clock already bounds stalls): the scene's clock must count it in full. Before, the
    /// viewer's scene clock took at most 0.25 s of each wake, so an idle scene's time (a
    /// TimelineView clock, the strip's time) fell behind real time: 8 s on the clock after a minute.
    @Test func anIdleSecondPassesInFullOnTheSceneClock() {
        let viewer = ViewerHarness.viewer([PreviewScene("Dot") { LinearDot() }])
        viewer.update(time: 1)
        #expect(viewer.currentSession.host.time == 1)
        viewer.update(time: 2.5)
        #expect(viewer.currentSession.host.time == 2.5)
        #expect(viewer.model.timeline.now == 2.5, "the strip's time follows the clock while idle")
    }
}

extension ViewerUseTests {
    /// The speed slider is logarithmic with the presets evenly spread (0.05 at its left end, 0.1,
    /// 0.25, 0.5, 1, 2 at 1/6 … 5/6, 4 at its right end): a click at its middle gives 0.5×, and
    /// the label says so. Before, it was linear over 0.05…4 and the middle gave 2.03×.
    @Test func theSpeedSliderSpreadsThePresetsEvenly() throws {
        #expect(ViewerModel.sliderKnots.map(ViewerModel.sliderPosition(for:)) == [0, 1, 2, 3, 4, 5, 6])
        #expect((0...6).map { ViewerModel.speed(atSliderPosition: Double($0)) } == [0.05, 0.1, 0.25, 0.5, 1, 2, 4])
        #expect(ViewerModel.speed(atSliderPosition: 3.5) == 0.71)  // √(0.5 · 1) to hundredths
        for speed in stride(from: 0.05, through: 4, by: 0.01) {
            let rounded = (speed * 100).rounded() / 100
            #expect(ViewerModel.speed(atSliderPosition: ViewerModel.sliderPosition(for: rounded)) == rounded)
        }
        let viewer = ViewerHarness.viewer([PreviewScene("Dot") { LinearDot() }])
        let slider = try #require(viewer.chromeHost.displayList.items(withID: "speed-slider").first)
        let bounds = viewer.chromeHost.displayList.items(withID: "speed-slider").reduce(slider.bounds) { $0.union($1.bounds) }
        let middle = CGPoint(x: bounds.midX, y: bounds.midY)
        viewer.handle(.pointerDown(middle), at: 0.1)
        viewer.handle(.pointerUp(middle), at: 0.1)
        viewer.update(time: 0.2)
        #expect(viewer.model.timeScale == 0.5)
        #expect(viewer.chromeHost.displayList.item(withID: "speed-label")?.text == "speed 0.5×")
    }
}

extension ViewerUseTests {
    /// Issue 13's scrubbing on long sessions: dragging the playhead forward runs the shown replay on
    /// from its frame instead of from the scene's start (the same session goes on), across the
    /// course's inputs, and lands where a run from the start lands.
    @Test func scrubbingForwardRunsOnFromTheFrameShown() throws {
        let viewer = ViewerHarness.viewer([PreviewScene("Dot") { LinearDot() }])
        ViewerHarness.run(viewer, from: 0, to: 0.2)
        try ViewerHarness.click(viewer, id: "dot", at: 0.2)
        ViewerHarness.run(viewer, from: 0.2, to: 1.5)
        try ViewerHarness.click(viewer, id: "dot", at: 1.5)
        ViewerHarness.run(viewer, from: 1.5, to: 3)
        let course = viewer.currentSession.inputs

        viewer.scrub(toFrameNear: 1.0)
        let replay = viewer.currentSession
        #expect(replay.host.time == 1.0 && replay.isOnFrameGrid)
        viewer.scrub(toFrameNear: 1.305)  // the frame at 1.3 s (0.2 s + 66 frames)
        #expect(viewer.currentSession === replay, "ran on from 1.0 s, not again from the start")
        #expect(abs(replay.host.time - 1.3) < 1e-12)
        viewer.scrub(toFrameNear: 1.8)  // across the second click, at 1.5 s
        #expect(viewer.currentSession === replay)
        #expect(abs(replay.host.time - 1.8) < 1e-12)
        #expect(replay.inputs == course.filter { $0.time <= 1.8 })
        let fresh = try SceneSession.replay(viewer.scenes[0], inputs: course, size: replay.host.size, to: replay.host.time)
        let dot = { (session: SceneSession) in session.host.displayList.item(withID: "dot")?.transform.tx }
        #expect(dot(replay) != nil && dot(replay) == dot(fresh))
        // Backwards: from the start again (a new session).
        viewer.scrub(toFrameNear: 0.5)
        #expect(viewer.currentSession !== replay && abs(viewer.currentSession.host.time - 0.5) < 1e-12)
    }
}

extension ViewerUseTests {
    /// Whether the chrome's button titled `title` is drawn highlighted (its background the selection colour).
    static func isHighlighted(_ viewer: PreviewViewer, _ title: String) throws -> Bool {
        let list = viewer.chromeHost.displayList
        let label = try #require(list.items.first { $0.text == title }, "no button '\(title)'")
        return list.items.contains { item in
            if case .shape(_, .fill) = item.content, item.bounds.contains(label.center) {
                return item.color == ChromePalette.selected.resolved
            }
            return false
        }
    }

    /// Defect 1 as a user sees it: after `]` the top bar highlights the preset the clock runs at
    /// (it kept highlighting 1× at 2× and 4×: the preset row read the speed inside ForEach's
    /// content closure, which Kinetic did not track until ForEach's content was observed like a body). The scene list, reopened
    /// after switching with a key, highlights the scene shown (it did before too: it is made afresh).
    @Test func thePresetsAndTheSceneListHighlightWhatIsInForce() throws {
        let viewer = ViewerHarness.viewer([PreviewScene("Dot") { LinearDot() }, PreviewScene("Other") { Text("other") }])
        #expect(try Self.isHighlighted(viewer, "1×"))
        viewer.handle(.key(KeyStroke("]")), at: 0)
        viewer.update(time: 0.1)
        #expect(viewer.sceneClock.timeScale == 2)
        #expect(try Self.isHighlighted(viewer, "2×"), "the 2× preset is highlighted at 2×")
        #expect(try !Self.isHighlighted(viewer, "1×"))
        viewer.handle(.key(KeyStroke("l")), at: 0.1)
        viewer.update(time: 0.2)
        viewer.handle(.key(KeyStroke("2")), at: 0.2)
        viewer.handle(.key(KeyStroke("l")), at: 0.2)
        viewer.update(time: 0.3)
        #expect(try Self.isHighlighted(viewer, "Other"), "the list highlights the scene shown")
        #expect(try !Self.isHighlighted(viewer, "Dot"))
    }
}

extension ViewerUseTests {
    /// A click after the window slept idle: the loop hands the event over at its clock's time (1 s
    /// after the last frame), and the press is that instant. Before, it was stamped with the last
    /// frame's time, up to a second early, so the move showed a second's progress on its first
    /// frame (the dot at its end at once); and `r`, `r` 0.4 s apart recorded 0 s.
    @Test func anInputAfterAnIdleSleepIsStampedWhenItArrives() throws {
        let (viewer, _) = try SceneRecordingTests.dotViewer()
        viewer.update(time: 0.5)
        let rest = try ViewerHarness.dotOffset(viewer)
        // The loop slept until 1.5 s; the click arrives then, before that turn's update.
        try ViewerHarness.click(viewer, id: "dot", at: 1.5)
        let press = try #require(viewer.currentSession.inputs.first { if case .press = $0.action { return true }; return false })
        #expect(press.time == 1.5)
        viewer.update(time: 1.5)
        #expect(try ViewerHarness.dotOffset(viewer) == rest, "the move starts on this frame")
        viewer.update(time: 1.75)
        #expect(abs(try ViewerHarness.dotOffset(viewer) - rest - 25) < 1e-9)
        // r … (idle) … r: the recording covers the time between the keys.
        viewer.handle(.key(KeyStroke("r")), at: 3)
        viewer.handle(.key(KeyStroke("r")), at: 3.4)
        let saved = try #require(viewer.savedRecordings.first)
        let run = try SceneRunFile.read(saved.appendingPathComponent("run.json"))
        #expect(run.start == 3 && abs(run.end - 3.4) < 1e-12, "\(run.start) → \(run.end)")
    }
}

extension ViewerUseTests {
    /// The pointer resting over the scene when the window opens, or passing over it, is a hover
    /// (logged: a scene may react to it) but not a mark on the timeline: the strip marked every
    /// move, so a mouse passing by read as a row of clicks. A click is one mark.
    @Test func theTimelineMarksClicksNotHovers() throws {
        let viewer = ViewerHarness.viewer([PreviewScene("Dot") { LinearDot() }])
        for (n, x) in [10.0, 40, 90, 160].enumerated() {
            viewer.handle(.pointerMoved(viewer.currentScene.canvasPoint(CGPoint(x: x, y: 30))), at: 0.1 * Double(n + 1))
            viewer.update(time: 0.1 * Double(n + 1))
        }
        try ViewerHarness.click(viewer, id: "dot", at: 0.5)
        viewer.update(time: 0.6)
        #expect(viewer.currentSession.inputs.filter { if case .move = $0.action { return true }; return false }.count >= 4)
        #expect(viewer.model.timeline.inputs == [0.5])
    }
}

extension ViewerUseTests {
    /// While nothing moves the strip follows the clock once a second, so an idle viewer does not draw
    /// its interface every frame; a paused scene's strip is exact at once. Before, a scene paused
    /// 0.9 s after the strip's last second showed that second, and the first drag of the playhead
    /// moved the whole range by the difference (4–14 s became 5–15 s, the knob 78 px off the pointer).
    @Test func aPausedStripShowsTheExactTimeAndTheFirstDragKeepsItsRange() {
        let viewer = ViewerHarness.viewer([PreviewScene("Dot") { LinearDot() }])
        ViewerHarness.run(viewer, from: 0, to: 14.9)
        #expect(viewer.model.timeline.now < 14.9, "idle: the strip follows once a second")
        viewer.handle(.key(KeyStroke("p")), at: 14.9)
        viewer.update(time: 14.95)
        let paused = viewer.model.timeline
        #expect(viewer.model.isPaused)
        #expect(abs(paused.now - 14.9) < 1e-9 && abs(paused.end - 14.9) < 1e-9, "\(paused.now), \(paused.end)")
        viewer.scrub(toFrameNear: 10)
        #expect(viewer.model.timeline.range == paused.range, "the first drag keeps the strip's range")
        #expect(abs(viewer.model.timeline.now - 10) < 1.0 / 60)
    }

    /// While idle and running, the strip's time moves on at every whole second the window wakes
    /// for (it lagged up to two seconds behind).
    @Test func anIdleStripsTimeIsTheLatestWholeSecond() {
        let viewer = ViewerHarness.viewer([PreviewScene("Dot") { LinearDot() }])
        for time in [1.02, 2.01, 3.03, 4.02] {
            viewer.update(time: time)
            #expect(viewer.model.timeline.now == time, "at \(time)")
        }
    }
}

extension ViewerUseTests {
    /// Esc quits at once when nothing would be lost; with a recording under way, or text typed into
    /// a scene, it asks first: a second Esc quits, anything else stays.
    @Test func escAsksBeforeQuittingWithWorkAtStake() {
        let idle = ViewerHarness.viewer([PreviewScene("Dot") { LinearDot() }])
        idle.handle(.key(KeyStroke("escape")), at: 0.1)
        #expect(idle.wantsToQuit, "nothing at stake: Esc quits")

        let viewer = ViewerHarness.viewer([PreviewScene("Dot") { LinearDot() }])
        viewer.handle(.key(KeyStroke("r")), at: 0.1)  // a recording starts
        viewer.handle(.key(KeyStroke("escape")), at: 0.2)
        #expect(!viewer.wantsToQuit)
        #expect(viewer.model.status?.text == "Quit? A recording is under way (quitting saves it). Esc quits; any other key stays.")
        viewer.handle(.key(KeyStroke("left shift")), at: 0.25)  // a modifier alone does not answer
        #expect(viewer.model.status?.text.hasPrefix("Quit?") == true)
        viewer.handle(.key(KeyStroke("x")), at: 0.3)  // any other key: stay
        #expect(!viewer.wantsToQuit && viewer.model.status?.text.hasPrefix("Quit?") != true)
        viewer.handle(.key(KeyStroke("escape")), at: 0.4)
        #expect(!viewer.wantsToQuit, "asked again")
        viewer.handle(.key(KeyStroke("escape")), at: 0.5)
        #expect(viewer.wantsToQuit, "the second Esc quits")
    }

    /// The key that answers the quit question with "stay" does only that: a space does not pause,
    /// an r does not stop the recording the question was about, a click does not tap the scene.
    /// Once the question has gone (8 s), keys are commands again.
    @Test func theKeyThatAnswersStayDoesNothingElse() {
        let viewer = ViewerHarness.viewer([PreviewScene("Dot") { LinearDot() }])
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kinetic-stay-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        viewer.recordingsFolder = folder  // (where a wrongly stopped recording would go)
        viewer.handle(.key(KeyStroke("r")), at: 0.1)
        #expect(viewer.recording != nil)
        viewer.handle(.key(KeyStroke("escape")), at: 0.2)
        viewer.handle(.key(KeyStroke("space")), at: 0.3)
        #expect(!viewer.model.isPaused, "the space answered the question")
        viewer.handle(.key(KeyStroke("escape")), at: 0.4)
        viewer.handle(.key(KeyStroke("r")), at: 0.5)
        #expect(viewer.recording != nil, "the r answered the question: the recording goes on")
        viewer.handle(.key(KeyStroke("escape")), at: 0.6)
        viewer.handle(.pointerDown(CGPoint(x: viewer.layout.sceneRect.midX, y: viewer.layout.sceneRect.midY)), at: 0.7)
        #expect(viewer.model.status == nil && !viewer.wantsToQuit)
        viewer.handle(.key(KeyStroke("escape")), at: 0.8)
        viewer.handle(.key(KeyStroke("space")), at: 9.9)  // the question went unanswered
        #expect(viewer.model.isPaused)
        #expect(viewer.recording != nil && !viewer.wantsToQuit)
    }
}

/// A scene taller than its area while `tall` holds; a tap on its last line makes it short.
private struct ShrinkingScene: View {
    @State var tall = true
    var body: some View {
        VStack {
            Text("top").testID("top")
            if tall { Color.blue.frame(width: 100, height: 1200) }
            Text("shrink").onTapGesture { tall = false }.testID("shrink")
        }
    }
}

extension ViewerUseTests {
    /// A scene scrolled down whose content then shrinks (the easing playground's picker closing)
    /// scrolls back with it: its top shows again and nothing below is blank. Before, the offset
    /// stayed, the title and box above the top and the lower half of the area empty.
    @Test func aScrolledSceneThatShrinksScrollsBack() throws {
        let viewer = ViewerHarness.viewer([PreviewScene("Shrinking") { ShrinkingScene() }])
        let area = ViewerLayout(size: ViewerHarness.size).sceneRect
        #expect(viewer.scrollScene(by: 2000))
        viewer.update(time: 0.1)
        let top = { try #require(viewer.currentScene.host.displayList.item(withID: "top")) }
        #expect(viewer.currentScene.canvasPoint(try top().center).y < area.minY, "scrolled: the top is above the area")
        try ViewerHarness.click(viewer, id: "shrink", at: 0.2)
        viewer.update(time: 0.3)
        let topY = viewer.currentScene.canvasPoint(try top().center).y
        #expect(topY > area.minY && topY < area.maxY, "the top shows again at \(topY)")
    }
}

extension ViewerUseTests {
    /// The saved-recording message starts with where it went, relative to the working folder when
    /// under it, and fits the status line of the smallest window (an absolute path pushed the
    /// folder's own name off its end).
    @Test func theSavedMessageSaysWhereItWentFirst() throws {
        #expect(FileErrorReason.displayPath(URL(fileURLWithPath: "/home/me/work/out/preview/recordings/dot-1"), from: "/home/me/work")
                == "out/preview/recordings/dot-1")
        #expect(FileErrorReason.displayPath(URL(fileURLWithPath: "/tmp/dot-1"), from: "/home/me/work") == "/tmp/dot-1")
        let viewer = ViewerHarness.viewer([PreviewScene("Dot", name: "dot") { LinearDot() }])
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kinetic-saved-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        viewer.recordingsFolder = folder
        viewer.handle(.key(KeyStroke("r")), at: 0.1)
        ViewerHarness.run(viewer, from: 0.1, to: 0.5)
        viewer.handle(.key(KeyStroke("r")), at: 0.5)
        let saved = try #require(viewer.savedRecordings.first)
        let text = try #require(viewer.model.status?.text)
        #expect(text.hasPrefix("saved \(saved.standardizedFileURL.path) ("), "\(text)")
        #expect(text.hasSuffix("s, stopped with r)"), "\(text)")
    }
}

extension ViewerUseTests {
    /// A resize is an input of the run: a recording that spans one replays the taps before it at the
    /// layout they landed on. Before, the recording replayed the whole run at the size at its end,
    /// where the tap before the resize hit nothing and samples.csv came out empty.
    @Test func aRecordingAcrossAResizeReplaysItsTapsWhereTheyLanded() throws {
        let viewer = ViewerHarness.viewer([PreviewScene("Dot", name: "dot") { LinearDot() }])
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kinetic-resize-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        viewer.recordingsFolder = folder
        viewer.handle(.key(KeyStroke("r")), at: 0.05)
        try ViewerHarness.click(viewer, id: "dot", at: 0.1)
        ViewerHarness.run(viewer, from: 0.1, to: 0.5)
        viewer.handle(.resized(CGSize(width: 900, height: 620)), at: 0.5)  // the scene is laid out taller
        ViewerHarness.run(viewer, from: 0.5, to: 1.3)
        viewer.handle(.key(KeyStroke("r")), at: 1.3)
        let saved = try #require(viewer.savedRecordings.first)
        let script = try String(contentsOf: saved.appendingPathComponent("script.txt"), encoding: .utf8)
        #expect(script.contains(" resize 800,"), "\(script)")
        let samples = try SceneRecordingTests.dotSamples(saved)
        #expect(samples.count > 30, "the tap before the resize moved the dot in the replay")
        // The linear second's end: 100 points from where it started.
        #expect(abs(samples.last!.1 - samples.first!.1 - 100) < 1e-6, "\(samples.first!), \(samples.last!)")
    }
}
