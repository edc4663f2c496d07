import Benchmark
import BenchmarkScenarios
import Foundation
import Kinetic
@_spi(Benchmarks) import KineticInspector

/// Issue 4: the cost of an update of a 1,000-view tree (a tap toggles state every row reads: the
/// body re-runs and 1,000 rows are diffed into the retained graph, starting 1,980 animators (20 rows keep offset 0)), and
/// of one frame of those running animators.
func viewTreeBenchmarks() {
    let host = onMainActor {
        let host = HeadlessHost(ThousandRows(), size: CGSize(width: 400, height: 1_100))
        host.update()
        return host
    }

    Benchmark("View tree: state change re-running a 1,000-view body and diffing it",
              configuration: .init(metrics: [.wallClock, .mallocCountTotal], maxIterations: 200)) { benchmark in
        // Unchecked: `onMainActor` runs its closure while this thread waits for it, so the
        // benchmark object is used by one thread at a time.
        nonisolated(unsafe) let benchmark = benchmark
        onMainActor {
            // Let the previous toggle settle outside the measurement, so every sample is the same work.
            host.advance(by: 2)
            benchmark.startMeasurement()
            precondition(host.tap(id: "toggle"), "the toggle was not hit")
            benchmark.stopMeasurement()
            blackHole(host.runningAnimationCount)
        }
    }

    frameBenchmark("View tree: one frame of 1,000 animated rows (1,980 animators)", host: host)

    // Issue 12: the same frame with the inspector's store subscribed to the graph: each running
    // attribute's sample is written to the graph's buffer and recorded into its trace.
    let (inspected, store) = onMainActor {
        let inspected = HeadlessHost(ThousandRows(), size: CGSize(width: 400, height: 1_100))
        inspected.update()
        return (inspected, InspectorStore.subscribed(to: inspected))
    }
    frameBenchmark("View tree: one frame of 1,000 animated rows, inspector subscribed", host: inspected, inspector: store)
}

/// One frame of `host`'s 1,000 animated rows, 2 to 20 frames after a toggle (outside the
/// measurement), so every sample does the same work; `inspector`, when given, is kept subscribed.
private func frameBenchmark(_ name: String, host: HeadlessHost, inspector: InspectorStore? = nil) {
    var framesSinceToggle = 0
    Benchmark(name, configuration: .init(metrics: [.wallClock, .mallocCountTotal], maxIterations: 300)) { benchmark in
      // Unchecked, as above: the benchmark object is used by one thread at a time.
      nonisolated(unsafe) let benchmark = benchmark
      onMainActor {
        if framesSinceToggle == 0 || framesSinceToggle > 20 {
            host.advance(by: 2)
            precondition(host.tap(id: "toggle"), "the toggle was not hit")
            host.advance(by: 1.0 / 60)
            framesSinceToggle = 1
        }
        benchmark.startMeasurement()
        host.advance(by: 1.0 / 60)
        benchmark.stopMeasurement()
        framesSinceToggle += 1
        precondition(host.runningAnimationCount >= 1_900, "rows stopped animating: \(host.runningAnimationCount)")
        if let inspector {
            precondition(host.hasAttributeSubscribers && inspector.recordedAttributeCount >= 1_900, "the inspector is not recording")
        }
      }
    }
}

/// Runs `body` on the main actor, where Kinetic's graph lives, and returns its result.
///
/// package-benchmark registers and runs benchmarks from a nonisolated async context (a thread of
/// the cooperative pool), while the main thread serves the main queue: `body` is run there
/// synchronously (`DispatchQueue.main.sync`), so measurements started and stopped inside it time
/// the graph's work only, not the hop.
func onMainActor<T: Sendable>(_ body: @MainActor () throws -> T) rethrows -> T {
    if Thread.isMainThread { return try MainActor.assumeIsolated(body) }
    return try DispatchQueue.main.sync { try MainActor.assumeIsolated(body) }
}
