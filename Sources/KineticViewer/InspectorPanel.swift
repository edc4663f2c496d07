import Foundation
import Kinetic
import KineticInspector

/// The side panel's inspector: what the latest interaction animated in the scene, as value and
/// velocity plots (several attributes overlaid, with a legend and the click / merge / combine /
/// completion markers) and read-outs of the selected attribute; buttons to pick a sprite, cycle
/// the attributes, and overlay more.
struct InspectorPanel: View {
    var model: ViewerModel

    /// The least height a plot is drawn at: its title and legend, and room for a curve below them.
    static let minimumPlotHeight: CGFloat = 96
    /// The least width a plot side by side with another is drawn at: its value labels and a curve.
    static let minimumPlotWidth: CGFloat = 130

    /// The colours of overlaid curves, in legend order.
    static let curveColors = [Color(red: 0.31, green: 0.64, blue: 1), Color(red: 1, green: 0.55, blue: 0.26),
                              Color(red: 0.32, green: 0.81, blue: 0.4), Color(red: 0.78, green: 0.49, blue: 1)]

    var body: some View {
        if !model.showsInspector {
            ChromeText("hidden (i shows it)", color: ChromePalette.secondaryText, size: 12)
        } else if let store = model.inspector {
            InspectorContent(store: store)
        } else {
            ChromeText("no scene", color: ChromePalette.secondaryText, size: 12)
        }
    }
}

/// The inspector of one scene's store.
private struct InspectorContent: View {
    var store: InspectorStore

    /// The attributes plotted: the overlaid ones, else the selection.
    private var plottedIDs: [Int] {
        store.plotted.isEmpty ? (store.selection.map { [$0] } ?? []) : store.plotted
    }

    /// The plotted attributes' curves, named in the legend by attribute alone when they all belong
    /// to one view (the title above names it): "offset", not four times "emoji · …".
    private var curves: [PlotCurve] {
        let entries = plottedIDs.compactMap { store.entry($0) }
        let oneView = entries.count > 1 && Set(entries.map(\.name.view)).count == 1
        var seen: [String: Int] = [:]
        return entries.enumerated().map { index, entry in
            // Two views of one name (a matched geometry's two copies) are told apart by number, as
            // everywhere in the viewer ("scaleEffect 2", "keyframe 3"): one rule, a space and the number.
            let label = oneView ? entry.name.attribute : entry.name.description
            let count = seen[label, default: 0] + 1
            seen[label] = count
            return PlotCurve(name: count > 1 ? "\(label) \(count)" : label,
                             color: InspectorPanel.curveColors[index % InspectorPanel.curveColors.count], trace: entry.trace)
        }
    }

    /// The unit the plotted curves share, as the plots' titles name it; nil when they differ.
    private var unit: String? {
        let units = Set(plottedIDs.compactMap { store.entry($0)?.unit.name })
        guard units.count == 1, let name = units.first else { return nil }
        return name == "factor" ? "×" : name
    }

    var body: some View {
        let curves = curves
        let selected = store.selectedEntry
        return VStack(alignment: .leading, spacing: 6) {
            HStack(spacing: 6) {
                ChromeText(selected?.name.description ?? "click a sprite in the scene",
                           color: selected == nil ? ChromePalette.secondaryText : ChromePalette.accent, size: 12)
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .testID("inspector-title")
                ChromeButton("pick", isOn: store.isPicking) { store.isPicking.toggle() }
                ChromeButton("next") { store.selectNext() }
            }
            if curves.isEmpty {
                ChromeText("Nothing has animated yet. Click the scene: the attributes a click animates are plotted here; "
                    + "pick (s) selects a sprite without tapping it.", color: ChromePalette.secondaryText, size: 12)
            } else {
                // The value plot above the velocity plot where each gets at least `minimumPlotHeight`;
                // in a shorter panel (the smallest window) side by side, each as tall as the room;
                // the value plot alone only when neither fits (stacked, each was about 25 pixels).
                GeometryReader { proxy in
                    let stacked = proxy.size.height >= 2 * InspectorPanel.minimumPlotHeight + 6
                    let sideBySide = !stacked && proxy.size.width >= 2 * InspectorPanel.minimumPlotWidth + 6
                    let value = PlotView(title: "value", series: .value, curves: curves, now: store.time, unit: unit)
                    let velocity = PlotView(title: "velocity", series: .velocity, curves: curves, now: store.time, unit: unit)
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
                .frame(maxWidth: .infinity, minHeight: InspectorPanel.minimumPlotHeight, maxHeight: .infinity)
            }
            if let selected {
                ReadOut(entry: selected)
            }
        }
    }
}

/// The selected attribute's numbers: value → target, velocity, settling time and overshoot.
private struct ReadOut: View {
    var entry: InspectorStore.Entry

    var body: some View {
        let sample = entry.trace.samples.last
        let settle = entry.settle.settlingText(isMoving: entry.isMoving)
        let combined = entry.runningAnimations > 1 ? "   \(entry.runningAnimations) combined" : ""
        return VStack(alignment: .leading, spacing: 2) {
            let unit = entry.unit.symbol
            ChromeText("value \(Self.number(sample?.value ?? 0))\(unit) → \(Self.number(entry.target))\(unit)   "
                       + "velocity \(Self.number(entry.velocity))\(unit)/s", size: 12)
                .testID("inspector-values")
            ChromeText("settle \(settle)   overshoot \(String(format: "%.1f", entry.overshoot * 100)) %" + combined,
                       color: ChromePalette.secondaryText, size: 12)
        }
    }

    /// Three decimals, never "-0.000".
    static func number(_ value: Double) -> String {
        let text = String(format: "%.3f", value)
        return text == "-0.000" ? "0.000" : text
    }
}
