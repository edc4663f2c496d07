import Foundation

/// The time a scene sees: real elapsed time, scaled (slow motion), pausable, steppable frame by
/// frame, and never jumping: a gap between frames longer than ``maximumFrameGap`` (the process was
/// stopped, the machine slept) counts as that much, so animations resume where they were.
package final class SceneClock {
    /// The longest real interval one frame may advance the clock by, in seconds.
    package static let maximumFrameGap: TimeInterval = 0.25
    /// The interval a single step advances a paused clock by.
    package static let stepInterval: TimeInterval = 1.0 / 60.0
    /// The slowest and fastest time scales.
    package static let timeScaleRange: ClosedRange<Double> = 0.05...4

    /// The scene time now, in seconds; never decreases.
    package private(set) var time: TimeInterval = 0
    /// Scene seconds per real second, within ``timeScaleRange``; changing it never moves `time`.
    package var timeScale: Double = 1 {
        didSet { timeScale = min(max(timeScale.isFinite ? timeScale : 1, Self.timeScaleRange.lowerBound),
                                 Self.timeScaleRange.upperBound) }
    }
    /// Whether real time is ignored (steps still advance).
    package var isPaused = false
    private var pendingSteps = 0

    /// Creates a clock at time 0, running at normal speed.
    package init() {}

    /// Asks the next ``advance(real:)`` to move on by one ``stepInterval`` (used while paused).
    package func step() { pendingSteps += 1 }

    /// Moves the clock on after `interval` real seconds, counting at most `maximumGap` of them (a
    /// stall must not jump running animations; a loop that slept because nothing moved passes
    /// `.infinity`, so the time it slept counts).
    /// - Returns: the new scene time.
    @discardableResult
    package func advance(real interval: TimeInterval, maximumGap: TimeInterval = maximumFrameGap) -> TimeInterval {
        let gap = interval.isFinite ? min(max(interval, 0), maximumGap) : 0
        if !isPaused { time += gap * timeScale }
        if pendingSteps > 0 {
            time += Double(pendingSteps) * Self.stepInterval
            pendingSteps = 0
        }
        return time
    }
}
