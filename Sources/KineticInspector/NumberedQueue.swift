/// Elements appended at the back and dropped from the front, each known by the number it was
/// appended with (0 for the first ever): the recorded frames, layouts and chunks of a
/// ``SampleHistory``. A dropped element is released at once; its slot is reused only when half the
/// storage is dropped and the rest shifts down in place, so a queue that stays the same size
/// allocates nothing.
nonisolated struct NumberedQueue<Element> {
    private var storage: [Element?] = []
    private var head = 0
    /// The number of the oldest element kept.
    private(set) var firstNumber = 0

    /// The number the next element appended gets.
    var endNumber: Int { firstNumber + storage.count - head }
    /// Whether nothing is kept.
    var isEmpty: Bool { storage.count == head }
    /// The oldest element kept.
    var first: Element? { isEmpty ? nil : storage[head] }
    /// The newest element.
    var last: Element? { isEmpty ? nil : storage[storage.count - 1] }
    /// The newest element's number.
    var lastNumber: Int? { isEmpty ? nil : endNumber - 1 }
    /// The elements kept, oldest first.
    var elements: [Element] { storage[head...].map { $0! } }

    /// The element numbered `number` (``firstNumber`` ..< ``endNumber``).
    subscript(number: Int) -> Element {
        get { storage[head + number - firstNumber]! }
        set { storage[head + number - firstNumber] = newValue }
    }

    /// Appends `element`; returns its number.
    @discardableResult
    mutating func append(_ element: Element) -> Int {
        storage.append(element)
        return endNumber - 1
    }

    /// Drops the oldest element and returns it.
    @discardableResult
    mutating func removeFirst() -> Element {
        let element = storage[head]!
        storage[head] = nil
        head += 1
        firstNumber += 1
        if head > 64, head * 2 > storage.count {
            storage.removeFirst(head)
            head = 0
        }
        return element
    }

    /// Drops every element.
    mutating func removeAll() {
        firstNumber = endNumber
        storage.removeAll()
        head = 0
    }
}
