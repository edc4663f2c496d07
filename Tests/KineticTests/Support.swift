import Foundation
import Testing
@testable import Kinetic
@testable import KineticCore

/// The view-layer suites run one at a time: a transaction (withAnimation) is process-wide state
/// while its body runs, so hosts driven from parallel tests would see each other's transactions.
@Suite(.serialized) struct ViewLayerTests {}

/// Replays a sequence of (time, value) model changes under `animation` on a bare engine animator,
/// stepping the same frames as the host, and returns the presentation value at `time`.
func engineValue<V: VectorArithmetic>(
    initial: V, changes: [(TimeInterval, V, Transaction)], until time: TimeInterval, frame: TimeInterval = 1.0 / 60.0
) -> V {
    let animator = AttributeAnimator(value: initial)
    var now: TimeInterval = 0
    var pending = changes[...]
    func apply() {
        while let next = pending.first, next.0 <= now + 1e-12 {
            animator.setValue(next.1, transaction: next.2, time: now)
            pending.removeFirst()
        }
    }
    apply()
    while now < time - 1e-12 {
        let target = min(time, pending.first.map { min($0.0, now + frame) } ?? now + frame)
        let step = now + frame < target - 1e-9 ? now + frame : target
        now = step
        animator.update(time: now)
        apply()
    }
    return animator.presentationValue
}



/// Stand-in for the reference pages' app-specific emoji view, which their samples call as written
/// (APIReferenceSamples.swift, which Examples/Seeds compiles too, with its own EmojiView.swift).
struct EmojiView: View {
    var emoji: String
    var body: some View { Text(emoji).font(.largeTitle) }
}

/// Whether the curve a tap started is shared in the scene graph's group, as every attribute's
/// animation is: at `time` one slot of it, evaluated then, and at `end` none (given back).
func curveIsSharedInTheGraphsGroup(_ host: HeadlessHost, at time: TimeInterval, endedBy end: TimeInterval) -> Bool {
    host.advance(to: time)
    let slots = host.graph.animatorGroup.progresses.liveSlots
    guard slots.count == 1, slots[0].elapsed == time else { return false }
    host.advance(to: end)
    return host.graph.animatorGroup.progresses.liveCount == 0
}
