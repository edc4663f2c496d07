import Foundation
import Observation
import Testing
@testable import Kinetic
import KineticTestSupport

/// A model outside the view tree, as SwiftUI apps keep them since iOS 17.
@Observable final class CounterModel {
    var count = 0
    var scale = 1.0
    var unread = "unread"
}

/// A model changed off the main actor (a download's progress): one writer at a time, so unchecked.
@Observable nonisolated final class BackgroundCounter: @unchecked Sendable {
    var count = 0
}

private struct BackgroundCounterView: View {
    var model: BackgroundCounter
    var body: some View { Text("Count \(model.count)").testID("label") }
}

private struct CounterView: View {
    var model: CounterModel
    var body: some View {
        VStack {
            Text("Count \(model.count)").testID("label")
            Circle().frame(width: 20, height: 20).scaleEffect(model.scale).testID("dot")
        }
    }
}

/// Reads the model only inside closures the graph calls after the body returned.
private struct ClosureReadingView: View {
    var model: CounterModel
    var body: some View {
        VStack {
            ForEach(0..<2) { row in
                Text("Row \(row) of \(model.count)").testID("row\(row)")
            }
            GeometryReader { _ in
                Text("Scale \(model.scale)").testID("geometry")
            }
        }
    }
}

extension ViewLayerTests {
    @Suite struct ObservationTests {
        /// Main-actor code is told apart by the queue draining it, not by its thread: under `swift
        /// test` the main actor moves between dispatch's worker threads, and those threads run
        /// other work too (a thread once marked by main-actor code answered yes for all of it).
        @Test func theMainActorIsToldApartFromOtherWorkOnAnyThread() async {
            #expect(MainActorThread.isCurrent)
            #expect(await Task.detached { MainActorThread.isCurrent }.value == false)
            #expect(await Task.detached { await MainActor.run { MainActorThread.isCurrent } }.value)
            let onAThread = await withCheckedContinuation { continuation in
                Thread { continuation.resume(returning: MainActorThread.isCurrent) }.start()
            }
            #expect(!onAThread)
            // Other work on every thread of the cooperative pool, the threads main-actor code ran on
            // included: none of it is the main actor's.
            let answers = await withTaskGroup(of: Bool.self) { group in
                for _ in 0..<64 { group.addTask { MainActorThread.isCurrent } }
                var answers: [Bool] = []
                for await answer in group { answers.append(answer) }
                return answers
            }
            #expect(answers.count == 64 && !answers.contains(true))
        }

        /// A model changed off the main actor updates the view on the main actor afterwards.
        @Test func aChangeMadeOffTheMainActorIsAppliedOnIt() async {
            let model = BackgroundCounter()
            let host = HeadlessHost(BackgroundCounterView(model: model))
            await Task.detached { model.count = 7 }.value
            await MainActor.run {}  // the change was handed to the main actor; let it run
            host.update()
            #expect(host.displayList.item(withID: "label")?.text == "Count 7")
        }

        @Test func aBodyReadingAnObservableModelUpdatesWhenItChanges() {
            let model = CounterModel()
            let host = HeadlessHost(CounterView(model: model))
            #expect(host.displayList.item(withID: "label")?.text == "Count 0")
            model.count = 1
            host.update()
            #expect(host.displayList.item(withID: "label")?.text == "Count 1")
            // Tracking starts again with each body run: a second change is seen too.
            model.count = 5
            host.update()
            #expect(host.displayList.item(withID: "label")?.text == "Count 5")
        }

        @Test func aChangeInsideWithAnimationAnimatesWithItsTransaction() {
            let model = CounterModel()
            let host = HeadlessHost(CounterView(model: model))
            withAnimation(.linear(duration: 1)) { model.scale = 2 }
            host.advance(by: 0.5)
            // Linear from 1 to 2 over 1 s: 1.5 at half time.
            #expect(approx(drawnScale(host, "dot"), 1.5, 1e-9))
            host.advance(by: 0.5)
            #expect(drawnScale(host, "dot") == 2)
        }

        @Test func aPropertyTheBodyDoesNotReadDoesNotUpdateIt() {
            let model = CounterModel()
            let host = HeadlessHost(CounterView(model: model))
            _ = host.displayList
            let updates = host.graph.updateCount
            model.unread = "changed"
            host.update()
            #expect(host.graph.updateCount == updates)
            model.count = 2
            host.update()
            #expect(host.graph.updateCount > updates)
        }

        @Test func readsInsideForEachAndGeometryReaderContentUpdateTheirBody() {
            let model = CounterModel()
            let host = HeadlessHost(ClosureReadingView(model: model))
            #expect(host.displayList.item(withID: "row1")?.text == "Row 1 of 0")
            #expect(host.displayList.item(withID: "geometry")?.text == "Scale 1.0")
            model.count = 3
            host.update()
            #expect(host.displayList.item(withID: "row0")?.text == "Row 0 of 3")
            #expect(host.displayList.item(withID: "row1")?.text == "Row 1 of 3")
            model.scale = 2
            host.update()
            #expect(host.displayList.item(withID: "geometry")?.text == "Scale 2.0")
            // Tracked again after the re-run.
            model.count = 4
            host.update()
            #expect(host.displayList.item(withID: "row1")?.text == "Row 1 of 4")
        }
    }
}
