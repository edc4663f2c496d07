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
final class PreviewViewer: CanvasScene {
    let scenes: [PreviewScene]
    let model: ViewerModel
    /// The scene time: scaled, pausable, steppable.
    let sceneClock = SceneClock()
    /// Puts text on the clipboard (the window sets it).
    var copyToClipboard: ((String) -> Void)?
    /// The text `c` copied last.
    private(set) var copiedText: String?
    private(set) var wantsToQuit = false
    /// Watches the previewed package's sources when `kinetic preview` opened the window.
    var reload: PreviewReload?
    /// A message changed outside a frame (a reload's): the next turn draws.
    private var needsRedraw = false
    /// Set when a reload's build succeeded: what the new program starts from (the loop then ends).
    private(set) var restartSnapshot: ViewerSnapshot?

    /// Where `r` writes recordings (a fresh folder each).
    var recordingsFolder = URL(fileURLWithPath: "out/preview/recordings", isDirectory: true)
    /// The fonts recordings' contact sheets are drawn with (the window's).
    var fonts: FontLibrary?
    /// The recordings written so far, in order.
    private(set) var savedRecordings: [URL] = []

    /// One scene's run as shown, and its course: the inputs and end of the furthest run, which the
    /// timeline can scrub back into (the shown run is then a replay of the course to an earlier instant).
    private struct Slot {
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
    }
    private var slots: [Int: Slot] = [:]
    /// A recording under way: the scene, when it started (scene time), whether it stops by itself once
    /// nothing animates, and whether anything animated since it started.
    private struct ActiveRecording {
        var scene: Int
        var start: TimeInterval
        var untilSettled: Bool
        var sawMotion = false
    }
    private var recording: ActiveRecording?
    /// How far each scene is scrolled up (pixels), when its content is taller than the scene's rectangle.
    private var scrolls: [Int: CGFloat] = [:]
    private var chrome: HostedViewScene!
    private var pointerOwner: HostedViewScene?
    private var realTime: TimeInterval = 0
    private var layout: ViewerLayout

    /// The keys the viewer answers to, for the help overlay.
    static let shortcuts: [ViewerShortcut] = [
        ViewerShortcut(keys: "click", action: "the scene reacts as it would on a phone"),
        ViewerShortcut(keys: "← →  1…9", action: "previous / next scene, scene 1…9"),
        ViewerShortcut(keys: "l  Tab", action: "the scene list"),
        ViewerShortcut(keys: "↑ ↓ wheel", action: "scroll a scene taller than its area (an open picker list)"),
        ViewerShortcut(keys: "p  Space", action: "pause / resume the scene's clock"),
        ViewerShortcut(keys: ".  ,", action: "one frame (1/60 s) forward / back, paused"),
        ViewerShortcut(keys: "timeline", action: "drag the playhead: the scene runs again to that instant"),
        ViewerShortcut(keys: "r", action: "record the scene: r again stops and saves"),
        ViewerShortcut(keys: "R (shift-r)", action: "record until everything has settled"),
        ViewerShortcut(keys: "[  ]", action: "slower / faster: 0.1×, 0.25×, 0.5×, 1×, 2× (slider beyond)"),
        ViewerShortcut(keys: "0", action: "start the scene over"),
        ViewerShortcut(keys: "c", action: "copy the scene's animations as code (the lab: every lane), else the tuned spring"),
        ViewerShortcut(keys: "i", action: "show / hide the inspector's plots"),
        ViewerShortcut(keys: "a", action: "inspector: the next attribute that moved"),
        ViewerShortcut(keys: "s", action: "inspector: pick a sprite (the next click selects it)"),
        ViewerShortcut(keys: "h  ?", action: "this help"),
        ViewerShortcut(keys: "Esc", action: "close the help or list; with none open, quit (a recording is saved)"),
    ]

    /// Creates the viewer showing `scenes`, the one called `name` first (else the first).
    init(scenes: [PreviewScene], size: CGSize, startingAt name: String? = nil) {
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
            scrub: { [unowned self] in scrub(toFrameNear: $0) },
            record: { [unowned self] in toggleRecording(untilSettled: false) })
        chrome = HostedViewScene(ViewerChrome(model: model, actions: actions, shortcuts: Self.shortcuts,
                                              inspector: InspectorPanel(model: model)),
                                 size: size)
        model.inspector = slot(at: model.sceneIndex).session.inspector
    }

    /// The host of the viewer's interface.
    var chromeHost: HeadlessHost { chrome.host }

    /// The host of the scene shown (made on first use).
    var currentScene: HostedViewScene { slot(at: model.sceneIndex).session.hosted }

    /// The run of the scene shown.
    var currentSession: SceneSession { slot(at: model.sceneIndex).session }

    private func slot(at index: Int) -> Slot {
        if let existing = slots[index] { return existing }
        let session = SceneSession(scenes[index], size: layout.sceneContentSize, tuning: model.tuning)
        place(session)
        let slot = Slot(session: session, course: session.inputs, courseEnd: 0)
        slots[index] = slot
        return slot
    }

    /// Puts a session's host in the scene's rectangle, its clock continuing from the scene clock's now.
    private func place(_ session: SceneSession) {
        session.hosted.origin = CGPoint(x: layout.sceneRect.minX, y: layout.sceneRect.minY - (scrolls[model.sceneIndex] ?? 0))
        session.hosted.scale = layout.sceneScale
        session.hosted.resume(at: sceneClock.time)
    }

    // MARK: Actions

    /// Shows scene `index` (wrapping around), as it was left.
    func select(_ index: Int) {
        let count = scenes.count
        model.sceneIndex = ((index % count) + count) % count
        model.showsList = false
        currentScene.resume(at: sceneClock.time)
        model.inspector = currentSession.inspector
    }

    /// Selects scene `index`; a recording of another scene stops and is saved first.
    private func switchScene(to index: Int) {
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

    /// One frame forward; the clock pauses first. Inside the course (after scrubbing back), the
    /// course is replayed one frame further.
    func step() {
        model.isPaused = true
        let slot = slot(at: model.sceneIndex)
        let time = slot.session.host.time
        if time + SceneClock.stepInterval <= slot.courseEnd + 1e-9 { scrub(to: time + SceneClock.stepInterval) }
        else { sceneClock.step() }
    }

    /// One frame back (paused): the scene runs again from its start to one frame earlier.
    func stepBack() {
        scrub(to: currentSession.host.time - SceneClock.stepInterval)
    }

    /// Shows the shown scene at scene time `time` (within 0 and the end of its course), paused: the
    /// scene runs again headless from its start with its inputs up to that instant. Going on from
    /// there (resuming, or a click) starts a new course and forgets the inputs after it.
    func scrub(to time: TimeInterval) {
        let index = model.sceneIndex
        var slot = slot(at: index)
        let target = min(max(0, time), slot.courseEnd)
        model.isPaused = true
        guard abs(target - slot.session.host.time) > 1e-9 else { return }
        // Forward within the course from a replay that stands on its frame grid: run on from there
        // (the same frames a run from the start makes), instead of from the start.
        let shown = slot.session
        if slot.scrubbed != nil, target > shown.host.time, shown.isOnFrameGrid, shown.inputs.count <= slot.course.count,
           slot.course[..<shown.inputs.count].elementsEqual(shown.inputs) {
            do {
                try shown.run(Array(slot.course[shown.inputs.count...]), to: target)
                slot.scrubbed = (shown.host.time, shown.inputs.count)
                slots[index] = slot
                updateTimeline()
                return
            } catch {
                show("cannot run the scene on to \(String(format: "%.3f", target)) s: \(error)")
                return
            }
        }
        do {
            let session = try SceneSession.replay(scenes[index], inputs: slot.course, size: slot.session.initialSize, to: target)
            slot.session.inspector.detach()
            place(session)
            if slot.courseEvents == nil { slot.courseEvents = slot.session.animatorEvents }
            slot.session = session
            slot.scrubbed = (session.host.time, session.inputs.count)
            slots[index] = slot
            updateTimeline()
            model.inspector = session.inspector
        } catch {
            show("cannot run the scene again to \(String(format: "%.3f", target)) s: \(error)")
        }
    }

    /// Scrubs to the frame nearest `time` (the timeline's playhead): frames are 1/60 s apart from
    /// the course's latest input at or before `time` (its start when none), as a run from the
    /// start makes them, so dragging forward can run on from the frame shown.
    func scrub(toFrameNear time: TimeInterval) {
        let slot = slot(at: model.sceneIndex)
        let time = min(max(0, time), slot.courseEnd)
        let origin = slot.course.last { $0.time <= time + 1e-12 }?.time ?? 0
        let frame = slot.session.host.frameInterval
        scrub(to: min(origin + ((time - origin) / frame).rounded() * frame, slot.courseEnd))
    }

    /// The shown run went on (time passed or an input arrived after scrubbing): it is the course
    /// from now on, and the inputs of the old course after it are forgotten.
    private func extendCourse() {
        let index = model.sceneIndex
        guard var slot = slots[index] else { return }
        let session = slot.session
        if let scrubbed = slot.scrubbed, session.host.time <= scrubbed.time + 1e-12, session.inputs.count == scrubbed.inputs {
            updateTimeline()
            return
        }
        slot.scrubbed = nil
        slot.courseEvents = nil
        slot.course = session.inputs
        slot.courseEnd = session.host.time
        slots[index] = slot
        updateTimeline()
    }

    /// The marked inputs' times (``SceneInput/isMarked``) of the course the strip shows, and which
    /// course they were taken from.
    private var timelineInputs: [TimeInterval] = []
    private var timelineSource: (Int, Int, TimeInterval?)?
    /// The track view's marks over a window of scene time around the strip's range (labels built
    /// once, not every frame), and what they were computed from: the run, its event count, the window.
    private var trackMarks: [TrackMark] = []
    private var trackMarkSource: (run: SceneSession, events: Int, window: ClosedRange<Double>)?

    /// Copies the timeline's figures into the model.
    private func updateTimeline() {
        guard let slot = slots[model.sceneIndex] else { return }
        if let source = timelineSource, source == (model.sceneIndex, slot.course.count, slot.course.last?.time) {} else {
            timelineSource = (model.sceneIndex, slot.course.count, slot.course.last?.time)
            timelineInputs = slot.course.filter(\.isMarked).map(\.time)
        }
        var state = TimelineState(now: slot.session.host.time, end: slot.courseEnd, inputs: timelineInputs,
                                  recordingStart: recording?.scene == model.sceneIndex ? recording?.start : nil)
        let events = slot.trackEvents
        let range = state.range
        let run = slot.session
        if let source = trackMarkSource, source.run === run, source.events == events.count,
           source.window.contains(range.lowerBound), source.window.contains(state.end) {} else {
            // Ten seconds either way: recomputed about every ten seconds of a run, or when an event arrives.
            let window = (range.lowerBound - 10)...(state.end + 10)
            trackMarkSource = (run, events.count, window)
            trackMarks = TrackMark.marks(of: events, in: window, end: window.upperBound, limit: .max)
        }
        // Shown: those in the strip's range that the run reached.
        let first = trackMarks.firstIndex { $0.time >= range.lowerBound } ?? trackMarks.endIndex
        let last = trackMarks[first...].firstIndex { $0.time > min(range.upperBound, state.end) } ?? trackMarks.endIndex
        state.marks = Array(trackMarks[first..<last].suffix(400))
        state.markLabel = TrackMark.label(of: state.marks, at: state.now)
        // While nothing moves in the scene and its clock runs, the strip follows the clock once a
        // second only (at each whole second it passes), so an idle viewer does not draw its
        // interface every frame. Paused, it is exact at once: a drag then starts from what it shows.
        var shown = model.timeline
        let idle = slot.session.host.nextFrameTime == nil && slot.scrubbed == nil && !model.isPaused
        if idle, state.inputs == shown.inputs, state.marks == shown.marks, state.recordingStart == shown.recordingStart,
           state.now.rounded(.down) == shown.now.rounded(.down) { return }
        shown = state
        if shown != model.timeline { model.timeline = shown }
    }

    /// Shows a recording: its scene run again from its start with its script, paused at the start
    /// of the recorded window; the timeline scrubs the whole run, and going on continues from there.
    /// - Throws: ``ScriptError`` for a scene not among the viewer's, or a tap on a missing view.
    func load(_ file: SceneRunFile) throws {
        let name = try PreviewScene.named(file.scene, in: scenes).name
        let index = scenes.firstIndex { $0.name == name }!
        select(index)
        let session = try SceneSession.replay(scenes[index], inputs: file.script,
                                              size: SceneRecording.layoutSize(for: CGSize(width: file.width, height: file.height)), to: file.end)
        slots[index]?.session.inspector.detach()
        place(session)
        slots[index] = Slot(session: session, course: session.inputs, courseEnd: file.end)
        model.inspector = session.inspector
        model.tuning = session.tuning.tuning
        scrub(to: file.start)
        show("replaying \(file.title)")
    }

    // MARK: Recording

    /// `r`: starts recording the shown scene, or stops and saves the recording under way.
    func toggleRecording(untilSettled: Bool) {
        if recording != nil {
            stopRecording(ending: "stopped with r")
            return
        }
        recording = ActiveRecording(scene: model.sceneIndex, start: currentSession.host.time, untilSettled: untilSettled)
        show(untilSettled ? "● recording until everything has settled (r stops it sooner)" : "● recording: r stops and saves")
    }

    /// Stops the recording under way and writes it: the scene run again from its start with every
    /// input so far, over the recorded window.
    /// - Returns: the folder written, nil when nothing was recording or it could not be written (said on screen).
    @discardableResult
    func stopRecording(ending: String) -> URL? {
        guard let active = recording else { return nil }
        recording = nil
        guard let session = slots[active.scene]?.session else { return nil }
        let end = session.host.time
        var run = SceneRecording(scene: scenes[active.scene], inputs: session.inputs.filter { $0.time <= end + 1e-12 },
                                 start: active.start, end: end, size: session.initialSize, ending: ending)
        let folder = SceneRecording.freshFolder(in: recordingsFolder, name: scenes[active.scene].name, date: Date())
        do {
            let fonts = try self.fonts ?? FontLibrary()
            self.fonts = fonts
            try run.write(to: folder, fonts: fonts)
            savedRecordings.append(folder)
            // Where it went first, relative to the working folder when under it: the status line is
            // one line, and an absolute path pushed the folder's own name out of it.
            show("saved \(FileErrorReason.displayPath(folder)) (\(String(format: "%.2f", active.start)) → \(String(format: "%.2f", end)) s, \(ending))", for: 6)
            updateTimeline()
            return folder
        } catch {
            show("the recording could not be written: \(FileErrorReason.words(error))")
            return nil
        }
    }

    /// The window is closing: a recording under way is saved.
    func finish() {
        stopRecording(ending: "stopped by quitting")
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

    /// Until when (real time) a second Esc quits: Esc asked first because quitting would lose work.
    private var quitConfirmedUntil = -TimeInterval.infinity
    /// How long the question stands.
    static let quitQuestionSeconds: TimeInterval = 8

    /// What quitting now would end or lose, as the question says it; nil when nothing.
    private var workAtStake: String? {
        if recording != nil { return "A recording is under way (quitting saves it)" }
        let typed = slots.values.contains { slot in
            slot.course.contains { if case .type = $0.action { return true } else { return false } }
        }
        return typed ? "Typed text is kept nowhere else (r records it)" : nil
    }

    // MARK: CanvasScene

    func handle(_ event: InputEvent, at time: TimeInterval) {
        // The event arrives at `time` (the loop's clock, before this turn's update): the scene's
        // clock and host catch up first, so an input after an idle sleep is that instant, not the
        // last frame's (up to a second earlier).
        catchUp(to: time, movingHost: true)
        // Anything but Esc answers the quit question with "stay".
        if quitConfirmedUntil > -.infinity {
            switch event {
            case .key(let key) where key.key == .escape: break
            case .key, .pointerDown, .text:
                quitConfirmedUntil = -.infinity
                model.status = nil
            default: break
            }
        }
        switch event {
        case .text(let text):
            // Typing into the scene is one of its inputs (logged); into the chrome, not.
            if let host = editingHost {
                if host === chrome.host { host.type(text) } else { send(.type(text), at: currentSession.host.time) }
            }
        case .key(let key) where editingHost != nil:
            // A text field has the focus: keys edit it, none is a shortcut.
            let editing: SceneInput.EditingKey?
            switch key.key {
            case .backspace: editing = .backspace
            case .enter: editing = .enter
            case .escape: editing = .escape
            case .character("a") where key.control: editing = .selectAll
            default: editing = nil
            }
            if let editing, let host = editingHost {
                if host === chrome.host { host.pressEditingKey(editing.key) } else { send(.editingKey(editing), at: currentSession.host.time) }
            }
        case .key(let key):
            handleKey(key)
        case .pointerDown(let point):
            let overlays = model.showsHelp || model.showsList
            if !overlays, layout.sceneRect.contains(point), let store = model.inspector, store.isPicking {
                // Pick mode: the click selects what is under it instead of tapping it.
                store.isPicking = false
                if !store.pick(at: currentScene.local(point)) {
                    show("nothing animatable there; pick again with s")
                }
            } else if !overlays, layout.sceneRect.contains(point) {
                pointerOwner = currentScene
                let local = scenePoint(point)
                send(.press(x: local.x, y: local.y), at: currentScene.hostTime(sceneClock.time))
            } else {
                pointerOwner = chrome
                chrome.host.advance(to: realTime)
                let handled = chrome.host.pointerDown(at: point)
                if overlays, !handled { model.showsHelp = false; model.showsList = false }
            }
        case .pointerMoved(let point) where pointerOwner == nil:
            // No button held: the pointer hovers whichever part it is over, and leaves the other.
            if !(model.showsHelp || model.showsList), layout.sceneRect.contains(point) {
                chrome.host.pointerExited()
                let local = scenePoint(point)
                send(.move(x: local.x, y: local.y), at: currentSession.host.time)
            } else {
                currentScene.host.pointerExited()
                chrome.handle(event, at: realTime)
            }
        case .pointerMoved(let point), .pointerUp(let point):
            if let owner = pointerOwner, owner === chrome {
                owner.handle(event, at: realTime)
            } else if pointerOwner != nil {
                let local = scenePoint(point)
                let isUp: Bool = { if case .pointerUp = event { return true }; return false }()
                send(isUp ? .release(x: local.x, y: local.y) : .move(x: local.x, y: local.y), at: currentSession.host.time)
            }
            if case .pointerUp = event { pointerOwner = nil }
        case .scrolled(let notches, let point) where !(model.showsHelp || model.showsList) && layout.sceneRect.contains(point):
            // Over the scene only: the side panel and the timeline do not scroll.
            scrollScene(by: notches * Self.scrollPerKey)  // a notch as far as a ↓
        case .resized(let size):
            resize(to: size)
        default:
            break
        }
    }

    /// A window point in the scene's coordinates.
    private func scenePoint(_ point: CGPoint) -> CGPoint {
        currentScene.local(point)
    }

    /// How far ↑, ↓ and a wheel's notch scroll a scene taller than its area (pixels).
    static let scrollPerKey: CGFloat = 80

    /// Scrolls the shown scene by `delta` pixels (positive: content moves up), within what it draws:
    /// a scene taller than its rectangle (a picker's open list) can be brought into view.
    /// - Returns: whether it moved.
    @discardableResult
    func scrollScene(by delta: CGFloat) -> Bool {
        let hosted = currentScene
        let height = layout.sceneRect.height
        let bounds: CGRect? = hosted.host.withDisplayList { list in
            var union: CGRect?
            for item in list.items { union = union.map { $0.union(item.bounds) } ?? item.bounds }
            return union
        }
        guard let bounds else { return false }
        let scale = hosted.scale
        let lower = min(0, bounds.minY * scale), upper = max(0, bounds.maxY * scale - height)
        let old = scrolls[model.sceneIndex] ?? 0
        let new = min(max(old + delta, lower), upper)
        guard new != old else { return false }
        scrolls[model.sceneIndex] = new
        hosted.origin = CGPoint(x: layout.sceneRect.minX, y: layout.sceneRect.minY - new)
        return true
    }

    /// Gives the shown scene an input (logged with its run).
    private func send(_ action: SceneInput.Action, at time: TimeInterval) {
        do { try currentSession.receive(SceneInput(time: time, action: action)) }
        catch { show("\(error)") }
        extendCourse()
    }

    /// The host whose text field has the focus, if any.
    private var editingHost: HeadlessHost? {
        if chrome.host.hasFocusedTextField { return chrome.host }
        return currentScene.host.hasFocusedTextField ? currentScene.host : nil
    }

    private func resize(to size: CGSize) {
        layout = ViewerLayout(size: size)
        model.windowSize = size
        chrome.host.size = size
        scrolls.removeAll()
        for slot in slots.values {
            // An input of each run, at its time: a replay (a recording, a scrub back) lays the scene
            // out as the window did then, so its taps land where they did.
            let size = layout.sceneContentSize
            try? slot.session.receive(SceneInput(time: slot.session.host.time, action: .resize(width: size.width, height: size.height)))
            slot.session.hosted.origin = layout.sceneRect.origin
            slot.session.hosted.scale = layout.sceneScale
        }
    }

    private func handleKey(_ key: KeyStroke) {
        switch key.key {
        case .escape:
            if model.showsHelp { model.showsHelp = false }
            else if model.showsList { model.showsList = false }
            else if model.inspector?.isPicking == true { model.inspector?.isPicking = false }
            else if realTime <= quitConfirmedUntil || workAtStake == nil { wantsToQuit = true }
            else {
                quitConfirmedUntil = realTime + Self.quitQuestionSeconds
                show("Quit? \(workAtStake!). Esc quits; any other key stays.", for: Self.quitQuestionSeconds)
            }
        case .character("h"), .character("?"):
            model.showsHelp.toggle()
            model.showsList = false
        case .character("l"), .tab:
            model.showsList.toggle()
            model.showsHelp = false
        case .left:
            switchScene(to: model.sceneIndex - 1)
        case .right:
            switchScene(to: model.sceneIndex + 1)
        case .character("p"), .space:
            model.isPaused.toggle()
        case .character("."):
            step()
        case .character(","):
            stepBack()
        case .up, .down:
            if !scrollScene(by: key.key == .up ? -Self.scrollPerKey : Self.scrollPerKey) { show("the scene fits its area: nothing to scroll") }
        case .character("r"):
            toggleRecording(untilSettled: key.shift)
        case .character("R"):
            toggleRecording(untilSettled: true)
        case .character("["):
            model.timeScale = model.steppedSpeed(-1)
        case .character("]"):
            model.timeScale = model.steppedSpeed(1)
        case .character("0"):
            restart()
        case .character("c"):
            copyCode()
        case .character("i"):
            model.showsInspector.toggle()
        case .character("a"):
            if model.inspector?.selectNext() != true { show("nothing has animated yet: click the scene first") }
        case .character("s"):
            model.inspector?.isPicking.toggle()
            if model.inspector?.isPicking == true { show("pick: click a sprite to inspect it (s or Esc cancels)") }
        case .character(let digit) where digit.isWholeNumber && digit != "0":
            let wanted = digit.wholeNumberValue! - 1
            if wanted < scenes.count { switchScene(to: wanted) } else { show("there is no scene \(digit): \(scenes.count) scenes (l lists them)") }
        default:
            show("the key \(key.key) does nothing here (h shows the keys)")
        }
    }

    /// Moves the scene clock on to the loop's time `time` (later times only), and the shown scene's
    /// host with it when `movingHost` (an input is about to reach it).
    private func catchUp(to time: TimeInterval, movingHost: Bool) {
        guard time > lastRealTime else { return }
        realTime = time
        sceneClock.timeScale = model.timeScale
        sceneClock.isPaused = model.isPaused
        // `time` is the window loop's clock, which already counts a stall as at most a frame gap
        // and an idle sleep in full: the scene clock takes all of it (a cap here made an idle
        // scene lose all but 0.25 s of each second the loop slept).
        sceneClock.advance(real: time - lastRealTime, maximumGap: .infinity)
        lastRealTime = time
        if movingHost { currentScene.update(time: sceneClock.time) }
    }

    func update(time: TimeInterval) {
        catchUp(to: time, movingHost: false)
        realTime = time
        sceneClock.timeScale = model.timeScale
        sceneClock.isPaused = model.isPaused
        sceneClock.advance(real: 0)  // a step asked for while paused
        let session = currentSession
        if session.tuning.tuning != model.tuning {
            send(.tuning(model.tuning), at: session.host.time)
        }
        currentScene.update(time: sceneClock.time)
        // A scrolled scene whose content shrank (a picker's list closed) scrolls back with it, so
        // nothing is left above the top with the area below blank.
        if (scrolls[model.sceneIndex] ?? 0) != 0 { scrollScene(by: 0) }
        extendCourse()
        if var active = recording, active.untilSettled, active.scene == model.sceneIndex {
            if session.host.runningAnimationCount > 0 { active.sawMotion = true; recording = active }
            else if active.sawMotion { stopRecording(ending: "stopped when everything settled") }
        }
        if let status = model.status, status.until <= time { model.status = nil }
        if let event = reload?.poll(now: time) { reloadDidChange(event) }
        chrome.update(time: time)
    }

    /// A save started a build, or a build ended: the status line says so (an error stays until
    /// the next good build), and a good build ends the loop with a snapshot to start from.
    private func reloadDidChange(_ event: PreviewReload.Event) {
        needsRedraw = true
        let tell = { (text: String) in FileHandle.standardError.write(Data("\(KineticViewer.programName): \(text)\n".utf8)) }
        switch event {
        case .building:
            model.status = ("saved: building the previews…", .infinity)
            tell("a source file changed: building the previews")
        case .failed(let message):
            model.status = ("build error: \(message)", .infinity)
            tell("build error: \(message) (the last good scene goes on)")
        case .rebuilt:
            var snapshot = snapshot()
            snapshot.savedAt = reload?.buildStarted ?? Date().timeIntervalSince1970
            snapshot.builtAt = Date().timeIntervalSince1970
            tell(String(format: "built in %.2f s: reopening with the new code", snapshot.builtAt - snapshot.savedAt))
            restartSnapshot = snapshot
            wantsToQuit = true
        }
    }

    /// The shown scene as a run from its start to now, with the speed and whether it is paused.
    func snapshot() -> ViewerSnapshot {
        let session = currentSession, time = session.host.time, scene = scenes[model.sceneIndex]
        let run = SceneRunFile(scene: scene.name, title: scene.title, width: Int(session.initialSize.width), height: Int(session.initialSize.height),
                               frameRate: 60, start: time, end: time, ending: "reloaded",
                               script: session.inputs.filter { $0.time <= time + 1e-12 })
        return ViewerSnapshot(run: run, timeScale: model.timeScale, isPaused: model.isPaused, savedAt: 0, builtAt: 0,
                              selection: session.inspector.selectedEntry?.name.description)
    }

    /// Starts from `snapshot` (a reload): its scene run again to where it was, at its speed.
    func restore(_ snapshot: ViewerSnapshot) throws {
        try load(snapshot.run)
        if let selection = snapshot.selection { currentSession.inspector.select(describedAs: selection) }
        model.timeScale = snapshot.timeScale
        model.isPaused = snapshot.isPaused
        show("reloaded: \(scenes[model.sceneIndex].title) at \(String(format: "%.2f", snapshot.run.end)) s, with the new code")
        guard snapshot.savedAt > 0 else { return }  // not a reload's (no save to time it from)
        let now = Date().timeIntervalSince1970
        FileHandle.standardError.write(Data(String(format: "%@: reopened %.2f s after the save (build %.2f s, the viewer's own %.2f s)\n",
                                                   KineticViewer.programName, now - snapshot.savedAt, snapshot.builtAt - snapshot.savedAt,
                                                   now - snapshot.builtAt).utf8))
    }
    private var lastRealTime: TimeInterval = 0

    var secondsUntilNextChange: TimeInterval? {
        var soonest: TimeInterval?
        func consider(_ seconds: TimeInterval?) {
            guard let seconds else { return }
            soonest = min(soonest ?? seconds, max(0, seconds))
        }
        if let next = currentScene.host.nextFrameTime, !model.isPaused {
            consider((next - currentScene.host.time) / model.timeScale)
        }
        if let next = chrome.host.nextFrameTime { consider(next - chrome.host.time) }
        if let status = model.status { consider(status.until - realTime) }
        if reload != nil { consider(needsRedraw ? 0 : PreviewReload.interval) }  // look at the files
        return soonest
    }

    func draw(on canvas: RenderCanvas) {
        needsRedraw = false
        canvas.beginFrame(clearingTo: CanvasColor(hex: 0x111318))
        let rect = layout.sceneRect
        let hosted = currentScene
        canvas.fill(rect, color: hosted.background)
        canvas.clip(to: rect)
        hosted.drawContent(on: canvas)
        canvas.clip(to: nil)
        chrome.drawContent(on: canvas)
    }
}
