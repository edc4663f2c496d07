extension Unretained {
    /// Calls `body` with the instance, which its owner (a node's `children`, the graph's running
    /// list) keeps alive.
    ///
    /// For main-actor code in place of ``read(_:)``: a main-actor closure handed to the standard
    /// library's `_withUnsafeGuaranteedRef` (built in the Swift 5 mode) loses its isolation in its
    /// type, so Swift 6 checks the executor at run time each time it is called (SE-0423); here the
    /// closure's type keeps its isolation. The compiler still retains and releases the instance
    /// around the call (measured 2026-11-25: 40 instructions a call, about 17 % of a frame of the
    /// 1,000-row tree); the standard library's +0 version measured worse, a frame 1,013,737
    /// instructions against 460,661, its executor checks costing more than the retains.
    @MainActor @inline(__always)
    package func withGuaranteedReference<Result>(_ body: @MainActor (Instance) -> Result) -> Result {
        #if KINETIC_CHECKED
        return body(reference)  // traps if the owner let go of it
        #else
        // unowned(unsafe): with a safe `unowned` here, a tap of the 1,000-row tree costs 40 % more
        // instructions (4.91 → 6.87 million) and a frame of its 1,980 animators 68 % more (409 → 686
        // thousand): Benchmarks/profile.sh, 2026-11-28. The graph's other references are `unowned`
        // (each unsafe one bought at most 1.5 % of any benchmark).
        unowned(unsafe) let instance = reference.takeUnretainedValue()
        return body(instance)
        #endif
    }
}
