import Foundation

/// The samples of one frame: for each attribute that animated (or was driven) in it, its model,
/// presentation and velocity components. One buffer per graph, emptied and refilled every frame
/// in place, so a frame allocates nothing once its capacity has grown to the scene's. Like the
/// graph's, its properties are only reached for the span of one call: `@exclusivity(unchecked)`.
// Not isolated: written by the graph and read by subscribers, both on the main actor, within one
// frame. Main-actor isolation would make every closure it is read through (`withUnsafeBufferPointer`
// on `entries`) check the executor at run time: 3× the inspector's cost per sample.
package final class AttributeSampleBuffer {
    /// One attribute's sample: where its components sit in ``values``.
    package struct Entry {
        /// The attribute's id.
        package var id: Int
        /// Index in ``values`` of the first model component; presentation follows, then velocity.
        package var offset: Int
        /// Components per vector.
        package var count: Int
        /// Animations running on the attribute.
        package var animations: Int
        /// Set in the frame without animation (keyframe and phase animators, animated layout).
        package var isDriven: Bool
        /// The attribute, for its name, not retained: the graph's running list or its node holds
        /// it, and one that leaves the graph during the frame is kept by ``retired`` until the
        /// next (a completion may remove its view before the frame's samples are read).
        package var attribute: Unretained<AnimatedAttribute>
    }

    /// The host time of the frame.
    // Release builds skip the dynamic exclusivity checks of this file's `@exclusivity(unchecked)`
    // properties (each reached only for the span of one call); with the checks, 3.7 times the instructions of a frame of the 1,000-row tree with the inspector subscribed (1.36 → 5.07 million):
    // Benchmarks/profile.sh, 2026-11-28. Debug builds check (Benchmarks/README.md, Unsafe code).
    #if !KINETIC_CHECKED
    @exclusivity(unchecked)
    #endif
    package var time: TimeInterval = 0
    /// Nothing animates after this frame (``AttributeFrame/settles``).
    package var settles = false
    /// The frame's samples, in the order the frame loop visited them, and the components of
    /// every sample back to back. Raw storage rather than arrays: an append is a capacity test and
    /// a store (the array's append with a retained attribute cost about 60 instructions a sample
    /// more, Benchmarks/README).
    #if !KINETIC_CHECKED
    @exclusivity(unchecked)
    #endif
    private var entryStorage = RawStorage<Entry>(capacity: 64)
    #if !KINETIC_CHECKED
    @exclusivity(unchecked)
    #endif
    private var valueStorage = RawStorage<Double>(capacity: 256)

    /// The frame's samples (``entryCount`` of them).
    @inline(__always) package var entries: UnsafeMutablePointer<Entry> { entryStorage.base }
    /// The number of samples written this frame.
    @inline(__always) package var entryCount: Int { entryStorage.count }
    /// The components of every sample, back to back (``valueCount`` of them).
    @inline(__always) package var values: UnsafeMutablePointer<Double> { valueStorage.base }
    /// The number of components written this frame.
    @inline(__always) package var valueCount: Int { valueStorage.count }

    /// Attributes that left the graph during this frame: kept until the next frame, so the names
    /// of those that wrote a sample can still be read.
    package private(set) var retired: [AnimatedAttribute] = []

    package init() {}

    deinit {
        entryStorage.deallocate()
        valueStorage.deallocate()
    }

    /// Empties the buffer for the frame at `time`, keeping its capacity.
    package func reset(time: TimeInterval) {
        self.time = time
        entryStorage.removeAll()  // (nothing to deinitialize in release: the entries hold no reference)
        valueStorage.removeAll()
        if !retired.isEmpty { retired.removeAll(keepingCapacity: true) }
    }

    /// `attribute` leaves the graph during a frame: it is kept until the next, as it may have written
    /// a sample (a few a frame at most; keeping them all is cheaper than asking).
    package func retire(_ attribute: AnimatedAttribute) {
        retired.append(attribute)
    }

    /// Starts a sample of `count` components per vector; returns where its model components go.
    @inline(__always)
    package func beginSample(_ attribute: AnimatedAttribute, count: Int, animations: Int, driven: Bool) -> UnsafeMutablePointer<Double> {
        entryStorage.reserve(1)
        valueStorage.reserve(3 * count)
        entryStorage.claim(1).initialize(to: Entry(id: attribute.id, offset: valueStorage.count, count: count, animations: animations,
                                                   isDriven: driven, attribute: Unretained(attribute)))
        return valueStorage.claim(3 * count)
    }

    /// Appends a sample given as component lists (the allocating path of unusual value types).
    package func append(_ attribute: AnimatedAttribute, model: [Double], presentation: [Double], velocity: [Double],
                        animations: Int, driven: Bool = false) {
        let count = min(model.count, presentation.count, velocity.count)
        let start = beginSample(attribute, count: count, animations: animations, driven: driven)
        for index in 0..<count {
            start[index] = model[index]
            start[count + index] = presentation[index]
            start[2 * count + index] = velocity[index]
        }
    }
}

/// Value types stored as a run of `Double`s (`CGFloat` is a `Double` on 64-bit Linux): their
/// components are copied straight from memory, with no existential box.
package protocol DoubleComponents {}
extension Double: DoubleComponents {}
extension CGFloat: DoubleComponents {}
extension EmptyAnimatableData: DoubleComponents {}
extension AnimatablePair: DoubleComponents where First: DoubleComponents, Second: DoubleComponents {}

/// Appends `attribute`'s sample to `buffer`: value types made of `Double`s are copied from memory
/// (decided once per attribute), others go through ``VectorComponents``.
@MainActor @inline(__always)
package func writeComponents<V: VectorArithmetic>(model: V, presentation: V, velocity: V, animations: Int, driven: Bool,
                                                  of attribute: AnimatedAttribute, to buffer: AttributeSampleBuffer) {
    if attribute.componentLayout == 0 { attribute.componentLayout = SampleComponents(V.self) == .flat ? 1 : 2 }
    guard attribute.componentLayout == 1 else {
        buffer.append(attribute, model: components(model), presentation: components(presentation), velocity: components(velocity),
                      animations: animations, driven: driven)
        return
    }
    let count = MemoryLayout<V>.size / MemoryLayout<Double>.size
    let start = buffer.beginSample(attribute, count: count, animations: animations, driven: driven)
    copyBytes(of: model, to: start)
    copyBytes(of: presentation, to: start + count)
    copyBytes(of: velocity, to: start + 2 * count)
}

/// Copies `value`'s bytes to `destination`. Nonisolated so that its closure is too: a closure
/// formed in main-actor code and handed to the standard library checks the executor when called.
@inline(__always)
private func copyBytes<V>(of value: V, to destination: UnsafeMutablePointer<Double>) {
    withUnsafeBytes(of: value) { UnsafeMutableRawPointer(destination).copyMemory(from: $0.baseAddress!, byteCount: $0.count) }
}

/// How a value type's components are read for a sample: straight from memory (a run of
/// `Double`s) or through ``VectorComponents`` (allocates).
package enum SampleComponents: Equatable {
    case flat, listed

    /// The way of `type`.
    package init<V>(_ type: V.Type) {
        let flat = V.self is DoubleComponents.Type && MemoryLayout<V>.size % MemoryLayout<Double>.size == 0
            && MemoryLayout<V>.size == MemoryLayout<V>.stride
        self = flat ? .flat : .listed
    }

    /// The number of components of `value`.
    func count<V>(of value: V) -> Int {
        self == .flat ? MemoryLayout<V>.size / MemoryLayout<Double>.size : components(value).count
    }

    /// Writes `value`'s first `count` components to `destination`.
    @inline(__always)
    func write<V>(_ value: V, to destination: UnsafeMutablePointer<Double>, count: Int) {
        if self == .flat {
            copyBytes(of: value, to: destination)
        } else {
            let list = components(value)
            for index in 0..<min(count, list.count) { destination[index] = list[index] }
        }
    }
}
