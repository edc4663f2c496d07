import Foundation

/// A keyframe that uses a cubic curve to smoothly interpolate between values.
///
/// Each segment is a cubic Hermite curve from the value the track has reached to `to`, with a
/// velocity at each end. Velocities you leave `nil` are chosen to keep the motion smooth:
/// - between two cubic keyframes, the Catmull-Rom tangent
///   `(p[i+1] − p[i−1]) / (t[i+1] − t[i−1])`, so adjacent cubic keyframes form a Catmull-Rom spline;
/// - after another kind of keyframe, the velocity that segment ends with;
/// - before another kind of keyframe, the velocity that segment starts with;
/// - at the very start of a timeline, zero; at the end of the last keyframe (or before a
///   ``MoveKeyframe``), zero as well — an informed guess about SwiftUI, kept in one place
///   (`_KeyframeTrackPath.terminalCubicVelocity`).
public struct CubicKeyframe<Value: Animatable>: KeyframeTrackContent {
    @usableFromInline var to: Value
    @usableFromInline var duration: TimeInterval
    @usableFromInline var startVelocity: Value?
    @usableFromInline var endVelocity: Value?

    /// Creates a new keyframe using the given value and timestamp.
    ///
    /// - Parameters:
    ///   - to: The value of the keyframe.
    ///   - duration: The duration of the segment defined by this keyframe. Negative, NaN and
    ///     infinite durations count as zero, which makes the keyframe a jump like ``MoveKeyframe``.
    ///   - startVelocity: The velocity of the value at the beginning of the segment (units per
    ///     second), or `nil` to automatically compute the velocity to maintain smooth motion.
    ///   - endVelocity: The velocity of the value at the end of the segment, or `nil` to
    ///     automatically compute the velocity to maintain smooth motion.
    @inlinable
    public init(
        _ to: Value,
        duration: TimeInterval,
        startVelocity: Value? = nil,
        endVelocity: Value? = nil
    ) {
        self.to = to
        self.duration = duration
        self.startVelocity = startVelocity
        self.endVelocity = endVelocity
    }

    /// Implementation detail: appends this keyframe.
    @inlinable
    public func _resolve(into resolved: inout _ResolvedKeyframeTrackContent<Value>) {
        resolved.append(.cubic(
            to: to.animatableData,
            duration: duration,
            startVelocity: startVelocity?.animatableData,
            endVelocity: endVelocity?.animatableData
        ))
    }
}

extension CubicKeyframe: _PrimitiveKeyframeTrackContent {}
