import Foundation

/// The geometry of a drawn shape, in its item's frame.
public enum ShapeGeometry: Equatable, Sendable {
    case rectangle
    case roundedRectangle(cornerSize: CGSize)
    case ellipse
    /// The circle inscribed in the frame, centred.
    case circle
    case capsule
    case path(Path)
}

/// How a shape is painted.
public enum ShapePaint: Equatable, Sendable {
    case fill
    case stroke(StrokeStyle)
}

/// A drop shadow drawn behind an item.
public struct DisplayShadow: Equatable, Sendable {
    /// Shadow colour.
    public var color: Color.Resolved
    /// Blur radius.
    public var radius: CGFloat
    /// Horizontal offset.
    public var x: CGFloat
    /// Vertical offset.
    public var y: CGFloat
}

/// One drawn item of a display list; equal items draw the same pixels (a viewer keeps a frame as
/// what changed since the one before).
public struct DisplayItem: Equatable {
    /// What is drawn.
    public enum Content: Equatable {
        /// A line of text (emoji render in colour).
        case text(String, font: Font.Resolved, layout: TextLayout = TextLayout())
        /// A named image from the assets.
        case image(String)
        /// A shape, filled or stroked with ``DisplayItem/color``.
        case shape(ShapeGeometry, paint: ShapePaint)
    }

    /// What is drawn.
    public var content: Content
    /// The item's frame (animated layout), in host coordinates, before `transform`.
    public var frame: CGRect
    /// The accumulated effect transform (offsets, scales with anchors, rotations), host coordinates.
    public var transform: Transform2D
    /// The accumulated opacity.
    public var opacity: Double
    /// The colour (text foreground, shape paint, tint).
    public var color: Color.Resolved
    /// The innermost shadow applied, if any.
    public var shadow: DisplayShadow?
    /// The accumulated blur radius (0: sharp).
    public var blurRadius: CGFloat
    /// The innermost test identifier applied (`testID(_:)` / `accessibilityIdentifier(_:)`).
    public var testID: String?
    /// Index of the innermost tap handler, or -1.
    package var tapTarget: Int
    /// Whether taps can land on this item (`allowsHitTesting(false)` and clear paint make it transparent to taps).
    public var isHitTestable: Bool

    /// The frame after the transform (axis-aligned bounding box).
    public var bounds: CGRect { transform.isIdentity ? frame : transform.boundingBox(of: frame) }
    /// The centre of the drawn item after the transform.
    public var center: CGPoint { transform.apply(CGPoint(x: frame.midX, y: frame.midY)) }
    /// The text, for text items.
    public var text: String? { if case .text(let string, _, _) = content { return string }; return nil }
    /// For text items, the lines as layout broke them within the frame (renderers draw these, one
    /// line height apart: `font.size × 1.2`, rounded up).
    public var textLines: [String] {
        guard case .text(let string, let font, let layout) = content else { return [] }
        let full = TextMetrics.size(of: string, font: font, width: nil)
        return TextMetrics.lines(of: string, font: font, width: frame.width + 0.5 < full.width ? frame.width : nil,
                                 lineLimit: layout.lineLimit, truncation: layout.truncationMode)
    }

    /// Whether `point` (host coordinates) falls on this item.
    public func contains(_ point: CGPoint) -> Bool {
        frame.contains(transform.isIdentity ? point : transform.inverted.apply(point))
    }
}

/// What a host draws: items back to front.
public struct DisplayList {
    /// The drawn items, back to front.
    public var items: [DisplayItem] = []
    /// The items each `testID(_:)` covers (outer identifiers cover the items of inner ones too).
    public var identifiedRanges: [(id: String, items: Range<Int>)] = []

    /// The first item drawn by the view named `id`.
    public func item(withID id: String) -> DisplayItem? {
        for scope in identifiedRanges where scope.id == id && !scope.items.isEmpty { return items[scope.items.lowerBound] }
        return nil
    }
    /// The items drawn by the view(s) named `id`.
    public func items(withID id: String) -> [DisplayItem] {
        var indices = Set<Int>()
        for scope in identifiedRanges where scope.id == id { indices.formUnion(scope.items) }
        return indices.sorted().map { items[$0] }
    }
    /// The first text item showing `text`.
    public func item(text: String) -> DisplayItem? { items.first { $0.text == text } }
}

extension DisplayList {
    /// A list of `items` (a frame kept to be drawn again, without its test ids).
    package init(items: [DisplayItem]) { self.items = items }
}

/// A tap handler reachable from drawn items.
@MainActor package final class TapHandler {
    package var count: Int
    package var action: () -> Void
    private var taps = 0
    private var lastTap = -TimeInterval.infinity
    /// Taps closer together than this count towards a multi-tap gesture.
    package static let multiTapInterval: TimeInterval = 0.35

    init(count: Int, action: @escaping () -> Void) { self.count = count; self.action = action }

    /// Records a tap at host time `time`; returns whether the gesture is recognized (every tap for
    /// `count` 1, the `count`-th tap in quick succession otherwise).
    package func recognize(at time: TimeInterval) -> Bool {
        if count <= 1 { return true }
        taps = time - lastTap <= Self.multiTapInterval ? taps + 1 : 1
        lastTap = time
        if taps >= count { taps = 0; return true }
        return false
    }
}

/// Accumulates drawing state while the graph renders its display list.
package struct DisplayListBuilder {
    package var transform = Transform2D.identity
    package var opacity = 1.0
    package var shadow: DisplayShadow?
    package var blurRadius: CGFloat = 0
    package var testID: String?
    package var tapTarget = -1
    package var allowsHitTesting = true
    package var list: DisplayList
    package var tapHandlers: [TapHandler]
    /// When set (inspection only, never on the frame path), which attributes shape which items.
    package var recordsAttributes = false
    package var attributeRanges: [(attribute: AnimatedAttribute, items: Range<Int>)] = []

    /// Records that `node`'s own attributes shape the items drawn from `start` on.
    @MainActor package mutating func recordAttributes(of node: ViewNode, from start: Int) {
        guard recordsAttributes else { return }
        let range = start..<list.items.count
        node.forEachAttribute { _, attribute in attributeRanges.append((attribute, range)) }
        if let transition = node.childTransition {
            for attribute in [transition.opacity, transition.scale, transition.offset] as [AnimatedAttribute] {
                attributeRanges.append((attribute, range))
            }
        }
    }

    /// Appends an item with the current state.
    @inline(__always)
    package mutating func draw(_ content: DisplayItem.Content, frame: CGRect, color: Color.Resolved) {
        list.items.append(DisplayItem(content: content, frame: frame, transform: transform, opacity: opacity, color: color,
                                      shadow: shadow, blurRadius: blurRadius, testID: testID, tapTarget: tapTarget,
                                      isHitTestable: allowsHitTesting && opacity > 0 && color.opacity > 0))
    }

    /// Draws `node`'s subtree with `transform` applied inside the current one.
    /// `body` is main-actor isolated in its type, as the nodes that draw are: a closure whose
    /// isolation a parameter type erased would check the executor each call (SE-0423).
    @MainActor @inline(__always)
    package mutating func withTransform(_ inner: Transform2D, _ body: @MainActor (inout DisplayListBuilder) -> Void) {
        let saved = transform
        transform = transform.concatenating(inner: inner)
        body(&self)
        transform = saved
    }
}
