import Foundation

/// One observation of an animated value: its presentation value and velocity at a time.
public struct Sample: Equatable, Sendable {
    /// Seconds on the host clock.
    public var time: TimeInterval
    /// The presentation value.
    public var value: Double
    /// The presentation value's rate of change, in units per second.
    public var velocity: Double

    /// Creates a sample.
    public init(time: TimeInterval, value: Double, velocity: Double) {
        self.time = time
        self.value = value
        self.velocity = velocity
    }
}
