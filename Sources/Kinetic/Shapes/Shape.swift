import Foundation

/// A 2D shape that you can use when drawing a view.
///
/// Shapes are animatable: their `animatableData` is an animatable attribute of the shape's node.
///
/// Declared as SwiftUI declares it: `Sendable`, and with ``_RemoveGlobalActorIsolation`` so that
/// a shape type is not inferred `@MainActor` from `View`; `path(in:)` is `nonisolated`.
public protocol Shape: Sendable, Animatable, View, _RemoveGlobalActorIsolation {
    /// Describes this shape as a path within a rectangular frame of reference.
    nonisolated func path(in rect: CGRect) -> Path
    /// Returns the size of the view that will render the shape, given a proposed size.
    nonisolated func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
}

extension Shape {
    /// Shapes take the space proposed to them (10 points where none is).
    nonisolated public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }
    /// A shape draws itself filled with the foreground style.
    public var body: _ShapeView<Self> { _ShapeView(shape: self, style: nil, paint: .fill) }

    /// Fills this shape with a colour or style.
    public func fill<S: ShapeStyle>(_ content: S) -> _ShapeView<Self> { _ShapeView(shape: self, style: content._resolveStyle(), paint: .fill) }
    /// Fills this shape with the foreground style.
    public func fill() -> _ShapeView<Self> { _ShapeView(shape: self, style: nil, paint: .fill) }
    /// Traces the outline of this shape with a colour or style.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> _ShapeView<Self> {
        _ShapeView(shape: self, style: content._resolveStyle(), paint: .stroke(StrokeStyle(lineWidth: lineWidth)))
    }
    /// Traces the outline of this shape with a colour or style.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> _ShapeView<Self> {
        _ShapeView(shape: self, style: content._resolveStyle(), paint: .stroke(style))
    }
    /// Traces the outline of this shape with the foreground style.
    public func stroke(lineWidth: CGFloat = 1) -> _ShapeView<Self> { _ShapeView(shape: self, style: nil, paint: .stroke(StrokeStyle(lineWidth: lineWidth))) }
    /// Traces the outline of this shape with the foreground style.
    public func stroke(style: StrokeStyle) -> _ShapeView<Self> { _ShapeView(shape: self, style: nil, paint: .stroke(style)) }
    /// Traces the outline inside the shape's frame: the stroke is inset by half its width.
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> _ShapeView<Self> {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth))
    }
    /// Traces the outline inside the shape's frame with a stroke style.
    public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> _ShapeView<Self> {
        var view = stroke(content, style: style); view.insetsStroke = true; return view
    }
    /// Traces the outline inside the shape's frame with the foreground style.
    public func strokeBorder(style: StrokeStyle) -> _ShapeView<Self> {
        var view = stroke(style: style); view.insetsStroke = true; return view
    }
    /// Traces the outline inside the shape's frame with the foreground style.
    public func strokeBorder(lineWidth: CGFloat = 1) -> _ShapeView<Self> { strokeBorder(style: StrokeStyle(lineWidth: lineWidth)) }
}

extension ShapeStyle {
    /// The style as stored by a shape view: a fixed colour, or nil for the foreground style.
    func _resolveStyle() -> Color? { self is ForegroundStyle ? nil : Color(_resolveColor(in: EnvironmentValues())) }
}

/// The characteristics of a stroke that traces a path.
public struct StrokeStyle: Hashable, Sendable, Animatable {
    /// The shape at the ends of open lines.
    public enum LineCap: Hashable, Sendable { case butt, round, square }
    /// The shape at the corners of lines.
    public enum LineJoin: Hashable, Sendable { case miter, round, bevel }
    /// The width of the stroke.
    public var lineWidth: CGFloat
    /// The endpoint style of a line.
    public var lineCap: LineCap
    /// The join type of a line.
    public var lineJoin: LineJoin
    /// A threshold used to determine whether to use a bevel instead of a miter at a join.
    public var miterLimit: CGFloat
    /// The lengths of painted and unpainted segments used to make a dashed line.
    public var dash: [CGFloat]
    /// How far into the dash pattern the line starts (animatable: marching ants).
    public var dashPhase: CGFloat
    /// Creates a stroke style.
    public init(lineWidth: CGFloat = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter, miterLimit: CGFloat = 10, dash: [CGFloat] = [], dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth; self.lineCap = lineCap; self.lineJoin = lineJoin; self.miterLimit = miterLimit; self.dash = dash; self.dashPhase = dashPhase
    }
    /// The type defining the data to animate: line width, miter limit and dash phase, nested as SwiftUI nests them.
    public typealias AnimatableData = AnimatablePair<CGFloat, AnimatablePair<CGFloat, CGFloat>>
    /// The line width, miter limit and dash phase.
    public var animatableData: AnimatableData {
        get { .init(lineWidth, .init(miterLimit, dashPhase)) }
        set { lineWidth = newValue.first; miterLimit = newValue.second.first; dashPhase = newValue.second.second }
    }
}

/// A shape the display list describes natively (no path needed).
package protocol BuiltinShape: Shape {
    var geometry: ShapeGeometry { get }
}

/// A shape drawn with a style: what `fill` and `stroke` return.
public struct _ShapeView<Content: Shape> {
    /// The shape.
    public var shape: Content
    var style: Color?
    var paint: ShapePaint
    /// `strokeBorder`: the stroke stays inside the frame.
    var insetsStroke = false
}

extension _ShapeView: View, PrimitiveView {
    public typealias Body = Never
    package static func makeNode(view: UnsafeRawPointer, parent: ViewNode?, context: inout UpdateContext) -> ViewNode {
        let node = ShapeNode<Content>(graph: context.graph, parent: parent, source: .shapeView)
        node.update(from: view, context: &context)
        return node
    }
}

/// Makes the node for a bare shape value (drawn filled with the foreground style).
@MainActor package func makeShapeNode<S: Shape>(_ type: S.Type, pointer: UnsafeRawPointer, parent: ViewNode?, context: inout UpdateContext) -> ViewNode {
    let node = ShapeNode<S>(graph: context.graph, parent: parent, source: .bare)
    node.update(from: pointer, context: &context)
    return node
}

/// The non-generic part of a shape's node: built-in shapes draw without generic code.
package class ShapeNodeBase: LeafNode {
    package enum Builtin { case rectangle, circle, ellipse, capsule, roundedRectangle }
    var builtin: Builtin?
    /// Whether the shape is one Kinetic does not draw itself. Asked here, in non-generic code: in
    /// the generic node, `builtin == nil` looks up `Optional<Builtin>` metadata on every update.
    final var isCustom: Bool { builtin == nil }
    var paint = ShapePaint.fill
    var insetsStroke = false
    var strokeValue: AnimatedValue<StrokeStyle.AnimatableData>?
    /// The corner size of a rounded rectangle (its geometry attribute).
    var cornerValue: AnimatedValue<AnimatablePair<CGFloat, CGFloat>>?

    package override func forEachAttribute(_ body: (String, AnimatedAttribute) -> Void) {
        super.forEachAttribute(body)
        if let strokeValue { body("stroke", strokeValue) }
    }

    /// The path of a custom shape at its presentation value.
    package func customGeometry(in frame: CGRect) -> ShapeGeometry { .rectangle }

    package override func render(_ renderer: inout DisplayListBuilder) {
        var paint = self.paint
        var frame = presentationFrame
        if case .stroke(var style) = paint {
            if let strokeValue { style.animatableData = strokeValue.presentationValue; paint = .stroke(style) }
            if insetsStroke { frame = frame.insetBy(dx: style.lineWidth / 2, dy: style.lineWidth / 2) }
        }
        let geometry: ShapeGeometry
        switch builtin {
        case .rectangle?: geometry = .rectangle
        case .circle?: geometry = .circle
        case .ellipse?: geometry = .ellipse
        case .capsule?: geometry = .capsule
        case .roundedRectangle?:
            var corner = CGSize.zero
            if let cornerValue { corner.animatableData = cornerValue.presentationValue }
            geometry = .roundedRectangle(cornerSize: corner)
        case nil: geometry = customGeometry(in: frame)
        }
        renderer.draw(.shape(geometry, paint: paint), frame: frame, color: presentationColor)
        if renderer.recordsAttributes { renderer.recordAttributes(of: self, from: renderer.list.items.count - 1) }
    }

    package override func teardown() {
        super.teardown()
        strokeValue?.stop()
        cornerValue?.stop()
    }
}

/// The node of a shape: geometry, paint colour, stroke and frame are animatable attributes.
package final class ShapeNode<S: Shape>: ShapeNodeBase {
    package enum Source { case bare, shapeView, color }
    let source: Source
    var shape: S?
    var geometryValue: AnimatedValue<S.AnimatableData>?

    /// Whether the shape has animatable geometry (asked once: a metatype comparison in generic code
    /// looks up metadata at run time).
    let animatesGeometry = S.AnimatableData.self != EmptyAnimatableData.self

    init(graph: SceneGraph, parent: ViewNode?, source: Source) {
        self.source = source
        super.init(graph: graph, parent: parent)
        switch S.self {
        case is Rectangle.Type: builtin = .rectangle
        case is Circle.Type: builtin = .circle
        case is Ellipse.Type: builtin = .ellipse
        case is Capsule.Type: builtin = .capsule
        case is RoundedRectangle.Type: builtin = .roundedRectangle
        default: builtin = nil
        }
    }

    package override var debugName: String { source == .color ? "Color" : "\(S.self)" }

    package override func update(from pointer: UnsafeRawPointer, context: inout UpdateContext) {
        visit(context)
        let newShape: S
        let color: Color.Resolved
        switch source {
        case .color:
            color = pointer.view(as: Color.self).resolved
            setColor(color, in: context)
            return
        case .bare:
            newShape = pointer.view(as: S.self)
            color = context.environment.resolvedForegroundColor
            paint = .fill
        case .shapeView:
            (newShape, color) = readShapeView(pointer, environment: context.environment)
        }
        setColor(color, in: context)
        if animatesGeometry {
            if let geometryValue { geometryValue.set(newShape.animatableData, in: context) }
            else {
                let value = AnimatedValue.make(newShape.animatableData, owner: self)
                geometryValue = value
                if builtin == .roundedRectangle { cornerValue = value as? AnimatedValue<AnimatablePair<CGFloat, CGFloat>> }
            }
        }
        if case .stroke(let style) = paint {
            if let strokeValue { strokeValue.set(style.animatableData, in: context) }
            else { strokeValue = AnimatedValue.make(style.animatableData, owner: self) }
        }
        if isCustom { keep(newShape) }
        graph.needsRender = true
    }

    /// Reads a `_ShapeView<S>` (shape, paint, style). Apart, so that only shape views pay for the
    /// look-up of its generic metadata; bare shapes, most rows of a list, do not.
    @inline(never)
    private func readShapeView(_ pointer: UnsafeRawPointer, environment: EnvironmentValues) -> (S, Color.Resolved) {
        let view = pointer.view(as: _ShapeView<S>.self)
        paint = view.paint
        insetsStroke = view.insetsStroke
        return (view.shape, view.style?.resolved ?? environment.resolvedForegroundColor)
    }

    /// Keeps a custom shape for its path and size. Apart, and only for custom shapes: touching
    /// `S?` in the update would look up `Optional<S>` metadata at run time on every update.
    @inline(never)
    private func keep(_ newShape: S) {
        if shape != nil { invalidateLayout() }  // a custom shape may size itself
        shape = newShape
    }

    package override func measure(_ proposal: ProposedViewSize) -> CGSize {
        guard isCustom, let shape else { return proposal.replacingUnspecifiedDimensions() }
        return shape.sizeThatFits(proposal)
    }

    package override func forEachAttribute(_ body: (String, AnimatedAttribute) -> Void) {
        super.forEachAttribute(body)
        if let geometryValue { body("shape", geometryValue) }
    }

    package override func customGeometry(in frame: CGRect) -> ShapeGeometry {
        guard var shape else { return .rectangle }
        if let geometryValue { shape.animatableData = geometryValue.presentationValue }
        return .path(shape.path(in: frame))
    }

    package override func teardown() {
        super.teardown()
        geometryValue?.stop()
    }
}

/// A rectangular shape aligned inside the frame of the view containing it.
public struct Rectangle: BuiltinShape {
    /// Creates the shape.
    public init() {}
    /// The shape as a path in `rect`.
    public func path(in rect: CGRect) -> Path { Path(rect) }
    /// No animatable geometry.
    public var animatableData: EmptyAnimatableData { get { EmptyAnimatableData() } set {} }
    package var geometry: ShapeGeometry { .rectangle }
}

/// A circle centred on the frame of the view containing it.
public struct Circle: BuiltinShape {
    /// Creates the shape.
    public init() {}
    /// The shape as a path in `rect`.
    public func path(in rect: CGRect) -> Path {
        let d = min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - d / 2, y: rect.midY - d / 2, width: d, height: d))
    }
    /// No animatable geometry.
    public var animatableData: EmptyAnimatableData { get { EmptyAnimatableData() } set {} }
    package var geometry: ShapeGeometry { .circle }
}

/// An ellipse aligned inside the frame of the view containing it.
public struct Ellipse: BuiltinShape {
    /// Creates the shape.
    public init() {}
    /// The shape as a path in `rect`.
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
    /// No animatable geometry.
    public var animatableData: EmptyAnimatableData { get { EmptyAnimatableData() } set {} }
    package var geometry: ShapeGeometry { .ellipse }
}

/// A capsule shape aligned inside the frame of the view containing it.
public struct Capsule: BuiltinShape {
    /// Creates the shape.
    public init() {}
    /// The shape as a path in `rect`.
    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2) }
    /// No animatable geometry.
    public var animatableData: EmptyAnimatableData { get { EmptyAnimatableData() } set {} }
    package var geometry: ShapeGeometry { .capsule }
}

/// Defines the shape of a rounded rectangle's corners.
public enum RoundedCornerStyle: Hashable, Sendable {
    /// Quarter-circle rounded rect corners.
    case circular
    /// Continuous curvature rounded rect corners.
    case continuous
}

/// A rectangular shape with rounded corners (the corner size animates).
public struct RoundedRectangle: BuiltinShape {
    /// The width and height of the rounded rectangle's corners.
    public var cornerSize: CGSize
    /// The style of corners drawn by the rounded rectangle (drawn circular by the headless graph).
    public var style: RoundedCornerStyle
    /// Creates a new rounded rectangle shape.
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
        self.style = style
    }
    /// Creates a new rounded rectangle shape.
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) { self.cornerSize = cornerSize; self.style = style }
    /// The shape as a path in `rect`.
    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerSize: cornerSize) }
    public var animatableData: CGSize.AnimatableData {
        get { cornerSize.animatableData }
        set { cornerSize.animatableData = newValue }
    }
    package var geometry: ShapeGeometry { .roundedRectangle(cornerSize: cornerSize) }
}

extension Path: Shape {
    /// The shape as a path in `rect`.
    public func path(in rect: CGRect) -> Path { self }
    /// No animatable geometry.
    public var animatableData: EmptyAnimatableData { get { EmptyAnimatableData() } set {} }
}
