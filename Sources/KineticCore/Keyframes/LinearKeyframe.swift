import Foundation

/// A keyframe that uses simple linear interpolation, optionally reshaped by a unit curve.
///
/// The segment runs from the value the track has reached to `to` over `duration`:
/// `from + (to − from) · timingCurve.value(at: elapsed / duration)`. It ignores the velocity
/// it arrives with, and hands its own end velocity on to the next keyframe.
public struct LinearKeyframe<Value: Animatable>: KeyframeTrackContent {
    @usableFromInline var to: Value
    @usableFromInline var duration: TimeInterval
    @usableFromInline var timingCurve: UnitCurve

    /// Creates a new keyframe using the given value and timestamp.
    ///
    /// - Parameters:
    ///   - to: The value of the keyframe.
    ///   - duration: The duration of the segment defined by this keyframe. Negative, NaN and
    ///     infinite durations count as zero, which makes the keyframe a jump like ``MoveKeyframe``.
    ///   - timingCurve: A unit curve that controls the speed of interpolation.
    @inlinable
    public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {
        self.to = to
        self.duration = duration
        self.timingCurve = timingCurve
    }

    /// Implementation detail: appends this keyframe.
    @inlinable
    public func _resolve(into resolved: inout _ResolvedKeyframeTrackContent<Value>) {
        resolved.append(.linear(to: to.animatableData, duration: duration, curve: timingCurve))
    }
}

extension LinearKeyframe: _PrimitiveKeyframeTrackContent {}
