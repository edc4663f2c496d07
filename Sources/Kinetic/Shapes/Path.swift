import Foundation

/// The outline of a 2D shape.
public struct Path: Equatable, Sendable {
    /// An element of a path.
    public enum Element: Equatable, Sendable {
        case move(to: CGPoint)
        case line(to: CGPoint)
        case quadCurve(to: CGPoint, control: CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case closeSubpath
    }
    /// The elements, in order.
    public private(set) var elements: [Element] = []

    /// Creates an empty path.
    public init() {}
    /// Creates a path containing a rectangle.
    public init(_ rect: CGRect) { addRect(rect) }
    /// Creates a path containing an ellipse inscribed in `rect`.
    public init(ellipseIn rect: CGRect) { addEllipse(in: rect) }
    /// Creates a path containing a rounded rectangle.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) { addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius)) }
    /// Creates a path containing a rounded rectangle.
    public init(roundedRect rect: CGRect, cornerSize: CGSize) { addRoundedRect(in: rect, cornerSize: cornerSize) }
    /// Creates an empty path, then executes a closure to add its initial elements.
    public init(_ callback: (inout Path) -> Void) { callback(&self) }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }
    /// The current point.
    public var currentPoint: CGPoint? {
        switch elements.last {
        case .move(let p)?, .line(let p)?, .quadCurve(let p, _)?, .curve(let p, _, _)?: return p
        default: return nil
        }
    }

    /// Begins a new subpath at `p`.
    public mutating func move(to p: CGPoint) { elements.append(.move(to: p)) }
    /// Appends a straight line to `p`.
    public mutating func addLine(to p: CGPoint) { elements.append(.line(to: p)) }
    /// Appends a quadratic Bézier curve to `p`.
    public mutating func addQuadCurve(to p: CGPoint, control: CGPoint) { elements.append(.quadCurve(to: p, control: control)) }
    /// Appends a cubic Bézier curve to `p`.
    public mutating func addCurve(to p: CGPoint, control1: CGPoint, control2: CGPoint) { elements.append(.curve(to: p, control1: control1, control2: control2)) }
    /// Closes the current subpath.
    public mutating func closeSubpath() { elements.append(.closeSubpath) }
    /// Appends lines through `points` (a new subpath at the first).
    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first); for p in points.dropFirst() { addLine(to: p) }
    }
    /// Appends a rectangle as a closed subpath.
    public mutating func addRect(_ r: CGRect) {
        move(to: CGPoint(x: r.minX, y: r.minY)); addLine(to: CGPoint(x: r.maxX, y: r.minY))
        addLine(to: CGPoint(x: r.maxX, y: r.maxY)); addLine(to: CGPoint(x: r.minX, y: r.maxY)); closeSubpath()
    }
    /// Appends the ellipse inscribed in `r` as a closed subpath.
    public mutating func addEllipse(in r: CGRect) {
        let k: CGFloat = 0.5522847498, rx = r.width / 2, ry = r.height / 2, cx = r.midX, cy = r.midY
        move(to: CGPoint(x: cx + rx, y: cy))
        addCurve(to: CGPoint(x: cx, y: cy + ry), control1: CGPoint(x: cx + rx, y: cy + k * ry), control2: CGPoint(x: cx + k * rx, y: cy + ry))
        addCurve(to: CGPoint(x: cx - rx, y: cy), control1: CGPoint(x: cx - k * rx, y: cy + ry), control2: CGPoint(x: cx - rx, y: cy + k * ry))
        addCurve(to: CGPoint(x: cx, y: cy - ry), control1: CGPoint(x: cx - rx, y: cy - k * ry), control2: CGPoint(x: cx - k * rx, y: cy - ry))
        addCurve(to: CGPoint(x: cx + rx, y: cy), control1: CGPoint(x: cx + k * rx, y: cy - ry), control2: CGPoint(x: cx + rx, y: cy - k * ry))
        closeSubpath()
    }
    /// Appends a rounded rectangle as a closed subpath.
    public mutating func addRoundedRect(in r: CGRect, cornerSize: CGSize) {
        let w = min(cornerSize.width, r.width / 2), h = min(cornerSize.height, r.height / 2), k: CGFloat = 0.5522847498
        move(to: CGPoint(x: r.minX + w, y: r.minY))
        addLine(to: CGPoint(x: r.maxX - w, y: r.minY))
        addCurve(to: CGPoint(x: r.maxX, y: r.minY + h), control1: CGPoint(x: r.maxX - w + k * w, y: r.minY), control2: CGPoint(x: r.maxX, y: r.minY + h - k * h))
        addLine(to: CGPoint(x: r.maxX, y: r.maxY - h))
        addCurve(to: CGPoint(x: r.maxX - w, y: r.maxY), control1: CGPoint(x: r.maxX, y: r.maxY - h + k * h), control2: CGPoint(x: r.maxX - w + k * w, y: r.maxY))
        addLine(to: CGPoint(x: r.minX + w, y: r.maxY))
        addCurve(to: CGPoint(x: r.minX, y: r.maxY - h), control1: CGPoint(x: r.minX + w - k * w, y: r.maxY), control2: CGPoint(x: r.minX, y: r.maxY - h + k * h))
        addLine(to: CGPoint(x: r.minX, y: r.minY + h))
        addCurve(to: CGPoint(x: r.minX + w, y: r.minY), control1: CGPoint(x: r.minX, y: r.minY + h - k * h), control2: CGPoint(x: r.minX + w - k * w, y: r.minY))
        closeSubpath()
    }
    /// Adds an arc of a circle, approximated by line segments.
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool) {
        var sweep = endAngle.radians - startAngle.radians
        // SwiftUI's `clockwise` is in a flipped (y-up) sense: clockwise = decreasing angle on screen.
        if clockwise { while sweep > 0 { sweep -= 2 * .pi } } else { while sweep < 0 { sweep += 2 * .pi } }
        let steps = max(2, Int(abs(sweep) / (.pi / 16)) + 1)
        for i in 0...steps {
            let a = startAngle.radians + sweep * Double(i) / Double(steps)
            let p = CGPoint(x: center.x + radius * CGFloat(cos(a)), y: center.y + radius * CGFloat(sin(a)))
            if i == 0 && currentPoint == nil { move(to: p) } else { addLine(to: p) }
        }
    }
    /// A rectangle containing every point of the path (control points included).
    public var boundingRect: CGRect {
        var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        func add(_ p: CGPoint) { minX = min(minX, p.x); minY = min(minY, p.y); maxX = max(maxX, p.x); maxY = max(maxY, p.y) }
        for e in elements {
            switch e {
            case .move(let p), .line(let p): add(p)
            case .quadCurve(let p, let c): add(p); add(c)
            case .curve(let p, let c1, let c2): add(p); add(c1); add(c2)
            case .closeSubpath: break
            }
        }
        return minX.isFinite ? CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY) : .null
    }

    /// The path moved by `dx`, `dy`.
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        func moved(_ p: CGPoint) -> CGPoint { CGPoint(x: p.x + dx, y: p.y + dy) }
        var path = Path()
        path.elements = elements.map { element in
            switch element {
            case .move(let p): return .move(to: moved(p))
            case .line(let p): return .line(to: moved(p))
            case .quadCurve(let p, let c): return .quadCurve(to: moved(p), control: moved(c))
            case .curve(let p, let c1, let c2): return .curve(to: moved(p), control1: moved(c1), control2: moved(c2))
            case .closeSubpath: return .closeSubpath
            }
        }
        return path
    }
}
