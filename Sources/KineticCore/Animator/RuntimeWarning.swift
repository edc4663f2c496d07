import Foundation

/// Messages already printed, so that a warning repeated every frame is printed once.
nonisolated(unsafe) private var printedWarnings = Set<String>()
private let printedWarningsLock = NSLock()

/// Prints a runtime warning to standard error once per distinct message, as SwiftUI logs its
/// runtime issues; the program goes on. Every call is also recorded in the task's
/// ``WarningLog/current`` when one is bound (tests count warnings with it).
@usableFromInline
package func warnOnce(_ message: String) {
    WarningLog.current?.append(message)
    printedWarningsLock.lock()
    let isNew = printedWarnings.insert(message).inserted
    printedWarningsLock.unlock()
    guard isNew else { return }
    FileHandle.standardError.write(Data("kinetic: warning: \(message)\n".utf8))
}

/// The warnings requested while bound to ``current`` (before the once-per-message filter of
/// stderr): lets a test count what one call warned, without seeing other tests' warnings.
package final class WarningLog: @unchecked Sendable {
    /// The log of the current task, if one is bound.
    @TaskLocal package static var current: WarningLog?

    private let lock = NSLock()
    private var storage: [String] = []

    package init() {}

    /// The messages recorded so far, oldest first.
    package var messages: [String] {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }

    func append(_ message: String) {
        lock.lock()
        storage.append(message)
        lock.unlock()
    }

    /// Runs `body` with a fresh log bound and returns what it warned.
    package static func recording(_ body: () throws -> Void) rethrows -> [String] {
        let log = WarningLog()
        try $current.withValue(log) { try body() }
        return log.messages
    }
}
