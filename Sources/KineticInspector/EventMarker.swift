import Foundation

/// Something that happened to an animated value at a time, drawn as a marker on the plot.
nonisolated package struct EventMarker: Equatable, Sendable {
    /// What happened.
    nonisolated package enum Kind: Equatable, Sendable {
        /// The user clicked (a new target arrived).
        case click
        /// The new animation merged into the running one, inheriting its value and velocity.
        case merge
        /// The new animation ran on top of the running one, their effects added up.
        case combine
        /// An animation's completion fired.
        case completion
    }

    /// Seconds on the host clock.
    package var time: TimeInterval
    /// What happened.
    package var kind: Kind

    /// Creates a marker.
    package init(time: TimeInterval, kind: Kind) {
        self.time = time
        self.kind = kind
    }
}
