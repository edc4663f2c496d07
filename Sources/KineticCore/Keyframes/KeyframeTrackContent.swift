/// A group of keyframes that define an interpolation curve of an animatable value.
///
/// The four keyframe types (``LinearKeyframe``, ``CubicKeyframe``, ``SpringKeyframe`` and
/// ``MoveKeyframe``) are the primitive contents. Compose your own by returning keyframes from
/// `body`; the ``KeyframeTrackContentBuilder`` attribute is implied there.
///
/// ```swift
/// struct Hop: KeyframeTrackContent {
///     var body: some KeyframeTrackContent<Double> {
///         CubicKeyframe(-20, duration: 0.2)
///         CubicKeyframe(0, duration: 0.2)
///     }
/// }
/// ```
public protocol KeyframeTrackContent<Value> {
    /// The animatable type that the keyframes interpolate.
    associatedtype Value: Animatable = Self.Body.Value
    /// The type of content that `body` returns.
    associatedtype Body: KeyframeTrackContent

    /// The composition of content that comprise the keyframe track.
    @KeyframeTrackContentBuilder<Value> var body: Body { get }

    /// Appends this content's keyframes, in order, to `resolved`. Implementation detail.
    func _resolve(into resolved: inout _ResolvedKeyframeTrackContent<Value>)
}

extension KeyframeTrackContent where Value == Body.Value {
    /// Composite content resolves to the keyframes of its body.
    @inlinable
    public func _resolve(into resolved: inout _ResolvedKeyframeTrackContent<Value>) {
        body._resolve(into: &resolved)
    }
}

/// Content that resolves itself rather than through a body (the keyframe types, the builders'
/// containers). Its `body` is itself and is never used to resolve.
@usableFromInline
protocol _PrimitiveKeyframeTrackContent: KeyframeTrackContent where Body == Self {}

extension _PrimitiveKeyframeTrackContent {
    /// A primitive content is its own body.
    @inlinable
    public var body: Self { self }
}

/// The flattened keyframes of one track, in declaration order, before timing is resolved.
/// Implementation detail of the keyframe builders.
public struct _ResolvedKeyframeTrackContent<Value: Animatable> {
    @usableFromInline
    var steps: [_KeyframeStep<Value.AnimatableData>]

    @inlinable
    init() { steps = [] }

    @inlinable
    mutating func append(_ step: _KeyframeStep<Value.AnimatableData>) {
        steps.append(step)
    }
}

/// One keyframe as written: where it goes and how, in animatable-data space.
@usableFromInline
enum _KeyframeStep<Data: VectorArithmetic> {
    case move(to: Data)
    case linear(to: Data, duration: Double, curve: UnitCurve)
    case cubic(to: Data, duration: Double, startVelocity: Data?, endVelocity: Data?)
    case spring(to: Data, duration: Double?, spring: Spring, startVelocity: Data?)
}
