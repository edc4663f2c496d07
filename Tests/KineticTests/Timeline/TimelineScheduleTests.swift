import Foundation
import Testing
@testable import Kinetic

/// The first `count` entries of `schedule` from `start`.
private func entries<S: TimelineSchedule>(_ schedule: S, from start: Date, count: Int, mode: TimelineScheduleMode = .normal) -> [Date] {
    Array(schedule.entries(from: start, mode: mode).prefix(count))
}

/// 2024-01-01 00:00:00 UTC.
private let newYear = Date(timeIntervalSince1970: 1_704_067_200)
/// `hours:minutes:seconds` on 2024-01-01, UTC.
private func clock(_ h: Double, _ m: Double, _ s: Double) -> Date { newYear.addingTimeInterval(h * 3600 + m * 60 + s) }

extension ViewLayerTests {
@Suite struct TimelineScheduleTests {
    @Test func periodicGivesTheStartThenEveryInterval() {
        let start = clock(10, 0, 0)
        #expect(entries(.periodic(from: start, by: 1), from: start, count: 4)
            == [start, start + 1, start + 2, start + 3])
        // Entry n is start + n × interval, not n repeated additions: the thousandth of 0.1 s is exact.
        let tenths = entries(.periodic(from: start, by: 0.1), from: start, count: 1001)
        #expect(tenths[1000] == start.addingTimeInterval(1000 * 0.1))
    }

    @Test func periodicStartsAtTheIntervalTheStartDateFallsIn() {
        // SwiftUI's documented example: from 10:09:30 by 60 s, entries from 10:34:45 start at 10:34:30.
        let schedule = PeriodicTimelineSchedule(from: clock(10, 9, 30), by: 60)
        #expect(entries(schedule, from: clock(10, 34, 45), count: 3) == [clock(10, 34, 30), clock(10, 35, 30), clock(10, 36, 30)])
        // Exactly on an entry: that entry comes first.
        #expect(entries(schedule, from: clock(10, 35, 30), count: 1) == [clock(10, 35, 30)])
        // Before the schedule's start: the start comes first.
        #expect(entries(schedule, from: clock(9, 0, 0), count: 2) == [clock(10, 9, 30), clock(10, 10, 30)])
    }

    @Test func periodicWithAnUnusableIntervalGivesOneEntry() {
        let start = clock(10, 0, 0)
        #expect(entries(.periodic(from: start, by: 0), from: start + 5, count: 3) == [start])
        #expect(entries(.periodic(from: start, by: -1), from: start, count: 3) == [start])
        #expect(entries(.periodic(from: start, by: .nan), from: start, count: 3) == [start])
    }

    @Test func everyMinuteStartsAtTheCurrentMinutesStart() {
        #expect(entries(.everyMinute, from: clock(10, 34, 45), count: 3) == [clock(10, 34, 0), clock(10, 35, 0), clock(10, 36, 0)])
        #expect(entries(.everyMinute, from: clock(10, 35, 0), count: 1) == [clock(10, 35, 0)])
    }

    @Test func explicitGivesItsDates() {
        let dates = [clock(1, 0, 0), clock(2, 0, 0), clock(3, 0, 0)]
        #expect(entries(.explicit(dates), from: clock(2, 30, 0), count: 5) == dates)
    }

    @Test func animationGivesTheStartThenEveryMinimumInterval() {
        let start = clock(10, 0, 0)
        #expect(entries(.animation, from: start, count: 3)
            == [start, start.addingTimeInterval(1.0 / 120), start.addingTimeInterval(2 * (1.0 / 120))])
        #expect(entries(.animation(minimumInterval: 0.5), from: start, count: 3) == [start, start + 0.5, start + 1])
        // nil, zero or negative intervals: the system's 1/120 s.
        #expect(entries(.animation(minimumInterval: 0), from: start, count: 2) == [start, start.addingTimeInterval(1.0 / 120)])
        #expect(entries(.animation(minimumInterval: nil, paused: false), from: start, count: 2)[1] == start.addingTimeInterval(1.0 / 120))
    }

    @Test func pausedOrLowFrequencyAnimationHasNoEntries() {
        let start = clock(10, 0, 0)
        #expect(entries(.animation(paused: true), from: start, count: 3).isEmpty)
        #expect(entries(.animation, from: start, count: 3, mode: .lowFrequency).isEmpty)
    }

    @Test func cadencesAreOrderedAsSwiftUIs() {
        #expect(TimelineViewDefaultContext.Cadence.live < .seconds)
        #expect(TimelineViewDefaultContext.Cadence.seconds < .minutes)
    }
}
}
