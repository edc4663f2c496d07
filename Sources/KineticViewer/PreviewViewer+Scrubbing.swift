import Foundation
import Kinetic
import KineticInspector
import KineticSDL

/// The timeline: each scene's course (its furthest run), scrubbing back into it (the scene run
/// again headless to an earlier instant), stepping frame by frame, and loading a recording.
/// (About 300 lines: the course, the kept frames and the replay in slices are one mechanism, each
/// part reading the others' state.)
extension PreviewViewer {
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
        if rebuild?.scene == index { rebuild = nil }
        if slot.preview != nil { slot.preview = nil; slots[index] = slot }
        guard abs(target - slot.session.host.time) > 1e-9 else { return }
        // Forward within the course from a replay that stands on its frame grid: run on from there
        // (the same frames a run from the start makes), instead of from the start.
        if slot.session.isOnFrameGrid, runOn(to: target) { return }
        do {
            install(try SceneSession.replay(scenes[index], inputs: slot.course, size: slot.session.initialSize, to: target), in: index)
        } catch {
            show("cannot run the scene again to \(String(format: "%.3f", target)) s: \(error)")
        }
    }

    /// Shows `session`, a replay of scene `index`'s course to an earlier instant, in place of its run.
    func install(_ session: SceneSession, in index: Int) {
        var slot = slot(at: index)
        slot.session.inspector.detach()
        place(session)
        if slot.courseEvents == nil { slot.courseEvents = slot.session.animatorEvents }
        slot.session = session
        slot.scrubbed = (session.host.time, session.inputs.count)
        slot.preview = nil
        slots[index] = slot
        updateTimeline()
        model.inspector = session.inspector
    }

    /// Runs the shown replay on to `target` within the course (inputs of the course applied as
    /// their times pass), when it is a replay of the course behind `target`.
    /// - Returns: Whether it ran on (false: it is not such a replay, or the run failed, said on screen).
    func runOn(to target: TimeInterval) -> Bool {
        let index = model.sceneIndex
        guard var slot = slots[index] else { return false }
        let shown = slot.session
        guard slot.scrubbed != nil, target > shown.host.time, shown.inputs.count <= slot.course.count,
              slot.course[..<shown.inputs.count].elementsEqual(shown.inputs) else { return false }
        do {
            try shown.run(Array(slot.course[shown.inputs.count...]), to: target)
        } catch {
            show("cannot run the scene on to \(String(format: "%.3f", target)) s: \(error)")
            return false
        }
        slot.scrubbed = (shown.host.time, shown.inputs.count)
        slots[index] = slot
        updateTimeline()
        return true
    }

    /// Plays interaction `index` of the shown run again in the scene, from just before its input to
    /// its settle, at `speed` (0.1: a tenth of real time): the course is replayed up to its input,
    /// then run on frame by frame on the scene clock's scaled time, and paused at its end with the
    /// interaction plotted whole. The course is kept: the timeline can go on past it.
    func replayInteraction(_ index: Int, speed: Double) {
        guard let store = model.inspector, store.interactions.indices.contains(index) else { return }
        let interaction = store.interactions[index]
        let slot = slot(at: model.sceneIndex)
        let end = min(interaction.end ?? slot.courseEnd, slot.courseEnd)
        let start = max(0, interaction.start - 1e-6)
        // The frame kept from just before the input at once; the course replayed to it between the
        // next frames, and the replay starts when it gets there (``advanceInteractionReplay(now:)``).
        if showKeptFrame(at: start) { rebuildToPreview() } else { scrub(to: start) }
        interactionReplay = InteractionReplay(scene: model.sceneIndex, start: interaction.start, end: end, speed: speed,
                                              position: start, input: interaction.input, lastRealTime: realTime)
        show("replaying \(interaction.input) at \(Int((speed * 100).rounded())) %")
    }

    /// Moves an interaction's replay on to real time `now` (called every frame): by the real
    /// seconds since its previous frame times its speed.
    func advanceInteractionReplay(now: TimeInterval) {
        guard var replay = interactionReplay else { return }
        guard replay.scene == model.sceneIndex, model.isPaused else { interactionReplay = nil; return }
        guard rebuild == nil else {
            // The course is still being replayed to the interaction's input: no time passes for it yet.
            replay.lastRealTime = now
            interactionReplay = replay
            return
        }
        let real = replay.lastRealTime.map { max(0, now - $0) } ?? 0
        replay.lastRealTime = now
        replay.position = min(replay.position + real * replay.speed, replay.end)
        interactionReplay = replay
        if replay.position > currentSession.host.time + 1e-9, !runOn(to: replay.position) { scrub(to: replay.position) }
        guard replay.position >= replay.end else { return }
        interactionReplay = nil
        // Plotted whole: the replayed run's own record of it.
        if let store = model.inspector,
           let index = store.interactions.lastIndex(where: { abs($0.start - replay.start) < 1e-9 && $0.input == replay.input }) {
            store.selectInteraction(index)
        }
        show("replayed \(replay.input): \(String(format: "%.2f", replay.start)) → \(String(format: "%.2f", replay.end)) s")
    }

    /// Scrubs to the frame nearest `time` (the timeline's playhead): frames are 1/60 s apart from
    /// the course's latest input at or before `time` (its start when none), as a run from the
    /// start makes them, so dragging forward can run on from the frame shown.
    func scrub(toFrameNear time: TimeInterval) {
        scrub(to: frameTime(near: time))
    }

    /// The instant of the course's frame nearest `time` (within its start and end): frames are
    /// 1/60 s apart from the latest input at or before it.
    func frameTime(near time: TimeInterval) -> TimeInterval {
        let slot = slot(at: model.sceneIndex)
        let time = min(max(0, time), slot.courseEnd)
        let origin = slot.course.last { $0.time <= time + 1e-12 }?.time ?? 0
        let frame = slot.session.host.frameInterval
        return min(origin + ((time - origin) / frame).rounded() * frame, slot.courseEnd)
    }

    /// The shown run went on (time passed or an input arrived after scrubbing): it is the course
    /// from now on, and the inputs of the old course after it are forgotten.
    func extendCourse() {
        let index = model.sceneIndex
        guard var slot = slots[index] else { return }
        let session = slot.session
        if let scrubbed = slot.scrubbed, session.host.time <= scrubbed.time + 1e-12, session.inputs.count == scrubbed.inputs {
            updateTimeline()
            return
        }
        if let scrubbed = slot.scrubbed { slot.frames.truncate(after: scrubbed.time) }  // the course goes on anew from there
        slot.scrubbed = nil
        slot.courseEvents = nil
        slot.course = session.inputs
        slot.courseEnd = session.host.time
        slots[index] = slot
        updateTimeline()
    }


    /// Keeps the frame the shown run drew live (not a replay of the course, nor while a drag shows one).
    func keepFrame() {
        let index = model.sceneIndex
        guard var slot = slots[index], slot.scrubbed == nil, slot.preview == nil else { return }
        let session = slot.session
        slots[index] = nil  // the history is changed in place, not copied
        if session.host.hasDisplayListChanges { needsRedraw = true }  // (rendered here, drawn later)
        session.host.withDisplayList { slot.frames.record(time: session.host.time, items: $0.items) }
        slots[index] = slot
    }

    /// The playhead grabbed: a drag shows the frames the course drew live, at once (``preview(at:)``);
    /// let go: the run is replayed to the frame shown, so the scene goes on from there.
    func dragTimeline(_ dragging: Bool) {
        dragsTimeline = dragging
        if !dragging { rebuildToPreview() }
    }

    /// Moves the playhead to the frame nearest `time` at once (a click on a plot): the frame the
    /// course drew then is shown, and the run is replayed to it between the next frames.
    func seek(to time: TimeInterval) {
        preview(at: time)
        rebuildToPreview()
    }

    /// Starts replaying the course to the frame shown (``preview(at:)``) in slices between the next
    /// frames (``advanceRebuild(for:)``), the frame shown until then: the window does not stall on a
    /// long course.
    func rebuildToPreview() {
        let index = model.sceneIndex
        guard let time = slots[index]?.preview?.time else { return }
        let slot = slot(at: index)
        rebuild = Rebuild(scene: index, session: SceneSession(scenes[index], size: slot.session.initialSize,
                                                              tuning: SceneSession.initialTuning(slot.course)),
                          next: 1, target: time)
    }

    /// Replays the course on towards the rebuild's instant for about `budget`, a slice of up to
    /// half a second of scene time at a time, each ending on the course's frame grid (so the slices
    /// make the frames one run makes); shows the replay when it gets there.
    func advanceRebuild(for budget: Duration) {
        guard var job = rebuild else { return }
        guard job.scene == model.sceneIndex, let slot = slots[job.scene] else { rebuild = nil; return }
        let deadline = ContinuousClock.now + budget
        do {
            repeat {
                let host = job.session.host
                var end = min(job.target, host.time + 0.5)
                let origin = slot.course.last { $0.time <= end + 1e-12 }?.time ?? 0
                end = min(job.target, max(origin + ((end - origin) / host.frameInterval).rounded(.down) * host.frameInterval, host.time))
                if end <= host.time + 1e-12 { end = job.target }
                let upTo = slot.course[job.next...].firstIndex { $0.time > end + 1e-12 } ?? slot.course.count
                try job.session.run(Array(slot.course[job.next..<upTo]), to: end)
                job.next = upTo
            } while job.session.host.time < job.target - 1e-12 && ContinuousClock.now < deadline
        } catch {
            rebuild = nil
            show("cannot run the scene again to \(String(format: "%.3f", job.target)) s: \(error)")
            return
        }
        guard job.session.host.time >= job.target - 1e-12 else { rebuild = job; return }
        rebuild = nil
        install(job.session, in: job.scene)
    }

    /// An input while the course is being replayed after a drag: a new press on the timeline
    /// drops the replay (a new drag begins); any other press, key or text finishes it first, so the
    /// input lands on the scene at the frame shown.
    func settleRebuild(for event: InputEvent) {
        guard rebuild != nil else { return }
        switch event {
        case .pointerDown(let point):
            let onTimeline = chrome.host.displayList.items(withID: "timeline").contains { $0.bounds.insetBy(dx: -4, dy: -8).contains(point) }
            if onTimeline { rebuild = nil; return }
        case .key, .text: break
        default: return
        }
        advanceRebuild(for: .seconds(3600))
    }

    /// While the playhead is dragged: shows what the course drew live at the frame nearest `time`
    /// (the frame kept at or before it: the scene drew nothing new in between), paused, without
    /// running the scene; where none was kept (before the history, or a recording loaded) or at the
    /// course's end, the run itself is shown there instead.
    func preview(at time: TimeInterval) {
        let target = frameTime(near: time)
        if !showKeptFrame(at: target) { scrub(to: target) }
    }

    /// Shows what the course drew live at `time` (the frame kept at or before it), paused, without
    /// running the scene.
    /// - Returns: False where no frame was kept (before the history, a recording loaded) or at the
    ///   course's end, where the run itself is what to show.
    @discardableResult
    func showKeptFrame(at time: TimeInterval) -> Bool {
        let index = model.sceneIndex
        guard time < slot(at: index).courseEnd - 1e-9, let frame = slot(at: index).frames.frame(at: time) else { return false }
        model.isPaused = true
        slots[index]?.preview = (time, frame.items)
        updateTimeline()
        return true
    }

    /// Copies the timeline's figures into the model.
    func updateTimeline() {
        guard let slot = slots[model.sceneIndex] else { return }
        if let source = timelineSource, source == (model.sceneIndex, slot.course.count, slot.course.last?.time) {} else {
            timelineSource = (model.sceneIndex, slot.course.count, slot.course.last?.time)
            timelineInputs = slot.course.filter(\.isMarked).map(\.time)
        }
        var state = TimelineState(now: slot.preview?.time ?? slot.session.host.time, end: slot.courseEnd, inputs: timelineInputs,
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
}
