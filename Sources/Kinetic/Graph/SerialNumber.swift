import Foundation

/// Numbers unique in the process: attributes and subscriptions are told apart by them.
package enum SerialNumber {
    // Guarded by `lock`: hosts on different threads may make attributes at the same time.
    nonisolated(unsafe) private static var counter = 0
    private static let lock = NSLock()

    /// A number no earlier call returned.
    package static func next() -> Int {
        lock.lock(); defer { lock.unlock() }
        counter += 1
        return counter
    }
}
