import Foundation

/// One observation of an animated value: its presentation value and velocity at a time.
nonisolated package struct Sample: Equatable, Sendable {
    /// Seconds on the host clock.
    package var time: TimeInterval
    /// The presentation value.
    package var value: Double
    /// The presentation value's rate of change, in units per second.
    package var velocity: Double

    /// Creates a sample.
    package init(time: TimeInterval, value: Double, velocity: Double) {
        self.time = time
        self.value = value
        self.velocity = velocity
    }
}
