/// A builder that combines keyframe content values into a single value.
///
/// It accepts either tracks (``KeyframeTrack``, or any ``Keyframes``), applied in order, or
/// bare keyframes, which become one track animating the whole value:
///
/// ```swift
/// KeyframeTimeline(initialValue: CGPoint.zero) {
///     CubicKeyframe(CGPoint(x: 0, y: 100), duration: 0.3)
///     CubicKeyframe(CGPoint(x: 0, y: 0), duration: 0.7)
/// }
/// ```
@resultBuilder
public struct KeyframesBuilder<Value> {
    // MARK: Tracks

    /// Passes a track (or any keyframes) through unchanged.
    @inlinable
    public static func buildExpression<K>(_ expression: K) -> K
    where K: Keyframes, K.Value == Value {
        expression
    }

    /// The first track of a block.
    @inlinable
    public static func buildPartialBlock<K>(first: K) -> K
    where K: Keyframes, K.Value == Value {
        first
    }

    /// Adds the next track of a block after those before it.
    @inlinable
    public static func buildPartialBlock(
        accumulated: some Keyframes<Value>,
        next: some Keyframes<Value>
    ) -> some Keyframes<Value> {
        _KeyframesPair(first: accumulated, second: next)
    }

    /// Tracks made by a `for` loop.
    @inlinable
    public static func buildArray(_ components: [some Keyframes<Value>]) -> some Keyframes<Value> {
        _KeyframesArray(elements: components)
    }

    /// The tracks, as built.
    @inlinable
    public static func buildFinalResult<Content>(_ component: Content) -> Content
    where Content: Keyframes, Content.Value == Value {
        component
    }

    // MARK: Bare keyframes (one track on the whole value)

    /// Passes a keyframe (or any track content) through unchanged.
    @inlinable
    public static func buildExpression<K>(_ expression: K) -> K
    where K: KeyframeTrackContent, K.Value == Value {
        expression
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
    ) -> some KeyframeTrackContent<Value> where Value: Animatable {
        _KeyframeTrackContentPair(first: accumulated, second: next)
    }

    /// The keyframes of a `for` loop.
    @inlinable
    public static func buildArray(
        _ components: [some KeyframeTrackContent<Value>]
    ) -> some KeyframeTrackContent<Value> where Value: Animatable {
        _KeyframeTrackContentArray(contents: components)
    }

    /// The `if` branch of a conditional between keyframes.
    @inlinable
    public static func buildEither<First, Second>(
        first component: First
    ) -> KeyframeTrackContentBuilder<Value>.Conditional<Value, First, Second>
    where First: KeyframeTrackContent, Second: KeyframeTrackContent,
          Value == First.Value, First.Value == Second.Value {
        KeyframeTrackContentBuilder<Value>.buildEither(first: component)
    }

    /// The `else` branch of a conditional between keyframes.
    @inlinable
    public static func buildEither<First, Second>(
        second component: Second
    ) -> KeyframeTrackContentBuilder<Value>.Conditional<Value, First, Second>
    where First: KeyframeTrackContent, Second: KeyframeTrackContent,
          Value == First.Value, First.Value == Second.Value {
        KeyframeTrackContentBuilder<Value>.buildEither(second: component)
    }

    /// An empty closure: no keyframes.
    @inlinable
    public static func buildBlock() -> some KeyframeTrackContent<Value> where Value: Animatable {
        _EmptyKeyframeTrackContent<Value>()
    }

    /// Bare keyframes become one track animating the whole value.
    @inlinable
    public static func buildFinalResult<Content>(
        _ component: Content
    ) -> KeyframeTrack<Value, Value, Content>
    where Content: KeyframeTrackContent, Content.Value == Value {
        KeyframeTrack { component }
    }
}
