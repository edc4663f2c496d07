import Foundation
import Kinetic
import KineticInspector
import KineticSDL

/// The timeline: each scene's course (its furthest run), scrubbing back into it (the scene run
/// again headless to an earlier instant), stepping frame by frame, and loading a recording.
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
        guard abs(target - slot.session.host.time) > 1e-9 else { return }
        // Forward within the course from a replay that stands on its frame grid: run on from there
        // (the same frames a run from the start makes), instead of from the start.
        if slot.session.isOnFrameGrid, runOn(to: target) { return }
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
        scrub(to: start)
        interactionReplay = InteractionReplay(scene: model.sceneIndex, start: interaction.start, end: end, speed: speed,
                                              position: start, input: interaction.input, lastRealTime: realTime)
        show("replaying \(interaction.input) at \(Int((speed * 100).rounded())) %")
    }

    /// Moves an interaction's replay on to real time `now` (called every frame): by the real
    /// seconds since its previous frame times its speed.
    func advanceInteractionReplay(now: TimeInterval) {
        guard var replay = interactionReplay else { return }
        guard replay.scene == model.sceneIndex, model.isPaused else { interactionReplay = nil; return }
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
        let slot = slot(at: model.sceneIndex)
        let time = min(max(0, time), slot.courseEnd)
        let origin = slot.course.last { $0.time <= time + 1e-12 }?.time ?? 0
        let frame = slot.session.host.frameInterval
        scrub(to: min(origin + ((time - origin) / frame).rounded() * frame, slot.courseEnd))
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
        slot.scrubbed = nil
        slot.courseEvents = nil
        slot.course = session.inputs
        slot.courseEnd = session.host.time
        slots[index] = slot
        updateTimeline()
    }


    /// Copies the timeline's figures into the model.
    func updateTimeline() {
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
}
