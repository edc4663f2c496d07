/// A type that collects multiple instances of a content type into a single unit.
///
/// In a stack, a group's views are laid out as if they were written in the stack directly.
public struct Group<Content: View> {
    let content: Content
    /// Creates a group of views.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
}

extension Group: View, PrimitiveView {
    public typealias Body = Never
    package static func makeNode(view: UnsafeRawPointer, parent: ViewNode?, context: inout UpdateContext) -> ViewNode {
        let node = GroupNode<Content>(graph: context.graph, parent: parent)
        node.update(from: view, context: &context)
        return node
    }
}

package final class GroupNode<Content: View>: ViewNode {
    package override var isList: Bool { true }
    package override func update(from pointer: UnsafeRawPointer, context: inout UpdateContext) {
        let view = pointer.view(as: Group<Content>.self)
        visit(context)
        if children.isEmpty { children.append(makeNode(view.content, parent: self, context: &context)) }
        else { updateNode(children[0], with: view.content, context: &context) }
    }
}
