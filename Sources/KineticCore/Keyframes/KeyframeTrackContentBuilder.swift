/// The builder that creates keyframe track content from the keyframes that you define within a
/// closure. Keyframes play in the order they are written; `if`/`else`, `switch` and `for` work.
@resultBuilder
public struct KeyframeTrackContentBuilder<Value: Animatable> {
    /// Passes a keyframe (or any track content) through unchanged.
    @inlinable
    public static func buildExpression<K>(_ expression: K) -> K
    where K: KeyframeTrackContent, K.Value == Value {
        expression
    }

    /// The contents of a `for` loop, played one after another.
    @inlinable
    public static func buildArray(
        _ components: [some KeyframeTrackContent<Value>]
    ) -> some KeyframeTrackContent<Value> {
        _KeyframeTrackContentArray(contents: components)
    }

    /// An empty closure: no keyframes.
    @inlinable
    public static func buildBlock() -> some KeyframeTrackContent<Value> {
        _EmptyKeyframeTrackContent<Value>()
    }

    /// The `if` branch of a conditional.
    @inlinable
    public static func buildEither<First, Second>(
        first component: First
    ) -> Conditional<Value, First, Second>
    where First: KeyframeTrackContent, Second: KeyframeTrackContent,
          Value == First.Value, First.Value == Second.Value {
        Conditional(storage: .first(component))
    }

    /// The `else` branch of a conditional.
    @inlinable
    public static func buildEither<First, Second>(
        second component: Second
    ) -> Conditional<Value, First, Second>
    where First: KeyframeTrackContent, Second: KeyframeTrackContent,
          Value == First.Value, First.Value == Second.Value {
        Conditional(storage: .second(component))
    }

    /// The first keyframe of a block.
    @inlinable
    public static func buildPartialBlock<K>(first: K) -> K
    where K: KeyframeTrackContent, K.Value == Value {
        first
    }

    /// Appends the next keyframe of a block to those before it.
    @inlinable
    public static func buildPartialBlock(
        accumulated: some KeyframeTrackContent<Value>,
        next: some KeyframeTrackContent<Value>
    ) -> some KeyframeTrackContent<Value> {
        _KeyframeTrackContentPair(first: accumulated, second: next)
    }

    /// A conditional result from the result builder.
    public struct Conditional<ConditionalValue, First, Second>: KeyframeTrackContent
    where ConditionalValue == First.Value, First: KeyframeTrackContent,
          Second: KeyframeTrackContent, First.Value == Second.Value {
        /// The content of a conditional is itself.
        public typealias Body = Self
        /// The animated type.
        public typealias Value = ConditionalValue

        @usableFromInline
        enum Storage {
            case first(First)
            case second(Second)
        }

        @usableFromInline var storage: Storage

        @inlinable
        init(storage: Storage) { self.storage = storage }

        /// A conditional is its own body.
        @inlinable
        public var body: Self { self }

        /// Implementation detail: appends the keyframes of the branch that was taken.
        @inlinable
        public func _resolve(into resolved: inout _ResolvedKeyframeTrackContent<ConditionalValue>) {
            switch storage {
            case .first(let content): content._resolve(into: &resolved)
            case .second(let content): content._resolve(into: &resolved)
            }
        }
    }
}

/// No keyframes (an empty builder block).
@usableFromInline
struct _EmptyKeyframeTrackContent<Value: Animatable>: _PrimitiveKeyframeTrackContent {
    @inlinable init() {}
    @inlinable func _resolve(into resolved: inout _ResolvedKeyframeTrackContent<Value>) {}
}

/// Two pieces of content played one after the other.
@usableFromInline
struct _KeyframeTrackContentPair<First: KeyframeTrackContent, Second: KeyframeTrackContent>:
    _PrimitiveKeyframeTrackContent where First.Value == Second.Value {
    @usableFromInline typealias Value = First.Value
    @usableFromInline var first: First
    @usableFromInline var second: Second

    @inlinable
    init(first: First, second: Second) {
        self.first = first
        self.second = second
    }

    @inlinable
    func _resolve(into resolved: inout _ResolvedKeyframeTrackContent<First.Value>) {
        first._resolve(into: &resolved)
        second._resolve(into: &resolved)
    }
}

/// The contents of a `for` loop played in order.
@usableFromInline
struct _KeyframeTrackContentArray<Element: KeyframeTrackContent>: _PrimitiveKeyframeTrackContent {
    @usableFromInline typealias Value = Element.Value
    @usableFromInline var contents: [Element]

    @inlinable
    init(contents: [Element]) { self.contents = contents }

    @inlinable
    func _resolve(into resolved: inout _ResolvedKeyframeTrackContent<Element.Value>) {
        for content in contents { content._resolve(into: &resolved) }
    }
}
