import Foundation

/// Runtime warnings of the view layer (duplicate ids, state changes during body, invalid frames),
/// written through KineticCore's one log (``RuntimeWarningLog``).
package enum RuntimeWarning {
    /// Writes `message` to stderr and records it on `graph` (once per graph: a host's
    /// ``HeadlessHost/warnings`` list every distinct warning it produced); without a graph, once
    /// per process, like `warnOnce(_:)`.
    @MainActor package static func emit(_ message: String, graph: SceneGraph?) {
        guard let graph else { warnOnce(message); return }
        if graph.warnings.contains(message) { return }
        graph.warnings.append(message)
        _ = RuntimeWarningLog.record(message)
        RuntimeWarningLog.write(message)
    }
}
