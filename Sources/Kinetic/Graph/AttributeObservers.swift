import Foundation

/// The subscribers to a graph's attribute events and frame samples. The graph holds one only
/// while someone subscribes: without it, the update and frame paths test one optional and do
/// nothing more.
@MainActor package final class AttributeObservers {
    /// One subscriber's callbacks.
    struct Subscriber {
        var id: Int
        var events: (@MainActor (AttributeEvent) -> Void)?
        var frames: (@MainActor (AttributeFrame) -> Void)?
        var animators: (@MainActor (AnimatorEvent) -> Void)? = nil
        var replays: (@MainActor (AttributeReplayChange) -> Void)? = nil
    }

    private(set) var subscribers: [Subscriber] = []
    /// The samples of the frame being run (reused from frame to frame).
    package let buffer = AttributeSampleBuffer()
    /// True while the graph runs a frame: values set then without animation are driven, not jumps.
    package private(set) var isInFrame = false
    /// The host time of the previous frame (driven values' backward differences span it).
    package private(set) var previousFrameTime: TimeInterval
    private var hasEventSubscribers = false
    private var hasFrameSubscribers = false
    private var hasAnimatorSubscribers = false
    /// Whether the attributes' animations are handed over as replays (``AttributeReplay``) rather
    /// than sampled every frame: some subscriber records replays and every frame subscriber does.
    package private(set) var recordsReplays = false
    /// Whether the frame being run advanced any attribute (its frame is published, with samples or not).
    package var frameRan = false

    /// The graph publishing (its clock stamps events).
    private unowned let graph: SceneGraph

    init(graph: SceneGraph) {
        self.graph = graph
        previousFrameTime = graph.time
    }

    var isEmpty: Bool { subscribers.isEmpty }

    /// Whether these observers publish `graph`'s events (checked in ``SceneGraph/_checkInvariants()``).
    func publishes(for graph: SceneGraph) -> Bool { self.graph === graph }

    func add(_ subscriber: Subscriber) {
        subscribers.append(subscriber)
        refreshFlags()
    }

    func remove(id: Int) {
        subscribers.removeAll { $0.id == id }
        refreshFlags()
    }

    private func refreshFlags() {
        hasEventSubscribers = subscribers.contains { $0.events != nil }
        hasFrameSubscribers = subscribers.contains { $0.frames != nil }
        hasAnimatorSubscribers = subscribers.contains { $0.animators != nil }
        recordsReplays = subscribers.contains { $0.replays != nil } && subscribers.allSatisfy { $0.frames == nil || $0.replays != nil }
    }

    /// Tells the replay subscribers that `attribute`'s frames are worked out from `replay` from
    /// the next frame on (nil: sampled, or not at all).
    /// A change made during a frame (a timeline's entry, an animator's phase) is handed over once
    /// the frame is: the attribute was advanced in that frame, or not at all.
    package func publishReplay(of attribute: AnimatedAttribute, _ replay: AttributeReplay?) {
        if isInFrame {
            deferredReplays.append(AttributeReplayChange(attribute: attribute.id, replay: replay))
            return
        }
        send(AttributeReplayChange(attribute: attribute.id, replay: replay))
    }

    /// Replay changes made during the frame being run.
    private var deferredReplays: [AttributeReplayChange] = []

    private func send(_ change: AttributeReplayChange) {
        var change = change
        let replay = change.replay
        var handedOver = false
        for subscriber in subscribers {
            guard let receive = subscriber.replays else { continue }
            // Each advances its own: one reads as it goes, another later.
            if handedOver { change.replay = replay?.copy() }
            receive(change)
            handedOver = true
        }
    }

    /// Whether anyone listens to animator boundaries (the animators build their events only then).
    package var wantsAnimatorEvents: Bool { hasAnimatorSubscribers }

    /// Tells the animator subscribers about a phase change or a keyframe run of `animator`,
    /// stamped with the graph's time.
    package func publish(_ kind: AnimatorEvent.Kind, animator: Int, view: String) {
        guard hasAnimatorSubscribers else { return }
        let event = AnimatorEvent(kind: kind, animator: animator, view: view, time: graph.time)
        for subscriber in subscribers { subscriber.animators?(event) }
    }

    /// Tells the event subscribers what happened to `attribute` (`transaction` gives the animation).
    package func publish(_ kind: AttributeEvent.Kind, of attribute: AnimatedAttribute, transaction: Transaction?) {
        guard hasEventSubscribers else { return }
        // An attribute no subscriber has heard of leaves unannounced: its view is being torn down,
        // and naming it would walk an ancestry that is going away.
        if kind == .removed, attribute.cachedInspectionName == nil { return }
        send(kind, of: attribute, transaction: transaction, shown: [], model: [])
    }

    /// Tells the event subscribers that `attribute` changed from showing `shown` to heading to `model`.
    package func publish<V: VectorArithmetic>(_ kind: AttributeEvent.Kind, of attribute: AnimatedAttribute, transaction: Transaction?,
                                              shown: V, model: V) {
        guard hasEventSubscribers else { return }
        send(kind, of: attribute, transaction: transaction, shown: components(shown), model: components(model))
    }

    /// The latest animation described, and how: a transaction's animators all name the same
    /// animation (described for each of the 1,980 a tap of the 1,000-row tree starts, it was a
    /// third of that tap with an inspector subscribed).
    private var described: (animation: Animation, text: String)?

    private func describe(_ animation: Animation) -> String {
        if let described, described.animation == animation { return described.text }
        let text = String(describing: animation)
        described = (animation, text)
        return text
    }

    private func send(_ kind: AttributeEvent.Kind, of attribute: AnimatedAttribute, transaction: Transaction?,
                      shown: [Double], model: [Double]) {
        let animation = kind == .jump ? nil : transaction.flatMap { $0.disablesAnimations ? nil : $0.animation }
        let event = AttributeEvent(kind: kind, attribute: attribute.id, name: attribute.inspectionName,
                                   time: graph.time,
                                   animation: animation.map(describe), shown: shown, model: model)
        for subscriber in subscribers { subscriber.events?(event) }
    }

    /// A frame at `time` starts: its samples fill the emptied buffer.
    func beginFrame(time: TimeInterval) {
        buffer.reset(time: time)
        isInFrame = true
        frameRan = false
    }

    /// The frame is done: its samples go to the frame subscribers (none when nothing moved).
    /// - Parameter settles: nothing animates after this frame (until an input or a timeline's entry).
    func endFrame(settles: Bool) {
        isInFrame = false
        previousFrameTime = buffer.time
        buffer.settles = settles
        if hasFrameSubscribers, buffer.entryCount > 0 || (frameRan && recordsReplays) {
            let frame = AttributeFrame(buffer: buffer)
            for subscriber in subscribers { subscriber.frames?(frame) }
        }
        if !deferredReplays.isEmpty {
            let changes = deferredReplays
            deferredReplays.removeAll(keepingCapacity: true)
            for change in changes { send(change) }
        }
    }
}

extension SceneGraph {
    /// Subscribes to attribute events and frame samples; the token's ``unsubscribe(_:)`` ends it.
    package func subscribe(events: (@MainActor (AttributeEvent) -> Void)?, frames: (@MainActor (AttributeFrame) -> Void)?,
                           animators: (@MainActor (AnimatorEvent) -> Void)? = nil,
                           replays: (@MainActor (AttributeReplayChange) -> Void)? = nil) -> AttributeSubscription {
        let observers = self.observers ?? AttributeObservers(graph: self)
        let token = AttributeSubscription()
        endReplays(observers)
        observers.add(.init(id: token.id, events: events, frames: frames, animators: animators, replays: replays))
        self.observers = observers
        return token
    }

    /// The subscribers change: the running attributes' frames are sampled again until their next
    /// change (a new subscriber has none of their replays; one that wants samples needs them).
    private func endReplays(_ observers: AttributeObservers) {
        for attribute in running where attribute.isReplayed {
            attribute.isReplayed = false
            observers.publishReplay(of: attribute, nil)
        }
    }

    /// Ends a subscription; with none left, the graph stops collecting anything.
    package func unsubscribe(_ subscription: AttributeSubscription) {
        guard let observers else { return }
        endReplays(observers)
        observers.remove(id: subscription.id)
        if observers.isEmpty { self.observers = nil }  // a frame in progress finishes with its own reference
    }

    /// The frame loop's pass over the running attributes while someone subscribes: the same as the
    /// plain loop, plus each attribute's sample and the completions.
    func tickRunning(observed observers: AttributeObservers) {
        let buffer = observers.buffer
        if !running.isEmpty { observers.frameRan = true }
        var index = 0
        while index < running.count {
            // Not retained, as in the plain loop: `running` holds it until `stopRunning` below.
            // A replayed attribute writes no sample: the inspector works it out from its replay.
            let unretained = Unretained(running[index])
            if unretained.withGuaranteedReference({ $0.isReplayed ? $0.step($0, time) : $0.sampledStep($0, time, buffer) }) {
                index += 1
            } else {
                // Its sample is at rest on its model value.
                let attribute = unretained.instance
                stopRunning(attribute)  // the last one moved into `index`
                // Unless a completion just removed its view (it sent `removed` then).
                if attribute.owner != nil { observers.publish(.completed, of: attribute, transaction: nil) }
            }
        }
    }
}
