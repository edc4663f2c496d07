import Foundation
import Synchronization

/// Numbers unique in the process: attributes and subscriptions are told apart by them.
package enum SerialNumber {
    /// The last number given (hosts on different threads may make attributes at the same time).
    private static let counter = Mutex(0)

    /// A number no earlier call returned.
    package static func next() -> Int {
        counter.withLock { counter in
            counter += 1
            return counter
        }
    }
}
