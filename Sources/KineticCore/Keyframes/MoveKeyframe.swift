/// A keyframe that immediately moves to the given value without interpolating.
///
/// It takes no time: at its instant the track jumps to `to`. The velocity the track had passes
/// through unchanged to the keyframe after it (a ``CubicKeyframe`` just before a move ends at
/// velocity zero, as a last cubic keyframe does).
public struct MoveKeyframe<Value: Animatable>: KeyframeTrackContent {
    @usableFromInline var to: Value

    /// Creates a new keyframe using the given value.
    ///
    /// - Parameter to: The value of the keyframe.
    @inlinable
    public init(_ to: Value) {
        self.to = to
    }

    /// Implementation detail: appends this keyframe.
    @inlinable
    public func _resolve(into resolved: inout _ResolvedKeyframeTrackContent<Value>) {
        resolved.append(.move(to: to.animatableData))
    }
}

extension MoveKeyframe: _PrimitiveKeyframeTrackContent {}
