import Foundation

/// Animators that share the work of animations started together.
///
/// Every attribute one transaction starts at one instant moves by the same fraction of its own
/// delta: a timing curve or a closed-form spring is a pure function of the time since it started,
/// and a simulated spring started from rest is linear in its delta (its state is the delta times
/// the state of the same spring moving 0 → 1). Animators created in one group compute that once a
/// frame for all of them — the curve's solve, the spring's exponential and sine, the simulated
/// spring's five integration steps — and each then only scales its own delta. A scene graph puts
/// all its animators in one group, so a tap that starts `.bouncy` on 1,000 rows integrates one
/// spring a frame, not 1,000.
///
/// What is drawn does not change. A shared timing curve or closed-form spring gives each animator
/// exactly the fraction it would compute alone. A shared simulated spring gives the values of the
/// animator's own integration to rounding (within 1e-12 for deltas up to 10 in
/// `AnimatorGroupTests`); it is shared until the animator's animation changes (a merge, a combined
/// animation's takeover), when the animator continues alone from that state. Custom animations are
/// evaluated by each animator.
///
/// The animators of a group are meant to be driven by one clock (a scene graph's frames): one
/// asked for an earlier time than another already was integrates its spring alone from then on.
/// A group is not `Sendable`: its animators share state and belong to one isolation domain.
public final class AnimatorGroup {
    /// The shared progresses and spring motions of the latest starts.
    /// (Each access spans one call that runs no user code: the dynamic exclusivity check is skipped.)
    // Release builds skip the dynamic exclusivity checks of this file's `@exclusivity(unchecked)`
    // properties (each reached only for the span of one call); with the checks, 82 % more for a frame of the 1,000-row tree's 1,980 animators (409 → 744 thousand) and 7.2 % more for its tap:
    // Benchmarks/profile.sh, 2026-11-28. Debug builds check (Benchmarks/README.md, Unsafe code).
    #if !KINETIC_CHECKED
    @exclusivity(unchecked)
    #endif
    @usableFromInline var progresses = LiveShares<SharedProgress>()
    #if !KINETIC_CHECKED
    @exclusivity(unchecked)
    #endif
    @usableFromInline var springs = LiveShares<SharedSpringMotion>()

    /// Creates an empty group.
    public init() {}

    /// Evaluates, at `time`, the work of every start its animators follow, one loop per kind:
    /// each timing curve's and closed-form spring's progress, each simulated spring's unit motion.
    /// Their animators' frames at `time` then only read it and scale their own deltas. A scene
    /// graph calls it once a frame before its animators' `update(time:)`; driving animators
    /// yourself, do the same (without it each start is evaluated by the first animator that asks,
    /// to the same values). Starts no animator follows any more are dropped here.
    @inlinable
    public func advance(to time: Double) {
        progresses.advance(to: time)
        springs.advance(to: time)
    }

    /// The progress shared by animations like `leaf` started at `startTime`, or nil when `leaf`
    /// is not a pure function of time.
    @usableFromInline
    func sharedProgress(for leaf: LeafAnimation, startTime: Double) -> SharedProgress? {
        ProgressCurve(leaf).map { progresses.share(for: StartedAnimation($0, at: startTime)) }
    }

    /// The motion shared by simulated springs like `spring` started from rest at `startTime`.
    /// The one found last is checked first, inline: an update starts its animators one after
    /// another, and this is once for each of them.
    @inlinable
    func sharedSpringMotion(for spring: FluidSpring, startTime: Double) -> SharedSpringMotion {
        if let newest = newestSpringMotion, newest.key.startTime == startTime, newest.key.animation == spring {
            return newest
        }
        let motion = springs.share(for: StartedAnimation(spring, at: startTime))
        newestSpringMotion = motion
        return motion
    }

    /// The motion ``sharedSpringMotion(for:startTime:)`` found last.
    #if !KINETIC_CHECKED
    @exclusivity(unchecked)
    #endif
    @usableFromInline var newestSpringMotion: SharedSpringMotion?
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

/// Work an ``AnimatorGroup`` shares between animations started together, found by its key.
@usableFromInline
protocol SharedWork: AnyObject {
    associatedtype Key: Equatable
    var key: Key { get set }
    init(key: Key)
    /// Forgets what was computed for the previous key.
    func clear()
    /// Computes its work (for `key`, its own) at the group's `time` (``AnimatorGroup/advance(to:)``),
    /// unless it has.
    func evaluate(_ key: Key, groupTime time: Double)
}

extension SharedWork {
    /// Starts afresh for `key` (the object is reused: no animator holds it any more).
    @usableFromInline func restart(key: Key) {
        self.key = key
        clear()
    }
}

// The shared works are final classes of their own, not subclasses of one generic class: the
// fields of a subclass of a generic class are found through its metadata at run time (measured:
// 1.2 million more instructions a tap of the 1,000-row tree, checking the newest motion's key).

/// The shared works of the starts animators still follow, oldest first, one kind to a list: what
/// ``AnimatorGroup/advance(to:)`` evaluates in one loop. A start is looked up among the newest
/// (animators started together are set one after another); a work no animator holds any more is
/// dropped from the list and kept for reuse, so a new start in steady state allocates nothing.
@usableFromInline
struct LiveShares<Work: SharedWork> {
    /// The works and their keys (apart, so looking one up touches no object), newest last.
    @usableFromInline var works: [Work] = []
    @usableFromInline var keys: [Work.Key] = []
    /// Works no animator holds any more, restarted for new starts instead of allocating.
    @usableFromInline var spare: [Work] = []
    /// The count at which a new start first drops the works no animator holds (a group nothing
    /// advances keeps no more than twice its live starts).
    @usableFromInline var pruneCount = 8
    /// How many of the newest starts a lookup compares.
    @usableFromInline static var searched: Int { 4 }
    /// How many works no animator holds are kept for reuse.
    @usableFromInline static var spareCapacity: Int { 16 }

    @usableFromInline init() {}

    @usableFromInline
    mutating func share(for key: Work.Key) -> Work {
        // Newest first: a transaction's animators are set one after another.
        var index = keys.count - 1
        let oldest = Swift.max(0, keys.count - Self.searched)
        while index >= oldest {
            if keys[index] == key { return works[index] }
            index -= 1
        }
        if works.count >= pruneCount {
            advance(to: nil)
            pruneCount = Swift.max(8, 2 * works.count)
        }
        let work: Work
        if let reused = spare.popLast() {
            reused.restart(key: key)
            work = reused
        } else {
            work = Work(key: key)
        }
        works.append(work)
        keys.append(key)
        return work
    }

    /// Evaluates every work an animator still holds at the group's `time` (none when nil), in
    /// start order, and drops the others.
    @inlinable @inline(__always)
    mutating func advance(to time: Double?) {
        // Through the buffers, the arrays moved out meanwhile: reading each work out of the array
        // retained and released it (40 instructions a start).
        var works = self.works, keys = self.keys
        (self.works, self.keys) = ([], [])
        var kept = 0
        works.withUnsafeMutableBufferPointer { works in
            keys.withUnsafeMutableBufferPointer { keys in
                for index in works.indices {
                    if isKnownUniquelyReferenced(&works[index]) { continue }
                    // The key read from its array, not from the object: a class's stored enum is
                    // copied out before it is switched on.
                    if let time { Unretained(works[index]).read { $0.evaluate(keys[index], groupTime: time) } }
                    if kept != index {
                        works.swapAt(kept, index)
                        keys.swapAt(kept, index)
                    }
                    kept += 1
                }
            }
        }
        if kept < works.count {
            for index in kept..<works.count where spare.count < Self.spareCapacity { spare.append(works[index]) }
            works.removeSubrange(kept...)
            keys.removeSubrange(kept...)
        }
        (self.works, self.keys) = (works, keys)
    }

    /// How many starts animators follow (as of the latest advance or start).
    @usableFromInline var count: Int { works.count }
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

/// The progress of one animation started at one instant, computed once for each time asked and
/// shared by the animators it runs on (``AnimatorGroup``).
@usableFromInline
final class SharedProgress: SharedWork {
    // What an animator's frame reads comes first, in the object's first cache line; the key
    // (the group's loop reads its copy in the group's array) after it.

    /// The latest time asked (since the start), and the answer.
    /// (Read and written only for the span of one call, never across user code: the dynamic
    /// exclusivity check is skipped, as in ``AttributeAnimator``.)
    #if !KINETIC_CHECKED
    @exclusivity(unchecked)
    #endif
    @usableFromInline var elapsed = Double.nan
    #if !KINETIC_CHECKED
    @exclusivity(unchecked)
    #endif
    @usableFromInline var progress: LinearProgress?
    #if !KINETIC_CHECKED
    @exclusivity(unchecked)
    #endif
    @usableFromInline var isLogicallyComplete = false
    /// How many times the curve was computed (once a frame however many animators read it).
    #if !KINETIC_CHECKED
    @exclusivity(unchecked)
    #endif
    @usableFromInline var workCount = 0
    #if !KINETIC_CHECKED
    @exclusivity(unchecked)
    #endif
    @usableFromInline var key: StartedAnimation<ProgressCurve>

    @usableFromInline init(key: StartedAnimation<ProgressCurve>) { self.key = key }

    @usableFromInline func clear() { (elapsed, workCount) = (.nan, 0) }

    /// The progress `elapsed` seconds after the start: computed by the first animator that asks,
    /// read by the others.
    @inlinable @inline(__always)
    func progress(at elapsed: Double) -> LinearProgress? {
        if elapsed != self.elapsed { evaluate(at: elapsed) }
        return progress
    }

    @usableFromInline @inline(never)
    func evaluate(at elapsed: Double) { compute(key, at: elapsed) }

    /// Its progress at the group's `time` (``AnimatorGroup/advance(to:)``), computed inline.
    @inlinable @inline(__always)
    func evaluate(_ key: StartedAnimation<ProgressCurve>, groupTime time: Double) {
        let elapsed = time - key.startTime
        if elapsed != self.elapsed { compute(key, at: elapsed) }
    }

    @inlinable @inline(__always)
    func compute(_ key: StartedAnimation<ProgressCurve>, at elapsed: Double) {
        (progress, isLogicallyComplete) = key.animation.progress(at: elapsed)
        self.elapsed = elapsed
        workCount &+= 1
    }
}

/// The motion of a simulated spring started from rest, shared by the animators a transaction
/// started with it at one instant: the state of the same spring moving 0 → 1 (offset, velocity and
/// force per unit of delta), integrated once for each time asked; each animator scales it by its
/// own delta (``FluidSpring/step(value:unit:time:context:)``).
@usableFromInline
final class SharedSpringMotion: SharedWork {
    // What an animator's frame reads first (the unit state and its time), as in ``SharedProgress``.

    /// The unit motion's state at the latest time asked (since the start).
    #if !KINETIC_CHECKED
    @exclusivity(unchecked)
    #endif
    @usableFromInline var state = FluidSpringState<Double>()
    #if !KINETIC_CHECKED
    @exclusivity(unchecked)
    #endif
    @usableFromInline var elapsed = 0.0
    #if !KINETIC_CHECKED
    @exclusivity(unchecked)
    #endif
    @usableFromInline var key: StartedAnimation<FluidSpring>
    /// The unit motion's integrator.
    #if !KINETIC_CHECKED
    @exclusivity(unchecked)
    #endif
    @usableFromInline var unit = AnimationContext<Double>()

    /// How many times the motion was integrated further (once a frame however many animators read it).
    #if !KINETIC_CHECKED
    @exclusivity(unchecked)
    #endif
    @usableFromInline var workCount = 0

    @usableFromInline init(key: StartedAnimation<FluidSpring>) { self.key = key }

    /// Back at rest.
    @usableFromInline func clear() {
        unit = AnimationContext<Double>()
        state = FluidSpringState()
        elapsed = 0
        workCount = 0
    }

    /// The unit state `elapsed` seconds after the start: integrated by the first animator that
    /// asks, read by the others; nil when an earlier time is asked than the latest (the motion
    /// cannot go back).
    @inlinable @inline(__always)
    func state(at elapsed: Double) -> FluidSpringState<Double>? {
        if elapsed != self.elapsed {
            guard elapsed > self.elapsed else { return nil }
            advance(to: elapsed)
        }
        return state
    }

    @usableFromInline @inline(never)
    func advance(to elapsed: Double) { integrate(to: elapsed) }

    /// Its motion integrated to the group's `time` (``AnimatorGroup/advance(to:)``), inline; a
    /// time not past the latest leaves it where it is.
    @inlinable @inline(__always)
    func evaluate(_ key: StartedAnimation<FluidSpring>, groupTime time: Double) {
        let elapsed = time - key.startTime
        if elapsed > self.elapsed { integrate(to: elapsed) }
    }

    @inlinable @inline(__always)
    func integrate(to elapsed: Double) {
        _ = key.animation.animate(value: 1.0, time: elapsed, context: &unit)
        state = unit.springState
        self.elapsed = elapsed
        workCount &+= 1
    }
}
