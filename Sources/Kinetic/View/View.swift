import Foundation

/// A type that represents part of your app's user interface and provides modifiers that you use to configure views.
///
/// Composite views describe their content in ``body``. Primitive views provided by Kinetic
/// (``Text``, ``Color``, shapes, stacks, …) have a `Never` body: the scene graph draws them directly.
///
/// Main-actor isolated as SwiftUI's `View` is (`@MainActor @preconcurrency`): a type that
/// conforms in its declaration is inferred `@MainActor`, so `body`, `onAppear` and completion
/// closures may touch main-actor state. `@preconcurrency` keeps Swift 5 clients compiling unchanged.
/// Kinetic's built-in views declare the conformance in an extension (`extension Text: View`), as
/// SwiftUI's do, so only their `View` members are isolated: their initialisers, stored properties
/// and own methods (`Text.font(_:)`) are nonisolated, and any code may make them.
@MainActor @preconcurrency public protocol View {
    /// The type of view representing the body of this view.
    associatedtype Body: View
    /// The content and behaviour of the view.
    @ViewBuilder @MainActor @preconcurrency var body: Body { get }
}

extension Never: View {
    /// Primitive views have no body.
    public typealias Body = Never
    /// Never called: a `Never` body marks a primitive view.
    nonisolated public var body: Never { fatalError("Never has no body") }
}

/// A view the scene graph knows how to turn into nodes itself (its `body` is never called).
package protocol PrimitiveView: View {
    /// Makes the retained node for `view` (typed `Self`) and performs its first update.
    static func makeNode(view: UnsafeRawPointer, parent: ViewNode?, context: inout UpdateContext) -> ViewNode
}

extension View where Body == Never {
    /// Primitive views have no body; the graph draws them.
    public var body: Never { bodyError(Self.self) }
}

/// Called when someone asks a primitive view for its body.
nonisolated package func bodyError(_ type: Any.Type) -> Never {
    fatalError("\(type) is a primitive view and has no body")
}

/// Makes the retained node for a view value of static type `V`, and performs its first update.
@MainActor @inline(__always)
package func makeNode<V: View>(_ view: V, parent: ViewNode?, context: inout UpdateContext) -> ViewNode {
    // A pointer by `&` rather than `withUnsafePointer`'s closure: a main-actor closure handed to
    // the standard library checks the executor each call, once per node per update.
    var view = view
    return makeNode(type: V.self, pointer: &view, parent: parent, context: &context)
}

/// Makes the retained node for the value at `pointer`, whose type is `type`.
///
/// View values reach nodes by pointer, for the span of one call, to a value on the caller's stack:
/// the node classes are not generic over every view they may receive, and passing the value as
/// `Any` would box every view larger than three words, once per node per update. What the
/// pointer relies on is that a node only ever receives values of the type it was made for; a
/// checked build (`KINETIC_CHECKED`) records that type and checks it at every update. Boxing each
/// view as `Any` and casting it back, once per node per update (the least an `Any`-based update
/// would add), cost a tap of the 1,000-row tree 14.9 % more instructions (5.06 → 5.82 million;
/// Benchmarks/README.md, Unsafe code).
@MainActor package func makeNode<V: View>(type: V.Type, pointer: UnsafeRawPointer, parent: ViewNode?, context: inout UpdateContext) -> ViewNode {
    let node = newNode(type: type, pointer: pointer, parent: parent, context: &context)
    #if KINETIC_CHECKED
    node.viewType = V.self
    #endif
    return node
}

/// The node ``makeNode(type:pointer:parent:context:)`` makes: a primitive's, a shape's or a composite's.
@MainActor @inline(__always)
private func newNode<V: View>(type: V.Type, pointer: UnsafeRawPointer, parent: ViewNode?, context: inout UpdateContext) -> ViewNode {
    if let primitive = V.self as? any PrimitiveView.Type {
        return primitive.makeNode(view: pointer, parent: parent, context: &context)
    }
    if let shape = V.self as? any Shape.Type {
        return makeShapeNode(shape, pointer: pointer, parent: parent, context: &context)
    }
    if V.Body.self == Never.self {
        reportIssue("\(V.self) declares a Never body but is not a Kinetic primitive; it draws nothing", in: context.graph)
        return EmptyNode(graph: context.graph, parent: parent)
    }
    let node = CompositeNode<V>(graph: context.graph, parent: parent)
    node.update(from: pointer, context: &context)
    return node
}

/// Updates an existing node (made for the same static type `V`) with a new view value.
@MainActor @inline(__always)
package func updateNode<V: View>(_ node: ViewNode, with view: V, context: inout UpdateContext) {
    var view = view  // (see `makeNode`: no closure)
    node.checkViewType(V.self)
    node.update(from: &view, context: &context)
}

extension UnsafeRawPointer {
    /// The view value of type `V` this pointer addresses.
    @inline(__always) package func view<V>(as type: V.Type) -> V { assumingMemoryBound(to: V.self).pointee }
}
