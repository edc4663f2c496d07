import Foundation

/// An alignment position along the horizontal axis.
public struct HorizontalAlignment: Hashable, Sendable {
    let fraction: CGFloat
    /// A guide that marks the leading edge of the view.
    public static let leading = HorizontalAlignment(fraction: 0)
    /// A guide that marks the horizontal center of the view.
    public static let center = HorizontalAlignment(fraction: 0.5)
    /// A guide that marks the trailing edge of the view.
    public static let trailing = HorizontalAlignment(fraction: 1)
}

/// An alignment position along the vertical axis.
public struct VerticalAlignment: Hashable, Sendable {
    let fraction: CGFloat
    /// A guide that marks the top edge of the view.
    public static let top = VerticalAlignment(fraction: 0)
    /// A guide that marks the vertical center of the view.
    public static let center = VerticalAlignment(fraction: 0.5)
    /// A guide that marks the bottom edge of the view.
    public static let bottom = VerticalAlignment(fraction: 1)
    /// Text baselines are approximated by the bottom edge (no font metrics in the headless graph).
    public static let firstTextBaseline = VerticalAlignment(fraction: 1)
    /// Text baselines are approximated by the bottom edge.
    public static let lastTextBaseline = VerticalAlignment(fraction: 1)
}

/// An alignment in both axes.
public struct Alignment: Hashable, Sendable {
    /// The alignment on the horizontal axis.
    public var horizontal: HorizontalAlignment
    /// The alignment on the vertical axis.
    public var vertical: VerticalAlignment
    /// Creates an alignment.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) { self.horizontal = horizontal; self.vertical = vertical }
    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

    /// The origin of a `size` box aligned in `rect`.
    func origin(of size: CGSize, in rect: CGRect) -> CGPoint {
        CGPoint(x: rect.minX + (rect.width - size.width) * horizontal.fraction,
                y: rect.minY + (rect.height - size.height) * vertical.fraction)
    }
}

/// The horizontal or vertical dimension in a 2D coordinate system.
public enum Axis: Hashable, Sendable { case horizontal, vertical }

/// An enumeration to indicate one edge of a rectangle.
public enum Edge: Int8, Hashable, Sendable, CaseIterable {
    case top, leading, bottom, trailing
    /// An efficient set of edges.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public init(_ edge: Edge) { rawValue = 1 << edge.rawValue }
        public static let top = Set(.top)
        public static let leading = Set(.leading)
        public static let bottom = Set(.bottom)
        public static let trailing = Set(.trailing)
        public static let all: Set = [.top, .leading, .bottom, .trailing]
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
    }
}

/// The inset distances for the sides of a rectangle.
public struct EdgeInsets: Hashable, Sendable, Animatable {
    public var top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat
    /// Creates insets.
    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }
    /// The type defining the data to animate: top, leading, bottom and trailing, nested as SwiftUI nests them.
    public typealias AnimatableData = AnimatablePair<CGFloat, AnimatablePair<CGFloat, AnimatablePair<CGFloat, CGFloat>>>
    /// The insets (top, leading, bottom, trailing).
    public var animatableData: AnimatableData {
        get { .init(top, .init(leading, .init(bottom, trailing))) }
        set { top = newValue.first; leading = newValue.second.first; bottom = newValue.second.second.first; trailing = newValue.second.second.second }
    }
}
