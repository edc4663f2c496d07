import Foundation
import KineticSDL

/// The inspector's plot: a trace's presentation value (left axis) and velocity (right axis) over
/// the last few seconds, with a marker line at each click, merge and completion, axes and a legend.
///
/// The time axis is relative to the newest sample ("now" at the right edge), so its labels never
/// change; value and velocity axes fit the visible data on rounded steps. Axis labels are formatted
/// once per distinct tick and kept, so an idle or steadily animating plot draws without allocating.
package final class PlotPanel {
    /// The colours the plot uses, shared with legends elsewhere.
    package enum Palette {
        package static let background = CanvasColor(hex: 0x1B1D24)
        package static let plotArea = CanvasColor(hex: 0x22252E)
        package static let frame = CanvasColor(hex: 0x454B5C)
        package static let grid = CanvasColor(hex: 0x2F3440)
        package static let label = CanvasColor(hex: 0xA9B0C2)
        package static let title = CanvasColor(hex: 0xE8EBF2)
        package static let value = CanvasColor(hex: 0x4FA3FF)
        package static let velocity = CanvasColor(hex: 0xFFA94D)
        /// Marker colour of each event kind.
        package static func marker(_ kind: EventMarker.Kind) -> CanvasColor {
            switch kind {
            case .click: return CanvasColor(hex: 0xFF5C7A)
            case .merge: return CanvasColor(hex: 0xFFE066)
            case .combine: return CanvasColor(hex: 0xC77DFF)
            case .completion: return CanvasColor(hex: 0x51CF66)
            }
        }
    }

    /// Seconds of history shown.
    package let window: TimeInterval
    private var valueLabels: [Int: String] = [:]
    private var velocityLabels: [Int: String] = [:]
    private var gridLines: [(CGPoint, CGPoint)] = []
    private static let timeLabels = ["−3 s", "−2 s", "−1 s", "now"]
    private static let legend: [(String, CanvasColor)] = [
        ("value", Palette.value), ("velocity", Palette.velocity),
        ("click", Palette.marker(.click)), ("merge", Palette.marker(.merge)),
        ("completion", Palette.marker(.completion)),
    ]
    private static let velocityTickFractions = [-1.0, -0.5, 0, 0.5, 1]
    private static let margins = (left: 60.0, right: 60.0, top: 80.0, bottom: 34.0)

    /// Creates a plot showing the last `window` seconds (3 by default).
    package init(window: TimeInterval = 3) {
        self.window = window
    }

    /// The rectangle the curves are drawn in, for a panel occupying `rect`.
    private func plotArea(in rect: CGRect) -> CGRect {
        let m = Self.margins
        return CGRect(x: rect.minX + m.left, y: rect.minY + m.top,
                      width: rect.width - m.left - m.right, height: rect.height - m.top - m.bottom)
    }

    /// Draws the panel.
    /// - Parameters:
    ///   - trace: the samples and markers to plot; the newest sample's time is "now".
    ///   - canvas: where to draw.
    ///   - rect: the panel's rectangle on the canvas.
    package func draw(_ trace: Trace, on canvas: RenderCanvas, in rect: CGRect) {
        canvas.fill(rect, color: Palette.background)
        canvas.stroke(rect, color: Palette.frame)
        let heading = canvas.text("Inspector", at: CGPoint(x: rect.minX + 14, y: rect.minY + 18), size: 15,
                                  color: Palette.title)
        canvas.text(trace.name, at: CGPoint(x: heading.maxX + 8, y: rect.minY + 18), size: 15, color: Palette.value)
        drawLegend(on: canvas, at: CGPoint(x: rect.minX + 14, y: rect.minY + 44))

        let area = plotArea(in: rect)
        canvas.fill(area, color: Palette.plotArea)
        let now = trace.samples.last?.time ?? 0
        let first = trace.samples.firstVisible(after: now - window)
        let visible = trace.samples[first...]
        let values = AxisRange.fitting(visible, series: .value, minimumSpan: 0.5, step: 0.25)
        let velocities = AxisRange.symmetric(visible, series: .velocity)
        let mapping = PlotMapping(area: area, timeEnd: now, window: window, value: values, velocity: velocities)

        drawGrid(on: canvas, mapping: mapping)
        canvas.clip(to: area)
        canvas.line(from: CGPoint(x: area.minX, y: mapping.y(velocity: 0)),
                    to: CGPoint(x: area.maxX, y: mapping.y(velocity: 0)), color: Palette.velocity.opacity(90))
        for marker in trace.markers where marker.time >= now - window {
            drawMarker(marker, on: canvas, mapping: mapping)
        }
        canvas.polyline(ProjectedSamples(samples: visible, mapping: mapping, series: .velocity),
                        color: Palette.velocity, width: 1.5)
        canvas.polyline(ProjectedSamples(samples: visible, mapping: mapping, series: .value),
                        color: Palette.value, width: 2.5)
        canvas.clip(to: nil)
        canvas.stroke(area, color: Palette.frame)
    }

    private func drawLegend(on canvas: RenderCanvas, at origin: CGPoint) {
        var x = origin.x
        for (name, color) in Self.legend {
            canvas.line(from: CGPoint(x: x, y: origin.y), to: CGPoint(x: x + 16, y: origin.y), color: color, width: 3)
            x += 22 + canvas.text(name, at: CGPoint(x: x + 22, y: origin.y), size: 12, color: Palette.label).width + 14
        }
    }

    private func drawGrid(on canvas: RenderCanvas, mapping: PlotMapping) {
        let area = mapping.area
        // Every grid line in one batch (one draw call), then the labels.
        gridLines.removeAll(keepingCapacity: true)
        for i in Self.timeLabels.indices {
            let x = mapping.x(time: mapping.timeEnd - window + Double(i) * window / 3)
            gridLines.append((CGPoint(x: x, y: area.minY), CGPoint(x: x, y: area.maxY)))
        }
        var tick = mapping.value.lower
        while tick <= mapping.value.upper + 1e-9 {
            let y = mapping.y(value: tick)
            gridLines.append((CGPoint(x: area.minX, y: y), CGPoint(x: area.maxX, y: y)))
            tick += mapping.value.step
        }
        canvas.segments(gridLines, color: Palette.grid, width: 1)
        for (i, label) in Self.timeLabels.enumerated() {
            let x = mapping.x(time: mapping.timeEnd - window + Double(i) * window / 3)
            canvas.text(label, at: CGPoint(x: x, y: area.maxY + 14), size: 12, color: Palette.label, alignment: .center)
        }
        tick = mapping.value.lower
        while tick <= mapping.value.upper + 1e-9 {
            canvas.text(label(value: tick), at: CGPoint(x: area.minX - 8, y: mapping.y(value: tick)), size: 12,
                        color: Palette.value, alignment: .trailing)
            tick += mapping.value.step
        }
        for fraction in Self.velocityTickFractions {
            let velocity = fraction * mapping.velocity.upper
            canvas.text(label(velocity: velocity), at: CGPoint(x: area.maxX + 8, y: mapping.y(velocity: velocity)),
                        size: 12, color: Palette.velocity)
        }
        canvas.text("value", at: CGPoint(x: area.minX - 8, y: area.minY - 14), size: 12, color: Palette.value,
                    alignment: .trailing)
        canvas.text("velocity /s", at: CGPoint(x: area.maxX + 8, y: area.minY - 14), size: 12,
                    color: Palette.velocity, alignment: .trailing)
    }

    private func drawMarker(_ marker: EventMarker, on canvas: RenderCanvas, mapping: PlotMapping) {
        let x = mapping.x(time: marker.time)
        let area = mapping.area
        let color = Palette.marker(marker.kind)
        switch marker.kind {
        case .click:
            canvas.line(from: CGPoint(x: x, y: area.minY), to: CGPoint(x: x, y: area.maxY), color: color, width: 2)
        case .merge, .combine:
            // A tab at the top of the click line it coincides with.
            canvas.fill(CGRect(x: x - 5, y: area.minY, width: 10, height: 10), color: color)
        case .completion:
            canvas.dashedVerticalLine(x: x, from: area.minY, to: area.maxY, dash: 6, color: color)
        }
    }

    private func label(value: Double) -> String {
        let key = Int((value * 1000).rounded())
        if let label = valueLabels[key] { return label }
        let label = String(format: "%.2f", value)
        valueLabels[key] = label
        return label
    }

    private func label(velocity: Double) -> String {
        let key = Int((velocity * 1000).rounded())
        if let label = velocityLabels[key] { return label }
        let label = velocity == velocity.rounded() ? String(format: "%.0f", velocity) : String(format: "%.1f", velocity)
        velocityLabels[key] = label.replacingOccurrences(of: "-", with: "−")
        return velocityLabels[key]!
    }
}
