import ArgumentParser
import Foundation
import KineticSDL

/// Turns a failure into one line on standard error and a non-zero exit, with no crash trace.
enum CommandFailure {
    /// Runs `body`; any error it throws is printed as `kinetic: <description>` and exits with 1.
    static func reporting(_ body: () throws -> Void) throws {
        do {
            try body()
        } catch {
            let text = (error as? KineticSDLError)?.description ?? error.localizedDescription
            FileHandle.standardError.write(Data("kinetic: \(text)\n".utf8))
            throw ExitCode.failure
        }
    }
}
