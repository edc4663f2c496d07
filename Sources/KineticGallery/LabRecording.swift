import Foundation
import KineticViewer
import Kinetic
import KineticInspector
import KineticSDL

/// A lab run as written to `run.json`: the script and parameters that determine it, and every
/// lane's samples and markers. ``LabRecording/render(_:frameRate:name:)`` makes it from a script;
/// running that again on the stored script gives the same run, bit for bit.
package struct LabRun: Codable, Equatable, Sendable {
    /// The file format's name and version.
    package var format = LabRun.currentFormat
    /// The run's name (the `run` column of trace.csv).
    package var name: String
    /// The scene ("lab").
    package var scene = "lab"
    /// Samples per second of the fixed clock the run was sampled on.
    package var frameRate: Double
    /// The input: clicks with their parameters, duration, lanes.
    package var script: LabScript
    /// The lanes' samples and markers, A, B(, C).
    package var lanes: [LaneRecord]

    /// The `format` this build writes and reads.
    package static let currentFormat = "kinetic-lab-run/1"

    /// One lane of a run.
    package struct LaneRecord: Codable, Equatable, Sendable {
        /// What drives it.
        package var kind: LaneKind
        /// Its animation as Swift code, for the first click's parameters.
        package var animation: String
        /// One sample per frame.
        package var samples: [RecordedSample]
        /// Clicks, merges, combinations and completions.
        package var markers: [RecordedMarker]
    }

    /// The state of a lane at a frame.
    package struct RecordedSample: Codable, Equatable, Sendable {
        package var time: Double
        package var value: Double
        package var velocity: Double
        package var target: Double
    }

    /// An event on a lane.
    package struct RecordedMarker: Codable, Equatable, Sendable {
        package var time: Double
        /// "click", "merge", "combine" or "completion".
        package var kind: String
    }

    /// The sprite letter of lane `index` ("A", "B", "C").
    package static func sprite(_ index: Int) -> String { ["A", "B", "C"][min(index, 2)] }

    /// The samples as long-format CSV rows.
    package var rows: [TraceCSV.Row] {
        lanes.enumerated().flatMap { index, lane in
            lane.samples.map {
                TraceCSV.Row(run: name, mode: lane.kind.rawValue, sprite: Self.sprite(index), property: "position",
                             time: $0.time, value: $0.value, velocity: $0.velocity, target: $0.target)
            }
        }
    }

    /// The lanes as inspector traces (for plots).
    package var traces: [Trace] {
        lanes.map { lane in
            var trace = Trace(name: lane.kind.rawValue, sampleCapacity: max(lane.samples.count, 1),
                              markerCapacity: max(lane.markers.count, 1))
            for s in lane.samples { trace.record(time: s.time, value: s.value, velocity: s.velocity) }
            for m in lane.markers {
                if let kind = RecordedMarker.kinds[m.kind] { trace.mark(kind, at: m.time) }
            }
            return trace
        }
    }
}

extension LabRun.RecordedMarker {
    static let kinds: [String: EventMarker.Kind] = [
        "click": .click, "merge": .merge, "combine": .combine, "completion": .completion,
    ]
    static func name(_ kind: EventMarker.Kind) -> String {
        switch kind {
        case .click: return "click"
        case .merge: return "merge"
        case .combine: return "combine"
        case .completion: return "completion"
        }
    }
}

/// Why a run could not be read, rendered or written — one line each.
package enum LabRecordingError: Error, CustomStringConvertible, Equatable {
    /// The run file is not valid JSON of a lab run.
    case malformedRun(path: String, reason: String)
    /// The script is not runnable (times out of range, parameters out of the sliders' ranges…).
    case invalidScript(String)

    /// One line: text echoed from a file (a format string, a parser's note) has its line breaks
    /// and other control characters escaped.
    package var description: String {
        switch self {
        case .malformedRun(let path, let reason): return "\(path) is not a Kinetic run (a lab or a scene recording): \(reason)".escapingControlCharacters
        case .invalidScript(let reason): return "invalid lab script: \(reason)".escapingControlCharacters
        }
    }
}

/// Records, replays and writes lab runs: `trace.csv`, `run.json` and `comparison.png`.
@MainActor package enum LabRecording {
    /// The longest run, in seconds.
    /// The most clicks in a script.
    nonisolated package static let maximumClicks = 10_000

    /// Checks that `script` can run.
    /// - Throws: ``LabRecordingError/invalidScript(_:)`` with the first problem.
    package static func validate(_ script: LabScript) throws {
        guard script.duration.isFinite, RecordOptions.durationRange.contains(script.duration) else {
            throw LabRecordingError.invalidScript("duration must be \(RecordOptions.durationText), not \(script.duration)")
        }
        guard script.clicks.count <= maximumClicks else {
            throw LabRecordingError.invalidScript("at most \(maximumClicks) clicks")
        }
        for click in script.clicks {
            guard click.time.isFinite, click.time >= 0, click.time <= script.duration else {
                throw LabRecordingError.invalidScript("click at \(click.time) s is outside the run (0…\(script.duration) s)")
            }
            guard click.parameters.isValid else {
                throw LabRecordingError.invalidScript(
                    "click at \(click.time) s: spring duration must be in \(LabParameters.durationRange) s and bounce in "
                        + "\(LabParameters.bounceRange), not \(click.parameters.springDuration) and \(click.parameters.bounce)")
            }
        }
    }

    /// Runs `script` on a fixed clock: each click is applied at its own time (not the frame's),
    /// and every lane is sampled at `n / frameRate`. The result depends only on the script and
    /// `frameRate`, and the lanes' values at a given time do not depend on `frameRate`.
    package static func render(_ script: LabScript, frameRate: Double = 60, name: String = "lab") -> LabRun {
        let clicks = script.clicks.sorted { $0.time < $1.time }
        let frames = Int((script.duration * frameRate).rounded())
        // Every marker of the run is kept, however many clicks: at most three per click per lane.
        let lab = MergeLab(parameters: clicks.first?.parameters ?? LabParameters(),
                           includesTimingCurve: script.includesTimingCurve, sampleCapacity: frames + 1,
                           markerCapacity: 3 * clicks.count + 4)
        var samples = Array(repeating: [LabRun.RecordedSample](), count: lab.lanes.count)
        var next = 0
        for frame in 0...frames {
            let time = Double(frame) / frameRate
            while next < clicks.count, clicks[next].time <= time {
                lab.parameters = clicks[next].parameters
                lab.click(at: clicks[next].time)
                next += 1
            }
            lab.update(time: time)
            for (index, lane) in lab.lanes.enumerated() {
                samples[index].append(LabRun.RecordedSample(time: time, value: lane.animator.presentationValue,
                                                            velocity: lane.animator.velocity, target: lane.animator.modelValue))
            }
        }
        let first = clicks.first?.parameters ?? LabParameters()
        let lanes = lab.lanes.enumerated().map { index, lane in
            LabRun.LaneRecord(kind: lane.kind, animation: lane.kind.swiftCode(first), samples: samples[index],
                              markers: lab.traces[index].markers.map {
                                  LabRun.RecordedMarker(time: $0.time, kind: LabRun.RecordedMarker.name($0.kind))
                              })
        }
        return LabRun(name: name, frameRate: frameRate, script: LabScript(clicks: clicks, duration: script.duration,
                                                                         includesTimingCurve: script.includesTimingCurve),
                      lanes: lanes)
    }

    /// Reads a run from `run.json`.
    /// - Throws: ``LabRecordingError/malformedRun(path:reason:)`` for unreadable, truncated or
    ///   invalid files (naming the file and what is wrong).
    package static func read(_ url: URL) throws -> LabRun {
        if let problem = OutputFolder.problem(reading: url) {
            throw LabRecordingError.malformedRun(path: url.path, reason: "cannot read it: \(problem)")
        }
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw LabRecordingError.malformedRun(path: url.path, reason: "cannot read it: \(FileErrorReason.words(error))")
        }
        return try read(data, path: url.path)
    }

    /// Reads a run from the bytes of a `run.json` (the fuzzed entry point).
    /// - Parameters:
    ///   - data: The file's bytes.
    ///   - path: The file's path, named in errors.
    /// - Returns: The run, checked: format, frame rate and script.
    /// - Throws: ``LabRecordingError/malformedRun(path:reason:)`` saying what is wrong.
    package static func read(_ data: Data, path: String) throws -> LabRun {
        let run: LabRun
        do { run = try JSONDecoder().decode(LabRun.self, from: data) } catch let error as DecodingError {
            throw LabRecordingError.malformedRun(path: path, reason: describe(error))
        } catch {
            throw LabRecordingError.malformedRun(path: path, reason: error.localizedDescription)
        }
        guard run.format == LabRun.currentFormat else {
            throw LabRecordingError.malformedRun(path: path, reason: "format \(run.format.debugDescription), expected \(LabRun.currentFormat.debugDescription)")
        }
        guard run.frameRate.isFinite, (1...1000).contains(run.frameRate) else {
            throw LabRecordingError.malformedRun(path: path, reason: "frameRate must be in 1…1000, not \(run.frameRate)")
        }
        do { try validate(run.script) } catch let error as LabRecordingError {
            throw LabRecordingError.malformedRun(path: path, reason: error.description)
        }
        return run
    }

    private static func describe(_ error: DecodingError) -> String {
        func path(_ context: DecodingError.Context) -> String {
            let keys = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
            return keys.isEmpty ? "" : " at \(keys)"
        }
        switch error {
        case .dataCorrupted(let context):
            let underlying = (context.underlyingError as NSError?)?.userInfo[NSDebugDescriptionErrorKey] as? String
            return "not valid JSON (truncated or corrupted)\(path(context))" + (underlying.map { ": \($0)" } ?? "")
        case .keyNotFound(let key, let context):
            return "missing '\(key.stringValue)'\(path(context))"
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            return "\(context.debugDescription)\(path(context))"
        @unknown default:
            return "\(error)"
        }
    }

    /// The folder name of a recording made at `date` (UTC, sortable).
    package static func folderName(for date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "'lab-'yyyyMMdd'-'HHmmss"
        return formatter.string(from: date)
    }

    /// The JSON bytes of `run` (sorted keys, pretty-printed: identical for identical runs).
    package static func json(_ run: LabRun) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return try encoder.encode(run)
    }

    /// Writes `trace.csv`, `run.json` and `comparison.png` into `directory` (created if missing),
    /// all or nothing: they are written into a staging folder and moved into place once all three
    /// are complete (``OutputFolder``).
    /// - Throws: ``OutputFolderError`` naming the path at fault, or SDL's error rendering the image.
    package static func write(_ run: LabRun, to directory: URL, fonts: FontLibrary) throws {
        try OutputFolder.write(to: directory, files: [
            ("trace.csv", { try TraceCSV.text(run.rows).write(to: $0, atomically: false, encoding: .utf8) }),
            ("run.json", { try json(run).write(to: $0) }),
            ("comparison.png", { try ComparisonImage.render(run, fonts: fonts).savePNG(to: $0) }),
        ])
    }
}

extension String {
    /// The text with control characters (line breaks, tabs…) written as Swift escapes, so that a
    /// message quoting it stays on one line.
    var escapingControlCharacters: String {
        let breaking: Set<Unicode.GeneralCategory> = [.control, .lineSeparator, .paragraphSeparator]
        guard unicodeScalars.contains(where: { breaking.contains($0.properties.generalCategory) }) else { return self }
        var result = ""
        for scalar in unicodeScalars {
            if breaking.contains(scalar.properties.generalCategory) {
                result += scalar.escaped(asASCII: true)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
