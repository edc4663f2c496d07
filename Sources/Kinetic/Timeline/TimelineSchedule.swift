import Foundation

/// A type that provides a sequence of dates for use as a schedule.
///
/// A ``TimelineView`` asks its schedule for entries from the host's current date (see
/// ``HeadlessHost/referenceDate`` for how host time maps to dates) and re-evaluates its content at
/// each entry. Kinetic hosts always run in ``TimelineScheduleMode/normal`` mode.
public protocol TimelineSchedule {
    /// An alias for the timeline schedule update mode.
    typealias Mode = TimelineScheduleMode
    /// The sequence of dates within a schedule.
    associatedtype Entries: Sequence where Entries.Element == Date
    /// Provides a sequence of dates starting around a given date.
    /// - Parameters:
    ///   - startDate: the date by which the sequence begins. Entries before it are allowed: the
    ///     timeline view then shows the entry that most closely precedes `startDate` first.
    ///   - mode: whether the schedule updates normally, or with some other cadence.
    /// - Returns: A sequence of dates in ascending order.
    func entries(from startDate: Date, mode: Self.Mode) -> Entries
}

/// A mode of operation for timeline schedule updates.
public enum TimelineScheduleMode: Hashable, Sendable {
    /// A mode that produces schedule updates at the schedule's natural cadence.
    case normal
    /// A mode that produces schedule updates at a reduced rate (an always-on display; Kinetic
    /// hosts never ask for it).
    case lowFrequency
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    /// A schedule for updating a timeline view at regular intervals.
    /// - Parameters:
    ///   - startDate: the date on which to start the sequence.
    ///   - interval: the time interval between successive sequence entries.
    /// - Returns: A periodic schedule.
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    /// A schedule for updating a timeline view at the start of every minute.
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule {
    /// A schedule for updating a timeline view at explicit points in time.
    /// - Parameter dates: the dates, in ascending order, at which to update the view.
    /// - Returns: A schedule of exactly those dates.
    public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S> where Self == ExplicitTimelineSchedule<S>, S.Element == Date {
        ExplicitTimelineSchedule(dates)
    }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// A pausable schedule of dates updating at a frequency no more quickly than the provided
    /// interval: every 1/120 s, so every frame of a 60 Hz host.
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }

    /// A pausable schedule of dates updating at a frequency no more quickly than the provided interval.
    /// - Parameters:
    ///   - minimumInterval: the minimum interval between updates; nil lets the system pick (1/120 s).
    ///   - paused: whether the schedule stops generating updates.
    /// - Returns: An animation schedule.
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}
