import Foundation

/// One scripted tap of a headless recording: when, and where — on the view with a test id
/// (`0.4@heart`) or at a point of the scene (`0.4@320,200`).
nonisolated public struct ScriptedTap: Equatable, Codable, Sendable, CustomStringConvertible {
    /// Where a tap lands.
    nonisolated public enum Target: Equatable, Codable, Sendable {
        /// The centre of what the view with this ``View/testID(_:)`` draws.
        case id(String)
        /// A point in scene coordinates (pixels from the scene's top left).
        case point(x: Double, y: Double)
    }

    /// Seconds from the start of the run.
    public var time: TimeInterval
    /// Where it lands.
    public var target: Target

    /// Creates a tap.
    public init(time: TimeInterval, target: Target) {
        self.time = time
        self.target = target
    }

    /// Reads `TIME@ID` or `TIME@X,Y` (seconds, then a test id or scene coordinates).
    /// - Throws: ``ScriptError`` naming what is wrong with `text`.
    public init(parsing text: String) throws {
        let parts = text.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2 else { throw ScriptError("tap '\(text)' is not TIME@ID or TIME@X,Y (e.g. 0.4@heart, 0.4@320,200)") }
        guard let time = Double(parts[0].trimmingCharacters(in: .whitespaces)), time.isFinite, time >= 0 else {
            throw ScriptError("tap '\(text)': the time '\(parts[0])' is not a number of seconds ≥ 0")
        }
        let where_ = parts[1].trimmingCharacters(in: .whitespaces)
        guard !where_.isEmpty else { throw ScriptError("tap '\(text)': nothing after @ (a test id, or X,Y)") }
        let numbers = where_.split(separator: ",", omittingEmptySubsequences: false)
        if numbers.count == 2, let x = Double(numbers[0].trimmingCharacters(in: .whitespaces)),
           let y = Double(numbers[1].trimmingCharacters(in: .whitespaces)) {
            guard x.isFinite, y.isFinite else { throw ScriptError("tap '\(text)': the point must be finite") }
            self.init(time: time, target: .point(x: x, y: y))
        } else {
            self.init(time: time, target: .id(where_))
        }
    }

    /// Reads the times of `--clicks`, a shorthand for several taps on one target: seconds,
    /// comma-separated ("0,0.12,0.3"), spaces allowed around each.
    /// - Returns: the times in the order given, each finite and at least 0.
    /// - Throws: ``ScriptError`` for an empty list, an empty field, or a field that is not a time.
    public static func times(parsing text: String) throws -> [TimeInterval] {
        let fields = text.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        if fields.allSatisfy(\.isEmpty) { throw ScriptError("no click times given (e.g. 0,0.12,0.3)") }
        return try fields.map { field in
            guard let time = Double(field), time.isFinite, time >= 0 else {
                throw ScriptError(field.isEmpty ? "an empty time in '\(text)' (two commas in a row, or one at an end)"
                                                : "'\(field)' is not a time in seconds ≥ 0")
            }
            return time
        }
    }

    /// `0.4@heart`, `0.4@320,200`: what ``init(parsing:)`` reads.
    public var description: String {
        switch target {
        case .id(let id): return "\(time)@\(id)"
        case .point(let x, let y): return "\(time)@\(PreviewTuning.exact(x)),\(PreviewTuning.exact(y))"
        }
    }
}

/// A script or option that cannot be used, with a message naming the problem: one line (control
/// characters quoted from a file or a command line are escaped).
nonisolated public struct ScriptError: Error, CustomStringConvertible, Equatable {
    /// What is wrong.
    public var description: String
    init(_ description: String) { self.description = description.escapingControlCharacters }
}

extension String {
    /// The text with control characters (line breaks, tabs…) written as Swift escapes, so that a
    /// message quoting it stays on one line.
    nonisolated package var escapingControlCharacters: String {
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
