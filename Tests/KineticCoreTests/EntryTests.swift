import Foundation
import Testing
import KineticCore

// `@Entry` as the seeds use it, and the shapes around it: strings holding `=` and `:`, collections,
// optionals with and without a default, access modifiers, doc comments.
extension EnvironmentValues {
    @Entry var animationPaused: Bool = false
    /// A title.
    @Entry public var entryTitle: String = "a = b: c" // trailing comment
    @Entry var entryItems: [Int] = [1, 2]
    @Entry var entryMaybe: Int? = nil
    @Entry var entryImplicitNil: String?
    @Entry var entryCurve: UnitCurve = .bezier(startControlPoint: UnitPoint(x: 0.2, y: 0), endControlPoint: UnitPoint(x: 0.8, y: 1))
}

// The declarations SwiftUI's `@Entry` accepts beyond the seeds' shapes: generic types (whose `,`
// is no second variable), function types, tuples, inferred types, attributes before and after the
// macro, `#if` among the attributes, operators `<` and `>` in a default, closures, multi-line
// defaults, interpolated, raw and multi-line strings.
extension EnvironmentValues {
    @Entry var entryDictionary: Dictionary<String, Int> = [:]
    @Entry var entryNested: [String: Set<Int>] = ["a": [1, 2]]
    @Entry var entryGenericResult: Result<Array<Int>, Never> = .success([1, 2])
    @Entry var entryTransform: @Sendable (Int) -> Int = { value in value * 2 }
    @Entry var entryTuple: (count: Int, label: String) = (count: 1, label: "x, y")
    @Entry var entryInferred = Dictionary<String, Int>(uniqueKeysWithValues: [("k", 3)])
    @Entry var entryInferredLiteral = 2.5
    @Entry var entryComparisons: Bool = 1 < 2 && 3 > 2
    @Entry var entryInferredComparisons = 2 < 1 || 1 > 2
    @available(swift, introduced: 5.0) @Entry var entryAttributed: String = "@x(y)"
    @Entry @available(swift, introduced: 5.0, message: "a = b, (c)") var entryAttributedAfter: Int = 4
    @Entry
    #if os(Linux)
    @available(swift, introduced: 5.0)
    #else
    @available(swift, introduced: 5.1)
    #endif
    var entryConditional: Int = 5
    @Entry var entryMultiline: [String: Double] = [
        "a": 1, // a comma inside the brackets
        "b": 2,
    ]
    @Entry var entryClosure: Int = {
        #if os(Linux)
        return 1
        #else
        return 2
        #endif
    }()
    @Entry var entryInterpolated: String = "\(["a", "b"].joined(separator: ", ")) = \("}")"
    @Entry var entryRaw: String = #"a "quoted", \(not) = b"#
    @Entry var entryMultilineString: String = """
        one, "two"
        three
        """
    @Entry var entryTrailingClosure: [Int] = [3, 1, 2].sorted { $0 < $1 }
    @Entry var entryOptionalGeneric: Optional<Array<Int>>
}

/// One declaration of the table: its text and a check that its default reads back and a write
/// round-trips without touching a fresh `EnvironmentValues`.
struct EntryDeclarationCase: Sendable, CustomTestStringConvertible {
    var declaration: String
    var check: @Sendable () -> Bool
    var testDescription: String { declaration }

    init(_ declaration: String, _ check: @escaping @Sendable () -> Bool) {
        self.declaration = declaration
        self.check = check
    }

    /// Whether `keyPath` reads `defaultValue`, reads `written` after a write, and a fresh value
    /// still reads `defaultValue`.
    static func roundTrips<V: Equatable>(
        _ keyPath: WritableKeyPath<EnvironmentValues, V>, _ defaultValue: V, _ written: V
    ) -> Bool {
        var environment = EnvironmentValues()
        let before = environment[keyPath: keyPath]
        environment[keyPath: keyPath] = written
        return before == defaultValue && environment[keyPath: keyPath] == written
            && EnvironmentValues()[keyPath: keyPath] == defaultValue
    }

    static let table: [EntryDeclarationCase] = [
        .init("var entryDictionary: Dictionary<String, Int> = [:]") { roundTrips(\.entryDictionary, [:], ["k": 1]) },
        .init("var entryNested: [String: Set<Int>] = [\"a\": [1, 2]]") { roundTrips(\.entryNested, ["a": [1, 2]], [:]) },
        .init("var entryGenericResult: Result<Array<Int>, Never> = .success([1, 2])") {
            roundTrips(\.entryGenericResult, .success([1, 2]), .success([]))
        },
        .init("var entryTransform: @Sendable (Int) -> Int = { value in value * 2 }") {
            var environment = EnvironmentValues()
            let doubled = environment.entryTransform(21)
            environment.entryTransform = { $0 + 1 }
            return doubled == 42 && environment.entryTransform(21) == 22 && EnvironmentValues().entryTransform(1) == 2
        },
        .init("var entryTuple: (count: Int, label: String) = (count: 1, label: \"x, y\")") {
            var environment = EnvironmentValues()
            let before = environment.entryTuple
            environment.entryTuple.count = 9
            return before == (1, "x, y") && environment.entryTuple == (9, "x, y") && EnvironmentValues().entryTuple == (1, "x, y")
        },
        .init("var entryInferred = Dictionary<String, Int>(uniqueKeysWithValues: [(\"k\", 3)])") {
            roundTrips(\.entryInferred, ["k": 3], [:])
        },
        .init("var entryInferredLiteral = 2.5") { roundTrips(\.entryInferredLiteral, 2.5, -1) },
        .init("var entryComparisons: Bool = 1 < 2 && 3 > 2") { roundTrips(\.entryComparisons, true, false) },
        .init("var entryInferredComparisons = 2 < 1 || 1 > 2") { roundTrips(\.entryInferredComparisons, false, true) },
        .init("@available(swift, introduced: 5.0) @Entry var entryAttributed: String = \"@x(y)\"") {
            roundTrips(\.entryAttributed, "@x(y)", "")
        },
        .init("@Entry @available(swift, introduced: 5.0, message: \"a = b, (c)\") var entryAttributedAfter: Int = 4") {
            roundTrips(\.entryAttributedAfter, 4, 0)
        },
        .init("@Entry #if os(Linux) @available(…) #else @available(…) #endif var entryConditional: Int = 5") {
            roundTrips(\.entryConditional, 5, 6)
        },
        .init("var entryMultiline: [String: Double] = [ (three lines, a comment) ]") {
            roundTrips(\.entryMultiline, ["a": 1, "b": 2], ["c": 3])
        },
        .init("var entryClosure: Int = { #if os(Linux) return 1 #else return 2 #endif }()") {
            roundTrips(\.entryClosure, 1, 3)
        },
        .init("var entryInterpolated: String = \"\\([\"a\", \"b\"].joined(separator: \", \")) = \\(\"}\")\"") {
            roundTrips(\.entryInterpolated, "a, b = }", "")
        },
        .init("var entryRaw: String = #\"a \"quoted\", \\(not) = b\"#") {
            roundTrips(\.entryRaw, "a \"quoted\", \\(not) = b", "")
        },
        .init("var entryMultilineString: String = \"\"\" one, \"two\" / three \"\"\"") {
            roundTrips(\.entryMultilineString, "one, \"two\"\nthree", "")
        },
        .init("var entryTrailingClosure: [Int] = [3, 1, 2].sorted { $0 < $1 }") {
            roundTrips(\.entryTrailingClosure, [1, 2, 3], [])
        },
        .init("var entryOptionalGeneric: Optional<Array<Int>>") { roundTrips(\.entryOptionalGeneric, nil, [1]) },
    ]
}

@Suite("@Entry")
struct EntryTests {
    @Test("Defaults read back, writes round-trip, fresh values keep the defaults")
    func roundTrips() {
        var environment = EnvironmentValues()
        #expect(environment.animationPaused == false)
        #expect(environment.entryTitle == "a = b: c")
        #expect(environment.entryItems == [1, 2])
        #expect(environment.entryMaybe == nil && environment.entryImplicitNil == nil)
        #expect(environment.entryCurve == .bezier(startControlPoint: UnitPoint(x: 0.2, y: 0), endControlPoint: UnitPoint(x: 0.8, y: 1)))
        environment.animationPaused = true
        environment.entryTitle = "t"
        environment.entryItems.append(3)
        environment.entryMaybe = 7
        environment.entryImplicitNil = "set"
        #expect(environment.animationPaused && environment.entryTitle == "t" && environment.entryItems == [1, 2, 3])
        #expect(environment.entryMaybe == 7 && environment.entryImplicitNil == "set")
        environment.entryMaybe = nil
        #expect(environment.entryMaybe == nil)
        #expect(EnvironmentValues().entryItems == [1, 2] && !EnvironmentValues().animationPaused)
    }

    @Test("Every declaration SwiftUI's @Entry accepts expands, reads its default and writes", arguments: EntryDeclarationCase.table)
    func declarationTable(_ row: EntryDeclarationCase) {
        #expect(row.check())
    }

    /// The plugin speaks the compiler's plugin messages by hand (Sources/KineticMacros/main.swift).
    /// This pins that format against the toolchain that runs the tests: the toolchain's `swiftc`
    /// loads the plugin this build made, expands good declarations without a word, and reports each
    /// bad one as one error at its `@Entry`, so the handshake, the expansion reply and the
    /// diagnostic reply are all read as the plugin writes them. See the README if it fails.
    @Test("This toolchain's swiftc loads the built plugin, accepts its expansions and places its errors")
    func pluginMessagesPinnedAgainstThisToolchain() throws {
        let directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let plugin = directory.appendingPathComponent("KineticMacros-tool").path
        try #require(FileManager.default.isExecutableFile(atPath: plugin), "no plugin at \(plugin)")
        let source = """
            public protocol EnvironmentKey { associatedtype Value; static var defaultValue: Value { get } }
            public struct EnvironmentValues {
                var stored: [ObjectIdentifier: Any] = [:]
                public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
                    get { stored[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
                    set { stored[ObjectIdentifier(key)] = newValue }
                }
            }
            @attached(accessor) @attached(peer, names: prefixed(__Key_))
            public macro Entry() = #externalMacro(module: "KineticMacros", type: "EntryMacro")
            extension EnvironmentValues {
                @Entry var a: Dictionary<String, Int> = [:]
                @Entry var b = 1 < 2
                  @Entry var c: Int
                @Entry let e: Int = 1
                @Entry var f = 1, g = 2
            }
            let check: (Dictionary<String, Int>, Bool) = (EnvironmentValues().a, EnvironmentValues().b)

            """
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("kinetic-entry-pin-\(getpid()).swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc", "-typecheck", "-swift-version", "6", "-module-name", "KineticCore",
                             "-load-plugin-executable", plugin + "#KineticMacros", file.path]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let output = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let errorLines = output.split(separator: "\n").filter { $0.hasPrefix(file.path) }.map { line in
            // "<path>:line:column: error: message" without the path.
            String(line.dropFirst(file.path.count))
        }
        #expect(process.terminationStatus == 1)
        // The plugin's own errors stand at the `@` of `@Entry`; the compiler adds one for the
        // stored property left behind, and refuses two variables before asking the plugin.
        #expect(errorLines == [
            ":14:7: error: @Entry needs a default value: `var c: Int = default` (from macro 'Entry ')",
            ":14:18: error: extensions must not contain stored properties",
            ":15:5: error: @Entry requires `var`, not `let` (from macro 'Entry ')",
            ":15:16: error: extensions must not contain stored properties",
            ":16:16: error: accessor macro 'Entry()' can only apply to a single variable",
            ":16:16: error: extensions must not contain stored properties",
            ":16:23: error: accessor macro 'Entry()' can only apply to a single variable",
            ":16:23: error: extensions must not contain stored properties",
        ], "swiftc said:\n\(output)")
    }

    @Test("A custom animation reads an @Entry value through its context's environment")
    func throughTheContext() {
        struct Holds: CustomAnimation {
            func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
                context.environment.animationPaused ? .zero : value.scaled(by: min(time, 1))
            }
        }
        var paused = EnvironmentValues()
        paused.animationPaused = true
        var running = AnimationContext<Double>(environment: EnvironmentValues())
        var held = AnimationContext<Double>(environment: paused)
        #expect(Animation(Holds()).animate(value: 2.0, time: 0.5, context: &running) == 1)
        #expect(Animation(Holds()).animate(value: 2.0, time: 0.5, context: &held) == 0)
    }
}
