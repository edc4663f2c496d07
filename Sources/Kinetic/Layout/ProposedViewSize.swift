import Foundation

/// A proposal for the size of a view: nil in a dimension means "your ideal size".
public struct ProposedViewSize: Hashable, Sendable {
    /// The proposed horizontal size, or nil for the ideal width.
    public var width: CGFloat?
    /// The proposed vertical size, or nil for the ideal height.
    public var height: CGFloat?
    /// Creates a proposal from optional dimensions.
    public init(width: CGFloat?, height: CGFloat?) { self.width = width; self.height = height }
    /// Creates a proposal from a size.
    public init(_ size: CGSize) { width = size.width; height = size.height }
    /// Asks for the minimum size.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// Asks for the ideal size.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    /// Asks for the maximum size.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)
    /// The proposal with nil dimensions replaced by `size`.
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }
}
