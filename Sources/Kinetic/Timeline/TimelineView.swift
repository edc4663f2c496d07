import Foundation

/// Information passed to a timeline view's content callback.
public struct TimelineViewDefaultContext {
    /// A rate at which timeline views can receive updates.
    public enum Cadence: Comparable, Sendable {
        /// Updates the view continuously.
        case live
        /// Updates the view approximately once per second.
        case seconds
        /// Updates the view approximately once per minute.
        case minutes
    }

    /// The date from the schedule that triggered the current view update: the latest entry at
    /// or before the host's date, or the host's date itself before the first entry.
    public let date: Date
    /// The rate at which the timeline updates the view. Always ``Cadence/live``: Kinetic hosts
    /// never slow a timeline down (SwiftUI reports a coarser cadence on an always-on display).
    public let cadence: Cadence

    /// Creates a context (for previews and tests of content closures).
    /// - Parameters:
    ///   - date: the date of the entry.
    ///   - cadence: the update rate.
    public init(date: Date, cadence: Cadence = .live) {
        self.date = date
        self.cadence = cadence
    }
}

/// A view that updates according to a schedule that you provide.
///
/// ```swift
/// TimelineView(.animation) { context in
///     let seconds = context.date.timeIntervalSinceReferenceDate
///     Circle().offset(x: 100 * sin(seconds))
/// }
/// ```
/// The host's clock drives it: host time `t` is the date `referenceDate + t` (see
/// ``HeadlessHost/referenceDate``). At each entry of the schedule the content closure runs again
/// with that entry's date; between entries, and for a paused schedule, it costs nothing.
public struct TimelineView<Schedule: TimelineSchedule, Content: View> {
    /// Information passed to the content callback.
    public typealias Context = TimelineViewDefaultContext

    let schedule: Schedule
    let content: (TimelineViewDefaultContext) -> Content

    /// Creates a new timeline view that uses the given schedule.
    /// - Parameters:
    ///   - schedule: a schedule that produces a sequence of dates that indicate the instances
    ///     when the view should update.
    ///   - content: a closure that generates view content at the moments indicated by the
    ///     schedule; it takes the context's date and cadence.
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content) {
        self.schedule = schedule
        self.content = content
    }
}

extension TimelineView: View, PrimitiveView {
    public typealias Body = Never
    package static func makeNode(view: UnsafeRawPointer, parent: ViewNode?, context: inout UpdateContext) -> ViewNode {
        let node = TimelineViewNode<Schedule, Content>(graph: context.graph, parent: parent)
        node.update(from: view, context: &context)
        return node
    }
}

/// The part of a timeline view's node the graph's ``TimelineScheduler`` drives.
package class TimelineNodeBase: ViewNode {
    /// The host time of the next entry, nil when the schedule has no more.
    package var dueTime: TimeInterval?
    /// Position in the scheduler's list, or -1.
    package var scheduledIndex = -1

    /// Re-evaluates the content for the entries reached by host time `time`.
    package func fire(at time: TimeInterval) {}

    package override var isList: Bool { true }
}

/// A timeline view's node: the schedule's entries, and the content built for the current one.
final class TimelineViewNode<Schedule: TimelineSchedule, Content: View>: TimelineNodeBase {
    private var schedule: Schedule?
    private var content: ((TimelineViewDefaultContext) -> Content)?
    private var environment = EnvironmentValues()
    private var contentSlot: ContentSlot?
    private var entries: Schedule.Entries.Iterator?
    /// The entry after the one shown.
    private var upcoming: Date?
    /// The date the content was last built with.
    private(set) var shownDate: Date?
    /// Whether the schedule's dates stopped advancing (warned once).
    private var warned = false

    /// Entries passed over in one catch-up before the schedule is asked afresh from the current date.
    static var catchUpLimit: Int { 4096 }

    override var debugName: String { "TimelineView<\(Schedule.self)>" }

    override func update(from pointer: UnsafeRawPointer, context: inout UpdateContext) {
        let view = pointer.view(as: TimelineView<Schedule, Content>.self)
        visit(context)
        schedule = view.schedule
        content = view.content
        environment = context.environment
        contentSlot = context.contentSlot
        let now = graph.timelines.date(at: graph.time)
        entries = view.schedule.entries(from: now, mode: .normal).makeIterator()
        upcoming = entries?.next()
        shownDate = nil
        let date = advance(to: now)
        build(date: date, context: &context)
        reschedule()
    }

    override func fire(at time: TimeInterval) {
        guard !isRemoved, let shown = shownDate else { return }
        let date = advance(to: graph.timelines.date(at: time))
        if date != shown {
            var context = UpdateContext(graph: graph, transaction: Transaction(), environment: environment)
            context.contentSlot = contentSlot
            visit(context)
            build(date: date, context: &context)
        }
        reschedule()
    }

    /// Moves past every entry at or before `now`; returns the date to show (the latest of them,
    /// else the one shown, else `now`).
    private func advance(to now: Date) -> Date {
        var latest: Date?
        var steps = 0
        let limit = now.addingTimeInterval(TimelineScheduler.tolerance)
        while let next = upcoming, next <= limit {
            if let previous = latest ?? shownDate, next <= previous {
                // A date not after the last one: skip it (the view never goes back in time).
                steps += 1
            } else {
                latest = next
            }
            upcoming = entries?.next()
            steps += 1
            if steps == Self.catchUpLimit, let schedule {
                // Far behind (a long pause or a jump of the clock): ask afresh from `now`.
                entries = schedule.entries(from: now, mode: .normal).makeIterator()
                upcoming = entries?.next()
            } else if steps > 4 * Self.catchUpLimit {
                if !warned {
                    warned = true
                    reportIssue("\(debugName): the schedule's dates do not advance past \(now); the view stops updating", in: graph)
                }
                upcoming = nil
            }
        }
        return latest ?? shownDate ?? now
    }

    private func build(date: Date, context: inout UpdateContext) {
        guard let content else { return }
        shownDate = date
        let view = trackingObservation { content(TimelineViewDefaultContext(date: date, cadence: .live)) }
        if children.isEmpty {
            children.append(makeNode(view, parent: self, context: &context))
        } else {
            updateNode(children[0], with: view, context: &context)
        }
        graph.needsRender = true
    }

    private func reschedule() {
        if let upcoming {
            graph.timelines.schedule(self, at: graph.timelines.time(of: upcoming))
        } else {
            graph.timelines.unschedule(self)
        }
    }

    override func teardown() {
        super.teardown()
        graph.timelines.unschedule(self)
    }
}
