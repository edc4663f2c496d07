import Foundation

/// Why an animation expression could not be read: one line naming the problem, the column (from
/// 1) where it is, and, when one is near, the name that was probably meant.
package struct AnimationExpressionError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong (`unknown animation 'sprung'`).
    package var message: String
    /// The line (from 1) of the problem; expressions pasted on several lines report it.
    package var line: Int
    /// The column (from 1) of the problem.
    package var column: Int
    /// A name that is close to the one written, if any.
    package var suggestion: String?

    /// `unknown animation 'sprung' at 2; did you mean 'spring'?`
    package var description: String {
        let place = line == 1 ? "\(column)" : "\(line):\(column)"
        return "\(message) at \(place)" + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
    }

    /// Whether the error's line and column lie in `text` (lines end at line feeds; columns count
    /// bytes, as the reader's do; one past a line's end is where something is missing).
    package func isPlaced(in text: String) -> Bool {
        let lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        return line >= 1 && line <= lines.count && column >= 1 && column <= lines[line - 1].count + 1
    }

    /// The closest of `candidates` to `name`, when it is close enough to be a typo: at most a third
    /// of the name's length (and at least 2, at most 3) edits away, case ignored.
    /// - Parameters:
    ///   - name: the name written.
    ///   - candidates: the names that exist.
    /// - Returns: the nearest candidate, or nil.
    package static func nearest(to name: String, in candidates: [String]) -> String? {
        let limit = min(3, max(2, name.count / 3))
        // More letters apart than the limit can never be near (and a long name would cost its length
        // times each candidate's).
        let candidates = candidates.filter { abs($0.count - name.count) <= limit }
        let scored = candidates.map { ($0, editDistance(name.lowercased(), $0.lowercased())) }
        guard let best = scored.min(by: { $0.1 < $1.1 || ($0.1 == $1.1 && $0.0 < $1.0) }), best.1 <= limit else { return nil }
        return best.0
    }

    /// Levenshtein distance.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        var current = previous
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
