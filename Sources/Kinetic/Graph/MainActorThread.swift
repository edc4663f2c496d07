import Dispatch
import Foundation

/// Whether the code running now is the main actor's, asked without trapping.
///
/// Neither `Thread.isMainThread` nor a mark left on a thread answers it: under `swift test` on
/// Linux (and in an asynchronous `main` after its first `await`) the main actor's executor, the main dispatch queue, is
/// drained by whichever dispatch worker is free, so main-actor code moves from thread to thread
/// (seen 2026-11-26: a test's code before and after a seven-second sleep ran on two threads), and a
/// thread that ran it once goes on to run other work. The main queue itself is the answer: code is
/// the main actor's when the queue being drained is the main queue (a value set on it reads back),
/// or when it runs on the process's main thread, which the main queue is bound to until
/// `dispatchMain()`. Callbacks that arrive on an arbitrary thread (an `@Observable` property's
/// willSet) ask ``isCurrent`` before they `MainActor.assumeIsolated`.
package enum MainActorThread {
    /// A value only the main queue holds. Reading it allocates nothing.
    private static let key: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// Whether the current code runs on the main actor's executor.
    package static var isCurrent: Bool { DispatchQueue.getSpecific(key: key) == true || Thread.isMainThread }
}

extension MainActorThread {
    /// Runs `change` for the willSet of an `@Observable` property that a body (or a content
    /// closure) read. Observation calls `onChange` on the thread that mutates the property: on the
    /// main actor (where views and their models live) the change is recorded now, under the
    /// transaction of that change; a mutation from elsewhere is recorded on the main actor
    /// afterwards, without its transaction.
    package static func observedPropertyWillChange(_ change: @escaping @MainActor @Sendable () -> Void) {
        if isCurrent {
            MainActor.assumeIsolated { change() }
        } else {
            Task { @MainActor in change() }
        }
    }
}
