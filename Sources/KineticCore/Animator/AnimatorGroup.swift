import Foundation

/// Animators that share the work of animations started together.
///
/// A timing curve or a closed-form spring is a pure function of the time since it started: every
/// attribute one transaction starts at one instant with it moves by the same fraction of its own
/// delta. Animators created in one group evaluate that fraction once a frame for all of them (the
/// curve's solve, the spring's exponential and sine) instead of once each; each then only scales
/// its delta. A scene graph puts all its animators in one group, so a tap that starts a
/// `.easeInOut` on 1,000 rows solves the curve once a frame, not 1,000 times.
///
/// What is drawn does not change: the shared fraction is the one each animator would compute.
/// Simulated springs (`.bouncy`, `.smooth`, `spring(response:dampingFraction:)`) and custom
/// animations keep per-animator state and are evaluated by each animator.
///
/// A group is not `Sendable`: the animators in it share state and belong to one isolation domain.
public final class AnimatorGroup {
    /// The shared progresses of the latest starts, newest last. Animators started together are
    /// set one after another, so a few suffice; a start found here costs no allocation, and a slot
    /// whose animators have all finished is reused in place.
    @usableFromInline var recent: [SharedProgress] = []
    @usableFromInline static var capacity: Int { 4 }

    /// Creates an empty group.
    public init() {
        recent.reserveCapacity(Self.capacity)
    }

    /// The progress shared by animations like `leaf` started at `startTime`, or nil when `leaf`
    /// is not a pure function of time.
    @usableFromInline
    func sharedProgress(for leaf: LeafAnimation, startTime: Double) -> SharedProgress? {
        guard let curve = ProgressCurve(leaf) else { return nil }
        for progress in recent.reversed() where progress.startTime == startTime && progress.curve == curve {
            return progress
        }
        if recent.count < Self.capacity {
            let progress = SharedProgress(curve: curve, startTime: startTime)
            recent.append(progress)
            return progress
        }
        // Replace the oldest: in place when no animator holds it any more.
        var oldest = recent.removeFirst()
        if isKnownUniquelyReferenced(&oldest) {
            oldest.restart(curve: curve, startTime: startTime)
        } else {
            oldest = SharedProgress(curve: curve, startTime: startTime)
        }
        recent.append(oldest)
        return oldest
    }
}

/// A built-in animation whose progress is a pure function of the time since it started.
@usableFromInline
enum ProgressCurve: Equatable {
    case timingCurve(TimingCurveAnimation)
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
final class SharedProgress {
    @usableFromInline private(set) var curve: ProgressCurve
    @usableFromInline private(set) var startTime: Double
    /// The latest time asked (since the start), and the answer.
    /// (Read and written only for the span of one call, never across user code: the dynamic
    /// exclusivity check is skipped, as in ``AttributeAnimator``.)
    @exclusivity(unchecked) @usableFromInline var elapsed = Double.nan
    @exclusivity(unchecked) @usableFromInline var progress: LinearProgress?
    @exclusivity(unchecked) @usableFromInline var isLogicallyComplete = false
    /// How many times the curve was computed (once a frame however many animators read it).
    @usableFromInline private(set) var evaluationCount = 0

    @usableFromInline
    init(curve: ProgressCurve, startTime: Double) {
        self.curve = curve
        self.startTime = startTime
    }

    @usableFromInline
    func restart(curve: ProgressCurve, startTime: Double) {
        self.curve = curve
        self.startTime = startTime
        elapsed = .nan
    }

    /// The progress `elapsed` seconds after the start: computed by the first animator that asks,
    /// read by the others.
    @inlinable @inline(__always)
    func progress(at elapsed: Double) -> LinearProgress? {
        if elapsed != self.elapsed { evaluate(at: elapsed) }
        return progress
    }

    @usableFromInline @inline(never)
    func evaluate(at elapsed: Double) {
        (progress, isLogicallyComplete) = curve.progress(at: elapsed)
        self.elapsed = elapsed
        evaluationCount &+= 1
    }
}
