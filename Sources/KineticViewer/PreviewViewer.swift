import Foundation
import Kinetic
import KineticInspector
import KineticSDL

/// The viewer's controller in a window: one ``PreviewScene`` at a time in its own host (on the scene
/// clock, which pauses, steps and runs slow), and the viewer's interface, ``ViewerChrome``, in another
/// (on real time, so controls never slow down). It routes input, keeps the clock in step with the
/// model, and draws the scene under the chrome.
///
/// Scenes keep their state while another is shown (switching back finds them as they were); `0`
/// starts the shown one over. Tuning, speed and the panels belong to the viewer, so they survive
/// switching scenes.
package final class PreviewViewer: CanvasScene {
    let scenes: [PreviewScene]
    let model: ViewerModel
    /// How scene time passes: scaled, paused, stepped (the model's clock); the scene's time is its host's.
    var sceneClock: SceneClock { model.clock }
    /// Puts text on the clipboard (the window sets it).
    var copyToClipboard: ((String) -> Void)?
    /// The text `c` copied last.
    var copiedText: String?
    package var wantsToQuit = false
    /// Watches the previewed package's sources when `kinetic preview` opened the window.
    var reload: PreviewReload?
    /// Something shown changed since the last frame drawn (the scene or the interface, a reload's
    /// message): the next turn draws, however idle the scene.
    var needsRedraw = false
    /// Whether the pointer hovers the scene (its leaving is then an input of the run).
    var pointerInScene = false
    /// Set when a reload's build succeeded: what the new program starts from (the loop then ends).
    var restartSnapshot: ViewerSnapshot?

    /// Where `r` writes recordings (a fresh folder each).
    var recordingsFolder = URL(fileURLWithPath: "out/preview/recordings", isDirectory: true)
    /// The fonts recordings' contact sheets are drawn with (the window's).
    var fonts: FontLibrary?
    /// The recordings written so far, in order.
    var savedRecordings: [URL] = []

    /// One scene's run as shown, and its course: the inputs and end of the furthest run, which the
    /// timeline can scrub back into (the shown run is then a replay of the course to an earlier instant).
    struct Slot {
        var session: SceneSession
        var course: [SceneInput]
        var courseEnd: TimeInterval
        /// Set while the shown run is a replay of the course to an earlier instant: that instant and
        /// how many inputs the replay applied.
        var scrubbed: (time: TimeInterval, inputs: Int)?
        /// While scrubbed: the animator events of the run that went furthest (the course's), which
        /// the track view keeps showing after the playhead.
        var courseEvents: [AnimatorEvent]?
        /// The animator events the track view marks: the course's.
        var trackEvents: [AnimatorEvent] { courseEvents ?? session.animatorEvents }
        /// The frames the course drew live (what a drag of the playhead shows at once).
        var frames = FrameHistory()
        /// While the playhead is dragged: the live frame shown in place of the run, and its time.
        var preview: (time: TimeInterval, items: [DisplayItem])?
    }
    var slots: [Int: Slot] = [:]
    /// An interaction played again in the scene (``replayInteraction(_:speed:)``): its scene, its
    /// span, the speed, and how far the replay has come (scene time).
    struct InteractionReplay {
        var scene: Int
        var start: TimeInterval
        var end: TimeInterval
        var speed: Double
        var position: TimeInterval
        var input: String
        /// The real time of its previous frame (nil before its first).
        var lastRealTime: TimeInterval?
    }
    var interactionReplay: InteractionReplay?
    /// The shown scene run again under the tuned spring, while the panel compares (``updateComparison()``).
    var comparison: Comparison?
    /// A comparison the shown scene asked for that could not be made, and the run it was asked
    /// in: not tried again every frame (nor said again) until the run or the scope changes.
    var refusedComparison: (source: ObjectIdentifier, scope: ComparisonScope)?
    /// Whether the timeline's playhead is being dragged (``dragTimeline(_:)``).
    var dragsTimeline = false
    /// The course replayed in slices between frames to the instant a drag of the playhead was let
    /// go at (its frame shown meanwhile): the scene, the replay, the next course input it takes.
    struct Rebuild {
        var scene: Int
        var session: SceneSession
        var next: Int
        var target: TimeInterval
    }
    var rebuild: Rebuild?
    /// A recording under way: the scene, when it started (scene time), whether it stops by itself once
    /// nothing animates, and whether anything animated since it started.
    struct ActiveRecording {
        var scene: Int
        var start: TimeInterval
        var untilSettled: Bool
        var sawMotion = false
    }
    var recording: ActiveRecording?
    /// How far each scene is scrolled up (pixels), when its content is taller than the scene's rectangle.
    var scrolls: [Int: CGFloat] = [:]
    var chrome: HostedViewScene!
    var pointerOwner: HostedViewScene?
    /// The window loop's time at the latest frame or input (real seconds; the interface's time).
    var realTime: TimeInterval = 0
    var layout: ViewerLayout

    /// Until when (real time) a second Esc quits: Esc asked first because quitting would lose work.
    var quitConfirmedUntil = -TimeInterval.infinity
    /// The marked inputs' times (``SceneInput/isMarked``) of the course the strip shows, and which
    /// course they were taken from.
    var timelineInputs: [TimeInterval] = []
    var timelineSource: (Int, Int, TimeInterval?)?
    /// The track view's marks over a window of scene time around the strip's range (labels built
    /// once, not every frame), and what they were computed from: the run, its event count, the window.
    var trackMarks: [TrackMark] = []
    var trackMarkSource: (run: SceneSession, events: Int, window: ClosedRange<Double>)?

    /// Creates the viewer showing `scenes`, the one called `name` first (else the first).
    package init(scenes: [PreviewScene], size: CGSize, startingAt name: String? = nil) {
        precondition(!scenes.isEmpty, "the viewer needs at least one scene")
        self.scenes = scenes
        layout = ViewerLayout(size: size)
        model = ViewerModel(titles: scenes.map(\.title), windowSize: size)
        model.sceneIndex = name.flatMap { n in scenes.firstIndex { $0.name == n } } ?? 0
        let actions = ViewerActions(
            select: { [unowned self] in select($0) },
            restart: { [unowned self] in restart() },
            step: { [unowned self] in step() },
            copyCode: { [unowned self] in copyCode() },
            scrub: { [unowned self] in dragsTimeline ? preview(at: $0) : scrub(toFrameNear: $0) },
            dragTimeline: { [unowned self] in dragTimeline($0) },
            record: { [unowned self] in toggleRecording(untilSettled: false) })
        chrome = HostedViewScene(ViewerChrome(model: model, actions: actions, shortcuts: Self.shortcuts,
                                              inspector: InspectorPanel(model: model, replay: { [unowned self] in replayInteraction($0, speed: $1) },
                                                                         seek: { [unowned self] in seek(to: $0) })),
                                 size: size)
        model.inspector = slot(at: model.sceneIndex).session.inspector
        model.tuningChanged = { [unowned self] tuning in send(.tuning(tuning), at: currentSession.host.time) }
    }

    /// The host of the viewer's interface.
    package var chromeHost: HeadlessHost { chrome.host }

    /// The host of the scene shown (made on first use).
    package var currentScene: HostedViewScene { slot(at: model.sceneIndex).session.hosted }

    /// The run of the scene shown.
    var currentSession: SceneSession { slot(at: model.sceneIndex).session }

    func slot(at index: Int) -> Slot {
        if let existing = slots[index] { return existing }
        let session = SceneSession(scenes[index], size: layout.sceneContentSize, tuning: model.tuning)
        place(session)
        let slot = Slot(session: session, course: session.inputs, courseEnd: 0)
        slots[index] = slot
        return slot
    }

    /// Puts a session's host in the scene's rectangle (its time goes on from its own: ``catchUp(to:always:)``).
    func place(_ session: SceneSession) {
        session.hosted.origin = CGPoint(x: layout.sceneRect.minX, y: layout.sceneRect.minY - (scrolls[model.sceneIndex] ?? 0))
        session.hosted.scale = layout.sceneScale
    }

    // MARK: Actions

    /// Shows scene `index` (wrapping around), as it was left.
    func select(_ index: Int) {
        let count = scenes.count
        model.sceneIndex = ((index % count) + count) % count
        model.showsList = false
        model.inspector = currentSession.inspector
        // Tuning belongs to the viewer: the scene shown gets what was set while it was not.
        if currentSession.tuning.tuning != model.tuning { send(.tuning(model.tuning), at: currentSession.host.time) }
    }

    /// Selects scene `index`; a recording of another scene stops and is saved first.
    func switchScene(to index: Int) {
        if let recording, recording.scene != ((index % scenes.count) + scenes.count) % scenes.count {
            stopRecording(ending: "stopped by switching scenes")
        }
        select(index)
    }

    /// Starts the shown scene over, fresh.
    func restart() {
        if recording?.scene == model.sceneIndex { stopRecording(ending: "stopped by starting the scene over") }
        slots[model.sceneIndex]?.session.inspector.detach()
        slots[model.sceneIndex] = nil
        model.inspector = currentSession.inspector
        show("\(scenes[model.sceneIndex].title): started over")
    }

    /// Copies what the scene hands the viewer (``View/previewCopyText(_:summary:)``), else the tuned
    /// spring as a `withAnimation` snippet; the status line says what was copied.
    func copyCode() {
        if let copy = currentSession.tuning.copyText {
            copiedText = copy.text
            copyToClipboard?(copy.text)
            show("copied \(copy.summary)")
            return
        }
        let code = "withAnimation(\(model.tuning.swiftCode)) {\n    // your change\n}"
        copiedText = code
        copyToClipboard?(code)
        show("copied withAnimation(\(model.tuning.swiftCode)) { … }")
    }

    /// Puts `text` on the status line for a few seconds.
    func show(_ text: String, for seconds: TimeInterval = 3) {
        model.status = (text, realTime + seconds)
    }

    // MARK: CanvasScene

    /// Moves real time on to the loop's time `time` (later times only) and the shown scene's host by
    /// the scene time that passed meanwhile (``SceneClock/elapsed(real:)``: scaled, none while
    /// paused, a frame for each step asked for). The host's time is the scene's time: there is no
    /// other. With `always`, the host renders a frame even when no time passed (a frame's update).
    func catchUp(to time: TimeInterval, always: Bool) {
        let later = time > realTime
        guard later || always else { return }
        // `time` is the window loop's clock, which already counts a stall as at most a frame gap
        // and an idle sleep in full: the scene takes all of it (a cap here made an idle scene
        // lose all but 0.25 s of each second the loop slept).
        let passed = sceneClock.elapsed(real: later ? time - realTime : 0)
        if later { realTime = time }
        let host = currentSession.host
        host.advance(to: host.time + passed)
    }

    package func update(time: TimeInterval) {
        catchUp(to: time, always: true)
        advanceInteractionReplay(now: time)
        let session = currentSession
        updateComparison()
        // A scrolled scene whose content shrank (a picker's list closed) scrolls back with it, so
        // nothing is left above the top with the area below blank.
        if (scrolls[model.sceneIndex] ?? 0) != 0 { scrollScene(by: 0) }
        advanceRebuild(for: .milliseconds(8))
        extendCourse()
        keepFrame()
        if var active = recording, active.untilSettled, active.scene == model.sceneIndex {
            if session.host.runningAnimationCount > 0 { active.sawMotion = true; recording = active }
            else if active.sawMotion { stopRecording(ending: "stopped when everything settled") }
        }
        if let status = model.status, status.until <= time { model.status = nil }
        if let event = reload?.poll(now: time) { reloadDidChange(event) }
        chrome.update(time: time)
        if chrome.host.hasDisplayListChanges { needsRedraw = true }
    }

    package var secondsUntilNextChange: TimeInterval? {
        var soonest: TimeInterval?
        func consider(_ seconds: TimeInterval?) {
            guard let seconds else { return }
            soonest = min(soonest ?? seconds, max(0, seconds))
        }
        if let next = currentScene.host.nextFrameTime, !model.isPaused {
            consider((next - currentScene.host.time) / model.timeScale)
        }
        if let next = chrome.host.nextFrameTime { consider(next - chrome.host.time) }
        if interactionReplay != nil || rebuild != nil { consider(0) }  // a replay moves the scene every frame, paused as it is
        // The comparison may animate longer than the scene: it moves on with the scene's clock.
        if let next = comparison?.session.host.nextFrameTime, let ghost = comparison?.session.host, !model.isPaused {
            consider((next - ghost.time) / model.timeScale)
        }
        if let status = model.status { consider(status.until - realTime) }
        // What an update changed and no frame has drawn yet (a hover ended, the idle strip's time
        // once a second, a reload's message): drawn now, or an idle window sleeps showing what was.
        if needsRedraw { consider(0) }
        if reload != nil { consider(PreviewReload.interval) }  // look at the files
        return soonest
    }

    package func draw(on canvas: RenderCanvas) {
        needsRedraw = false
        canvas.beginFrame(clearingTo: CanvasColor(hex: 0x111318))
        let rect = layout.sceneRect
        let hosted = currentScene
        canvas.fill(rect, color: hosted.background)
        canvas.clip(to: rect)
        if let preview = slots[model.sceneIndex]?.preview {
            // The playhead dragged back: the frame the scene drew then (the comparison is at the run's time, not drawn).
            hosted.drawContent(of: DisplayList(items: preview.items), on: canvas)
        } else {
            hosted.drawContent(on: canvas)
            drawComparison(over: hosted, on: canvas)
        }
        canvas.clip(to: nil)
        chrome.drawContent(on: canvas)
    }
}
