import Foundation

/// A pausable schedule of dates updating at a frequency no more quickly than the provided interval.
///
/// You can also use ``TimelineSchedule/animation(minimumInterval:paused:)`` to construct this schedule.
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
    /// The interval SwiftUI picks when none is given: 1/120 s, at or under any display's frame
    /// period, so a timeline view updates on every frame.
    public static let defaultMinimumInterval: Double = 1.0 / 120.0

    /// Seconds between entries.
    let minimumInterval: Double
    /// Whether the schedule generates no updates.
    let paused: Bool

    /// Creates a pausable schedule of dates updating at a frequency no more quickly than the
    /// provided interval.
    /// - Parameters:
    ///   - minimumInterval: the minimum interval to update the schedule at; nil lets the system
    ///     pick (1/120 s). A value that is not positive and finite is treated as nil.
    ///   - paused: whether the schedule should stop generating updates.
    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        if let minimumInterval, minimumInterval > 0, minimumInterval.isFinite {
            self.minimumInterval = minimumInterval
        } else {
            self.minimumInterval = Self.defaultMinimumInterval
        }
        self.paused = paused
    }

    /// Returns entries at the frequency of the animation schedule: `start`, then every
    /// `minimumInterval`; no entries at all when paused or in `.lowFrequency` mode.
    /// - Parameters:
    ///   - start: the first date.
    ///   - mode: `.lowFrequency` pauses the schedule.
    /// - Returns: The dates.
    public func entries(from start: Date, mode: TimelineScheduleMode) -> Entries {
        Entries(date: start, interval: paused || mode == .lowFrequency ? nil : minimumInterval)
    }

    /// The sequence of dates of an animation schedule.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        let date: Date
        let interval: Double?
        var index: Double = 0

        /// The next date (nil for a paused schedule).
        /// - Returns: The next date.
        public mutating func next() -> Date? {
            guard let interval else { return nil }
            defer { index += 1 }
            return date.addingTimeInterval(index * interval)
        }
    }
}
