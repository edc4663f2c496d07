import Foundation

/// Runtime warnings: problems in view code that Kinetic survives (duplicate ids, state changes
/// during body, invalid frames). Each distinct message is written once to stderr.
package enum RuntimeWarning {
    nonisolated(unsafe) private static var printed = Set<String>()
    private static let lock = NSLock()

    /// Writes `message` to stderr (once per graph, or once per process without one) and records it on `graph`.
    package static func emit(_ message: String, graph: SceneGraph?) {
        if let graph {
            if graph.warnings.contains(message) { return }
            graph.warnings.append(message)
        } else {
            lock.lock()
            let isNew = printed.insert(message).inserted
            lock.unlock()
            if !isNew { return }
        }
        FileHandle.standardError.write(Data("[Kinetic] warning: \(message)\n".utf8))
    }
}
