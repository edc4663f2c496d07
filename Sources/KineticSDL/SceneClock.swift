import Foundation

/// How a scene's time passes against real time: scaled (slow motion, fast forward), paused, or
/// stepped a frame at a time.
///
/// It keeps no time of its own. A scene's time is its host's (``HeadlessHost/time``), moved on by
/// what ``elapsed(real:)`` gives for each real interval, so there is one time between a click and
/// the host: a scene not shown is simply not moved on, and shown again it continues from its own
/// time. Real intervals come from the window loop, which already bounds stalls
/// (``FrameLoop/maximumFrameGap``).
package final class SceneClock {
    /// The interval a single step advances a paused clock by.
    package static let stepInterval: TimeInterval = 1.0 / 60.0
    /// The slowest and fastest time scales.
    package static let timeScaleRange: ClosedRange<Double> = 0.05...4

    /// Scene seconds per real second, within ``timeScaleRange``; a NaN or infinite scale is 1.
    package var timeScale: Double = 1 {
        didSet { timeScale = min(max(timeScale.isFinite ? timeScale : 1, Self.timeScaleRange.lowerBound),
                                 Self.timeScaleRange.upperBound) }
    }
    /// Whether real time is ignored (steps still advance).
    package var isPaused = false
    private var pendingSteps = 0

    /// Creates a clock running at normal speed.
    package init() {}

    /// Asks the next ``elapsed(real:)`` to add one ``stepInterval`` (used while paused).
    package func step() { pendingSteps += 1 }

    /// The scene seconds that pass in `interval` real seconds: none while paused, and a
    /// ``stepInterval`` for each step asked for since the last call. A negative or non-finite
    /// interval passes no time.
    package func elapsed(real interval: TimeInterval) -> TimeInterval {
        var scene = !isPaused && interval.isFinite && interval > 0 ? interval * timeScale : 0
        if pendingSteps > 0 {
            scene += Double(pendingSteps) * Self.stepInterval
            pendingSteps = 0
        }
        return scene
    }
}
