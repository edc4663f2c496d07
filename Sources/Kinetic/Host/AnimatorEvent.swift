import Foundation

/// A boundary of a phase or keyframe animator, as the graph's subscribers (track views,
/// recorders) receive it: a phase animator announces each phase change, a keyframe animator each
/// run it starts with the instants its tracks' keyframes are reached.
public struct AnimatorEvent: Equatable, Sendable {
    /// What happened.
    public enum Kind: Equatable, Sendable {
        /// A phase animator changed to the phase at `index` (from 0) of its `count` phases; the
        /// change animates with that phase's animation from ``AnimatorEvent/time`` on.
        case phase(index: Int, count: Int)
        /// A keyframe animator started a run of its timeline at ``AnimatorEvent/time``.
        case keyframes(KeyframeRun)
    }

    /// A keyframe animator's run: how long its timeline lasts, whether it repeats, and when each
    /// track's keyframes are reached.
    public struct KeyframeRun: Equatable, Sendable {
        /// The timeline's duration in seconds (its longest track's).
        public var duration: TimeInterval
        /// Whether the run starts over at each end (`repeating: true`) until another run replaces it.
        public var repeats: Bool
        /// The tracks, in declaration order.
        public var tracks: [Track]

        /// Creates a run.
        /// - Parameters:
        ///   - duration: The timeline's duration in seconds.
        ///   - repeats: Whether the run starts over at each end.
        ///   - tracks: The tracks, in declaration order.
        public init(duration: TimeInterval, repeats: Bool, tracks: [Track]) {
            self.duration = duration
            self.repeats = repeats
            self.tracks = tracks
        }
    }

    /// One keyframe track of a run.
    public struct Track: Equatable, Sendable {
        /// The property the track animates (`scale`, `verticalOffset`); `value` for a track on
        /// the whole value, `track N` when the key path does not name a stored property.
        public var name: String
        /// Seconds from the run's start at which each keyframe is reached, in declaration order.
        public var keyframeTimes: [TimeInterval]

        /// Creates a track.
        /// - Parameters:
        ///   - name: The property the track animates.
        ///   - keyframeTimes: Seconds from the run's start at which each keyframe is reached.
        public init(name: String, keyframeTimes: [TimeInterval]) {
            self.name = name
            self.keyframeTimes = keyframeTimes
        }
    }

    /// What happened.
    public var kind: Kind
    /// Tells animators apart: the same for every event of one animator of the graph.
    public var animator: Int
    /// The animated view as a person reads it (its test id, the first text or emoji drawn inside
    /// it, else its view type), as ``AttributeName/view``.
    public var view: String
    /// The host time of the update that made the change (a run's start, a phase change).
    public var time: TimeInterval

    /// Creates an event.
    /// - Parameters:
    ///   - kind: What happened.
    ///   - animator: The animator's id.
    ///   - view: The animated view's name.
    ///   - time: The host time.
    public init(kind: Kind, animator: Int, view: String, time: TimeInterval) {
        self.kind = kind
        self.animator = animator
        self.view = view
        self.time = time
    }
}
