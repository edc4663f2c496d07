import Foundation

/// The samples of one frame: for each attribute that animated (or was driven) in it, its model,
/// presentation and velocity components. One buffer per graph, emptied and refilled every frame
/// in place, so a frame allocates nothing once its capacity has grown to the scene's.
package final class AttributeSampleBuffer {
    /// One attribute's sample: where its components sit in ``values``.
    package struct Entry {
        /// The attribute: held until the next frame, since a completion in this frame may remove
        /// its view (and drop the graph's last reference) before the samples are read.
        package var attribute: AnimatedAttribute
        /// Index in ``values`` of the first model component; presentation follows, then velocity.
        package var offset: Int
        /// Components per vector.
        package var count: Int
        /// Animations running on the attribute.
        package var animations: Int
        /// Set in the frame without animation (keyframe and phase animators, animated layout).
        package var isDriven: Bool
    }

    /// The host time of the frame.
    package var time: TimeInterval = 0
    /// The frame's samples, in the order the frame loop visited them.
    package var entries: [Entry] = []
    /// The components of every sample, back to back.
    package var values: [Double] = []

    package init() {}

    /// Empties the buffer for the frame at `time`, keeping its capacity.
    package func reset(time: TimeInterval) {
        self.time = time
        entries.removeAll(keepingCapacity: true)
        values.removeAll(keepingCapacity: true)
    }

    /// Appends a sample given as component lists (the allocating path of unusual value types).
    package func append(_ attribute: AnimatedAttribute, model: [Double], presentation: [Double], velocity: [Double],
                        animations: Int, driven: Bool = false) {
        let count = min(model.count, presentation.count, velocity.count)
        entries.append(Entry(attribute: attribute, offset: values.count, count: count, animations: animations, isDriven: driven))
        values.append(contentsOf: model.prefix(count))
        values.append(contentsOf: presentation.prefix(count))
        values.append(contentsOf: velocity.prefix(count))
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
@inline(__always)
package func writeComponents<V: VectorArithmetic>(model: V, presentation: V, velocity: V, animations: Int, driven: Bool,
                                                  of attribute: AnimatedAttribute, to buffer: AttributeSampleBuffer) {
    if attribute.componentLayout == 0 {
        let flat = V.self is DoubleComponents.Type && MemoryLayout<V>.size % MemoryLayout<Double>.size == 0
            && MemoryLayout<V>.size == MemoryLayout<V>.stride
        attribute.componentLayout = flat ? 1 : 2
    }
    guard attribute.componentLayout == 1 else {
        buffer.append(attribute, model: components(model), presentation: components(presentation), velocity: components(velocity),
                      animations: animations, driven: driven)
        return
    }
    let count = MemoryLayout<V>.size / MemoryLayout<Double>.size
    buffer.entries.append(.init(attribute: attribute, offset: buffer.values.count, count: count, animations: animations, isDriven: driven))
    func copy(_ value: V) {
        withUnsafeBytes(of: value) { raw in
            for index in 0..<count { buffer.values.append(raw.load(fromByteOffset: index * MemoryLayout<Double>.size, as: Double.self)) }
        }
    }
    copy(model); copy(presentation); copy(velocity)
}
