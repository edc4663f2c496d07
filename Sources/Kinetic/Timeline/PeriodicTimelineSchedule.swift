import Foundation

/// A schedule for updating a timeline view at regular intervals.
///
/// You can also use ``TimelineSchedule/periodic(from:by:)`` to construct this schedule.
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
    /// The date the schedule's grid is laid from.
    let startDate: Date
    /// Seconds between entries.
    let interval: TimeInterval

    /// Creates a periodic update schedule.
    /// - Parameters:
    ///   - startDate: the date on which to start the sequence.
    ///   - interval: the time interval between successive sequence entries. A value that is not
    ///     positive and finite produces a single entry (the view is evaluated once, never again),
    ///     with a runtime warning when a timeline view uses it.
    public init(from startDate: Date, by interval: TimeInterval) {
        self.startDate = startDate
        self.interval = interval
    }

    /// Provides a sequence of periodic dates starting from around a given date.
    ///
    /// As SwiftUI documents it: for a schedule from 10:09:30 by 60 s, a `startDate` of 10:34:45
    /// gives 10:34:30 first, the start of the interval `startDate` falls in, then 10:35:30, ….
    /// A `startDate` before the schedule's own start gives the schedule's start first.
    /// - Parameters:
    ///   - startDate: the date by which the sequence begins.
    ///   - mode: ignored: the period is the one you chose.
    /// - Returns: Equally spaced dates in increasing order.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        guard interval > 0, interval.isFinite else { return Entries(date: self.startDate, interval: 0) }
        let elapsed = startDate.timeIntervalSince(self.startDate)
        let periods = elapsed > 0 ? (elapsed / interval).rounded(.down) : 0
        return Entries(date: self.startDate, interval: interval, index: periods)
    }

    /// The sequence of dates in periodic schedule.
    ///
    /// Entry *n* is the start date plus *n* × interval, computed afresh (not by repeated addition),
    /// so the thousandth entry of a 0.1 s period lies exactly 100 s after the start.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        let date: Date
        let interval: TimeInterval
        var index: Double = 0
        var finished = false

        /// The next date of the sequence (nil after the only entry of an unusable interval).
        /// - Returns: The next date.
        public mutating func next() -> Date? {
            if finished { return nil }
            if interval == 0 { finished = true; return date }
            defer { index += 1 }
            return date.addingTimeInterval(index * interval)
        }
    }
}
