import Foundation

/// The samples of one frame: every attribute that animated in it, or that was set in it without
/// animation (driven by a keyframe or phase animator), with its model, presentation and velocity.
///
/// It reads the graph's reusable buffer: use it during the callback that receives it, and copy
/// what you keep. Frames in which nothing moves are not published.
public struct AttributeFrame {
    // unowned(unsafe) in release: with a safe `unowned`, a frame of the 1,000-row tree with the
    // inspector subscribed costs 2.65 times the instructions (1.35 → 3.58 million; Benchmarks/README.md,
    // Unsafe code). Checked builds trap on a freed buffer instead.
    #if KINETIC_CHECKED
    package unowned let buffer: AttributeSampleBuffer
    #else
    package unowned(unsafe) let buffer: AttributeSampleBuffer
    #endif

    package init(buffer: AttributeSampleBuffer) { self.buffer = buffer }

    /// The host time of the frame.
    public var time: TimeInterval { buffer.time }
    /// Whether nothing animates after this frame: every attribute is at rest from here on (a value a
    /// keyframe or phase animator drove keeps its last value, and its velocity is 0).
    public var settles: Bool { buffer.settles }
    /// The number of samples.
    public var count: Int { buffer.entryCount }

    /// The sample at `index` (0 ..< ``count``).
    /// - Parameter index: The position of the sample in the frame.
    /// - Returns: The sample.
    public subscript(index: Int) -> AttributeFrameSample {
        precondition(index >= 0 && index < buffer.entryCount, "AttributeFrame: sample index out of range")
        return AttributeFrameSample(buffer: buffer, index: index)
    }
}

/// One attribute's sample in an ``AttributeFrame``: its vectors as components.
public struct AttributeFrameSample {
    // unowned(unsafe) in release: with a safe `unowned`, a frame of the 1,000-row tree with the
    // inspector subscribed costs 2.65 times the instructions (1.35 → 3.58 million; Benchmarks/README.md,
    // Unsafe code). Checked builds trap on a freed buffer instead.
    #if KINETIC_CHECKED
    package unowned let buffer: AttributeSampleBuffer
    #else
    package unowned(unsafe) let buffer: AttributeSampleBuffer
    #endif
    package let index: Int

    // The samples are read from the buffer's raw storage (the subscript checks the index): with
    // arrays' own subscripts here and in InspectorStore's frame loop, a frame of the 1,000-row tree
    // with the inspector subscribed cost 58 % more instructions (1.37 → 2.16 million; 2026-11-28).
    @inline(__always) private var entry: AttributeSampleBuffer.Entry {
        buffer.entries[index]
    }

    /// The attribute's id (the one its events carry).
    public var attribute: Int { buffer.entries[index].id }
    /// The number of components of each vector (4 for `scaleEffect`: width, height, anchor x, y).
    public var componentCount: Int { buffer.entries[index].count }
    /// The number of animations running on the attribute (0 for a driven value).
    public var runningAnimations: Int { buffer.entries[index].animations }
    /// Whether the value was set in this frame without animation (keyframe and phase animators):
    /// its velocity is the backward difference over the frame.
    public var isDriven: Bool { buffer.entries[index].isDriven }

    /// The model value's component `component`: where the attribute is heading.
    /// - Parameter component: 0 ..< ``componentCount``.
    /// - Returns: The component's value.
    public func model(_ component: Int) -> Double { value(0, component) }

    /// The presentation value's component `component`: what is drawn.
    /// - Parameter component: 0 ..< ``componentCount``.
    /// - Returns: The component's value.
    public func presentation(_ component: Int) -> Double { value(1, component) }

    /// The velocity's component `component`, in units per second.
    /// - Parameter component: 0 ..< ``componentCount``.
    /// - Returns: The component's rate of change.
    public func velocity(_ component: Int) -> Double { value(2, component) }

    /// The model, presentation and velocity of component `component` in one read (what a
    /// recorder takes every frame).
    /// - Parameter component: 0 ..< ``componentCount``.
    /// - Returns: The three values.
    public func components(_ component: Int) -> (model: Double, presentation: Double, velocity: Double) {
        let (offset, count) = (buffer.entries[index].offset, buffer.entries[index].count)
        precondition(component >= 0 && component < count, "AttributeFrameSample: component out of range")
        let start = buffer.values + offset + component
        return (start[0], start[count], start[2 * count])
    }

    @inline(__always) private func value(_ vector: Int, _ component: Int) -> Double {
        let (offset, count) = (buffer.entries[index].offset, buffer.entries[index].count)
        precondition(component >= 0 && component < count, "AttributeFrameSample: component out of range")
        return buffer.values[offset + vector * count + component]
    }

    /// The attribute and its view as a person reads them. It builds strings: read it once per
    /// attribute, not every frame.
    @MainActor public var name: AttributeName { entry.attribute.instance.inspectionName }
}
