// swift-tools-version: 6.1
import PackageDescription

/// Kinetic's benchmarks (package-benchmark), a nested package so the library itself never
/// depends on the benchmark tooling. Run with `make bench` in the root, or here with
/// `swift package --disable-sandbox benchmark`.
///
/// Configuration notes (Linux, Swift 6.3):
/// - The `MallocInterposer` trait is enabled explicitly: it provides the malloc counters
///   (`mallocCountTotal`). Naming the traits also switches off benchmark's default
///   `RuntimeInterposer` trait, whose package (ordo-one/swift-runtime-interposer) the local package
///   mirror does not carry; with it off SwiftPM never fetches that package. Nothing else is needed.
let package = Package(
    name: "KineticBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "Kinetic", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        // What both executables measure: the seed keyframe timeline, the scaleEffect vector, the
        // 1,000-view tree.
        .target(
            name: "BenchmarkScenarios",
            dependencies: [.product(name: "Kinetic", package: "Kinetic"), .product(name: "KineticSeeds", package: "Kinetic")],
            path: "Scenarios/BenchmarkScenarios"
        ),
        .executableTarget(
            name: "KineticBenchmarks",
            dependencies: [
                "BenchmarkScenarios",
                .product(name: "Kinetic", package: "Kinetic"),
                // The inspector's store (KineticInspector ships in the KineticViewer product).
                .product(name: "KineticViewer", package: "Kinetic"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/KineticBenchmarks",
            plugins: [
                .plugin(name: "BenchmarkPlugin", package: "benchmark"),
            ]
        ),
        // Not a benchmark (its folder is not Benchmarks/): the scenarios profile.sh counts
        // instructions of with callgrind.
        .executableTarget(
            name: "KineticProfile",
            dependencies: [
                "BenchmarkScenarios", .product(name: "Kinetic", package: "Kinetic"),
                .product(name: "KineticViewer", package: "Kinetic"),
            ],
            path: "Profile/KineticProfile"
        ),
    ],
    swiftLanguageModes: [.v6]
)
