/// A view with an explicit identity: when the id changes, the view is a new view (fresh state,
/// fresh animators).
public struct _IdentifiedView<Content: View, ID: Hashable> {
    let content: Content
    let id: ID
}

extension _IdentifiedView: View, PrimitiveView {
    public typealias Body = Never
    package static func makeNode(view: UnsafeRawPointer, parent: ViewNode?, context: inout UpdateContext) -> ViewNode {
        let node = IdentifiedNode<Content, ID>(graph: context.graph, parent: parent)
        node.update(from: view, context: &context)
        return node
    }
}

package final class IdentifiedNode<Content: View, ID: Hashable>: ViewNode {
    private var id: ID?
    package override var isList: Bool { true }

    package override func update(from pointer: UnsafeRawPointer, context: inout UpdateContext) {
        let view = pointer.view(as: _IdentifiedView<Content, ID>.self)
        visit(context)
        if let id, id == view.id, !children.isEmpty {
            updateNode(children[0], with: view.content, context: &context)
            return
        }
        let isFirst = id == nil
        if let id { for child in children { remove(child, key: AnyHashable(id), context: context) } }
        if let back = reclaim(key: AnyHashable(view.id), context: context) {
            children = [back]
            updateNode(back, with: view.content, context: &context)
        } else {
            let node = makeNode(view.content, parent: self, context: &context)
            children = [node]
            if !isFirst { inserted(node, context: context) }
        }
        id = view.id
        invalidateLayout()
    }
}

extension View {
    /// Binds a view's identity to the given proxy value: a different value makes a new view.
    public func id<ID: Hashable>(_ id: ID) -> some View { _IdentifiedView(content: self, id: id) }
}
