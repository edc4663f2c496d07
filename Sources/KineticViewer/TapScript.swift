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

    /// `0.4@heart`, `0.4@320,200`: what ``init(parsing:)`` reads.
    public var description: String {
        switch target {
        case .id(let id): return "\(time)@\(id)"
        case .point(let x, let y): return "\(time)@\(PreviewTuning.exact(x)),\(PreviewTuning.exact(y))"
        }
    }
}

/// A script or option that cannot be used, with a message naming the problem.
nonisolated public struct ScriptError: Error, CustomStringConvertible, Equatable {
    /// What is wrong.
    public var description: String
    init(_ description: String) { self.description = description }
}
