import Foundation
import Synchronization

/// Kinetic's runtime warnings: problems in user code that Kinetic survives (non-finite values,
/// state changes during a body, invalid frames, missing images). Each is written to standard
/// error as `[Kinetic] warning: …`, as SwiftUI logs its runtime issues, and the program goes on.
///
/// This is the one implementation: KineticCore's `warnOnce(_:)` and the view layer's
/// `RuntimeWarning.emit(_:graph:)` both write through it. It may be called from any thread.
package enum RuntimeWarningLog {
    /// Messages printed so far.
    private static let printed = Mutex(Set<String>())

    /// Records `message` as printed; returns whether it was new (printed for the first time).
    package static func record(_ message: String) -> Bool {
        printed.withLock { $0.insert(message).inserted }
    }

    /// Writes `message` to standard error with Kinetic's prefix.
    package static func write(_ message: String) {
        FileHandle.standardError.write(Data("[Kinetic] warning: \(message)\n".utf8))
    }
}

/// Writes a runtime warning once per process for each distinct message (a warning repeated every
/// frame is printed once). Thread-safe. Every call is also recorded in the task's
/// ``WarningLog/current`` when one is bound (tests count warnings with it).
/// - Parameter message: what went wrong, and what Kinetic does instead.
@usableFromInline
package func warnOnce(_ message: String) {
    if let log = WarningLog.current {
        log.append(message)
        if log.silences { return }  // the caller reports it
    }
    if RuntimeWarningLog.record(message) { RuntimeWarningLog.write(message) }
}

/// The warnings requested while bound to ``current`` (before the once-per-message filter of
/// stderr): lets a test count what one call warned, without seeing other tests' warnings.
///
package final class WarningLog: Sendable {
    /// The log of the current task, if one is bound.
    @TaskLocal package static var current: WarningLog?

    private let storage = Mutex<[String]>([])
    /// Whether the warnings recorded while it is bound stay off standard error (its caller says
    /// what went wrong in its own words: `kinetic export` refusing an invalid parameter).
    package let silences: Bool

    /// Creates a log; `silences`: keep what it records off standard error.
    package init(silences: Bool = false) { self.silences = silences }

    /// The messages recorded so far, oldest first.
    package var messages: [String] { storage.withLock { $0 } }

    func append(_ message: String) { storage.withLock { $0.append(message) } }

    /// Runs `body` with its warnings kept off standard error, and returns its result with them:
    /// the caller reports them, or says the same in its own words (``warnOnce(_:)`` prints one
    /// later). When `body` throws, its warnings are dropped with it.
    package static func holdingBack<T>(_ body: () throws -> T) rethrows -> (value: T, warnings: [String]) {
        var value: T?
        let warnings = try recording(silencing: true) { value = try body() }
        return (value!, warnings)
    }

    /// Runs `body` with a fresh log bound and returns what it warned.
    /// - Parameters:
    ///   - silencing: Keep the warnings off standard error (the caller reports them).
    ///   - body: The work whose warnings are recorded.
    package static func recording(silencing: Bool = false, _ body: () throws -> Void) rethrows -> [String] {
        let log = WarningLog(silences: silencing)
        try $current.withValue(log) { try body() }
        return log.messages
    }
}
