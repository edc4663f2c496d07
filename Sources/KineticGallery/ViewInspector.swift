import Foundation
import Kinetic
import KineticInspector
import KineticSDL

/// The inspector overlay for a Kinetic view scene: every animatable attribute's presentation
/// value and velocity recorded per frame. The sprite that changed last is selected: one of its
/// attributes is plotted with its started / merged / combined markers (`selectNextAttribute()`
/// cycles through them), and a read-out line lists each of its attributes.
///
/// Reading the graph's attributes allocates, so it only runs while the overlay is shown.
public final class ViewInspector {
    private struct Tracked {
        var trace: Trace
        var component = 0
        /// The sprite it belongs to: its test id, else its view.
        var sprite: String
        /// The attribute's name (`scaleEffect`), for its read-out.
        var name: String
        var isAnimating = false
        /// The latest target and the number of animations combined, for the read-out.
        var target = 0.0
        var runningAnimations = 0
        /// The presentation value at the last update, every component.
        var previous: [Double] = []
        /// Overshoot and settling time since the latest animated change.
        var settle = SettleTracker()
        /// Whether the plotted value changed at the previous update too (driven frame by frame).
        var movedLastUpdate = false
    }

    private let scene: HostedViewScene
    private var subscription: AttributeSubscription?
    private var tracked: [Int: Tracked] = [:]
    private var selected: Int?
    private let plot = PlotPanel()
    private var animating: [Int] = []
    /// Animated changes since the last update (attribute, marker, time), marked once tracked.
    private var pendingMarks: [(attribute: Int, kind: EventMarker.Kind, time: TimeInterval)] = []

    /// Starts inspecting `scene` (its host's attribute events are observed from now on).
    public init(scene: HostedViewScene) {
        self.scene = scene
        subscription = scene.host.subscribe(events: { [weak self] event in self?.observe(event) })
    }

    deinit { if let subscription { scene.host.unsubscribe(subscription) } }

    private func observe(_ event: AttributeEvent) {
        let kind: EventMarker.Kind
        switch event.kind {
        case .started: kind = .click
        case .merged: kind = .merge
        case .combined: kind = .combine
        default: return  // a jump (a label's new width, say) neither marks nor selects
        }
        selected = event.attribute
        pendingMarks.append((event.attribute, kind, event.time))
    }

    /// Samples every attribute at the host's current time.
    public func update() {
        let time = scene.host.time
        animating.removeAll(keepingCapacity: true)
        for sample in scene.host.attributes() {
            var entry = tracked[sample.id] ?? Tracked(
                trace: Trace(name: String("\(sample.name) · \(Self.shortName(sample.view))".unicodeScalars
                    .filter { $0.value < 0x2000 }.map(Character.init)), sampleCapacity: 1024),
                sprite: sample.testID ?? sample.view, name: sample.name)
            // Plot the component that moves (offset's y, say): switch to the one furthest from its
            // target, or, set every frame with no animation, the one that changed most since the last.
            if entry.previous.count == sample.presentation.count {
                let previous = entry.previous
                let distance: (Int) -> Double = sample.isAnimating
                    ? { abs(sample.model[$0] - sample.presentation[$0]) + abs(sample.velocity[$0]) * 0.01 }
                    : { abs(sample.presentation[$0] - previous[$0]) }
                if let moving = sample.model.indices.max(by: { distance($0) < distance($1) }),
                   distance(moving) > 2 * distance(entry.component) {
                    entry.component = moving
                }
            }
            entry.previous = sample.presentation
            guard entry.component < sample.presentation.count else { continue }
            let value = sample.presentation[entry.component]
            var velocity = sample.velocity[entry.component]
            let last = entry.trace.samples.last
            let moved = last.map { $0.value != value } ?? false
            if !sample.isAnimating, moved, entry.movedLastUpdate, let last, time > last.time {
                // Set every frame with no animation (a keyframe or phase animator drives it): the
                // velocity of what is drawn, by backward difference. A single jump has none.
                velocity = (value - last.value) / (time - last.time)
            }
            entry.movedLastUpdate = moved
            entry.target = sample.model[entry.component]
            if let change = pendingMarks.last(where: { $0.attribute == sample.id }) {
                // An animation started or joined: the jump is from the value shown before it.
                entry.settle.start(at: change.time, jump: entry.target - (last?.value ?? value))
            }
            entry.settle.observe(time: time, value: value, target: entry.target)
            entry.trace.record(time: time, value: value, velocity: velocity)
            entry.isAnimating = sample.isAnimating
            entry.runningAnimations = sample.runningAnimations
            if sample.isAnimating { animating.append(sample.id) }
            tracked[sample.id] = entry
        }
        for mark in pendingMarks { tracked[mark.attribute]?.trace.mark(mark.kind, at: mark.time) }
        pendingMarks.removeAll()
    }

    /// A view's type name without its generic arguments (`_KeyframeDriver<...>`), at most 40 characters.
    static func shortName(_ view: String) -> String {
        var name = view
        if let open = name.firstIndex(of: "<") { name = String(name[..<open]) + "<...>" }
        return name.count > 40 ? String(name.prefix(39)) + "…" : name
    }

    /// The attributes of the sprite `id` belongs to, in a stable order.
    private func siblings(of id: Int) -> [Int] {
        guard let sprite = tracked[id]?.sprite else { return [] }
        return tracked.filter { $0.value.sprite == sprite }.keys.sorted()
    }

    /// The name of the attribute plotted now (`scaleEffect · Text`), nil before any.
    public var plottedName: String? {
        (selected ?? animating.first ?? tracked.keys.min()).flatMap { tracked[$0]?.trace.name }
    }

    /// Plots the selected sprite's next attribute (after the last, the first); when the sprite has
    /// only the one, the next attribute of the scene.
    public func selectNextAttribute() {
        guard let current = selected ?? animating.first ?? tracked.keys.min() else { return }
        var attributes = siblings(of: current)
        if attributes.count < 2 { attributes = tracked.keys.sorted() }
        guard let index = attributes.firstIndex(of: current) else { return }
        selected = attributes[(index + 1) % attributes.count]
    }

    /// Draws the overlay in `rect`.
    public func draw(on canvas: RenderCanvas, in rect: CGRect) {
        let id = selected ?? animating.first ?? tracked.keys.min()
        if let id, let entry = tracked[id] {
            plot.draw(entry.trace, on: canvas, in: CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height - 70))
        } else {
            canvas.fill(rect, color: PlotPanel.Palette.background)
            canvas.text("Inspector: no animatable attribute yet — click something", at: CGPoint(x: rect.minX + 14, y: rect.minY + 18),
                        size: 13, color: PlotPanel.Palette.label)
        }
        let list = CGRect(x: rect.minX, y: rect.maxY - 70, width: rect.width, height: 70)
        canvas.fill(list, color: PlotPanel.Palette.background.opacity(235))
        var y = list.minY + 14
        // The selected sprite's attributes, the animating ones first (a shows the next one).
        let attributes = id.map(siblings(of:)) ?? []
        let others = attributes.filter { $0 != id }
        let ordered = (id.map { [$0] } ?? []) + others.filter { tracked[$0]?.isAnimating == true }
            + others.filter { tracked[$0]?.isAnimating != true }
        for attribute in ordered.prefix(3) {
            guard let entry = tracked[attribute], let sample = entry.trace.samples.last else { continue }
            let color = attribute == id ? PlotPanel.Palette.value : (entry.isAnimating ? PlotPanel.Palette.title : PlotPanel.Palette.label)
            let line = String(format: "%@  %.3f → %.3f  %.2f/s  settle %@  overshoot %.1f %%", entry.name, sample.value,
                              entry.target, sample.velocity, entry.settle.settlingText(isMoving: entry.isAnimating),
                              entry.settle.overshoot * 100)
                + (entry.runningAnimations > 1 ? "  (\(entry.runningAnimations) combined)" : "")
            canvas.text(line, at: CGPoint(x: list.minX + 10, y: y), size: 12, color: color)
            y += 18
        }
        if attributes.isEmpty {
            canvas.text("nothing animating", at: CGPoint(x: list.minX + 10, y: y), size: 12, color: PlotPanel.Palette.label)
        }
    }
}
