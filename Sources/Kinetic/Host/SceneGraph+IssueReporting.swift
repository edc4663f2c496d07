import Foundation

/// A scene graph keeps the issues reported about it (``HeadlessHost/warnings``), once each.
extension SceneGraph {
    /// Records `message` in ``warnings``; returns whether it was new there.
    func recordIssue(_ message: String) -> Bool {
        if warnings.contains(message) { return false }
        warnings.append(message)
        return true
    }
}

/// Reports a runtime issue of the view layer (duplicate ids, state changes during a body, invalid
/// frames): kept in `graph`'s list once, and handed to the task's reporters each time it is new
/// there (standard error prints it even if another graph reported it before); without a graph, as
/// ``reportIssue(_:)``.
@MainActor package func reportIssue(_ message: String, in graph: SceneGraph?) {
    guard let graph else { reportIssue(message); return }
    guard graph.recordIssue(message) else { return }
    for reporter in IssueReporters.current { reporter.report(message, isNewInScope: true) }
}
