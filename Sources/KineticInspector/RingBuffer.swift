/// A fixed-capacity buffer that keeps the latest `capacity` elements, oldest first.
///
/// Storage is reserved once at creation: appending never allocates, and once full each append
/// overwrites the oldest element.
nonisolated package struct RingBuffer<Element>: RandomAccessCollection {
    /// The most elements kept.
    package let capacity: Int
    private var storage: ContiguousArray<Element>
    private var head = 0  // index in `storage` of the oldest element once full

    /// Creates an empty buffer that holds up to `capacity` elements.
    package init(capacity: Int) {
        precondition(capacity > 0, "a ring buffer needs room for at least one element")
        self.capacity = capacity
        storage = []
        storage.reserveCapacity(capacity)
    }

    /// Appends `element`, dropping the oldest one when full.
    package mutating func append(_ element: Element) {
        if storage.count < capacity {
            storage.append(element)
        } else {
            storage[head] = element
            head = head + 1 == capacity ? 0 : head + 1
        }
    }

    package var startIndex: Int { 0 }
    package var endIndex: Int { storage.count }

    /// The `position`-th element, counting from the oldest.
    package subscript(position: Int) -> Element {
        precondition(position >= 0 && position < storage.count, "ring buffer index out of range")
        let index = head + position
        return storage[index < capacity ? index : index - capacity]
    }
}
