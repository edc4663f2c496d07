import Foundation

/// A function defined by a two-dimensional curve that maps an input progress in [0, 1] to an
/// output progress in [0, 1].
///
/// Bezier curves follow SwiftUI's conventions: `value(at:)` clamps both coordinates of the control
/// points to [0, 1]; `velocity(at:)` clamps only their x coordinates, reports 1 where x′ = y′ ≠ 0,
/// ±∞ where x′ = 0 alone, and where both vanish 0 at the end and 1 at the start (SwiftUI's figures).
@frozen
public struct UnitCurve: Hashable, Sendable {
    @usableFromInline
    enum Storage: Hashable, Sendable {
        case bezier(x1: Double, y1: Double, x2: Double, y2: Double)
        case circularEaseIn
        case circularEaseOut
        case circularEaseInOut
        /// The inverse function of `circularEaseInOut`.
        case circularEaseInOutInverse
    }

    @usableFromInline var storage: Storage

    @inlinable init(storage: Storage) { self.storage = storage }

    /// Creates a new curve using bezier control points. The start point is (0, 0) and the end
    /// point (1, 1).
    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
        UnitCurve(storage: .bezier(
            x1: Double(startControlPoint.x), y1: Double(startControlPoint.y),
            x2: Double(endControlPoint.x), y2: Double(endControlPoint.y)))
    }

    /// Creates a new curve using bezier control points: the same curve as
    /// `bezier(startControlPoint:endControlPoint:)`.
    public init(startControlPoint: UnitPoint, endControlPoint: UnitPoint) {
        self = .bezier(startControlPoint: startControlPoint, endControlPoint: endControlPoint)
    }

    /// A bezier curve that starts out slowly, speeds up, then slows down: (0.42, 0) (0.58, 1).
    public static let easeInOut = UnitCurve(storage: .bezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1))
    /// A bezier curve that starts out slowly, then speeds up: (0.42, 0) (1, 1).
    public static let easeIn = UnitCurve(storage: .bezier(x1: 0.42, y1: 0, x2: 1, y2: 1))
    /// A bezier curve that starts out quickly, then slows down: (0, 0) (0.58, 1).
    public static let easeOut = UnitCurve(storage: .bezier(x1: 0, y1: 0, x2: 0.58, y2: 1))
    /// A curve that starts out slowly, then speeds up as it finishes: 1 − √(1 − p²).
    public static let circularEaseIn = UnitCurve(storage: .circularEaseIn)
    /// A curve that starts out quickly, then slows down: √(1 − (1 − p)²).
    public static let circularEaseOut = UnitCurve(storage: .circularEaseOut)
    /// A curve that starts slowly, speeds up, then slows down, made of two circular arcs.
    public static let circularEaseInOut = UnitCurve(storage: .circularEaseInOut)
    /// The identity curve.
    public static let linear = UnitCurve(storage: .bezier(x1: 0, y1: 0, x2: 1, y2: 1))

    /// The inverse of the curve: input and output swapped.
    public var inverse: UnitCurve {
        switch storage {
        case let .bezier(x1, y1, x2, y2): return UnitCurve(storage: .bezier(x1: y1, y1: x1, x2: y2, y2: x2))
        case .circularEaseIn: return .circularEaseOut
        case .circularEaseOut: return .circularEaseIn
        case .circularEaseInOut: return UnitCurve(storage: .circularEaseInOutInverse)
        case .circularEaseInOutInverse: return .circularEaseInOut
        }
    }

    /// The output value of the curve at `progress` (clamped to [0, 1]).
    @inlinable
    public func value(at progress: Double) -> Double {
        let p = progress.isNaN ? 0 : min(max(progress, 0), 1)
        switch storage {
        case let .bezier(x1, y1, x2, y2):
            let bezier = CubicBezier(x1: clampUnit(x1), y1: clampUnit(y1), x2: clampUnit(x2), y2: clampUnit(y2))
            // Control points on the diagonal (`linear`): y ≡ x, exactly the progress, no solve.
            if bezier.isDiagonal { return p }
            let polynomial = bezier.polynomial
            return polynomial.y(polynomial.solveX(p))
        case .circularEaseIn: return CircularCurve.easeIn(p)
        case .circularEaseOut: return CircularCurve.easeOut(p)
        case .circularEaseInOut: return CircularCurve.easeInOut(p)
        case .circularEaseInOutInverse: return CircularCurve.easeInOutInverse(p)
        }
    }

    /// The rate of change of the output with respect to the input at `progress` (clamped to [0, 1]).
    @inlinable
    public func velocity(at progress: Double) -> Double {
        let p = progress.isNaN ? 0 : min(max(progress, 0), 1)
        switch storage {
        case let .bezier(x1, y1, x2, y2):
            let bezier = CubicBezier(x1: clampUnit(x1), y1: y1, x2: clampUnit(x2), y2: y2)
            if bezier.isDiagonal { return 1 }  // the identity: slope 1 everywhere, ends included
            let polynomial = bezier.polynomial
            let t = polynomial.solveX(p)
            let dx = polynomial.dx(t), dy = polynomial.dy(t)
            // Where both derivatives vanish (x2 = y2 = 1 at the end, x1 = y1 = 0 at the start)
            // SwiftUI reports 0 at the end and 1 at the start (measured: `easeIn.velocity(at: 1)`
            // is 0, `easeOut.velocity(at: 0)` about 1), not the limit 1/0.58: its artefact, kept.
            // Kinetic hands velocity on with the exact limit instead (`limitingSlope(at:)`).
            if dx == 0 && dy == 0 { return p >= 1 ? 0 : 1 }
            if dx == dy { return 1 }
            if dx == 0 { return dy < 0 ? -.infinity : .infinity }
            return dy / dx
        case .circularEaseIn: return CircularCurve.easeInSlope(p)
        case .circularEaseOut: return CircularCurve.easeInSlope(1 - p)
        case .circularEaseInOut: return p < 0.5 ? CircularCurve.easeInSlope(2 * p) : CircularCurve.easeInSlope(2 - 2 * p)
        case .circularEaseInOutInverse:
            let slope = p < 0.5 ? CircularCurve.easeInSlope(CircularCurve.easeInOutInverse(p) * 2)
                                : CircularCurve.easeInSlope(2 - 2 * CircularCurve.easeInOutInverse(p))
            return slope == 0 ? .infinity : 1 / slope
        }
    }
}

extension UnitCurve {
    /// `value(at:)` and `velocity(at:)` together, solving a bezier once.
    @inlinable
    func valueAndVelocity(at progress: Double) -> (value: Double, velocity: Double) {
        guard let polynomial else { return (value(at: progress), velocity(at: progress)) }
        return polynomial.valueAndSlope(at: progress)
    }

    /// The curve as a polynomial whose one solve of x(t) = progress serves both its value and its
    /// slope: a bezier whose y lie in [0, 1] (every named curve but the circular ones), where the
    /// value's and the velocity's clamping agree; nil for any other curve. Control points on the
    /// diagonal (`linear`) give the identity polynomial, whose solve and slope are exactly the
    /// progress and 1.
    @inlinable
    var polynomial: BezierPolynomial? {
        guard case let .bezier(x1, y1, x2, y2) = storage, y1 >= 0, y1 <= 1, y2 >= 0, y2 <= 1 else { return nil }
        let bezier = CubicBezier(x1: clampUnit(x1), y1: y1, x2: clampUnit(x2), y2: y2)
        return bezier.isDiagonal ? .identity : bezier.polynomial
    }
}

extension UnitCurve {
    /// The slope at `progress` as the keyframes hand it on: `velocity(at:)` inside (0, 1), and at
    /// the ends the limit of `velocity(at:)` as progress approaches them. Unlike `velocity(at:)`,
    /// no x′ = y′ rule: at the end it is (1 − y2)/(1 − x2), or, where both derivatives of a bezier
    /// vanish, the ratio of the first higher derivatives that do not — (1 − y1)/(1 − x1) = 1/0.58
    /// at the end of `.easeIn` (x2 = y2 = 1), y2/x2 = 1/0.58 at the start of `.easeOut`.
    /// ±∞ where the curve starts or ends vertically. Control points clamp as in `velocity(at:)`.
    @inlinable
    func limitingSlope(at progress: Double) -> Double {
        let p = progress.isNaN ? 0 : progress
        guard p <= 0 || p >= 1, case let .bezier(x1, y1, x2, y2) = storage else { return velocity(at: p) }
        let bezier = CubicBezier(x1: clampUnit(x1), y1: y1, x2: clampUnit(x2), y2: y2)
        return p >= 1 ? bezier.endSlope : bezier.startSlope
    }
}

@inlinable func clampUnit(_ x: Double) -> Double { x.isNaN ? 0 : min(max(x, 0), 1) }

/// A cubic bezier from (0, 0) to (1, 1) with two control points.
@usableFromInline
struct CubicBezier {
    @usableFromInline let x1: Double, y1: Double, x2: Double, y2: Double

    @inlinable init(x1: Double, y1: Double, x2: Double, y2: Double) {
        self.x1 = x1; self.y1 = y1; self.x2 = x2; self.y2 = y2
    }

    /// Its coordinates as polynomials of t.
    @inlinable var polynomial: BezierPolynomial { BezierPolynomial(x1: x1, y1: y1, x2: x2, y2: y2) }

    /// Whether both control points lie on the diagonal, so that y(t) = x(t): the identity curve.
    @inlinable var isDiagonal: Bool { x1 == y1 && x2 == y2 }

    /// dy/dx as t → 0: 3c1, 6(c2 − 2c1) and 6(1 − 3c2 + 3c1) are the first three derivatives of a
    /// coordinate at t = 0; the slope is the ratio of the first pair that is not both zero.
    @inlinable var startSlope: Double {
        Self.slopeLimit(
            (3 * x1, 3 * y1),
            (6 * (x2 - 2 * x1), 6 * (y2 - 2 * y1)),
            (6 * (1 - 3 * x2 + 3 * x1), 6 * (1 - 3 * y2 + 3 * y1)))
    }

    /// dy/dx as t → 1: 3(1 − c2), 6(1 − 2c2 + c1) and 6(1 − 3c2 + 3c1) are the first three
    /// derivatives of a coordinate at t = 1.
    @inlinable var endSlope: Double {
        Self.slopeLimit(
            (3 * (1 - x2), 3 * (1 - y2)),
            (6 * (1 - 2 * x2 + x1), 6 * (1 - 2 * y2 + y1)),
            (6 * (1 - 3 * x2 + 3 * x1), 6 * (1 - 3 * y2 + 3 * y1)))
    }

    /// L'Hôpital's rule over derivative pairs (dx, dy) of increasing order. With x1, x2 in [0, 1]
    /// the x derivatives never all vanish (the third is 6 when the first two are 0).
    @inlinable static func slopeLimit(_ pairs: (dx: Double, dy: Double)...) -> Double {
        for (dx, dy) in pairs where dx != 0 || dy != 0 {
            if dx == 0 { return dy < 0 ? -.infinity : .infinity }
            return dy / dx
        }
        return 1
    }
}

/// A cubic bezier's coordinates as polynomials of its parameter t: x(t) = ((ax·t + bx)·t + cx)·t
/// and y(t) likewise, so a point costs three multiply-adds (Horner) instead of the Bernstein
/// form's eight products. Computed once per curve: a timing-curve animation keeps it for its frames.
@usableFromInline
struct BezierPolynomial: Hashable, Sendable {
    @usableFromInline let ax: Double, bx: Double, cx: Double, ay: Double, by: Double, cy: Double

    @inlinable init(x1: Double, y1: Double, x2: Double, y2: Double) {
        cx = 3 * x1; bx = 3 * (x2 - x1) - cx; ax = 1 - cx - bx
        cy = 3 * y1; by = 3 * (y2 - y1) - cy; ay = 1 - cy - by
    }

    @inlinable init(ax: Double, bx: Double, cx: Double, ay: Double, by: Double, cy: Double) {
        self.ax = ax; self.bx = bx; self.cx = cx; self.ay = ay; self.by = by; self.cy = cy
    }

    /// x(t) = y(t) = t: its solve returns the progress itself and its slope is exactly 1 (the
    /// diagonal curves, `linear`).
    @inlinable static var identity: BezierPolynomial { BezierPolynomial(ax: 0, bx: 0, cx: 1, ay: 0, by: 0, cy: 1) }

    @inlinable func x(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
    @inlinable func y(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
    @inlinable func dx(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }
    @inlinable func dy(_ t: Double) -> Double { (3 * ay * t + 2 * by) * t + cy }

    /// The value y(t) and the slope dy/dx where x(t) = `progress` (clamped to [0, 1]).
    @inlinable @inline(__always)
    func valueAndSlope(at progress: Double) -> (value: Double, velocity: Double) {
        valueAndSlope(within: progress.isNaN ? 0 : min(max(progress, 0), 1))
    }

    /// ``valueAndSlope(at:)`` for a progress `p` known to be in [0, 1] (a timing curve's frame
    /// before its end: nothing to clamp).
    @inlinable @inline(__always)
    func valueAndSlope(within p: Double) -> (value: Double, velocity: Double) {
        let t = solveX(p)
        let dx = dx(t), dy = dy(t)
        let slope: Double = dx == dy ? 1 : (dx == 0 ? (dy < 0 ? -.infinity : .infinity) : dy / dx)
        return (y(t), slope)
    }

    /// The parameter t whose x(t) is `x` (x in [0, 1], x1 and x2 in [0, 1] so x(t) is monotonic):
    /// Newton's method first, then bisection, to a tolerance of 2⁻²⁰. Newton's few steps are
    /// inlined where the frame is computed (a group's loop over its starts overlaps consecutive
    /// solves); the bisection, for a slope too flat, is out of line.
    @inlinable @inline(__always) func solveX(_ x: Double) -> Double {
        let tolerance = 1.0 / 1_048_576
        var t = x
        for _ in 0..<8 {
            let error = self.x(t) - x
            if abs(error) < tolerance { return t }
            let slope = dx(t)
            if abs(slope) < 1e-6 { break }
            t -= error / slope
        }
        return Self.bisectX(x, ax: ax, bx: bx, cx: cx)
    }

    /// ``solveX(_:)`` by bisection, from the start, for x(t)'s coefficients. (Static, its
    /// coefficients passed in registers: as a method it had the caller copy the polynomial to
    /// memory for every solve, bisecting or not.)
    @usableFromInline @inline(never)
    static func bisectX(_ x: Double, ax: Double, bx: Double, cx: Double) -> Double {
        let tolerance = 1.0 / 1_048_576
        let curve = BezierPolynomial(ax: ax, bx: bx, cx: cx, ay: 0, by: 0, cy: 0)
        var low = 0.0, high = 1.0
        var t = x
        while low < high {
            let value = curve.x(t)
            if abs(value - x) < tolerance { return t }
            if x > value { low = t } else { high = t }
            let next = (low + high) / 2
            if next == t { return t }
            t = next
        }
        return t
    }
}

/// The circular curves' closed forms.
@usableFromInline
enum CircularCurve {
    @inlinable static func easeIn(_ p: Double) -> Double { 1 - max(0, 1 - p * p).squareRoot() }
    @inlinable static func easeOut(_ p: Double) -> Double { max(0, 1 - (1 - p) * (1 - p)).squareRoot() }
    @inlinable static func easeInOut(_ p: Double) -> Double {
        p < 0.5 ? easeIn(2 * p) / 2 : (easeOut(2 * p - 1) + 1) / 2
    }
    /// The inverse function of `easeInOut`: each half is the other circular arc.
    @inlinable static func easeInOutInverse(_ p: Double) -> Double {
        p < 0.5 ? easeOut(2 * p) / 2 : (easeIn(2 * p - 1) + 1) / 2
    }
    /// d/dp of easeIn: p/√(1 − p²) (∞ at p = 1).
    @inlinable static func easeInSlope(_ p: Double) -> Double {
        let r = 1 - p * p
        return r <= 0 ? .infinity : p / r.squareRoot()
    }
}
