import Foundation

/// A keyframe that uses a spring function to interpolate to the given value.
///
/// The segment is `from + spring.value(target: to − from, initialVelocity: v, time: elapsed)`,
/// where `from` and `v` are the value and velocity the track arrives with (or `startVelocity`).
/// A spring cut short by an explicit `duration` hands on the value and velocity it has reached
/// then, so the track stays continuous; the next keyframe starts from there.
public struct SpringKeyframe<Value: Animatable>: KeyframeTrackContent {
    @usableFromInline var to: Value
    @usableFromInline var duration: TimeInterval?
    @usableFromInline var spring: Spring
    @usableFromInline var startVelocity: Value?

    /// Creates a new keyframe using the given value and timestamp.
    ///
    /// - Parameters:
    ///   - to: The value of the keyframe.
    ///   - duration: The duration of the segment defined by this keyframe, or `nil` to use the
    ///     settling duration of the spring. Negative, NaN and infinite durations count as zero.
    ///   - spring: The spring that defines the shape of the segment before this keyframe.
    ///   - startVelocity: The velocity of the value at the start of the segment, or `nil` to
    ///     automatically compute the velocity to maintain smooth motion.
    @inlinable
    public init(
        _ to: Value,
        duration: TimeInterval? = nil,
        spring: Spring = Spring(),
        startVelocity: Value? = nil
    ) {
        self.to = to
        self.duration = duration
        self.spring = spring
        self.startVelocity = startVelocity
    }

    /// Implementation detail: appends this keyframe.
    @inlinable
    public func _resolve(into resolved: inout _ResolvedKeyframeTrackContent<Value>) {
        resolved.append(.spring(
            to: to.animatableData,
            duration: duration,
            spring: spring,
            startVelocity: startVelocity?.animatableData
        ))
    }
}

extension SpringKeyframe: _PrimitiveKeyframeTrackContent {}
