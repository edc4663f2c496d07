import Foundation
import Kinetic

extension AnimationExpression {
    /// Reads an animation expression as a SwiftUI developer writes it.
    ///
    /// ``ExpressionSyntax`` reads the text as the compiler would (spacing, line breaks, comments,
    /// `Animation.` or a leading dot, `1_000`, `-0.2`); the calls are then matched against the
    /// overloads of every `Animation` factory and modifier Kinetic has, `Spring`'s initializers
    /// and presets, `UnitCurve`'s curves and `UnitPoint`, with Swift's rules for labels and
    /// defaulted parameters.
    /// - Parameter text: the expression (`.spring(duration: 0.42, bounce: 0.3).delay(0.1)`).
    /// - Throws: ``AnimationExpressionError`` pointing at the first problem's column, with the
    ///   nearest known name when a name is misspelt.
    package init(parsing text: String) throws {
        let reader = ExpressionReader(text: text)
        let expression = try ExpressionSyntax.read(text).get()

        // Unwind the modifier chain: `.a(...).delay(0.1).speed(2)` is speed(delay(a)).
        var chain: [ExpressionReader.RawCall] = []
        var current = expression
        while true {
            let call = try reader.rawCall(current)
            chain.insert(call, at: 0)
            guard let receiver = call.receiver else { break }
            current = receiver
        }
        let baseCall = chain[0]
        if let typeName = baseCall.typeName, typeName != "Animation" {
            throw reader.error("expected an Animation, not a \(typeName)", at: baseCall.node.start,
                               suggestion: typeName == "Spring" ? ".spring(\(reader.text(of: baseCall.node)))" : nil)
        }
        if baseCall.name == nil {
            throw reader.error("a custom animation runs your own CustomAnimation code: it cannot be typed here or exported; "
                               + "use a built-in animation", at: baseCall.node.start)
        }
        let (motion, base) = try reader.resolve(baseCall, in: AnimationSignatures.animation, what: "animation")
        // `.default` moves as its spring does but is a distinct animation (prints and compares as
        // SwiftUI's DefaultAnimation), so it is taken as itself.
        var animation = base.name == "default" && base.arguments == nil ? Animation.default : motion.animation
        var modifiers: [AnimationModifier] = []
        var modifierCalls: [ExpressionCall] = []
        for raw in chain.dropFirst() {
            let (modifier, call) = try reader.resolve(raw, in: AnimationSignatures.modifiers, what: "modifier")
            animation = modifier.apply(to: animation)
            modifiers.append(modifier)
            modifierCalls.append(call)
        }
        self.init(base: base, modifierCalls: modifierCalls, motion: motion, modifiers: modifiers, animation: animation)
    }
}

/// Reads the calls of an expression's tree (``ExpressionSyntax``) and matches them against a
/// ``MemberTable``.
struct ExpressionReader {
    typealias Node = ExpressionSyntax.Node
    /// The text's bytes (for quoting what was written, and for lines and columns).
    let syntax: ExpressionSyntax

    init(text: String) { syntax = ExpressionSyntax(text: text) }

    /// A call as written, before it is matched.
    struct RawCall {
        var typeName: String?
        var name: String?
        var nameStart: Int
        var arguments: [RawArgument]?
        /// The expression a modifier is called on (`.spring()` in `.spring().delay(1)`).
        var receiver: Node?
        var node: Node
        /// Where a missing argument would go (the closing parenthesis).
        var end: Int
    }

    struct RawArgument {
        var label: String?
        /// Where the argument starts (its label, else its value).
        var start: Int
        var expression: Node
    }

    func error(_ message: String, at offset: Int, suggestion: String? = nil) -> AnimationExpressionError {
        syntax.error(message, at: offset, suggestion: suggestion)
    }

    /// What `node` was written as.
    func text(of node: Node) -> String { syntax.text(of: node) }

    /// Reads one call of a chain: `Type.name(args)`, `.name`, `Type(args)`, `receiver.name(args)`.
    func rawCall(_ expression: Node) throws -> RawCall {
        var callee = expression
        var arguments: [RawArgument]?
        var end = expression.start
        if case let .call(called, written, close, closure) = expression.kind {
            if let closure { throw error("closures are not animation arguments", at: closure) }
            arguments = written.map { RawArgument(label: $0.label, start: $0.start, expression: $0.value) }
            callee = called
            end = close ?? expression.start
        }
        if case let .member(base, name, nameStart) = callee.kind {
            guard let base else {
                return RawCall(name: name, nameStart: nameStart, arguments: arguments, node: expression, end: end)
            }
            if case let .reference(type) = base.kind, type.first?.isUppercase == true {
                return RawCall(typeName: type, name: name, nameStart: nameStart, arguments: arguments, node: expression, end: end)
            }
            return RawCall(name: name, nameStart: nameStart, arguments: arguments, receiver: base, node: expression, end: end)
        }
        if case let .sequence(elements) = callee.kind, elements.count > 1 {
            let rest = elements.dropFirst()
            let text = rest.map { self.text(of: $0) }.joined(separator: " ")
            throw error("unexpected '\(text)' (an animation is one chain of calls)", at: rest.first!.start)
        }
        if case let .reference(name) = callee.kind {
            if name.first?.isUppercase == true, arguments != nil {
                return RawCall(typeName: name, name: nil, nameStart: callee.start, arguments: arguments, node: expression, end: end)
            }
            throw error("expected '.\(name)' (an animation starts with a dot or 'Animation.')", at: callee.start)
        }
        throw error("expected an animation such as '.spring(duration: 0.5, bounce: 0.3)', found '\(text(of: callee))'",
                    at: callee.start)
    }

    /// Matches `raw` against `table`: a property, a call of one of its overloads, or an initializer.
    /// - Returns: what the member builds and the call as written.
    func resolve<Result>(_ raw: RawCall, in table: MemberTable<Result>, what: String) throws -> (Result, ExpressionCall) {
        let written = { (arguments: [ExpressionArgument]?) in
            ExpressionCall(typeName: raw.typeName, name: raw.name, arguments: arguments)
        }
        guard let name = raw.name else {
            guard !table.initializers.isEmpty, let arguments = raw.arguments else {
                throw error("'\(raw.typeName ?? "")' cannot be used here", at: raw.node.start)
            }
            let (result, printed) = try match(table.initializers, arguments, raw: raw, name: raw.typeName ?? "")
            return (result, written(printed))
        }
        guard let arguments = raw.arguments else {
            if let property = table.properties[name] { return (property(), written(nil)) }
            if let overloads = table.calls[name] {
                throw error("'\(name)' needs arguments: " + overloads.map { name + $0.spelled }.joined(separator: " or "), at: raw.nameStart)
            }
            throw unknown(name, raw: raw, table: table, what: what)
        }
        guard let overloads = table.calls[name] else {
            if table.properties[name] != nil { throw error("'\(name)' takes no arguments; write '.\(name)'", at: raw.nameStart) }
            throw unknown(name, raw: raw, table: table, what: what)
        }
        let (result, printed) = try match(overloads, arguments, raw: raw, name: name)
        return (result, written(printed))
    }

    private func unknown<Result>(_ name: String, raw: RawCall, table: MemberTable<Result>, what: String) -> AnimationExpressionError {
        error("unknown \(what) '\(name)'", at: raw.nameStart, suggestion: AnimationExpressionError.nearest(to: name, in: table.names))
    }

    /// Tries every overload in order (the first that matches wins, as Swift prefers the
    /// non-disfavoured one); when none does, reports the problem of the overload that matched the
    /// most arguments.
    private func match<Result>(_ overloads: [Signature<Result>], _ arguments: [RawArgument], raw: RawCall,
                               name: String) throws -> (Result, [ExpressionArgument]) {
        var best: (error: AnimationExpressionError, progress: Int)?
        for overload in overloads {
            switch bind(overload, arguments, raw: raw, name: name) {
            case let .success((values, printed)): return (overload.build(values), printed)
            case let .failure(failure):
                if best == nil || failure.progress > best!.progress { best = (failure.error, failure.progress) }
            }
        }
        throw best!.error
    }

    private struct BindFailure: Error {
        var error: AnimationExpressionError
        var progress: Int
    }

    /// Binds arguments to an overload's parameters: in order, skipping defaulted parameters, with
    /// labels that must match.
    private func bind<Result>(_ overload: Signature<Result>, _ arguments: [RawArgument], raw: RawCall,
                              name: String) -> Swift.Result<([ResolvedValue], [ExpressionArgument]), BindFailure> {
        var values: [ResolvedValue] = []
        var printed: [ExpressionArgument] = []
        var next = 0
        for parameter in overload.parameters {
            if next < arguments.count, arguments[next].label == parameter.label {
                do {
                    let (value, text) = try read(arguments[next].expression, as: parameter)
                    values.append(value)
                    printed.append(ExpressionArgument(parameter.label, text))
                } catch let error as AnimationExpressionError {
                    // A value of the wrong kind under the right label: the most specific problem.
                    return .failure(BindFailure(error: error, progress: 1000 + next))
                } catch {
                    preconditionFailure("read throws AnimationExpressionError only")
                }
                next += 1
            } else if let value = parameter.defaultValue {
                values.append(value)
            } else {
                let place = next < arguments.count ? arguments[next].start : raw.end
                return .failure(BindFailure(error: self.error("missing argument '\(parameter.spelled)' for \(name)\(overload.spelled)", at: place),
                                            progress: next))
            }
        }
        if next < arguments.count {
            let argument = arguments[next]
            let labels = overload.parameters.compactMap(\.label)
            let suggestion = argument.label.flatMap { AnimationExpressionError.nearest(to: $0, in: labels) }.map { $0 + ":" }
            return .failure(BindFailure(error: error("unexpected argument '\(argument.label ?? "_"):' for \(name)\(overload.spelled)",
                                                     at: argument.start, suggestion: suggestion), progress: next))
        }
        return .success((values, printed))
    }

    /// Reads one argument's value as the parameter's kind.
    private func read(_ expression: Node, as parameter: Parameter) throws -> (ResolvedValue, ExpressionValue) {
        let what = parameter.label.map { "'\($0):'" } ?? "the argument"
        switch parameter.kind {
        case .number, .integer:
            guard let literal = numberLiteral(expression) else {
                throw error("expected \(parameter.kind.rawValue) for \(what), found '\(text(of: expression))'", at: expression.start)
            }
            guard literal.value.isFinite else { throw error("\(literal.text) is not a finite number", at: expression.start) }
            if parameter.kind == .integer {
                guard literal.isInteger else {
                    throw error("expected an integer for \(what), found '\(literal.text)'", at: expression.start)
                }
                return (.integer(Int(literal.value)), .number(literal))
            }
            return (.number(literal.value), .number(literal))
        case .boolean:
            guard case let .boolean(value) = expression.kind else {
                throw error("expected true or false for \(what), found '\(text(of: expression))'", at: expression.start)
            }
            return (.boolean(value), .boolean(value))
        case .spring:
            let (spring, call) = try nested(expression, type: "Spring", table: AnimationSignatures.springs)
            return (.spring(spring), .call(call))
        case .curve:
            let (curve, call) = try nested(expression, type: "UnitCurve", table: AnimationSignatures.curves)
            return (.curve(curve), .call(call))
        case .point:
            let (point, call) = try nested(expression, type: "UnitPoint", table: AnimationSignatures.points)
            return (.point(point.0, point.1), .call(call))
        }
    }

    private func nested<Result>(_ expression: Node, type: String, table: MemberTable<Result>) throws -> (Result, ExpressionCall) {
        let raw = try rawCall(expression)
        if raw.receiver != nil || (raw.typeName != nil && raw.typeName != type) {
            throw error("expected a \(type), found '\(text(of: expression))'", at: expression.start)
        }
        return try resolve(raw, in: table, what: type)
    }

    /// A number literal, possibly negated or parenthesized: `0.42`, `170`, `-0.2`, `1e-3`, `1_000`, `0x10`.
    private func numberLiteral(_ expression: Node) -> NumberLiteral? {
        switch expression.kind {
        case let .prefix("-", operand):
            guard let inner = numberLiteral(operand), !inner.text.hasPrefix("-") else { return nil }
            return NumberLiteral(text: "-" + inner.text, value: -inner.value)
        case let .parenthesized(inner):
            return numberLiteral(inner)
        case let .number(text):
            return NumberLiteral(reading: text)
        default:
            return nil
        }
    }
}
