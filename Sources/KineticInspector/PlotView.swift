import Foundation
import Kinetic

/// One curve of a ``PlotView``: a trace's samples and markers, in a colour, with a legend name.
nonisolated package struct PlotCurve {
    /// The legend's name for it.
    package var name: String
    /// Its colour.
    package var color: Color
    /// The samples and event markers.
    package var trace: Trace

    package init(name: String, color: Color, trace: Trace) {
        self.name = name
        self.color = color
        self.trace = trace
    }
}

/// A plot as a Kinetic view: one quantity (value or velocity) of several curves over the last
/// `window` seconds, "now" at the right edge, the axis fitted to the visible samples on rounded
/// ticks (symmetric about zero for velocity, so it does not rescale as history scrolls past a
/// still value), click / merge / combine / completion markers of the first curve, a legend, and
/// an optional cursor (a scrubbed or hovered instant).
///
/// The viewer's inspector and lab draw their curves with it; it is made of Kinetic shapes and text,
/// so it draws wherever a Kinetic view does (the window, the headless renderer, recordings).
package struct PlotView: View {
    package var title: String
    package var series: PlotSeries
    package var curves: [PlotCurve]
    /// The time at the right edge.
    package var now: TimeInterval
    /// Seconds of history shown.
    package var window: TimeInterval
    /// An instant to mark with a vertical line, if any (read only by the line: ``PlotCursor``).
    package var cursor: PlotCursor?
    /// The smallest span of the value axis, and its tick step (the velocity axis fits itself).
    package var minimumSpan: Double
    package var step: Double
    /// The unit of the values plotted (`pt`, `deg`, `×`…), named in the title; nil or empty for none.
    package var unit: String?
    /// The instant the time axis counts from; nil: the latest click at or before the right edge.
    package var origin: TimeInterval?
    /// Whether it draws its legend (off where several plots share one, ``PlotLegend``).
    package var showsLegend: Bool
    /// Called with the instant under the pointer when the plot is clicked, if set.
    package var onPick: ((TimeInterval) -> Void)?
    /// Called with the stretch of time a drag across the plot spans, if set.
    package var onZoom: ((ClosedRange<TimeInterval>) -> Void)?
    /// Where the pointer hovers over the plot (x in the plot's coordinates), nil when it is elsewhere.
    @State private var hoverX: CGFloat?
    /// The stretch a drag across the plot spans (its start and current x), while it does.
    @State private var brush: (CGFloat, CGFloat)?
    /// How far (pixels) the pointer must move for a press to be a drag that zooms, not a click.
    static let brushThreshold: CGFloat = 6
    /// The narrowest and widest stretch the wheel zooms to (seconds).
    static let zoomLimits: ClosedRange<Double> = 0.02...3600

    /// The stretch of time shown after a turn of the wheel over `range`, with the pointer at
    /// `fraction` (0 at the left edge, 1 at the right) of the curves' area.
    static func zoomed(_ range: ClosedRange<TimeInterval>, by wheel: _ScrollWheelValue, fraction: Double) -> ClosedRange<TimeInterval> {
        let width = range.upperBound - range.lowerBound
        if wheel.isSideways {
            let shift = Double(wheel.notches) * width / 10
            return (range.lowerBound + shift)...(range.upperBound + shift)
        }
        let fraction = min(max(fraction, 0), 1)
        let pointed = range.lowerBound + fraction * width
        let scaled = min(max(width * pow(1.25, Double(wheel.notches)), zoomLimits.lowerBound), zoomLimits.upperBound)
        return (pointed - fraction * scaled)...(pointed + (1 - fraction) * scaled)
    }

    package init(title: String, series: PlotSeries, curves: [PlotCurve], now: TimeInterval, window: TimeInterval = 3,
                 cursor: PlotCursor? = nil, minimumSpan: Double = 0.2, step: Double = 0.1, unit: String? = nil,
                 timeOrigin: TimeInterval? = nil, showsLegend: Bool = true, onPick: ((TimeInterval) -> Void)? = nil,
                 onZoom: ((ClosedRange<TimeInterval>) -> Void)? = nil) {
        self.unit = unit
        self.showsLegend = showsLegend
        self.onPick = onPick
        self.onZoom = onZoom
        origin = timeOrigin
        self.minimumSpan = minimumSpan
        self.step = step
        self.title = title
        self.series = series
        self.curves = curves
        self.now = now
        self.window = window
        self.cursor = cursor
    }

    /// The colours of plots and markers (the pictures drawn around plots use them too).
    nonisolated package enum Palette {
        /// The curves' colours, in legend order (the inspector's overlaid curves, plots.png's views,
        /// the lab's lanes A, B, C).
        package static let curves = [
            Color(red: 0.31, green: 0.64, blue: 1), Color(red: 1, green: 0.55, blue: 0.26), Color(red: 0.32, green: 0.81, blue: 0.4),
            Color(red: 0.78, green: 0.49, blue: 1), Color(red: 0.95, green: 0.85, blue: 0.35), Color(red: 0.4, green: 0.85, blue: 0.85),
        ]
        /// Curve `index`'s colour (round the palette).
        package static func curve(_ index: Int) -> Color { curves[index % curves.count] }
        package static let background = Color(red: 0.106, green: 0.114, blue: 0.141)
        package static let area = Color(red: 0.133, green: 0.145, blue: 0.180)
        package static let grid = Color(red: 0.184, green: 0.204, blue: 0.251)
        package static let label = Color(red: 0.663, green: 0.690, blue: 0.761)
        /// Headings on the pictures' dark background.
        package static let title = Color(red: 232.0 / 255, green: 235.0 / 255, blue: 242.0 / 255)
        /// Outlines (film strip cells, track stops).
        package static let frame = Color(red: 69.0 / 255, green: 75.0 / 255, blue: 92.0 / 255)
        /// The marker colour of each event kind.
        package static func marker(_ kind: EventMarker.Kind) -> Color {
            switch kind {
            case .click: return Color(red: 1, green: 0.36, blue: 0.48)
            case .merge: return Color(red: 1, green: 0.88, blue: 0.4)
            case .combine: return Color(red: 0.78, green: 0.49, blue: 1)
            case .completion: return Color(red: 0.32, green: 0.81, blue: 0.4)
            }
        }
    }

    /// Margins around the curves' area: room for tick labels (left), the title and legend (top).
    static let margins = EdgeInsets(top: 34, leading: 46, bottom: 18, trailing: 8)
    /// The top margin of a plot drawn without its legend: its title's line.
    static let titleOnlyTop: CGFloat = 22

    /// The axis covering every curve's visible samples.
    func axis() -> AxisRange {
        var range: AxisRange?
        for curve in curves {
            let samples = curve.trace.samples
            let visible = samples[samples.firstVisible(after: now - window)...]
            let fitted = series == .velocity ? AxisRange.symmetric(visible, series: series)
                : AxisRange.fitting(visible, series: series, minimumSpan: minimumSpan, step: step)
            range = range.map { $0.union(fitted) } ?? fitted
        }
        return range ?? AxisRange(lower: 0, upper: 1, step: 0.25)
    }

    package var body: some View {
        // Without its legend the title alone sits above the curves.
        let m0 = showsLegend ? Self.margins
            : EdgeInsets(top: Self.titleOnlyTop, leading: Self.margins.leading, bottom: Self.margins.bottom, trailing: Self.margins.trailing)
        return GeometryReader { proxy in
            let size = proxy.size
            // The legend takes as many lines as its names need at this width (none is cut short).
            let legendWidth = max(1, size.width - m0.leading - 8)
            let legendLines = showsLegend ? PlotLegend.lineCount(curves, width: legendWidth) : 0
            let m = EdgeInsets(top: m0.top + CGFloat(legendLines - 1) * PlotLegend.lineHeight, leading: m0.leading,
                               bottom: m0.bottom, trailing: m0.trailing)
            let area = CGRect(x: m.leading, y: m.top, width: max(1, size.width - m.leading - m.trailing),
                              height: max(1, size.height - m.top - m.bottom))
            let axis = axis()
            let mapping = PlotMapping(area: area, timeEnd: now, window: window, value: axis, velocity: axis)
            let hovered = hoverX.map { now - Double(area.maxX - min(max($0, area.minX), area.maxX)) / Double(area.width) * window }
            ZStack(alignment: .topLeading) {
                RoundedRectangle(cornerRadius: 6).fill(Palette.background)
                PlotPath(path: Path(area)).fill(Palette.area).testID("plot-\(series == .velocity ? "velocity" : "value")")
                PlotPath(path: gridPath(mapping: mapping, axis: axis)).stroke(Palette.grid, lineWidth: 1)
                if let brush {
                    // The stretch a drag is picking.
                    let low = max(area.minX, min(brush.0, brush.1)), high = min(area.maxX, max(brush.0, brush.1))
                    PlotPath(path: Path(CGRect(x: low, y: area.minY, width: max(0, high - low), height: area.height)))
                        .fill(Color.white.opacity(0.12))
                }
                ForEach(0..<markerKinds.count, id: \.self) { index in
                    PlotPath(path: markerPath(markerKinds[index], mapping: mapping))
                        .stroke(Palette.marker(markerKinds[index]), lineWidth: 1)
                }
                ForEach(0..<curves.count, id: \.self) { index in
                    PlotPath(path: curvePath(curves[index], mapping: mapping))
                        .stroke(curves[index].color, lineWidth: index == 0 && curves.count > 1 ? 5 : 2)
                }
                PlotCursorLine(cursor: cursor, hovered: hovered, mapping: mapping, now: now, window: window)
                // As many value labels as fit the curves' height, 14 pixels apart (a short lane: its ends).
                let labelled = Self.thinned(ticks(axis), fitting: area.height)
                ForEach(0..<labelled.count, id: \.self) { index in
                    let tick = labelled[index]
                    Text(Self.label(tick)).font(.system(size: 10)).foregroundColor(Palette.label)
                        .frame(width: m.leading - 6, alignment: .trailing)
                        .offset(y: mapping.y(value: tick) - 7)
                }
                VStack(alignment: .leading, spacing: 2) {
                    Text(titleWithUnit).font(.system(size: 12)).foregroundColor(Color.white)
                    if showsLegend {
                        // Over the curves' area, clear of the tick labels' column (the top label sat under it).
                        PlotLegend(curves: curves, width: legendWidth)
                            .padding(.leading, m.leading - 8)
                            .frame(width: max(0, size.width - 16), alignment: .leading)
                    }
                }
                // Without a legend the title stands over the curves, clear of the value labels' column.
                .padding(.leading, showsLegend ? 8 : m.leading).padding(.top, 3)
                if hovered == nil {
                    // The time axis: whole seconds from the interaction's input (its click marker).
                    ForEach(timeTicks, id: \.self) { second in
                        Text(Self.secondsLabel(second)).font(.system(size: 9)).foregroundColor(Palette.label)
                            .frame(width: 40, alignment: .center)
                            .offset(x: mapping.x(time: timeOrigin + second) - 20, y: area.maxY + 3)
                    }
                }
                if let hovered {
                    // One line under the curves when it fits; else a line a curve, over the curves'
                    // top left on the plot's background (wrapped under the plot, it ran over what follows).
                    let line = hoverText(at: hovered)
                    if TextMetrics.width(of: line, font: Font.system(size: 10).resolved) <= area.width - 8 {
                        Text(line).font(.system(size: 10)).foregroundColor(Color.white)
                            .frame(width: area.width - 8, alignment: .trailing)
                            .offset(x: area.minX, y: area.maxY + 2)
                            .testID("plot-hover")
                    } else {
                        Text(hoverText(at: hovered, separator: "\n")).font(.system(size: 10)).foregroundColor(Color.white)
                            .fixedSize()
                            .padding(3)
                            .background(Palette.background.opacity(0.9))
                            .offset(x: area.minX + 2, y: area.minY + 2)
                            .testID("plot-hover")
                    }
                }
            }
            .frame(width: size.width, height: size.height, alignment: .topLeading)
            .onContinuousHover { phase in
                switch phase {
                case .active(let point): hoverX = point.x
                case .ended: hoverX = nil
                }
            }
            // A click picks the instant under the pointer (the viewer moves its playhead there); a
            // drag across the plot picks a stretch of time to zoom into.
            ._onDrag(changed: { drag in
                brush = abs(drag.translation.width) >= Self.brushThreshold ? (drag.startLocation.x, drag.location.x) : nil
            }, ended: { drag in
                brush = nil
                func time(_ x: CGFloat) -> TimeInterval {
                    now - Double(area.maxX - min(max(x, area.minX), area.maxX)) / Double(area.width) * window
                }
                if abs(drag.translation.width) >= Self.brushThreshold, let onZoom {
                    let (a, b) = (time(drag.startLocation.x), time(drag.location.x))
                    onZoom(min(a, b)...max(a, b))
                } else if let onPick {
                    onPick(time(drag.location.x))
                }
            })
            // The wheel zooms into or out of the instant under the pointer, which stays put (a notch
            // towards the user widens the stretch by a quarter); sideways (or with shift) it pans
            // a tenth of the stretch a notch.
            ._onScrollWheel { wheel in
                guard let onZoom else { return }
                onZoom(Self.zoomed(now - window...now, by: wheel, fraction: Double((wheel.location.x - area.minX) / area.width)))
            }
        }
    }

    /// The hovered instant, in seconds from ``timeOrigin`` as the time axis reads, and each curve's
    /// figure there: "0.84 s   A · offset 12.3   B · offset 12.1" (or a line each, with `separator` "\n").
    func hoverText(at time: TimeInterval, separator: String = "   ") -> String {
        var text = String(format: "%.2f s", time - timeOrigin).replacingOccurrences(of: "-", with: "−")
        for curve in curves {
            guard let sample = curve.trace.interpolated(at: time) else { continue }
            text += separator + "\(curve.name) " + Self.label(series.of(sample))
        }
        return text
    }

    /// The title, with the unit: "value (pt)", "velocity (pt/s)".
    var titleWithUnit: String {
        guard let unit, !unit.isEmpty else { return series == .velocity ? "\(title) (per second)" : title }
        return "\(title) (\(unit)\(series == .velocity ? "/s" : ""))"
    }

    /// The instant the time axis counts from: ``origin`` when given, else the latest click (input)
    /// at or before the plot's right edge, else scene time 0.
    var timeOrigin: TimeInterval {
        origin ?? curves.first?.trace.markers.last { $0.kind == .click && $0.time <= now }?.time ?? 0
    }

    /// The instants the time axis labels, in seconds from ``timeOrigin``: whole seconds, or for a
    /// window of under three seconds a step of 0.1, 0.2 or 0.5 s (three labels at least).
    var timeTicks: [Double] {
        let step = window >= 3 ? 1 : AxisRange.niceStep(atLeast: window / 6)
        let first = ((now - window - timeOrigin) / step - 1e-9).rounded(.up), last = ((now - timeOrigin) / step + 1e-9).rounded(.down)
        guard first <= last else { return [] }
        return stride(from: first, through: last, by: 1).map { ($0 * step * 1e6).rounded() / 1e6 }
    }

    /// "0 s", "2 s", "0.5 s", "−1 s".
    static func secondsLabel(_ seconds: Double) -> String {
        let text = label(abs(seconds))
        return seconds < 0 ? "−\(text) s" : "\(text) s"
    }

    /// The kinds of marker drawn (those of the first curve, which carries the scene's clicks).
    private var markerKinds: [EventMarker.Kind] { [.click, .merge, .combine, .completion] }

    private func ticks(_ axis: AxisRange) -> [Double] {
        guard axis.step > 0, axis.upper > axis.lower else { return [] }
        var ticks: [Double] = []
        var tick = axis.lower
        while tick <= axis.upper + axis.step * 1e-6, ticks.count < 9 {
            ticks.append(tick)
            tick += axis.step
        }
        return ticks
    }

    /// `ticks` labelled in `height` pixels: all when they are 14 pixels apart or more, else the
    /// lowest, the highest and zero between them.
    static func thinned(_ ticks: [Double], fitting height: CGFloat) -> [Double] {
        guard ticks.count > 2, height / CGFloat(ticks.count - 1) < 14 else { return ticks }
        let ends = [ticks[0], ticks[ticks.count - 1]]
        return ticks.contains(0) && !ends.contains(0) && height >= 28 ? [ticks[0], 0, ticks[ticks.count - 1]] : ends
    }

    /// A tick's label: at most three significant decimals, never "-0".
    static func label(_ value: Double) -> String {
        var text = String(format: "%.2f", abs(value) < 1e-9 ? 0 : value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    private func gridPath(mapping: PlotMapping, axis: AxisRange) -> Path {
        Path { path in
            for tick in ticks(axis) {
                let y = mapping.y(value: tick)
                path.move(to: CGPoint(x: mapping.area.minX, y: y))
                path.addLine(to: CGPoint(x: mapping.area.maxX, y: y))
            }
            for second in timeTicks {
                let x = mapping.x(time: timeOrigin + second)
                path.move(to: CGPoint(x: x, y: mapping.area.minY))
                path.addLine(to: CGPoint(x: x, y: mapping.area.maxY))
            }
        }
    }

    private func markerPath(_ kind: EventMarker.Kind, mapping: PlotMapping) -> Path {
        Path { path in
            guard let first = curves.first else { return }
            for marker in first.trace.markers where marker.kind == kind && marker.time >= now - window && marker.time <= now {
                let x = mapping.x(time: marker.time)
                path.move(to: CGPoint(x: x, y: mapping.area.minY))
                path.addLine(to: CGPoint(x: x, y: mapping.area.maxY))
            }
        }
    }

    private func curvePath(_ curve: PlotCurve, mapping: PlotMapping) -> Path {
        let samples = curve.trace.samples
        // From the last sample before the left edge to the first after the right one (zoomed in,
        // samples go on past it): the line ends where it crosses the edge.
        let visible = samples[samples.firstVisible(after: now - window)..<min(samples.endIndex, samples.firstAfter(now) + 1)]
        let area = mapping.area
        return Path { path in
            var previous: CGPoint?
            for point in ProjectedSamples(samples: visible, mapping: mapping, series: series) {
                var point = point
                if point.x > area.maxX, let previous, point.x > previous.x {
                    point = CGPoint(x: area.maxX, y: previous.y + (area.maxX - previous.x) / (point.x - previous.x) * (point.y - previous.y))
                }
                let clamped = CGPoint(x: min(max(area.minX, point.x), area.maxX), y: min(max(point.y, area.minY), area.maxY))
                if previous == nil { path.move(to: clamped) } else { path.addLine(to: clamped) }
                previous = point
            }
        }
    }
}

/// A prebuilt path as a shape, in the coordinates of the plot, which it fills.
struct PlotPath: Shape {
    var path: Path
    func path(in rect: CGRect) -> Path { path.offsetBy(dx: rect.minX, dy: rect.minY) }
}
