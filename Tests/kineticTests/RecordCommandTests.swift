import Foundation
import KineticGallery
import KineticInspector
import Testing

extension CommandTests {
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

        /// The lab through the one pipeline: `--clicks` are taps on lane A, the tuning options set the
        /// tuned spring; two runs write the same bytes, and `replay` reproduces them.
        @Test func recordIsRepeatableAndReplayReproducesIt() throws {
            let base = Self.temporary("record")
            defer { try? FileManager.default.removeItem(at: base) }
            for name in ["a", "b"] {
                let result = try Self.run(["record", "--clicks", "0,0.12,0.3", "--duration", "2",
                                           "--bounce", "0.3", "--spring-duration", "0.5",
                                           "--out", base.appendingPathComponent(name).path])
                #expect(result.status == 0, "stderr: \(result.err)")
                // 14 events: each tap repaints lane A's two stop capsules at once (2 jumps × 3), and
                // lane A's sprite and B, its A/B (the same sprite's second run), each start, take two
                // more taps (A merges, B combines) and complete (4 × 2).
                #expect(result.out == "lab: 3 taps, 2 animated attributes, 14 events → \(base.path)/\(name)\n")
            }
            for file in ["run.json", "samples.csv", "events.csv", "script.txt", "frames.png", "plots.png", "movie.gif"] {
                let a = try Data(contentsOf: base.appendingPathComponent("a/\(file)"))
                let b = try Data(contentsOf: base.appendingPathComponent("b/\(file)"))
                #expect(a == b && !a.isEmpty, "\(file) differs between two identical runs")
            }
            let script = try String(contentsOf: base.appendingPathComponent("a/script.txt"), encoding: .utf8)
            #expect(script == "0 tuning .spring(duration: 0.5, bounce: 0.3)\n0 tap A\n0.12 tap A\n0.3 tap A\n")
            let replay = try Self.run(["replay", base.appendingPathComponent("a/run.json").path,
                                       "--out", base.appendingPathComponent("c").path])
            #expect(replay.status == 0, "stderr: \(replay.err)")
            #expect(replay.out.contains("identical files"))
        }

        /// `--video` on any scene: every frame of the run reaches ffmpeg as raw RGBA at the run's
        /// frame rate (a stand-in ffmpeg, Tests/KineticMovieTests/Fixtures/fake-ffmpeg, copies them
        /// into the file); without ffmpeg the option is refused before anything is written.
        @Test func videoOfAnySceneHasEveryFrame() throws {
            let base = Self.temporary("video")
            defer { try? FileManager.default.removeItem(at: base) }
            let bin = base.appendingPathComponent("bin")
            try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
            let fake = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("KineticMovieTests/Fixtures/fake-ffmpeg")
            try FileManager.default.createSymbolicLink(at: bin.appendingPathComponent("ffmpeg"), withDestinationURL: fake)
            var environment = ProcessInfo.processInfo.environment
            environment["DISPLAY"] = nil
            environment["PATH"] = bin.path + ":/usr/bin:/bin"
            let out = base.appendingPathComponent("slice")
            let result = try DemoCommandTests.run(["record", "--scene", "spring-slice", "--duration", "0.5", "--frame-rate", "30",
                                                   "--size", "320x240", "--video", "--out", out.path], environment: environment)
            #expect(result.status == 0, "\(result.err)")
            #expect(result.out.hasSuffix("(with movie.mp4)\n"), "\(result.out)")
            // 0.5 s at 30 Hz: 16 frame times, both ends.
            let movie = try Data(contentsOf: out.appendingPathComponent("movie.mp4"))
            #expect(movie.count == 16 * 320 * 240 * 4)
            let arguments = try String(contentsOf: out.appendingPathComponent("arguments"), encoding: .utf8)
            #expect(arguments.contains("-video_size\n320x240\n-framerate\n30.0\n"), "\(arguments)")

            environment["PATH"] = "/nonexistent"
            let refused = try DemoCommandTests.run(["record", "--scene", "spring-slice", "--video", "--out",
                                                    base.appendingPathComponent("v").path], environment: environment)
            #expect(refused.status == 64)
            #expect(refused.err.hasPrefix("kinetic: ffmpeg is not installed; MP4/WebM need it: install the Debian package 'ffmpeg' (apt-get install ffmpeg)\n"))
            #expect(!FileManager.default.fileExists(atPath: base.appendingPathComponent("v").path))
        }

        @Test func badInputGivesOneClearLineAndAFailingStatus() throws {
            let base = Self.temporary("bad")
            try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: base) }
            let truncated = base.appendingPathComponent("run.json")
            try Data("{\"format\": \"kinetic-scene-run/1\", \"script\": [".utf8).write(to: truncated)
            let cases: [([String], String)] = [
                (["replay", truncated.path], "is not a Kinetic scene run: not valid JSON"),
                (["replay", base.appendingPathComponent("absent.json").path], "cannot read \(base.path)/absent.json: No such file or directory"),
                (["record", "--scene", "nope", "--out", base.path], "unknown scene 'nope'"),
                (["record", "--clicks", "0,abc", "--out", base.path], "'abc' is not a time in seconds"),
                (["record", "--clicks", "0,5", "--duration", "2", "--out", base.path], "5 s is after the run ends (--duration 2 s)"),
                (["record", "--clicks", "0", "--bounce", "3", "--out", base.path], "--bounce must be in -0.5…0.9, not 3.0"),
                (["record", "--clicks", "0", "--frame-rate", "0", "--out", base.path], "--frame-rate must be 1…1000 per second, not 0.0"),
                (["record", "--clicks", "0", "--out", "/proc/kinetic-cannot-write/o"], "cannot create the folder /proc/kinetic-cannot-write"),
                (["window", "--scene", "nope"], "unknown scene 'nope'"),
            ]
            for (arguments, message) in cases {
                let result = try Self.run(arguments)
                #expect(result.status != 0, "\(arguments)")
                #expect(result.err.contains(message), "\(arguments): \(result.err)")
                #expect(!result.err.contains("Fatal error") && !result.err.contains("Stack dump"), "\(arguments)")
                if arguments[0] == "replay" || arguments.contains("/proc/kinetic-cannot-write/o") {
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
            for option in ["--clicks", "--tap", "--duration", "--out", "--bounce", "--spring-duration", "--timing-curve", "--frame-rate", "--video"] {
                #expect(record.out.contains(option), "record --help lacks \(option)")
            }
        }
    }
}
