import Foundation
import Testing
@testable import KineticCore

@Suite("Runtime warnings: one log, thread-safe (issue 14)")
struct RuntimeWarningTests {
    @Test("A message is recorded once however many threads report it at the same time")
    func concurrentReportsRecordOnce() {
        let message = "RuntimeWarningTests: concurrent \(UUID())"
        let firsts = ManagedCounter()
        DispatchQueue.concurrentPerform(iterations: 2_000) { _ in
            if StandardErrorReporter.record(message) { firsts.increment() }
        }
        #expect(firsts.value == 1)
    }

    @Test("reportIssue and standard error share one record")
    func reportIssueUsesTheLog() {
        let message = "RuntimeWarningTests: shared \(UUID())"
        reportIssue(message)
        #expect(!StandardErrorReporter.record(message), "reportIssue recorded it as printed")
    }
}

/// A counter safe to bump from many threads.
private final class ManagedCounter: @unchecked Sendable {  // guarded by `lock`
    private let lock = NSLock()
    private var count = 0
    var value: Int { lock.lock(); defer { lock.unlock() }; return count }
    func increment() { lock.lock(); count += 1; lock.unlock() }
}
