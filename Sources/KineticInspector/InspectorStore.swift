import Foundation
import Kinetic
import Observation

/// What the inspector knows about a scene, fed by its graph: per-attribute traces with their event
/// markers and read-outs, the selection, and the attributes overlaid on the plot. It draws
/// nothing: the viewer's views read it (it is `@Observable`: `time` changes once per frame in which
/// something moved, so views showing it re-render then, and only then).
///
/// It subscribes to a ``HeadlessHost``'s events and frame samples: no polling, no walk of the
/// tree per frame. A KineticViewer user can attach one to a headless host to check, in a test,
/// what the inspector would show; selection and pick mode are the viewer's own (`package`). A frame in which nothing animates publishes nothing, so it costs nothing here;
/// a frame's samples are recorded into fixed-size ring buffers without allocating, once each
/// attribute has its trace.
@Observable
public final class InspectorStore {
    /// One inspected attribute: the trace of the component that moves, and its read-outs.
    public struct Entry {
        /// The attribute's id.
        public let id: Int
        /// The attribute and its view as a person reads them.
        public internal(set) var name: AttributeName
        /// The plotted component's samples and the attribute's markers.
        public internal(set) var trace: Trace
        /// The component plotted (the one furthest from its target when an animation starts).
        public internal(set) var component = 0
        /// The number of components of the attribute's value.
        public internal(set) var componentCount: Int
        /// The plotted component's model value at the latest sample: where it heads.
        public internal(set) var target = 0.0
        /// Animations running at the latest sample.
        public internal(set) var runningAnimations = 0
        /// Whether the latest sample was driven (set in the frame without animation).
        public internal(set) var isDriven = false
        /// Overshoot and settling time since the latest animated change.
        public internal(set) var settle = SettleTracker()
        /// The attribute left the graph.
        public internal(set) var isRemoved = false
        /// The latest animated change not yet applied to `settle` (it needs the next sample's component).
        var pendingChange: (time: TimeInterval, shown: [Double])?

        /// Whether it has samples (it animated or was driven): what cycling visits.
        public var hasSamples: Bool { !trace.samples.isEmpty }
        /// Whether it moves now: an animation runs, or its latest sample was driven.
        public var isMoving: Bool { runningAnimations > 0 }

        /// The settling time of the latest change (nil while it moves or before any change).
        public var settlingTime: TimeInterval? { settle.settlingTime(isMoving: isMoving) }
        /// The overshoot past the target since the latest change, as a fraction of the jump.
        public var overshoot: Double { settle.overshoot }
    }

    /// The time of the latest frame with samples (or of the latest event).
    public private(set) var time: TimeInterval = 0
    /// The selected attribute, whose read-outs the viewer shows.
    package private(set) var selection: Int?
    /// The attributes overlaid on the plot, in legend order.
    package private(set) var plotted: [Int] = []
    /// The attributes that shape the item picked last (``pick(at:)``), innermost first.
    package private(set) var picked: [(id: Int, name: AttributeName)] = []
    /// Whether a click picks an item instead of tapping it (the viewer's pick mode).
    package var isPicking = false
    /// Changes when a plotted component is switched (views showing the plot re-render).
    package private(set) var revision = 0

    // The store runs on the graph's thread, its storage reached for the span of one call, like
    // the graph's: the per-sample paths skip the dynamic exclusivity checks.
    @ObservationIgnored private weak var host: HeadlessHost?
    @ObservationIgnored private var subscription: AttributeSubscription?
    @ObservationIgnored @exclusivity(unchecked) private var entries: ContiguousArray<Entry> = []
    @ObservationIgnored @exclusivity(unchecked) private var slots: [Int: Int] = [:]
    /// The entry of each sample of the frame being recorded (reused from frame to frame).
    @ObservationIgnored @exclusivity(unchecked) private var frameSlots: [Int] = []
    /// The attribute of each sample of the previous frame (its slot is in `frameSlots`).
    @ObservationIgnored @exclusivity(unchecked) private var frameIDs: [Int] = []
    @ObservationIgnored private let sampleCapacity: Int
    /// The latest events, oldest first.
    @ObservationIgnored public private(set) var recentEvents = RingBuffer<AttributeEvent>(capacity: 256)

    /// Starts inspecting `host`: subscribes to its graph's events and samples.
    /// - Parameters:
    ///   - host: The scene's host.
    ///   - sampleCapacity: Samples kept per attribute (600: 10 s at 60 Hz).
    public init(host: HeadlessHost, sampleCapacity: Int = 600) {
        self.host = host
        self.sampleCapacity = sampleCapacity
        time = host.time
        subscription = host.subscribe(
            events: { [weak self] event in self?.receive(event) },
            frames: { [weak self] frame in self?.receive(frame) })
    }

    deinit { detach() }

    /// Stops inspecting: unsubscribes from the host (the traces stay readable).
    public func detach() {
        if let subscription, let host { host.unsubscribe(subscription) }
        subscription = nil
    }

    // MARK: Reading

    /// The attribute `id`, if it was seen (an event, samples or a pick named it).
    /// - Parameter id: The attribute's id.
    /// - Returns: Its entry, or nil.
    public func entry(_ id: Int) -> Entry? { slots[id].map { entries[$0] } }

    /// The attributes that have samples, in the order they were first seen (what cycling visits).
    public var animatedAttributes: [Int] { entries.filter { $0.hasSamples && !$0.isRemoved }.map(\.id) }

    /// The plotted component's value and velocity of `id` at `time`, interpolated between samples
    /// (the hover read-out).
    /// - Parameters:
    ///   - id: The attribute's id.
    ///   - time: Seconds on the host clock.
    /// - Returns: The sample; nil for an unknown attribute or a time outside its samples.
    public func sample(of id: Int, at time: TimeInterval) -> Sample? {
        entry(id)?.trace.interpolated(at: time)
    }

    // MARK: Selection

    /// Selects `id`: it is plotted alone unless it is already among the overlaid attributes.
    /// - Parameter id: The attribute's id.
    /// - Returns: Whether the attribute is known (unknown ids change nothing).
    @discardableResult
    package func select(_ id: Int) -> Bool {
        guard slots[id] != nil else { return false }
        selection = id
        if !plotted.contains(id) { plotted = [id] }
        return true
    }

    /// Selects an attribute of the sprite named `view` (``AttributeName/view``): the one that moved
    /// last, else the first seen.
    /// - Parameter view: The sprite's name (`🐶`, `Card`, a test id).
    /// - Returns: Whether the sprite has a known attribute.
    @discardableResult
    package func select(sprite view: String) -> Bool {
        let candidates = entries.filter { $0.name.view == view && !$0.isRemoved }
        let moved = candidates.filter(\.hasSamples).max { ($0.trace.samples.last?.time ?? 0) < ($1.trace.samples.last?.time ?? 0) }
        guard let chosen = moved ?? candidates.first else { return false }
        return select(chosen.id)
    }

    /// Picks the frontmost drawn item at `point` (host coordinates): ``picked`` lists the
    /// attributes that shape it, and the one of them that moved last is selected (else the first
    /// of its modifiers, else its first attribute).
    /// - Parameter point: A point in host coordinates.
    /// - Returns: Whether an item with attributes lies there.
    @discardableResult
    package func pick(at point: CGPoint) -> Bool {
        guard let host else { return false }
        let index = host.withDisplayList { list in list.items.lastIndex { $0.opacity > 0 && $0.contains(point) } }
        guard let index else { return false }
        let attributes = host.attributes(forItemAt: index)
        guard !attributes.isEmpty else { return false }
        for attribute in attributes where slots[attribute.id] == nil {
            addEntry(id: attribute.id, name: attribute.name, componentCount: 0)
        }
        picked = attributes
        let known = attributes.compactMap { entry($0.id) }
        let moved = known.filter(\.hasSamples).max { ($0.trace.samples.last?.time ?? 0) < ($1.trace.samples.last?.time ?? 0) }
        let modifier = known.first { $0.name.attribute != "frame" && $0.name.attribute != "color" }
        return select((moved ?? modifier ?? known[0]).id)
    }

    /// Selects the next attribute that has samples, in the order first seen, wrapping around;
    /// from an attribute without samples (or none), the first. Attributes that never moved are
    /// skipped, so cycling never rests on a flat line.
    /// - Returns: Whether an attribute is selected.
    @discardableResult
    package func selectNext() -> Bool { cycle(by: 1) }

    /// Selects the previous attribute that has samples (as ``selectNext()``, backwards).
    /// - Returns: Whether an attribute is selected.
    @discardableResult
    package func selectPrevious() -> Bool { cycle(by: -1) }

    private func cycle(by step: Int) -> Bool {
        let candidates = animatedAttributes
        guard !candidates.isEmpty else { return false }
        let next: Int
        if let selection, let position = candidates.firstIndex(of: selection) {
            next = candidates[(position + step + candidates.count) % candidates.count]
        } else {
            next = step > 0 ? candidates[0] : candidates[candidates.count - 1]
        }
        selection = next
        if plotted.count <= 1 { plotted = [next] } else if !plotted.contains(next) { plotted.append(next) }
        return true
    }

    /// Overlays `id` on the plot (appended to the legend), or removes it if it is there.
    /// - Parameter id: The attribute's id.
    package func togglePlotted(_ id: Int) {
        if let position = plotted.firstIndex(of: id) { plotted.remove(at: position) }
        else if slots[id] != nil { plotted.append(id) }
    }

    /// Plots the component `component` of `id` from now on (its earlier samples stay as recorded).
    /// - Parameters:
    ///   - component: The component's index.
    ///   - id: The attribute's id.
    package func plotComponent(_ component: Int, of id: Int) {
        guard let slot = slots[id], component >= 0, entries[slot].componentCount == 0 || component < entries[slot].componentCount else { return }
        entries[slot].component = component
        revision &+= 1
    }

    // MARK: Feeding

    @discardableResult
    private func addEntry(id: Int, name: AttributeName, componentCount: Int) -> Int {
        let slot = entries.count
        entries.append(Entry(id: id, name: name, trace: Trace(name: name.description, sampleCapacity: sampleCapacity),
                             componentCount: componentCount))
        slots[id] = slot
        return slot
    }

    private func receive(_ event: AttributeEvent) {
        recentEvents.append(event)
        let marker: EventMarker.Kind
        switch event.kind {
        case .started: marker = .click
        case .merged: marker = .merge
        case .combined: marker = .combine
        case .completed: marker = .completion
        case .removed:
            if let slot = slots[event.attribute] { entries[slot].isRemoved = true }
            return
        case .jump:
            return  // a new value without animation (a label's width): no trace of its own
        }
        let slot = slots[event.attribute] ?? addEntry(id: event.attribute, name: event.name, componentCount: event.model.count)
        entries[slot].trace.mark(marker, at: event.time)
        if marker != .completion { entries[slot].pendingChange = (event.time, event.shown) }
        time = max(time, event.time)
    }

    private func receive(_ frame: AttributeFrame) {
        let time = frame.time
        // First the slots (a new attribute gets its entry), then one pass over the entries in place.
        // Frame after frame the same attributes run in the same order: the previous frame's slot
        // is reused when the id matches, and the dictionary is only asked about the others.
        let count = frame.count
        if frameIDs.count > count {
            frameIDs.removeLast(frameIDs.count - count)
            frameSlots.removeLast(frameSlots.count - count)
        }
        for index in 0..<count {
            let sample = frame[index]
            let id = sample.attribute
            if index < frameIDs.count && frameIDs[index] == id { continue }
            let slot = slots[id] ?? addEntry(id: id, name: sample.name, componentCount: sample.componentCount)
            if index < frameIDs.count {
                frameIDs[index] = id
                frameSlots[index] = slot
            } else {
                frameIDs.append(id)
                frameSlots.append(slot)
            }
        }
        frameSlots.withUnsafeBufferPointer { frameSlots in
            entries.withUnsafeMutableBufferPointer { entries in
                for index in frameSlots.indices { entries[frameSlots[index]].record(frame[index], at: time) }
            }
        }
        self.time = time
    }
}

extension InspectorStore.Entry {
    /// Records a frame's sample of the attribute.
    mutating func record(_ sample: AttributeFrameSample, at time: TimeInterval) {
        let count = sample.componentCount
        guard count > 0 else { return }
        if componentCount != count { componentCount = count; component = 0 }
        if pendingChange != nil || trace.samples.isEmpty { component = movingComponent(of: sample) }
        let (model, value, velocity) = sample.components(component)
        target = model
        if let change = pendingChange {
            // An animation started or joined: the jump is from the value shown before it.
            let shown = component < change.shown.count ? change.shown[component] : (trace.samples.last?.value ?? value)
            settle.start(at: change.time, jump: target - shown)
            pendingChange = nil
        }
        settle.observe(time: time, value: value, target: target)
        runningAnimations = sample.runningAnimations
        isDriven = sample.isDriven
        if let last = trace.samples.last, last.time >= time { return }  // set twice in one frame: the first stays
        trace.record(time: time, value: value, velocity: velocity)
    }

    /// The component that moves most: furthest from its target (animated) or fastest (driven);
    /// the current one unless another moves more than twice as much.
    private func movingComponent(of sample: AttributeFrameSample) -> Int {
        func motion(_ c: Int) -> Double {
            abs(sample.model(c) - sample.presentation(c)) + abs(sample.velocity(c)) * 0.01
        }
        guard component < sample.componentCount else { return 0 }
        var best = component
        for c in 0..<sample.componentCount where motion(c) > motion(best) { best = c }
        return motion(best) > 2 * motion(component) ? best : component
    }
}
