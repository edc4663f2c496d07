import Foundation
import Testing

extension CommandTests {
    /// The `kinetic` executable, run as a user would.
    @Suite struct DemoCommandTests {
        /// The `kinetic` binary built next to this test bundle.
        static func executable() throws -> URL {
            let directory = URL(fileURLWithPath: try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
                .deletingLastPathComponent()
            let candidates = [directory, directory.deletingLastPathComponent()].map { $0.appendingPathComponent("kinetic") }
            return try #require(candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) },
                                "no kinetic executable next to the tests in \(directory.path); build it first")
        }

        /// Runs `kinetic` with `arguments`; returns its exit status, standard output and standard error.
        static func run(_ arguments: [String], environment: [String: String]? = nil) throws
            -> (status: Int32, out: String, err: String) {
            let process = Process()
            process.executableURL = try executable()
            process.arguments = arguments
            if let environment { process.environment = environment }
            let out = Pipe(), err = Pipe()
            process.standardOutput = out
            process.standardError = err
            try process.run()
            let outData = out.fileHandleForReading.readDataToEndOfFile()
            let errData = err.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return (process.terminationStatus, String(decoding: outData, as: UTF8.self), String(decoding: errData, as: UTF8.self))
        }

        /// The scale samples (width component) of the CSV `kinetic demo` writes: (time, value, velocity).
        static func parseScale(_ text: String) throws -> [(time: Double, value: Double, velocity: Double)] {
            var lines = text.split(separator: "\n")[...]
            try #require(lines.popFirst() == "time,attribute,name,component,model,value,velocity,part,unit")
            return try lines.compactMap { line in
                let fields = line.split(separator: ",", omittingEmptySubsequences: false)
                try #require(fields.count == 9, "malformed line '\(line)'")
                guard fields[2] == "sprite · scaleEffect", fields[3] == "0" else { return nil }
                try #require(fields[7] == "scale x" && fields[8] == "factor", "'\(line)'")
                return (Double(fields[0])!, Double(fields[5])!, Double(fields[6])!)
            }
        }

        @Test func demoWritesFramesAndSamplesThatParseBack() throws {
            let out = FileManager.default.temporaryDirectory.appendingPathComponent("kinetic-demo-\(getpid())")
            defer { try? FileManager.default.removeItem(at: out) }
            var environment = ProcessInfo.processInfo.environment
            environment["DISPLAY"] = nil
            let result = try Self.run(["demo", "--out", out.path, "--clicks", "0.2,0.5,0.65", "--duration", "2.5"],
                                      environment: environment)
            #expect(result.status == 0, "stderr: \(result.err)")
            #expect(result.out.contains(out.path))

            let png = try Data(contentsOf: out.appendingPathComponent("frames.png"))
            #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]) && png.count > 10_000)

            // Samples are written while the sprite animates: from the first tap (0.2 s) on, every 1/60 s.
            let samples = try Self.parseScale(String(contentsOf: out.appendingPathComponent("samples.csv"), encoding: .utf8))
            #expect(samples.first?.time == 0.2)
            #expect(zip(samples, samples.dropFirst()).allSatisfy { abs($1.time - $0.time - 1.0 / 60) < 1e-9 })
            // Three taps (1 → 1.5 → 1 → 1.5): the bouncy spring overshoots 1.5 and ends near it.
            #expect(abs(samples.last!.value - 1.5) < 0.01)
            #expect(samples.contains { $0.value > 1.5 }, "the bouncy spring should overshoot")
            let events = try String(contentsOf: out.appendingPathComponent("events.csv"), encoding: .utf8)
            #expect(events.split(separator: "\n").dropFirst().map { $0.split(separator: ",").last! } == ["started", "merged", "merged", "completed"])
        }

        @Test func demoIsDeterministic() throws {
            let base = FileManager.default.temporaryDirectory.appendingPathComponent("kinetic-determinism-\(getpid())")
            defer { try? FileManager.default.removeItem(at: base) }
            var csv: [String] = []
            for run in ["a", "b"] {
                let out = base.appendingPathComponent(run)
                let result = try Self.run(["demo", "--out", out.path, "--clicks", "0.1,0.3", "--duration", "1"])
                #expect(result.status == 0, "stderr: \(result.err)")
                csv.append(try String(contentsOf: out.appendingPathComponent("samples.csv"), encoding: .utf8))
            }
            #expect(csv[0] == csv[1] && csv[0].count > 1000)
        }

        @Test func withoutADisplayEverySceneIsRecordedHeadless() throws {
            var environment = ProcessInfo.processInfo.environment
            for key in ["DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER"] { environment[key] = nil }
            let out = FileManager.default.temporaryDirectory.appendingPathComponent("kinetic-headless-\(getpid())")
            defer { try? FileManager.default.removeItem(at: out) }
            let result = try Self.run(["--out", out.path], environment: environment)
            #expect(result.status == 0, "stderr: \(result.err)")
            #expect(result.out.hasPrefix("no display (DISPLAY is not set): recording every scene headless into \(out.path)/"))
            let folders = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
            #expect(folders == ["binding-animation", "easing-playground", "elastic", "emoji-bounce", "keyframes", "lab",
                                "marching-ants", "matched-geometry", "pausable", "pet-avatar", "phase-animators", "podium",
                                "spring-slice", "timeline-clock", "transitions"])
            for folder in folders {
                let files = try FileManager.default.contentsOfDirectory(atPath: out.appendingPathComponent(folder).path).sorted()
                #expect(files == ["events.csv", "frames.png", "movie.gif", "plots.png", "run.json", "samples.csv", "script.txt"], "\(folder)")
            }
            // Running it again into the same folder refuses to overwrite, with one line.
            let again = try Self.run(["--out", out.path], environment: environment)
            #expect(again.status == 1 && again.err.contains("exists already") && again.err.filter { $0 == "\n" }.count == 1)
        }

        @Test func anUnreachableDisplayFailsWithOneClearLine() throws {
            var environment = ProcessInfo.processInfo.environment
            for key in ["WAYLAND_DISPLAY", "SDL_VIDEODRIVER"] { environment[key] = nil }
            environment["DISPLAY"] = ":4242"
            let result = try Self.run([], environment: environment)
            #expect(result.status == 1)
            #expect(result.err.hasPrefix("kinetic: cannot open display :4242 ("), "stderr: \(result.err)")
            #expect(result.err.filter { $0 == "\n" }.count == 1)
        }

        @Test func aMissingFontFailsWithOneClearLine() throws {
            var environment = ProcessInfo.processInfo.environment
            environment["KINETIC_ASSETS"] = "/nonexistent/Assets"
            let result = try Self.run(["demo", "--out", FileManager.default.temporaryDirectory.path], environment: environment)
            #expect(result.status == 1)
            #expect(result.err.hasPrefix("kinetic: missing font file /nonexistent/Assets/Fonts/DejaVuSans.ttf"))
            #expect(result.err.contains("fonts-dejavu-core") && result.err.filter { $0 == "\n" }.count == 1)
        }

        @Test func badClickTimesAreRejected() throws {
            let result = try Self.run(["demo", "--out", "/tmp", "--clicks", "0.2,x"])
            #expect(result.status != 0)
            #expect(result.err.contains("'x' is not a time in seconds"))
        }
    }
}
