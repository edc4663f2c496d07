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

    @Option(help: "Click times in seconds, comma-separated.", transform: DemoCommand.parseTimes)
    var clicks: [Double] = [0.2, 0.5, 0.65]

    @Option(help: "Seconds to run.")
    var duration: Double = 2.5

    func validate() throws {
        guard duration > 0, duration <= 600 else { throw ValidationError("--duration must be in (0, 600] seconds") }
        if let late = clicks.first(where: { $0 < 0 || $0 > duration }) {
            throw ValidationError("click at \(late) s is outside the run (0…\(duration) s)")
        }
    }

    func run() throws {
        try CommandFailure.reporting {
            let directory = URL(fileURLWithPath: out, isDirectory: true)
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
            try CommandFailure.writing(directory.path) {
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            }
            try CommandFailure.writing(png.path) { try image.savePNG(to: png) }
            try CommandFailure.writing(csv.path) { try SampleCSV.write(scene.trace.samples, to: csv) }
            print("kinetic: wrote \(png.path) (final frame with its plot)")
            print("kinetic: wrote \(csv.path) (\(scene.trace.samples.count) samples: time,value,velocity)")
        }
    }

    /// Parses "0.2,0.5,0.65" into seconds.
    @Sendable static func parseTimes(_ text: String) throws -> [Double] {
        try text.split(separator: ",").map { field in
            guard let time = Double(field.trimmingCharacters(in: .whitespaces)), time.isFinite else {
                throw ValidationError("--clicks: '\(field)' is not a time in seconds")
            }
            return time
        }
    }
}
