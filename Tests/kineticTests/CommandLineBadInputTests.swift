import Foundation
import KineticGallery
import Testing

extension CommandTests {
    /// The command line's bad input (issue 15), one test each: the exit status and the exact
    /// message — one line, plus the help hint for usage errors — and nothing left behind.
    @Suite struct CommandLineBadInputTests {
        /// A fresh folder for one test (tests run in parallel).
        static func folder() throws -> URL {
            let url = FileManager.default.temporaryDirectory.appendingPathComponent("kinetic-cli-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            return url
        }

        /// Runs `kinetic` in `directory` (relative paths land there).
        static func run(_ arguments: [String], in directory: URL) throws -> (status: Int32, out: String, err: String) {
            let process = Process()
            process.executableURL = try DemoCommandTests.executable()
            process.arguments = arguments
            process.currentDirectoryURL = directory
            var environment = ProcessInfo.processInfo.environment
            environment["DISPLAY"] = nil
            process.environment = environment
            let out = Pipe(), err = Pipe()
            process.standardOutput = out
            process.standardError = err
            try process.run()
            let errData = err.fileHandleForReading.readDataToEndOfFile()
            let outData = out.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return (process.terminationStatus, String(decoding: outData, as: UTF8.self), String(decoding: errData, as: UTF8.self))
        }

        /// The folder's entries, sorted.
        static func contents(_ url: URL) -> [String] {
            ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted()
        }

        static let recordHint = "usage: see 'kinetic record --help'\n"

        /// A negative number is read as the option's value (not as an unknown flag, which said
        /// "Missing value") and refused by its range.
        @Test(arguments: [(["--sprites", "-5"], "--sprites must be in 1…100000"), (["--seconds", "-1"], "--seconds must be in (0, 600]"),
                           (["--timeline", "-2"], "--timeline must be in (0, 60] minutes"), (["--timeline", "nan"], "--timeline must be in (0, 60] minutes")])
        func aNegativeBenchFigureIsRefusedByItsRange(arguments: [String], message: String) throws {
            let base = try Self.folder()
            defer { try? FileManager.default.removeItem(at: base) }
            let result = try Self.run(["bench"] + arguments, in: base)
            #expect(result.status == 64)
            #expect(result.err == "kinetic: \(message)\nusage: see 'kinetic bench --help'\n")
        }

        @Test func emptyClicksIsAUsageError() throws {
            let base = try Self.folder()
            defer { try? FileManager.default.removeItem(at: base) }
            let result = try Self.run(["record", "--clicks", "", "--out", "o"], in: base)
            #expect(result.status == 64)
            #expect(result.err == "kinetic: The value '' is invalid for '--clicks <clicks>': no click times given (e.g. 0,0.12,0.3)\n"
                + Self.recordHint)
            #expect(Self.contents(base).isEmpty, "nothing written")
        }

        @Test func emptyFieldInClicksIsAUsageError() throws {
            let base = try Self.folder()
            defer { try? FileManager.default.removeItem(at: base) }
            let result = try Self.run(["record", "--clicks", "0,,1", "--out", "o"], in: base)
            #expect(result.status == 64)
            #expect(result.err == "kinetic: The value '0,,1' is invalid for '--clicks <clicks>': an empty time in '0,,1' "
                + "(two commas in a row, or one at an end)\n" + Self.recordHint)
        }

        @Test func emptyOutIsAUsageError() throws {
            let base = try Self.folder()
            defer { try? FileManager.default.removeItem(at: base) }
            let result = try Self.run(["record", "--clicks", "0", "--out", ""], in: base)
            #expect(result.status == 64)
            #expect(result.err == "kinetic: --out must name a folder\n" + Self.recordHint)
            #expect(Self.contents(base).isEmpty, "nothing written into the current folder")
        }

        @Test func negativeClickGetsTheRangeError() throws {
            let base = try Self.folder()
            defer { try? FileManager.default.removeItem(at: base) }
            let result = try Self.run(["record", "--clicks", "-1", "--out", "o"], in: base)
            #expect(result.status == 64)
            #expect(result.err == "kinetic: The value '-1' is invalid for '--clicks <clicks>': '-1' is not a time in seconds ≥ 0\n"
                + Self.recordHint)
        }

        @Test("a scene's tap after the run ends, or at a point nothing tappable covers, is an error naming it; nothing is written")
        func tapsThatHitNothing() throws {
            let base = try Self.folder()
            defer { try? FileManager.default.removeItem(at: base) }
            let late = try Self.run(["record", "--scene", "keyframes", "--tap", "5@emoji", "--out", "o"], in: base)
            #expect(late.status == 1)
            #expect(late.err == "kinetic: --tap 5.0@emoji: 5 s is after the run ends (--duration 1.5 s)\n")
            let missed = try Self.run(["record", "--scene", "keyframes", "--tap", "0.1@9999,9999", "--out", "o"], in: base)
            #expect(missed.status == 1)
            #expect(missed.err == "kinetic: input '0.1 tap 9999,9999': nothing that takes taps is drawn at (9999, 9999) in 'keyframes' at 0.1 s\n")
            #expect(Self.contents(base).isEmpty)
        }

        @Test("--bounce and --spring-duration tune any scene's recording, as the sliders do; out of range they are refused")
        func tuningAppliesToAnyScene() throws {
            let base = try Self.folder()
            defer { try? FileManager.default.removeItem(at: base) }
            let tuned = try Self.run(["record", "--scene", "keyframes", "--bounce", "0.5", "--spring-duration", "0.4", "--out", "o"], in: base)
            #expect(tuned.status == 0, "\(tuned.err)")
            let script = try String(contentsOf: base.appendingPathComponent("o/script.txt"), encoding: .utf8)
            #expect(script.hasPrefix("0 tuning .spring(duration: 0.4, bounce: 0.5)\n"), "\(script)")
            let wild = try Self.run(["record", "--scene", "keyframes", "--spring-duration", "9", "--out", "p"], in: base)
            #expect(wild.status == 64)
            #expect(wild.err == "kinetic: --spring-duration must be in 0.1…2 seconds, not 9.0\n" + Self.recordHint)
            #expect(Self.contents(base) == ["o"])
        }

        @Test("a folder that cannot be written is named with the system's reason in words")
        func writeErrorsInWords() throws {
            let base = try Self.folder()
            defer { try? FileManager.default.removeItem(at: base) }
            let scene = try Self.run(["record", "--scene", "keyframes", "--out", "/proc/kinetic-test/o"], in: base)
            #expect(scene.status == 1)
            #expect(scene.err == "kinetic: cannot create the folder /proc/kinetic-test: No such file or directory\n")
            let lab = try Self.run(["record", "--clicks", "0", "--out", "/proc/kinetic-test"], in: base)
            #expect(lab.status == 1)
            #expect(lab.err == "kinetic: cannot write /proc/kinetic-test: No such file or directory\n")
            #expect(!lab.err.contains("NSCocoaErrorDomain"))
        }

        @Test func negativeDurationGetsTheRangeError() throws {
            let base = try Self.folder()
            defer { try? FileManager.default.removeItem(at: base) }
            let result = try Self.run(["record", "--clicks", "0", "--duration", "-1", "--out", "o"], in: base)
            #expect(result.status == 64)
            #expect(result.err == "kinetic: --duration must be 0.1…120 seconds, not -1.0\nusage: see 'kinetic record --help'\n")
            let demo = try Self.run(["demo", "--duration", "-1", "--out", "o"], in: base)
            #expect(demo.status == 64)
            #expect(demo.err == "kinetic: --duration must be in (0, 600] seconds, not -1.0\nusage: see 'kinetic demo --help'\n")
        }

        @Test func outUnderAFileNamesTheFile() throws {
            let base = try Self.folder()
            defer { try? FileManager.default.removeItem(at: base) }
            try Data("x".utf8).write(to: base.appendingPathComponent("file"))
            let result = try Self.run(["record", "--clicks", "0", "--out", "file/sub"], in: base)
            #expect(result.status == 1)
            #expect(result.err == "kinetic: cannot write into \(base.path)/file: it is a file, not a folder\n")
            #expect(!result.err.contains("NSCocoaErrorDomain"))
        }

        @Test func outThatIsAFileSaysSo() throws {
            let base = try Self.folder()
            defer { try? FileManager.default.removeItem(at: base) }
            try Data("x".utf8).write(to: base.appendingPathComponent("file"))
            let result = try Self.run(["record", "--clicks", "0", "--out", "file"], in: base)
            #expect(result.status == 1)
            #expect(result.err == "kinetic: \(base.path)/file exists already; choose another --out (nothing was overwritten)\n")
            #expect(try String(contentsOf: base.appendingPathComponent("file"), encoding: .utf8) == "x")
        }

        @Test func replayingAFolderSaysItIsAFolder() throws {
            let base = try Self.folder()
            defer { try? FileManager.default.removeItem(at: base) }
            try FileManager.default.createDirectory(at: base.appendingPathComponent("d"), withIntermediateDirectories: false)
            let result = try Self.run(["replay", "d"], in: base)
            #expect(result.status == 1)
            #expect(result.err == "kinetic: cannot read \(base.path)/d: it is a folder, not a file (give the run.json in it)\n")
        }

        /// An output folder that exists is refused and left as it was: nothing is written into it
        /// and no staging folder remains.
        @Test func anExistingFolderIsLeftAsItWas() throws {
            let base = try Self.folder()
            defer { try? FileManager.default.removeItem(at: base) }
            let out = base.appendingPathComponent("o")
            try FileManager.default.createDirectory(at: out.appendingPathComponent("plots.png"), withIntermediateDirectories: true)
            let result = try Self.run(["record", "--clicks", "0", "--out", "o"], in: base)
            #expect(result.status == 1)
            #expect(result.err == "kinetic: \(out.path) exists already; choose another --out (nothing was overwritten)\n")
            #expect(Self.contents(out) == ["plots.png"])
            #expect(Self.contents(base) == ["o"], "no staging folder left")
        }

        @Test func parseErrorIsOneLineAndTheHint() throws {
            let base = try Self.folder()
            defer { try? FileManager.default.removeItem(at: base) }
            let result = try Self.run(["record", "--clicks", "0,abc", "--out", "o"], in: base)
            #expect(result.status == 64)
            #expect(result.err == "kinetic: The value '0,abc' is invalid for '--clicks <clicks>': 'abc' is not a time in seconds ≥ 0\n"
                + Self.recordHint)
            let missing = try Self.run(["replay"], in: base)
            #expect(missing.status == 64)
            #expect(missing.err == "kinetic: Missing expected argument '<file>'\nusage: see 'kinetic replay --help'\n")
        }

        @Test func helpStatesTheLimits() throws {
            let base = try Self.folder()
            defer { try? FileManager.default.removeItem(at: base) }
            let help = try Self.run(["record", "--help"], in: base)
            #expect(help.status == 0)
            let flattened = help.out.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            #expect(flattened.contains("Seconds to record (0.1…120 seconds)."))
            #expect(flattened.contains("Samples per second of the fixed clock (1…1000 per second)."))
            #expect(flattened.contains("(-0.5…0.9; default 0.3)") && flattened.contains("(0.1…2; default 0.5)"))
        }

        @Test func replayOfAReplayGoesBesideIt() throws {
            let base = try Self.folder()
            defer { try? FileManager.default.removeItem(at: base) }
            #expect(try Self.run(["record", "--clicks", "0,0.3", "--out", "r"], in: base).status == 0)
            #expect(try Self.run(["replay", "r/run.json"], in: base).status == 0)
            let again = try Self.run(["replay", "r/replay/run.json"], in: base)
            #expect(again.status == 0, "\(again.err)")
            #expect(again.out == "kinetic: replayed r/replay/run.json: identical files in \(base.path)/r/replay-2\n")
            let files = ["events.csv", "frames.png", "movie.gif", "plots.png", "run.json", "samples.csv", "script.txt"]
            #expect(Self.contents(base.appendingPathComponent("r/replay")) == files)
            #expect(Self.contents(base.appendingPathComponent("r/replay-2")) == files)
        }
    }
}
