import Foundation

/// A schedule for updating a timeline view at explicit points in time.
///
/// You can also use ``TimelineSchedule/explicit(_:)`` to construct this schedule.
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule where Entries.Element == Date {
    /// The dates.
    let dates: Entries

    /// Creates a schedule composed of an explicit sequence of dates.
    /// - Parameter dates: the dates, in ascending order (a timeline view skips any date not
    ///   after the one it last showed).
    public init(_ dates: Entries) { self.dates = dates }

    /// Provides the sequence of dates with which you initialized the schedule.
    /// - Parameters:
    ///   - startDate: ignored: the dates are the ones you gave.
    ///   - mode: ignored.
    /// - Returns: The dates.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries { dates }
}

extension ExplicitTimelineSchedule: Sendable where Entries: Sendable {}
