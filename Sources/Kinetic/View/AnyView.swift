/// A type-erased view.
///
/// The graph keeps the subtree while the erased type stays the same; a different type replaces it.
///
/// Not main-actor isolated (``_RemoveGlobalActorIsolation``), so any code may erase a view.
public struct AnyView: View, PrimitiveView, _RemoveGlobalActorIsolation {
    public typealias Body = Never
    let storage: AnyViewStorageBase

    /// Creates an instance that type-erases `view`.
    public init<V: View>(_ view: V) {
        if let any = view as? AnyView { storage = any.storage } else { storage = AnyViewStorage(view) }
    }

    /// Creates a type-erased view from a type-erased value if that value is also a view.
    public init?(_fromValue value: Any) {
        guard let view = value as? any View else { return nil }
        self.init(view)
    }

    @MainActor package static func makeNode(view: UnsafeRawPointer, parent: ViewNode?, context: inout UpdateContext) -> ViewNode {
        let node = AnyViewNode(graph: context.graph, parent: parent)
        node.update(from: view, context: &context)
        return node
    }
}

/// The erased view. Made wherever an `AnyView` is (nonisolated); it makes and updates nodes on the main actor.
package class AnyViewStorageBase {
    package var type: ObjectIdentifier { fatalError("abstract") }
    @MainActor package func makeNode(parent: ViewNode?, context: inout UpdateContext) -> ViewNode { fatalError("abstract") }
    @MainActor package func update(_ node: ViewNode, context: inout UpdateContext) {}
}

package final class AnyViewStorage<V: View>: AnyViewStorageBase {
    let view: V
    init(_ view: V) { self.view = view }
    package override var type: ObjectIdentifier { ObjectIdentifier(V.self) }
    @MainActor package override func makeNode(parent: ViewNode?, context: inout UpdateContext) -> ViewNode {
        Kinetic.makeNode(view, parent: parent, context: &context)
    }
    @MainActor package override func update(_ node: ViewNode, context: inout UpdateContext) { updateNode(node, with: view, context: &context) }
}

package final class AnyViewNode: ViewNode {
    private var type: ObjectIdentifier?
    package override var isList: Bool { true }

    package override func update(from pointer: UnsafeRawPointer, context: inout UpdateContext) {
        let view = pointer.view(as: AnyView.self)
        visit(context)
        if type == view.storage.type, !children.isEmpty {
            view.storage.update(children[0], context: &context)
        } else {
            let isFirst = type == nil
            if let type { for child in children { remove(child, key: AnyHashable(type), context: context) } }
            if let back = reclaim(key: AnyHashable(view.storage.type), context: context) {
                children = [back]
                view.storage.update(back, context: &context)
            } else {
                let node = view.storage.makeNode(parent: self, context: &context)
                children = [node]
                if !isFirst { inserted(node, context: context) }
            }
            type = view.storage.type
            invalidateLayout()
        }
    }
}
