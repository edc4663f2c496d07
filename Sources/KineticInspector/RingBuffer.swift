/// A fixed-capacity buffer that keeps the latest `capacity` elements, oldest first.
///
/// Storage is reserved once at creation: appending never allocates, and once full each append
/// overwrites the oldest element.
public struct RingBuffer<Element>: RandomAccessCollection {
    /// The most elements kept.
    public let capacity: Int
    private var storage: ContiguousArray<Element>
    private var head = 0  // index in `storage` of the oldest element once full

    /// Creates an empty buffer that holds up to `capacity` elements.
    public init(capacity: Int) {
        precondition(capacity > 0, "a ring buffer needs room for at least one element")
        self.capacity = capacity
        storage = []
        storage.reserveCapacity(capacity)
    }

    /// Appends `element`, dropping the oldest one when full.
    public mutating func append(_ element: Element) {
        if storage.count < capacity {
            storage.append(element)
        } else {
            storage[head] = element
            head = head + 1 == capacity ? 0 : head + 1
        }
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { storage.count }

    /// The `position`-th element, counting from the oldest.
    public subscript(position: Int) -> Element {
        precondition(position >= 0 && position < storage.count, "ring buffer index out of range")
        let index = head + position
        return storage[index < capacity ? index : index - capacity]
    }
}
