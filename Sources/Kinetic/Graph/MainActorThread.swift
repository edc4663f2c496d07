import Foundation

/// Whether the current thread is the one the main actor runs on, asked without trapping.
///
/// `Thread.isMainThread` is not that question: under `swift test` on Linux the main actor's jobs
/// run on a thread Foundation does not call the main thread. The main actor's executor (the main
/// dispatch queue) is serviced by one thread, which runs only main-actor jobs; so a thread on
/// which main-actor code left the mark (``mark()``, called by every ``SceneGraph`` as it is made)
/// is running main-actor code whenever it runs at all. Callbacks that arrive on an arbitrary
/// thread (an `@Observable` property's willSet) ask ``isCurrent`` before they
/// `MainActor.assumeIsolated`.
package enum MainActorThread {
    /// A thread-specific slot (POSIX): reading it allocates nothing, unlike `threadDictionary`.
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    /// Marks the current thread as the main actor's.
    @MainActor package static func mark() { pthread_setspecific(key, UnsafeRawPointer(bitPattern: 1)) }

    /// Whether the current thread was marked by main-actor code.
    package static var isCurrent: Bool { pthread_getspecific(key) != nil }
}

extension MainActorThread {
    /// Runs `change` for the willSet of an `@Observable` property that a body (or a content
    /// closure) read. Observation calls `onChange` on the thread that mutates the property: on the
    /// main actor's thread (where views and their models live) the change is recorded now, under
    /// the transaction of that change; a mutation from another thread is recorded on the main
    /// actor afterwards, without its transaction.
    package static func observedPropertyWillChange(_ change: @escaping @MainActor @Sendable () -> Void) {
        if isCurrent {
            MainActor.assumeIsolated { change() }
        } else {
            Task { @MainActor in change() }
        }
    }
}
