import Foundation
import Kinetic
import KineticInspector

/// plots.png of a recording: every property that moved in the recorded window plotted whole, one
/// lane per property and component with its own axis in its own unit (value beside velocity), the
/// views that animated it overlaid, the inputs and each attribute's merges, combinations and
/// completions marked. A lane of exactly two views that made the same change (alike where the
/// window first shows them, the same target at its end) gets a third plot, their difference, so a
/// comparison (the lab's lane A against B, its A/B: merging against adding up) reads off one picture.
///
/// Made of the inspector's ``PlotView``s, so it draws as every Kinetic view does: in the window,
/// or offscreen into the recording's folder.
struct RecordingPlots: View {
    /// One lane: a property's component (`offset x`, in `pt`) and the curve of each view that animated it.
    struct Lane {
        var title: String
        var unit: String
        var curves: [PlotCurve]
        /// The two curves' difference, when the lane holds exactly two that made the same change.
        var difference: PlotCurve?
    }

    var title: String
    var lanes: [Lane]
    /// Lanes that moved but were left out of the picture (they are in samples.csv).
    var omitted: Int
    /// The recorded window, in scene seconds.
    var start: TimeInterval
    var end: TimeInterval

    /// The most lanes the picture shows.
    static let maximumLanes = 6
    /// The picture's width and each lane's height, in pixels.
    static let width: CGFloat = 1200
    static let laneHeight: CGFloat = 190
    static let headerHeight: CGFloat = 40

    /// The picture's size for `lanes` lanes (those with a difference take one more).
    static func size(for lanes: [Lane]) -> CGSize {
        let rows = lanes.reduce(0) { $0 + ($1.difference == nil ? 1 : 2) }
        return CGSize(width: width, height: headerHeight + CGFloat(max(rows, 1)) * laneHeight + 8)
    }

    var body: some View {
        let window = max(end - start, 1e-3)
        return VStack(alignment: .leading, spacing: 6) {
            Text(title).font(.system(size: 14)).foregroundColor(PlotView.Palette.title).lineLimit(1)
            Text(lanes.isEmpty ? "nothing moved in the recorded window"
                 : "one lane per property that moved, in its own unit; time in scene seconds"
                    + (omitted > 0 ? "; \(omitted) more lane\(omitted == 1 ? "" : "s") in samples.csv" : ""))
                .font(.system(size: 11)).foregroundColor(PlotView.Palette.label).lineLimit(1)
            ForEach(0..<lanes.count, id: \.self) { index in
                let lane = lanes[index]
                VStack(spacing: 6) {
                    row(title: lane.title, unit: lane.unit, curves: lane.curves, window: window)
                    if let difference = lane.difference {
                        row(title: "\(lane.title): \(difference.name)", unit: lane.unit, curves: [difference], window: window)
                    }
                }
            }
        }
        .padding(.horizontal, 8)
        .frame(width: Self.width, alignment: .topLeading)
        .frame(maxHeight: .infinity, alignment: .top)  // "nothing moved" at the top, not in the middle
    }

    /// A lane's value and velocity plots side by side over the whole window.
    private func row(title: String, unit: String, curves: [PlotCurve], window: TimeInterval) -> some View {
        HStack(spacing: 8) {
            PlotView(title: title, series: .value, curves: curves, now: end, window: window, minimumSpan: 1e-6,
                     step: 1e-6, unit: unit, timeOrigin: 0)
            PlotView(title: "\(title) velocity", series: .velocity, curves: curves, now: end, window: window, unit: unit,
                     timeOrigin: 0)
        }
        .frame(height: Self.laneHeight - 6)
    }
}

extension RecordingPlots {
    /// The lanes of a recording's samples: a lane per property name, component and unit that
    /// changed in the window, in the order it first animated; each curve named by its view (the
    /// part of the sample's name before " · "; a second view of that name is "NAME 2"). Pointer
    /// inputs mark every curve as clicks; `events` mark their attribute's curve.
    static func lanes(samples: [SceneRecording.Sample], events: [SceneRecording.Event], inputs: [SceneInput],
                      start: TimeInterval) -> (lanes: [Lane], omitted: Int) {
        struct Key: Hashable { var property: String, part: String, unit: String }
        struct Series { var attribute: Int, component: Int, view: String, samples: [Sample], target: Double }
        struct Component: Hashable { var attribute: Int, component: Int }
        var order: [Key] = []
        var series: [Key: [Series]] = [:]
        var index: [Key: [Component: Int]] = [:]  // where each attribute's component is in series[key]
        for s in samples {
            let (view, property) = split(s.name)
            let key = Key(property: property, part: s.part, unit: s.unit)
            if series[key] == nil { order.append(key); series[key] = [] }
            let component = Component(attribute: s.attribute, component: s.component)
            if let at = index[key]?[component] {
                series[key]![at].samples.append(Sample(time: s.time, value: s.value, velocity: s.velocity))
                series[key]![at].target = s.model
            } else {
                index[key, default: [:]][component] = series[key]!.count
                series[key]!.append(Series(attribute: s.attribute, component: s.component, view: view,
                                           samples: [Sample(time: s.time, value: s.value, velocity: s.velocity)], target: s.model))
            }
        }
        let clicks = inputs.filter { $0.isMarked && $0.time >= start - 1e-9 }.map(\.time)
        var lanes: [Lane] = []
        for key in order {
            let all = series[key]!
            // A lane is drawn when one of its curves moved.
            func moved(_ curve: Series) -> Bool {
                curve.samples.contains { abs($0.value - curve.samples[0].value) > 1e-9 || abs($0.velocity) > 1e-9 }
            }
            guard all.contains(where: moved) else { continue }
            // Two views compared: both moved to the same target, from where they were alike (their
            // first samples within 5 % of the travel: a frame after the input, two ways of computing
            // one spring already differ by their step error).
            let travel = abs(all[0].target - all[0].samples[0].value)
            let compared = all.count == 2 && all.allSatisfy(moved)
                && abs(all[0].samples[0].value - all[1].samples[0].value) <= 0.05 * travel + 1e-9
                && abs(all[0].target - all[1].target) <= 1e-9 * max(1, abs(all[0].target))
            var seen: [String: Int] = [:]
            let curves = all.enumerated().map { position, curve in
                seen[curve.view, default: 0] += 1
                let name = seen[curve.view]! == 1 ? curve.view : "\(curve.view) \(seen[curve.view]!)"
                var trace = Trace(name: name, sampleCapacity: max(curve.samples.count, 1), markerCapacity: clicks.count + events.count + 1)
                for s in curve.samples { trace.record(time: s.time, value: s.value, velocity: s.velocity) }
                for time in clicks { trace.mark(.click, at: time) }
                for event in events where event.attribute == curve.attribute {
                    switch event.change {
                    case .merged: trace.mark(.merge, at: event.time)
                    case .combined: trace.mark(.combine, at: event.time)
                    case .completed: trace.mark(.completion, at: event.time)
                    default: break
                    }
                }
                return PlotCurve(name: name, color: PlotView.Palette.curve(position), trace: trace)
            }
            // "offset x", "rotationEffect angle"; a part the property's name ends with is not repeated
            // ("transitionOpacity", not "transitionOpacity opacity").
            let title = key.part.isEmpty || key.property.lowercased().hasSuffix(key.part.lowercased())
                ? key.property : "\(key.property) \(key.part)"
            lanes.append(Lane(title: title, unit: key.unit, curves: curves,
                              difference: compared ? difference(curves[0], curves[1], clicks: clicks) : nil))
        }
        let shown = Array(lanes.prefix(maximumLanes))
        return (shown, lanes.count - shown.count)
    }

    /// `first − second`, sample by sample (the two curves of one recording share its frames).
    static func difference(_ first: PlotCurve, _ second: PlotCurve, clicks: [TimeInterval]) -> PlotCurve {
        let a = first.trace.samples, b = second.trace.samples
        let name = "\(first.name) − \(second.name)"
        var trace = Trace(name: name, sampleCapacity: max(min(a.count, b.count), 1), markerCapacity: clicks.count + 1)
        // Align by time: a curve starts when its attribute first animated.
        var j = 0
        for sample in a {
            while j < b.count, b[j].time < sample.time - 1e-9 { j += 1 }
            guard j < b.count, abs(b[j].time - sample.time) < 1e-9 else { continue }
            trace.record(time: sample.time, value: sample.value - b[j].value, velocity: sample.velocity - b[j].velocity)
        }
        for time in clicks { trace.mark(.click, at: time) }
        return PlotCurve(name: name, color: .white, trace: trace)
    }

    /// "A · offset" → ("A", "offset"); a name without " · " is the property of an unnamed view.
    static func split(_ name: String) -> (view: String, property: String) {
        guard let range = name.range(of: " · ", options: .backwards) else { return ("", name) }
        return (String(name[..<range.lowerBound]), String(name[range.upperBound...]))
    }
}
