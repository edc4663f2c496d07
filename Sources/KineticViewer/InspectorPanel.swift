import Foundation
import Kinetic
import KineticInspector

/// The side panel's inspector: what the latest interaction animated in the scene, as value and
/// velocity plots (several attributes overlaid, with a legend and the click / merge / combine /
/// completion markers) and read-outs of the selected attribute; buttons to pick a sprite, cycle
/// the attributes, and overlay more.
struct InspectorPanel: View {
    var model: ViewerModel
    /// Plays interaction `index` again in the scene at a speed (``PreviewViewer/replayInteraction(_:speed:)``).
    var replay: (Int, Double) -> Void = { _, _ in }
    /// Moves the timeline's playhead to an instant (a click on a plot).
    var seek: (TimeInterval) -> Void = { _ in }

    /// The window height from which the list of interactions shows three rows (below it, one: the
    /// plots keep their least height in the smallest window).
    static let roomyHeight: CGFloat = 640

    /// Whether the panel shows one row (the newest interaction, or the A/B's `vs` field) in place
    /// of the section's caption.
    static func showsCompactList(_ model: ViewerModel) -> Bool {
        model.showsInspector && model.windowSize.height < roomyHeight
            && (!(model.inspector?.interactions.isEmpty ?? true) || model.comparing?.attribute != nil)
    }

    /// The least height a plot is drawn at: its title and legend, and room for a curve below them.
    static let minimumPlotHeight: CGFloat = 96
    /// The least width a plot side by side with another is drawn at: its value labels and a curve.
    static let minimumPlotWidth: CGFloat = 130

    var body: some View {
        if !model.showsInspector {
            ChromeText("hidden (i shows it)", color: ChromePalette.secondaryText, size: 12)
        } else if let store = model.inspector {
            // The playhead is drawn on the plots while the clock stands still (scrubbed, replayed):
            // running, it is the plots' right edge.
            InspectorContent(store: store, replay: replay, seek: seek, compact: model.windowSize.height < Self.roomyHeight,
                             playhead: model.playhead, comparison: model.comparison,
                             comparing: Binding(get: { model.comparing }, set: { model.comparing = $0 }),
                             compared: model.comparedScope,
                             typedB: Binding(get: { model.comparisonText }, set: { model.comparisonText = $0 }),
                             typedProblem: model.comparisonProblem, tunedCode: model.tuning.swiftCode)
        } else {
            ChromeText("no scene", color: ChromePalette.secondaryText, size: 12)
        }
    }
}

/// The inspector of one scene's store.
struct InspectorContent: View {
    var store: InspectorStore
    var replay: (Int, Double) -> Void
    var seek: (TimeInterval) -> Void
    var compact: Bool
    var playhead: PlotCursor?
    /// The comparison run's inspector (the scene under the tuned spring), while the viewer compares.
    var comparison: InspectorStore?
    /// What the viewer compares (`A/B` sets the selected attribute).
    var comparing: Binding<ComparisonScope?> = .constant(nil)
    /// The comparison in force (the user's, else the one the scene asks for): what the comparison
    /// run's curves are called and which attribute they are drawn for.
    var compared: ComparisonScope?
    /// B of the A/B as typed (empty: the tuned spring), why it does not read if it does not, and
    /// the tuned spring's code (what an empty field stands for).
    var typedB: Binding<String> = .constant("")
    var typedProblem: String?
    var tunedCode = ""
    /// How the curves are plotted: on shared axes, in lanes of their own, or normalised.
    @State private var layout = PlotLayout.shared
    /// A stretch of time picked by dragging across a plot, and the interaction plotted then (the
    /// zoom ends when another is plotted, or with `fit`).
    @State private var zoom: (range: ClosedRange<TimeInterval>, interaction: Int?)?

    /// The attributes plotted: the overlaid ones, else the selection.
    private var plottedIDs: [Int] {
        store.plotted.isEmpty ? (store.selection.map { [$0] } ?? []) : store.plotted
    }

    /// The plotted attributes' curves, named in the legend by what tells them apart: by attribute
    /// alone when they all belong to one view (the title above names it: "offset", not four times
    /// "emoji · …"), by view alone when each belongs to a view of its own (the transitions' cards:
    /// "opacity", "slide"), else both.
    private var curves: [PlotCurve] {
        let entries = plottedIDs.compactMap { store.entry($0) }
        let views = Set(entries.map(\.name.view))
        let oneView = entries.count > 1 && views.count == 1
        let ownViews = entries.count > 1 && views.count == entries.count && !views.contains("")
        var seen: [String: Int] = [:]
        return entries.enumerated().map { index, entry in
            // Two views of one name (a matched geometry's two copies) are told apart by number, as
            // everywhere in the viewer ("scaleEffect 2", "keyframe 3"): one rule, a space and the number.
            let label = oneView ? entry.name.attribute : ownViews ? entry.name.view : entry.name.description
            let count = seen[label, default: 0] + 1
            seen[label] = count
            return PlotCurve(name: count > 1 ? "\(label) \(count)" : label,
                             color: PlotView.Palette.curve(index), trace: entry.trace)
        }
    }

    /// While the viewer compares: each plotted attribute in the run under the tuned spring ("offset
    /// (tuned)", its curve's colour paler), and the first one's difference, scene minus tuned; only
    /// the compared attribute's when one attribute is compared (the others' would equal the scene's).
    private var comparisonCurves: [PlotCurve] {
        guard let comparison else { return [] }
        let own = curves
        let only = compared?.attribute
        var added: [PlotCurve] = []
        for (index, id) in plottedIDs.enumerated() {
            guard let entry = store.entry(id), index < own.count, only.map({ $0 == entry.name }) ?? true,
                  let tuned = comparison.entry(describedAs: entry.name.description) else { continue }
            let other = compared?.label ?? "tuned"
            let curve = PlotCurve(name: own[index].name + " (\(other))", color: own[index].color.opacity(0.5), trace: tuned.trace)
            if added.isEmpty {
                added.append(curve)
                var difference = RecordingPlots.difference(own[index], curve, clicks: [])
                difference.name = "\(own[index].name) − \(other)"
                added.append(difference)
            } else {
                added.append(curve)
            }
        }
        return added
    }

    /// What the compared attribute's animations become in the comparison, as Swift (empty: the
    /// tuned spring). A mistake shows on a card under the field, over what is below: it comes and
    /// goes as one types without moving anything.
    private var comparisonField: some View {
        HStack(spacing: 6) {
            ChromeText("vs", color: ChromePalette.secondaryText, size: 12)
            TextField(tunedCode, text: typedB).font(.system(size: 12)).testID("compare-animation")
        }
        .overlay(alignment: .bottomLeading) {
            if let typedProblem {
                ChromeText(typedProblem, color: ChromePalette.warning, size: 11).lineLimit(2).testID("compare-problem")
                    .padding(.horizontal, 6).padding(.vertical, 3)
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .background(RoundedRectangle(cornerRadius: 5).fill(ChromePalette.control))
                    .offset(y: 36)  // from the field's bottom edge down
                    .allowsHitTesting(false)
            }
        }
        .zIndex(1)  // the card lies over the rows below
    }

    /// The stretch the plots are zoomed into, while the interaction plotted is the one it was picked on.
    private var zoomed: ClosedRange<TimeInterval>? {
        guard let zoom, zoom.interaction == store.selectedInteraction else { return nil }
        return zoom.range
    }

    /// Each curve's unit, as a lane's title names it (a comparison's curves take their attribute's).
    private var laneUnits: [String?] {
        let own = plottedIDs.compactMap { store.entry($0) }.map { Self.unitLabel($0.unit.name) }
        let extra = max(0, curves.count + comparisonCurves.count - own.count)
        return own + Array(repeating: own.first ?? nil, count: extra)
    }

    /// The unit the plotted curves share, as the plots' titles name it; nil when they differ.
    private var unit: String? {
        let units = Set(plottedIDs.compactMap { store.entry($0)?.unit.name })
        guard units.count == 1, let name = units.first else { return nil }
        return Self.unitLabel(name)
    }

    /// A unit as a plot's title writes it: a factor as "×", none as nil.
    static func unitLabel(_ name: String) -> String? {
        name == "factor" ? "×" : name.isEmpty ? nil : name
    }

    var body: some View {
        let curves = curves + comparisonCurves
        let selected = store.selectedEntry
        let comparesSelected = selected.map { comparing.wrappedValue?.attribute == $0.name } ?? false
        return VStack(alignment: .leading, spacing: 6) {
            if compact && (comparesSelected || !store.interactions.isEmpty) {
                // A short window: the A/B's field or the newest interaction's row, on the line the
                // section's caption takes in a taller one (ViewerChrome leaves it out then).
                if comparesSelected { comparisonField } else { InteractionList(store: store, replay: replay, rows: 1) }
            }
            HStack(spacing: 6) {
                ChromeText(selected?.name.description ?? "click a sprite in the scene",
                           color: selected == nil ? ChromePalette.secondaryText : ChromePalette.accent, size: 12)
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .testID("inspector-title")
                ChromeButton("pick", isOn: store.isPicking) { store.isPicking.toggle() }
                ChromeButton("next") { store.selectNext() }
                if let name = selected?.name {
                    // A/B: the selected attribute's animations against B (the tuned spring, or one typed), the rest as they are.
                    let isOn = comparing.wrappedValue?.attribute == name
                    ChromeButton("A/B", isOn: isOn) { comparing.wrappedValue = isOn ? nil : .attribute(name) }.testID("compare-attribute")
                }
                if zoomed != nil { ChromeButton("fit") { zoom = nil }.testID("plot-fit") }
                ChromeButton(layout.title, isOn: layout != .shared) { layout = layout.next }.testID("plot-layout")
            }
            if !compact && comparesSelected { comparisonField }
            if !compact && !store.interactions.isEmpty {
                InteractionList(store: store, replay: replay, rows: 3)
            }
            if curves.isEmpty {
                ChromeText("Nothing has animated yet. Click the scene: the attributes a click animates are plotted here; "
                    + "pick (s) selects a sprite without tapping it.", color: ChromePalette.secondaryText, size: 12)
            } else {
                // The value plot above the velocity plot where each gets at least `minimumPlotHeight`;
                // in a shorter panel (the smallest window) side by side, each as tall as the room;
                // the value plot alone only when neither fits (stacked, each was about 25 pixels).
                GeometryReader { proxy in
                    // One legend above both plots, as wide as the panel.
                    let legendHeight = CGFloat(PlotLegend.lineCount(curves, width: proxy.size.width)) * PlotLegend.lineHeight
                    let room = CGSize(width: proxy.size.width, height: max(0, proxy.size.height - legendHeight - 4))
                    let stacked = room.height >= 2 * InspectorPanel.minimumPlotHeight + 6
                    let sideBySide = !stacked && room.width >= 2 * InspectorPanel.minimumPlotWidth + 6
                    // A selected interaction is plotted whole, its input at 0 s; else the last 3 s.
                    let span = store.selectedInteraction.flatMap { store.plotSpan(of: $0) }
                    let now = zoomed?.upperBound ?? span?.end ?? store.time
                    let window = zoomed.map { max($0.upperBound - $0.lowerBound, 0.01) } ?? span?.window ?? 3
                    let onZoom: (ClosedRange<TimeInterval>) -> Void = { range in zoom = (range, store.selectedInteraction) }
                    let normalised = layout == .normalised
                    let plotted = normalised ? Self.normalise(curves, from: now - window) : curves
                    let plottedUnit = normalised ? "0 → 1" : unit
                    let value = PlotView(title: "value", series: .value, curves: plotted, now: now, window: window,
                                         cursor: playhead, minimumSpan: normalised ? 1 : 0.2, unit: plottedUnit,
                                         timeOrigin: span?.origin, showsLegend: false, onPick: seek, onZoom: onZoom)
                    let velocity = PlotView(title: "velocity", series: .velocity, curves: plotted, now: now, window: window,
                                            cursor: playhead, unit: plottedUnit, timeOrigin: span?.origin, showsLegend: false,
                                            onPick: seek, onZoom: onZoom)
                    VStack(alignment: .leading, spacing: 4) {
                        if layout == .lanes {
                            // Each property its own lane, its own axis in its own unit (values only).
                            let units = laneUnits
                            ForEach(0..<curves.count, id: \.self) { index in
                                PlotView(title: curves[index].name, series: .value, curves: [curves[index]], now: now, window: window,
                                         cursor: playhead, unit: units[index], timeOrigin: span?.origin, showsLegend: false,
                                         onPick: seek, onZoom: onZoom)
                                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                            }
                        } else {
                            PlotLegend(curves: curves, width: proxy.size.width)
                            if sideBySide {
                                HStack(spacing: 6) {
                                    value.frame(maxWidth: .infinity, maxHeight: .infinity)
                                    velocity.frame(maxWidth: .infinity, maxHeight: .infinity)
                                }
                            } else {
                                VStack(spacing: 6) {
                                    value.frame(maxWidth: .infinity, maxHeight: .infinity)
                                    if stacked { velocity.frame(maxWidth: .infinity, maxHeight: .infinity) }
                                }
                            }
                        }
                    }
                }
                .frame(maxWidth: .infinity, minHeight: InspectorPanel.minimumPlotHeight, maxHeight: .infinity)
            }
            if let selected {
                InspectorReadOut(entry: selected)
            }
        }
    }
}

extension InspectorContent {
    /// `curves` normalised over the plot from `start` on: 0 where each starts there, 1 where it
    /// ends (velocity in the same scale, per second); a curve that ends where it started, within
    /// 5 % of its range (there and back, a wobble), is scaled by its range instead, so its
    /// excursion reads within ±1; a still one stays at 0.
    static func normalise(_ curves: [PlotCurve], from start: TimeInterval) -> [PlotCurve] {
        curves.map { curve in
            let samples = curve.trace.samples
            let visible = samples[samples.firstVisible(after: start)...]
            guard let first = visible.first, let last = visible.last else { return curve }
            let values = visible.map(\.value)
            let range = (values.max() ?? 0) - (values.min() ?? 0)
            let change = last.value - first.value
            // Ends within 5 % of its range from where it started: there and back, by its range.
            let scale = abs(change) > 0.05 * range ? change : range
            var trace = Trace(name: curve.trace.name, sampleCapacity: max(visible.count, 1),
                              markerCapacity: max(curve.trace.markers.count, 1))
            for sample in visible {
                trace.record(time: sample.time, value: scale == 0 ? 0 : (sample.value - first.value) / scale,
                             velocity: scale == 0 ? 0 : sample.velocity / scale)
            }
            for marker in curve.trace.markers { trace.mark(marker.kind, at: marker.time) }
            return PlotCurve(name: curve.name, color: curve.color, trace: trace)
        }
    }
}
