import Foundation
import Kinetic
import KineticSDL
import Testing
@testable import KineticViewer
import KineticViewerTestSupport

/// Three dots, each tap moving one of them for a second: frames in which one, two or all items change.
private struct ThreeDots: View {
    @State private var moved = [false, false, false]
    var body: some View {
        VStack(spacing: 10) {
            ForEach(0..<3, id: \.self) { index in
                Circle().frame(width: 30, height: 30)
                    .offset(x: moved[index] ? 150 : 0)
                    .onTapGesture { withAnimation(.linear(duration: 1)) { moved[index].toggle() } }
                    .testID("dot \(index)")
            }
        }
    }
}

extension ViewerTests {
    @Suite struct FrameHistoryTests {
        /// A live run of 6 s at 60 Hz with taps, every frame's items kept beside the history.
        static func liveRun(byteLimit: Int = FrameHistory.defaultByteLimit) -> (history: FrameHistory, truth: [(TimeInterval, [DisplayItem])]) {
            let host = HeadlessHost(ThreeDots(), size: CGSize(width: 300, height: 200))
            var history = FrameHistory(byteLimit: byteLimit)
            var truth: [(TimeInterval, [DisplayItem])] = []
            let taps: [Int: String] = [6: "dot 0", 30: "dot 1", 40: "dot 2", 100: "dot 0", 200: "dot 1"]
            for frame in 0...360 {
                let time = Double(frame) / 60
                if time > host.time { host.advance(to: time) }
                if let id = taps[frame] { _ = host.tap(id: id) }
                host.withDisplayList { history.record(time: time, items: $0.items) }
                truth.append((time, host.displayList.items))
            }
            return (history, truth)
        }

        /// The frame on screen at a time is the latest frame at or before it, rebuilt exactly from
        /// its keyframe and the changes after it; frames that changed nothing are not kept.
        @Test func everyFrameIsRebuiltExactly() throws {
            let (history, truth) = Self.liveRun()
            #expect(history.count < truth.count, "still frames are not kept: \(history.count) of \(truth.count)")
            for (index, (time, items)) in truth.enumerated() {
                let shown = try #require(history.frame(at: time))
                #expect(shown.items == items, "frame \(index)")
                // Between two frames, the earlier one is what was on screen.
                #expect(history.frame(at: time + 1.0 / 120)?.items == items, "after frame \(index)")
            }
            #expect(history.frame(at: -0.01) == nil)
        }

        /// The course going on anew from an earlier instant forgets the frames after it; the frames
        /// recorded next are compared with the one kept at that instant.
        @Test func truncatingKeepsTheFramesBeforeAndRecordsOnFromThem() throws {
            var (history, truth) = Self.liveRun()
            history.truncate(after: 2)
            #expect(history.end! <= 2)
            for (time, items) in truth where time <= 2 { #expect(history.frame(at: time)?.items == items, "at \(time)") }
            let later = truth[300]
            history.record(time: 2.5, items: later.1)
            #expect(history.frame(at: 2.5)?.items == later.1 && history.frame(at: 2.4)?.items == truth[120].1)
        }

        /// Over its limit it drops the oldest frames, a keyframe group at a time: what is kept is exact.
        @Test func overItsLimitTheOldestFramesGo() throws {
            let (history, truth) = Self.liveRun(byteLimit: 40_000)
            let start = try #require(history.start)
            #expect(start > 0, "something was dropped")
            #expect(history.frame(at: start - 1e-6) == nil)
            for (time, items) in truth where time >= start { #expect(history.frame(at: time)?.items == items, "at \(time)") }
        }

        /// Dragging the playhead back shows the frame the scene drew live at that instant, without
        /// running the scene again (its run stays at the end of the course while the drag lasts); let
        /// go, the run is replayed to that instant and draws the same items.
        @Test func aDragShowsTheLiveFrameAndTheReleaseReplaysToIt() throws {
            let viewer = ViewerHarness.viewer([PreviewScene("Dot") { LinearDot() }])
            var live: [TimeInterval: [DisplayItem]] = [:]
            try ViewerHarness.run(viewer, clicking: "dot", at: [0.5], until: 0.5)
            for frame in 31...240 {
                let time = Double(frame) / 60
                viewer.update(time: time)
                live[viewer.currentSession.host.time] = viewer.currentScene.host.displayList.items
            }
            let slider = try #require(viewer.chromeHost.displayList.items(withID: "timeline").max { $0.frame.width < $1.frame.width })
            let range = viewer.model.timeline.range
            func x(_ time: TimeInterval) -> CGFloat {
                slider.frame.minX + 11 + CGFloat((time - range.lowerBound) / (range.upperBound - range.lowerBound)) * (slider.frame.width - 22)
            }
            let y = slider.frame.midY
            viewer.handle(.pointerDown(CGPoint(x: x(4), y: y)), at: 4.01)
            let end = viewer.currentSession.host.time
            for (step, time) in [3.5, 2.0, 1.0, 0.9].enumerated() {
                viewer.handle(.pointerMoved(CGPoint(x: x(time), y: y)), at: 4.02 + Double(step) / 100)
                viewer.update(time: 4.02 + Double(step) / 100)
                let preview = try #require(viewer.slots[viewer.model.sceneIndex]?.preview, "a frame shown at \(time)")
                // The playhead where it was dragged (to the frame grid), the frame on screen then.
                #expect(abs(preview.time - time) < 0.05, "the frame near \(time): \(preview.time)")
                let frame = (preview.time * 60).rounded() / 60
                #expect(abs(preview.time - frame) < 1e-9 && preview.items == live[frame], "the live frame at \(preview.time)")
                #expect(viewer.currentSession.host.time == end, "not run again while dragging")
                #expect(viewer.model.timeline.now == preview.time && viewer.model.isPaused)
            }
            let shown = try #require(viewer.slots[viewer.model.sceneIndex]?.preview)
            viewer.handle(.pointerUp(CGPoint(x: x(0.9), y: y)), at: 4.1)
            // Let go: the course is replayed to that frame in slices between frames, the frame shown meanwhile.
            var frames = 0
            while viewer.rebuild != nil, frames < 600 {
                #expect(viewer.slots[viewer.model.sceneIndex]?.preview?.items == shown.items)
                frames += 1
                viewer.update(time: 4.1 + Double(frames) / 60)
            }
            #expect(viewer.rebuild == nil && viewer.slots[viewer.model.sceneIndex]?.preview == nil)
            #expect(abs(viewer.currentSession.host.time - shown.time) < 1e-9)
            #expect(viewer.currentScene.host.displayList.items == shown.items, "the replay draws what the drag showed")
        }

        /// A press in the scene while the course is still being replayed after a drag finishes the
        /// replay first: the tap lands on the scene at the frame shown (the dot turns back from
        /// where it was then, 40 of its 100 points, not from its end).
        @Test func aTapDuringTheReplayLandsOnTheFrameShown() throws {
            let viewer = ViewerHarness.viewer([PreviewScene("Dot") { LinearDot() }])
            try ViewerHarness.run(viewer, clicking: "dot", at: [0.5], until: 3)
            viewer.dragTimeline(true)
            viewer.preview(at: 0.9)
            viewer.dragTimeline(false)
            #expect(viewer.rebuild != nil, "the replay runs in the frames after the release")
            try ViewerHarness.click(viewer, id: "dot", at: 3.01)
            #expect(viewer.rebuild == nil)
            #expect(abs(viewer.currentSession.host.time - 0.9) < 1e-9)
            #expect(abs(try ViewerHarness.dotOffset(viewer) - 40) < 1e-6, "the tap found the dot where the frame showed it")
        }
    }
}
