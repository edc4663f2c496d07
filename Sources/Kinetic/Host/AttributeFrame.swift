import Foundation

/// The samples of one frame: every attribute that animated in it, or that was set in it without
/// animation (driven by a keyframe or phase animator), with its model, presentation and velocity.
///
/// It reads the graph's reusable buffer: use it during the callback that receives it, and copy
/// what you keep. Frames in which nothing moves are not published.
public struct AttributeFrame {
    package unowned(unsafe) let buffer: AttributeSampleBuffer

    package init(buffer: AttributeSampleBuffer) { self.buffer = buffer }

    /// The host time of the frame.
    public var time: TimeInterval { buffer.time }
    /// The number of samples.
    public var count: Int { buffer.entries.count }

    /// The sample at `index` (0 ..< ``count``).
    /// - Parameter index: The position of the sample in the frame.
    /// - Returns: The sample.
    public subscript(index: Int) -> AttributeFrameSample {
        AttributeFrameSample(buffer: buffer, entry: buffer.entries[index])
    }
}

/// One attribute's sample in an ``AttributeFrame``: its vectors as components.
public struct AttributeFrameSample {
    package unowned(unsafe) let buffer: AttributeSampleBuffer
    package let entry: AttributeSampleBuffer.Entry

    /// The attribute's id (the one its events carry).
    public var attribute: Int { entry.attribute.id }
    /// The number of components of each vector (4 for `scaleEffect`: width, height, anchor x, y).
    public var componentCount: Int { entry.count }
    /// The number of animations running on the attribute (0 for a driven value).
    public var runningAnimations: Int { entry.animations }
    /// Whether the value was set in this frame without animation (keyframe and phase animators):
    /// its velocity is the backward difference over the frame.
    public var isDriven: Bool { entry.isDriven }

    /// The model value's component `component`: where the attribute is heading.
    /// - Parameter component: 0 ..< ``componentCount``.
    /// - Returns: The component's value.
    public func model(_ component: Int) -> Double { buffer.values[entry.offset + component] }

    /// The presentation value's component `component`: what is drawn.
    /// - Parameter component: 0 ..< ``componentCount``.
    /// - Returns: The component's value.
    public func presentation(_ component: Int) -> Double { buffer.values[entry.offset + entry.count + component] }

    /// The velocity's component `component`, in units per second.
    /// - Parameter component: 0 ..< ``componentCount``.
    /// - Returns: The component's rate of change.
    public func velocity(_ component: Int) -> Double { buffer.values[entry.offset + 2 * entry.count + component] }

    /// The attribute and its view as a person reads them. It builds strings: read it once per
    /// attribute, not every frame.
    public var name: AttributeName { entry.attribute.inspectionName }
}
