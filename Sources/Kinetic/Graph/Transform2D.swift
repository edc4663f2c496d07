import Foundation

/// A 2-D affine transform (CoreGraphics convention): x' = a·x + c·y + tx, y' = b·x + d·y + ty.
public struct Transform2D: Hashable, Sendable {
    /// The coefficients.
    public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat

    /// Creates a transform from its six coefficients.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    /// The identity transform.
    public static let identity = Transform2D(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A translation.
    public static func translation(x: CGFloat, y: CGFloat) -> Transform2D { Transform2D(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y) }

    /// A scale by (`x`, `y`) about `anchor` (a point in the same coordinates).
    public static func scale(x: CGFloat, y: CGFloat, about anchor: CGPoint) -> Transform2D {
        Transform2D(a: x, b: 0, c: 0, d: y, tx: anchor.x - x * anchor.x, ty: anchor.y - y * anchor.y)
    }

    /// A rotation by `angle` (clockwise on screen for positive angles, y pointing down) about `anchor`.
    public static func rotation(_ angle: Angle, about anchor: CGPoint) -> Transform2D {
        let cosA = CGFloat(cos(angle.radians)), sinA = CGFloat(sin(angle.radians))
        return Transform2D(a: cosA, b: sinA, c: -sinA, d: cosA,
                           tx: anchor.x - cosA * anchor.x + sinA * anchor.y,
                           ty: anchor.y - sinA * anchor.x - cosA * anchor.y)
    }

    /// The transform that applies `inner` first, then `self`.
    public func concatenating(inner t: Transform2D) -> Transform2D {
        Transform2D(a: a * t.a + c * t.b, b: b * t.a + d * t.b,
                    c: a * t.c + c * t.d, d: b * t.c + d * t.d,
                    tx: a * t.tx + c * t.ty + tx, ty: b * t.tx + d * t.ty + ty)
    }

    /// Applies the transform to `point`.
    public func apply(_ point: CGPoint) -> CGPoint {
        CGPoint(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
    }

    /// The inverse transform (identity when singular).
    public var inverted: Transform2D {
        let det = a * d - b * c
        guard det != 0, det.isFinite else { return .identity }
        return Transform2D(a: d / det, b: -b / det, c: -c / det, d: a / det,
                           tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
    }

    /// The horizontal and vertical scale factors.
    public var scale: CGSize { CGSize(width: (a * a + b * b).squareRoot(), height: (c * c + d * d).squareRoot()) }
    /// The rotation angle.
    public var rotation: Angle { .radians(Double(atan2(b, a))) }
    /// The translation part.
    public var translation: CGSize { CGSize(width: tx, height: ty) }
    /// Whether this is the identity.
    public var isIdentity: Bool { self == .identity }

    /// The axis-aligned bounding box of `rect` transformed.
    public func boundingBox(of rect: CGRect) -> CGRect {
        let points = [apply(CGPoint(x: rect.minX, y: rect.minY)), apply(CGPoint(x: rect.maxX, y: rect.minY)),
                      apply(CGPoint(x: rect.minX, y: rect.maxY)), apply(CGPoint(x: rect.maxX, y: rect.maxY))]
        let xs = points.map(\.x), ys = points.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
}
