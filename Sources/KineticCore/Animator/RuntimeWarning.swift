import Foundation

/// Messages already printed, so that a warning repeated every frame is printed once.
nonisolated(unsafe) private var printedWarnings = Set<String>()

/// Prints a runtime warning to standard error once per distinct message, as SwiftUI logs its
/// runtime issues; the program goes on.
@usableFromInline
package func warnOnce(_ message: String) {
    guard printedWarnings.insert(message).inserted else { return }
    FileHandle.standardError.write(Data("kinetic: warning: \(message)\n".utf8))
}
