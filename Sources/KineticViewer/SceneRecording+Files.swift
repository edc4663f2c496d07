import Foundation
import Kinetic
import KineticInspector
import KineticMovie
import KineticSDL

/// A recording's files: samples.csv, events.csv, run.json, the contact sheet, plots.png and the
/// movies, written all at once into a fresh folder.
extension SceneRecording {
    /// samples.csv: one row per animated attribute component per frame; model, value and velocity
    /// (per second) in the unit of the `unit` column, the component named in `part`.
    var samplesCSV: String {
        var text = "time,attribute,name,component,model,value,velocity,part,unit\n"
        for s in samples {
            let name = s.name.contains(",") || s.name.contains("\"") ? "\"\(s.name.replacingOccurrences(of: "\"", with: "\"\""))\"" : s.name
            text += "\(s.time),\(s.attribute),\(name),\(s.component),\(s.model),\(s.value),\(s.velocity),\(s.part),\(s.unit)\n"
        }
        return text
    }

    /// events.csv: one row per animation event.
    var eventsCSV: String {
        var text = "time,attribute,change\n"
        for e in events { text += "\(e.time),\(e.attribute),\(e.change)\n" }
        return text
    }

    /// run.json: the scene, its size, the recorded window and the whole script from the scene's start.
    var file: SceneRunFile {
        SceneRunFile(scene: scene.name, title: title, width: Int(size.width), height: Int(size.height),
                     frameRate: frameRate, start: start, end: end, ending: ending, script: inputs)
    }

    /// Runs the recording and writes run.json, samples.csv, events.csv, script.txt, frames.png,
    /// plots.png (``RecordingPlots``) and movie.gif (the run as an animated GIF at about 15 frames a
    /// second, unless it would take more than ``movieMemoryLimit``), and the ``video`` when one is
    /// asked for, into `folder`, all or nothing (see ``FolderWriter``).
    /// - Throws: ``ScriptError`` for a tap on a missing view, a video too large to make, ffmpeg's
    ///   failure, or a folder that cannot be written.
    mutating func write(to folder: URL, fonts: FontLibrary) throws {
        let sheetSize = Self.sheetSize(for: size)
        let sheet = try OffscreenCanvas(width: Int(sheetSize.width), height: Int(sheetSize.height), fonts: fonts)
        let frameBytes = Int(size.width) * Int(size.height) * 4
        let movieBytes = (video == nil ? frameTimes.count / movieFrameStride + 1 : frameTimes.count) * frameBytes
        if let video, movieBytes > Self.movieMemoryLimit {
            throw ScriptError("a \(video.rawValue) of \(frameTimes.count) frames at \(Int(size.width))×\(Int(size.height)) would take "
                + "\(movieBytes >> 20) MB (at most \(Self.movieMemoryLimit >> 20)): shorten --duration, or lower --frame-rate or --size")
        }
        let movie = movieBytes <= Self.movieMemoryLimit
            ? try OffscreenCanvas(width: Int(size.width), height: Int(size.height), fonts: fonts) : nil
        try run(drawingOn: sheet, movie: movie)
        let plots = try plotsImage(fonts: fonts)
        let json = try file.json()
        let frames = movieFrames, gif = gifFrames, video = video
        let gifRate = frameRate / Double(movieFrameStride), rate = frameRate
        let script = inputs.map { "\($0)\n" }.joined()
        let samples = samplesCSV, events = eventsCSV
        try FolderWriter.write(to: folder) { temporary in
            try json.write(to: temporary.appendingPathComponent("run.json"))
            try samples.write(to: temporary.appendingPathComponent("samples.csv"), atomically: false, encoding: .utf8)
            try events.write(to: temporary.appendingPathComponent("events.csv"), atomically: false, encoding: .utf8)
            try script.write(to: temporary.appendingPathComponent("script.txt"), atomically: false, encoding: .utf8)
            try sheet.savePNG(to: temporary.appendingPathComponent("frames.png"))
            try plots.savePNG(to: temporary.appendingPathComponent("plots.png"))
            if !gif.isEmpty {
                try AnimatedGIF.write(gif, framesPerSecond: gifRate, to: temporary.appendingPathComponent("movie.gif"))
            }
            if let video {
                do {
                    try VideoEncoder.write(frames, framesPerSecond: rate, container: video,
                                           to: temporary.appendingPathComponent("movie.\(video.rawValue)"))
                } catch let error as MovingPictureError { throw ScriptError(error.description) }
            }
        }
    }

    /// plots.png: ``RecordingPlots`` of the samples, drawn offscreen.
    func plotsImage(fonts: FontLibrary) throws -> OffscreenCanvas {
        let (lanes, omitted) = RecordingPlots.lanes(samples: samples, events: events, inputs: inputs, start: start)
        let size = RecordingPlots.size(for: lanes)
        let image = try OffscreenCanvas(width: Int(size.width), height: Int(size.height), fonts: fonts)
        image.canvas.beginFrame(clearingTo: CanvasColor(hex: 0x111318))
        let plots = RecordingPlots(title: title, lanes: lanes, omitted: omitted, start: start, end: end)
        let hosted = HostedViewScene(plots, size: size, background: CanvasColor(hex: 0x111318))
        hosted.update(time: 0)
        hosted.drawContent(on: image.canvas)
        if let failure = image.canvas.failure { throw failure }
        return image
    }

    /// Records `scene` headless from its start as `settings` ask (``RecordSettings``): its taps (the
    /// default tap when there are none), tuning, duration, frame rate and video.
    static func record(_ scene: PreviewScene, settings: RecordSettings, to folder: URL, fonts: FontLibrary) throws -> SceneRecording {
        let size = settings.size, duration = settings.duration
        let taps = settings.taps.isEmpty
            ? defaultTaps(for: HeadlessHost(PreviewRoot(tuning: SceneTuning(settings.tuning), content: scene.makeView()), size: layoutSize(for: size)))
            : settings.taps
        if let late = taps.first(where: { $0.time > duration }) {
            throw ScriptError("--tap \(late): \(PreviewTuning.exact(late.time)) s is after the run ends (--duration \(PreviewTuning.exact(duration)) s)")
        }
        var recording = SceneRecording(scene: scene, inputs: [SceneInput(time: 0, action: .tuning(settings.tuning))] + taps.map(SceneInput.init),
                                       end: duration, size: size, ending: "scripted", frameRate: settings.frameRate)
        recording.video = settings.video
        try recording.write(to: folder, fonts: fonts)
        return recording
    }

    /// A folder under `parent` no recording uses yet: `NAME-yyyyMMdd-HHmmss` (UTC), then `-2`, `-3`…
    /// for more in the same second.
    static func freshFolder(in parent: URL, name: String, date: Date) -> URL {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyyMMdd'-'HHmmss"
        let base = "\(name)-\(formatter.string(from: date))"
        var candidate = parent.appendingPathComponent(base, isDirectory: true)
        var n = 2
        while FileManager.default.fileExists(atPath: candidate.path) {
            candidate = parent.appendingPathComponent("\(base)-\(n)", isDirectory: true)
            n += 1
        }
        return candidate
    }
}

// MARK: The movie's frames and the contact sheet

extension SceneRecording {
    /// movie.gif shows about 15 frames a second: every fourth frame of a 60 Hz run.
    var movieFrameStride: Int { max(1, Int((frameRate / 15).rounded())) }
    /// The frames of movie.gif.
    var gifFrames: [RGBAFrame] {
        video == nil ? movieFrames : stride(from: 0, to: movieFrames.count, by: movieFrameStride).map { movieFrames[$0] }
    }
    /// The most memory the movie's frames may take (a longer or larger run is written without one).
    static let movieMemoryLimit = 256 << 20

    /// The contact sheet's size: three columns, two rows of the scene, with a caption line each.
    static func sheetSize(for size: CGSize) -> CGSize {
        CGSize(width: size.width * 3, height: (size.height + 24) * 2 + 36)
    }

    func drawCell(_ cell: Int, time: TimeInterval, host: HeadlessHost, ghost: HeadlessHost?, renderer: DisplayListRenderer,
                  scale: CGFloat, on canvas: RenderCanvas) {
        if cell == 0 {
            canvas.beginFrame(clearingTo: CanvasColor(hex: 0x111318))
            canvas.text(title, at: CGPoint(x: 10, y: 18), size: 14, color: CanvasColor(hex: 0xDCE0EA))
        }
        let origin = CGPoint(x: Double(cell % 3) * size.width, y: 36 + Double(cell / 3) * (size.height + 24))
        let rect = CGRect(origin: origin, size: size)
        canvas.fill(rect, color: CanvasColor(hex: 0xF2F2F7))
        canvas.clip(to: rect)
        host.withDisplayList { renderer.draw($0, on: canvas, at: origin, scale: scale) }
        ghost?.withDisplayList { renderer.draw($0, on: canvas, at: origin, scale: scale, opacity: PreviewViewer.ghostOpacity) }
        canvas.clip(to: nil)
        canvas.stroke(rect, color: CanvasColor(hex: 0x3A3F4B))
        canvas.text(String(format: "t = %.3f s", time), at: CGPoint(x: origin.x + 8, y: origin.y + size.height + 12),
                    size: 12, color: CanvasColor(hex: 0x949EB3))
    }
}
