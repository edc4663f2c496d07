import ArgumentParser
import Foundation
import KineticMovie

/// What a headless recording runs: which scene, the taps, for how long, at what size, and where
/// the files go.
nonisolated public struct RecordSettings: Equatable, Sendable {
    /// The scene's name; every scene when nil.
    public var scene: String?
    /// The taps; when empty, one tap at 0.1 s on the first view that takes taps.
    public var taps: [ScriptedTap]
    /// Seconds to record.
    public var duration: TimeInterval
    /// The scene's size in pixels.
    public var size: CGSize
    /// The folder to write (it must not exist yet).
    public var out: String
    /// The tuned spring the scene reads (``PreviewTuning``), as the viewer's sliders would set it.
    public var tuning: PreviewTuning
    /// Samples per second of the fixed clock (``RecordOptions/frameRates``).
    public var frameRate: Double
    /// A video to write beside movie.gif, every frame, with ffmpeg (nil: none).
    package var video: VideoEncoder.Container?

    /// Creates settings (every scene, default taps, 1.5 s at 480 × 360 sampled at 60 Hz with the
    /// default tuning, into `out`).
    public init(scene: String? = nil, taps: [ScriptedTap] = [], duration: TimeInterval = 1.5,
                size: CGSize = CGSize(width: 480, height: 360), out: String, tuning: PreviewTuning = PreviewTuning(),
                frameRate: Double = 60) {
        self.scene = scene
        self.taps = taps
        self.duration = duration
        self.size = size
        self.out = out
        self.tuning = tuning
        self.frameRate = frameRate
    }
}

/// A headless recording's command-line options.
public struct RecordOptions: ParsableArguments, Sendable {
    /// The scene to record (its name, see `list`); every scene when omitted.
    @Option(help: "The scene to record (its name, see `list`); every scene when omitted.")
    public var scene: String?
    /// A tap: TIME@ID (a view's testID) or TIME@X,Y (scene points: a scene is laid out at least 800 wide); repeat for more. Default: one tap at 0.1 s on the first view that takes taps.
    @Option(name: .customLong("tap"), parsing: .unconditionalSingleValue,
            help: "A tap: TIME@ID (a view's testID) or TIME@X,Y (scene points: a scene is laid out at least 800 wide); repeat for more. Default: one tap at 0.1 s on the first view that takes taps.")
    public var taps: [String] = []
    /// Seconds to record (``durationRange``).
    @Option(parsing: .unconditional, help: "Seconds to record (\(RecordOptions.durationText)).")
    public var duration: Double = 1.5
    /// The scene's size in pixels, WIDTHxHEIGHT.
    @Option(help: "The scene's size in pixels, WIDTHxHEIGHT.")
    public var size: String = "480x360"
    /// The folder to write (must not exist yet).
    @Option(help: "The folder to write (must not exist yet).")
    public var out: String = "out/preview"
    // Numbers parse `.unconditional`ly, so that "-0.2" reaches the range check instead of being
    // taken for an option.
    /// The tuned spring's bounce the scene reads (the viewer's bounce slider).
    @Option(parsing: .unconditional,
            help: "The tuned spring's bounce, as the viewer's slider sets it (\(PreviewTuning.exact(PreviewTuning.bounceRange.lowerBound))…\(PreviewTuning.exact(PreviewTuning.bounceRange.upperBound)); default \(PreviewTuning.exact(PreviewTuning().bounce))).")
    public var bounce: Double?
    /// The tuned spring's duration the scene reads (the viewer's duration slider).
    @Option(name: .customLong("spring-duration"), parsing: .unconditional,
            help: "The tuned spring's duration in seconds, as the viewer's slider sets it (\(PreviewTuning.exact(PreviewTuning.durationRange.lowerBound))…\(PreviewTuning.exact(PreviewTuning.durationRange.upperBound)); default \(PreviewTuning.exact(PreviewTuning().duration))).")
    public var springDuration: Double?
    /// Samples per second of the fixed clock.
    @Option(parsing: .unconditional, help: "Samples per second of the fixed clock (\(RecordOptions.frameRateText)).")
    public var frameRate: Double = 60
    /// Also write a video.
    @Flag(help: "Also write movie.mp4 (or .webm), every frame, with ffmpeg (Debian package 'ffmpeg').")
    public var video = false
    /// The video's container.
    @Option(name: .customLong("video-format"), help: "The video container: mp4 (H.264) or webm (VP9).")
    public var videoFormat: String = "mp4"

    /// Creates the defaults (what an empty command line gives).
    public init() {}

    /// How long a recording may run, in seconds (every recording: a scene's, the lab's).
    package static let durationRange: ClosedRange<TimeInterval> = 0.1...120
    /// ``durationRange`` as help and errors write it.
    package static let durationText = "\(PreviewTuning.exact(durationRange.lowerBound))…\(PreviewTuning.exact(durationRange.upperBound)) seconds"

    /// Refuses a `--duration` outside ``durationRange``, in the words of its help.
    package static func checkDuration(_ duration: TimeInterval) throws {
        guard duration.isFinite, durationRange.contains(duration) else {
            throw ValidationError("--duration must be \(durationText), not \(duration)")
        }
    }

    /// The frame rates a recording samples at, as help and errors write them.
    package static let frameRateText = "\(PreviewTuning.exact(SceneRecording.frameRates.lowerBound))…\(PreviewTuning.exact(SceneRecording.frameRates.upperBound)) per second"

    /// Checks the values: one line per problem, as the command line prints it.
    public mutating func validate() throws {
        try Self.checkDuration(duration)
        if out.isEmpty { throw ValidationError("--out must name a folder") }
        _ = try tuning()
        guard frameRate.isFinite, SceneRecording.frameRates.contains(frameRate) else {
            throw ValidationError("--frame-rate must be \(Self.frameRateText), not \(frameRate)")
        }
        _ = try videoContainer()
        for tap in taps {
            do { _ = try ScriptedTap(parsing: tap) } catch let error as ScriptError { throw ValidationError(error.description) }
        }
        _ = try sceneSize()
    }

    /// The settings these options ask for.
    public func settings() throws -> RecordSettings {
        var settings = RecordSettings(scene: scene, taps: try taps.map { try ScriptedTap(parsing: $0) }, duration: duration,
                                      size: try sceneSize(), out: out, tuning: try tuning(), frameRate: frameRate)
        settings.video = try videoContainer()
        return settings
    }

    /// The tuning `--spring-duration` and `--bounce` ask for (the defaults where not given).
    func tuning() throws -> PreviewTuning {
        let defaults = PreviewTuning()
        if let bounce, !(bounce.isFinite && PreviewTuning.bounceRange.contains(bounce)) {
            throw ValidationError("--bounce must be in \(PreviewTuning.exact(PreviewTuning.bounceRange.lowerBound))…\(PreviewTuning.exact(PreviewTuning.bounceRange.upperBound)), not \(bounce)")
        }
        if let springDuration, !(springDuration.isFinite && PreviewTuning.durationRange.contains(springDuration)) {
            throw ValidationError("--spring-duration must be in \(PreviewTuning.exact(PreviewTuning.durationRange.lowerBound))…\(PreviewTuning.exact(PreviewTuning.durationRange.upperBound)) seconds, not \(springDuration)")
        }
        return PreviewTuning(duration: springDuration ?? defaults.duration, bounce: bounce ?? defaults.bounce)
    }

    /// The container `--video` asks for: nil without it; an unknown format or a missing ffmpeg is
    /// refused before anything is recorded.
    func videoContainer() throws -> VideoEncoder.Container? {
        guard video else { return nil }
        guard let container = VideoEncoder.Container(rawValue: videoFormat) else {
            throw ValidationError("unknown --video-format '\(videoFormat)'; use mp4 or webm")
        }
        guard VideoEncoder.ffmpeg() != nil else { throw ValidationError(MovingPictureError.ffmpegMissing.description) }
        return container
    }

    func sceneSize() throws -> CGSize {
        let parts = size.lowercased().split(separator: "x")
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]), (64...4096).contains(width),
              (64...4096).contains(height) else {
            throw ValidationError("--size must be WIDTHxHEIGHT, each 64…4096 pixels (e.g. 480x360)")
        }
        return CGSize(width: width, height: height)
    }
}
