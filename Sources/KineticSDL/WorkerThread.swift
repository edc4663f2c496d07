import Foundation

/// A thread of its own running one job, given once, each time it is started, while the thread
/// that started it does other work and then waits for it: work split in two without allocating
/// (``SpriteBatch`` walks and paints the lower half of its rows on one).
nonisolated package final class WorkerThread: @unchecked Sendable {
    private let go = DispatchSemaphore(value: 0), finished = DispatchSemaphore(value: 0)
    /// Set before the last ``start()`` (the semaphore orders it before the thread reads it).
    private var stopping = false

    /// Starts the thread, waiting for ``start()``.
    /// - Parameters:
    ///   - name: the thread's name (in profilers and debuggers).
    ///   - job: what each ``start()`` runs on the thread.
    package init(name: String, job: @escaping @Sendable () -> Void) {
        let thread = Thread { [self] in
            while true {
                go.wait()
                if stopping { break }
                job()
                finished.signal()
            }
        }
        thread.name = name
        thread.start()
    }

    /// Runs the job once on the thread; ``wait()`` before starting it again.
    package func start() { go.signal() }

    /// Waits until the job started last has finished.
    package func wait() { finished.wait() }

    /// Ends the thread (after the job running, if any); the thread holds the worker until then.
    package func stop() {
        stopping = true
        go.signal()
    }
}
