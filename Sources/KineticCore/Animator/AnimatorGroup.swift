import Foundation

/// Animators that share the work of animations started together, and evaluate it in one loop per
/// kind.
///
/// Every attribute one transaction starts at one instant moves by the same fraction of its own
/// delta: a timing curve or a closed-form spring is a pure function of the time since it started,
/// and a simulated spring started from rest is linear in its delta (its state is the delta times
/// the state of the same spring moving 0 → 1). Animators created in one group keep that work —
/// the curve's solve, the spring's exponential and sine, the simulated spring's five integration
/// steps — in a slot of the group, one per start: each animator then only scales its own delta. A
/// scene graph puts all its animators in one group, so a tap that starts `.bouncy` on 1,000 rows
/// integrates one spring a frame, not 1,000; and an animator started at an instant of its own
/// reads a slot of its own, which ``advance(to:)`` computes with every other slot of its kind in
/// one loop over plain structs, as a hand-written loop would.
///
/// A simulated spring merged into a running animation continues that animation's value and
/// velocity, different for every animator; but its integrator is linear, so its state is the
/// animator's own error and velocity at the merge times two motions of the same spring (the
/// error's and the velocity's, ``FluidSpring/mergeBasis(from:)``). The springs a tap merges at one
/// instant share those two motions in a slot, as those started from rest share theirs.
///
/// What is drawn does not change. A shared timing curve or closed-form spring gives each animator
/// exactly the fraction it would compute alone. A shared simulated spring, from rest or merged,
/// gives the values of the animator's own integration to rounding (within 1e-12 of what moved in
/// `AnimatorGroupTests`); it is shared until the animator's animation changes (a merge, a combined
/// animation), when the animator continues from that state. Custom animations are evaluated by
/// each animator.
///
/// The animators of a group are meant to be driven by one clock (a scene graph's frames): one
/// asked for an earlier time than another already was integrates its spring alone from then on.
/// A group is not `Sendable`: its animators share state and belong to one isolation domain.
public final class AnimatorGroup {
    /// The slots of the starts animators follow, one store per kind. (Their exclusivity is checked:
    /// a frame reads slots by address, not through these; skipping the checks bought the 1,000-row
    /// tree's tap 3.2 % and its frame nothing, under the 5 % unsafe code must buy.)
    @usableFromInline var progresses = SlotPages<ProgressSlot>()
    @usableFromInline var springs = SlotPages<SpringSlot>()
    @usableFromInline var merges = SlotPages<MergeSlot>()
    /// The newest starts of each kind, newest last, not retained: an update starts its animators
    /// one after another, so a start is looked for among these. A start no animator follows any
    /// more takes itself out (its slot's holder's `deinit`).
    @usableFromInline var recentProgresses: [Unmanaged<SharedProgress>] = []
    @usableFromInline var recentSprings: [Unmanaged<SharedSpringMotion>] = []
    @usableFromInline var recentMerges: [Unmanaged<SharedMerge>] = []
    /// How many starts of each kind are looked for.
    @usableFromInline static var recentCount: Int { 4 }

    /// What a group shares.
    @usableFromInline enum Scope {
        /// Every start: its animators' (``init()``).
        case all
        /// One animator's simulated springs' motions, and nothing else (the group of its own of an
        /// ``AttributeAnimator`` made without one, once it runs a simulated spring). A spring's
        /// motion from rest has one dimension (the same spring moving 0 → 1) and a merge's basis
        /// two, whatever the value's (a `scaleEffect` has four), so integrating it and scaling
        /// costs less than integrating the value's own state; a curve's progress shared with no
        /// one saves nothing (measured: a slot of its own cost 100,000 `.easeInOut` animators 36
        /// ns a frame instead of 32).
        case springs
        /// Nothing: its animator evaluates every animation itself
        /// (``AttributeAnimator/init(evaluatingAlone:)``).
        case nothing
    }

    /// What it shares.
    @usableFromInline let scope: Scope

    /// Creates an empty group.
    public init() { scope = .all }

    /// A group that shares only `scope` (``Scope``).
    @usableFromInline init(scope: Scope) { self.scope = scope }

    deinit {
        // Every holder keeps its group: none is left, so no slot is live.
        progresses.deallocate()
        springs.deallocate()
        merges.deallocate()
    }

    /// Evaluates, at `time`, the work of every start its animators follow, one loop per kind over
    /// the kind's slots: each timing curve's and closed-form spring's progress, each simulated
    /// spring's unit motion. Their animators' frames at `time` then only read it and scale their
    /// own deltas. A scene graph calls it once a frame before its animators' `update(time:)`;
    /// driving animators yourself, do the same (without it each start is evaluated by the first
    /// animator that asks, to the same values).
    @inlinable
    public func advance(to time: Double) {
        progresses.evaluateLive(groupTime: time)
        springs.evaluateLive(groupTime: time)
        merges.evaluateLive(groupTime: time)
    }

    /// The progress shared by animations like `leaf` started at `startTime`, or nil when `leaf`
    /// is not a pure function of time: the holder of its slot.
    @inlinable
    func sharedProgress(for leaf: LeafAnimation, startTime: Double) -> SharedProgress? {
        guard let curve = ProgressCurve(leaf) else { return nil }
        let key = StartedAnimation(curve, at: startTime)
        if let holder = Self.recent(key, in: recentProgresses) { return holder }
        let holder = SharedProgress(group: self, slot: progresses.allocate(ProgressSlot(key: key)))
        Self.remember(holder, in: &recentProgresses)
        return holder
    }

    /// The motion shared by simulated springs like `spring` started from rest at `startTime`:
    /// the holder of its slot.
    @inlinable
    func sharedSpringMotion(for spring: FluidSpring, startTime: Double) -> SharedSpringMotion {
        let key = SpringStart(spring, at: startTime)
        if let holder = Self.recent(key, in: recentSprings) { return holder }
        let holder = SharedSpringMotion(group: self, slot: springs.allocate(SpringSlot(key: key)))
        Self.remember(holder, in: &recentSprings)
        return holder
    }

    /// The basis motions shared by simulated springs like `spring` merged into animations started
    /// at `startTime`, continuing `state`'s clock (its step grid, its merge instant, its blend):
    /// the holder of its slot.
    @inlinable
    func sharedMerge<V>(for spring: FluidSpring, startTime: Double, continuing state: FluidSpringState<V>) -> SharedMerge {
        let key = SpringStart(spring, at: startTime, continuing: state)
        if let holder = Self.recent(key, in: recentMerges) { return holder }
        let holder = SharedMerge(group: self, slot: merges.allocate(MergeSlot(key: key, initial: FluidSpring.mergeBasis(from: state))))
        Self.remember(holder, in: &recentMerges)
        return holder
    }

    /// The holder of the start `key` among the newest, newest first (the newest inline: an update
    /// starts its animators one after another, and this is once for each of them).
    @inlinable @inline(__always)
    static func recent<Slot: GroupSlot>(_ key: Slot.Key, in recent: [Unmanaged<SlotHolder<Slot>>]) -> SlotHolder<Slot>? {
        if let newest = recent.last, newest._withUnsafeGuaranteedRef({ $0.slot.pointee.key == key }) {
            return newest.takeUnretainedValue()
        }
        return older(key, in: recent)
    }

    // Inlinable though never inlined, like ``SpringMotionSlot/advance(to:)``: so that the caller
    // specialises it (out of the module, a generic function without a visible body runs through
    // its witnesses).
    @inlinable @inline(never)
    static func older<Slot: GroupSlot>(_ key: Slot.Key, in recent: [Unmanaged<SlotHolder<Slot>>]) -> SlotHolder<Slot>? {
        var index = recent.count - 2
        while index >= 0 {
            if recent[index]._withUnsafeGuaranteedRef({ $0.slot.pointee.key == key }) { return recent[index].takeUnretainedValue() }
            index -= 1
        }
        return nil
    }

    /// A spring motion of its own in this group, at the state `slot` reached, that no start shares:
    /// what a replica of an animator follows (``AttributeAnimator/replica(springsIn:)``), in a
    /// group nobody advances.
    @inlinable
    func detachedMotion<Unit>(copying slot: SpringMotionSlot<Unit>) -> SlotHolder<SpringMotionSlot<Unit>> {
        SlotHolder(group: self, slot: Unit.allocate(slot, in: self))
    }

    /// About the bytes of one ``detachedMotion(copying:)``: its slot and its holder.
    @usableFromInline static func detachedMotionBytes<Unit>(_: SpringMotionSlot<Unit>.Type) -> Int {
        MemoryLayout<SpringMotionSlot<Unit>>.stride + 48
    }

    @usableFromInline
    static func remember<Holder: AnyObject>(_ holder: Holder, in recent: inout [Unmanaged<Holder>]) {
        if recent.count == recentCount { recent.removeFirst() }
        recent.append(Unmanaged.passUnretained(holder))
    }

    @usableFromInline
    static func forget<Holder: AnyObject>(_ holder: Holder, in recent: inout [Unmanaged<Holder>]) {
        let reference = Unmanaged.passUnretained(holder).toOpaque()
        recent.removeAll { $0.toOpaque() == reference }
    }
}

/// An animation and the instant it started: what animators share the work of.
@usableFromInline
struct StartedAnimation<Kind: Equatable>: Equatable {
    @usableFromInline var animation: Kind
    @usableFromInline var startTime: Double
    @inlinable init(_ animation: Kind, at startTime: Double) {
        self.animation = animation
        self.startTime = startTime
    }
}

/// The work of one start, kept in its group's ``SlotPages``.
@usableFromInline
protocol GroupSlot {
    associatedtype Key: Equatable
    /// The start: its animation and when.
    var key: Key { get }
    /// A slot no start uses (a new page's).
    static var unused: Self { get }
    /// Makes it unused (a start ended).
    mutating func retire()
    /// How many times its work was computed, and the latest time it was (since the start).
    var workCount: Int { get }
    var elapsed: Double { get }
    /// Gives `holder`'s slot back to its group and takes it out of the group's newest starts.
    static func release(_ holder: SlotHolder<Self>)
    /// Whether a start uses it.
    var isLive: Bool { get }
    /// Computes its work at the group's `time` (``AnimatorGroup/advance(to:)``), unless it has.
    mutating func evaluate(groupTime time: Double)
}

/// The slots of one kind: plain structs in pages that never move, so an animator holds its slot's
/// address and a frame reads it directly; the group's loop walks them in address order. Pages
/// grow from 4 slots to 256 and stay until the group goes. A slot freed is reused; once none is
/// in use the next start takes the first again, so the starts of a run lie in the order they
/// were made.
@usableFromInline
struct SlotPages<Slot: GroupSlot> {
    @usableFromInline var pages: [UnsafeMutablePointer<Slot>] = []
    /// How many pages hold slots handed out (the last of them `lastPageUsed`, the others all).
    @usableFromInline var activePages = 0
    @usableFromInline var lastPageUsed = 0
    @usableFromInline var free: [UnsafeMutablePointer<Slot>] = []
    /// How many slots starts use.
    @usableFromInline var liveCount = 0

    @usableFromInline init() {}

    /// The number of slots of page `index`: 4, 8, … 256, then 256.
    @inlinable static func capacity(ofPage index: Int) -> Int { 4 << Swift.min(index, 6) }

    /// A slot set to `slot`.
    @usableFromInline
    mutating func allocate(_ slot: Slot) -> UnsafeMutablePointer<Slot> {
        liveCount += 1
        let pointer: UnsafeMutablePointer<Slot>
        if let reused = free.popLast() {
            pointer = reused
        } else {
            if activePages == 0 || lastPageUsed == Self.capacity(ofPage: activePages - 1) {
                if activePages == pages.count {
                    let capacity = Self.capacity(ofPage: pages.count)
                    let page = UnsafeMutablePointer<Slot>.allocate(capacity: capacity)
                    page.initialize(repeating: .unused, count: capacity)
                    pages.append(page)
                }
                activePages += 1
                lastPageUsed = 0
            }
            pointer = pages[activePages - 1] + lastPageUsed
            lastPageUsed += 1
        }
        pointer.pointee = slot
        return pointer
    }

    /// Gives a slot back.
    @usableFromInline
    mutating func release(_ pointer: UnsafeMutablePointer<Slot>) {
        pointer.pointee.retire()
        liveCount -= 1
        if liveCount == 0 {
            (activePages, lastPageUsed) = (0, 0)
            free.removeAll(keepingCapacity: true)
        } else {
            free.append(pointer)
        }
    }

    /// Every live slot evaluated at the group's `time`, in address order.
    @inlinable @inline(__always)
    func evaluateLive(groupTime time: Double) {
        var page = 0
        while page < activePages {
            let slots = pages[page]
            let count = page == activePages - 1 ? lastPageUsed : Self.capacity(ofPage: page)
            var index = 0
            while index < count {
                if slots[index].isLive { slots[index].evaluate(groupTime: time) }
                index += 1
            }
            page += 1
        }
    }

    /// The live slots, copied (tests and inspection, not frames).
    @usableFromInline var liveSlots: [Slot] {
        var slots: [Slot] = []
        for page in 0..<activePages {
            let count = page == activePages - 1 ? lastPageUsed : Self.capacity(ofPage: page)
            for index in 0..<count where pages[page][index].isLive { slots.append(pages[page][index]) }
        }
        return slots
    }

    @usableFromInline
    func deallocate() {
        for (index, page) in pages.enumerated() {
            page.deinitialize(count: Self.capacity(ofPage: index))
            page.deallocate()
        }
    }
}

/// An animator entry's reference to its start's slot, read on the frame path without retaining
/// anything: the entry's `sharingOwner` (the slot's holder) keeps the slot in use and its group
/// alive. A checked build (`KINETIC_CHECKED`) traps on a slot no start uses.
@frozen @usableFromInline
struct SlotReference<Slot: GroupSlot> {
    @usableFromInline let pointer: UnsafeMutablePointer<Slot>

    @inlinable @inline(__always) init(_ pointer: UnsafeMutablePointer<Slot>) { self.pointer = pointer }

    /// The slot.
    @inlinable var slot: Slot {
        @inline(__always) unsafeAddress {
            #if KINETIC_CHECKED
            precondition(pointer.pointee.isLive, "AnimatorGroup: a slot read after its start ended")
            #endif
            return UnsafePointer(pointer)
        }
        @inline(__always) nonmutating unsafeMutableAddress {
            #if KINETIC_CHECKED
            precondition(pointer.pointee.isLive, "AnimatorGroup: a slot written after its start ended")
            #endif
            return pointer
        }
    }
}

/// A built-in animation whose progress is a pure function of the time since it started.
@usableFromInline
enum ProgressCurve: Equatable {
    case timingCurve(TimingCurveAnimation.Prepared)
    case spring(ClosedFormSpringAnimation)

    @inlinable
    init?(_ leaf: LeafAnimation) {
        switch leaf {
        case let .timingCurve(curve): self = .timingCurve(curve)
        case let .spring(spring): self = .spring(spring)
        case .fluidSpring, .other: return nil
        }
    }

    @inlinable
    func progress(at time: TimeInterval) -> (progress: LinearProgress?, isLogicallyComplete: Bool) {
        switch self {
        case let .timingCurve(curve):
            return (curve.progress(at: time), false)
        case let .spring(spring):
            return (spring.progress(at: time), spring.isLogicallyComplete(at: time))
        }
    }
}


/// The progress of one animation started at one instant (``AnimatorGroup``): computed once for
/// each time asked, by the group's loop or the first animator that asks, and read by the animators
/// it runs on. What a frame reads comes first.
@usableFromInline
struct ProgressSlot: GroupSlot {
    /// The latest time asked (since the start), and the answer.
    @usableFromInline var elapsed = Double.nan
    @usableFromInline var progress: LinearProgress?
    @usableFromInline var isLogicallyComplete = false
    @usableFromInline var isLive = true
    /// How many times the curve was computed (once a frame however many animators read it).
    @usableFromInline var workCount = 0
    @usableFromInline var key: StartedAnimation<ProgressCurve>

    @usableFromInline init(key: StartedAnimation<ProgressCurve>) { self.key = key }

    @usableFromInline static var unused: ProgressSlot {
        var slot = ProgressSlot(key: StartedAnimation(.timingCurve(.polynomial(.identity, duration: 0)), at: 0))
        slot.isLive = false
        return slot
    }

    @usableFromInline mutating func retire() { isLive = false }

    @usableFromInline static func release(_ holder: SharedProgress) {
        AnimatorGroup.forget(holder, in: &holder.group.recentProgresses)
        holder.group.progresses.release(holder.slot)
    }

    /// The progress `elapsed` seconds after the start.
    @inlinable @inline(__always)
    mutating func progress(at elapsed: Double) -> LinearProgress? {
        if elapsed != self.elapsed { evaluate(at: elapsed) }
        return progress
    }

    @usableFromInline @inline(never)
    mutating func evaluate(at elapsed: Double) { compute(at: elapsed) }

    @inlinable @inline(__always)
    mutating func evaluate(groupTime time: Double) {
        let elapsed = time - key.startTime
        if elapsed != self.elapsed { compute(at: elapsed) }
    }

    @inlinable @inline(__always)
    mutating func compute(at elapsed: Double) {
        (progress, isLogicallyComplete) = key.animation.progress(at: elapsed)
        self.elapsed = elapsed
        workCount &+= 1
    }
}

/// What a shared simulated-spring motion is made of: a scalar for a spring started from rest (the
/// same spring moving 0 → 1), a pair for a merged spring (its two basis motions,
/// ``FluidSpring/mergeBasis(from:)``). Each has a store of its own in a group.
@usableFromInline
protocol SpringMotionUnit: VectorArithmetic {
    /// Where the motion heads: 1 from rest, zero for a merge's basis (its error decays).
    static var motionTarget: Self { get }
    /// A slot of the group's store of such motions, set to `slot`.
    static func allocate(_ slot: SpringMotionSlot<Self>, in group: AnimatorGroup) -> UnsafeMutablePointer<SpringMotionSlot<Self>>
    /// Gives `holder`'s slot back to its group's store and takes it out of the newest starts.
    static func release(_ holder: SlotHolder<SpringMotionSlot<Self>>)
}

// (Direct accesses rather than key paths: applying a key path to the group cost about 1,000
// instructions, for every replica an inspector made of a spring — 10 % of a tap's, measured.)
extension Double: SpringMotionUnit {
    @inlinable static var motionTarget: Double { 1 }
    @usableFromInline static func allocate(_ slot: SpringSlot, in group: AnimatorGroup) -> UnsafeMutablePointer<SpringSlot> {
        group.springs.allocate(slot)
    }
    @usableFromInline static func release(_ holder: SharedSpringMotion) {
        AnimatorGroup.forget(holder, in: &holder.group.recentSprings)
        holder.group.springs.release(holder.slot)
    }
}

extension AnimatablePair: SpringMotionUnit where First == Double, Second == Double {
    @inlinable static var motionTarget: Self { .zero }
    @usableFromInline static func allocate(_ slot: MergeSlot, in group: AnimatorGroup) -> UnsafeMutablePointer<MergeSlot> {
        group.merges.allocate(slot)
    }
    @usableFromInline static func release(_ holder: SharedMerge) {
        AnimatorGroup.forget(holder, in: &holder.group.recentMerges)
        holder.group.merges.release(holder.slot)
    }
}

/// A simulated spring and where its shared motion starts: the time its animators started, and
/// its integrator's clock then (all zero from rest; for a merge, the step grid it continues, the
/// instant it merged, and the response blend it carries).
@usableFromInline
struct SpringStart: Equatable {
    @usableFromInline var spring: FluidSpring
    @usableFromInline var startTime: Double
    @usableFromInline var time = 0.0
    @usableFromInline var mergeTime = 0.0
    @usableFromInline var blendStart = 0.0
    @usableFromInline var blendInterval = 0.0

    @inlinable init(_ spring: FluidSpring, at startTime: Double) {
        self.spring = spring
        self.startTime = startTime
    }

    /// A merge's start: `state`'s clock.
    @inlinable init<V>(_ spring: FluidSpring, at startTime: Double, continuing state: FluidSpringState<V>) {
        self.init(spring, at: startTime)
        (time, mergeTime, blendStart, blendInterval) = (state.time, state.startTime, state.blendStart, state.blendInterval)
    }
}

/// A simulated spring's motion shared by the animators one transaction started or merged with it
/// at one instant: integrated once for each time asked, scaled by each animator. From rest it is
/// the same spring moving 0 → 1 (offset, velocity and force per unit of delta,
/// ``FluidSpring/step(value:unit:)``); for a merge, the two motions whose sums
/// give every merged animator's state (``FluidSpring/step(value:merge:basis:)``). What a frame
/// reads comes first.
@usableFromInline
struct SpringMotionSlot<Unit: SpringMotionUnit>: GroupSlot {
    /// The motion's integrator: its state at the latest time asked (since the start).
    @usableFromInline var unit = AnimationContext<Unit>()
    /// That time.
    @usableFromInline var elapsed: Double
    @usableFromInline var isLive = true
    /// How many times the motion was integrated further (once a frame however many animators read it).
    @usableFromInline var workCount = 0
    @usableFromInline var key: SpringStart

    /// A motion starting at `initial`, whose clock is `key`'s.
    @usableFromInline init(key: SpringStart, initial: FluidSpringState<Unit> = FluidSpringState()) {
        self.key = key
        unit.springState = initial
        elapsed = initial.startTime
        // Logically complete at once when its response is zero, as `advance` finds at this time.
        unit.isLogicallyComplete = 0 >= key.spring.logicalCompletionTime
    }

    /// The motion's state at ``elapsed``.
    @inlinable var state: FluidSpringState<Unit> { unit.springState }
    /// Whether it is logically complete (its response has passed since it started or merged).
    @inlinable var isLogicallyComplete: Bool { unit.isLogicallyComplete }
    /// Whether it has taken a step since it started (its integrator's time has moved from its clock's).
    @inlinable var hasStepped: Bool { unit.springState.time != key.time }

    @usableFromInline static var unused: Self {
        var slot = Self(key: SpringStart(FluidSpring(response: 0.5, dampingFraction: 1, blendDuration: 0), at: 0))
        slot.isLive = false
        return slot
    }

    /// Unused, its integrator's references let go (the environment it was made with).
    @usableFromInline mutating func retire() {
        isLive = false
        unit = AnimationContext()
    }

    @usableFromInline static func release(_ holder: SlotHolder<Self>) { Unit.release(holder) }

    /// The state `elapsed` seconds after the start; nil when an earlier time is asked than the
    /// latest (the motion cannot go back).
    @inlinable @inline(__always)
    mutating func state(at elapsed: Double) -> FluidSpringState<Unit>? {
        if elapsed != self.elapsed {
            guard elapsed > self.elapsed else { return nil }
            advance(to: elapsed)
        }
        return state
    }

    // Out of line, but inlinable so that the module that calls it specialises it: without a visible
    // body, a slot evaluated by the animator that asks first (a group nobody advances: a replica's,
    // or animators driven by hand) integrated through the generic witnesses of `Unit`, ten times
    // slower (222 against 22 ns a 4-D animator-frame, `.bouncy` each started alone, measured).
    @inlinable @inline(never)
    mutating func advance(to elapsed: Double) { integrate(to: elapsed) }

    /// Its motion integrated to the group's `time`; a time not past the latest leaves it.
    @inlinable @inline(__always)
    mutating func evaluate(groupTime time: Double) {
        let elapsed = time - key.startTime
        if elapsed > self.elapsed { integrate(to: elapsed) }
    }

    @inlinable @inline(__always)
    mutating func integrate(to elapsed: Double) {
        key.spring.advance(toward: Unit.motionTarget, to: elapsed, context: &unit)
        self.elapsed = elapsed
        workCount &+= 1
    }
}

/// The motion of a simulated spring started from rest (a unit of delta).
@usableFromInline typealias SpringSlot = SpringMotionSlot<Double>
/// The basis motions of a merged simulated spring.
@usableFromInline typealias MergeSlot = SpringMotionSlot<AnimatablePair<Double, Double>>

/// What keeps a slot in use: the animator entries that follow its start hold it (their
/// `sharingOwner`), and the slot is given back when the last lets go. It keeps its group alive.
@usableFromInline
final class SlotHolder<Slot: GroupSlot> {
    @usableFromInline let slot: UnsafeMutablePointer<Slot>
    @usableFromInline let group: AnimatorGroup

    @usableFromInline init(group: AnimatorGroup, slot: UnsafeMutablePointer<Slot>) {
        self.group = group
        self.slot = slot
    }

    deinit { Slot.release(self) }

    /// What the slot holds (tests and inspection).
    @usableFromInline var workCount: Int { slot.pointee.workCount }
    @usableFromInline var elapsed: Double { slot.pointee.elapsed }
    @usableFromInline var key: Slot.Key { slot.pointee.key }
}

/// The holder of a ``ProgressSlot``.
@usableFromInline typealias SharedProgress = SlotHolder<ProgressSlot>
/// The holder of a ``SpringSlot``.
@usableFromInline typealias SharedSpringMotion = SlotHolder<SpringSlot>
/// The holder of a ``MergeSlot``.
@usableFromInline typealias SharedMerge = SlotHolder<MergeSlot>

extension SlotHolder where Slot == SpringSlot {
    /// The unit motion's state (tests and inspection).
    @usableFromInline var state: FluidSpringState<Double> { slot.pointee.state }
}
