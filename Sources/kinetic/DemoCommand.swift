import ArgumentParser
import Foundation
import KineticGallery
import KineticViewer

/// `kinetic demo`: the spring slice recorded headless with scripted taps on a fixed 1/60 s clock.
struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Tap the spring slice headless at scripted times; write samples.csv, events.csv, frames.png."
    )

    @Option(help: "Folder to write samples.csv, events.csv, script.txt and frames.png into (must not exist).")
    var out: String

    @Option(parsing: .unconditional, help: "Click times in seconds, comma-separated, each within the run.",
            transform: RecordCommand.parseTimes)
    var clicks: [Double] = [0.2, 0.5, 0.65]

    @Option(parsing: .unconditional, help: "Seconds to run: more than 0, at most 600.")
    var duration: Double = 2.5

    func validate() throws {
        // `KineticCommand.main()`, the program's entry point, runs on the main thread and calls this
        // synchronously: the viewer and gallery code it drives is main-actor isolated.
        try MainActor.assumeIsolated {
            guard !out.isEmpty else { throw ValidationError("--out: the path is empty") }
            guard duration > 0, duration <= 600 else { throw ValidationError("--duration must be in (0, 600] seconds, not \(duration)") }
            if let late = clicks.first(where: { $0 < 0 || $0 > duration }) {
                throw ValidationError("click at \(late) s is outside the run (0…\(duration) s)")
            }
        }
    }

    func run() throws {
        // `KineticCommand.main()`, the program's entry point, runs on the main thread and calls this
        // synchronously: the viewer and gallery code it drives is main-actor isolated.
        try MainActor.assumeIsolated {
            try CommandFailure.reporting {
                guard let scene = GalleryCatalog.scene(named: "spring-slice") else { throw CommandFailure(description: "no spring-slice scene") }
                let settings = RecordSettings(scene: scene.name, taps: clicks.map { ScriptedTap(time: $0, target: .id("sprite")) },
                                              duration: duration, out: out)
                try KineticViewer.record(scenes: [scene], settings: settings)
            }
        }
    }
}
