import Foundation
import KineticGallery
import KineticInspector
import Testing

extension SDLTests {
    /// `kinetic list`, `record`, `replay` and `--help`, run as a user would, good input and bad.
    @Suite struct RecordCommandTests {
        static func run(_ arguments: [String]) throws -> (status: Int32, out: String, err: String) {
            var environment = ProcessInfo.processInfo.environment
            environment["DISPLAY"] = nil  // all of these are headless
            return try DemoCommandTests.run(arguments, environment: environment)
        }

        static func temporary(_ name: String) -> URL {
            FileManager.default.temporaryDirectory.appendingPathComponent("kinetic-\(name)-\(getpid())")
        }

        @Test func recordIsRepeatableAndReplayReproducesIt() throws {
            let base = Self.temporary("record")
            defer { try? FileManager.default.removeItem(at: base) }
            for name in ["a", "b"] {
                let result = try Self.run(["record", "--scene", "lab", "--clicks", "0,0.12,0.3", "--duration", "2",
                                           "--bounce", "0.3", "--spring-duration", "0.5",
                                           "--out", base.appendingPathComponent(name).path])
                #expect(result.status == 0, "stderr: \(result.err)")
            }
            for file in ["trace.csv", "run.json", "comparison.png"] {
                let a = try Data(contentsOf: base.appendingPathComponent("a/\(file)"))
                let b = try Data(contentsOf: base.appendingPathComponent("b/\(file)"))
                #expect(a == b && !a.isEmpty, "\(file) differs between two identical runs")
            }
            let replay = try Self.run(["replay", base.appendingPathComponent("a/run.json").path,
                                       "--out", base.appendingPathComponent("c").path])
            #expect(replay.status == 0, "stderr: \(replay.err)")
            let recorded = try String(contentsOf: base.appendingPathComponent("a/trace.csv"), encoding: .utf8)
            let replayed = try String(contentsOf: base.appendingPathComponent("c/trace.csv"), encoding: .utf8)
            #expect(recorded == replayed)
            let rows = try TraceCSV.parse(recorded)
            #expect(rows.count == 2 * 121 && rows.first?.sprite == "A" && rows.last?.sprite == "B")
            let run = try LabRecording.read(base.appendingPathComponent("a/run.json"))
            #expect(run.script.clicks.map(\.time) == [0, 0.12, 0.3])
        }

        @Test func badInputGivesOneClearLineAndAFailingStatus() throws {
            let base = Self.temporary("bad")
            try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: base) }
            let truncated = base.appendingPathComponent("run.json")
            try Data("{\"format\": \"kinetic-lab-run/1\", \"lanes\": [".utf8).write(to: truncated)
            let cases: [([String], String)] = [
                (["replay", truncated.path], "is not a Kinetic run (a lab or a scene recording): not valid JSON"),
                (["replay", base.appendingPathComponent("absent.json").path], "cannot read it"),
                (["record", "--scene", "nope", "--clicks", "0", "--out", base.path], "unknown scene 'nope'"),
                (["record", "--clicks", "0,abc", "--out", base.path], "'abc' is not a time in seconds"),
                (["record", "--clicks", "0,5", "--duration", "2", "--out", base.path], "outside the run"),
                (["record", "--clicks", "0", "--bounce", "3", "--out", base.path], "bounce in"),
                (["record", "--clicks", "0", "--out", "/proc/kinetic-cannot-write"], "cannot write /proc/kinetic-cannot-write"),
                (["window", "--scene", "nope"], "unknown scene 'nope'"),
            ]
            for (arguments, message) in cases {
                let result = try Self.run(arguments)
                #expect(result.status != 0, "\(arguments)")
                #expect(result.err.contains(message), "\(arguments): \(result.err)")
                #expect(!result.err.contains("Fatal error") && !result.err.contains("Stack dump"), "\(arguments)")
                if arguments[0] == "replay" || arguments.contains("/proc/kinetic-cannot-write") {
                    #expect(result.err.filter { $0 == "\n" }.count == 1, "one line: \(result.err)")
                }
            }
        }

        /// An unknown scene gets the same line from every command that takes one (with the hint to
        /// `list`), and a scene's title works where its name does.
        @Test func everyCommandNamesAnUnknownSceneAlikeAndTakesTitles() throws {
            let base = Self.temporary("scenes")
            defer { try? FileManager.default.removeItem(at: base) }
            let names = GalleryCatalog.scenes.map(\.name).joined(separator: ", ")
            let expected = "kinetic: unknown scene 'nope'; the scenes are: \(names) (`kinetic list` shows their titles)\n"
            for arguments in [["window", "--scene", "nope"], ["record", "--scene", "nope", "--out", base.path], ["--scene", "nope"]] {
                let result = try Self.run(arguments)
                #expect(result.status == 1, "\(arguments)")
                #expect(result.err.hasSuffix(expected), "\(arguments): \(result.err)")
                #expect(result.err.filter { $0 == "\n" }.count == 1, "\(arguments): \(result.err)")
            }
            let slice = try #require(GalleryCatalog.scene(named: "spring-slice"))
            let byTitle = try Self.run(["record", "--scene", slice.title, "--duration", "0.2", "--out", base.appendingPathComponent("t").path])
            #expect(byTitle.status == 0, "\(byTitle.err)")
            #expect(FileManager.default.fileExists(atPath: base.appendingPathComponent("t/samples.csv").path))
        }

        @Test func listAndHelpNameEveryCommandAndScene() throws {
            let list = try Self.run(["list"])
            #expect(list.status == 0)
            for scene in GalleryCatalog.scenes { #expect(list.out.contains(scene.name)) }
            let help = try Self.run(["--help"])
            for command in ["window", "list", "record", "replay", "bench", "demo"] {
                #expect(help.out.contains(command), "--help lacks \(command)")
            }
            let record = try Self.run(["record", "--help"])
            for option in ["--clicks", "--duration", "--out", "--bounce", "--spring-duration", "--timing-curve"] {
                #expect(record.out.contains(option), "record --help lacks \(option)")
            }
        }
    }
}
