import Foundation
import Kinetic
import KineticMovie
import Observation
import KineticExport
import KineticInspector
import KineticSDL

/// A lab run as a moving picture: every lane's sprite moving on its track, over the value plot of
/// the whole run (the inspector's ``PlotView``, rendered as a Kinetic view) with a playhead at the
/// frame's time. Frames are drawn one at a time on one
/// offscreen canvas and streamed to the GIF or video writer.
@MainActor package enum LabMovie {
    /// The picture size (even, as video encoders need).
    package static let size = (width: 800, height: 480)
    /// The most frames per second a movie gets (GIF delays are hundredths of a second).
    package static let maximumFramesPerSecond = 30.0

    /// How many run samples one movie frame advances: the run's sample rate divided down to at
    /// most ``maximumFramesPerSecond``.
    package static func stride(of run: LabRun) -> Int { max(1, Int((run.frameRate / maximumFramesPerSecond).rounded(.up))) }

    /// The movie's frame rate.
    package static func framesPerSecond(of run: LabRun) -> Double { run.frameRate / Double(stride(of: run)) }

    /// Writes `run` as a looping animated GIF.
    /// - Parameters:
    ///   - run: the recorded run.
    ///   - url: the file (written whole or not at all).
    ///   - fonts: the fonts labels and sprites are drawn with.
    /// - Returns: the number of frames.
    /// - Throws: SDL's error drawing, or ``MovingPictureError`` writing.
    @discardableResult
    package static func writeGIF(_ run: LabRun, to url: URL, fonts: FontLibrary) throws -> Int {
        let frames = try Frames(run, fonts: fonts)
        let count = try AnimatedGIF.write(frames, framesPerSecond: framesPerSecond(of: run), to: url)
        if let failure = frames.failure { unlink(url.path); throw failure }
        return count
    }

    /// Writes `run` as an MP4 or WebM video with ffmpeg.
    /// - Throws: ``MovingPictureError/ffmpegMissing`` when ffmpeg is not installed.
    @discardableResult
    package static func writeVideo(_ run: LabRun, container: VideoEncoder.Container, to url: URL, fonts: FontLibrary) throws -> Int {
        let frames = try Frames(run, fonts: fonts)
        let count = try VideoEncoder.write(frames, framesPerSecond: framesPerSecond(of: run), container: container, to: url)
        if let failure = frames.failure { unlink(url.path); throw failure }
        return count
    }

    /// The frames of a run, drawn as they are iterated (one canvas, one pixel buffer).
    @MainActor package final class Frames: @MainActor Sequence {
        let run: LabRun
        let image: OffscreenCanvas
        /// The value plot's playhead, which the plot view observes.
        let playhead = LabMoviePlayhead()
        /// The value plot, hosted once and drawn again each frame as the playhead moves.
        let plot: HostedViewScene
        var pixels: [UInt8] = []
        /// The first drawing failure; iteration stops there.
        package private(set) var failure: Error?

        /// Prepares the canvas for `run`.
        package init(_ run: LabRun, fonts: FontLibrary) throws {
            self.run = run
            image = try OffscreenCanvas(width: LabMovie.size.width, height: LabMovie.size.height, fonts: fonts)
            let top = Self.trackRect(lane: run.lanes.count).minY + 4
            plot = HostedViewScene(LabMoviePlot(curves: run.plotCurves, duration: run.script.duration, playhead: playhead),
                                   size: CGSize(width: Double(LabMovie.size.width) - 32, height: Double(LabMovie.size.height) - top - 12))
            plot.origin = CGPoint(x: 16, y: top)
        }

        /// The number of frames.
        package var count: Int { ((run.lanes.first?.samples.count ?? 0) + LabMovie.stride(of: run) - 1) / LabMovie.stride(of: run) }

        package func makeIterator() -> AnyIterator<RGBAFrame> {
            var index = 0
            let stride = LabMovie.stride(of: run)
            return AnyIterator { [self] in
                let sample = index * stride
                guard failure == nil, sample < (run.lanes.first?.samples.count ?? 0) else { return nil }
                index += 1
                do {
                    try draw(sample: sample)
                    try image.canvas.readRGBA(into: &pixels)
                    return RGBAFrame(width: LabMovie.size.width, height: LabMovie.size.height, pixels: pixels)
                } catch {
                    failure = error
                    return nil
                }
            }
        }

        /// The rows of the lanes' tracks (for tests: where the sprites move).
        package static func trackRect(lane: Int) -> CGRect {
            CGRect(x: 150, y: 44 + Double(lane) * 60, width: Double(LabMovie.size.width) - 166, height: 52)
        }

        func draw(sample index: Int) throws {
            let canvas = image.canvas
            let time = run.lanes[0].samples[index].time
            canvas.beginFrame(clearingTo: CanvasColor(hex: 0x111318))
            canvas.text("Kinetic lab — \(String(format: "%.2f", time)) s", at: CGPoint(x: 16, y: 20), size: 15,
                        color: LabFilmStrip.Palette.title)
            for (lane, record) in run.lanes.enumerated() {
                let color = LabFilmStrip.laneColors[lane % LabFilmStrip.laneColors.count]
                let track = Self.trackRect(lane: lane)
                canvas.text("\(LabRun.sprite(lane)) \(record.kind.rawValue)", at: CGPoint(x: 16, y: track.midY - 8), size: 13, color: color)
                canvas.text(record.animation, at: CGPoint(x: 16, y: track.midY + 10), size: 10, color: LabFilmStrip.Palette.label)
                let sample = record.samples[index]
                LabFilmStrip.drawTrack(value: sample.value, target: sample.target, in: track, color: color, emoji: "🐱", on: canvas)
            }
            playhead.time = time
            plot.drawContent(on: canvas)
            if let failure = canvas.failure { throw failure }
        }
    }
}

/// The time a ``LabMoviePlot`` marks, set frame by frame.
@Observable
final class LabMoviePlayhead {
    var time: TimeInterval = 0
}

/// The movie's plot: every lane's value over the whole run, with the click, merge, combine and
/// completion markers, and the playhead.
struct LabMoviePlot: View {
    var curves: [PlotCurve]
    var duration: TimeInterval
    var playhead: LabMoviePlayhead

    var body: some View {
        PlotView(title: "value (position)", series: .value, curves: curves, now: duration, window: duration,
                 cursor: playhead.time)
    }
}
