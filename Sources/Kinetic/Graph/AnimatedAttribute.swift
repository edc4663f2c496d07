import Foundation

/// One animatable attribute of the scene graph, as the frame loop sees it: something with an
/// ``AttributeAnimator`` that advances with the host clock while it runs.
@MainActor package class AnimatedAttribute {
    /// Position in the graph's running list, or -1 when idle (O(1) removal, no lookups per frame).
    // Release builds skip the dynamic exclusivity checks of this file's `@exclusivity(unchecked)`
    // properties (each reached only for the span of one call); with the checks, 12 % more for a frame of the 1,000-row tree with the inspector subscribed (1.36 → 1.52 million):
    // Benchmarks/profile.sh, 2026-11-28. Debug builds check (Benchmarks/README.md, Unsafe code).
    #if !KINETIC_CHECKED
    @exclusivity(unchecked)
    #endif
    package var runningIndex = -1
    /// A number identifying the attribute for as long as it exists (inspectors key plots by it).
    package let id: Int = SerialNumber.next()
    /// The node that owns the attribute (its name and its view's name are read from there, only
    /// when an inspector asks); nil once the node left the graph (``detach()``).
    #if !KINETIC_CHECKED
    @exclusivity(unchecked)
    #endif
    package unowned var owner: ViewNode?
    /// How ``writeSample(to:)`` reads the value's components: 0 not yet known, 1 a run of
    /// `Double`s in memory (copied directly), 2 through ``VectorComponents`` (allocates).
    #if !KINETIC_CHECKED
    @exclusivity(unchecked)
    #endif
    package var componentLayout: UInt8 = 0
    /// Whether the inspectors have its replay (``AttributeReplay``): the observed frame loop then
    /// advances it without writing its sample.
    #if !KINETIC_CHECKED
    @exclusivity(unchecked)
    #endif
    package var isReplayed = false
    /// The name inspectors read, worked out the first time one asks (while the owner's ancestry is
    /// intact: an attribute still finishing after its view left the tree keeps the name it had).
    #if !KINETIC_CHECKED
    @exclusivity(unchecked)
    #endif
    package var cachedInspectionName: AttributeName?

    /// `transaction` with the animation the graph's replacement gives this attribute instead of its
    /// own (``SceneGraph/animationReplacement``); nil when it does not animate or there is none (the
    /// transaction is copied only then: copied on every set, a tap of the 1,000-row tree cost 1.6 %
    /// more instructions, 5.25 → 5.33 million).
    @inline(__always) func replacedTransaction(_ transaction: Transaction, graph: SceneGraph) -> Transaction? {
        guard let replacement = graph.animationReplacement, transaction.animation != nil,
              let animation = replacement(self) else { return nil }
        var replaced = transaction
        replaced.animation = animation
        return replaced
    }

    /// The attribute left the graph: forgets its owner, which may be freed while the attribute
    /// still finishes a frame, then tells the subscribers (by the name it had, if it had one).
    package func detach() {
        let observers = owner?.graph.observers
        owner = nil
        // A sample it wrote in this frame is read when the frame ends: it stays until then.
        if let observers, observers.isInFrame { observers.buffer.retire(self) }
        observers?.publish(.removed, of: self, transaction: nil)  // only if it was named (cached)
    }

    /// The frame loop's step: advances the attribute to a time, returns true while it animates.
    /// Chosen once, when the attribute is made, for its value type (``AnimatedValue``'s
    /// specializations): the loop calls it directly, where a call of ``tick(time:)`` through the
    /// class first tested its value type against each specialization (23 instructions an
    /// attribute a frame, 11.5 % of the frame of the 1,000-row tree, and 53 with the inspector's
    /// sample: Benchmarks/README.md, "The inspector's cost").
    package typealias Step = (AnimatedAttribute, TimeInterval) -> Bool
    /// The frame loop's step with the inspector's sample (``tick(time:sampleTo:)``).
    package typealias SampledStep = (AnimatedAttribute, TimeInterval, AttributeSampleBuffer) -> Bool

    /// This attribute's ``Step``.
    package final let step: Step
    /// This attribute's ``SampledStep``.
    package final let sampledStep: SampledStep

    /// An attribute whose frame steps call ``tick(time:)`` and ``tick(time:sampleTo:)`` through the class.
    init() {
        step = { $0.tick(time: $1) }
        sampledStep = { $0.tick(time: $1, sampleTo: $2) }
    }

    /// An attribute with its own frame steps.
    init(step: @escaping Step, sampledStep: @escaping SampledStep) {
        self.step = step
        self.sampledStep = sampledStep
    }

    /// Advances to `time`; returns true while still animating.
    package func tick(time: TimeInterval) -> Bool { false }
    /// Advances to `time` and appends the sample it reached to `buffer` (the frame loop's step
    /// while an inspector subscribes, for attributes without a ``SampledStep`` of their own);
    /// returns true while still animating.
    package func tick(time: TimeInterval, sampleTo buffer: AttributeSampleBuffer) -> Bool {
        let running = tick(time: time)
        writeSample(to: buffer)
        return running
    }
    /// The model value, presentation value and velocity as flat component lists (for inspectors).
    package func sample() -> (model: [Double], presentation: [Double], velocity: [Double], animations: Int) { ([], [], [], 0) }
    /// Appends the attribute's model, presentation and velocity components to the frame's samples.
    package func writeSample(to buffer: AttributeSampleBuffer) {
        let s = sample()
        buffer.append(self, model: s.model, presentation: s.presentation, velocity: s.velocity, animations: s.animations)
    }
}

/// A vector whose components an inspector can read.
package protocol VectorComponents {
    /// Appends the components in order.
    func appendComponents(to list: inout [Double])
}
extension Double: VectorComponents { package func appendComponents(to list: inout [Double]) { list.append(self) } }
extension Float: VectorComponents { package func appendComponents(to list: inout [Double]) { list.append(Double(self)) } }
extension CGFloat: VectorComponents { package func appendComponents(to list: inout [Double]) { list.append(Double(self)) } }
extension EmptyAnimatableData: VectorComponents { package func appendComponents(to list: inout [Double]) {} }
extension AnimatablePair: VectorComponents {
    package func appendComponents(to list: inout [Double]) {
        (first as? VectorComponents)?.appendComponents(to: &list)
        (second as? VectorComponents)?.appendComponents(to: &list)
    }
}

/// The components of `value`, when its type exposes them.
package func components<V>(_ value: V) -> [Double] {
    var list: [Double] = []
    (value as? VectorComponents)?.appendComponents(to: &list)
    return list
}

/// An animatable attribute holding a value of type `Value` (SPEC §6): a changed model value calls
/// `setValue` with the transaction at the attribute's position; frames read `presentationValue`.
///
/// The frame path reaches concrete code for the value types the built-in effects use (the frame
/// steps chosen in `init`; `set` is compiled concretely by its callers, which know the type), so
/// a frame of those does no generic arithmetic.
package final class AnimatedValue<Value: VectorArithmetic>: AnimatedAttribute {
    package let animator: AttributeAnimator<Value>
    package unowned let graph: SceneGraph

    package init(_ value: Value, graph: SceneGraph) {
        animator = AttributeAnimator(value: value, group: graph.animatorGroup)
        self.graph = graph
        let steps = Self.steps
        super.init(step: steps.step, sampledStep: steps.sampled)
    }

    /// The frame steps of `Value`: straight into concrete code for the built-in effects' value
    /// types (colours are `ColorData`, a pair of `Double` pairs), through the class for others.
    /// This list replaced the `@_specialize` lists `tick` and `writeSample` carried, which a call
    /// through the class tested at every frame.
    private static var steps: (step: Step, sampled: SampledStep) {
        if Value.self == AnimatablePair<CGFloat, CGFloat>.self { return AnimatedValue<AnimatablePair<CGFloat, CGFloat>>.concreteSteps() }
        if Value.self == AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>>.self {
            return AnimatedValue<AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>>>.concreteSteps()
        }
        if Value.self == Double.self { return AnimatedValue<Double>.concreteSteps() }
        if Value.self == CGFloat.self { return AnimatedValue<CGFloat>.concreteSteps() }
        if Value.self == ColorData.self { return AnimatedValue<ColorData>.concreteSteps() }
        if Value.self == AnimatablePair<Double, AnimatablePair<CGFloat, CGFloat>>.self {
            return AnimatedValue<AnimatablePair<Double, AnimatablePair<CGFloat, CGFloat>>>.concreteSteps()
        }
        if Value.self == AnimatablePair<CGFloat, AnimatablePair<CGFloat, CGFloat>>.self {
            return AnimatedValue<AnimatablePair<CGFloat, AnimatablePair<CGFloat, CGFloat>>>.concreteSteps()
        }
        return ({ $0.tick(time: $1) }, { $0.tick(time: $1, sampleTo: $2) })
    }

    /// Steps that reach this value type's code directly (inlined into each concrete caller above,
    /// so the closures are concrete and capture nothing).
    @inline(__always)
    private static func concreteSteps() -> (step: Step, sampled: SampledStep) {
        ({ unsafeDowncast($0, to: Self.self).animator.update(time: $1) },
         { attribute, time, buffer in
             let value = unsafeDowncast(attribute, to: Self.self)
             let running = value.animator.update(time: time)
             value.writeCurrentSample(to: buffer)
             return running
         })
    }

    /// An attribute for `value` owned by `owner` (which names it for inspectors).
    package static func make(_ value: Value, owner: ViewNode) -> AnimatedValue<Value> {
        let attribute = make(value, graph: owner.graph)
        attribute.owner = owner
        return attribute
    }

    /// An attribute for `value`.
    package static func make(_ value: Value, graph: SceneGraph) -> AnimatedValue<Value> {
        AnimatedValue(value, graph: graph)
    }

    /// The value drawn now.
    @inline(__always) package var presentationValue: Value { animator.presentationValue }
    /// The latest value set.
    @inline(__always) package var modelValue: Value { animator.modelValue }

    /// Sets a new model value in an update under `transaction`; unchanged values do nothing.
    /// (Not in the `@_specialize` list: its callers know the value type, and `AnimatedValue` is
    /// final, so they compile it concretely; measured, the list changed nothing here.)
    @discardableResult
    package func set(_ value: Value, transaction: Transaction, environment: EnvironmentValues? = nil) -> AnimatorChange {
        if value == animator.modelValue {
            // A running animation sees the environment of each update (the pausable animation
            // reads `animationPaused` from it).
            if let environment, animator.isAnimating { animator.updateEnvironment(environment) }
            return .unchanged
        }
        // Read once: each read of the unowned `graph` retains and releases it.
        let graph = self.graph
        // Asked first without binding anything: the replacement is nil but in an A/B comparison
        // (binding the optional result on every set cost a tap of the 1,000-row tree 1.4 % more).
        if graph.animationReplacement != nil, let replaced = replacedTransaction(transaction, graph: graph) {
            return apply(value, transaction: replaced, environment: environment, graph: graph)
        }
        return apply(value, transaction: transaction, environment: environment, graph: graph)
    }

    /// ``set(_:transaction:environment:)`` after the unchanged check.
    @inline(__always)
    private func apply(_ value: Value, transaction: Transaction, environment: EnvironmentValues?, graph: SceneGraph) -> AnimatorChange {
        guard let observers = graph.observers else {
            let change = animator.setValue(value, transaction: transaction, time: graph.time, environment: environment ?? graph.rootEnvironment)
            if animator.isAnimating { graph.startRunning(self) } else if runningIndex >= 0 { graph.stopRunning(self) }
            graph.needsRender = true
            return change
        }
        let shown = animator.presentationValue
        let wasRunning = runningIndex >= 0
        let change = animator.setValue(value, transaction: transaction, time: graph.time, environment: environment ?? graph.rootEnvironment)
        if animator.isAnimating { graph.startRunning(self) } else if runningIndex >= 0 { graph.stopRunning(self) }
        graph.needsRender = true
        // After the event below, which makes the inspector's entry the replay goes to.
        defer { if observers.recordsReplays, wasRunning || animator.isAnimating { recordReplay(to: observers) } }
        if change == .immediate && observers.isInFrame {
            // Set in a frame without animation (a keyframe or phase animator drives it): a sample
            // of what is drawn, its velocity by backward difference over the frame.
            let interval = graph.time - observers.previousFrameTime
            let velocity = interval > 0 ? (value - shown).scaled(by: 1 / interval) : .zero
            writeComponents(model: value, presentation: value, velocity: velocity, animations: 0, driven: true,
                            of: self, to: observers.buffer)
        } else if let kind = AttributeEvent.Kind(change) {
            observers.publish(kind, of: self, transaction: transaction, shown: shown, model: value)
        }
        return change
    }

    package override func tick(time: TimeInterval) -> Bool { animator.update(time: time) }

    /// Hands the inspectors the replay of the animation just set (nil when it is a custom one, or
    /// when nothing runs any more): from the next frame on the frame loop writes no sample of it.
    private func recordReplay(to observers: AttributeObservers) {
        let replay: AttributeReplay? = animator.isAnimating ? animator.replica(springsIn: graph.replicaGroup).map { AnimatorReplay.make($0) } : nil
        isReplayed = replay != nil
        observers.publishReplay(of: self, replay)
    }

    package override func sample() -> (model: [Double], presentation: [Double], velocity: [Double], animations: Int) {
        (components(animator.modelValue), components(animator.presentationValue), components(animator.velocity), animator.runningAnimationCount)
    }

    package override func writeSample(to buffer: AttributeSampleBuffer) { writeCurrentSample(to: buffer) }

    /// Appends the animator's model, presentation and velocity now (inlined into the frame steps:
    /// called, as `writeSample` is, an inspected frame measured 13 instructions an attribute more).
    @inline(__always)
    private func writeCurrentSample(to buffer: AttributeSampleBuffer) {
        writeComponents(model: animator.modelValue, presentation: animator.presentationValue, velocity: animator.velocity,
                        animations: animator.runningAnimationCount, driven: false, of: self, to: buffer)
    }

    /// Sets a new model value in an update, with the transaction and environment of `context`.
    @discardableResult @inline(__always)
    package func set(_ value: Value, in context: borrowing UpdateContext) -> AnimatorChange {
        if value == animator.modelValue {
            // A running animation sees the environment of each update (the pausable animation
            // reads `animationPaused` from it).
            if animator.isAnimating { animator.updateEnvironment(context.environment) }
            return .unchanged
        }
        return set(value, transaction: context.transaction, environment: context.environment)
    }

    /// Stops the attribute (its node left the graph).
    package func stop() {
        if runningIndex >= 0 { graph.stopRunning(self) }
        if isReplayed, let observers = graph.observers {
            // Its replay ends: it is not advanced any more.
            isReplayed = false
            observers.publishReplay(of: self, nil)
        }
        detach()
    }
}
