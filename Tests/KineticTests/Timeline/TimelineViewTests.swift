import Foundation
import Testing
@testable import Kinetic

/// Records the dates a timeline view's content was built with.
private final class DateLog {
    var dates: [TimeInterval] = []
}

private struct AnimatedTimeline: View {
    let log: DateLog
    var paused = false
    var body: some View {
        TimelineView(.animation(minimumInterval: nil, paused: paused)) { context in
            let _ = log.dates.append(context.date.timeIntervalSinceReferenceDate)
            Text("t=\(context.date.timeIntervalSinceReferenceDate)").testID("label")
        }
    }
}

private struct PausableTimeline: View {
    let log: DateLog
    @State private var paused = true
    var body: some View {
        VStack {
            AnimatedTimeline(log: log, paused: paused)
            Color.blue.frame(width: 40, height: 40).testID("toggle").onTapGesture { paused.toggle() }
        }
    }
}

private struct Periodic: View {
    let log: DateLog
    let schedule: PeriodicTimelineSchedule
    var body: some View {
        TimelineView(schedule) { context in
            let _ = log.dates.append(context.date.timeIntervalSinceReferenceDate)
            Text("tick")
        }
    }
}

/// Sixty frames of a 60 Hz host land within this of their exact times.
private let frameTolerance = 1e-9

extension ViewLayerTests {
@Suite struct TimelineViewTests {
    @Test func animationScheduleRebuildsTheContentEveryFrame() {
        let log = DateLog()
        let host = HeadlessHost(AnimatedTimeline(log: log), size: CGSize(width: 200, height: 100))
        #expect(log.dates == [0])
        #expect(host.needsFrames)
        host.advance(by: 1)
        // One build per frame: at 1/60, 2/60, … 60/60 s (the 1/120 s entries fall on every frame).
        #expect(log.dates.count == 61)
        for (frame, date) in log.dates.enumerated() {
            #expect(abs(date - Double(frame) / 60) < frameTolerance, "frame \(frame) was built at \(date)")
        }
        let label = host.displayList.item(withID: "label")?.text
        #expect(label == "t=\(log.dates.last!)")
        #expect(host.runningAnimationCount == 0, "a timeline is not an animated attribute")
    }

    @Test func pausedScheduleBuildsOnceAndWantsNoFrames() {
        let log = DateLog()
        let host = HeadlessHost(AnimatedTimeline(log: log, paused: true))
        host.advance(by: 1)
        #expect(log.dates == [0])
        #expect(!host.needsFrames)
        #expect(host.nextFrameTime == nil)
    }

    @Test func unpausingStartsFramesFromTheCurrentDate() {
        let log = DateLog()
        let host = HeadlessHost(PausableTimeline(log: log))
        host.advance(by: 0.5)
        #expect(log.dates == [0])
        host.tap(id: "toggle")  // unpause at 0.5 s
        #expect(log.dates.count == 2 && abs(log.dates[1] - 0.5) < frameTolerance)
        host.advance(by: 0.1)
        #expect(log.dates.count == 8, "six more frames in 0.1 s, got \(log.dates.count - 2)")
        host.tap(id: "toggle")  // pause again
        let count = log.dates.count
        host.advance(by: 0.5)
        #expect(log.dates.count == count + 0, "a paused timeline costs no builds")
        #expect(!host.needsFrames)
    }

    @Test func periodicScheduleBuildsAtEachEntryAndSaysWhenTheNextIs() {
        let log = DateLog()
        let host = HeadlessHost(Periodic(log: log, schedule: .periodic(from: HeadlessHost.defaultReferenceDate, by: 0.25)))
        #expect(host.nextFrameTime == 0.25)
        #expect(!host.needsFrames, "nothing changes in the next frame")
        host.advance(by: 1)
        #expect(log.dates == [0, 0.25, 0.5, 0.75, 1.0])
        #expect(host.nextFrameTime == 1.25)
    }

    @Test func hostTimeMapsToTheReferenceDatePlusTime() {
        let log = DateLog()
        let reference = Date(timeIntervalSince1970: 1_704_103_785)  // 2024-01-01 10:09:45 UTC
        // Every minute: the first build shows 10:09:00, the next comes at 10:10:00, 15 s later.
        struct Minutes: View {
            let log: DateLog
            var body: some View {
                TimelineView(.everyMinute) { context in
                    let _ = log.dates.append(context.date.timeIntervalSince1970)
                    Text("minute")
                }
            }
        }
        let host = HeadlessHost(Minutes(log: log), referenceDate: reference)
        #expect(host.referenceDate == reference)
        #expect(log.dates == [1_704_103_740])
        #expect(host.nextFrameTime == 15)
        host.advance(by: 75)
        #expect(log.dates == [1_704_103_740, 1_704_103_800, 1_704_103_860])
        #expect(host.date == reference.addingTimeInterval(75))
    }

    @Test func explicitScheduleSkipsPassedAndOutOfOrderDates() {
        let log = DateLog()
        let dates = [0.5, 0.2, 1.0].map { HeadlessHost.defaultReferenceDate.addingTimeInterval($0) }
        struct Explicit: View {
            let log: DateLog
            let dates: [Date]
            var body: some View {
                TimelineView(.explicit(dates)) { context in
                    let _ = log.dates.append(context.date.timeIntervalSinceReferenceDate)
                    Text("x")
                }
            }
        }
        let host = HeadlessHost(Explicit(log: log, dates: dates))
        // Before the first entry the view shows the host's date.
        #expect(log.dates == [0])
        host.advance(by: 2)
        #expect(log.dates == [0, 0.5, 1.0])
        #expect(host.nextFrameTime == nil)
    }

    @Test func aScheduleWhoseDatesNeverAdvanceWarnsAndStops() {
        struct Stuck: TimelineSchedule {
            func entries(from startDate: Date, mode: TimelineScheduleMode) -> Repeated<Date> {
                repeatElement(HeadlessHost.defaultReferenceDate, count: .max)
            }
        }
        let log = DateLog()
        struct StuckView: View {
            let log: DateLog
            var body: some View {
                TimelineView(Stuck()) { context in
                    let _ = log.dates.append(context.date.timeIntervalSinceReferenceDate)
                    Text("x")
                }
            }
        }
        let host = HeadlessHost(StuckView(log: log))
        #expect(log.dates == [0])
        #expect(host.warnings.contains { $0.contains("do not advance") })
        #expect(host.nextFrameTime == nil)
    }
}
}
