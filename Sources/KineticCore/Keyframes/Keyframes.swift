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
///
/// The tracks are composed into one function per quantity (value, velocity) as they are added,
/// so that evaluating a timeline is a chain of direct calls: no array walk, no reference
/// counting per track per frame.
public struct _ResolvedKeyframes<Value> {
    /// The value every track starts from; properties no track animates keep it.
    @usableFromInline var initialValue: Value
    /// The velocity the timeline starts with (another timeline's); `nil` for a fresh start at rest.
    @usableFromInline var initialVelocity: _KeyframeVelocity<Value>?
    /// `initialValue` with every property a track animates set to zero: what a velocity of this
    /// timeline starts from, and what it is measured against.
    @usableFromInline var restingVelocity: Value
    /// Writes every track's value at a time into a root value, in declaration order.
    @usableFromInline var apply: ((inout Value, Double) -> Void)?
    /// Writes every track's velocity at a time into a root value.
    @usableFromInline var applyVelocity: ((inout Value, Double) -> Void)?
    /// The longest track's length.
    @usableFromInline var duration: Double
    /// How many tracks were added.
    @usableFromInline var trackCount: Int
    /// Each track's key path and the instants its keyframes are reached, in declaration order.
    @usableFromInline var trackMarks: [_KeyframeTrackMarks]

    @inlinable
    init(initialValue: Value, initialVelocity: _KeyframeVelocity<Value>?) {
        self.initialValue = initialValue
        self.initialVelocity = initialVelocity
        self.restingVelocity = initialValue
        self.apply = nil
        self.applyVelocity = nil
        self.duration = 0
        self.trackCount = 0
        self.trackMarks = []
    }

    /// Adds a track after those already added.
    @inlinable
    mutating func appendTrack(
        duration: Double,
        apply track: @escaping (inout Value, Double) -> Void,
        applyVelocity trackVelocity: @escaping (inout Value, Double) -> Void
    ) {
        if let previous = apply {
            apply = { root, time in
                previous(&root, time)
                track(&root, time)
            }
        } else {
            apply = track
        }
        if let previous = applyVelocity {
            applyVelocity = { root, time in
                previous(&root, time)
                trackVelocity(&root, time)
            }
        } else {
            applyVelocity = trackVelocity
        }
        if duration > self.duration { self.duration = duration }
        trackCount += 1
    }
}

/// One track's boundaries: the property it animates and the instant each of its keyframes is
/// reached. Implementation detail of the keyframe animator's track view events.
public struct _KeyframeTrackMarks {
    /// The key path from the timeline's value to the track's property.
    public let keyPath: AnyKeyPath
    /// Seconds from the timeline's start at which each keyframe is reached, in declaration order.
    public let times: [Double]

    @inlinable
    init(keyPath: AnyKeyPath, times: [Double]) {
        self.keyPath = keyPath
        self.times = times
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
