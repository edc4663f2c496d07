import Foundation

/// A description of how a value changes over time, modeled using keyframes.
///
/// Unlike other animations, keyframes don't interpolate between a from and a to value that
/// state changes provide: the tracks fully define the path the value takes over time. A timeline
/// is like a video clip: it has a set duration and you can evaluate it at any time.
///
/// ```swift
/// struct Values {
///     var rotation = Angle.zero
///     var scale = 1.0
/// }
/// let timeline = KeyframeTimeline(initialValue: Values()) {
///     KeyframeTrack(\.rotation) {
///         CubicKeyframe(.zero, duration: 0.2)
///         CubicKeyframe(.degrees(45), duration: 0.3)
///     }
///     KeyframeTrack(\.scale) {
///         CubicKeyframe(1.2, duration: 0.5)
///         CubicKeyframe(0.9, duration: 0.2)
///     }
/// }
/// let value = timeline.value(time: 0.45)
/// ```
///
/// All the work of choosing velocities and shaping segments happens once, in the initializer;
/// `value(time:)` costs a binary search and one segment evaluation per track, and allocates
/// nothing. Bad input never traps: see ``init(initialValue:content:)``.
public struct KeyframeTimeline<Value> {
    @usableFromInline var resolved: _ResolvedKeyframes<Value>
    @usableFromInline var _duration: Double

    /// Creates a new instance using the initial value and content that you provide.
    ///
    /// Every track starts from its property's value in `initialValue`, at rest.
    ///
    /// Bad input has defined results: keyframe durations that are negative, NaN or infinite
    /// count as zero (the keyframe becomes a jump); a track with no keyframes holds its start
    /// value and has length zero; a keyframe value (or velocity) containing NaN or infinity is
    /// replaced by the previous keyframe's value (or by the automatic velocity).
    ///
    /// - Parameters:
    ///   - initialValue: The value the keyframes start from.
    ///   - content: The tracks (or bare keyframes, for one track on the whole value).
    @inlinable
    public init(initialValue: Value, @KeyframesBuilder<Value> content: () -> some Keyframes<Value>) {
        self.init(initialValue: initialValue, initialVelocity: nil, content: content)
    }

    /// Creates a timeline whose tracks start moving with `initialVelocity`, another timeline's
    /// ``velocity(time:)``: each track starts with the velocity of its property there, zero
    /// where that timeline animated nothing. Used by the keyframe animator when a new run
    /// interrupts a moving one.
    @inlinable
    package init(
        initialValue: Value,
        initialVelocity: _KeyframeVelocity<Value>?,
        @KeyframesBuilder<Value> content: () -> some Keyframes<Value>
    ) {
        var resolved = _ResolvedKeyframes(initialValue: initialValue, initialVelocity: initialVelocity)
        content()._resolve(into: &resolved)
        self.resolved = resolved
        self._duration = resolved.duration
    }

    /// The duration of the content in seconds: the length of the longest track.
    @inlinable
    public var duration: TimeInterval { _duration }

    /// Each track's key path and the instants (seconds from the start) its keyframes are reached,
    /// in declaration order: what a track view marks.
    package var trackMarks: [_KeyframeTrackMarks] { resolved.trackMarks }

    /// Returns the interpolated value at the given time.
    ///
    /// Times before zero (and NaN) give the value at zero; times past a track's end give the
    /// value that track ended with.
    ///
    /// - Parameter time: Seconds from the start of the timeline.
    /// - Returns: The initial value with every track's property set to its value at `time`.
    @inlinable
    public func value(time: Double) -> Value {
        var value = resolved.initialValue
        resolved.apply?(&value, time)
        return value
    }

    /// Returns the interpolated value at the given progress in the range zero to one.
    ///
    /// - Parameter progress: The fraction of ``duration`` elapsed; values outside [0, 1] read
    ///   the start or the end.
    /// - Returns: `value(time: progress * duration)`.
    @inlinable
    public func value(progress: Double) -> Value {
        value(time: progress * _duration)
    }

    /// The velocity at `time` (units per second per animated property); zero before the start,
    /// after a track's end and for every property no track animates.
    @inlinable
    package func velocity(time: Double) -> _KeyframeVelocity<Value> {
        var moving = resolved.restingVelocity
        resolved.applyVelocity?(&moving, time)
        return _KeyframeVelocity(moving: moving, resting: resolved.restingVelocity)
    }
}

/// A timeline's velocity at one time, read per property. Implementation detail of the keyframe
/// animator, which starts a run that interrupts another with the velocity on screen.
///
/// A `Value` cannot be zeroed as a whole (it need not be `Animatable`), so the velocity is kept
/// as two values that differ only where tracks write: `moving` holds each animated property's
/// velocity, `resting` zero there, and both the timeline's initial value everywhere else.
@usableFromInline
package struct _KeyframeVelocity<Value> {
    /// The timeline's initial value with every animated property set to its velocity.
    @usableFromInline var moving: Value
    /// The timeline's initial value with every animated property set to zero.
    @usableFromInline var resting: Value

    @inlinable
    package init(moving: Value, resting: Value) {
        self.moving = moving
        self.resting = resting
    }

    /// The velocity of the property at `keyPath` (as `animatableData`, units per second):
    /// `moving − resting`, so zero in every component no track animated. (A non-finite
    /// component there gives a non-finite velocity, which a track counts as zero.)
    @inlinable
    package subscript<Property: Animatable>(keyPath: KeyPath<Value, Property>) -> Property.AnimatableData {
        moving[keyPath: keyPath].animatableData - resting[keyPath: keyPath].animatableData
    }
}
