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

    /// Whether the literal is an integer (no fraction, no exponent), as an `Int` parameter needs.
    package var isInteger: Bool {
        !text.contains(".") && !text.lowercased().contains("e") && !text.lowercased().contains("p")
            && value == value.rounded() && abs(value) < 1e15
    }

    package var description: String { text }
}
