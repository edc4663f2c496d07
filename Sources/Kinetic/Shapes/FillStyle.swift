import Foundation

/// A style for rasterizing vector shapes.
public struct FillStyle: Equatable, Sendable {
    /// A Boolean value that indicates whether to use the even-odd rule when rendering a shape
    /// (Kinetic's renderers fill each subpath on its own, whatever the rule).
    public var isEOFilled: Bool
    /// A Boolean value that indicates whether to apply antialiasing to the edges of a shape.
    public var isAntialiased: Bool

    /// Creates a new fill style with the specified settings.
    /// - Parameters:
    ///   - eoFill: whether to use the even-odd rule.
    ///   - antialiased: whether to antialias edges.
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}
