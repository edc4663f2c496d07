import Foundation

extension SceneGraph {
    /// The earliest host time at which a frame would change what is drawn: the current time while
    /// animations run or state changes wait, the next entry of a timeline view otherwise, nil when
    /// nothing is scheduled (a window loop can then wait for input).
    package var nextFrameTime: TimeInterval? {
        if runningCount > 0 || !frameBodies.isEmpty || !dirtyNodes.isEmpty { return time }
        return timelines.nextDueTime
    }
}
