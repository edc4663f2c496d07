import Foundation
import Testing
@testable import Kinetic

// Helpers of the animator suites: frame stepping on an exact 60 Hz grid, a bare-engine replay of
// a phase animator, and reading what is drawn.

/// The time of frame `k` on the 60 Hz grid the tests step through (exact multiples).
func frameTime(_ k: Int) -> Double { Double(k) / 60.0 }

/// Advances `host` one frame at a time through frames `range`, calling `check` after each.
func stepFrames(_ host: HeadlessHost, _ range: ClosedRange<Int>, _ check: (Int, Double) -> Void = { _, _ in }) {
    for k in range {
        let t = frameTime(k)
        if t > host.time { host.advance(to: t) }
        check(k, t)
    }
}

/// The vertical displacement of the item named `id`: where its centre is drawn minus where layout put it.
func drawnOffset(_ host: HeadlessHost, _ id: String = "emoji") -> CGPoint {
    let item = host.displayList.item(withID: id)!
    let center = item.center
    return CGPoint(x: center.x - item.frame.midX, y: center.y - item.frame.midY)
}

/// The transform drawn for the item named `id`.
func drawnTransform(_ host: HeadlessHost, _ id: String = "emoji") -> Transform2D {
    host.displayList.item(withID: id)!.transform
}

func approxTransform(_ a: Transform2D, _ b: Transform2D, _ tolerance: Double = 1e-9) -> Bool {
    approx(Double(a.a), Double(b.a), tolerance) && approx(Double(a.b), Double(b.b), tolerance)
        && approx(Double(a.c), Double(b.c), tolerance) && approx(Double(a.d), Double(b.d), tolerance)
        && approx(Double(a.tx), Double(b.tx), tolerance) && approx(Double(a.ty), Double(b.ty), tolerance)
}

func isFinite(_ t: Transform2D) -> Bool {
    [t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy { $0.isFinite }
}

/// One animatable attribute of a phase animator's content, replayed on a bare engine animator.
final class SimAttribute<V: VectorArithmetic> {
    let values: [V]
    let animator: AttributeAnimator<V>
    init(_ values: [V]) {
        self.values = values
        animator = AttributeAnimator(value: values[0])
    }
    var presentation: V { animator.presentationValue }
}

/// A phase animator replayed on the bare engine: the rules of SPEC §8 (first phase shown, the
/// next phase animated with `animation(nextPhase)` once the running change is logically complete,
/// a triggered cycle ending at the first phase, a trigger mid-cycle restarting it) applied to
/// `AttributeAnimator`s, with the frames the host steps. The step clock every phase change
/// animates for one frame is replayed too (a change that animates nothing completes at the next frame).
final class PhaseSim {
    let count: Int
    let animation: (Int) -> Animation?
    let continuous: Bool
    private var setters: [(Int, Transaction, Double) -> Void] = []
    private var updaters: [(Double) -> Void] = []
    private let clock = AttributeAnimator(value: 0.0)
    private var step = 0.0
    private(set) var index = 0
    private var cycle = 0
    private var running = false
    private var completed: [Int] = []
    /// (time, phase index) of every phase change.
    private(set) var log: [(time: Double, index: Int)] = []

    init(phases count: Int, continuous: Bool, animation: @escaping (Int) -> Animation?) {
        self.count = count
        self.continuous = continuous
        self.animation = animation
    }

    func add<V>(_ attribute: SimAttribute<V>) {
        setters.append { index, transaction, time in
            attribute.animator.setValue(attribute.values[index], transaction: transaction, time: time)
        }
        updaters.append { attribute.animator.update(time: $0) }
    }

    private func advance(to next: Int, time: Double) {
        let next = next % count
        let phaseAnimation = animation(next)
        var transaction = Transaction(animation: Animation(_NextFrameAnimation()))
        let cycle = self.cycle
        transaction.addAnimationCompletion { [unowned self] in self.completed.append(cycle) }
        var contentTransaction = transaction
        contentTransaction.animation = phaseAnimation
        for set in setters { set(next, contentTransaction, time) }
        step += 1
        clock.setValue(step, transaction: transaction, time: time)
        transaction.closeUpdate()
        index = next
        log.append((time, next))
    }

    /// The view appeared (continuous) or the trigger changed (triggered), at `time`.
    func start(time: Double) {
        if continuous && (count < 2 || running) { return }
        cycle += 1
        running = true
        advance(to: continuous ? index + 1 : 1, time: time)
    }

    /// A frame at `time`: animators advance, then logically complete changes move on.
    func frame(time: Double) {
        for update in updaters { update(time) }
        clock.update(time: time)
        while !completed.isEmpty {
            let finished = completed.removeFirst()
            guard running, finished == cycle else { continue }
            if continuous ? count < 2 : index == 0 { running = false; continue }
            advance(to: index + 1, time: time)
        }
    }
}

/// Offsets are `AnimatablePair<CGFloat, CGFloat>` attributes; these build their per-phase values.
func offsetData(x: Double = 0, y: Double) -> AnimatablePair<CGFloat, CGFloat> {
    CGSize(width: x, height: y).animatableData
}

/// `scaleEffect(_:)` (anchor centre) attribute data.
func scaleData(_ s: Double) -> AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>> {
    AnimatablePair(CGSize(width: s, height: s).animatableData, UnitPoint.center.animatableData)
}
