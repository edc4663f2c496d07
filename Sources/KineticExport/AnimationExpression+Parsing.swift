import Foundation
import Kinetic
import SwiftParser
import SwiftSyntax

extension AnimationExpression {
    /// Reads an animation expression as a SwiftUI developer writes it.
    ///
    /// SwiftParser reads the text exactly as the compiler would (spacing, line breaks, comments,
    /// `Animation.` or a leading dot, `1_000`, `-0.2`); the calls are then matched against the
    /// overloads of every `Animation` factory and modifier Kinetic has, `Spring`'s initializers
    /// and presets, `UnitCurve`'s curves and `UnitPoint`, with Swift's rules for labels and
    /// defaulted parameters.
    /// - Parameter text: the expression (`.spring(duration: 0.42, bounce: 0.3).delay(0.1)`).
    /// - Throws: ``AnimationExpressionError`` pointing at the first problem's column, with the
    ///   nearest known name when a name is misspelt.
    package init(parsing text: String) throws {
        var parser = Parser(text)
        let expression = ExprSyntax.parse(from: &parser)
        let reader = ExpressionReader(root: expression)
        if let error = reader.firstSyntaxError() { throw error }

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
            throw reader.error("expected an Animation, not a \(typeName)", at: baseCall.node,
                               suggestion: typeName == "Spring" ? ".spring(\(baseCall.node.trimmedDescription))" : nil)
        }
        if baseCall.name == nil {
            throw reader.error("a custom animation runs your own CustomAnimation code: it cannot be typed here or exported; "
                               + "use a built-in animation", at: baseCall.node)
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

/// Walks SwiftParser's tree of an expression: finds syntax errors, reads calls and literals, and
/// matches calls against a ``MemberTable``.
struct ExpressionReader {
    let converter: SourceLocationConverter
    let root: ExprSyntax

    init(root: ExprSyntax) {
        self.root = root
        converter = SourceLocationConverter(fileName: "expression", tree: root)
    }

    /// A call as written, before it is matched.
    struct RawCall {
        var typeName: String?
        var name: String?
        var nameNode: Syntax
        var arguments: [RawArgument]?
        /// The expression a modifier is called on (`.spring()` in `.spring().delay(1)`).
        var receiver: ExprSyntax?
        var node: Syntax
        /// Where a missing argument would go (the closing parenthesis).
        var end: Syntax
    }

    struct RawArgument {
        var label: String?
        var node: Syntax
        var expression: ExprSyntax
    }

    func error(_ message: String, at node: some SyntaxProtocol, suggestion: String? = nil) -> AnimationExpressionError {
        error(message, at: node.positionAfterSkippingLeadingTrivia, suggestion: suggestion)
    }

    func error(_ message: String, at position: AbsolutePosition, suggestion: String? = nil) -> AnimationExpressionError {
        let location = converter.location(for: position)
        return AnimationExpressionError(message: message, line: location.line, column: location.column, suggestion: suggestion)
    }

    /// The first place SwiftParser found missing or unexpected text, as an error.
    func firstSyntaxError() -> AnimationExpressionError? {
        let finder = SyntaxErrorFinder(viewMode: .all)
        finder.walk(root)
        guard let (position, message) = finder.first else { return nil }
        return error(message, at: position)
    }

    /// Reads one call of a chain: `Type.name(args)`, `.name`, `Type(args)`, `receiver.name(args)`.
    func rawCall(_ expression: ExprSyntax) throws -> RawCall {
        let node = Syntax(expression)
        var callee = expression
        var arguments: [RawArgument]?
        var end = node
        if let call = expression.as(FunctionCallExprSyntax.self) {
            if let closure = call.trailingClosure {
                throw error("closures are not animation arguments", at: closure)
            }
            arguments = call.arguments.map {
                RawArgument(label: $0.label?.text, node: $0.label.map(Syntax.init) ?? Syntax($0.expression), expression: $0.expression)
            }
            callee = call.calledExpression
            end = call.rightParen.map(Syntax.init) ?? node
        }
        if let member = callee.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            guard let base = member.base else {
                return RawCall(name: name, nameNode: Syntax(member.declName), arguments: arguments, node: node, end: end)
            }
            if let type = base.as(DeclReferenceExprSyntax.self), type.baseName.text.first?.isUppercase == true {
                return RawCall(typeName: type.baseName.text, name: name, nameNode: Syntax(member.declName), arguments: arguments,
                               node: node, end: end)
            }
            return RawCall(name: name, nameNode: Syntax(member.declName), arguments: arguments, receiver: base, node: node, end: end)
        }
        if let sequence = callee.as(SequenceExprSyntax.self), sequence.elements.count > 1 {
            let rest = sequence.elements.dropFirst()
            let text = rest.map(\.trimmedDescription).joined(separator: " ")
            throw error("unexpected '\(text)' (an animation is one chain of calls)", at: rest.first!)
        }
        if let reference = callee.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if name.first?.isUppercase == true, arguments != nil {
                return RawCall(typeName: name, name: nil, nameNode: Syntax(reference), arguments: arguments, node: node, end: end)
            }
            throw error("expected '.\(name)' (an animation starts with a dot or 'Animation.')", at: reference)
        }
        throw error("expected an animation such as '.spring(duration: 0.5, bounce: 0.3)', found '\(callee.trimmedDescription)'",
                    at: callee)
    }

    /// Matches `raw` against `table`: a property, a call of one of its overloads, or an initializer.
    /// - Returns: what the member builds and the call as written.
    func resolve<Result>(_ raw: RawCall, in table: MemberTable<Result>, what: String) throws -> (Result, ExpressionCall) {
        let written = { (arguments: [ExpressionArgument]?) in
            ExpressionCall(typeName: raw.typeName, name: raw.name, arguments: arguments)
        }
        guard let name = raw.name else {
            guard !table.initializers.isEmpty, let arguments = raw.arguments else {
                throw error("'\(raw.typeName ?? "")' cannot be used here", at: raw.node)
            }
            let (result, printed) = try match(table.initializers, arguments, raw: raw, name: raw.typeName ?? "")
            return (result, written(printed))
        }
        guard let arguments = raw.arguments else {
            if let property = table.properties[name] { return (property(), written(nil)) }
            if let overloads = table.calls[name] {
                throw error("'\(name)' needs arguments: " + overloads.map { name + $0.spelled }.joined(separator: " or "), at: raw.nameNode)
            }
            throw unknown(name, raw: raw, table: table, what: what)
        }
        guard let overloads = table.calls[name] else {
            if table.properties[name] != nil { throw error("'\(name)' takes no arguments; write '.\(name)'", at: raw.nameNode) }
            throw unknown(name, raw: raw, table: table, what: what)
        }
        let (result, printed) = try match(overloads, arguments, raw: raw, name: name)
        return (result, written(printed))
    }

    private func unknown<Result>(_ name: String, raw: RawCall, table: MemberTable<Result>, what: String) -> AnimationExpressionError {
        error("unknown \(what) '\(name)'", at: raw.nameNode, suggestion: AnimationExpressionError.nearest(to: name, in: table.names))
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
                let place = next < arguments.count ? arguments[next].node : raw.end
                return .failure(BindFailure(error: self.error("missing argument '\(parameter.spelled)' for \(name)\(overload.spelled)", at: place),
                                            progress: next))
            }
        }
        if next < arguments.count {
            let argument = arguments[next]
            let labels = overload.parameters.compactMap(\.label)
            let suggestion = argument.label.flatMap { AnimationExpressionError.nearest(to: $0, in: labels) }.map { $0 + ":" }
            return .failure(BindFailure(error: error("unexpected argument '\(argument.label ?? "_"):' for \(name)\(overload.spelled)",
                                                     at: argument.node, suggestion: suggestion), progress: next))
        }
        return .success((values, printed))
    }

    /// Reads one argument's value as the parameter's kind.
    private func read(_ expression: ExprSyntax, as parameter: Parameter) throws -> (ResolvedValue, ExpressionValue) {
        let what = parameter.label.map { "'\($0):'" } ?? "the argument"
        switch parameter.kind {
        case .number, .integer:
            guard let literal = numberLiteral(expression) else {
                throw error("expected \(parameter.kind.rawValue) for \(what), found '\(expression.trimmedDescription)'", at: expression)
            }
            guard literal.value.isFinite else { throw error("\(literal.text) is not a finite number", at: expression) }
            if parameter.kind == .integer {
                guard literal.isInteger else {
                    throw error("expected an integer for \(what), found '\(literal.text)'", at: expression)
                }
                return (.integer(Int(literal.value)), .number(literal))
            }
            return (.number(literal.value), .number(literal))
        case .boolean:
            guard let literal = expression.as(BooleanLiteralExprSyntax.self) else {
                throw error("expected true or false for \(what), found '\(expression.trimmedDescription)'", at: expression)
            }
            let value = literal.literal.tokenKind == .keyword(.true)
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

    private func nested<Result>(_ expression: ExprSyntax, type: String, table: MemberTable<Result>) throws -> (Result, ExpressionCall) {
        let raw = try rawCall(expression)
        if raw.receiver != nil || (raw.typeName != nil && raw.typeName != type) {
            throw error("expected a \(type), found '\(expression.trimmedDescription)'", at: expression)
        }
        return try resolve(raw, in: table, what: type)
    }

    /// A number literal, possibly negated: `0.42`, `170`, `-0.2`, `1e-3`, `1_000`.
    private func numberLiteral(_ expression: ExprSyntax) -> NumberLiteral? {
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-",
           let inner = numberLiteral(prefix.expression), !inner.text.hasPrefix("-") {
            return NumberLiteral(text: "-" + inner.text, value: -inner.value)
        }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first,
           only.label == nil {
            return numberLiteral(only.expression)
        }
        let text: String
        if let float = expression.as(FloatLiteralExprSyntax.self) {
            text = float.literal.text
        } else if let integer = expression.as(IntegerLiteralExprSyntax.self) {
            text = integer.literal.text
        } else {
            return nil
        }
        let digits = text.replacingOccurrences(of: "_", with: "")
        let value: Double?
        if expression.is(IntegerLiteralExprSyntax.self), digits.count > 2, digits.hasPrefix("0"),
           let radix = ["x": 16, "o": 8, "b": 2][String(digits.dropFirst().prefix(1))] {
            value = Int(digits.dropFirst(2), radix: radix).map(Double.init)
        } else {
            value = Double(digits)
        }
        return value.map { NumberLiteral(text: text, value: $0) }
    }
}

/// Finds the first missing or unexpected piece SwiftParser recorded in a tree.
private final class SyntaxErrorFinder: SyntaxVisitor {
    var first: (AbsolutePosition, String)?

    private func record(_ position: AbsolutePosition, _ message: String) {
        if first == nil || position < first!.0 { first = (position, message) }
    }

    override func visit(_ node: UnexpectedNodesSyntax) -> SyntaxVisitorContinueKind {
        record(node.positionAfterSkippingLeadingTrivia, "unexpected '\(node.trimmedDescription)'")
        return .skipChildren
    }

    override func visit(_ node: MissingExprSyntax) -> SyntaxVisitorContinueKind {
        record(node.positionAfterSkippingLeadingTrivia, "expected an expression")
        return .skipChildren
    }

    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        if token.presence == .missing {
            let text = token.text
            record(token.positionAfterSkippingLeadingTrivia, text.isEmpty ? "expected a name" : "expected '\(text)'")
        }
        return .visitChildren
    }
}
