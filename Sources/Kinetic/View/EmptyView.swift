/// A view that doesn't contain any content.
public struct EmptyView {
    /// Creates an empty view.
    nonisolated public init() {}
}

extension EmptyView: View, PrimitiveView {
    public typealias Body = Never
    package static func makeNode(view: UnsafeRawPointer, parent: ViewNode?, context: inout UpdateContext) -> ViewNode {
        EmptyNode(graph: context.graph, parent: parent)
    }
}
