import Foundation
import KineticInspector
import Testing

/// The inspector's overshoot and settling-time read-outs, on values chosen by hand.
@Suite struct SettleTrackerTests {
    @Test func overshootAndSettlingTimeOfOneChange() {
        var tracker = SettleTracker()
        #expect(tracker.settlingText(isMoving: false) == "—")
        tracker.start(at: 1, jump: 2)  // from 0 to a target of 2
        for (time, value) in [(1.1, 1.0), (1.2, 2.16), (1.3, 2.019), (1.4, 2.01), (1.5, 2.0)] {
            tracker.observe(time: time, value: value, target: 2)
        }
        // 2.16 is 0.16 past the target: 8 % of the jump. 1 % of the jump is 0.02, and 2.019 is
        // within it, so the last time outside was 1.2: settled 0.2 s after the change.
        #expect(abs(tracker.overshoot - 0.08) < 1e-12)
        #expect(tracker.settlingTime(isMoving: true) == nil && tracker.settlingText(isMoving: true) == "…")
        #expect(abs(tracker.settlingTime(isMoving: false)! - 0.2) < 1e-12)
        #expect(tracker.settlingText(isMoving: false) == "0.20 s")
        // A new change starts over; a downward jump overshoots below the target.
        tracker.start(at: 2, jump: -2)
        tracker.observe(time: 2.1, value: -0.1, target: 0)
        #expect(abs(tracker.overshoot - 0.05) < 1e-12)
        tracker.observe(time: 2.2, value: 0, target: 0)
        #expect(abs(tracker.settlingTime(isMoving: false)! - 0.1) < 1e-12)
    }
}
