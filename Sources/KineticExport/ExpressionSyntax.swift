import Foundation

/// The syntax of an animation expression: Swift's postfix expressions, as far as an animation is
/// written with them (`.spring(duration: 0.42, bounce: 0.3).delay(0.1)`, `Animation.snappy`,
/// `Spring(mass: 1, stiffness: 100, damping: 10)`, `-0.2`, `1_000`, `0x10`, `true`, comments and
/// line breaks anywhere between tokens), read into a tree that keeps where each part is.
///
/// Hand-written rather than SwiftParser's: the viewer reads typed animations in every user's
/// window, and swift-syntax would add its compile (minutes) to their build, which has none. What
/// is not an animation's shape (closures, operators, strings) is read far enough to say where it is.
struct ExpressionSyntax {
    /// A part of the expression: what it is, and the bytes (UTF-8 offsets into the text) it spans.
    struct Node {
        var kind: Kind
        var start: Int
        var end: Int

        indirect enum Kind {
            /// `.name` (no base), `base.name`.
            case member(base: Node?, name: String, nameStart: Int)
            /// `callee(arguments)`; `close` is the `)` (nil when it is missing), `closure` a trailing `{`.
            case call(callee: Node, arguments: [Argument], close: Int?, closure: Int?)
            /// A name on its own (`Spring`, `spring`, `fast`).
            case reference(String)
            /// A number literal as written.
            case number(String)
            /// `true` or `false`.
            case boolean(Bool)
            /// A prefix operator applied to a node (`-0.2`).
            case prefix(operator: String, operand: Node)
            /// `(node)`.
            case parenthesized(Node)
            /// Operands and operators in a row (`.snappy + 1`): not an animation.
            case sequence([Node])
            /// A binary operator within a sequence.
            case binaryOperator(String)
        }
    }

    /// An argument: its label (and where it is) and its value.
    struct Argument {
        var label: String?
        var labelStart: Int?
        var value: Node
        /// Where the argument starts (its label, else its value).
        var start: Int { labelStart ?? value.start }
    }

    /// A token: what it is, its text and its bytes.
    private struct Token {
        enum Kind: Equatable { case identifier, number, period, openParen, closeParen, comma, colon, openBrace, operator_, other, end }
        var kind: Kind
        var text: String
        var start: Int
        var end: Int
    }

    /// The text's bytes.
    let bytes: [UInt8]
    private var tokens: [Token] = []
    private var next = 0
    /// How deep parentheses and calls nest now; past ``maximumDepth`` the text is refused (no
    /// animation nests so; a deeper text must not exhaust the stack).
    private var depth = 0
    static let maximumDepth = 32

    /// The expression read from `text`, or the first problem in its syntax.
    static func read(_ text: String) -> Result<Node, AnimationExpressionError> {
        var syntax = ExpressionSyntax(text: text)
        if let failure = syntax.tokenize() { return .failure(failure) }
        return syntax.readExpression()
    }

    /// The text, not yet read (for quoting its parts and placing errors).
    init(text: String) { bytes = Array(text.utf8) }

    /// The source text of bytes `start..<end`.
    func text(_ start: Int, _ end: Int) -> String {
        String(decoding: bytes[max(0, start)..<min(bytes.count, max(start, end))], as: UTF8.self)
    }

    /// The source text of `node` as a one-line message quotes it: spaces and line breaks within
    /// as one space, and past 60 characters cut short with "…".
    func text(of node: Node) -> String { Self.quoted(text(node.start, node.end)) }

    /// `text` on one line (runs of spaces and line breaks as one space), at most 60 characters.
    static func quoted(_ text: String) -> String {
        let words = text.split(whereSeparator: { $0.isWhitespace || $0.isNewline })
        let line = words.joined(separator: " ")
        return line.count > 60 ? line.prefix(59) + "…" : line
    }

    /// An error at byte `offset` (line and column from 1, columns counting bytes as Swift's do).
    func error(_ message: String, at offset: Int, suggestion: String? = nil) -> AnimationExpressionError {
        var line = 1, lineStart = 0
        for index in 0..<min(offset, bytes.count) where bytes[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        return AnimationExpressionError(message: message, line: line, column: offset - lineStart + 1, suggestion: suggestion)
    }

    // MARK: Tokens

    private static func isIdentifierHead(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || byte == UInt8(ascii: "_") || byte >= 0x80
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    private static let operatorBytes = Set("+-*/=<>!&|^~%?".utf8)

    /// Splits the text into tokens, skipping spaces, line breaks and comments.
    /// - Returns: the problem, for a comment that is never closed.
    private mutating func tokenize() -> AnimationExpressionError? {
        var index = 0
        func at(_ offset: Int) -> UInt8? { offset < bytes.count ? bytes[offset] : nil }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                index += 1; continue
            }
            if byte == UInt8(ascii: "/"), at(index + 1) == UInt8(ascii: "/") {
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
                continue
            }
            if byte == UInt8(ascii: "/"), at(index + 1) == UInt8(ascii: "*") {
                let start = index
                index += 2
                while index < bytes.count, !(bytes[index] == UInt8(ascii: "*") && at(index + 1) == UInt8(ascii: "/")) { index += 1 }
                guard index < bytes.count else { return error("unterminated '/*' comment", at: start) }
                index += 2; continue
            }
            let start = index
            let kind: Token.Kind
            if Self.isIdentifierHead(byte) {
                while let b = at(index), Self.isIdentifierHead(b) || Self.isDigit(b) { index += 1 }
                kind = .identifier
            } else if Self.isDigit(byte) {
                index = numberEnd(from: index)
                kind = .number
            } else if Self.operatorBytes.contains(byte) {
                while let b = at(index), Self.operatorBytes.contains(b) { index += 1 }
                kind = .operator_
            } else {
                index += 1
                switch byte {
                case UInt8(ascii: "."): kind = .period
                case UInt8(ascii: "("): kind = .openParen
                case UInt8(ascii: ")"): kind = .closeParen
                case UInt8(ascii: ","): kind = .comma
                case UInt8(ascii: ":"): kind = .colon
                case UInt8(ascii: "{"): kind = .openBrace
                default: kind = .other
                }
            }
            tokens.append(Token(kind: kind, text: text(start, index), start: start, end: index))
        }
        tokens.append(Token(kind: .end, text: "", start: bytes.count, end: bytes.count))
        return nil
    }

    /// Where a number literal that starts at `index` ends: digits and `_`, a fraction, an exponent
    /// with its sign; `0x`, `0o`, `0b` with their digits.
    private func numberEnd(from index: Int) -> Int {
        var index = index
        func at(_ offset: Int) -> UInt8? { offset < bytes.count ? bytes[offset] : nil }
        func isWordByte(_ b: UInt8) -> Bool { Self.isIdentifierHead(b) || Self.isDigit(b) }
        if bytes[index] == UInt8(ascii: "0"), let radix = at(index + 1), [UInt8(ascii: "x"), UInt8(ascii: "o"), UInt8(ascii: "b")].contains(radix) {
            index += 2
            while let b = at(index), isWordByte(b) { index += 1 }
            return index
        }
        while let b = at(index), Self.isDigit(b) || b == UInt8(ascii: "_") { index += 1 }
        if at(index) == UInt8(ascii: "."), let b = at(index + 1), Self.isDigit(b) {
            index += 1
            while let b = at(index), Self.isDigit(b) || b == UInt8(ascii: "_") { index += 1 }
        }
        if let e = at(index), e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
            var after = index + 1
            if let sign = at(after), sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") { after += 1 }
            if let b = at(after), Self.isDigit(b) {
                index = after
                while let b = at(index), Self.isDigit(b) || b == UInt8(ascii: "_") { index += 1 }
            }
        }
        // Letters stuck to the digits (`2x`) belong to the literal, which then reads as no number.
        while let b = at(index), isWordByte(b) { index += 1 }
        return index
    }

    // MARK: Expressions

    private var token: Token { tokens[next] }

    /// The whole text as one expression (anything after it reported).
    private mutating func readExpression() -> Result<Node, AnimationExpressionError> {
        guard token.kind != .end else { return .failure(error("expected an expression", at: token.start)) }
        let expression = readSequence()
        guard case .success = expression, token.kind != .end else { return expression }
        return .failure(error("unexpected '\(Self.quoted(text(token.start, bytes.count)))'", at: token.start))
    }

    /// A postfix expression, or operands and operators in a row read whole (`.snappy + 1`, `0.5 * 2`),
    /// which the reader then refuses by quoting them.
    private mutating func readSequence() -> Result<Node, AnimationExpressionError> {
        var elements: [Node] = []
        repeat {
            if !elements.isEmpty {
                let op = token
                next += 1
                elements.append(Node(kind: .binaryOperator(op.text), start: op.start, end: op.end))
                if token.kind == .end || token.kind == .closeParen || token.kind == .comma { break }  // an operator last
            }
            switch readPostfix() {
            case let .success(node): elements.append(node)
            case let .failure(failure): return .failure(failure)
            }
        } while token.kind == .operator_
        return .success(elements.count == 1 ? elements[0] : Node(kind: .sequence(elements), start: elements[0].start, end: elements.last!.end))
    }

    /// A primary expression and the member accesses and calls after it.
    private mutating func readPostfix() -> Result<Node, AnimationExpressionError> {
        var node: Node
        switch readPrimary() {
        case let .success(primary): node = primary
        case let .failure(failure): return .failure(failure)
        }
        while true {
            if token.kind == .period {
                next += 1
                guard token.kind == .identifier else { return .failure(error("expected a name", at: token.start)) }
                let name = token
                next += 1
                node = Node(kind: .member(base: node, name: name.text, nameStart: name.start), start: node.start, end: name.end)
            } else if token.kind == .openParen {
                switch readCall(callee: node) {
                case let .success(call): node = call
                case let .failure(failure): return .failure(failure)
                }
            } else if token.kind == .openBrace {
                // A trailing closure: read as the call's, so the reader names it.
                let brace = token
                let end = skipBraces()
                if case let .call(callee, arguments, close, _) = node.kind {
                    node = Node(kind: .call(callee: callee, arguments: arguments, close: close, closure: brace.start), start: node.start, end: end)
                } else {
                    node = Node(kind: .call(callee: node, arguments: [], close: nil, closure: brace.start), start: node.start, end: end)
                }
            } else {
                return .success(node)
            }
        }
    }

    /// Skips a `{ … }` (nested braces included); returns where it ends.
    private mutating func skipBraces() -> Int {
        var depth = 0
        repeat {
            if token.kind == .openBrace { depth += 1 }
            if token.kind == .other, token.text == "}" { depth -= 1 }
            next += 1
        } while depth > 0 && token.kind != .end
        return tokens[next - 1].end
    }

    /// `.name`, a name, a number, `true`/`false`, `-operand`, `(expression)`.
    private mutating func readPrimary() -> Result<Node, AnimationExpressionError> {
        let first = token
        guard depth < Self.maximumDepth else { return .failure(error("nested more than \(Self.maximumDepth) deep", at: first.start)) }
        depth += 1
        defer { depth -= 1 }
        switch first.kind {
        case .period:
            next += 1
            guard token.kind == .identifier else { return .failure(error("expected a name", at: token.start)) }
            let name = token
            next += 1
            return .success(Node(kind: .member(base: nil, name: name.text, nameStart: name.start), start: first.start, end: name.end))
        case .identifier:
            next += 1
            if first.text == "true" || first.text == "false" {
                return .success(Node(kind: .boolean(first.text == "true"), start: first.start, end: first.end))
            }
            return .success(Node(kind: .reference(first.text), start: first.start, end: first.end))
        case .number:
            next += 1
            return .success(Node(kind: .number(first.text), start: first.start, end: first.end))
        case .operator_:
            next += 1
            switch readPrimary() {
            case let .success(operand):
                return .success(Node(kind: .prefix(operator: first.text, operand: operand), start: first.start, end: operand.end))
            case let .failure(failure): return .failure(failure)
            }
        case .openParen:
            next += 1
            let inner: Node
            switch readPostfix() {
            case let .success(node): inner = node
            case let .failure(failure): return .failure(failure)
            }
            guard token.kind == .closeParen else { return .failure(error("expected ')'", at: token.start)) }
            let close = token
            next += 1
            return .success(Node(kind: .parenthesized(inner), start: first.start, end: close.end))
        case .end:
            return .failure(error("expected an expression", at: first.start))
        default:
            return .failure(error("unexpected '\(Self.quoted(first.text))'", at: first.start))
        }
    }

    /// `(label: value, value, …)` after `callee`.
    private mutating func readCall(callee: Node) -> Result<Node, AnimationExpressionError> {
        next += 1  // (
        var arguments: [Argument] = []
        while token.kind != .closeParen {
            guard token.kind != .end else { return .failure(error("expected ')'", at: token.start)) }
            var label: Token?
            if token.kind == .identifier, tokens[next + 1].kind == .colon {
                label = token
                next += 2
            }
            guard token.kind != .end, token.kind != .closeParen, token.kind != .comma else {
                return .failure(error("expected an expression", at: token.start))
            }
            let value: Node
            switch readSequence() {
            case let .success(node): value = node
            case let .failure(failure): return .failure(failure)
            }
            arguments.append(Argument(label: label?.text, labelStart: label?.start, value: value))
            if token.kind == .comma { next += 1; continue }
            guard token.kind == .closeParen else {
                if token.kind == .end { return .failure(error("expected ')'", at: token.start)) }
                return .failure(error("expected ',' or ')', found '\(Self.quoted(token.text))'", at: token.start))
            }
        }
        let close = token
        next += 1
        return .success(Node(kind: .call(callee: callee, arguments: arguments, close: close.start, closure: nil), start: callee.start, end: close.end))
    }
}
