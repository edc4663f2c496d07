import Foundation

/// What a new model value did to an ``AttributeAnimator``.
public enum AnimatorChange: Equatable, Sendable {
    /// The value did not change.
    case unchanged
    /// No animation: the presentation value jumped to the model value.
    case immediate
    /// The attribute was at rest and started animating.
    case started
    /// The new animation took over the running one, inheriting its state (springs).
    case merged
    /// The new animation runs on top of the running ones, their effects combined.
    case combined
}

/// The animator of one animatable attribute: it holds the model value and the animations still
/// running towards it, and produces the presentation value (SPEC §6).
///
/// Animations run on deltas. The presentation value is `base + v`, where `base` is the value the
/// attribute rested at and `v` is produced by the chain of running animations: the oldest animates
/// towards its cumulative target, each newer one from the output of the older ones to its own
/// cumulative target. A new change either merges into the newest animation (when that animation's
/// `shouldMerge` says so: springs), or joins the chain. Once an animation finishes, it and every
/// older one are dropped and its target becomes the new floor.
///
/// Completion handlers of the transactions that started the animations run exactly once, by their
/// criteria. Everything is a function of the times passed in: no clock is read here.
public final class AttributeAnimator<Value: VectorArithmetic> {
    /// The latest value set: where the attribute is heading.
    public private(set) var modelValue: Value
    /// The value drawn now.
    public private(set) var presentationValue: Value
    /// The rate of change of the presentation value, per second (zero at rest).
    public private(set) var velocity: Value

    @usableFromInline var base: Value
    @usableFromInline var entries: [Entry] = []
    /// Animations superseded by a merge, still evaluated privately until they are logically
    /// complete, for their transactions' `.logicallyComplete` completions.
    @usableFromInline var shadows: [Entry] = []
    @usableFromInline var lastUpdateTime: Double = -.infinity
    /// Listeners resolved during an update, run once the animator's state is consistent.
    @usableFromInline var resolvedListeners: [AnimationCompletionListener] = []

    @usableFromInline
    struct Entry {
        @usableFromInline var animation: Animation
        @usableFromInline var context: AnimationContext<Value>
        @usableFromInline var startTime: Double
        /// The cumulative delta this animation heads to, relative to `base`.
        @usableFromInline var target: Value
        @usableFromInline var hasProducedFrame = false
        @usableFromInline var logicalListeners: [AnimationCompletionListener]
        @usableFromInline var removalListeners: [AnimationCompletionListener]

        @inlinable
        init(animation: Animation, context: AnimationContext<Value>, startTime: Double, target: Value,
             logicalListeners: [AnimationCompletionListener], removalListeners: [AnimationCompletionListener]) {
            self.animation = animation
            self.context = context
            self.startTime = startTime
            self.target = target
            self.logicalListeners = logicalListeners
            self.removalListeners = removalListeners
        }
    }

    /// Creates an animator at rest at `value`.
    public init(value: Value) {
        modelValue = value
        presentationValue = value
        velocity = .zero
        base = value
    }

    /// Whether any animation is running.
    @inlinable public var isAnimating: Bool { !entries.isEmpty }

    /// How many animations are combined right now (1 after a merge).
    public var runningAnimationCount: Int { entries.count }

    /// Sets a new model value in an update at `time` (seconds, host clock).
    ///
    /// With the transaction's animation (unless `disablesAnimations`) the attribute starts, merges
    /// or combines an animation; with none it jumps and drops running animations. The transaction's
    /// completion listeners are registered with the animation it starts.
    /// - Parameters:
    ///   - value: The new model value.
    ///   - transaction: The transaction of the update.
    ///   - time: The time of the update; later `update(time:)` calls are measured from it.
    ///   - environment: The environment the animation's context exposes.
    /// - Returns: What happened.
    @discardableResult
    public func setValue(_ value: Value, transaction: Transaction, time: TimeInterval,
                         environment: EnvironmentValues = EnvironmentValues()) -> AnimatorChange {
        guard value.magnitudeSquared.isFinite else {
            warnOnce("AttributeAnimator: ignored a non-finite value (NaN or infinity); the attribute keeps \(modelValue)")
            return .unchanged
        }
        let delta = value - modelValue
        guard delta != .zero else { return .unchanged }
        modelValue = value
        guard let animation = transaction.animation, !transaction.disablesAnimations else {
            dropAll()
            base = value
            presentationValue = value
            velocity = .zero
            flushResolvedListeners()
            return .immediate
        }
        let logical = transaction.completionListeners.filter { $0.criteria == .logicallyComplete }
        let removal = transaction.completionListeners.filter { $0.criteria == .removed }
        for listener in transaction.completionListeners { listener.register() }

        guard var previous = entries.popLast() else {
            entries.append(Entry(animation: animation, context: AnimationContext(environment: environment),
                                 startTime: time, target: delta, logicalListeners: logical, removalListeners: removal))
            lastUpdateTime = time
            return .started
        }
        let target = previous.target + delta

        if !previous.hasProducedFrame {
            // The running animation never showed a frame: the new one simply replaces it.
            resolve(previous.logicalListeners)
            entries.append(Entry(animation: animation, context: AnimationContext(environment: environment),
                                 startTime: time, target: target,
                                 logicalListeners: logical, removalListeners: removal + previous.removalListeners))
            flushResolvedListeners()
            return entries.count == 1 ? .started : .combined
        }

        // Evaluate on copies: looking advances nothing that runs.
        var older = entries
        let floor = Self.evaluate(&older, time: time).output
        var context = previous.context
        guard animation.shouldMerge(previous: previous.animation, value: previous.target - floor,
                                    time: time - previous.startTime, context: &context) else {
            entries.append(previous)
            entries.append(Entry(animation: animation, context: AnimationContext(environment: environment),
                                 startTime: time, target: target, logicalListeners: logical, removalListeners: removal))
            return .combined
        }
        var superseded = [previous]
        if !entries.isEmpty, case .fluidSpring = animation.kind {
            // A spring merging over combined animations takes over the whole combination: it starts
            // from the combination's value and velocity and heads to a fixed target, so its motion
            // does not depend on the frame rate.
            var chain = entries + [previous]
            let state = Self.evaluate(&chain, time: time)
            context.springState.offset = state.output
            context.springState.velocity = state.velocity ?? velocity
            superseded += entries
            for entry in entries { previous.removalListeners += entry.removalListeners }
            entries.removeAll(keepingCapacity: true)
        }
        for entry in superseded where !entry.logicalListeners.isEmpty && !entry.context.isLogicallyComplete {
            var pending = entry
            pending.removalListeners = []
            shadows.append(pending)
        }
        previous.animation = animation
        previous.context = context
        previous.target = target
        previous.logicalListeners = logical
        previous.removalListeners += removal
        entries.append(previous)
        return .merged
    }

    /// Runs the chain of `entries` at `time`: each animates from the output of the older ones to
    /// its own cumulative target. Returns the output, its exact velocity when every animation
    /// reports one (nil otherwise), and the index of the newest finished entry (−1 if none).
    ///
    /// For an entry after the first, d/dt[floor + A(target − floor, τ)] = v_floor + ∂A/∂τ − A(v_floor),
    /// as every built-in non-merging animation is linear in the delta it animates; a simulated
    /// spring's offset rides on its floor, so its velocity is v_floor + its own.
    @inlinable
    static func evaluate(_ entries: inout [Entry], time: TimeInterval) -> (output: Value, velocity: Value?, finishedIndex: Int) {
        var output = Value.zero
        var velocity: Value? = .zero
        var finishedIndex = -1
        for index in entries.indices {
            let input = entries[index].target - output
            let elapsed = time - entries[index].startTime
            let animation = entries[index].animation
            entries[index].hasProducedFrame = true
            guard let result = animation.animate(value: input, time: elapsed, context: &entries[index].context) else {
                output = entries[index].target
                velocity = .zero
                finishedIndex = index
                continue
            }
            output += result
            guard let floorVelocity = velocity,
                  let own = animation.velocity(value: input, time: elapsed, context: entries[index].context) else {
                velocity = nil
                continue
            }
            if index == 0 || floorVelocity == .zero {
                velocity = own
            } else if case .fluidSpring = animation.kind {
                velocity = floorVelocity + own
            } else {
                var copy = entries[index].context
                let carried = animation.animate(value: floorVelocity, time: elapsed, context: &copy) ?? floorVelocity
                velocity = floorVelocity + own - carried
            }
        }
        return (output, velocity, finishedIndex)
    }

    /// Advances the animations to `time` (host clock, non-decreasing) and recomputes the
    /// presentation value and velocity. Finished animations are removed and completions run.
    /// - Returns: Whether the attribute is still animating.
    @discardableResult
    public func update(time: TimeInterval) -> Bool {
        if !shadows.isEmpty { updateShadows(time: time) }
        guard !entries.isEmpty else {
            flushResolvedListeners()
            return false
        }
        let previousPresentation = presentationValue
        let previousTime = lastUpdateTime
        var (output, chainVelocity, finishedIndex) = Self.evaluate(&entries, time: time)
        for index in entries.indices where index <= finishedIndex || entries[index].context.isLogicallyComplete {
            resolve(&entries[index].logicalListeners)
        }

        if finishedIndex >= 0 {
            // The finished animation holds its target: it and everything older are done.
            let floor = entries[finishedIndex].target
            for index in 0...finishedIndex { resolve(&entries[index].removalListeners) }
            entries.removeSubrange(0...finishedIndex)
            base += floor
            output -= floor
            for index in entries.indices { entries[index].target -= floor }
        }

        if entries.isEmpty {
            base = modelValue
            presentationValue = modelValue
            velocity = .zero
        } else {
            presentationValue = base + output
            if let chainVelocity {
                velocity = chainVelocity
            } else if time > previousTime {
                // An animation that reports no velocity: the backward difference of the last frame.
                velocity = (presentationValue - previousPresentation).scaled(by: 1 / (time - previousTime))
            }
        }
        lastUpdateTime = time
        flushResolvedListeners()
        return !entries.isEmpty
    }

    /// Superseded animations keep running privately until logically complete.
    @usableFromInline
    func updateShadows(time: TimeInterval) {
        var index = 0
        while index < shadows.count {
            let done = shadows[index].animation.animate(
                value: shadows[index].target, time: time - shadows[index].startTime,
                context: &shadows[index].context) == nil || shadows[index].context.isLogicallyComplete
            if done {
                resolve(&shadows[index].logicalListeners)
                shadows.remove(at: index)
            } else {
                index += 1
            }
        }
    }

    /// Drops every animation (a change with no animation): they count as complete and removed.
    @usableFromInline
    func dropAll() {
        for index in entries.indices {
            resolve(&entries[index].logicalListeners)
            resolve(&entries[index].removalListeners)
        }
        for index in shadows.indices { resolve(&shadows[index].logicalListeners) }
        entries.removeAll(keepingCapacity: true)
        shadows.removeAll(keepingCapacity: true)
    }

    @inlinable
    func resolve(_ listeners: inout [AnimationCompletionListener]) {
        guard !listeners.isEmpty else { return }
        resolvedListeners += listeners
        listeners.removeAll()
    }

    @usableFromInline
    func resolve(_ listeners: [AnimationCompletionListener]) {
        resolvedListeners += listeners
    }

    /// Runs resolved completions after the state is consistent, so that a completion may set a
    /// new value on this very animator.
    @usableFromInline
    func flushResolvedListeners() {
        guard !resolvedListeners.isEmpty else { return }
        let listeners = resolvedListeners
        resolvedListeners.removeAll(keepingCapacity: true)
        for listener in listeners { listener.resolve() }
    }
}
