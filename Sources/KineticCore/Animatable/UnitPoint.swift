import Foundation

/// A normalized 2-D point in a view's coordinate space: (0, 0) is the top-leading corner,
/// (1, 1) the bottom-trailing one.
@frozen
public struct UnitPoint: Hashable, Sendable, Animatable {
    /// The normalized distance from the leading edge.
    public var x: CGFloat
    /// The normalized distance from the top edge.
    public var y: CGFloat

    /// Creates the unit point (0, 0).
    @inlinable public init() { x = 0; y = 0 }
    /// Creates a unit point with the given coordinates.
    @inlinable public init(x: CGFloat, y: CGFloat) { self.x = x; self.y = y }

    /// The point's coordinates × 128, as SwiftUI scales them (like ``Angle/animatableData``):
    /// ``center`` is (64, 64). The factor is SwiftUI's artefact; it sets when an animated anchor
    /// counts as settled.
    @inlinable public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(x * 128, y * 128) }
        set { (x, y) = (newValue.first / 128, newValue.second / 128) }
    }

    public static let zero = UnitPoint(x: 0, y: 0)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}
