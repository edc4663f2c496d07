import Foundation

/// An affine transformation matrix for use in drawing 2D graphics (``GraphicsContext/transform``).
///
/// CoreGraphics is not available on Linux; Kinetic's ``Transform2D`` has the same six
/// coefficients and conventions, so it stands in under CoreGraphics' name and initializers.
public typealias CGAffineTransform = Transform2D

extension Transform2D {
    /// Returns an affine transformation matrix constructed from a translation value you provide.
    /// - Parameters:
    ///   - tx: the value by which to move the x-axis.
    ///   - ty: the value by which to move the y-axis.
    public init(translationX tx: CGFloat, y ty: CGFloat) { self = .translation(x: tx, y: ty) }

    /// Returns an affine transformation matrix constructed from scaling values you provide.
    /// - Parameters:
    ///   - sx: the factor by which to scale the x-axis.
    ///   - sy: the factor by which to scale the y-axis.
    public init(scaleX sx: CGFloat, y sy: CGFloat) { self = .scale(x: sx, y: sy, about: .zero) }

    /// Returns an affine transformation matrix constructed from a rotation value you provide.
    /// - Parameter angle: the angle, in radians; positive turns clockwise on screen (y down).
    public init(rotationAngle angle: CGFloat) { self = .rotation(.radians(Double(angle)), about: .zero) }

    /// Returns an affine transformation matrix constructed by combining two existing ones.
    /// - Parameter t2: the transform applied after this one.
    /// - Returns: This transform followed by `t2` (CoreGraphics' order).
    public func concatenating(_ t2: Transform2D) -> Transform2D { t2.concatenating(inner: self) }

    /// Returns an affine transformation matrix constructed by translating an existing one.
    /// - Parameters:
    ///   - tx: the value by which to move the x-axis.
    ///   - ty: the value by which to move the y-axis.
    /// - Returns: The translation applied first, then this transform.
    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> Transform2D { concatenating(inner: .translation(x: tx, y: ty)) }

    /// Returns an affine transformation matrix constructed by scaling an existing one.
    /// - Parameters:
    ///   - sx: the factor by which to scale the x-axis.
    ///   - sy: the factor by which to scale the y-axis.
    /// - Returns: The scale applied first, then this transform.
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> Transform2D { concatenating(inner: .scale(x: sx, y: sy, about: .zero)) }

    /// Returns an affine transformation matrix constructed by rotating an existing one.
    /// - Parameter angle: the angle, in radians.
    /// - Returns: The rotation applied first, then this transform.
    public func rotated(by angle: CGFloat) -> Transform2D { concatenating(inner: .rotation(.radians(Double(angle)), about: .zero)) }
}
