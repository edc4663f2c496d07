import Foundation

/// A placeholder used to construct an inline modifier, transition, or other helper type.
///
/// In `animation(_:body:)` and `transaction(_:body:)` it stands for the modified view, which keeps
/// the transaction from outside the scoped body.
public struct PlaceholderContentView<Value> {
    init() {}
}

extension PlaceholderContentView: View, PrimitiveView {
    public typealias Body = Never
    package static func makeNode(view: UnsafeRawPointer, parent: ViewNode?, context: inout UpdateContext) -> ViewNode {
        makePlaceholderNode(view: view, parent: parent, context: &context, name: "PlaceholderContentView<\(Value.self)>")
    }
}

@MainActor package func makePlaceholderNode(view: UnsafeRawPointer, parent: ViewNode?, context: inout UpdateContext, name: String) -> ViewNode {
    guard let slot = context.contentSlot else {
        reportIssue("\(name) used outside the body of its modifier; it draws nothing", in: context.graph)
        return EmptyNode(graph: context.graph, parent: parent)
    }
    let node = PlaceholderNode(graph: context.graph, parent: parent, owner: slot.owner)
    node.update(from: view, context: &context)
    return node
}

/// Stands for the content of a scoped body; updates it with the transaction from outside the scope.
package final class PlaceholderNode: ViewNode {
    private unowned let owner: ViewNode
    private var contentType: ObjectIdentifier?

    init(graph: SceneGraph, parent: ViewNode?, owner: ViewNode) {
        self.owner = owner
        super.init(graph: graph, parent: parent)
    }

    package override var isList: Bool { true }
    package override var ancestryParent: ViewNode? { owner }

    package override func update(from pointer: UnsafeRawPointer, context: inout UpdateContext) {
        guard let slot = context.contentSlot else { return }
        visit(context)
        let savedTransaction = context.transaction
        let savedSlot = context.contentSlot
        context.transaction = slot.transaction
        context.contentSlot = slot.outer?.slot
        let type = slot.content.type
        if children.isEmpty || contentType != type {
            for child in children { child.teardown() }
            children = [slot.content.makeNode(parent: self, context: &context)]
            contentType = type
            invalidateLayout()
        } else {
            slot.content.update(children[0], context: &context)
        }
        context.transaction = savedTransaction
        context.contentSlot = savedSlot
    }
}
