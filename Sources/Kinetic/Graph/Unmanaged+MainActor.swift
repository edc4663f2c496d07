extension Unmanaged {
    /// Calls `body` with the instance, not retained for the call: its owner (a node's `children`,
    /// the graph's running list) keeps it alive, and `body` does not release it.
    ///
    /// For main-actor code in place of the standard library's `_withUnsafeGuaranteedRef`: a
    /// main-actor closure handed to the standard library (built in the Swift 5 mode) loses its
    /// isolation in its type, so Swift 6 checks the executor at run time each time it is called
    /// (SE-0423), about 200 instructions; here the closure's type keeps its isolation.
    @MainActor @inline(__always)
    package func withGuaranteedReference<Result>(_ body: @MainActor (Instance) -> Result) -> Result {
        unowned(unsafe) let instance = takeUnretainedValue()
        return body(instance)
    }
}
