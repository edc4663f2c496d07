/// A reference the frame path reads without retaining it, because something else keeps the object
/// alive (a node's `children`, the graph's running list, an animator entry's `sharingOwner`).
///
/// Release builds hold an `Unmanaged` reference and read it at +0: a retain and release per read
/// were 8 % of a frame of the 1,000-row tree (the graph's running list) and 40 instructions an
/// animator-frame (a shared spring motion or progress). A checked build (`KINETIC_CHECKED`, every
/// debug build) holds an `unowned` reference instead, so a read after the owner let go traps
/// instead of reading freed memory.
@frozen @usableFromInline package struct Unretained<Instance: AnyObject> {
    #if KINETIC_CHECKED
    @usableFromInline package unowned let reference: Instance
    #else
    @usableFromInline package let reference: Unmanaged<Instance>
    #endif

    /// A reference to `instance`, which the caller keeps alive for as long as this is read.
    @inlinable @inline(__always) package init(_ instance: Instance) {
        #if KINETIC_CHECKED
        reference = instance
        #else
        reference = Unmanaged.passUnretained(instance)
        #endif
    }

    /// The instance, retained (for the paths off the frame path).
    @inlinable @inline(__always) package var instance: Instance {
        #if KINETIC_CHECKED
        reference
        #else
        reference.takeUnretainedValue()
        #endif
    }

    /// Calls `body` with the instance, not retained for the call. Not for main-actor closures
    /// (see `withGuaranteedReference` in Kinetic).
    @inlinable @inline(__always) package func read<Result>(_ body: (Instance) -> Result) -> Result {
        #if KINETIC_CHECKED
        body(reference)
        #else
        reference._withUnsafeGuaranteedRef(body)
        #endif
    }
}
