import Foundation

/// Traces as long-format CSV: one line per sample with what it belongs to, so several runs,
/// modes and sprites stack in one file (`run,mode,sprite,property,time,value,velocity,target`).
///
/// Numbers are written in Swift's shortest round-tripping form, so parsing gives back the same
/// `Double`s and re-running a recording writes identical bytes.
package enum TraceCSV {
    /// The header line.
    package static let header = "run,mode,sprite,property,time,value,velocity,target"

    /// One row: the sample of a property of a sprite, in a mode of a run.
    nonisolated package struct Row: Equatable, Sendable {
        package var run: String
        package var mode: String
        package var sprite: String
        package var property: String
        package var time: Double
        package var value: Double
        package var velocity: Double
        package var target: Double

        /// Creates a row.
        package init(run: String, mode: String, sprite: String, property: String, time: Double, value: Double,
                    velocity: Double, target: Double) {
            self.run = run; self.mode = mode; self.sprite = sprite; self.property = property
            self.time = time; self.value = value; self.velocity = velocity; self.target = target
        }
    }

    /// A CSV text that could not be read, with the line that failed (1-based).
    nonisolated package struct ParseError: Error, CustomStringConvertible, Equatable {
        package var line: Int
        package var reason: String
        package var description: String { "line \(line): \(reason)" }
    }

    /// Formats rows as CSV text (header first, newline-terminated).
    package static func text<Rows: Sequence>(_ rows: Rows) -> String where Rows.Element == Row {
        var text = header + "\n"
        for r in rows {
            text += "\(field(r.run)),\(field(r.mode)),\(field(r.sprite)),\(field(r.property)),"
            text += "\(r.time),\(r.value),\(r.velocity),\(r.target)\n"
        }
        return text
    }

    /// Parses text written by ``text(_:)``.
    /// - Throws: ``ParseError`` naming the first bad line.
    package static func parse(_ text: String) throws -> [Row] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last == "" { lines.removeLast() }
        guard lines.first.map(String.init) == header else {
            throw ParseError(line: 1, reason: "expected the header '\(header)'")
        }
        return try lines.dropFirst().enumerated().map { offset, line in
            let fields = line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 8 else { throw ParseError(line: offset + 2, reason: "expected 8 fields, found \(fields.count)") }
            let numbers = fields[4...].compactMap { Double($0) }
            guard numbers.count == 4, numbers.allSatisfy(\.isFinite) else {
                throw ParseError(line: offset + 2, reason: "time, value, velocity and target must be finite numbers")
            }
            return Row(run: fields[0], mode: fields[1], sprite: fields[2], property: fields[3], time: numbers[0],
                       value: numbers[1], velocity: numbers[2], target: numbers[3])
        }
    }

    /// Names are written as they are, with commas and line breaks replaced (no quoting needed).
    private static func field(_ name: String) -> String {
        String(name.map { $0 == "," || $0.isNewline ? "_" : $0 })
    }
}
