import ArgumentParser
import Foundation
import KineticMovie
import KineticExport
import KineticGallery
import KineticSDL
import KineticViewer

/// `kinetic record`: a scripted lab run, headless, written as trace.csv, run.json and comparison.png.
struct RecordCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record",
        abstract: "Record any scene headless from a tap script (run.json, samples.csv, events.csv, script.txt, frames.png), or the lab's merge-vs-additive comparison (--clicks).",
        discussion: """
            Any scene: `kinetic record --scene keyframes --tap 0.1@emoji --out DIR` taps the view with that testID \
            (or a point, --tap 0.1@320,200) at 0.1 s and records every animated attribute; without --tap, one tap at \
            0.1 s lands on the first view that takes taps. `kinetic replay DIR/run.json` runs it again and compares.

            The lab with --clicks: every click toggles the target of each lane (0 ↔ 1): lane A under .spring(duration:bounce:) (merges), \
            lane B under .interpolatingSpring(duration:bounce:) (adds up), lane C (--timing-curve) under \
            .easeInOut(duration:). The run is sampled on a fixed clock; running the same command again writes \
            identical files, and `kinetic replay DIR/run.json` re-renders it.
            """
    )

    @Option(help: "The scene to record (its name, see `kinetic list`).")
    var scene: String = "lab"

    @Option(name: .customLong("tap"), parsing: .unconditionalSingleValue,
            help: "A tap: TIME@ID (a view's testID) or TIME@X,Y (scene pixels); repeat for more.")
    var taps: [String] = []

    // Numbers parse `.unconditional`ly, so that "-1" reaches the range check instead of being
    // taken for an option.
    @Option(parsing: .unconditional,
            help: "The lab only: click times in seconds, comma-separated (e.g. 0,0.12,0.3), each within the run; at most \(LabRecording.maximumClicks); writes trace.csv, run.json, comparison.png.",
            transform: DemoCommand.parseTimes)
    var clicks: [Double]?

    @Option(parsing: .unconditional, help: "Seconds to run (\(RecordOptions.durationText)).")
    var duration: Double = 2

    @Option(help: "Directory to write the files into (a scene recording's must not exist yet; the lab's trace.csv, run.json and comparison.png are moved in together once all are written).")
    var out: String

    @Option(parsing: .unconditional,
            help: "The lab only: spring bounce (\(LabParameters.bounceRange.lowerBound)…\(LabParameters.bounceRange.upperBound); default \(LabParameters().bounce)).")
    var bounce: Double?

    @Option(name: .customLong("spring-duration"), parsing: .unconditional,
            help: "The lab only: spring duration in seconds (\(LabParameters.durationRange.lowerBound)…\(LabParameters.durationRange.upperBound); default \(LabParameters().springDuration)).")
    var springDuration: Double?

    @Flag(help: "Add lane C, a timing curve (.easeInOut(duration:)).")
    var timingCurve = false

    @Option(parsing: .unconditional, help: "Samples per second of the fixed clock (1…1000).")
    var frameRate: Double = 60

    @Option(help: "The lab only: the run's name (the run column of trace.csv; default lab).")
    var name: String?

    @Flag(help: "Also write run.gif: the lanes moving over their plot with a playhead (giflib).")
    var gif = false

    @Flag(help: "Also write a video of the run with ffmpeg (Debian package 'ffmpeg').")
    var video = false

    @Option(name: .customLong("video-format"), help: "The video container: mp4 (H.264) or webm (VP9).")
    var videoFormat: String = "mp4"

    func validate() throws {
        // `KineticCommand.main()`, the program's entry point, runs on the main thread and calls this
        // synchronously: the viewer and gallery code it drives is main-actor isolated.
        try MainActor.assumeIsolated {
            try validateMovingPictures()
            // An unknown scene is reported by `run`, in the line every command prints for it.
            if clicks != nil, let known = try? PreviewScene.named(scene, in: GalleryCatalog.scenes), known.name != "lab" {
                throw ValidationError("--clicks drives the lab's lanes; to record '\(scene)' give taps: --tap TIME@ID or --tap TIME@X,Y")
            }
            if clicks != nil, !taps.isEmpty { throw ValidationError("give --clicks (the lab's comparison) or --tap, not both") }
            for tap in taps {
                do { _ = try ScriptedTap(parsing: tap) } catch let error as ScriptError { throw ValidationError(error.description) }
            }
            if clicks == nil, gif || video { throw ValidationError("--gif and --video draw the lab's lanes: add --clicks") }
            try RecordOptions.checkDuration(duration)
            if clicks == nil {
                let labOnly = [bounce.map { _ in "--bounce" }, springDuration.map { _ in "--spring-duration" },
                               timingCurve ? "--timing-curve" : nil, name.map { _ in "--name" }].compactMap { $0 }
                if !labOnly.isEmpty {
                    throw ValidationError("\(labOnly.joined(separator: ", ")) tune\(labOnly.count == 1 ? "s" : "") the lab's lanes: add --clicks (a scene's taps run with the scene's own animations)")
                }
            }
            guard frameRate.isFinite, (1...1000).contains(frameRate) else { throw ValidationError("--frame-rate must be in 1…1000") }
            guard !out.isEmpty else { throw ValidationError("--out: the path is empty") }
        }
    }

    func run() throws {
        // `KineticCommand.main()`, the program's entry point, runs on the main thread and calls this
        // synchronously: the viewer and gallery code it drives is main-actor isolated.
        try MainActor.assumeIsolated {
            try CommandFailure.reporting { _ = try PreviewScene.named(scene, in: GalleryCatalog.scenes) }
            guard let clicks else {
                try CommandFailure.reporting {
                    let settings = RecordSettings(scene: scene, taps: try taps.map { try ScriptedTap(parsing: $0) }, duration: duration, out: out)
                    try KineticViewer.record(scenes: GalleryCatalog.scenes, settings: settings)
                }
                return
            }
            try CommandFailure.reporting {
                let parameters = LabParameters(springDuration: springDuration ?? LabParameters().springDuration, bounce: bounce ?? LabParameters().bounce)
                let script = LabScript(clicks: clicks.map { LabClick(time: $0, parameters: parameters) }, duration: duration,
                                       includesTimingCurve: timingCurve)
                try LabRecording.validate(script)
                let fonts = try FontLibrary()
                let run = LabRecording.render(script, frameRate: frameRate, name: name ?? "lab")
                let directory = URL(fileURLWithPath: out, isDirectory: true).standardizedFileURL
                try LabRecording.write(run, to: directory, fonts: fonts)
                print("kinetic: wrote \(directory.path)/{trace.csv,run.json,comparison.png} "
                    + "(\(run.lanes.count) lanes × \(run.lanes.first?.samples.count ?? 0) samples)")
                try writeMovingPictures(run, to: directory, fonts: fonts)
            }
        }
    }
}

extension RecordCommand {
    /// `--gif` / `--video`: a missing ffmpeg or an unknown container is reported before anything
    /// is written.
    func validateMovingPictures() throws {
        guard video else { return }
        guard VideoEncoder.Container(rawValue: videoFormat) != nil else {
            throw ValidationError("unknown --video-format '\(videoFormat)'; use mp4 or webm")
        }
        guard VideoEncoder.ffmpeg() != nil else { throw ValidationError(MovingPictureError.ffmpegMissing.description) }
    }

    /// Writes run.gif and/or run.mp4 (run.webm) next to the other files.
    @MainActor func writeMovingPictures(_ run: LabRun, to directory: URL, fonts: FontLibrary) throws {
        do {
            if gif {
                let url = directory.appendingPathComponent("run.gif")
                let frames = try LabMovie.writeGIF(run, to: url, fonts: fonts)
                print("kinetic: wrote \(url.path) (\(frames) frames at \(String(format: "%g", LabMovie.framesPerSecond(of: run))) fps)")
            }
            if video, let container = VideoEncoder.Container(rawValue: videoFormat) {
                let url = directory.appendingPathComponent("run.\(container.rawValue)")
                let frames = try LabMovie.writeVideo(run, container: container, to: url, fonts: fonts)
                print("kinetic: wrote \(url.path) (\(frames) frames at \(String(format: "%g", LabMovie.framesPerSecond(of: run))) fps)")
            }
        } catch let error as MovingPictureError {
            throw CommandFailure(description: error.description)
        }
    }
}
