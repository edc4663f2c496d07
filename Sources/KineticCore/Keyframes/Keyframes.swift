/// A type that defines changes to a value over time.
///
/// ``KeyframeTrack`` is the primitive conformer; compose tracks in `body` (the
/// ``KeyframesBuilder`` attribute is implied there), or list them in the closure of
/// ``KeyframeTimeline/init(initialValue:content:)``.
public protocol Keyframes<Value> {
    /// The type of value animated by this keyframes type.
    associatedtype Value = Self.Body.Value
    /// The type of keyframes representing the body of this type.
    associatedtype Body: Keyframes

    /// The composition of content that comprise the keyframes.
    @KeyframesBuilder<Value> var body: Body { get }

    /// Adds this content's tracks, in order, to `resolved`. Implementation detail.
    func _resolve(into resolved: inout _ResolvedKeyframes<Value>)
}

extension Keyframes where Value == Body.Value {
    /// Composite keyframes resolve to the tracks of their body.
    @inlinable
    public func _resolve(into resolved: inout _ResolvedKeyframes<Value>) {
        body._resolve(into: &resolved)
    }
}

/// Keyframes that resolve themselves rather than through a body. Their body is themselves.
@usableFromInline
protocol _PrimitiveKeyframes: Keyframes where Body == Self {}

extension _PrimitiveKeyframes {
    /// Primitive keyframes are their own body.
    @inlinable
    public var body: Self { self }
}

/// The resolved tracks of a timeline and the value they start from. Implementation detail of
/// ``KeyframeTimeline``.
public struct _ResolvedKeyframes<Value> {
    /// The value every track starts from; properties no track animates keep it.
    @usableFromInline var initialValue: Value
    /// The velocity the timeline starts with, as a `Value` whose animated properties hold
    /// velocities; `nil` for a fresh start at rest.
    @usableFromInline var initialVelocity: Value?
    @usableFromInline var tracks: [_KeyframeTimelineTrack<Value>]

    @inlinable
    init(initialValue: Value, initialVelocity: Value?) {
        self.initialValue = initialValue
        self.initialVelocity = initialVelocity
        self.tracks = []
    }

    /// The longest track's length.
    @inlinable
    var duration: Double {
        var longest = 0.0
        for track in tracks where track.duration > longest { longest = track.duration }
        return longest
    }
}

/// One resolved track: its length and how to write its value (or velocity) at a time into the root.
@usableFromInline
struct _KeyframeTimelineTrack<Root> {
    @usableFromInline var duration: Double
    @usableFromInline var apply: (inout Root, Double) -> Void
    @usableFromInline var applyVelocity: (inout Root, Double) -> Void

    @inlinable
    init(
        duration: Double,
        apply: @escaping (inout Root, Double) -> Void,
        applyVelocity: @escaping (inout Root, Double) -> Void
    ) {
        self.duration = duration
        self.apply = apply
        self.applyVelocity = applyVelocity
    }
}

/// Two groups of tracks, applied in order.
@usableFromInline
struct _KeyframesPair<First: Keyframes, Second: Keyframes>: _PrimitiveKeyframes
where First.Value == Second.Value {
    @usableFromInline var first: First
    @usableFromInline var second: Second

    @inlinable
    init(first: First, second: Second) {
        self.first = first
        self.second = second
    }

    @inlinable
    func _resolve(into resolved: inout _ResolvedKeyframes<First.Value>) {
        first._resolve(into: &resolved)
        second._resolve(into: &resolved)
    }
}

/// Tracks made by a `for` loop, applied in order.
@usableFromInline
struct _KeyframesArray<Element: Keyframes>: _PrimitiveKeyframes {
    @usableFromInline var elements: [Element]

    @inlinable
    init(elements: [Element]) { self.elements = elements }

    @inlinable
    func _resolve(into resolved: inout _ResolvedKeyframes<Element.Value>) {
        for element in elements { element._resolve(into: &resolved) }
    }
}

/// No tracks.
@usableFromInline
struct _EmptyKeyframes<Value>: _PrimitiveKeyframes {
    @inlinable init() {}
    @inlinable func _resolve(into resolved: inout _ResolvedKeyframes<Value>) {}
}
