/// The click script of `kinetic record` and `kinetic demo`: click times in seconds, comma-separated
/// ("0,0.12,0.3"), spaces allowed around each.
package enum ClickTimes {
    /// Parses a click script.
    /// - Parameter text: The times, comma-separated.
    /// - Returns: The times in the order given (each finite; ranges are checked by the run).
    /// - Throws: ``ClickTimesError`` for an empty script, an empty field or a field that is not a
    ///   finite number.
    package static func parse(_ text: String) throws -> [Double] {
        let fields = text.split(separator: ",", omittingEmptySubsequences: false)
        if fields.allSatisfy({ $0.allSatisfy(\.isWhitespace) }) {
            throw ClickTimesError(description: "no click times given (e.g. 0,0.12,0.3)")
        }
        return try fields.map { field in
            let trimmed = field.trimmingWhitespace()
            guard let time = Double(trimmed), time.isFinite else {
                throw ClickTimesError(description: trimmed.isEmpty
                    ? "an empty time in '\(text)' (two commas in a row, or one at an end)"
                    : "'\(trimmed)' is not a time in seconds")
            }
            return time
        }
    }
}

/// Why a click script cannot be parsed — one line (control characters quoted from the script are escaped).
package struct ClickTimesError: Error, CustomStringConvertible, Equatable {
    package var description: String

    init(description: String) { self.description = description.escapingControlCharacters }
}

private extension Substring {
    /// The field without spaces or tabs around it.
    func trimmingWhitespace() -> Substring {
        var result = self
        while result.first?.isWhitespace == true { result.removeFirst() }
        while result.last?.isWhitespace == true { result.removeLast() }
        return result
    }
}
