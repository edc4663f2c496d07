// The heap corruption behind `swift test`'s rare aborts, without Kinetic (scripts/tsd-dispatch-repro.sh).
//
// An object released by a thread-specific-data destructor while a dispatch worker thread exits,
// whose release uses dispatch — here a @MainActor class's `isolated deinit`, which sends a job to
// the main queue — corrupts the heap. libdispatch's own cleanup of the thread (its key was made
// first, so its destructor runs first) has freed the thread's cache of continuations but left
// the cache pointing at them; the job's dispatch_async_f takes a freed continuation from it, and
// the cache is freed again when the thread's cleanup goes round once more: a double free, seen
// later as "malloc_consolidate(): invalid chunk size", "double free detected in tcache 2",
// "malloc(): unaligned fastbin chunk detected". With a plain deinit (PLAIN=1 at build time) the
// same program runs clean. Kinetic's transaction stack kept scene graphs in such a slot until
// 2026-11-28 (see Transaction.enlist).
import Foundation
import Dispatch

nonisolated(unsafe) var deinits = 0
@MainActor final class Graph {
    var payload = [Int](repeating: 7, count: 8)
    #if PLAIN
    deinit { deinits += 1 }
    #else
    isolated deinit { deinits += 1 }
    #endif
}

final class Pin { var objects: [AnyObject] = [] }
let key: pthread_key_t = {
    var k = pthread_key_t()
    pthread_key_create(&k) { p in if let p { Unmanaged<Pin>.fromOpaque(p).release() } }
    return k
}()
final class Box: @unchecked Sendable { var object: AnyObject?; init(_ o: AnyObject) { object = o } }

let rounds = Int(CommandLine.arguments.dropFirst().first ?? "4")!
let threads = 24
@MainActor func round(_ r: Int) {
    print("round \(r): \(deinits) deinits so far"); fflush(stdout)
    for i in 0..<threads {
        let box = Box(Graph())
        // A serial queue of its own: each block gets a worker thread (overcommit), which exits
        // after about 5 s without work.
        DispatchQueue(label: "pin \(r).\(i)").async {
            // Use dispatch on this thread so its continuation cache holds something.
            let group = DispatchGroup()
            for _ in 0..<4 { DispatchQueue.global().async(group: group) {} }
            group.wait()
            let pin = Pin()
            pin.objects.append(box.object!)
            box.object = nil
            pthread_setspecific(key, Unmanaged.passRetained(pin).toOpaque())
            usleep(50_000)
        }
    }
    if r + 1 < rounds {
        DispatchQueue.main.asyncAfter(deadline: .now() + 7) { MainActor.assumeIsolated { round(r + 1) } }
    } else {
        DispatchQueue.main.asyncAfter(deadline: .now() + 7) { MainActor.assumeIsolated { print("done: \(deinits) deinits of \(rounds * threads)"); exit(0) } }
    }
}
DispatchQueue.main.async { MainActor.assumeIsolated { round(0) } }
dispatchMain()
