import Foundation

/// A view type that supports immediate mode drawing.
///
/// ```swift
/// Canvas { context, size in
///     var path = Path()
///     path.addLines(points)
///     context.stroke(path, with: .color(.blue), lineWidth: 2)
///     context.draw(Text("peak"), at: CGPoint(x: size.width / 2, y: 12))
/// }
/// ```
/// The canvas takes the space offered to it (10 points along an unspecified dimension, like a
/// shape). Its renderer runs when the canvas is first drawn, again after each update that gives
/// the canvas a new value (its parent's body ran: inside a ``TimelineView``, at every entry) and
/// when its size changes; otherwise the recorded drawing is reused as it is.
public struct Canvas<Symbols: View> {
    /// A view that provides child views that you can use in the drawing callback (none in Kinetic).
    public var symbols: Symbols
    /// The drawing callback that you use to draw into the canvas.
    public var renderer: (inout GraphicsContext, CGSize) -> Void
    /// A Boolean that indicates whether the canvas is fully opaque (a hint; Kinetic draws the same).
    public var isOpaque: Bool
    /// A Boolean that indicates whether the canvas can present its contents to its parent view
    /// asynchronously (a hint; Kinetic records on the graph's thread).
    public var rendersAsynchronously: Bool
}

extension Canvas: View, PrimitiveView {
    public typealias Body = Never
    package static func makeNode(view: UnsafeRawPointer, parent: ViewNode?, context: inout UpdateContext) -> ViewNode {
        let node = CanvasNode<Symbols>(graph: context.graph, parent: parent)
        node.update(from: view, context: &context)
        return node
    }
}

extension Canvas where Symbols == EmptyView {
    /// Creates and configures a canvas.
    /// - Parameters:
    ///   - opaque: whether the canvas is fully opaque (a hint).
    ///   - rendersAsynchronously: whether the canvas may render asynchronously (a hint).
    ///   - renderer: a closure in which you conduct immediate mode drawing, given a context and
    ///     the canvas's size.
    public init(opaque: Bool = false, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void) {
        symbols = EmptyView()
        self.renderer = renderer
        isOpaque = opaque
        self.rendersAsynchronously = rendersAsynchronously
    }
}

/// A canvas's node: its renderer, the environment it draws in and the drawing recorded last.
final class CanvasNode<Symbols: View>: LeafNode {
    private var renderer: ((inout GraphicsContext, CGSize) -> Void)?
    private var environment = EnvironmentValues()
    private let recorder = CanvasRecorder()
    private var recordedSize: CGSize?
    /// How many times the renderer ran (tests: a canvas redraws only when it must).
    private(set) var recordCount = 0

    override var debugName: String { "Canvas" }

    override func update(from pointer: UnsafeRawPointer, context: inout UpdateContext) {
        visit(context)
        renderer = pointer.view(as: Canvas<Symbols>.self).renderer
        environment = context.environment
        recordedSize = nil
        graph.needsRender = true
    }

    override func measure(_ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }

    override func render(_ builder: inout DisplayListBuilder) {
        let frame = presentationFrame
        if recordedSize != frame.size, let renderer {
            recordedSize = frame.size
            recordCount += 1
            recorder.commands.removeAll(keepingCapacity: true)
            var context = GraphicsContext(recorder: recorder, environment: environment)
            renderer(&context, frame.size)
        }
        let savedTransform = builder.transform, savedOpacity = builder.opacity
        let origin = savedTransform.concatenating(inner: .translation(x: frame.minX, y: frame.minY))
        for command in recorder.commands {
            builder.transform = origin.concatenating(inner: command.transform)
            builder.opacity = savedOpacity * command.opacity
            builder.draw(command.content, frame: command.frame, color: command.color)
        }
        builder.transform = savedTransform
        builder.opacity = savedOpacity
        if builder.recordsAttributes { builder.recordAttributes(of: self, from: builder.list.items.count - recorder.commands.count) }
    }
}
