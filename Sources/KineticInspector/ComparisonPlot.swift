import Foundation
import KineticSDL

/// Several traces' value (or velocity) curves on one plot, each in its own colour, with their
/// click, merge, combine and completion markers: the merge-versus-additive comparison.
///
/// Either live (the last ``window`` seconds, "now" at the right edge) or over a fixed time range
/// (a recording). Tick labels are formatted once per distinct tick and kept, so a live plot draws
/// without allocating.
package final class ComparisonPlot {
    /// Seconds of history shown live.
    package let window: TimeInterval
    private var labels: [Int: String] = [:]
    private var relativeLabels: [Int: String] = [:]
    private static let margins = (left: 54.0, right: 14.0, top: 30.0, bottom: 26.0)

    /// Creates a plot showing `window` seconds of history when live (3 by default).
    package init(window: TimeInterval = 3) {
        self.window = window
    }

    /// Draws the plot.
    /// - Parameters:
    ///   - traces: the traces, one curve each.
    ///   - colors: a colour per trace.
    ///   - series: the quantity plotted.
    ///   - title: the heading.
    ///   - canvas: where to draw.
    ///   - rect: the plot's rectangle.
    ///   - timeRange: the times shown; nil for live (the last `window` seconds up to the newest sample).
    ///   - minimumSpan: the smallest value range a value plot shows (small for difference curves).
    ///   - legend: names and colours listed right of the title (curves, then marker kinds).
    ///   - cursor: a time to mark with a vertical line (the scrubbed instant), if any.
    package func draw(_ traces: [Trace], colors: [CanvasColor], series: PlotSeries, title: String,
                     on canvas: RenderCanvas, in rect: CGRect, timeRange: ClosedRange<TimeInterval>? = nil,
                     minimumSpan: Double = 0.5, legend: [(name: String, color: CanvasColor)] = [],
                     cursor: TimeInterval? = nil) {
        canvas.fill(rect, color: PlotPanel.Palette.background)
        canvas.stroke(rect, color: PlotPanel.Palette.frame)
        let heading = canvas.text(title, at: CGPoint(x: rect.minX + 10, y: rect.minY + 14), size: 13,
                                  color: PlotPanel.Palette.title)
        var x = heading.maxX + 18
        for (name, color) in legend {
            canvas.fill(CGRect(x: x, y: rect.minY + 9, width: 12, height: 10), color: color)
            x += 16 + canvas.text(name, at: CGPoint(x: x + 16, y: rect.minY + 14), size: 11, color: PlotPanel.Palette.label).width + 12
        }
        let m = Self.margins
        let area = CGRect(x: rect.minX + m.left, y: rect.minY + m.top, width: rect.width - m.left - m.right,
                          height: rect.height - m.top - m.bottom)
        guard area.width > 10, area.height > 10 else { return }
        canvas.fill(area, color: PlotPanel.Palette.plotArea)
        var now = timeRange?.upperBound ?? 0
        if timeRange == nil { for trace in traces { now = max(now, trace.samples.last?.time ?? 0) } }
        let span = timeRange.map { max($0.upperBound - $0.lowerBound, 1e-6) } ?? window
        var range: AxisRange?
        for trace in traces {
            let visible = trace.samples[trace.samples.firstVisible(after: now - span)...]
            let fitted = series == .value
                ? AxisRange.fitting(visible, series: series, minimumSpan: minimumSpan, step: minimumSpan / 2)
                : AxisRange.symmetric(visible, series: series)
            range = range.map { $0.union(fitted) } ?? fitted
        }
        let values = range ?? AxisRange(lower: 0, upper: 1, step: 0.25)
        let mapping = PlotMapping(area: area, timeEnd: now, window: span, value: values, velocity: values)

        // Grid: value ticks and half-second time ticks.
        var tick = values.lower
        while tick <= values.upper + 1e-9 {
            let y = mapping.y(value: tick)
            canvas.line(from: CGPoint(x: area.minX, y: y), to: CGPoint(x: area.maxX, y: y),
                        color: abs(tick) < 1e-9 ? PlotPanel.Palette.frame : PlotPanel.Palette.grid)
            canvas.text(label(tick, digits: 2), at: CGPoint(x: area.minX - 6, y: y), size: 11,
                        color: PlotPanel.Palette.label, alignment: .trailing)
            tick += values.step
        }
        // Time ticks: on whole multiples of the step for a recording; counted back from "now" live.
        let timeStep = span > 4 ? 1.0 : 0.5
        let firstTick = timeRange == nil ? now : ((now - span) / timeStep).rounded(.up) * timeStep
        var t = firstTick
        while t >= now - span - 1e-9, t <= now + 1e-9 {
            let x = mapping.x(time: t)
            canvas.line(from: CGPoint(x: x, y: area.minY), to: CGPoint(x: x, y: area.maxY), color: PlotPanel.Palette.grid)
            let text = timeRange == nil ? relativeLabel(t - now) : label(t, digits: 1)
            canvas.text(text, at: CGPoint(x: x, y: area.maxY + 12), size: 11, color: PlotPanel.Palette.label,
                        alignment: .center)
            t += timeRange == nil ? -timeStep : timeStep
        }

        canvas.clip(to: area)
        if let first = traces.first {
            for marker in first.markers where marker.kind == .click && marker.time >= now - span {
                let x = mapping.x(time: marker.time)
                canvas.line(from: CGPoint(x: x, y: area.minY), to: CGPoint(x: x, y: area.maxY),
                            color: PlotPanel.Palette.marker(.click), width: 2)
            }
        }
        for (index, trace) in traces.enumerated() {
            let color = colors[index % colors.count]
            for marker in trace.markers where marker.kind != .click && marker.time >= now - span {
                let x = mapping.x(time: marker.time)
                switch marker.kind {
                case .merge, .combine:
                    // A tab in the lane's colour, outlined in the event's, stacked per lane.
                    let tab = CGRect(x: x - 5, y: area.minY + 2 + Double(index) * 12, width: 10, height: 10)
                    canvas.fill(tab, color: PlotPanel.Palette.marker(marker.kind))
                    canvas.fill(tab.insetBy(dx: 2.5, dy: 2.5), color: color)
                case .completion:
                    canvas.dashedVerticalLine(x: x, from: area.minY, to: area.maxY, dash: 5, color: color)
                case .click:
                    break
                }
            }
        }
        for (index, trace) in traces.enumerated() {
            let visible = trace.samples[trace.samples.firstVisible(after: now - span)...]
            // Earlier curves are drawn wider, so a curve that coincides with a later one still shows
            // as a rim around it (equal springs merging and adding move exactly alike).
            canvas.polyline(ProjectedSamples(samples: visible, mapping: mapping, series: series == .value ? .value : .velocity),
                            color: colors[index % colors.count], width: 2 + 2.5 * Double(traces.count - 1 - index))
        }
        if let cursor, cursor >= now - span, cursor <= now {
            let x = mapping.x(time: cursor)
            canvas.line(from: CGPoint(x: x, y: area.minY), to: CGPoint(x: x, y: area.maxY),
                        color: PlotPanel.Palette.title, width: 1.5)
        }
        canvas.clip(to: nil)
        canvas.stroke(area, color: PlotPanel.Palette.frame)
    }

    /// The time under `x` in a live plot drawn in `rect` whose newest sample is at `now`.
    package func time(atX x: Double, in rect: CGRect, now: TimeInterval) -> TimeInterval {
        let m = Self.margins
        let width = max(rect.width - m.left - m.right, 1)
        let fraction = min(max((x - rect.minX - m.left) / width, 0), 1)
        return now - window + fraction * window
    }

    /// "now", "−0.5 s", "−1.0 s"…, formatted once each.
    private func relativeLabel(_ offset: Double) -> String {
        let key = Int((offset * 1000).rounded())
        if let label = relativeLabels[key] { return label }
        let label = key == 0 ? "now" : String(format: "%.1f s", offset).replacingOccurrences(of: "-", with: "−")
        relativeLabels[key] = label
        return label
    }

    private func label(_ value: Double, digits: Int) -> String {
        let key = Int((value * 1000).rounded()) * 4 + digits
        if let label = labels[key] { return label }
        let label = String(format: "%.\(digits)f", value).replacingOccurrences(of: "-", with: "−")
        labels[key] = label
        return label
    }
}
