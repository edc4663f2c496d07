import ArgumentParser
import Foundation
import KineticGallery
import KineticTools

/// `kinetic soak` (hidden; `scripts/soak.sh`): every gallery view under seeded random input,
/// headless, for a long simulated time.
struct SoakCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "soak",
        abstract: "Soak every gallery view headless with seeded random taps, drags and animated changes.",
        discussion: """
            Per view: no non-finite value drawn, every completion run exactly once, resident memory \
            within 2 MB of its size after the first simulated minute. Exits non-zero if a check fails.
            """,
        shouldDisplay: false
    )

    @Option(parsing: .unconditional, help: "Simulated seconds per view (at 60 Hz).")
    var seconds: Double = 3600

    @Option(help: "The seed of the random input.")
    var seed: UInt64 = 1

    @Option(help: "Only this view (a gallery scene name).")
    var scene: String?

    func validate() throws {
        // `KineticCommand.main()`, the program's entry point, runs on the main thread and calls this
        // synchronously: the viewer and gallery code it drives is main-actor isolated.
        try MainActor.assumeIsolated {
            guard seconds.isFinite, seconds > 0 else { throw ValidationError("--seconds must be more than 0, not \(seconds)") }
            if let scene, !SceneSoak.scenes.contains(where: { $0.name == scene }) {
                throw ValidationError("unknown view '\(scene)'; soaked views: \(SceneSoak.scenes.map(\.name).joined(separator: ", "))")
            }
        }
    }

    func run() throws {
        // `KineticCommand.main()`, the program's entry point, runs on the main thread and calls this
        // synchronously: the viewer and gallery code it drives is main-actor isolated.
        try MainActor.assumeIsolated {
            var failed = false
            for (index, entry) in SceneSoak.scenes.enumerated() where scene == nil || entry.name == scene {
                let start = Date()
                let report = SceneSoak.run(scene: index, seconds: seconds, seed: seed)
                print("soak \(report.summary) [\(String(format: "%.0f", Date().timeIntervalSince(start))) s]")
                fflush(nil)  // (all streams: `stdout` is a C global Swift 6 cannot check) one line per view as it finishes, also into a file
                failed = failed || !report.passed
            }
            if failed { throw ExitCode.failure }
        }
    }
}
