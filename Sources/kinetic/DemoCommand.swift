import ArgumentParser
import Foundation
import KineticGallery
import KineticInspector
import KineticSDL

/// `kinetic demo`: the spring slice driven headless by scripted clicks on a fixed 1/60 s clock.
struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Run scripted clicks headless; write the final frame (demo.png) and samples (samples.csv)."
    )

    @Option(help: "Directory to write demo.png and samples.csv into (created if missing).")
    var out: String

    @Option(parsing: .unconditional, help: "Click times in seconds, comma-separated, each within the run.",
            transform: DemoCommand.parseTimes)
    var clicks: [Double] = [0.2, 0.5, 0.65]

    @Option(parsing: .unconditional, help: "Seconds to run: more than 0, at most 600.")
    var duration: Double = 2.5

    func validate() throws {
        guard !out.isEmpty else { throw ValidationError("--out: the path is empty") }
        guard duration > 0, duration <= 600 else { throw ValidationError("--duration must be in (0, 600] seconds, not \(duration)") }
        if let late = clicks.first(where: { $0 < 0 || $0 > duration }) {
            throw ValidationError("click at \(late) s is outside the run (0…\(duration) s)")
        }
    }

    func run() throws {
        try CommandFailure.reporting {
            let directory = URL(fileURLWithPath: out, isDirectory: true).standardizedFileURL
            let fonts = try FontLibrary()
            let frameRate = 60.0
            let scene = SpringSliceScene(sampleCapacity: Int((duration * frameRate).rounded()) + 1)
            let script = clicks.map { HeadlessRun.ScriptedEvent(time: $0, event: .pointerDown(scene.spriteCenter)) }
            HeadlessRun(frameRate: frameRate).play(scene, script: script, duration: duration)

            let image = try OffscreenCanvas(width: Int(scene.size.width), height: Int(scene.size.height), fonts: fonts)
            scene.draw(on: image.canvas)
            if let failure = image.canvas.failure { throw failure }
            let png = directory.appendingPathComponent("demo.png")
            let csv = directory.appendingPathComponent("samples.csv")
            try OutputFolder.write(to: directory, files: [
                ("demo.png", { try image.savePNG(to: $0) }),
                ("samples.csv", { try SampleCSV.write(scene.trace.samples, to: $0) }),
            ])
            print("kinetic: wrote \(png.path) (final frame with its plot)")
            print("kinetic: wrote \(csv.path) (\(scene.trace.samples.count) samples: time,value,velocity)")
        }
    }

    /// Parses "0.2,0.5,0.65" into seconds (``ClickTimes``), as a command-line error.
    @Sendable static func parseTimes(_ text: String) throws -> [Double] {
        do { return try ClickTimes.parse(text) } catch let error as ClickTimesError {
            throw ValidationError(error.description)
        }
    }
}
