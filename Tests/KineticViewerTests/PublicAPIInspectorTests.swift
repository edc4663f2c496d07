import Foundation
import Kinetic
import KineticInspector
import Testing
@testable import KineticViewer
import KineticViewerTestSupport

/// A user's scene as they would write it: a heart that pops under `.bouncy` on each tap.
struct HeartScene: View {
    @State private var liked = false
    var body: some View {
        Text("❤️").font(.system(size: 60))
            .scaleEffect(liked ? 1.4 : 1)
            .onTapGesture { withAnimation(.bouncy) { liked.toggle() } }
            .testID("heart")
    }
}

extension ViewerTests {
    /// A user scene opened as `KineticViewer.run` opens it, clicked twice: the inspector receives
    /// the start, the merge and the completion in order, under the name a person reads, and its
    /// samples are the values the scene draws at every frame.
    @Test func theInspectorFollowsAUserSceneThroughTheGraphsEvents() throws {
        let viewer = ViewerHarness.viewer([PreviewScene("Heart") { HeartScene() }])
        let store = try #require(viewer.model.inspector)
        ViewerHarness.run(viewer, from: 0, to: 0.1)
        try ViewerHarness.click(viewer, id: "heart", at: 0.1)
        var drawn: [(time: TimeInterval, scale: Double)] = []
        var frame = 6
        while Double(frame) / 60 < 2 {
            frame += 1
            let time = Double(frame) / 60
            if frame == 15 { try ViewerHarness.click(viewer, id: "heart", at: time - 1.0 / 120) }
            viewer.update(time: time)
            let item = try #require(viewer.currentScene.host.displayList.item(withID: "heart"))
            drawn.append((viewer.currentScene.host.time, Double(item.transform.scale.width)))
        }
        let events = store.recentEvents.filter { $0.name.description == "heart · scaleEffect" }
        #expect(events.map(\.kind) == [.started, .merged, .completed], "\(store.recentEvents.map { "\($0.kind) \($0.name)" })")
        let selected = try #require(store.selectedEntry)
        #expect(selected.name.description == "heart · scaleEffect")
        // Every sample is the scale drawn at its frame (the x component is the one that moves),
        // but the one at the second click's instant, between two frames, where the host ran to
        // the press.
        let samples = Array(selected.trace.samples)
        #expect(samples.count > 30)
        #expect(samples.contains { abs($0.time - (15.0 / 60 - 1.0 / 120)) < 1e-9 })
        for sample in samples where abs(sample.time - (15.0 / 60 - 1.0 / 120)) > 1e-9 {
            let match = try #require(drawn.first { abs($0.time - sample.time) < 1e-9 }, "no frame drawn at \(sample.time)")
            #expect(abs(match.scale - sample.value) < 1e-12, "at \(sample.time): drawn \(match.scale), sampled \(sample.value)")
        }
        // The merge kept the motion continuous: no jump between consecutive samples around it.
        let mergeTime = events[1].time
        let around = samples.filter { abs($0.time - mergeTime) < 0.05 }
        #expect(zip(around, around.dropFirst()).allSatisfy { abs($1.value - $0.value) < 0.1 })
    }
}
