import Foundation

/// The inspector's read-outs for the latest change of one animated value: how far it overshot its
/// target and how long it took to settle within 1 % of the jump.
///
/// `start` at each change, `observe` at each frame; nothing allocates.
nonisolated package struct SettleTracker: Sendable {
    /// When the latest change happened (nil before any).
    package private(set) var changeTime: TimeInterval?
    /// The latest change's jump: new target − value shown at the change.
    package private(set) var jump = 0.0
    /// The largest excursion past the target since the latest change, as a fraction of the jump.
    package private(set) var overshoot = 0.0
    /// The latest time the value was further than 1 % of the jump from its target.
    private var lastOutside = 0.0

    /// Creates a tracker with no change yet.
    package init() {}

    /// A change at `time` whose target is `jump` away from the value shown.
    package mutating func start(at time: TimeInterval, jump: Double) {
        changeTime = time
        self.jump = jump
        overshoot = 0
        lastOutside = time
    }

    /// The value shown at `time`, and its target.
    package mutating func observe(time: TimeInterval, value: Double, target: Double) {
        guard jump != 0, jump.isFinite else { return }
        let past = (value - target) / jump
        if past > overshoot { overshoot = past }
        if abs(value - target) > 0.01 * abs(jump) { lastOutside = time }
    }

    /// Seconds from the latest change until the value stayed within 1 % of the jump of its target;
    /// nil before any change or while it still moves (`isMoving`).
    package func settlingTime(isMoving: Bool) -> TimeInterval? {
        guard let changeTime, !isMoving else { return nil }
        return max(0, lastOutside - changeTime)
    }

    /// "0.42 s", "…" while moving, "—" before any change.
    package func settlingText(isMoving: Bool) -> String {
        if let settle = settlingTime(isMoving: isMoving) { return String(format: "%.2f s", settle) }
        return changeTime == nil ? "—" : "…"
    }
}
