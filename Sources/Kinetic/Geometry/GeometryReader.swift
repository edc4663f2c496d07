import Foundation

/// A resolved coordinate space: where ``GeometryProxy/frame(in:)`` measures a frame from.
public enum CoordinateSpace: Hashable {
    /// The host's coordinate space (the window).
    case global
    /// The reading view's own space: its origin is the view's top-leading corner.
    case local
    /// A space named with ``View/coordinateSpace(name:)`` on an ancestor.
    case named(AnyHashable)
}

/// A proxy for access to the size and coordinate space (for anchor resolution) of the container view.
///
/// ``GeometryReader`` hands one to its content each time layout gives the reader a new frame.
public struct GeometryProxy {
    /// The size of the container view.
    public let size: CGSize
    /// The reader's frame in host coordinates (model layout, before effects such as offsets).
    let globalFrame: CGRect
    /// The reader's node, to find named coordinate spaces among its ancestors.
    let node: WeakNode

    /// The safe area inset of the container view (Kinetic hosts have none).
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }

    /// Returns the container view's bounds rectangle, converted to a defined coordinate space.
    /// - Parameter coordinateSpace: `.local` (origin zero), `.global` (host coordinates) or a
    ///   space named on an ancestor; an unknown name measures globally, with a runtime warning.
    /// - Returns: The frame in that space.
    @MainActor @preconcurrency public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        switch coordinateSpace {
        case .local: return CGRect(origin: .zero, size: size)
        case .global: return globalFrame
        case .named(let name):
            var current = node.node?.parent
            while let n = current {
                if let effect = (n as? EffectNode)?.effect as? CoordinateSpaceEffect, effect.name == name {
                    return globalFrame.offsetBy(dx: -n.frame.minX, dy: -n.frame.minY)
                }
                current = n.parent
            }
            reportIssue("GeometryProxy.frame(in: .named(\(name))): no ancestor names that coordinate space; using .global", in: node.node?.graph)
            return globalFrame
        }
    }

    /// Two proxies describe the same geometry.
    func sameGeometry(as other: GeometryProxy) -> Bool { size == other.size && globalFrame == other.globalFrame }
}

/// A weak reference to a node (a proxy may outlive the reader it came from).
@MainActor final class WeakNode {
    weak var node: ViewNode?
    init(_ node: ViewNode) { self.node = node }
}

/// A container view that defines its content as a function of its own size and coordinate space.
///
/// The reader takes all the space it is offered (10 × 10 points for an unspecified dimension, as
/// in SwiftUI) and places its content at its top-leading corner. The content is built during
/// layout: the first time the reader is placed, and again whenever its frame changes.
///
/// ```swift
/// Color.clear.background(GeometryReader { proxy in
///     Color.clear.preference(key: SizeKey.self, value: proxy.size)
/// })
/// ```
public struct GeometryReader<Content: View> {
    /// The content, made from the reader's geometry.
    public var content: (GeometryProxy) -> Content

    /// Creates a reader whose content is built from its geometry.
    /// - Parameter content: a view builder called with the reader's ``GeometryProxy``.
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }
}

extension GeometryReader: View, PrimitiveView {
    public typealias Body = Never
    package static func makeNode(view: UnsafeRawPointer, parent: ViewNode?, context: inout UpdateContext) -> ViewNode {
        let node = GeometryReaderNode<Content>(graph: context.graph, parent: parent)
        node.update(from: view, context: &context)
        return node
    }
}

/// The reader's node: keeps the content closure and what it needs to rebuild the content during layout.
final class GeometryReaderNode<Content: View>: ViewNode {
    private var content: ((GeometryProxy) -> Content)?
    private var environment = EnvironmentValues()
    private var transaction = Transaction()
    private var contentSlot: ContentSlot?
    /// The geometry the content was last built with (nil before the first placement).
    private var builtProxy: GeometryProxy?
    private lazy var weakSelf = WeakNode(self)

    override var debugName: String { "GeometryReader" }

    override func update(from pointer: UnsafeRawPointer, context: inout UpdateContext) {
        let view = pointer.view(as: GeometryReader<Content>.self)
        visit(context)
        content = view.content
        environment = context.environment
        transaction = context.transaction
        contentSlot = context.contentSlot
        if let builtProxy {
            build(with: builtProxy, context: &context)  // layout rebuilds again if the frame changes
        } else {
            invalidateLayout()
        }
    }

    override func measure(_ proposal: ProposedViewSize) -> CGSize {
        let size = proposal.replacingUnspecifiedDimensions()
        return CGSize(width: size.width.isFinite ? size.width : 10, height: size.height.isFinite ? size.height : 10)
    }

    override func arrange(in rect: CGRect) {
        frame = rect
        let proxy = GeometryProxy(size: rect.size, globalFrame: rect, node: weakSelf)
        if children.isEmpty || !(builtProxy?.sameGeometry(as: proxy) ?? false) {
            // SwiftUI evaluates a reader's content during layout; so does Kinetic. The content is
            // placed right below, so what it adds needs no second layout pass.
            let savedNeedsLayout = graph.needsLayout
            var context = UpdateContext(graph: graph, transaction: visitStamp == graph.updateCount ? transaction : graph.updateTransaction,
                                        environment: environment)
            context.contentSlot = contentSlot
            build(with: proxy, context: &context)
            graph.needsLayout = savedNeedsLayout
            graph.needsRender = true
        }
        guard let child = children.first else { return }
        let size = child.sizeThatFits(ProposedViewSize(rect.size))
        child.place(in: CGRect(origin: rect.origin, size: size))
    }

    private func build(with proxy: GeometryProxy, context: inout UpdateContext) {
        guard let content else { return }
        builtProxy = proxy
        let view = trackingObservation { content(proxy) }
        if children.isEmpty {
            children.append(makeNode(view, parent: self, context: &context))
        } else {
            updateNode(children[0], with: view, context: &context)
        }
    }
}

/// `coordinateSpace(name:)`: names the modified view's frame for ``GeometryProxy/frame(in:)``.
public struct _CoordinateSpaceModifier: PrimitiveModifier {
    let name: AnyHashable
    package typealias Effect = CoordinateSpaceEffect
}

package final class CoordinateSpaceEffect: ModifierEffectBase, ModifierEffect {
    var name: AnyHashable
    package init(modifier: _CoordinateSpaceModifier, node: ViewNode, context: inout UpdateContext) { name = modifier.name }
    package func update(modifier: _CoordinateSpaceModifier, node: ViewNode, context: inout UpdateContext) { name = modifier.name }
}

extension View {
    /// Assigns a name to the view's coordinate space, so other code can operate on dimensions like points and sizes relative to the named space.
    /// - Parameter name: the name that ``CoordinateSpace/named(_:)`` refers to.
    /// - Returns: A view whose frame is a named coordinate space for readers below it.
    public func coordinateSpace<T: Hashable>(name: T) -> some View {
        modifier(_CoordinateSpaceModifier(name: AnyHashable(name)))
    }
}
