import Foundation
import KineticViewer
import KineticSDL

/// A folder of output files written all at once: the files are written into a hidden staging
/// folder beside it and moved into place only when every one is complete, so a failure (a PNG that
/// cannot be rendered, a full disk) leaves the folder as it was — no partial trace next to an old
/// image. Problems are described in one line naming the path at fault.
package enum OutputFolder {
    /// Writes `files` (name → writer of that file's URL) into `directory`, created if missing.
    ///
    /// When `directory` does not exist, the staging folder is renamed to it; when it exists, each
    /// file replaces its namesake (`rename(2)`: atomic per file) after all are checked replaceable.
    /// - Throws: ``OutputFolderError`` naming the path at fault.
    package static func write(to directory: URL, files: [(name: String, write: (URL) throws -> Void)]) throws {
        let directory = directory.standardizedFileURL
        if let problem = problem(writingInto: directory) { throw OutputFolderError(path: directory.path, reason: problem) }
        let manager = FileManager.default
        let parent = directory.deletingLastPathComponent()
        do {
            try manager.createDirectory(at: parent, withIntermediateDirectories: true)
        } catch {
            throw OutputFolderError(path: parent.path, reason: FileErrorReason.words(error))
        }
        let staging = parent.appendingPathComponent(".\(directory.lastPathComponent).partial-\(getpid())-\(UUID().uuidString)")
        do {
            try manager.createDirectory(at: staging, withIntermediateDirectories: false)
        } catch {
            throw OutputFolderError(path: directory.path, reason: FileErrorReason.words(error))
        }
        defer { try? manager.removeItem(at: staging) }
        for file in files {
            let url = staging.appendingPathComponent(file.name)
            do { try file.write(url) } catch let error as OutputFolderError { throw error } catch {
                throw OutputFolderError(path: directory.appendingPathComponent(file.name).path, reason: FileErrorReason.words(error))
            }
        }
        if !manager.fileExists(atPath: directory.path) {
            guard rename(staging.path, directory.path) == 0 else {
                throw OutputFolderError(path: directory.path, reason: String(cString: strerror(errno)))
            }
            return
        }
        var isDirectory: ObjCBool = false
        for file in files where manager.fileExists(atPath: directory.appendingPathComponent(file.name).path, isDirectory: &isDirectory)
            && isDirectory.boolValue {
            throw OutputFolderError(path: directory.appendingPathComponent(file.name).path, reason: "it is a folder; nothing was written")
        }
        for file in files {
            guard rename(staging.appendingPathComponent(file.name).path, directory.appendingPathComponent(file.name).path) == 0 else {
                throw OutputFolderError(path: directory.appendingPathComponent(file.name).path, reason: String(cString: strerror(errno)))
            }
        }
    }

    /// Why files cannot be written into `directory`, if the file system tells before trying: the
    /// path is empty, it or an ancestor is a file, or the nearest existing ancestor is read-only.
    package static func problem(writingInto directory: URL) -> String? {
        guard !directory.path.isEmpty else { return "the path is empty" }
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        var candidate = directory.standardizedFileURL
        while !manager.fileExists(atPath: candidate.path, isDirectory: &isDirectory) {
            let up = candidate.deletingLastPathComponent()
            if up.path == candidate.path { return nil }
            candidate = up
        }
        if !isDirectory.boolValue {
            return candidate.path == directory.standardizedFileURL.path
                ? "it is a file, not a folder" : "\(candidate.path) is a file, not a folder"
        }
        if !manager.isWritableFile(atPath: candidate.path) { return "\(candidate.path) is not writable (permission denied)" }
        return nil
    }

    /// Why the file at `url` cannot be read, if the file system tells: missing, a folder, unreadable.
    package static func problem(reading url: URL) -> String? {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: url.path, isDirectory: &isDirectory) else { return "no such file" }
        if isDirectory.boolValue { return "it is a folder, not a file" }
        if !manager.isReadableFile(atPath: url.path) { return "permission denied" }
        return nil
    }
}

/// A file or folder that could not be written, and why — one line.
package struct OutputFolderError: Error, CustomStringConvertible, Equatable {
    /// The path at fault.
    package var path: String
    /// What is wrong with it.
    package var reason: String

    package var description: String { "cannot write \(path): \(reason)" }
}
