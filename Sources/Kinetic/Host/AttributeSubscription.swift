import Foundation

/// A subscription to a host's attribute events and frame samples: pass it to
/// ``HeadlessHost/unsubscribe(_:)`` to end it.
public final class AttributeSubscription: Hashable {
    /// Distinguishes subscriptions.
    package let id: Int = SerialNumber.next()


    package init() {}

    public static func == (lhs: AttributeSubscription, rhs: AttributeSubscription) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension HeadlessHost {
    /// Subscribes to the graph's attribute events and per-frame samples. Any number of subscribers
    /// may listen; while none does, the graph collects nothing.
    ///
    /// Events arrive as they happen (in updates, and in frames for completions); a frame's samples
    /// arrive once the frame has run, before completion handlers run.
    /// - Parameters:
    ///   - events: Called with each started, merged, combined, completed, removed or jump event.
    ///   - frames: Called after each frame in which attributes animated or were driven.
    ///   - animators: Called with each phase change of a phase animator and each run a keyframe
    ///     animator starts (with its tracks' keyframe instants): the boundaries a track view marks.
    /// - Returns: The subscription, for ``unsubscribe(_:)``.
    @discardableResult
    public func subscribe(events: (@MainActor (AttributeEvent) -> Void)? = nil, frames: (@MainActor (AttributeFrame) -> Void)? = nil,
                          animators: (@MainActor (AnimatorEvent) -> Void)? = nil) -> AttributeSubscription {
        graph.subscribe(events: events, frames: frames, animators: animators)
    }

    /// Subscribes as ``subscribe(events:frames:animators:)``, taking animations as replays: while
    /// every frame subscriber does, an attribute animated by built-in kinds hands over a replay
    /// (``AttributeReplay``) when its animation starts, merges, combines or stops, and its frames
    /// carry no sample of it (a frame that advanced anything is published, samples or not).
    package func subscribe(events: (@MainActor (AttributeEvent) -> Void)?, frames: @escaping @MainActor (AttributeFrame) -> Void,
                           replays: @escaping @MainActor (AttributeReplayChange) -> Void) -> AttributeSubscription {
        graph.subscribe(events: events, frames: frames, replays: replays)
    }

    /// Ends a subscription made by ``subscribe(events:frames:)``; ending it twice does nothing.
    /// - Parameter subscription: The subscription to end.
    public func unsubscribe(_ subscription: AttributeSubscription) {
        graph.unsubscribe(subscription)
    }

    /// Whether anyone subscribes to the graph's events and samples now.
    public var hasAttributeSubscribers: Bool { graph.observers != nil }
}
