import Foundation

/// A scene recording's run.json: everything needed to make it again (``kinetic replay``).
nonisolated public struct SceneRunFile: Codable, Equatable, Sendable {
    /// The file format's name and version.
    public var format = SceneRunFile.currentFormat
    /// The scene's name (`--scene`).
    public var scene: String
    /// What the run covers.
    public var title: String
    /// The scene's size in pixels.
    public var width: Int
    public var height: Int
    /// Samples per second.
    public var frameRate: Double
    /// The recorded window, in scene seconds.
    public var start: TimeInterval
    public var end: TimeInterval
    /// How the recording stopped.
    public var ending: String
    /// Every input from the scene's start, one line each (``SceneInput/description``).
    public var script: [SceneInput]

    /// The `format` this build writes and reads.
    public static let currentFormat = "kinetic-scene-run/1"

    /// Sorted, pretty-printed JSON: identical runs give identical bytes.
    package func json() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return try encoder.encode(self)
    }

    /// Reads run.json.
    /// - Throws: ``ScriptError`` naming the file and what is wrong.
    public static func read(_ url: URL) throws -> SceneRunFile {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw ScriptError("cannot read \(url.path): it is a folder, not a file (give the run.json in it)")
        }
        let data: Data
        do { data = try Data(contentsOf: url) } catch { throw ScriptError("cannot read \(url.path): \(FileErrorReason.words(error))") }
        return try read(data, path: url.path)
    }

    /// Reads the bytes of a run.json (the fuzzed entry point).
    /// - Parameters:
    ///   - data: the file's bytes.
    ///   - path: the file's path, named in errors.
    /// - Throws: ``ScriptError`` naming the file and what is wrong: not JSON, a missing field, a
    ///   script line that does not parse, another format (a lab run of the format before one
    ///   pipeline recorded every scene gets the command that records it again), or figures out of range.
    package static func read(_ data: Data, path: String) throws -> SceneRunFile {
        nonisolated struct Format: Decodable { var format: String }
        if let format = try? JSONDecoder().decode(Format.self, from: data).format, format != currentFormat {
            if format == OldLabRun.format, let old = try? JSONDecoder().decode(OldLabRun.self, from: data) {
                throw ScriptError("\(path) is a lab run of the old format '\(format)', which `kinetic replay` no longer reads "
                    + "(the lab is recorded as every scene is now); record it again with: \(old.command)")
            }
            throw ScriptError("\(path): format '\(format)', expected '\(currentFormat)'")
        }
        let file: SceneRunFile
        do { file = try JSONDecoder().decode(SceneRunFile.self, from: data) }
        catch let error as DecodingError { throw ScriptError("\(path) is not a Kinetic scene run: \(describe(error))") }
        catch { throw ScriptError("\(path) is not a Kinetic scene run: \(error.localizedDescription)") }
        guard (64...4096).contains(file.width), (64...4096).contains(file.height), file.start.isFinite, file.end.isFinite,
              file.start >= 0, file.end >= file.start, file.end <= 3600 else {
            throw ScriptError("\(path): the size must be 64…4096 pixels and the window 0 ≤ start ≤ end ≤ 3600 s")
        }
        guard file.frameRate.isFinite, SceneRecording.frameRates.contains(file.frameRate) else {
            throw ScriptError("\(path): frameRate must be \(RecordOptions.frameRateText), not \(file.frameRate)")
        }
        return file
    }

    /// One line saying where a decoding error is and what it is.
    private static func describe(_ error: DecodingError) -> String {
        func path(_ context: DecodingError.Context) -> String {
            let keys = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
            return keys.isEmpty ? "" : " at \(keys)"
        }
        switch error {
        case .dataCorrupted(let context):
            // A script line that does not parse says so itself; anything else is broken JSON.
            if context.underlyingError == nil, !context.codingPath.isEmpty { return "\(context.debugDescription)\(path(context))" }
            return "not valid JSON (truncated or corrupted)\(path(context))"
        case .keyNotFound(let key, let context):
            return "missing '\(key.stringValue)'\(path(context))"
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            return "\(context.debugDescription)\(path(context))"
        @unknown default:
            return "\(error)"
        }
    }

    /// What a lab run of the first format (`kinetic record --clicks` before the lab was recorded
    /// as every scene is) held that says how to record it again.
    private nonisolated struct OldLabRun: Decodable {
        static let format = "kinetic-lab-run/1"
        struct Script: Decodable {
            struct Click: Decodable {
                struct Parameters: Decodable { var springDuration: Double; var bounce: Double }
                var time: Double
                var parameters: Parameters
            }
            var clicks: [Click]
            var duration: Double
            var includesTimingCurve: Bool
        }
        var script: Script
        var frameRate: Double

        /// The `kinetic record` line that records the same clicks with the same springs.
        var command: String {
            let clicks = script.clicks.map { PreviewTuning.exact($0.time) }.joined(separator: ",")
            let first = script.clicks.first?.parameters
            return "kinetic record --scene lab" + (clicks.isEmpty ? "" : " --clicks \(clicks)")
                + (first.map { " --spring-duration \(PreviewTuning.exact($0.springDuration)) --bounce \(PreviewTuning.exact($0.bounce))" } ?? "")
                + (script.includesTimingCurve ? " --timing-curve" : "")
                + " --duration \(PreviewTuning.exact(script.duration))"
                + (frameRate == 60 ? "" : " --frame-rate \(PreviewTuning.exact(frameRate))") + " --out DIR"
        }
    }
}
