import Foundation
import Kinetic

/// A SwiftUI animation expression, read from the text a developer writes
/// (`.spring(duration: 0.42, bounce: 0.3).delay(0.1)`), as a structured description.
///
/// It keeps the calls as written — names, labels and number literals — so it prints back exactly
/// (``description``), and it is resolved when parsed: ``motion`` is the curve's defining
/// parameters, ``modifiers`` the modifiers in order, and ``animation`` the Kinetic `Animation`
/// the same Swift code builds (made by calling the same factories, so it compares equal).
package struct AnimationExpression: Hashable, Sendable, CustomStringConvertible {
    /// The factory call (`.spring(duration: 0.42, bounce: 0.3)`, `Animation.snappy`).
    package var base: ExpressionCall
    /// The modifier calls, in order (`.delay(0.1)`, `.speed(2)`).
    package var modifierCalls: [ExpressionCall]
    /// The curve's defining parameters.
    package var motion: Motion
    /// The modifiers, resolved, in order.
    package var modifiers: [AnimationModifier]
    /// The animation the expression builds.
    package var animation: Animation

    /// The expression as Swift source, with every literal as written.
    package var description: String {
        base.description + modifierCalls.map(\.description).joined()
    }

    /// The total delay before the motion starts (the sum of `.delay` modifiers, each divided by the
    /// speeds applied after it).
    package var delay: Double {
        var total = 0.0
        for modifier in modifiers {
            switch modifier {
            case let .delay(d): total += d
            case let .speed(s): total /= s
            default: break
            }
        }
        return total
    }

    /// The product of the `.speed` modifiers.
    package var speed: Double {
        modifiers.reduce(1) { if case let .speed(s) = $1 { return $0 * s } else { return $0 } }
    }
}

/// One call in an expression: `Type.name(arguments)`, `.name`, `Type(arguments)`.
package struct ExpressionCall: Hashable, Sendable, CustomStringConvertible {
    /// The type written before the member (`Animation` in `Animation.snappy`, `Spring` in
    /// `Spring(duration: 0.5)`), or nil for an implicit member (`.snappy`).
    package var typeName: String?
    /// The member's name, nil for an initializer call (`Spring(...)`).
    package var name: String?
    /// The arguments, nil when the member is used as a property (no parentheses).
    package var arguments: [ExpressionArgument]?

    /// A call as written.
    /// - Parameters:
    ///   - typeName: the explicit type (`Animation`, `Spring`), nil for a leading dot.
    ///   - name: the member, nil for an initializer.
    ///   - arguments: the arguments, nil for a property.
    package init(typeName: String? = nil, name: String?, arguments: [ExpressionArgument]? = nil) {
        self.typeName = typeName
        self.name = name
        self.arguments = arguments
    }

    /// The labelled number arguments, nested calls' included (`duration` and `bounce` of
    /// `.spring(duration: -1, bounce: 0.2)`).
    package var labelledNumbers: [(label: String, value: Double)] {
        (arguments ?? []).flatMap { argument -> [(label: String, value: Double)] in
            switch argument.value {
            case let .number(number): return argument.label.map { [($0, number.value)] } ?? []
            case let .call(call): return call.labelledNumbers
            case .boolean: return []
            }
        }
    }

    /// The call as Swift source (`Spring(duration: 0.5)`, `.snappy`).
    package var description: String {
        var text = typeName ?? ""
        if let name { text += "." + name }
        if let arguments { text += "(" + arguments.map(\.description).joined(separator: ", ") + ")" }
        return text
    }
}

/// One argument: an optional label and a value.
package struct ExpressionArgument: Hashable, Sendable, CustomStringConvertible {
    /// The label, nil for an unlabelled argument.
    package var label: String?
    /// The value.
    package var value: ExpressionValue

    /// An argument `label: value` (or just `value` when `label` is nil).
    package init(_ label: String?, _ value: ExpressionValue) {
        self.label = label
        self.value = value
    }

    /// `label: value`.
    package var description: String { (label.map { "\($0): " } ?? "") + value.description }
}

/// An argument's value.
package indirect enum ExpressionValue: Hashable, Sendable, CustomStringConvertible {
    /// A number literal.
    case number(NumberLiteral)
    /// `true` or `false`.
    case boolean(Bool)
    /// A nested call (`Spring(duration: 0.5)`, `.snappy`, `UnitPoint(x: 0.2, y: 0)`).
    case call(ExpressionCall)

    /// The value as written.
    package var description: String {
        switch self {
        case let .number(n): return n.text
        case let .boolean(b): return b ? "true" : "false"
        case let .call(c): return c.description
        }
    }
}
