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
/// criteria, after the animator's state is consistent: a completion may set a new value on the
/// same animator. Everything is a function of the times passed in: no clock is read here.
///
/// Driving an animator directly (a game loop, a custom renderer): a transaction's completions run
/// once every animation it started on the animators it was set on is complete, counting the
/// animators it reached at one instant as one update. That update is over when one of them is
/// updated or set at a later time, or when the `withTransaction` body that carried the
/// transaction returns; a change that animated nothing runs its completions then.
public final class AttributeAnimator<Value: VectorArithmetic> {
    /// All state lives in one struct. It is only ever accessed for the span of one call, and
    /// completions (the only user code run here) run after that access ends, so the dynamic
    /// exclusivity check is skipped.
    // Release builds skip the dynamic exclusivity checks of this file's `@exclusivity(unchecked)`
    // properties (each reached only for the span of one call); with the checks, 62 % more for a frame of the 1,000-row tree's 1,980 animators (409 → 663 thousand) and 24 % more for its tap:
    // Benchmarks/profile.sh, 2026-11-28. Debug builds check (Benchmarks/README.md, Unsafe code).
    #if !KINETIC_CHECKED
    @exclusivity(unchecked)
    #endif
    @usableFromInline var storage: AnimatorStorage<Value>
    /// The group whose animators share the work of animations started together (``AnimatorGroup``);
    /// nil for an animator made without one, which keeps its own in ``ownGroup``. A constant, so
    /// that a change passes it on without a retain (as a variable, 150,000 instructions more for a
    /// tap of the 1,000-row tree).
    @usableFromInline let group: AnimatorGroup?
    /// The group of its own of an animator made without one, where it keeps its simulated springs'
    /// motions: nil until a change runs one (``ownGroup(for:)``). Here rather than in ``storage``,
    /// which an inspector's replica copies (there, 8 bytes more cost a tap with the inspector 1 %).
    #if !KINETIC_CHECKED
    @exclusivity(unchecked)
    #endif
    @usableFromInline var ownGroup: AnimatorGroup?

    /// Creates an animator at rest at `value`. A non-finite value (NaN or infinity) is replaced by
    /// zero with a warning, so nothing non-finite ever reaches the screen.
    /// - Parameters:
    ///   - value: The value it rests at.
    ///   - group: The animators it shares the work of animations started together with (see
    ///     ``AnimatorGroup``). Without one it has a group of its own, where it keeps only its
    ///     simulated springs' unit motions: one dimension to integrate (two for a merge) whatever
    ///     the value's, then scaled — a 4-D `.bouncy` frame costs about 23 ns instead of 31.
    public init(value: Value, group: AnimatorGroup? = nil) {
        self.group = group
        if value.magnitudeSquared.isFinite {
            storage = AnimatorStorage(value: value)
        } else {
            reportIssue("AttributeAnimator: a non-finite initial value (NaN or infinity) starts at zero instead")
            storage = AnimatorStorage(value: .zero)
        }
    }

    /// An animator that evaluates every animation itself, sharing nothing, not even its springs'
    /// unit motions (a group that shares nothing): the direct evaluation that the shared paths are
    /// checked against.
    convenience init(evaluatingAlone value: Value) {
        self.init(value: value, group: AnimatorGroup(scope: .nothing))
    }

    /// The latest value set: where the attribute is heading.
    @inlinable public var modelValue: Value { storage.modelValue }
    /// The value drawn now.
    @inlinable public var presentationValue: Value { storage.presentationValue }
    /// The rate of change of the presentation value, per second (zero at rest).
    @inlinable public var velocity: Value { storage.velocity }
    /// Whether any animation is running.
    @inlinable public var isAnimating: Bool { !storage.entries.isEmpty }
    /// How many animations are combined right now (1 after a merge).
    public var runningAnimationCount: Int { storage.entries.count }

    /// Sets a new model value in an update at `time` (seconds, host clock).
    ///
    /// With the transaction's animation (unless `disablesAnimations`) the attribute starts, merges
    /// or combines an animation; with none it jumps and drops running animations. The transaction's
    /// completion listeners are registered with the animation it starts. Non-finite values are
    /// ignored with a warning.
    /// - Parameters:
    ///   - value: The new model value.
    ///   - transaction: The transaction of the update.
    ///   - time: The time of the update; later `update(time:)` calls are measured from it.
    ///   - environment: The environment the animation's context exposes.
    /// - Returns: What happened.
    @inlinable @discardableResult
    public func setValue(_ value: Value, transaction: Transaction, time: TimeInterval,
                         environment: EnvironmentValues = EnvironmentValues()) -> AnimatorChange {
        guard value.magnitudeSquared.isFinite else {
            reportIssue("AttributeAnimator: ignored a non-finite value (NaN or infinity); the attribute keeps \(modelValue)")
            return .unchanged
        }
        if !storage.openListeners.isEmpty && time > storage.openListenersTime { closeOpenUpdate() }
        // The group passed as it is: through `??` or `if let`, it was retained and released (80,000
        // of a tap's instructions on the 1,000-row tree).
        let change = if group != nil {
            storage.setValue(value, transaction: transaction, time: time, environment: environment, group: group)
        } else {
            storage.setValue(value, transaction: transaction, time: time, environment: environment, group: ownGroup(for: transaction))
        }
        if transaction.hasCompletionListeners {
            storage.openListeners += transaction.completionListeners
            storage.openListenersTime = time
        }
        // Asked here, in the specialised caller: the unspecialised method looks up its storage's
        // generic metadata on entry (about 270 instructions), once for every animator a tap starts.
        if !storage.resolvedListeners.isEmpty { flushResolvedListeners() }
        return change
    }

    /// Sets a new model value under the transaction in force: inside `withAnimation(_:_:)` or
    /// `withTransaction(_:_:)` their transaction (its animation, completions and keys), else an
    /// empty one (the value jumps). What a game loop or a renderer of its own calls:
    /// ```swift
    /// withAnimation(.bouncy) { animator.setValue(1.5, time: now) } completion: { … }
    /// ```
    /// - Parameters:
    ///   - value: The new model value.
    ///   - time: The time of the update.
    /// - Returns: What happened.
    @discardableResult
    public func setValue(_ value: Value, time: TimeInterval) -> AnimatorChange {
        setValue(value, transaction: Transaction.current ?? Transaction(), time: time)
    }

    /// Advances the animations to `time` (host clock, non-decreasing) and recomputes the
    /// presentation value and velocity. Finished animations are removed and completions run.
    /// - Returns: Whether the attribute needs further updates: it is animating, or an animation a
    ///   merge superseded still runs privately until it is logically complete (its
    ///   `.logicallyComplete` callbacks are pending).
    @inlinable @discardableResult
    public func update(time: TimeInterval) -> Bool {
        let isAnimating = storage.update(time: time)
        if !storage.resolvedListeners.isEmpty { flushResolvedListeners() }
        if !storage.openListeners.isEmpty && time > storage.openListenersTime { closeOpenUpdate() }
        return isAnimating
    }

    /// The group of its own, for an animator made without one: made when a change first runs a
    /// simulated spring (an animator of curves allocates nothing more).
    @usableFromInline
    func ownGroup(for transaction: Transaction) -> AnimatorGroup? {
        if let ownGroup { return ownGroup }
        guard let animation = transaction.animation, case .fluidSpring = animation.kind else { return nil }
        let own = AnimatorGroup(scope: .springs)
        ownGroup = own
        return own
    }

    /// The update that registered the open listeners is over (the animator has moved on to a
    /// later time): their transactions start nothing more here, so a completion whose animations
    /// are all complete runs now. Closing is idempotent: a host that closed them already (the
    /// scene graph, `withTransaction`) is not run twice.
    @usableFromInline
    func closeOpenUpdate() {
        let listeners = storage.openListeners
        storage.openListeners = []  // no copy-on-write of the buffer `listeners` still holds
        for listener in listeners { listener.closeUpdate() }
    }

    /// Gives the running animations a new environment (the view's environment changed): custom
    /// animations read it through `context.environment` from their next frame on, as the seed's
    /// pausable animation reads `animationPaused`.
    public func updateEnvironment(_ environment: EnvironmentValues) {
        storage.updateEnvironment(environment)
    }

    /// Runs the completions resolved by the last change or frame.
    @usableFromInline
    func flushResolvedListeners() {
        guard !storage.resolvedListeners.isEmpty else { return }
        let listeners = storage.resolvedListeners
        storage.resolvedListeners.removeAll(keepingCapacity: true)
        for listener in listeners { listener.resolve() }
    }
}

/// One running animation of an attribute.
@usableFromInline
struct AnimatorEntry<Value: VectorArithmetic> {
    // What a frame reads comes first, in one or two cache lines after the array's header: the
    // start, the target and the sharing (the rest is read when the animation changes).
    @usableFromInline var startTime: Double
    /// The cumulative delta this animation heads to, relative to the animator's base.
    @usableFromInline var target: Value
    /// What this entry shares with the others its animation started at the same instant in the
    /// animator's group: its start's slot, read on the frame path by address (reading a class
    /// reference out of the entry retained and released it, 40 instructions an animator-frame);
    /// `sharingOwner`, the slot's holder, keeps the slot in use.
    @usableFromInline var sharing: Sharing = .none
    /// What a merged simulated spring adds to its shared basis motions (``followMerge(in:)``),
    /// next to what the frame reads: kept here, not in the animator's storage (64 bytes more
    /// there for a 4-D value slowed a grouped frame of 100,000 animators from 7 to 9–10 ns).
    @usableFromInline var merge = MergeCoefficients<Value>(error: .zero, halfVelocity: .zero)
    /// The animation's parameters when it is a built-in kind, for the frame path.
    @usableFromInline var leaf: LeafAnimation
    @usableFromInline var context: AnimationContext<Value>
    @usableFromInline var animation: Animation { didSet { leaf = LeafAnimation(animation); sharing = .none; sharingOwner = nil } }
    @usableFromInline var sharingOwner: AnyObject?
    @usableFromInline var logicalListeners: [AnimationCompletionListener]
    @usableFromInline var removalListeners: [AnimationCompletionListener]

    @inlinable
    init(animation: Animation, context: AnimationContext<Value>, startTime: Double, target: Value,
         logicalListeners: [AnimationCompletionListener], removalListeners: [AnimationCompletionListener],
         group: AnimatorGroup?) {
        let leaf = LeafAnimation(animation)
        // Looked up before the entry exists: in a mutating method, reading `leaf` while setting
        // `sharing` copied the whole entry, its context included (1.2 million instructions a tap).
        if let group {
            (sharing, sharingOwner) = Self.sharing(of: leaf, startTime: startTime, in: group)
        } else {
            (sharing, sharingOwner) = (.none, nil)
        }
        self.animation = animation
        self.leaf = leaf
        self.context = context
        self.startTime = startTime
        self.target = target
        self.logicalListeners = logicalListeners
        self.removalListeners = removalListeners
    }

    /// What an entry shares in its group: one word, its slot's address with the kind in its two
    /// lowest bits (slots are 8-byte aligned), so that the frame's shortcut fields stay in one run
    /// (an enum of pointers takes a tag byte more, and the storage 8 bytes more).
    @frozen @usableFromInline
    struct Sharing {
        @usableFromInline let bits: UInt

        @inlinable init(bits: UInt) { self.bits = bits }

        /// Nothing shared.
        @inlinable static var none: Sharing { Sharing(bits: 0) }
        /// A timing curve's or closed-form spring's progress.
        @inlinable static func progress(_ slot: SlotReference<ProgressSlot>) -> Sharing {
            Sharing(bits: UInt(bitPattern: slot.pointer))
        }
        /// A simulated spring's motion from rest.
        @inlinable static func springMotion(_ slot: SlotReference<SpringSlot>) -> Sharing {
            Sharing(bits: UInt(bitPattern: slot.pointer) | 1)
        }
        /// A merged simulated spring's basis motions.
        @inlinable static func mergedSpring(_ slot: SlotReference<MergeSlot>) -> Sharing {
            Sharing(bits: UInt(bitPattern: slot.pointer) | 2)
        }

        /// What it is, to switch on.
        @usableFromInline
        enum Kind {
            case none
            case progress(SlotReference<ProgressSlot>)
            case springMotion(SlotReference<SpringSlot>)
            case mergedSpring(SlotReference<MergeSlot>)
        }

        @inlinable var kind: Kind {
            @inline(__always) get {
                guard bits != 0 else { return .none }
                switch bits & 3 {
                case 0: return .progress(SlotReference(UnsafeMutablePointer(bitPattern: bits).unsafelyUnwrapped))
                case 1: return .springMotion(SlotReference(UnsafeMutablePointer(bitPattern: bits & ~3).unsafelyUnwrapped))
                default: return .mergedSpring(SlotReference(UnsafeMutablePointer(bitPattern: bits & ~3).unsafelyUnwrapped))
                }
            }
        }

        @inlinable var isNone: Bool { bits == 0 }
    }

    /// What `group` shares for an animation started from rest (a merged animation continues
    /// another's state: it shares nothing), unretained, and the reference that keeps it alive.
    @inlinable
    static func sharing(of leaf: LeafAnimation, startTime: Double, in group: AnimatorGroup) -> (Sharing, AnyObject?) {
        switch leaf {
        case .timingCurve, .spring:
            guard group.scope == .all, let progress = group.sharedProgress(for: leaf, startTime: startTime) else { return (.none, nil) }
            return (.progress(SlotReference(progress.slot)), progress)
        case let .fluidSpring(spring):
            guard group.scope != .nothing else { return (.none, nil) }
            let motion = group.sharedSpringMotion(for: spring, startTime: startTime)
            return (.springMotion(SlotReference(motion.slot)), motion)
        case .other:
            return (.none, nil)
        }
    }

    /// Follows the basis motions its group shares for springs merged like this entry's (its
    /// animation a simulated spring that has just merged, at the start of the chain: its target
    /// stays put until the next change, which ends the sharing).
    @inlinable
    mutating func followMerge(in group: AnimatorGroup) {
        guard case let .fluidSpring(spring) = leaf, group.scope != .nothing else { return }
        let holder = group.sharedMerge(for: spring, startTime: startTime, continuing: context.springState)
        merge = FluidSpring.merge(context.springState, value: target)
        sharing = .mergedSpring(SlotReference(holder.slot))
        sharingOwner = holder
    }

    /// Stops following a shared spring motion: the entry's own spring state becomes the shared
    /// one at `time` (its last frame) — from rest, the unit motion scaled by its delta; merged, the
    /// basis motions summed with its coefficients — or, when the motion has moved past that, its
    /// own integration to then (from rest, or from the state it merged with, which it kept).
    @inlinable
    mutating func detachSharedSpring(at time: Double) {
        guard case let .fluidSpring(spring) = leaf else { return }
        let elapsed = time - startTime
        switch sharing.kind {
        case .none, .progress:
            return
        case let .springMotion(motion):
            if motion.slot.elapsed == elapsed {
                context.springState = FluidSpring.state(delta: target, unit: motion.slot.state)
            } else {
                spring.integrateFromRest(value: target, to: elapsed, context: &context)
            }
        case let .mergedSpring(basis):
            if basis.slot.elapsed == elapsed && basis.slot.hasStepped {
                context.springState = FluidSpring.state(value: target, merge: merge, basis: basis.slot.state)
                if basis.slot.isLogicallyComplete { context.isLogicallyComplete = true }
            } else {
                spring.integrate(value: target, to: elapsed, context: &context)
            }
        }
        sharing = .none
        sharingOwner = nil
    }

    /// Whether it follows a shared spring motion (from rest or merged).
    @inlinable var followsSharedSpring: Bool {
        switch sharing.kind {
        case .springMotion, .mergedSpring: true
        case .none, .progress: false
        }
    }
}

/// The state and the algorithm of an ``AttributeAnimator``.
@usableFromInline
struct AnimatorStorage<Value: VectorArithmetic> {
    // What a frame reads and writes comes first, together (the model value last): the fewer cache
    // lines an animator touches, the more of a large crowd stays in the cache.

    /// The frame's shortcut, set while the one running animation shares its work in the group
    /// (a ``SharedProgress``, a ``SharedSpringMotion`` from rest, or a ``SharedMerge``) with
    /// nothing else to look after (no `.logicallyComplete` listeners, no superseded animations):
    /// what it shares, and the entry's start and target, copied here so that such a frame touches
    /// only the first 176 bytes of this storage (for a 4-D value), not the entries' buffer too: at 100,000 animators
    /// a frame is bound by memory, not arithmetic. Set from the entries by
    /// ``refreshSharedFrame()`` after every change of them.
    @usableFromInline var sharedFrame: AnimatorEntry<Value>.Sharing = .none
    @usableFromInline var sharedFrameStart: Double = 0
    /// Whether the shortcut's entry has been marked logically complete.
    @usableFromInline var sharedFrameMarkedComplete = false
    /// Whether some entry still has `.logicallyComplete` listeners: the frame skips looking
    /// otherwise. (Here, in the flag above's padding, rather than among the fields a frame does not
    /// read: 8 bytes fewer an animator, which keeps one within malloc's 272-byte chunks.)
    @usableFromInline var hasLogicalListeners = false
    /// Listeners resolved during a change or a frame, run by the animator afterwards.
    @usableFromInline var resolvedListeners: [AnimationCompletionListener] = []
    /// Listeners of transactions set at `openListenersTime`, whose update may still be open.
    @usableFromInline var openListeners: [AnimationCompletionListener] = []
    @usableFromInline var sharedFrameTarget: Value = .zero
    @usableFromInline var base: Value
    @usableFromInline var presentationValue: Value
    @usableFromInline var velocity: Value
    @usableFromInline var lastUpdateTime: Double = -.infinity
    @usableFromInline var entries: [AnimatorEntry<Value>] = []
    /// Animations superseded by a merge, still evaluated privately until they are logically
    /// complete, for their transactions' `.logicallyComplete` completions.
    @usableFromInline var shadows: [AnimatorEntry<Value>] = []
    @usableFromInline var openListenersTime: Double = -.infinity
    @usableFromInline var modelValue: Value

    @inlinable
    init(value: Value) {
        modelValue = value
        presentationValue = value
        velocity = .zero
        base = value
    }

    @inlinable
    mutating func setValue(_ value: Value, transaction: Transaction, time: TimeInterval,
                           environment: EnvironmentValues, group: AnimatorGroup?) -> AnimatorChange {
        let delta = value - modelValue
        guard delta != .zero else { return .unchanged }
        defer { refreshSharedFrame() }
        modelValue = value
        guard let animation = transaction.animation, !transaction.disablesAnimations else {
            dropAll()
            base = value
            presentationValue = value
            velocity = .zero
            return .immediate
        }
        // Read once: each read of the transaction's storage retains what it returns.
        let listeners = transaction.completionListeners
        var logical: [AnimationCompletionListener] = [], removal: [AnimationCompletionListener] = []
        if !listeners.isEmpty {
            logical = listeners.filter { $0.criteria == .logicallyComplete }
            if !logical.isEmpty { hasLogicalListeners = true }
            removal = listeners.filter { $0.criteria == .removed }
            for listener in listeners { listener.register() }
        }
        func newEntry(target: Value, removal: [AnimationCompletionListener]) -> AnimatorEntry<Value> {
            AnimatorEntry(animation: animation, context: AnimationContext(environment: environment),
                          startTime: time, target: target, logicalListeners: logical, removalListeners: removal,
                          group: group)
        }

        // A shared spring motion ends before a change reads or takes over its state.
        for index in entries.indices where entries[index].followsSharedSpring {
            entries[index].detachSharedSpring(at: lastUpdateTime)
        }
        guard var previous = entries.popLast() else {
            entries.append(newEntry(target: delta, removal: removal))
            lastUpdateTime = time
            return .started
        }
        let target = previous.target + delta
        // Even when the running animation has not shown a frame yet (two `withAnimation` calls in
        // one tap), the new change is an update of its own, as in SwiftUI: it merges or combines
        // like any other, and each transaction's completion waits for its own animation.

        // Evaluate on copies: looking advances nothing that runs.
        var older = entries
        let floor = Self.evaluate(&older, time: time).output
        var context = previous.context
        guard animation.shouldMerge(previous: previous.animation, value: previous.target - floor,
                                    time: time - previous.startTime, context: &context) else {
            entries.append(previous)
            entries.append(newEntry(target: target, removal: removal))
            return .combined
        }
        var superseded = [previous]
        if !entries.isEmpty, animation.takesOverCombinedAnimations {
            // It starts from the combination's value and velocity (a simulated spring).
            var chain = entries + [previous]
            let state = Self.evaluate(&chain, time: time)
            animation.takeOver(value: state.output, velocity: state.velocity ?? velocity, context: &context)
            superseded += entries
            for entry in entries { previous.removalListeners += entry.removalListeners }
            entries.removeAll(keepingCapacity: true)
        }
        for entry in superseded where !entry.logicalListeners.isEmpty && !entry.context.isLogicallyComplete {
            var pending = entry
            pending.removalListeners = []
            shadows.append(pending)
        }
        // The merged animation is a new one: its logical completion is its own.
        context._isLogicallyComplete = false
        previous.animation = animation
        previous.context = context
        previous.target = target
        previous.logicalListeners = logical
        previous.removalListeners += removal
        if let group, entries.isEmpty { previous.followMerge(in: group) }
        entries.append(previous)
        return .merged
    }

    /// Runs the chain of `entries` at `time`: each animates from the output of the older ones to
    /// its own cumulative target. Returns the output, its exact velocity when every animation
    /// reports one (nil otherwise), and the index of the newest finished entry (−1 if none).
    ///
    /// For an entry after the first, d/dt[floor + A(target − floor, τ)] = v_floor + ∂A/∂τ − s·v_floor,
    /// with s the step's `fraction` (∂A/∂delta: the curve's or spring's fraction for animations
    /// linear in their delta, 0 for a simulated spring, whose offset rides on its floor); an
    /// animation that reports no fraction is evaluated once more on v_floor.
    @inlinable
    static func evaluate(_ entries: inout [AnimatorEntry<Value>], time: TimeInterval) -> (output: Value, velocity: Value?, finishedIndex: Int) {
        // In place through the inout array. Against a buffer pointer (2026-11-28, instructions): a
        // frame of the 1,000-row tree 2.5 % fewer, three additive springs alone 4.9 % more, under
        // the 5 % an unsafe pointer must buy.
        var output = Value.zero
        var velocity: Value? = .zero
        var finishedIndex = -1
        for index in entries.indices {
            let input = entries[index].target - output
            guard let step = Self.chainStep(&entries[index], value: input, time: time) else {
                output = entries[index].target
                velocity = .zero
                finishedIndex = index
                continue
            }
            output += step.value
            guard let floorVelocity = velocity, let own = step.velocity else {
                velocity = nil
                continue
            }
            if index == 0 || floorVelocity == .zero {
                velocity = own
            } else if let fraction = step.fraction {
                velocity = floorVelocity + own - floorVelocity.scaled(by: fraction)
            } else {
                var copy = entries[index].context
                let carried = entries[index].animation.animate(
                    value: floorVelocity, time: time - entries[index].startTime, context: &copy) ?? floorVelocity
                velocity = floorVelocity + own - carried
            }
        }
        return (output, velocity, finishedIndex)
    }

    @inlinable @inline(__always)
    mutating func update(time: TimeInterval) -> Bool {
        switch sharedFrame.kind {
        case .none:
            break
        case let .progress(shared):
            // The one animation follows a shared progress: its frame from the fields above.
            let progress = shared.slot.progress(at: time - sharedFrameStart), isLogicallyComplete = shared.slot.isLogicallyComplete
            if let progress, !isLogicallyComplete || sharedFrameMarkedComplete {
                presentShared(AnimationStep(delta: sharedFrameTarget, progress: progress), time: time)
                return !sharedFrame.isNone  // (a non-finite value stops everything)
            }
            // Finished, or logically complete for the first time: the entry's own frame below
            // (which removes it, or marks it).
            sharedFrameMarkedComplete = isLogicallyComplete
        case let .springMotion(motion):
            // The one animation follows a shared spring motion: likewise, unless it is behind the
            // motion (the entry's own frame goes on alone), at rest, or logically complete now.
            let elapsed = time - sharedFrameStart
            guard let unit = motion.slot.state(at: elapsed) else {
                sharedFrame = .none  // behind the motion: the entry goes on alone, below and after
                break
            }
            let isLogicallyComplete = motion.slot.isLogicallyComplete
            if !isLogicallyComplete || sharedFrameMarkedComplete, let step = FluidSpring.step(value: sharedFrameTarget, unit: unit) {
                presentShared(step, time: time)
                return !sharedFrame.isNone
            }
            sharedFrameMarkedComplete = isLogicallyComplete
        case let .mergedSpring(basis):
            // Likewise for a merged spring's basis motions, once they have taken a step (the
            // frame at the instant of the merge is the entry's own).
            let elapsed = time - sharedFrameStart
            guard let motion = basis.slot.state(at: elapsed) else {
                sharedFrame = .none
                break
            }
            // Its coefficients are its entry's (``AnimatorEntry/merge``).
            let isLogicallyComplete = basis.slot.isLogicallyComplete
            if basis.slot.hasStepped, !isLogicallyComplete || sharedFrameMarkedComplete,
               let step = FluidSpring.step(value: sharedFrameTarget, merge: entries[0].merge, basis: motion) {
                presentShared(step, time: time)
                return !sharedFrame.isNone
            }
            sharedFrameMarkedComplete = isLogicallyComplete
        }
        if !shadows.isEmpty { updateShadows(time: time) }
        guard !entries.isEmpty else { return !shadows.isEmpty }
        if entries.count == 1 && !hasLogicalListeners {
            updateSingle(time: time)
        } else {
            updateChain(time: time)
        }
        lastUpdateTime = time
        return !entries.isEmpty || !shadows.isEmpty
    }

    /// A shortcut frame's step shown.
    @inlinable @inline(__always)
    mutating func presentShared(_ step: AnimationStep<Value>, time: TimeInterval) {
        present(step.value, velocity: step.velocity, time: time)
        lastUpdateTime = time
    }

    /// Sets the frame's shortcut (``sharedFrame``) from the entries: after every change of them.
    @inlinable
    mutating func refreshSharedFrame() {
        guard entries.count == 1, !hasLogicalListeners, shadows.isEmpty else {
            sharedFrame = .none
            return
        }
        sharedFrame = entries[0].sharing
        guard !sharedFrame.isNone else { return }
        sharedFrameStart = entries[0].startTime
        sharedFrameTarget = entries[0].target
        sharedFrameMarkedComplete = entries[0].context.isLogicallyComplete
    }

    /// One animation that no one awaits the logical completion of, the common case: evaluated
    /// directly, without the chain's bookkeeping.
    @inlinable @inline(__always)
    mutating func updateSingle(time: TimeInterval) {
        let target = entries[0].target
        let step = Self.step(&entries[0], value: target, time: time)
        guard let step else {
            Self.move(&entries[0].removalListeners, to: &resolvedListeners)
            entries.removeAll(keepingCapacity: true)
            sharedFrame = .none
            settle()
            return
        }
        present(step.value, velocity: step.velocity, time: time)
    }

    /// One entry's frame: its animation at `time`, animating `value` (what it adds to the ones
    /// before it). Built-in kinds are dispatched from the entry's copy of their parameters.
    @inlinable @inline(__always)
    static func step(_ entry: inout AnimatorEntry<Value>, value: Value, time: TimeInterval) -> AnimationStep<Value>? {
        let elapsed = time - entry.startTime
        switch entry.sharing.kind {
        case .none:
            break
        case let .progress(shared):
            let progress = shared.slot.progress(at: elapsed), isLogicallyComplete = shared.slot.isLogicallyComplete
            guard let progress else { return nil }
            if isLogicallyComplete { entry.context.isLogicallyComplete = true }
            return AnimationStep(delta: value, progress: progress)
        case let .springMotion(motion):
            guard case let .fluidSpring(spring) = entry.leaf else { break }
            if let unit = motion.slot.state(at: elapsed) {
                if motion.slot.isLogicallyComplete { entry.context.isLogicallyComplete = true }
                return FluidSpring.step(value: value, unit: unit)
            }
            // Asked for an earlier time than the group's motion has reached: alone from here.
            spring.integrateFromRest(value: value, to: elapsed, context: &entry.context)
            entry.sharing = .none
            entry.sharingOwner = nil
        case let .mergedSpring(basis):
            guard case let .fluidSpring(spring) = entry.leaf else { break }
            if let motion = basis.slot.state(at: elapsed) {
                // The frame at the instant of the merge (no step taken) is the entry's own, below.
                guard basis.slot.hasStepped else { break }
                if basis.slot.isLogicallyComplete { entry.context.isLogicallyComplete = true }
                return FluidSpring.step(value: value, merge: entry.merge, basis: motion)
            }
            // Behind the basis: alone from here, from the state it merged with (kept while shared).
            spring.integrate(value: value, to: elapsed, context: &entry.context)
            entry.sharing = .none
            entry.sharingOwner = nil
        }
        switch entry.leaf {
        case let .timingCurve(curve):
            return curve.step(value: value, time: elapsed)
        case let .spring(spring):
            return spring.step(value: value, time: elapsed, context: &entry.context)
        case let .fluidSpring(spring):
            return spring.step(value: value, time: elapsed, context: &entry.context)
        case .other:
            return entry.animation.animateWithVelocity(value: value, time: elapsed, context: &entry.context)
        }
    }

    /// ``step(_:value:time:)`` out of line, for the chain: inlined into its loop it made the loop
    /// slower (measured: 3 additive springs took 131 / 199 ns per animator-frame instead of
    /// 104 / 138, with fewer instructions), while the single-animation path gains from inlining.
    @inlinable @inline(never)
    static func chainStep(_ entry: inout AnimatorEntry<Value>, value: Value, time: TimeInterval) -> AnimationStep<Value>? {
        step(&entry, value: value, time: time)
    }

    /// Several animations combined, or listeners awaiting logical completion.
    @inlinable
    mutating func updateChain(time: TimeInterval) {
        let hadLogicalListeners = hasLogicalListeners
        var (output, chainVelocity, finishedIndex) = Self.evaluate(&entries, time: time)
        if hasLogicalListeners {
            var remaining = false
            for index in entries.indices where !entries[index].logicalListeners.isEmpty {
                if index <= finishedIndex || entries[index].context.isLogicallyComplete {
                    Self.move(&entries[index].logicalListeners, to: &resolvedListeners)
                } else {
                    remaining = true
                }
            }
            hasLogicalListeners = remaining
        }

        if finishedIndex >= 0 {
            // The finished animation holds its target: it and everything older are done.
            let floor = entries[finishedIndex].target
            for index in 0...finishedIndex { Self.move(&entries[index].removalListeners, to: &resolvedListeners) }
            // Emptied in place, the storage serves the next animation without an allocation.
            if finishedIndex == entries.count - 1 {
                entries.removeAll(keepingCapacity: true)
            } else {
                entries.removeSubrange(0...finishedIndex)
            }
            base += floor
            output -= floor
            for index in entries.indices { entries[index].target -= floor }
        }
        if finishedIndex >= 0 || hasLogicalListeners != hadLogicalListeners { refreshSharedFrame() }
        if entries.isEmpty { settle() } else { present(output, velocity: chainVelocity, time: time) }
    }

    /// Shows `output` (relative to the base) with its velocity or, from animations that report
    /// none, the backward difference since the last frame. A non-finite output (a custom
    /// animation's NaN) stops every animation at the model value instead: nothing non-finite
    /// reaches the screen.
    @inlinable @inline(__always)
    mutating func present(_ output: Value, velocity reported: Value?, time: TimeInterval) {
        guard output.magnitudeSquared.isFinite else {
            reportIssue("AttributeAnimator: an animation produced a non-finite value (NaN or infinity); it is stopped at the model value")
            dropAll()
            settle()
            return
        }
        let previous = presentationValue
        presentationValue = base + output
        if let reported {
            velocity = reported
        } else if time > lastUpdateTime {
            velocity = (presentationValue - previous).scaled(by: 1 / (time - lastUpdateTime))
        }
    }

    /// At rest at the model value.
    @inlinable
    mutating func settle() {
        base = modelValue
        presentationValue = modelValue
        velocity = .zero
    }

    @usableFromInline
    mutating func updateEnvironment(_ environment: EnvironmentValues) {
        for index in entries.indices { entries[index].context.environment = environment }
        for index in shadows.indices { shadows[index].context.environment = environment }
    }

    /// Superseded animations keep running privately until logically complete.
    @usableFromInline
    mutating func updateShadows(time: TimeInterval) {
        var index = 0
        while index < shadows.count {
            let done = shadows[index].animation.animate(
                value: shadows[index].target, time: time - shadows[index].startTime,
                context: &shadows[index].context) == nil || shadows[index].context.isLogicallyComplete
            if done {
                Self.move(&shadows[index].logicalListeners, to: &resolvedListeners)
                shadows.remove(at: index)
            } else {
                index += 1
            }
        }
    }

    /// Drops every animation (a change with no animation): they count as complete and removed.
    @usableFromInline
    mutating func dropAll() {
        for index in entries.indices {
            Self.move(&entries[index].logicalListeners, to: &resolvedListeners)
            Self.move(&entries[index].removalListeners, to: &resolvedListeners)
        }
        for index in shadows.indices { Self.move(&shadows[index].logicalListeners, to: &resolvedListeners) }
        entries.removeAll(keepingCapacity: true)
        shadows.removeAll(keepingCapacity: true)
        sharedFrame = .none
    }

    /// Moves listeners whose animation is done to the list the animator runs afterwards.
    @inlinable
    static func move(_ listeners: inout [AnimationCompletionListener], to resolved: inout [AnimationCompletionListener]) {
        guard !listeners.isEmpty else { return }
        resolved += listeners
        listeners.removeAll()
    }
}
