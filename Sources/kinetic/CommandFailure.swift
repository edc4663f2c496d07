import ArgumentParser
import Foundation
import KineticSDL

/// A failure of a `kinetic` command, reported as one line on standard error.
struct CommandFailure: Error, CustomStringConvertible {
    /// What went wrong, naming the file or resource involved.
    var description: String

    /// Runs `body`; any error it throws is printed as `kinetic: <description>` and the command
    /// exits with status 1, with no crash trace.
    static func reporting(_ body: () throws -> Void) throws {
        do {
            try body()
        } catch {
            let text = (error as? KineticSDLError)?.description ?? (error as? CommandFailure)?.description
                ?? error.localizedDescription
            FileHandle.standardError.write(Data("kinetic: \(text)\n".utf8))
            throw ExitCode.failure
        }
    }

    /// Runs a file operation, naming `path` in the failure if it throws.
    static func writing<T>(_ path: String, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as KineticSDLError {
            throw error
        } catch {
            throw CommandFailure(description: "cannot write \(path): \(error.localizedDescription)")
        }
    }
}
