import Foundation
import Kinetic
import KineticGallery
import Testing
@testable import KineticViewer
import KineticViewerTestSupport

/// Issue 13's track view: phase and keyframe animators announce their boundaries through the
/// graph's subscription, and the timeline strip marks them.
@Suite(.serialized) struct TrackViewTests {
    static let size = CGSize(width: 800, height: 560)

    /// The instants a track's keyframes are reached, summed from the durations as the seed declares them.
    static func reached(_ durations: [Double]) -> [Double] {
        var total = 0.0
        return durations.map { total += $0; return total }
    }

    /// The keyframes scene: a tap on the dog at 0.25 s starts one run at exactly 0.25 s, announced
    /// with its four tracks by name and each keyframe's instant as the seed declares them.
    @Test func aKeyframeRunIsAnnouncedWithEachTracksKeyframeInstants() throws {
        let scene = try #require(GalleryCatalog.scene(named: "keyframes"))
        let session = SceneSession(scene, size: Self.size, tuning: PreviewTuning())
        session.host.advance(to: 0.2)
        #expect(session.animatorEvents.isEmpty)  // a triggered keyframe animator waits for its trigger
        try session.receive(SceneInput(time: 0.25, action: .tap(.id("emoji"))))
        session.host.advance(to: 3)
        let event = try #require(session.animatorEvents.first)
        #expect(session.animatorEvents.count == 1)
        #expect(event.time == 0.25)
        #expect(event.view == "emoji")
        guard case .keyframes(let run) = event.kind else { Issue.record("not a keyframe run: \(event)"); return }
        #expect(run.repeats == false)
        let settle = Spring.bouncy.settlingDuration
        let expected = [
            AnimatorEvent.Track(name: "\\.scale", keyframeTimes: Self.reached([0.36, 0.8, settle])),
            AnimatorEvent.Track(name: "\\.verticalOffset", keyframeTimes: Self.reached([0.1, 0.15, 1.0, settle])),
            AnimatorEvent.Track(name: "\\.verticalStretch", keyframeTimes: Self.reached([0.1, 0.15, 0.1, 0.15, 0.88, 0.1, 0.4, 0.22])),
            AnimatorEvent.Track(name: "\\.angle", keyframeTimes: Self.reached([0.58, 0.125, 0.125, 0.125, 0.125])),
        ]
        #expect(run.tracks == expected)
        #expect(run.duration == expected.compactMap(\.keyframeTimes.last).max())

        // The strip's marks over the first 10 s: the run's start and 4 + 4 + 8 + 5 keyframes, each
        // at the run's start plus its instant, labelled with its number and track.
        let marks = TrackMark.marks(of: session.animatorEvents, in: 0...10, end: 10)
        #expect(marks.count == 1 + 3 + 4 + 8 + 5)
        #expect(marks.first == TrackMark(time: 0.25, kind: .keyframeRun, track: 0, label: "emoji · keyframes start"))
        #expect(marks.contains(TrackMark(time: 0.25 + Self.reached([0.58, 0.125, 0.125])[2], kind: .keyframe, track: 3,
                                         label: "emoji · keyframe 3 · \\.angle")))
        #expect(TrackMark.label(of: marks, at: 0.25 + 0.36) == "emoji · keyframe 1 · \\.scale")
        // A run stopped early by the end of the course marks only what it reached.
        #expect(TrackMark.marks(of: session.animatorEvents, in: 0...10, end: 0.5).map(\.time).allSatisfy { $0 <= 0.5 })
    }

    /// The phase animators scene: the continuous 🤩 announces each phase change, alternating
    /// phases 2 and 1 of 2, the first at 0 s (it starts on appearing), each later one on the first
    /// frame after the previous change's `.default` animation is logically complete; the triggered
    /// 🚀 announces its three phases only after a tap, the first at the tap's instant.
    @Test func aPhaseAnimatorAnnouncesEachPhaseChange() throws {
        let scene = try #require(GalleryCatalog.scene(named: "phase-animators"))
        let session = SceneSession(scene, size: Self.size, tuning: PreviewTuning())
        session.host.advance(to: 4)
        let continuous = session.animatorEvents.filter { $0.view == "🤩" }
        #expect(session.animatorEvents.count == continuous.count)  // the triggered ones wait
        try #require(continuous.count >= 4)
        #expect(continuous[0].time == 0)
        for (n, event) in continuous.enumerated() {
            #expect(event.kind == .phase(index: n % 2 == 0 ? 1 : 0, count: 2))
            #expect(event.animator == continuous[0].animator)
        }
        // Each later change on the first frame (the host's 1/60 s steps, accumulated as it adds them)
        // after the previous change + 0.5 s, `.default`'s (response 0.5) logical duration.
        var frames = [0.0]
        while frames.last! < 4 { frames.append(frames.last! + 1.0 / 60) }
        var expected = [0.0]
        while let next = frames.first(where: { $0 > expected.last! + 0.5 }), next <= 4 { expected.append(next) }
        #expect(continuous.map(\.time) == expected)

        // 🚀's three phases after a tap at 4.1 s: the first change at the tap's instant.
        let rocket = try #require(session.host.displayList.items.first { $0.text == "🚀" })
        try session.receive(SceneInput(time: 4.1, action: .tap(.point(x: Double(rocket.center.x), y: Double(rocket.center.y)))))
        session.host.advance(to: 8)
        let cycle = session.animatorEvents.filter { $0.view == "🚀" }
        #expect(cycle.map(\.kind) == [.phase(index: 1, count: 3), .phase(index: 2, count: 3), .phase(index: 0, count: 3)])
        #expect(cycle.first?.time == 4.1)
        let marks = TrackMark.marks(of: session.animatorEvents, in: 0...10, end: 8)
        #expect(marks.contains(TrackMark(time: 4.1, kind: .phase, track: 0, label: "🚀 · phase 2/3")))
        #expect(marks.filter { $0.kind == .phase }.count == session.animatorEvents.filter { $0.time <= 8 }.count)
    }

    /// A repeating keyframe run is marked again every cycle, up to the end of the course.
    @Test func aRepeatingRunIsMarkedEveryCycle() {
        let run = AnimatorEvent.KeyframeRun(duration: 1, repeats: true,
                                            tracks: [AnimatorEvent.Track(name: "x", keyframeTimes: [0.25, 1])])
        let events = [AnimatorEvent(kind: .keyframes(run), animator: 1, view: "v", time: 0.5)]
        let marks = TrackMark.marks(of: events, in: 10...20, end: 12.6)
        #expect(marks.map(\.time) == [10.5, 10.5, 10.75, 11.5, 11.5, 11.75, 12.5, 12.5])
        #expect(marks.map(\.kind) == [.keyframeRun, .keyframe, .keyframe, .keyframeRun, .keyframe, .keyframe, .keyframeRun, .keyframe])
    }

    /// The viewer's strip shows the marks of the scene shown, and keeps the course's marks after
    /// the playhead while scrubbed back.
    @Test func theStripShowsTheMarksAndKeepsThemWhileScrubbing() throws {
        let scenes = try ["phase-animators"].map { try #require(GalleryCatalog.scene(named: $0)) }
        let viewer = ViewerHarness.viewer(scenes)
        ViewerHarness.run(viewer, from: 0, to: 3)
        let marks = viewer.model.timeline.marks
        #expect(!marks.isEmpty)
        #expect(marks.allSatisfy { $0.kind == .phase && $0.label.hasPrefix("🤩 · phase ") })
        viewer.scrub(to: 1)
        #expect(viewer.model.timeline.marks == marks)
        let label = try #require(viewer.model.timeline.markLabel)
        #expect(label == TrackMark.label(of: marks, at: 1))
        // On screen: the view's name (an emoji, drawn as one) and the boundary as texts of their own.
        viewer.update(time: 3.1)
        let texts = viewer.chromeHost.displayList.items(withID: "timeline-mark").compactMap(\.text)
        #expect(texts == ["🤩", String(label.dropFirst("🤩".count))], "\(texts)")
    }
}
