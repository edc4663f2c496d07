import Foundation

/// Runtime warnings: problems in view code that Kinetic survives (duplicate ids, state changes
/// during body, invalid frames). Each distinct message is written once to stderr.
package enum RuntimeWarning {
    /// Writes `message` to stderr (once per graph) and records it on `graph`.
    package static func emit(_ message: String, graph: SceneGraph?) {
        if let graph {
            if graph.warnings.contains(message) { return }
            graph.warnings.append(message)
        }
        FileHandle.standardError.write(Data("[Kinetic] warning: \(message)\n".utf8))
    }
}
