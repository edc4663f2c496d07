import Benchmark
import BenchmarkScenarios
import Foundation
import Kinetic
@_spi(Benchmarks) import KineticInspector

/// Nanoseconds of a tap per row of the tree (issue 16's growth table: linear growth keeps it flat).
let perRowMetric = BenchmarkMetric.custom("ns per row", polarity: .prefersSmaller, useScalingFactor: false)
/// Nanoseconds of a frame per running animator of the tree.
let perRunningAnimatorMetric = BenchmarkMetric.custom("ns per running animator", polarity: .prefersSmaller, useScalingFactor: false)

/// Issue 4: the cost of an update of a 1,000-view tree (a tap toggles state every row reads: the
/// body re-runs and 1,000 rows are diffed into the retained graph, starting 1,980 animators (20 rows keep offset 0)), and
/// of one frame of those running animators. Issue 16: the same at 10 and 10,000 rows (`Rows`), to
/// show how each figure grows.
func viewTreeBenchmarks() {
    let host = onMainActor {
        let host = HeadlessHost(ThousandRows(), size: CGSize(width: 400, height: 1_100))
        host.update()
        return host
    }

    tapBenchmark("View tree: state change re-running a 1,000-view body and diffing it", host: host, rows: 1_000)
    // The same tap on a host that has drawn the current frame, as a window has when the user taps:
    // the display list the tap is hit-tested against is already rendered (HeadlessHost renders it
    // on demand; the benchmark above renders it inside the tap, after the settling frames).
    tapBenchmark("View tree: the same tap on a drawn frame (hit-test list rendered beforehand)", host: host, rows: 1_000, drawn: true)
    frameBenchmark("View tree: one frame of 1,000 animated rows (1,980 animators)", host: host, rows: 1_000)

    // Issue 12: the same frame with the inspector's store subscribed to the graph: the store
    // records the frame; the animations' replays, handed over by the tap, write no sample.
    let (inspected, store) = onMainActor {
        let inspected = HeadlessHost(ThousandRows(), size: CGSize(width: 400, height: 1_100))
        inspected.update()
        return (inspected, InspectorStore.subscribed(to: inspected))
    }
    frameBenchmark("View tree: one frame of 1,000 animated rows, inspector subscribed", host: inspected, rows: 1_000, inspector: store)
    // What the inspector's replays cost a tap instead: a replica of each animator it starts.
    tapBenchmark("View tree: the same tap on a drawn frame, inspector subscribed", host: inspected, rows: 1_000, drawn: true)

    // Layout keeps what it measured: a tap that changes one label lays out the path to it.
    let counted = onMainActor {
        let counted = HeadlessHost(CountedRows(), size: CGSize(width: 400, height: 1_100))
        counted.update()
        return counted
    }
    Benchmark("View tree: a tap that relabels a counter above 1,000 text rows",
              configuration: .init(metrics: [.wallClock, .mallocCountTotal], maxIterations: 300)) { benchmark in
      nonisolated(unsafe) let benchmark = benchmark  // used by one thread at a time, as above
      onMainActor {
        blackHole(counted.withDisplayList { $0.items.count })  // drawn, as a window has when the user taps
        benchmark.startMeasurement()
        precondition(counted.tap(id: "counter"), "the counter was not hit")
        benchmark.stopMeasurement()
      }
    }

    // Issue 16: growth. The 10,000-row samples each wait for the previous toggle to settle (two
    // seconds of frames of 19,800 animators, outside the measurement): fewer iterations.
    for rows in [10, 10_000] {
        let grown = onMainActor {
            let grown = HeadlessHost(Rows(count: rows), size: Rows.hostSize(rows: rows))
            grown.update()
            return grown
        }
        let label = grouped(rows), animators = grouped(Rows.animatorCount(rows: rows))
        tapBenchmark("View tree (growth): a tap re-running a \(label)-row body and diffing it", host: grown, rows: rows,
                     maxIterations: rows > 1_000 ? 25 : 200)
        frameBenchmark("View tree (growth): one frame of \(label) animated rows (\(animators) animators)", host: grown, rows: rows,
                       maxIterations: rows > 1_000 ? 100 : 300)
    }
}

/// A tap on `host`'s toggle, once the previous toggle has settled (outside the measurement), so
/// every sample is the same work: the body re-runs, `rows` rows are diffed, their animators start.
/// `drawn`: the display list is rendered before the measurement (else the tap renders it to find
/// what it hits).
private func tapBenchmark(_ name: String, host: HeadlessHost, rows: Int, drawn: Bool = false, maxIterations: Int = 200) {
    Benchmark(name, configuration: .init(metrics: [.wallClock, .mallocCountTotal, perRowMetric], maxIterations: maxIterations)) { benchmark in
      // Unchecked: `onMainActor` runs its closure while this thread waits for it, so the
      // benchmark object is used by one thread at a time.
      nonisolated(unsafe) let benchmark = benchmark
      onMainActor {
        // Let the previous toggle settle outside the measurement, so every sample is the same work.
        host.advance(by: 2)
        if drawn { blackHole(host.withDisplayList { $0.items.count }) }
        let start = DispatchTime.now().uptimeNanoseconds
        benchmark.startMeasurement()
        precondition(host.tap(id: "toggle"), "the toggle was not hit")
        benchmark.stopMeasurement()
        let elapsed = DispatchTime.now().uptimeNanoseconds - start
        benchmark.measurement(perRowMetric, Int((Double(elapsed) / Double(rows)).rounded()))
        blackHole(host.runningAnimationCount)
      }
    }
}

/// One frame of `host`'s `rows` animated rows, 2 to 20 frames after a toggle (outside the
/// measurement), so every sample does the same work; `inspector`, when given, is kept subscribed.
private func frameBenchmark(_ name: String, host: HeadlessHost, rows: Int, inspector: InspectorStore? = nil, maxIterations: Int = 300) {
    var framesSinceToggle = 0
    let animators = Rows.animatorCount(rows: rows)
    Benchmark(name, configuration: .init(metrics: [.wallClock, .mallocCountTotal, perRunningAnimatorMetric],
                                         maxIterations: maxIterations)) { benchmark in
      // Unchecked, as above: the benchmark object is used by one thread at a time.
      nonisolated(unsafe) let benchmark = benchmark
      onMainActor {
        if framesSinceToggle == 0 || framesSinceToggle > 20 {
            host.advance(by: 2)
            precondition(host.tap(id: "toggle"), "the toggle was not hit")
            host.advance(by: 1.0 / 60)
            framesSinceToggle = 1
        }
        let start = DispatchTime.now().uptimeNanoseconds
        benchmark.startMeasurement()
        host.advance(by: 1.0 / 60)
        benchmark.stopMeasurement()
        let elapsed = DispatchTime.now().uptimeNanoseconds - start
        benchmark.measurement(perRunningAnimatorMetric, Int((Double(elapsed) / Double(animators)).rounded()))
        framesSinceToggle += 1
        precondition(host.runningAnimationCount >= animators * 19 / 20, "rows stopped animating: \(host.runningAnimationCount)")
        if let inspector {
            precondition(host.hasAttributeSubscribers && inspector.recordedAttributeCount >= animators * 19 / 20, "the inspector is not recording")
        }
      }
    }
}

/// `count` with thousands separated by commas (10,000), as the benchmark names read.
func grouped(_ count: Int) -> String {
    let digits = String(count)
    return digits.enumerated().map { index, digit in
        index > 0 && (digits.count - index) % 3 == 0 ? ",\(digit)" : "\(digit)"
    }.joined()
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
