import Foundation

/// A growable run of elements in raw storage that the frame path appends to: an append is a
/// capacity test and a store, and the storage doubles when it runs out (a steady frame never
/// grows it). The owner frees it (``deallocate()``); elements must not need more than
/// deinitializing.
package struct RawStorage<Element> {
    /// The first element.
    package private(set) var base: UnsafeMutablePointer<Element>
    /// The elements in use.
    package private(set) var count = 0
    private var capacity: Int

    /// Empty storage with room for `capacity` elements.
    package init(capacity: Int) {
        base = .allocate(capacity: capacity)
        self.capacity = capacity
    }

    /// Makes room for `extra` more elements.
    @inline(__always)
    package mutating func reserve(_ extra: Int) {
        if count + extra > capacity { grow(toFit: extra) }
    }

    @inline(never)
    private mutating func grow(toFit extra: Int) {
        var grown = capacity * 2
        while count + extra > grown { grown *= 2 }
        let storage = UnsafeMutablePointer<Element>.allocate(capacity: grown)
        storage.moveInitialize(from: base, count: count)
        base.deallocate()
        base = storage
        capacity = grown
    }

    /// Takes the next `n` elements (room made with ``reserve(_:)``), to be initialized by the caller.
    /// - Returns: Where they start.
    @inline(__always)
    package mutating func claim(_ n: Int) -> UnsafeMutablePointer<Element> {
        let start = base + count
        count += n
        return start
    }

    /// Empties it, keeping the room.
    package mutating func removeAll() {
        base.deinitialize(count: count)
        count = 0
    }

    /// Frees the storage.
    package func deallocate() {
        base.deinitialize(count: count)
        base.deallocate()
    }
}
