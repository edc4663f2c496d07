import Benchmark
import BenchmarkScenarios
import Foundation
import Kinetic

/// Issue 4: the cost of an update of a 1,000-view tree (a tap toggles state every row reads: the
/// body re-runs and 1,000 rows are diffed into the retained graph, starting 1,980 animators (20 rows keep offset 0)), and
/// of one frame of those running animators.
func viewTreeBenchmarks() {
    let host = HeadlessHost(ThousandRows(), size: CGSize(width: 400, height: 1_100))
    host.update()

    Benchmark("View tree: state change re-running a 1,000-view body and diffing it",
              configuration: .init(metrics: [.wallClock, .mallocCountTotal], maxIterations: 200)) { benchmark in
        // Let the previous toggle settle outside the measurement, so every sample is the same work.
        host.advance(by: 2)
        benchmark.startMeasurement()
        precondition(host.tap(id: "toggle"), "the toggle was not hit")
        benchmark.stopMeasurement()
        blackHole(host.runningAnimationCount)
    }

    var framesSinceToggle = 0
    Benchmark("View tree: one frame of 1,000 animated rows (1,980 animators)",
              configuration: .init(metrics: [.wallClock, .mallocCountTotal], maxIterations: 300)) { benchmark in
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
    }
}
