/// A view that doesn't contain any content.
public struct EmptyView: View, PrimitiveView {
    public typealias Body = Never
    /// Creates an empty view.
    nonisolated public init() {}
    package static func makeNode(view: UnsafeRawPointer, parent: ViewNode?, context: inout UpdateContext) -> ViewNode {
        EmptyNode(graph: context.graph, parent: parent)
    }
}
