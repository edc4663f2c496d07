import Foundation
import Kinetic
import Observation

/// What the inspector knows about a scene, fed by its graph: per-attribute traces with their event
/// markers and read-outs, the selection, and the attributes overlaid on the plot. It draws
/// nothing: the viewer's views read it (it is `@Observable`: `time` changes once per frame in which
/// something moved, so views showing it re-render then, and only then).
///
/// It subscribes to a ``HeadlessHost``'s events, frames and replays: no polling, no walk of the
/// tree per frame. An animation of built-in kinds reaches it once, as a replay of its animator
/// (``AttributeReplay``), when it starts, merges, combines or stops; a frame brings its time and
/// the samples of what no replay covers (custom animations, driven values); an attribute's trace
/// is worked out when it is read. A frame in which nothing animates publishes nothing. The module
/// is not a product: `package` throughout, except the `@_spi(Benchmarks)` initializer the nested
/// benchmark package measures it through.
@Observable
public final class InspectorStore {
    /// One inspected attribute: the trace of the component that moves, and its read-outs.
    package struct Entry {
        /// The attribute's id.
        package let id: Int
        /// The attribute and its view as a person reads them.
        package var name: AttributeName { didSet { followRank = name.followRank } }
        /// ``AttributeName/followRank``, worked out once (the name's kind is parsed from its text:
        /// asked of every followed attribute at every event, it was a quarter of a tap of the
        /// 1,000-row tree with the inspector subscribed).
        package internal(set) var followRank = 3
        /// The plotted component's samples and the attribute's markers.
        package var trace: Trace
        /// The component plotted (the one furthest from its target when an animation starts).
        package var component = 0 { didSet { unit = AttributeUnit.of(name.kind, component: component) } }
        /// The number of components of the attribute's value.
        package var componentCount: Int
        /// The plotted component's model value at the latest sample: where it heads.
        package var target = 0.0
        /// Animations running at the latest sample.
        package var runningAnimations = 0
        /// Whether the latest sample was driven (set in the frame without animation).
        package var isDriven = false
        /// Whether it stopped after its latest sample: the frames since have none of it (a keyframe
        /// track ended while others go on), or nothing animates any more. Its velocity is 0 then.
        package var isAtRest = false
        /// The velocity now: the latest sample's, or 0 at rest.
        package var velocity: Double { isAtRest ? 0 : trace.samples.last?.velocity ?? 0 }
        /// Overshoot and settling time since the latest animated change.
        package var settle = SettleTracker()
        /// The attribute left the graph.
        package var isRemoved = false
        /// The animated changes not yet applied to `settle`, each with the number of the first frame
        /// it applies to (it needs that frame's sample: its component). Only the latest of those due
        /// at one frame counts, as one change replaces another before any frame shows it.
        var pendingChanges: [(sequence: Int, time: TimeInterval, shown: [Double])] = []
        /// The number of the first recorded frame not yet applied to the trace (the store catches
        /// an entry up when it is read).
        var caughtUpTo = 0
        /// The number of the latest frame that sampled it.
        var lastSampled = -1
        /// Whether a frame sampled it (known without catching up: what cycling visits).
        package internal(set) var hasSamples = false
        /// The host's input count when it was last followed as a driven value.
        var followedInput = -1
        /// The interaction it last joined, numbered from the run's first (``droppedInteractions``
        /// plus its index); -1 before any.
        var interaction = -1
        /// The replays handed over and not yet reached by ``catchUp(_:)``, each with the number of
        /// the first frame it applies to (nil: from then on the frames carry its samples, if any).
        var pendingReplays: [(sequence: Int, replay: AttributeReplay?)] = []
        /// The replay its frames are worked out from now, while it runs.
        var replay: AttributeReplay?

        /// How the plotted component is shown (a rotation in degrees); the trace, the target and
        /// the read-outs are in this unit. Worked out when the component is chosen, not per sample
        /// (reading the name's kind and matching it cost about 3,300 instructions a sample).
        package private(set) var unit = AttributeUnit.plain

        /// Whether it moves now: an animation runs, or its latest sample was driven.
        package var isMoving: Bool { runningAnimations > 0 }

        /// The settling time of the latest change (nil while it moves or before any change).
        package var settlingTime: TimeInterval? { settle.settlingTime(isMoving: isMoving) }
        /// The overshoot past the target since the latest change, as a fraction of the jump.
        package var overshoot: Double { settle.overshoot }
    }

    /// The time of the latest frame with samples (or of the latest event).
    package private(set) var time: TimeInterval = 0
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
    /// Every interaction of the run, oldest first (at most ``interactionLimit``; the oldest go).
    package internal(set) var interactions: [Interaction] = []
    /// The interaction plotted whole (an index into ``interactions``); nil: the plot follows the run.
    package internal(set) var selectedInteraction: Int?
    /// The attributes of the latest interaction (``interactions``' last), to join it once each.
    @ObservationIgnored var latestAttributes: Set<Int> = []
    /// How many interactions went from the front of the list (past ``interactionLimit``).
    @ObservationIgnored var droppedInteractions = 0
    /// The latest interaction's start and number from the run's first (``Entry/interaction``).
    @ObservationIgnored var latestInteraction: (start: TimeInterval, number: Int) = (-.infinity, -1)
    /// The most interactions kept.
    package static let interactionLimit = 500

    @ObservationIgnored private weak var host: HeadlessHost?
    @ObservationIgnored private var subscription: AttributeSubscription?
    @ObservationIgnored private var entries: ContiguousArray<Entry> = []
    @ObservationIgnored private var slots: [Int: Int] = [:]
    /// Every frame's samples, recorded whole; entries are caught up from it when read.
    @ObservationIgnored private var history: SampleHistory
    /// An event came since the latest frame (the next frame checks its driven values again).
    @ObservationIgnored private var eventSinceFrame = false
    /// An event came since the latest frame, at a later time: a value driven in both frames is
    /// followed again (its samples are not from consecutive instants of the store's clock).
    @ObservationIgnored private var eventAfterFrame = false
    /// The host's input count at the latest frame.
    @ObservationIgnored private var inputsAtFrame = -1
    @ObservationIgnored private let sampleCapacity: Int
    /// Frames whose samples reached the store (the graph sends none in which nothing animates).
    @ObservationIgnored package private(set) var receivedFrames = 0
    /// Samples handed to the store over all frames: its per-attribute work.
    @ObservationIgnored package private(set) var receivedSamples = 0
    /// The latest events, oldest first.
    @ObservationIgnored package private(set) var recentEvents = RingBuffer<AttributeEvent>(capacity: 256)

    /// Starts inspecting `host`: subscribes to its graph's events and samples.
    /// - Parameters:
    ///   - host: The scene's host.
    ///   - sampleCapacity: Samples kept per attribute's trace (600: 10 s at 60 Hz).
    ///   - historyLimit: The most bytes of recorded frames and replays kept (64 MB: about 88,000
    ///     replays of an offset, or, sampled, 11 s of the 1,000-row benchmark tree's 1,980 moving
    ///     values). An attribute read after its frames or replays went has the samples that were left.
    ///   - recordsReplays: Whether animations are recorded as they start, merge or combine and
    ///     their frames worked out when read (``AttributeReplay``), rather than every value copied
    ///     every frame. The traces are the same either way, bit for bit (`InspectorReplayGalleryTests`).
    package init(host: HeadlessHost, sampleCapacity: Int = 600, historyLimit: Int = 64 << 20, recordsReplays: Bool = true) {
        self.host = host
        self.sampleCapacity = sampleCapacity
        history = SampleHistory(byteLimit: historyLimit)
        time = host.time
        if recordsReplays {
            subscription = host.subscribe(
                events: { [weak self] event in self?.receive(event) },
                frames: { [weak self] frame in self?.receive(frame) },
                replays: { [weak self] change in self?.receive(change) })
        } else {
            subscription = host.subscribe(
                events: { [weak self] event in self?.receive(event) },
                frames: { [weak self] frame in self?.receive(frame) })
        }
    }

    isolated deinit {
        detach()
        history.release()
    }

    /// A store subscribed to `host`, for the nested benchmark package (it sees no `package`
    /// declarations; the module is otherwise package-only).
    /// - Parameter host: The scene's host.
    /// - Returns: The store, recording from now on.
    @_spi(Benchmarks) public static func subscribed(to host: HeadlessHost, recordsReplays: Bool = true) -> InspectorStore {
        InspectorStore(host: host, recordsReplays: recordsReplays)
    }

    /// The number of attributes with samples (the benchmark checks the store records).
    @_spi(Benchmarks) public var recordedAttributeCount: Int { entries.count { $0.hasSamples } }

    /// Reads every entry (what selecting an interaction of them all does): the samples read, for
    /// the nested benchmark package.
    @_spi(Benchmarks) public func readEveryEntry() -> Int {
        entries.indices.reduce(0) { $0 + caughtUp($1).trace.samples.count }
    }

    /// Stops inspecting: unsubscribes from the host (the traces stay readable).
    package func detach() {
        if let subscription, let host { host.unsubscribe(subscription) }
        subscription = nil
    }

    // MARK: Reading

    /// The attribute `id`, if it was seen (an event, samples or a pick named it).
    /// - Parameter id: The attribute's id.
    /// - Returns: Its entry, or nil.
    package func entry(_ id: Int) -> Entry? { slots[id].map { caughtUp($0) } }

    /// The name of attribute `id`, if it was seen, without working out its samples (what a list of
    /// interactions shows for each of their attributes, every time it is drawn).
    /// - Parameter id: The attribute's id.
    /// - Returns: Its name, or nil.
    package func name(of id: Int) -> AttributeName? { slots[id].map { entries[$0].name } }

    /// The recorded frames attribute `id` has not been caught up with (worked out when it is read).
    package func framesUnread(by id: Int) -> Int { slots[id].map { history.endSequence - entries[$0].caughtUpTo } ?? 0 }

    /// The bytes the recorded frames take.
    package var historyByteCount: Int { history.byteCount }

    /// The selected attribute's entry (the read-outs' subject), if any.
    package var selectedEntry: Entry? { selection.flatMap { entry($0) } }

    /// The attributes that have samples, in the order they were first seen (what cycling visits).
    package var animatedAttributes: [Int] { entries.filter { $0.hasSamples && !$0.isRemoved }.map(\.id) }

    /// The plotted component's value and velocity of `id` at `time`, interpolated between samples
    /// (the hover read-out).
    /// - Parameters:
    ///   - id: The attribute's id.
    ///   - time: Seconds on the host clock.
    /// - Returns: The sample; nil for an unknown attribute or a time outside its samples.
    package func sample(of id: Int, at time: TimeInterval) -> Sample? {
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

    /// Overlays `ids` on the plot (legend order) and selects `id` among them.
    func showOverlaid(_ ids: [Int], selecting id: Int) {
        plotted = ids
        selection = id
    }

    /// The attribute whose name reads `description` (``AttributeName/description``), if it was seen:
    /// the same attribute in another run of the scene (ids are not kept from run to run).
    package func entry(describedAs description: String) -> Entry? {
        entries.firstIndex { $0.name.description == description }.map { caughtUp($0) }
    }

    /// Selects the attribute whose name reads `description` (``AttributeName/description``, `card ·
    /// shadow`): how a selection carries over to a graph made again (ids are not kept).
    /// - Returns: Whether such an attribute is known.
    @discardableResult
    package func select(describedAs description: String) -> Bool {
        guard let entry = entries.first(where: { $0.name.description == description }) else { return false }
        return select(entry.id)
    }

    /// Selects an attribute of the sprite named `view` (``AttributeName/view``): the one that moved
    /// last, else the first seen.
    /// - Parameter view: The sprite's name (`🐶`, `Card`, a test id).
    /// - Returns: Whether the sprite has a known attribute.
    @discardableResult
    package func select(sprite view: String) -> Bool {
        let candidates = entries.indices.filter { entries[$0].name.view == view && !entries[$0].isRemoved }.map { caughtUp($0) }
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
        let index = host.frontItem(at: point, visible: true)
        guard let index else { return false }
        let attributes = host.attributes(forItemAt: index)
        guard !attributes.isEmpty else { return false }
        for attribute in attributes where slots[attribute.id] == nil {
            addEntry(id: attribute.id, name: attribute.name, componentCount: 0)
        }
        picked = attributes
        let known = attributes.compactMap { entry($0.id) }
        let moved = known.filter(\.hasSamples).max { ($0.trace.samples.last?.time ?? 0) < ($1.trace.samples.last?.time ?? 0) }
        let modifier = known.first { $0.name.attribute != AttributeName.frame && $0.name.attribute != "color" }
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
        catchUp(slot)  // the samples so far keep the component they were recorded with
        entries[slot].component = component
        revision &+= 1
    }

    // MARK: Feeding

    @discardableResult
    private func addEntry(id: Int, name: AttributeName, componentCount: Int) -> Int {
        let slot = entries.count
        entries.append(Entry(id: id, name: name, trace: Trace(name: name.description, sampleCapacity: sampleCapacity),
                             componentCount: componentCount))
        entries[slot].followRank = name.followRank
        entries[slot].caughtUpTo = history.endSequence  // no earlier frame sampled it
        entries[slot].component = 0  // (its unit)
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
        if marker != .completion {
            let inputs = host?.inputCount ?? 0
            if inputs != reactedAtInput { (reactedViews, reactedAtInput) = ([], inputs) }
            reactedViews.insert(event.name.view)
            entries[slot].pendingChanges.append((history.endSequence, event.time, event.shown))
            if joinsLatestInteraction(slot, at: event.time) {
                follow(event.attribute, changedAt: event.time)
                attach(event.attribute, at: event.time)
                entries[slot].interaction = latestInteraction.number
            }
        }
        if event.time > time { eventAfterFrame = true }
        time = max(time, event.time)
        eventSinceFrame = true
    }

    /// The latest change's attributes: what one interaction animated, overlaid on the plot.
    @ObservationIgnored private var latestChange: (time: TimeInterval, attributes: [Int]) = (-.infinity, [])
    /// The follow rank the latest change's attributes share (only the best-ranked are followed).
    @ObservationIgnored private var latestRank = Int.max
    /// The host's input count when the overlaid change began.
    @ObservationIgnored private var inputsFollowed = -1
    /// The views an animation started, merged or combined on since the input numbered
    /// `reactedAtInput` (the host's input count): a value driven frame by frame on one of them (a
    /// keyframe run tapped again while it plays, whose clock started over) belongs to that input's
    /// interaction, though it never stopped being driven.
    @ObservationIgnored private var reactedViews: Set<String> = []
    @ObservationIgnored private var reactedAtInput = -1
    /// The replays handed over, oldest first (with the entry's slot, the first frame and the
    /// bytes), and their bytes: they count against the history's limit.
    @ObservationIgnored private var replays = NumberedQueue<(slot: Int, sequence: Int, bytes: Int)>()
    @ObservationIgnored private var replayBytes = 0

    /// Past the limit, the oldest replays go, as the oldest frames do: an entry not read since
    /// loses that change's frames (it keeps its latest replay, whose animation may still run).
    /// Nothing is replayed to make room: no change waits on frames nobody read.
    private func dropReplaysPastLimit() {
        while replayBytes + history.byteCount > history.byteLimit, let oldest = replays.first {
            replays.removeFirst()
            replayBytes -= oldest.bytes
            let slot = oldest.slot
            guard entries[slot].pendingReplays.count > 1, entries[slot].pendingReplays[0].sequence == oldest.sequence else { continue }
            entries[slot].pendingReplays.removeFirst()
            entries[slot].replay = nil
            entries[slot].caughtUpTo = max(entries[slot].caughtUpTo, entries[slot].pendingReplays[0].sequence)
        }
    }

    /// The bytes the handed-over replays take (counted against the history's limit).
    package var replayByteCount: Int { replayBytes }
    /// The most attributes one interaction overlays.
    package static let overlaidLimit = 4

    /// Follows an animated change (or a value starting to be driven frame by frame): the attributes
    /// changed at one instant are overlaid, the first of them selected. The next interaction (an
    /// input the host delivered since) replaces them, so a click always brings back what it
    /// animated; a later change no input caused adds to them.
    /// An input began (``beginInteraction(at:input:)``): the plot follows what it changes, even at
    /// the instant of a change it followed before it (a frame's, at the input's time).
    func followNextInput() { latestChange.time = .nan }

    private func follow(_ attribute: Int, changedAt time: TimeInterval) {
        if time != latestChange.time {
            let inputs = host?.inputCount ?? 0
            if inputs != inputsFollowed || latestChange.attributes.isEmpty {
                latestChange = (time, [])
                inputsFollowed = inputs
            } else {
                // No input since: a change that followed on its own (a completion's animation, a
                // timer) joins what the interaction animated instead of replacing it.
                latestChange.time = time
            }
        }
        guard !latestChange.attributes.contains(attribute) else { return }
        // What moved along (a caption reflowing, an animator's clock, a control's own knob) gives
        // way to what the interaction animated: only the best-ranked attributes of the change are
        // followed (``AttributeName/followRank``).
        // The followed ones share one rank: compared with it, not looked up each (a tap's 1,980
        // events each looked up the four followed, a fifth of the 1,000-row tap inspected).
        let own = slots[attribute].map { entries[$0].followRank } ?? 3
        if !latestChange.attributes.isEmpty {
            if latestRank < own { return }
            if latestRank > own { latestChange.attributes.removeAll() }
        }
        guard latestChange.attributes.count < Self.overlaidLimit else { return }
        latestChange.attributes.append(attribute)
        latestRank = own
        selection = latestChange.attributes[0]
        plotted = latestChange.attributes
    }

    /// Whether a change of the attribute in `slot` at `time` joins the latest interaction (and the
    /// plot follows it): a change at the input's own instant does, and so does a later one (a
    /// completion's animation, the next phase of a phase animator, a keyframe run tapped again),
    /// unless the attribute still moves in an earlier interaction that no input began: what
    /// cycles on its own (the forever-cycling emoji beside the one tapped) is not what a click did,
    /// during the click's interaction or after it ended.
    ///
    /// (The input's own changes, all of a tap's 1,980 events on the 1,000-row tree, are told by one
    /// read of a number kept for it: reading the list for each cost that tap, inspected, 2.8 %.)
    ///
    /// What moves on its own and goes on within a frame or two of settling (a phase animator
    /// cycling forever on a timing curve settles between its phases) goes on in its row, which
    /// runs again: one row, not a row a phase.
    private func joinsLatestInteraction(_ slot: Int, at time: TimeInterval) -> Bool {
        if time <= latestInteraction.start { return true }
        let list = interactions
        let index = entries[slot].interaction - droppedInteractions
        guard index >= 0, index < list.count, list[index].input == Interaction.spontaneous else { return true }
        if let end = list[index].end {
            guard time - end <= Self.continuedWithin else { return true }
            interactions[index].end = nil
        }
        return index == list.count - 1
    }

    /// While something moves on its own (a phase animator cycling forever: the frames never settle),
    /// each running interaction an input began ends in the frame in which all it animated has
    /// settled, instead of reading "running" for good. Asked at the frames that changed something
    /// (an event, an input, an attribute coming or going), and only while something moves on its own.
    private func settleInputInteractionsAmidOwnMotion(at time: TimeInterval) {
        let list = interactions
        guard list.contains(where: { $0.end == nil && $0.input == Interaction.spontaneous }) else { return }
        for index in list.indices where list[index].end == nil && list[index].input != Interaction.spontaneous
            && !list[index].attributes.isEmpty {
            let moving = list[index].attributes.contains { id in
                guard let slot = slots[id] else { return false }
                let entry = caughtUp(slot)
                return !entry.isAtRest && (entry.runningAnimations > 0 || entry.isDriven)
            }
            if !moving { interactions[index].end = time }
        }
    }

    /// Whether the driven value in `slot` is followed again: an input came since it was last
    /// followed and an animation started on its view since that input. (An int comparison a
    /// frame; the set is asked once per input.)
    private func restartsWithInput(_ slot: Int, inputs: Int) -> Bool {
        guard entries[slot].followedInput != inputs, reactedAtInput == inputs else { return false }
        guard reactedViews.contains(entries[slot].name.view) else { return false }
        return true
    }

    /// An attribute's frames are worked out from a replay (or sampled again) from a coming frame.
    private func receive(_ change: AttributeReplayChange) {
        guard let slot = slots[change.attribute] else { return }  // (its event made an entry, if it animates)
        let sequence = history.endSequence
        if let last = entries[slot].pendingReplays.last, last.sequence >= sequence {
            entries[slot].pendingReplays.removeAll { $0.sequence >= sequence }  // two changes before one frame: the latest
        }
        entries[slot].pendingReplays.append((sequence, change.replay))
        guard let replay = change.replay else { return }
        let bytes = replay.byteCount
        _ = replays.append((slot, sequence, bytes))
        replayBytes += bytes
        dropReplaysPastLimit()
        if replay.isRunning, replay.componentCount > 0 { entries[slot].hasSamples = true }
    }

    private func receive(_ frame: AttributeFrame) {
        let time = frame.time
        receivedFrames &+= 1
        receivedSamples &+= frame.count
        let inputs = host?.inputCount ?? 0
        let previousLayout = history.latestLayout
        let sequence = history.endSequence
        // The frame is recorded whole; the entries' traces are worked out when they are read. A
        // replay needs every frame it spans: the entries replayed are caught up before any goes.
        if history.evicts(appending: frame) {
            for slot in entries.indices where entries[slot].replay != nil || !entries[slot].pendingReplays.isEmpty { catchUp(slot) }
        }
        let layoutChanged = history.append(frame)
        if layoutChanged || eventSinceFrame || inputs != inputsAtFrame {
            // Which values started being driven (set every frame without an animation: a keyframe
            // or phase animator), or started over with the latest input; and new attributes' entries.
            // A frame like the one before, with no event or input between, changes none of that.
            let count = frame.count
            for index in 0..<count {
                let sample = frame[index]
                let id = sample.attribute
                let slot = slots[id] ?? addEntry(id: id, name: sample.name, componentCount: sample.componentCount, from: sequence)
                if sample.componentCount > 0 { entries[slot].hasSamples = true }
                guard sample.isDriven else { continue }
                let wasDriven = previousLayout.flatMap { number in
                    history.position(of: id, inLayout: number).map { history.layout(number).driven[$0] }
                } ?? false
                if !wasDriven || eventAfterFrame || restartsWithInput(slot, inputs: inputs) {
                    entries[slot].followedInput = inputs
                    if joinsLatestInteraction(slot, at: time) {
                        follow(id, changedAt: time)
                        attach(id, at: time)
                        entries[slot].interaction = latestInteraction.number
                    }
                }
            }
            settleInputInteractionsAmidOwnMotion(at: time)
        }
        (eventSinceFrame, eventAfterFrame) = (false, false)
        inputsAtFrame = inputs
        if frame.settles { settleInteractions(at: time) }
        self.time = time
    }

    /// An entry made for an attribute first seen in the frame numbered `sequence`.
    private func addEntry(id: Int, name: AttributeName, componentCount: Int, from sequence: Int) -> Int {
        let slot = addEntry(id: id, name: name, componentCount: componentCount)
        entries[slot].caughtUpTo = sequence
        return slot
    }

    /// The entry in `slot`, caught up with every recorded frame.
    private func caughtUp(_ slot: Int) -> Entry {
        catchUp(slot)
        return entries[slot]
    }

    /// Records into the entry in `slot` the samples of the frames since it was last read.
    private func catchUp(_ slot: Int) {
        let end = history.endSequence
        guard entries[slot].caughtUpTo < end else { return }
        var sequence = max(entries[slot].caughtUpTo, history.firstSequence)
        let id = entries[slot].id
        var layoutNumber = -1
        var position: Int?
        var shape = (offset: 0, count: 0, animations: 0, driven: false)
        // The replay its frames are worked out from, kept here while the loop runs (read from the
        // entry at every frame, with the next one's number, it cost 1,300 instructions a frame).
        var replay = entries[slot].replay
        var nextReplay = entries[slot].pendingReplays.first?.sequence ?? Int.max
        // Raw storage for a replayed frame's sample (allocated here, freed below): with an array
        // and its buffer-pointer closures, reading the 1,000-row tree's attributes after a frame
        // cost 60 % more (2.68 → 4.28 million instructions; Benchmarks/README.md, Unsafe code).
        var scratchCapacity = 3 * max(entries[slot].componentCount, 4)
        var scratch = UnsafeMutablePointer<Double>.allocate(capacity: scratchCapacity)
        defer { scratch.deallocate() }
        while sequence < end {
            let frame = history.frame(sequence)
            if frame.layout != layoutNumber {
                layoutNumber = frame.layout
                position = history.position(of: id, inLayout: layoutNumber)
                if let index = position {
                    let layout = history.layout(layoutNumber)
                    shape = (layout.offsets[index], layout.counts[index], layout.animations[index], layout.driven[index])
                }
            }
            if nextReplay <= sequence {
                while let next = entries[slot].pendingReplays.first, next.sequence <= sequence {
                    replay = next.replay.flatMap { $0.isRunning ? $0 : nil }
                    entries[slot].pendingReplays.removeFirst()
                }
                nextReplay = entries[slot].pendingReplays.first?.sequence ?? Int.max
            }
            if position != nil {
                let change = entries[slot].takeChange(dueAt: sequence)
                entries[slot].record(history.values(of: frame) + shape.offset, count: shape.count, animations: shape.animations,
                                     driven: shape.driven, at: frame.time, change: change)
                entries[slot].lastSampled = sequence
            } else if let running = replay {
                let count = running.componentCount
                if scratchCapacity < 3 * count {  // (a value wider than its entry said: rare)
                    scratch.deallocate()
                    scratchCapacity = 3 * count
                    scratch = .allocate(capacity: scratchCapacity)
                }
                let (animations, goesOn) = running.sample(at: frame.time, into: scratch)
                if !goesOn { replay = nil }  // its last frame, at rest on its model value
                let change = entries[slot].takeChange(dueAt: sequence)
                entries[slot].record(UnsafePointer(scratch), count: count, animations: animations, driven: false, at: frame.time, change: change)
                entries[slot].lastSampled = sequence
            }
            sequence += 1
        }
        entries[slot].replay = replay
        entries[slot].caughtUpTo = end
        // It stopped after its latest sample: the latest frame has none of it, or settled everything.
        entries[slot].isAtRest = entries[slot].lastSampled != end - 1 || history.latestSettles
    }
}

extension InspectorStore.Entry {
    /// Takes the changes due at the frame numbered `sequence`: the latest of them, which that
    /// frame's sample applies.
    mutating func takeChange(dueAt sequence: Int) -> (time: TimeInterval, shown: [Double])? {
        guard let first = pendingChanges.first, first.sequence <= sequence else { return nil }
        var due = 0
        while due < pendingChanges.count, pendingChanges[due].sequence <= sequence { due += 1 }
        let latest = pendingChanges[due - 1]
        pendingChanges.removeFirst(due)
        return (latest.time, latest.shown)
    }

    /// Records a frame's sample of the attribute: `count` components each of model, presentation
    /// and velocity from `values`, with the animated change it is the first sample after (if any).
    mutating func record(_ values: UnsafePointer<Double>, count: Int, animations: Int, driven: Bool, at time: TimeInterval,
                         change: (time: TimeInterval, shown: [Double])?) {
        guard count > 0 else { return }
        if componentCount != count { componentCount = count; component = 0 }
        if change != nil || trace.samples.isEmpty { component = movingComponent(of: values, count: count) }
        let factor = unit.factor
        let (model, value, velocity) = (values[component] * factor, values[count + component] * factor, values[2 * count + component] * factor)
        target = model
        if let change {
            // An animation started or joined: the jump is from the value shown before it.
            let shown = component < change.shown.count ? change.shown[component] * factor : (trace.samples.last?.value ?? value)
            settle.start(at: change.time, jump: target - shown)
            // At rest since its last sample (not sampled while nothing ran): the plot holds still
            // until the change, instead of drawing a ramp from that sample across the gap.
            if runningAnimations == 0, !isDriven, change.time < time, let last = trace.samples.last, last.time < change.time {
                trace.record(time: change.time, value: shown, velocity: 0)
            }
        }
        settle.observe(time: time, value: value, target: target)
        runningAnimations = animations
        isDriven = driven
        if let last = trace.samples.last, last.time >= time { return }  // set twice in one frame: the first stays
        trace.record(time: time, value: value, velocity: velocity)
    }

    /// The component that moves most: furthest from its target (animated) or fastest (driven);
    /// the current one unless another moves more than twice as much.
    private func movingComponent(of values: UnsafePointer<Double>, count: Int) -> Int {
        func motion(_ c: Int) -> Double {
            abs(values[c] - values[count + c]) + abs(values[2 * count + c]) * 0.01
        }
        guard component < count else { return 0 }
        var best = component
        for c in 0..<count where motion(c) > motion(best) { best = c }
        return motion(best) > 2 * motion(component) ? best : component
    }
}
