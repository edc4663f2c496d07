import Foundation
@testable import Kinetic
import KineticTestSupport

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
