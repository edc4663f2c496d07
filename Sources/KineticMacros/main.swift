/// KineticMacros: the compiler plugin behind `@Entry` and `#Preview`, written without swift-syntax (which would
/// add minutes to every clean build, debug and release, for one small macro).
///
/// Wire protocol (see swift-syntax `PluginMessages.swift`): every message is an 8-byte
/// little-endian `UInt64` length followed by that many bytes of JSON encoding a
/// Swift-synthesized `Codable` enum, e.g. `{"getCapability":{"capability":{...}}}`.
#if canImport(FoundationEssentials)
import FoundationEssentials  // JSONEncoder/JSONDecoder without ICU; much lighter than Foundation
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// MARK: - Messages (only the fields we use; Decodable ignores unknown JSON keys)

struct Location: Codable { var fileName: String; var offset: Int }
struct Syntax: Codable { var source: String; var location: Location }
struct MacroRef: Codable { var typeName: String }
struct Capability: Codable { var protocolVersion: Int }

/// Host → plugin. Case and argument labels must match the compiler's enum exactly.
enum HostMessage: Decodable {
    case getCapability(capability: Capability?)
    case expandAttachedMacro(macro: MacroRef, macroRole: String, attributeSyntax: Syntax, declSyntax: Syntax)
    case expandFreestandingMacro(macro: MacroRef, syntax: Syntax)
}

/// Plugin → host.
enum PluginMessage: Encodable {
    case getCapabilityResult(capability: Capability)
    case expandMacroResult(expandedSource: String?, diagnostics: [Diagnostic])
}

struct Diagnostic: Encodable {
    struct Position: Encodable { var fileName: String; var offset: Int }
    var message: String
    var severity = "error"
    var position: Position
    var highlights: [Never] = [], notes: [Never] = [], fixIts: [Never] = []  // always empty: `[]`

    /// An error at the first token of `syntax`. (`syntax.location` is where its leading
    /// trivia starts, i.e. the end of the previous line, not the `@` of the attribute.)
    init(_ message: String, at syntax: Syntax?) {
        self.message = message
        var cursor = Cursor(syntax?.source ?? "")
        cursor.skipTrivia()
        let trivia = String(cursor.s.prefix(cursor.i)).utf8.count
        position = Position(fileName: syntax?.location.fileName ?? "", offset: (syntax?.location.offset ?? 0) + trivia)
    }
}

// MARK: - Parsing `[attributes] [modifiers] var name: Type [= initializer]`

/// A position in declaration text that can step over comments, string literals and brackets.
struct Cursor {
    let s: [Character]
    var i = 0
    init(_ text: String) { s = Array(text) }

    var peek: Character? { i < s.count ? s[i] : nil }
    func next(is c: Character) -> Bool { i + 1 < s.count && s[i + 1] == c }

    /// Skips whitespace, `// line` and `/* block */` comments.
    mutating func skipTrivia() {
        while let c = peek {
            if c.isWhitespace { i += 1 }
            else if c == "/", next(is: "/") { while let c = peek, !c.isNewline { i += 1 } }
            else if c == "/", next(is: "*") {
                i += 2
                while peek != nil, !(peek == "*" && next(is: "/")) { i += 1 }
                i += 2
            } else { return }
        }
    }

    /// Reads an identifier (dotted like `Foo.Bar`, or `escaped`); "" if there is none.
    mutating func word() -> String {
        let start = i
        if peek == "`" {
            i += 1
            while let c = peek, c != "`" { i += 1 }
            i += 1
        } else {
            while let c = peek, c.isLetter || c.isNumber || c == "_" || c == "." { i += 1 }
        }
        return String(s[start..<min(i, s.count)])
    }

    /// Stops at the first character in `stops` at bracket depth 0 outside strings/comments, or at the end.
    /// Brackets are `()`, `[]`, `{}` and a generic argument list `<...>` (see `genericArgumentsEnd`).
    mutating func skip(until stops: String) {
        while true {
            skipTrivia()
            guard let c = peek, !stops.contains(c) else { return }
            if c == "\"" || (c == "#" && rawStringQuote() != nil) { skipString(); continue }
            if c == "<", let end = genericArgumentsEnd() { i = end + 1; continue }
            if c == "-", next(is: ">") { i += 2; continue }  // `->`: its `>` closes nothing
            i += 1
            if let close = ["(": ")", "[": "]", "{": "}"][c] { skip(until: close); i += 1 }
        }
    }

    /// If `#...#"` starts here, the index of its first `"`.
    func rawStringQuote() -> Int? {
        var j = i
        while j < s.count, s[j] == "#" { j += 1 }
        return j > i && j < s.count && s[j] == "\"" ? j : nil
    }

    /// Skips a string literal starting here: `"..."`, `"""..."""`, raw `#"..."#`, with
    /// interpolations `\( ... )` (which may hold strings and brackets themselves).
    mutating func skipString() {
        let hashes = (rawStringQuote() ?? i) - i
        i += hashes
        let quotes = i + 2 < s.count && s[i + 1] == "\"" && s[i + 2] == "\"" ? 3 : 1
        i += quotes
        func closes(_ cursor: Cursor) -> Bool {
            let j = cursor.i
            guard j + quotes + hashes <= cursor.s.count else { return false }
            return (0..<quotes).allSatisfy { cursor.s[j + $0] == "\"" }
                && (0..<hashes).allSatisfy { cursor.s[j + quotes + $0] == "#" }
        }
        while let c = peek {
            if closes(self) { i += quotes + hashes; return }
            if c == "\\", (0..<hashes).allSatisfy({ i + 1 + $0 < s.count && s[i + 1 + $0] == "#" }) {
                i += 1 + hashes
                if peek == "(" { i += 1; skip(until: ")") }
                i += 1
            } else {
                i += 1
            }
        }
    }

    /// At a `<` that opens a generic argument list (`Dictionary<String, Int>`), the index of its
    /// `>`; nil when the `<` is an operator (`a < b`). Swift's own rule, simplified: the `<` follows
    /// a name with no space, and up to a balanced `>` there are only the characters a type can hold.
    func genericArgumentsEnd() -> Int? {
        guard i > 0, s[i - 1].isLetter || s[i - 1].isNumber || s[i - 1] == "_" || s[i - 1] == "`" else { return nil }
        var depth = 0, j = i
        while j < s.count {
            let c = s[j]
            if c == "<" { depth += 1 }
            else if c == ">" { depth -= 1; if depth == 0 { return j } }
            else if c == "-", j + 1 < s.count, s[j + 1] == ">" { j += 1 }
            else if !(c.isLetter || c.isNumber || c.isWhitespace || "_.,:[]()?!&`".contains(c)) { return nil }
            j += 1
        }
        return nil
    }

    /// Skips a balanced `( ... )` if one starts here (attribute arguments, `private(set)`).
    mutating func skipParentheses() { if peek == "(" { i += 1; skip(until: ")"); i += 1 } }

    func text(from start: Int) -> String { String(s[min(start, s.count)..<min(i, s.count)]).trimmed }
}

struct ParseError: Error { var message: String; init(_ message: String) { self.message = message } }

/// The parts of a variable declaration that `@Entry` needs.
struct EntryDecl {
    /// `type` is "" when the declaration leaves it to be inferred from `initializer`.
    var name: String, type: String, initializer: String

    init(parsing source: String) throws(ParseError) {
        var c = Cursor(source)
        // Attributes (`@Entry`, `@available(*, ...)`), modifiers (`public`, `private(set)`) and
        // `#if`/`#elseif`/`#else`/`#endif` lines around attributes, then `var`.
        while true {
            c.skipTrivia()
            if c.peek == "@" { c.i += 1; _ = c.word(); c.skipParentheses(); continue }
            if c.peek == "#" { while let ch = c.peek, !ch.isNewline { c.i += 1 }; continue }
            switch c.word() {
            case "var": break
            case "let": throw ParseError("@Entry requires `var`, not `let`")
            case "static", "class": throw ParseError("@Entry cannot be applied to a static property")
            case "": throw ParseError("@Entry can only be applied to `var name: Type = default`")
            default: c.skipParentheses(); continue
            }
            break
        }
        c.skipTrivia()
        name = c.word()
        guard !name.isEmpty, !name.contains(".") else { throw ParseError("@Entry needs a simple name: `var name: Type = default`") }
        c.skipTrivia()
        if c.peek == ":" {
            // The type runs until a top-level `=` or `{` (accessor block). (Two variables in one
            // declaration never reach the plugin: the compiler refuses them first.)
            c.i += 1
            let typeStart = c.i
            c.skip(until: "={")
            type = c.text(from: typeStart)
            guard !type.isEmpty else { throw ParseError("@Entry needs a type: `var \(name): Type = default`") }
        } else if c.peek == "=" {
            type = ""  // inferred from the default, as for any `var name = default`
        } else {
            throw ParseError("@Entry needs a type or a default: `var \(name): Type = default`")
        }
        let stop = c.peek
        if stop == "{" { throw ParseError("@Entry cannot be applied to a property with accessors") }

        // The initializer, the rest of the declaration, may contain anything an expression can.
        if stop == "=" {
            initializer = String(c.s[(c.i + 1)...]).trimmed
        } else if type.hasSuffix("?") || type.hasSuffix("!") || type.hasPrefix("Optional<") {
            initializer = "nil"  // optionals default to nil, as for a plain `var x: Int?`
        } else {
            initializer = ""
        }
        guard !initializer.isEmpty else { throw ParseError("@Entry needs a default value: `var \(name): \(type) = default`") }
    }
}

extension String {
    /// The string without leading/trailing whitespace (no Foundation `CharacterSet` needed).
    var trimmed: String { String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed()) }
}

// MARK: - Expansion

/// Expands one role of `@Entry`; throws `ParseError` for unsupported declarations.
func expandEntry(role: String, decl: String) throws(ParseError) -> String {
    let entry = try EntryDecl(parsing: decl)
    let key = "__Key_" + entry.name.filter { $0 != "`" }
    switch role {
    case "accessor":
        // Bare accessors; the compiler also accepts them wrapped in `{ }` (what swift-syntax sends).
        return "get {\n    self[\(key).self]\n}\nset {\n    self[\(key).self] = newValue\n}"
    case "peer":
        // `private` suffices: only the accessors, in the same scope, name the key. The default is
        // computed, as SwiftUI's is, so a non-Sendable default is no global stored state. The
        // initializer gets its own line so a trailing `// comment` cannot swallow the `}`.
        // With the type left to inference there is no type to write, so the default is a `static
        // let` (evaluated once; Swift 6 then requires its type to be Sendable).
        let value = entry.type.isEmpty
            ? "static let defaultValue = \(entry.initializer)\n"
            : "static var defaultValue: \(entry.type) {\n        return \(entry.initializer)\n    }"
        return "private struct \(key): KineticCore.EnvironmentKey {\n    \(value)\n}"
    default:
        throw ParseError("@Entry does not support the '\(role)' role")
    }
}

/// A failed expansion; the compiler shows `message` (if any) as an error at `syntax`.
func failure(_ message: String?, at syntax: Syntax?) -> PluginMessage {
    .expandMacroResult(expandedSource: nil, diagnostics: message.map { [Diagnostic($0, at: syntax)] } ?? [])
}

/// Answers one request.
func handle(_ message: HostMessage) -> PluginMessage {
    switch message {
    case .getCapability:
        return .getCapabilityResult(capability: Capability(protocolVersion: 7))
    case let .expandAttachedMacro(macro, role, attribute, decl):
        guard macro.typeName == "EntryMacro" else { return failure("no macro '\(macro.typeName)'", at: attribute) }
        do { return .expandMacroResult(expandedSource: try expandEntry(role: role, decl: decl.source), diagnostics: []) }
        // Both roles see the same bad decl: report it once, from the accessor role.
        catch { return failure(role == "peer" ? nil : error.message, at: attribute) }
    case let .expandFreestandingMacro(macro, syntax):
        // `#Preview` declares nothing in the program itself (its arguments are still type-checked
        // against the macro's signature): `kinetic preview` reads the previews from the sources.
        guard macro.typeName == "PreviewMacro" else { return failure("no freestanding macro '\(macro.typeName)'", at: syntax) }
        return .expandMacroResult(expandedSource: "", diagnostics: [])
    }
}

// MARK: - Standard I/O transport

/// Keep private copies of stdin/stdout for the protocol and point fd 1 at stderr,
/// so a stray `print` can never corrupt the message stream.
let input = dup(0), output = dup(1)
dup2(2, 1)

/// Reads exactly `count` bytes with read(2), or returns nil at end of input.
func readExactly(_ count: Int) -> [UInt8]? {
    var buffer = [UInt8](repeating: 0, count: count), done = 0
    while done < count {
        let n = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress! + done, count - done) }
        if n > 0 { done += n } else if n == 0 || errno != EINTR { return nil }
    }
    return buffer
}

/// Writes all bytes with write(2): unbuffered, so there is nothing to flush.
func writeAll(_ bytes: [UInt8]) {
    var done = 0
    while done < bytes.count {
        let n = bytes.withUnsafeBytes { write(output, $0.baseAddress! + done, bytes.count - done) }
        if n > 0 { done += n } else if errno != EINTR { exit(1) }
    }
}

while let header = readExactly(8) {
    let length = header.reversed().reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
    if length == 0 { break }  // an empty message means "shut down"
    guard let body = readExactly(Int(length)) else { break }
    let reply: PluginMessage
    do { reply = handle(try JSONDecoder().decode(HostMessage.self, from: Data(body))) }
    catch { reply = failure("KineticMacros: unreadable request: \(error)", at: nil) }
    let json = try! JSONEncoder().encode(reply)
    writeAll(withUnsafeBytes(of: UInt64(json.count).littleEndian, Array.init) + Array(json))
}
