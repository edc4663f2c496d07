/// A custom parameter attribute that constructs views from closures.
@resultBuilder
public enum ViewBuilder {
    /// Passes a single view expression through unmodified.
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    /// Builds an empty view from a block containing no statements.
    public static func buildBlock() -> EmptyView { EmptyView() }
    /// Passes a single view written as a child view through unmodified.
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    /// Combines several child views into a ``TupleView``.
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<repeat each Content> {
        TupleView(repeat each content)
    }
    /// Produces an optional view for `if` statements without an `else`.
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    /// Produces content for the first branch of an `if`/`else` or `switch`.
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }
    /// Produces content for the second branch of an `if`/`else` or `switch`.
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }
    /// Erases a view behind `if #available`.
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}
