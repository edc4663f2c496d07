/// A view created from a list of views (what ``ViewBuilder`` makes of a block).
///
/// Not main-actor isolated (``_RemoveGlobalActorIsolation``), as ``ViewBuilder`` (which makes it) is not.
public struct TupleView<each Content: View>: View, PrimitiveView, _RemoveGlobalActorIsolation {
    public typealias Body = Never
    /// The views.
    public var value: (repeat each Content)
    /// Creates a tuple view.
    public init(_ value: repeat each Content) { self.value = (repeat each value) }

    @MainActor package static func makeNode(view: UnsafeRawPointer, parent: ViewNode?, context: inout UpdateContext) -> ViewNode {
        let node = TupleNode<repeat each Content>(graph: context.graph, parent: parent)
        node.update(from: view, context: &context)
        return node
    }
}

/// The node of a tuple of views: a fixed list of children.
package final class TupleNode<each Content: View>: ViewNode {
    package override var isList: Bool { true }

    package override func update(from pointer: UnsafeRawPointer, context: inout UpdateContext) {
        let tuple = pointer.view(as: TupleView<repeat each Content>.self)
        visit(context)
        if children.isEmpty {
            for element in repeat each tuple.value {
                children.append(makeNode(element, parent: self, context: &context))
            }
        } else {
            var index = 0
            for element in repeat each tuple.value {
                updateNode(children[index], with: element, context: &context)
                index += 1
            }
        }
    }
}
