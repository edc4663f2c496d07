import Foundation
import Kinetic
import KineticInspector
import KineticSDL
import KineticViewer

/// The picture of a lab run (`comparison.png`): a film strip of every lane at evenly spaced
/// times, side by side, over the value and velocity curves with their markers, and the
/// difference between lane A (merging) and lane B (additive).
@MainActor package enum ComparisonImage {
    /// The image size in pixels.
    package static let size = CGSize(width: 1200, height: 980)
    /// Frames per lane in the film strip.
    package static let frameCount = 8

    /// Draws `run` on a new offscreen canvas.
    /// - Throws: SDL's error when the canvas cannot be made or drawn on.
    package static func render(_ run: LabRun, fonts: FontLibrary) throws -> OffscreenCanvas {
        let image = try OffscreenCanvas(width: Int(size.width), height: Int(size.height), fonts: fonts)
        let canvas = image.canvas
        canvas.beginFrame(clearingTo: CanvasColor(hex: 0x111318))
        let stripEnd = activeEnd(of: run)
        canvas.text(title(run, stripEnd: stripEnd), at: CGPoint(x: 16, y: 20), size: 17, color: LabFilmStrip.Palette.title)
        let codes = run.lanes.enumerated().map { "\(LabRun.sprite($0.offset)) \($0.element.animation)" }.joined(separator: "    ")
        canvas.text(codes, at: CGPoint(x: 16, y: 44), size: 12, color: LabFilmStrip.Palette.label)

        // Film strip: one row per lane, frames at evenly spaced sample times.
        let stripTop = 64.0, rowHeight = 84.0, labelWidth = 150.0
        let cellWidth = (size.width - 32 - labelWidth) / Double(frameCount)
        for (index, lane) in run.lanes.enumerated() {
            let color = LabFilmStrip.laneColors[index % LabFilmStrip.laneColors.count]
            let y = stripTop + Double(index) * rowHeight
            canvas.text(LabRun.sprite(index), at: CGPoint(x: 16, y: y + rowHeight / 2 - 10), size: 20, color: color)
            canvas.text(lane.kind.rawValue, at: CGPoint(x: 40, y: y + rowHeight / 2 - 10), size: 13, color: color)
            canvas.text(lane.kind == .merging ? "merges" : "adds up", at: CGPoint(x: 40, y: y + rowHeight / 2 + 10),
                        size: 12, color: LabFilmStrip.Palette.label)
            for frame in 0..<frameCount {
                guard let sample = sample(lane, at: stripEnd * Double(frame) / Double(frameCount - 1)) else { continue }
                let cell = CGRect(x: 16 + labelWidth + Double(frame) * cellWidth, y: y, width: cellWidth - 6, height: rowHeight - 8)
                canvas.fill(cell, color: CanvasColor(hex: 0x181B22))
                canvas.stroke(cell, color: LabFilmStrip.Palette.frame)
                canvas.text(String(format: "%.2f s", sample.time), at: CGPoint(x: cell.minX + 6, y: cell.minY + 10), size: 11,
                            color: LabFilmStrip.Palette.label)
                LabFilmStrip.drawTrack(value: sample.value, target: sample.target,
                                        in: CGRect(x: cell.minX, y: cell.minY + 18, width: cell.width, height: cell.height - 18),
                                        color: color, emoji: "🐱", on: canvas)
            }
        }

        // Curves over the whole run: the inspector's PlotView, rendered as a Kinetic view.
        let plotTop = stripTop + Double(run.lanes.count) * rowHeight + 8
        let plots = ComparisonPlots(run: run)
        let hosted = HostedViewScene(plots, size: CGSize(width: size.width - 32, height: size.height - plotTop - 12),
                                     background: CanvasColor(hex: 0x111318))
        hosted.origin = CGPoint(x: 16, y: plotTop)
        hosted.update(time: 0)
        hosted.drawContent(on: canvas)
        if let failure = canvas.failure { throw failure }
        return image
    }

    /// The title: the clicks (the first and last with a count when more than six, so it fits), the
    /// run's length, and what the film strip covers.
    package static func title(_ run: LabRun, stripEnd: TimeInterval) -> String {
        let times = run.script.clicks.map(\.time)
        let clicks: String
        switch times.count {
        case 0: clicks = "no clicks"
        case 1...6: clicks = "clicks at " + times.map { PreviewTuning.exact($0) }.joined(separator: ", ") + " s"
        default: clicks = "\(times.count) clicks from \(PreviewTuning.exact(times.first!)) to \(PreviewTuning.exact(times.last!)) s"
        }
        let strip = stripEnd < run.script.duration - 1e-9
            ? "frames 0–\(LabParameters.format(stripEnd)) s (all lanes at rest after)" : "frames over the whole run"
        return "Merge vs additive — \(clicks), \(LabParameters.format(run.script.duration)) s run; \(strip)"
    }

    /// The curve of the bottom plot: lane A (merging) minus lane B (additive), value and velocity,
    /// sample by sample, with lane A's clicks; nil for a run of fewer than two lanes.
    /// - Parameter run: The run.
    /// - Returns: The difference trace.
    package static func differenceTrace(_ run: LabRun) -> Trace? {
        guard run.lanes.count >= 2 else { return nil }
        var difference = Trace(name: "A − B", sampleCapacity: max(run.lanes[0].samples.count, 1),
                               markerCapacity: max(run.lanes[0].markers.count, 1))
        for (a, b) in zip(run.lanes[0].samples, run.lanes[1].samples) {
            difference.record(time: a.time, value: a.value - b.value, velocity: a.velocity - b.velocity)
        }
        for marker in run.lanes[0].markers where marker.kind == "click" { difference.mark(.click, at: marker.time) }
        return difference
    }

    /// The time the film strip ends: when every lane has come to rest (a little after), so its
    /// frames show the motion rather than the still tail of a long run.
    private static func activeEnd(of run: LabRun) -> TimeInterval {
        var end = (run.script.clicks.last?.time ?? 0) + 0.2
        for lane in run.lanes {
            for sample in lane.samples where abs(sample.velocity) > 1e-3 || abs(sample.value - sample.target) > 1e-3 {
                end = max(end, sample.time)
            }
        }
        return min(run.script.duration, end + 0.1)
    }

    /// The lane's sample nearest `time`.
    private static func sample(_ lane: LabRun.LaneRecord, at time: TimeInterval) -> LabRun.RecordedSample? {
        lane.samples.min { abs($0.time - time) < abs($1.time - time) }
    }
}

/// comparison.png's plots: the lanes' values and velocities over the whole run, and the difference
/// A − B, each a ``PlotView`` (the inspector's plotting component) with the click, merge, combine
/// and completion markers.
struct ComparisonPlots: View {
    var run: LabRun

    var body: some View {
        let duration = run.script.duration
        let curves = run.plotCurves
        return VStack(spacing: 8) {
            PlotView(title: "value (position)", series: .value, curves: curves, now: duration, window: duration)
                .frame(maxHeight: .infinity)
            PlotView(title: "velocity", series: .velocity, curves: curves, now: duration, window: duration)
                .frame(maxHeight: .infinity)
            if let difference {
                PlotView(title: "difference A − B (merging minus additive value)", series: .value,
                         curves: [PlotCurve(name: "A − B", color: .white, trace: difference)], now: duration, window: duration,
                         minimumSpan: 0.02, step: 0.01)
                    .frame(maxHeight: .infinity)
            }
        }
    }

    /// Lane A minus lane B at each sample, with the clicks marked.
    private var difference: Trace? { ComparisonImage.differenceTrace(run) }
}

extension LabRun {
    /// Every lane's trace as a plot curve in the lane's colour, named by its sprite and kind.
    var plotCurves: [PlotCurve] {
        zip(traces, lanes).enumerated().map { index, pair in
            PlotCurve(name: "\(LabRun.sprite(index)) \(pair.1.kind.rawValue)", color: pair.1.kind.color, trace: pair.0)
        }
    }
}

/// How the lab's lanes are drawn on a film strip frame: the track with its stops and the sprite.
@MainActor enum LabFilmStrip {
    /// The lane colours, A, B, C (as ``LaneKind/color``).
    static let laneColors = [CanvasColor(hex: 0x4FA3FF), CanvasColor(hex: 0xFF8C42), CanvasColor(hex: 0x51CF66)]

    /// The colours of the film strip's text and tracks: the plots' (``PlotView/Palette``).
    enum Palette {
        static let title = DisplayListRenderer.color(PlotView.Palette.title.resolved)
        static let label = DisplayListRenderer.color(PlotView.Palette.label.resolved)
        static let frame = DisplayListRenderer.color(PlotView.Palette.frame.resolved)
        static let grid = DisplayListRenderer.color(PlotView.Palette.grid.resolved)
    }

    /// Where the sprite of a track drawn in `rect` sits at `value` (0 at the left stop, 1 at the right).
    static func spriteCenter(value: Double, in rect: CGRect) -> CGPoint {
        let x0 = rect.minX + rect.width * 0.18, x1 = rect.maxX - rect.width * 0.18
        return CGPoint(x: x0 + (x1 - x0) * value, y: rect.midY)
    }

    /// Draws a lane's track (its two stops, the target) and the sprite at `value`: the lab's lanes
    /// and the recording's film strip share it.
    static func drawTrack(value: Double, target: Double, in rect: CGRect, color: CanvasColor, emoji: String,
                          on canvas: RenderCanvas) {
        let x0 = rect.minX + rect.width * 0.18, x1 = rect.maxX - rect.width * 0.18, y = rect.midY
        let tick = min(10, rect.height * 0.15)
        canvas.line(from: CGPoint(x: x0, y: y), to: CGPoint(x: x1, y: y), color: LabFilmStrip.Palette.grid, width: 2)
        canvas.line(from: CGPoint(x: x0, y: y - tick), to: CGPoint(x: x0, y: y + tick), color: LabFilmStrip.Palette.frame, width: 2)
        canvas.line(from: CGPoint(x: x1, y: y - tick), to: CGPoint(x: x1, y: y + tick), color: LabFilmStrip.Palette.frame, width: 2)
        let targetX = target < 0.5 ? x0 : x1
        canvas.fill(CGRect(x: targetX - 4, y: y - 4, width: 8, height: 8), color: color)
        canvas.emoji(emoji, center: spriteCenter(value: value, in: rect), size: min(rect.height * 0.55, 88))
    }

}
