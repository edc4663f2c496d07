import Foundation

/// A number as it appears in an animation expression: the text it was written with, printed back
/// unchanged, and its value.
package struct NumberLiteral: Hashable, Sendable, CustomStringConvertible {
    /// The digits as written (`0.42`, `170`, `-0.2`, `1e-3`).
    package var text: String
    /// The value the text denotes.
    package var value: Double

    /// A literal read from source text.
    package init(text: String, value: Double) {
        self.text = text
        self.value = value
    }

    /// A literal for `value`, written with Swift's shortest round-tripping form, so that reading
    /// it back gives exactly `value` (no rounding).
    package init(_ value: Double) {
        self.value = value
        if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
            text = String(Int64(value))
        } else {
            text = "\(value)"
        }
    }

    /// A literal read from its text as Swift reads it (`0.42`, `1_000`, `1e-3`, `0x1E`, `0o7`,
    /// `0b11`), or nil when the text is no number.
    package init?(reading text: String) {
        let digits = text.replacingOccurrences(of: "_", with: "")
        let value: Double?
        if let radix = Self.radix(of: digits) {
            value = Int(digits.dropFirst(2), radix: radix).map(Double.init)
        } else {
            value = Double(digits)
        }
        guard let value else { return nil }
        self.init(text: text, value: value)
    }

    /// The base of an integer literal written with a prefix (`0x` 16, `0o` 8, `0b` 2).
    private static func radix(of digits: some StringProtocol) -> Int? {
        guard digits.count > 2, digits.hasPrefix("0") else { return nil }
        return ["x": 16, "o": 8, "b": 2][String(digits.dropFirst().prefix(1))]
    }

    /// Whether the literal is an integer (no fraction, no exponent; any base), as an `Int`
    /// parameter needs.
    package var isInteger: Bool {
        let unsigned = text.hasPrefix("-") ? text.dropFirst() : Substring(text)
        let written = Self.radix(of: unsigned) != nil
            || (!text.contains(".") && !text.lowercased().contains("e") && !text.lowercased().contains("p"))
        return written && value == value.rounded() && abs(value) < 1e15
    }

    package var description: String { text }
}
