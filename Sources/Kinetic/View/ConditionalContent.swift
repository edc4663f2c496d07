/// Content that shows one of two views: what ``ViewBuilder`` makes of `if`/`else` and `switch`.
///
/// Not main-actor isolated (``_RemoveGlobalActorIsolation``), as ``ViewBuilder`` (which makes it) is not.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View, PrimitiveView, _RemoveGlobalActorIsolation {
    public typealias Body = Never
    enum Storage { case trueContent(TrueContent), falseContent(FalseContent) }
    let storage: Storage

    @MainActor package static func makeNode(view: UnsafeRawPointer, parent: ViewNode?, context: inout UpdateContext) -> ViewNode {
        let node = ConditionalNode<TrueContent, FalseContent>(graph: context.graph, parent: parent)
        node.update(from: view, context: &context)
        return node
    }
}

/// Holds the branch shown; a branch switch replaces the subtree (new identity, fresh state).
package final class ConditionalNode<TrueContent: View, FalseContent: View>: ViewNode {
    private var showsTrue: Bool?
    package override var isList: Bool { true }

    package override func update(from pointer: UnsafeRawPointer, context: inout UpdateContext) {
        let view = pointer.view(as: _ConditionalContent<TrueContent, FalseContent>.self)
        visit(context)
        switch view.storage {
        case .trueContent(let content):
            if showsTrue == true { updateNode(children[0], with: content, context: &context); return }
            replace(with: content, branch: true, context: &context)
        case .falseContent(let content):
            if showsTrue == false { updateNode(children[0], with: content, context: &context); return }
            replace(with: content, branch: false, context: &context)
        }
    }

    /// Switches branch: the old subtree leaves (with its removal transition), the new one enters.
    private func replace<C: View>(with content: C, branch: Bool, context: inout UpdateContext) {
        let isFirst = showsTrue == nil
        for child in children { remove(child, key: AnyHashable(!branch), context: context) }
        if let back = reclaim(key: AnyHashable(branch), context: context) {
            children = [back]
            updateNode(back, with: content, context: &context)
        } else {
            let node = makeNode(content, parent: self, context: &context)
            children = [node]
            if !isFirst { inserted(node, context: context) }
        }
        showsTrue = branch
        invalidateLayout()
    }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
}

extension Optional: PrimitiveView where Wrapped: View {
    package static func makeNode(view: UnsafeRawPointer, parent: ViewNode?, context: inout UpdateContext) -> ViewNode {
        let node = OptionalNode<Wrapped>(graph: context.graph, parent: parent)
        node.update(from: view, context: &context)
        return node
    }
}

/// Shows the wrapped view when present.
package final class OptionalNode<Wrapped: View>: ViewNode {
    private static var key: AnyHashable { AnyHashable("some") }
    private var hasUpdated = false
    package override var isList: Bool { true }

    package override func update(from pointer: UnsafeRawPointer, context: inout UpdateContext) {
        let view = pointer.view(as: Wrapped?.self)
        visit(context)
        defer { hasUpdated = true }
        if let content = view {
            if children.isEmpty {
                if let back = reclaim(key: OptionalNode.key, context: context) {
                    children.append(back)
                    updateNode(back, with: content, context: &context)
                } else {
                    let node = makeNode(content, parent: self, context: &context)
                    children.append(node)
                    if hasUpdated { inserted(node, context: context) }
                }
                invalidateLayout()
            } else {
                updateNode(children[0], with: content, context: &context)
            }
        } else if !children.isEmpty {
            for child in children { remove(child, key: OptionalNode.key, context: context) }
            children.removeAll()
            invalidateLayout()
        }
    }
}
