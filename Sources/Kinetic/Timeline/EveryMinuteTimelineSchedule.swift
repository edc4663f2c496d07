import Foundation

/// A schedule for updating a timeline view at the start of every minute.
///
/// You can also use ``TimelineSchedule/everyMinute`` to construct this schedule.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
    /// Creates a per-minute update schedule.
    public init() {}

    /// Provides a sequence of per-minute dates starting from a given date: the start of the minute
    /// `startDate` falls in (whole minutes since 1970, in UTC, as wall clocks count them), then
    /// every 60 seconds.
    /// - Parameters:
    ///   - startDate: the date by which the sequence begins.
    ///   - mode: ignored.
    /// - Returns: The dates, one per minute, in ascending order.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> PeriodicTimelineSchedule.Entries {
        let minute = (startDate.timeIntervalSince1970 / 60).rounded(.down) * 60
        return PeriodicTimelineSchedule(from: Date(timeIntervalSince1970: minute), by: 60).entries(from: startDate, mode: mode)
    }
}
