import Foundation

/// Writes a folder completely or not at all.
enum FolderWriter {
    /// Calls `body` with a fresh temporary folder beside `folder`, then moves it into place (replacing
    /// nothing: an existing `folder` is an error). On any failure the temporary folder is removed.
    static func write(to folder: URL, _ body: (URL) throws -> Void) throws {
        let manager = FileManager.default
        let parent = folder.deletingLastPathComponent()
        var isDirectory: ObjCBool = false
        if manager.fileExists(atPath: parent.path, isDirectory: &isDirectory), !isDirectory.boolValue {
            throw ScriptError("cannot write into \(parent.path): it is a file, not a folder")
        }
        if manager.fileExists(atPath: folder.path) {
            throw ScriptError("\(folder.path) exists already; choose another --out (nothing was overwritten)")
        }
        do { try manager.createDirectory(at: parent, withIntermediateDirectories: true) }
        catch { throw ScriptError("cannot create the folder \(parent.path): \(FileErrorReason.words(error))") }
        let temporary = parent.appendingPathComponent(".\(folder.lastPathComponent).partial-\(ProcessInfo.processInfo.processIdentifier)")
        try? manager.removeItem(at: temporary)
        do {
            try manager.createDirectory(at: temporary, withIntermediateDirectories: false)
            try body(temporary)
            try manager.moveItem(at: temporary, to: folder)
        } catch {
            try? manager.removeItem(at: temporary)
            if let error = error as? ScriptError { throw error }
            throw ScriptError("cannot write \(folder.path): \(FileErrorReason.words(error))")
        }
    }
}
