import Foundation

/// The timeline views of one graph that have an entry to come, and the mapping of host time to
/// dates.
///
/// A host's clock starts at 0; host time `t` is the date `referenceDate + t`. The default
/// reference date is Foundation's, 2001-01-01 00:00:00 UTC, so that
/// `date.timeIntervalSinceReferenceDate` equals host time exactly: runs are deterministic and
/// schedule entries land on frames without rounding.
@MainActor package final class TimelineScheduler {
    /// How far past a host time an entry may lie and still count as reached: a host stepping by
    /// 1/60 s accumulates rounding (sixty steps of 1/60 do not add up to exactly 1).
    package static let tolerance: TimeInterval = 1e-9
    /// The date at host time 0.
    package var referenceDate = Date(timeIntervalSinceReferenceDate: 0)
    /// The views waiting for an entry (each knows its due time and index here).
    private var nodes: [TimelineNodeBase] = []

    package init() {}

    /// The date at host time `time`.
    @inline(__always) package func date(at time: TimeInterval) -> Date { referenceDate.addingTimeInterval(time) }
    /// The host time of `date`.
    @inline(__always) package func time(of date: Date) -> TimeInterval { date.timeIntervalSince(referenceDate) }

    /// Whether any view is waiting for an entry.
    package var isEmpty: Bool { nodes.isEmpty }

    /// The earliest host time at which a view has an entry, nil when none has.
    package var nextDueTime: TimeInterval? {
        var earliest: TimeInterval?
        for node in nodes { if let due = node.dueTime, due < (earliest ?? .infinity) { earliest = due } }
        return earliest
    }

    /// Whether a view has an entry at or before `time`.
    package func hasDue(at time: TimeInterval) -> Bool {
        let limit = time + Self.tolerance
        for node in nodes { if let due = node.dueTime, due <= limit { return true } }
        return false
    }

    /// Records that `node` wants an update at host time `time`.
    package func schedule(_ node: TimelineNodeBase, at time: TimeInterval) {
        node.dueTime = time
        guard node.scheduledIndex < 0 else { return }
        node.scheduledIndex = nodes.count
        nodes.append(node)
    }

    /// Records that `node` wants no more updates.
    package func unschedule(_ node: TimelineNodeBase) {
        node.dueTime = nil
        let index = node.scheduledIndex
        guard index >= 0 else { return }
        let last = nodes.removeLast()
        if last !== node { nodes[index] = last; last.scheduledIndex = index }
        node.scheduledIndex = -1
    }

    /// Re-evaluates the content of every view with an entry at or before `time`.
    package func fireDue(at time: TimeInterval) {
        let limit = time + Self.tolerance
        var index = 0
        while index < nodes.count {
            let node = nodes[index]
            if let due = node.dueTime, due <= limit { node.fire(at: time) }
            // A view that unscheduled itself moved the last one into `index`.
            if index < nodes.count, nodes[index] === node { index += 1 }
        }
    }
}
