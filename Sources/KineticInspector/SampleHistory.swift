import Foundation
import Kinetic

/// Every frame's time and the samples the graph wrote in it (those no replay covers: custom
/// animations, driven values): the values copied whole, and which attribute each run of values
/// belongs to (a ``Layout``) kept once for as long as it stays the same.
///
/// The store records a frame here and nothing more (a copy of its values and a comparison of its
/// attributes with the previous frame's); an attribute's trace is worked out from it, or from its
/// replay advanced through the frames' times, only when someone reads that attribute
/// (``InspectorStore`` catches it up). Recording every sample into
/// every attribute's trace as it came cost 240 instructions a sample, 3.5 times a frame without
/// the inspector (Benchmarks/README.md, "The inspector's cost").
///
/// Memory is bounded: values live in chunks of ``chunkSize`` components, and past ``byteLimit``
/// the oldest chunk goes with its frames (and is reused: a full history allocates nothing).
nonisolated struct SampleHistory {
    /// The attributes of a run of frames, in the order the graph sampled them.
    struct Layout {
        var ids: ContiguousArray<Int> = []
        /// Where each attribute's components start in a frame's values.
        var offsets: ContiguousArray<Int> = []
        var counts: ContiguousArray<Int> = []
        var animations: ContiguousArray<Int> = []
        var driven: ContiguousArray<Bool> = []
        /// The components of one frame.
        var valueCount = 0
        /// Each attribute's position, made the first time one is looked up.
        var positions: [Int: Int]?

        /// The bytes it holds: four `Int`s and a `Bool` an attribute, and its positions once made
        /// (two `Int`s a slot).
        var byteCount: Int { ids.count * (4 * MemoryLayout<Int>.stride + 1) + (positions?.capacity ?? 0) * 2 * MemoryLayout<Int>.stride }
    }

    /// One recorded frame.
    struct Frame {
        var time: TimeInterval
        /// The number of its layout (``layout(_:)``).
        var layout: Int
        /// Its chunk's number and where its values start in it.
        var chunk: Int
        var start: Int
        /// Nothing animated after it.
        var settles: Bool
    }

    /// Components per chunk (256 KB).
    static let chunkSize = 32_768
    /// The most bytes of values and layouts kept.
    let byteLimit: Int

    private var frames = NumberedQueue<Frame>()
    private var layouts = NumberedQueue<Layout>()
    private var layoutBytes = 0
    /// A chunk of values and its size in components.
    private struct Chunk { var values: UnsafeMutablePointer<Double>; var size: Int }
    private var chunks = NumberedQueue<Chunk>()
    /// The bytes of the kept chunks.
    private var chunkBytes = 0
    /// Where the next frame's values go in the newest chunk.
    private var chunkFill = 0
    private var spareChunks: [UnsafeMutablePointer<Double>] = []

    init(byteLimit: Int) { self.byteLimit = max(byteLimit, 2 * Self.chunkSize * MemoryLayout<Double>.stride) }

    /// Frees the chunks (the store calls it from its deinit: the history is a value inside it).
    mutating func release() {
        for chunk in chunks.elements { chunk.values.deallocate() }
        for chunk in spareChunks { chunk.deallocate() }
        chunks.removeAll()
        spareChunks = []
    }

    /// The sequence number of the oldest frame kept.
    var firstSequence: Int { frames.firstNumber }
    /// The sequence number the next frame gets.
    var endSequence: Int { frames.endNumber }
    /// Whether the newest frame settled everything.
    var latestSettles: Bool { frames.last?.settles ?? false }

    /// The frame numbered `sequence` (``firstSequence`` ..< ``endSequence``).
    func frame(_ sequence: Int) -> Frame { frames[sequence] }

    /// The layout numbered `number`.
    func layout(_ number: Int) -> Layout { layouts[number] }

    /// The position of attribute `id` in layout `number`, if it has it (the layout's positions are
    /// made the first time one is asked for).
    mutating func position(of id: Int, inLayout number: Int) -> Int? {
        if layouts[number].positions == nil {
            layoutBytes -= layouts[number].byteCount
            var made = [Int: Int](minimumCapacity: layouts[number].ids.count)
            for (position, id) in layouts[number].ids.enumerated() { made[id] = position }
            layouts[number].positions = made
            layoutBytes += layouts[number].byteCount
        }
        return layouts[number].positions![id]
    }

    /// The newest layout's number, if any is kept.
    var latestLayout: Int? { layouts.lastNumber }

    /// The values of `frame`, from its first component.
    func values(of frame: Frame) -> UnsafePointer<Double> {
        UnsafePointer(chunks[frame.chunk].values + frame.start)
    }

    /// Records `frame`: a new layout only when its attributes, their component counts, running
    /// animations or drivenness differ from the previous frame's.
    /// - Returns: Whether the layout changed.
    @discardableResult
    mutating func append(_ frame: AttributeFrame) -> Bool {
        let buffer = frame.buffer
        let count = buffer.entryCount
        let entries = buffer.entries
        var changed = true
        if let latest = latestLayout {
            changed = { (layout: Layout) in
                guard layout.ids.count == count else { return true }
                return layout.ids.withUnsafeBufferPointer { ids in
                    layout.counts.withUnsafeBufferPointer { counts in
                        layout.animations.withUnsafeBufferPointer { animations in
                            layout.driven.withUnsafeBufferPointer { driven in
                                for index in 0..<count {
                                    let entry = entries[index]
                                    if ids[index] != entry.id || counts[index] != entry.count
                                        || animations[index] != entry.animations || driven[index] != entry.isDriven { return true }
                                }
                                return false
                            }
                        }
                    }
                }
            }(layout(latest))
        }
        if changed { addLayout(entries: entries, count: count, valueCount: buffer.valueCount) }
        let valueCount = buffer.valueCount
        let (chunk, start) = reserveValues(Self.room(for: valueCount))
        (chunks[chunk].values + start).update(from: buffer.values, count: valueCount)
        frames.append(Frame(time: buffer.time, layout: latestLayout!, chunk: chunk, start: start, settles: buffer.settles))
        return changed
    }

    private mutating func addLayout(entries: UnsafeMutablePointer<AttributeSampleBuffer.Entry>, count: Int, valueCount: Int) {
        var layout = Layout(valueCount: valueCount)
        layout.ids.reserveCapacity(count)
        layout.offsets.reserveCapacity(count)
        layout.counts.reserveCapacity(count)
        layout.animations.reserveCapacity(count)
        layout.driven.reserveCapacity(count)
        for index in 0..<count {
            let entry = entries[index]
            layout.ids.append(entry.id)
            layout.offsets.append(entry.offset)
            layout.counts.append(entry.count)
            layout.animations.append(entry.animations)
            layout.driven.append(entry.isDriven)
        }
        layoutBytes += layout.byteCount
        layouts.append(layout)
    }

    /// The room a frame of `valueCount` components takes in a chunk: at least that of its record,
    /// so that frames without values (their attributes replayed) count against the limit too.
    private static func room(for valueCount: Int) -> Int {
        max(valueCount, MemoryLayout<Frame>.stride / MemoryLayout<Double>.stride)
    }

    /// Whether recording `frame` drops the oldest frames (the limit is reached and a chunk is due).
    func evicts(appending frame: AttributeFrame) -> Bool {
        let count = Self.room(for: frame.buffer.valueCount)
        if let newest = chunks.last, chunkFill + count <= newest.size { return false }
        let size = max(Self.chunkSize, count) * MemoryLayout<Double>.stride
        return chunkBytes + size + layoutBytes > byteLimit && !chunks.isEmpty
    }

    /// Room for `count` components in the newest chunk (a new chunk when it is full), evicting the
    /// oldest frames past the byte limit. Returns the chunk's number and the start.
    private mutating func reserveValues(_ count: Int) -> (chunk: Int, start: Int) {
        if let newest = chunks.last, chunkFill + count <= newest.size {
            defer { chunkFill += count }
            return (chunks.lastNumber!, chunkFill)
        }
        let size = max(Self.chunkSize, count)
        let values: UnsafeMutablePointer<Double>
        if size == Self.chunkSize, let spare = spareChunks.popLast() { values = spare } else { values = .allocate(capacity: size) }
        let number = chunks.append(Chunk(values: values, size: size))
        chunkBytes += size * MemoryLayout<Double>.stride
        chunkFill = count
        evictPastLimit()
        return (number, 0)
    }

    /// Drops the oldest chunks (and the frames and layouts only they used) while over the limit.
    private mutating func evictPastLimit() {
        while chunkBytes + layoutBytes > byteLimit, chunks.endNumber - chunks.firstNumber > 1 {
            let oldest = chunks.removeFirst()
            if oldest.size == Self.chunkSize { spareChunks.append(oldest.values) } else { oldest.values.deallocate() }
            chunkBytes -= oldest.size * MemoryLayout<Double>.stride
            while let frame = frames.first, frame.chunk < chunks.firstNumber { frames.removeFirst() }
            let oldestUsed = frames.first?.layout ?? layouts.lastNumber ?? layouts.firstNumber
            while layouts.firstNumber < oldestUsed { layoutBytes -= layouts.removeFirst().byteCount }
        }
    }

    /// The bytes the history holds (values, spare chunks and layouts).
    var byteCount: Int {
        chunkBytes + spareChunks.count * Self.chunkSize * MemoryLayout<Double>.stride + layoutBytes
    }
}
