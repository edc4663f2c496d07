import Foundation
import Synchronization

// Kinetic's runtime issues: problems in user code that Kinetic survives (non-finite values, state
// changes during a body, invalid frames, missing images). There is one entry point,
// `reportIssue(_:)` (and, for an issue of one scene graph, `reportIssue(_:in:)` in Kinetic), and
// the reporters it hands issues to are interchangeable per task, as pointfreeco's
// swift-issue-reporting arranges it: standard error by default (`[Kinetic] warning: …`, as SwiftUI
// logs its runtime issues), a capture for a test or for a caller that says the same in its own words.

/// Somewhere a runtime issue goes.
package protocol IssueReporter: Sendable {
    /// Takes `message`. `isNewInScope`: the issue concerns one scope (a scene graph) and is new
    /// there; false for an issue of no scope (then a reporter decides what repeats).
    func report(_ message: String, isNewInScope: Bool)
}

/// The reporters of the current task.
package enum IssueReporters {
    /// Standard error unless a test or a caller binds others (``IssueCapture/capturing(silencing:_:)``).
    @TaskLocal package static var current: [any IssueReporter] = [StandardErrorReporter()]
}

/// Writes issues to standard error with Kinetic's prefix: an issue of no scope once per process
/// (a warning repeated every frame is printed once), an issue new in its scope each time.
/// Thread-safe.
package struct StandardErrorReporter: IssueReporter {
    /// Messages printed so far.
    private static let printed = Mutex(Set<String>())

    package init() {}

    package func report(_ message: String, isNewInScope: Bool) {
        let isNew = Self.record(message)
        if isNew || isNewInScope { FileHandle.standardError.write(Data("[Kinetic] warning: \(message)\n".utf8)) }
    }

    /// Records `message` as printed; returns whether it was new (printed for the first time).
    package static func record(_ message: String) -> Bool {
        printed.withLock { $0.insert(message).inserted }
    }
}

/// Keeps the issues reported while it is bound (before standard error's once-per-message filter):
/// a test counts what one call reported, without seeing other tests' issues; `kinetic export`
/// says the same in its own words.
package final class IssueCapture: IssueReporter {
    private let storage = Mutex<[String]>([])

    /// The messages recorded so far, oldest first.
    package var messages: [String] { storage.withLock { $0 } }

    package func report(_ message: String, isNewInScope: Bool) { storage.withLock { $0.append(message) } }

    /// Runs `body` with a fresh capture among the task's reporters and returns what it reported.
    /// - Parameters:
    ///   - silencing: the capture replaces the other reporters (standard error): the caller
    ///     reports the issues itself, or says the same in its own words.
    ///   - body: the work whose issues are captured.
    package static func capturing(silencing: Bool = false, _ body: () throws -> Void) rethrows -> [String] {
        let capture = IssueCapture()
        let reporters: [any IssueReporter] = silencing ? [capture] : IssueReporters.current + [capture]
        try IssueReporters.$current.withValue(reporters) { try body() }
        return capture.messages
    }

    /// Runs `body` with its issues kept off standard error, and returns its result with them (the
    /// caller reports them, or says the same in its own words). When `body` throws, its issues are
    /// dropped with it.
    package static func holdingBack<T>(_ body: () throws -> T) rethrows -> (value: T, issues: [String]) {
        var value: T?
        let issues = try capturing(silencing: true) { value = try body() }
        return (value!, issues)
    }
}

/// Reports a runtime issue of no particular scene graph to the task's reporters (standard error
/// once per process for each distinct message, unless a capture is bound). Thread-safe.
/// - Parameter message: what went wrong, and what Kinetic does instead.
@usableFromInline
package func reportIssue(_ message: String) {
    for reporter in IssueReporters.current { reporter.report(message, isNewInScope: false) }
}
