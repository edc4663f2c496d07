import Benchmark

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(2))
    Benchmark("noop") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(1) }
    }
    Benchmark("noop measured") { benchmark in
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { blackHole(1) }
        benchmark.stopMeasurement()
    }
}
