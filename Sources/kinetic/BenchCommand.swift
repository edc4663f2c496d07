import ArgumentParser
import Foundation
import KineticGallery
import KineticTools
import KineticSDL

/// `kinetic bench`: frames per second of N animated emoji sprites, vsync off, optionally against
/// SDL's own sprite benchmark (testsprite2) in the same run.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Measure frames per second with N engine-animated emoji sprites (vsync off), optionally against testsprite2.",
        discussion: """
            Each sprite is a Kinetic view (an emoji Text) whose position is animated by the engine with \
            withAnimation(.spring(duration: 1.2, bounce: 0.35)) and sent somewhere new when it comes to rest: \
            the scene graph, its display list and the renderer, the path your own views take. With --compare, SDL's testsprite2 (Debian's libsdl2-tests) runs with the same \
            window size and sprite count, and the ratio is printed. This is a benchmark, not a test: run it on an \
            otherwise idle machine (scripts/sprite-bench.sh does, under Xvfb).
            """
    )

    @Option(parsing: .unconditional, help: "Number of sprites.")
    var sprites: Int = 1000

    @Option(parsing: .unconditional, help: "Seconds to measure.")
    var seconds: Double = 5

    @Option(parsing: .unconditional, help: "Window width in pixels.")
    var width: Int = 640

    @Option(parsing: .unconditional, help: "Window height in pixels.")
    var height: Int = 480

    @Flag(help: "Also measure with the inspector overlay (a live plot) drawn over the sprites.")
    var overlay = false

    @Flag(help: "Also run testsprite2 with the same size and sprite count, and print the ratio.")
    var compare = false

    @Option(help: "Path of SDL's testsprite2.")
    var testsprite: String = "/usr/libexec/installed-tests/SDL2/testsprite2"

    func validate() throws {
        guard (1...100_000).contains(sprites) else { throw ValidationError("--sprites must be in 1…100000") }
        guard seconds.isFinite, seconds > 0, seconds <= 600 else { throw ValidationError("--seconds must be in (0, 600]") }
        if let timeline, !(timeline.isFinite && timeline > 0 && timeline <= 60) {
            throw ValidationError("--timeline must be in (0, 60] minutes")
        }
        guard (64...4096).contains(width), (64...4096).contains(height) else { throw ValidationError("--width and --height must be in 64…4096") }
    }

    @Option(parsing: .unconditional, help: ArgumentHelp(
        "Instead: minutes of the lab (a tap every 5 s), then a drag of the timeline's playhead back and forth, timed frame by frame.",
        valueName: "minutes"))
    var timeline: Double?

    @Option(parsing: .unconditional, help: "Rounds to alternate (the medians are reported; other load on the machine makes single runs noisy).")
    var rounds: Int = 1

    func run() throws {
        // `KineticCommand.main()`, the program's entry point, runs on the main thread and calls this
        // synchronously: the viewer and gallery code it drives is main-actor isolated.
        try MainActor.assumeIsolated {
            try CommandFailure.reporting {
                if let timeline { return try runTimeline(minutes: timeline) }
                guard rounds >= 1, rounds <= 50 else { throw CommandFailure(description: "--rounds must be in 1…50") }
                let fonts = try FontLibrary()
                let window = try Window(title: "Kinetic sprite bench", width: width, height: height, fonts: fonts, vsync: false)
                let scene = SpriteStressScene(count: sprites, size: window.canvas.size, showsOverlay: overlay)
                let loop = FrameLoop(window: window, scene: scene, unpaced: true)
                try loop.run(frameLimit: 30)  // warm-up: textures, caches

                /// Frames per second over `seconds` of real time.
                /// CPU time of the measurement just made, per frame, in milliseconds (every thread of the
                /// process: the GL driver's rasterising threads too), keyed by what was measured.
                var cpu: [String: [Double]] = [:]
                @MainActor func measure(_ label: String) throws -> Double {
                    try loop.run(frameLimit: loop.frameCount + 5)  // settle after a switch or after testsprite2
                    let frames = loop.frameCount, start = loop.realTime, startCPU = Self.processCPUSeconds()
                    while loop.realTime - start < seconds { try loop.run(frameLimit: loop.frameCount + 1) }
                    cpu[label, default: []].append((Self.processCPUSeconds() - startCPU) * 1000 / Double(loop.frameCount - frames))
                    return Double(loop.frameCount - frames) / (loop.realTime - start)
                }
                func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

                var plain: [Double] = [], overlaid: [Double] = [], reference: [Double] = []
                for round in 1...rounds {
                    // Interleaved, so load from elsewhere hits them all alike.
                    scene.showsOverlay = false
                    plain.append(try measure("plain"))
                    if overlay || rounds > 1 {
                        scene.showsOverlay = true
                        overlaid.append(try measure("overlay"))
                    }
                    if compare { reference.append(try testsprite2FPS(iterations: max(100, Int(plain.last! * seconds)))) }
                    var line = String(format: "round %d: kinetic %.1f frames/s", round, plain.last!)
                    if let o = overlaid.last { line += String(format: ", with inspector overlay %.1f", o) }
                    if let r = reference.last { line += String(format: ", testsprite2 %.1f", r) }
                    line += "; CPU ms/frame " + ["plain", "overlay"].compactMap { cpu[$0]?.last.map { String(format: "%.2f", $0) } }
                        .joined(separator: " / ")
                    if rounds > 1 { print(line) }
                }
                print(String(format: "kinetic: %d sprites, %dx%d, %@ renderer, vsync off: %.1f frames/s",
                             sprites, width, height, window.rendererName, median(plain)))
                if !overlaid.isEmpty {
                    let costs = zip(plain, overlaid).map { $0 / $1 - 1 }
                    print(String(format: "kinetic + inspector overlay: %.1f frames/s (time per frame %@ with the overlay)",
                                 median(overlaid), Self.signedPercent(median(costs))))
                    if let plainCPU = cpu["plain"], let overlayCPU = cpu["overlay"] {
                        // CPU time per frame, all threads: steadier than frames per second on a loaded machine.
                        print(String(format: "CPU time per frame (all threads), with overlay: %.2f ms vs %.2f ms (%@, median of per-round ratios)",
                                     median(overlayCPU), median(plainCPU),
                                     Self.signedPercent(median(zip(overlayCPU, plainCPU).map { $0 / $1 }) - 1)))
                    }
                }
                if !reference.isEmpty {
                    let ratios = zip(plain, reference).map { $0 / $1 }
                    print(String(format: "testsprite2: %d sprites, %dx%d: %.1f frames/s", sprites, width, height, median(reference)))
                    print(String(format: "ratio: %.2f× testsprite2 (median of %d)", median(ratios), ratios.count))
                    if !overlaid.isEmpty {
                        print(String(format: "ratio with overlay: %.2f× testsprite2", median(zip(overlaid, reference).map { $0 / $1 })))
                    }
                }
            }
        }
    }

    /// `--timeline`: the drag's frame times after `minutes` of the lab.
    @MainActor private func runTimeline(minutes: Double) throws {
        let result = try TimelineDragBench(minutes: minutes).run()
        func figures(_ values: [Double]) -> String {
            String(format: "p0 %.2f, p50 %.2f, p99 %.2f ms", TimelineDragBench.quantile(values, 0),
                   TimelineDragBench.quantile(values, 0.5), TimelineDragBench.quantile(values, 0.99))
        }
        print(String(format: "kinetic: the lab's timeline dragged after %g minutes (the session ran in %.1f s), %d frames, offscreen:",
                     minutes, result.sessionSeconds, result.whole.count))
        print("  a whole frame (input, update, draw): \(figures(result.whole))")
        print("  its update: \(figures(result.update)); its drawing: \(figures(result.draw))")
    }

    /// A relative change as a signed percentage: "+15.1 %", "−8.7 %" (never "+-8.7").
    static func signedPercent(_ fraction: Double) -> String {
        String(format: "%@%.1f %%", fraction < 0 ? "−" : "+", abs(fraction) * 100)
    }

    /// CPU seconds used by the whole process so far (user + system, every thread).
    static func processCPUSeconds() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        func seconds(_ t: timeval) -> Double { Double(t.tv_sec) + Double(t.tv_usec) / 1e6 }
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }

    /// Runs testsprite2 for `iterations` frames and reads the frame rate it reports.
    private func testsprite2FPS(iterations: Int) throws -> Double {
        guard FileManager.default.isExecutableFile(atPath: testsprite) else {
            throw CommandFailure(description: "no testsprite2 at \(testsprite) (apt-get install libsdl2-tests, or pass --testsprite PATH)")
        }
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("kinetic-testsprite2-\(getpid()).log")
        FileManager.default.createFile(atPath: log.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: log) }
        let handle = try FileHandle(forWritingTo: log)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: testsprite)
        // testsprite2 loads icon.bmp from its working directory.
        process.currentDirectoryURL = URL(fileURLWithPath: testsprite).deletingLastPathComponent()
        process.arguments = ["--geometry", "\(width)x\(height)", "--iterations", "\(iterations)", "\(sprites)"]
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        // It runs a fixed number of frames and prints its rate on the way out; under Xvfb it may then
        // linger in cleanup, so it is killed once the rate is written.
        var text = ""
        for _ in 0..<Int(20 * seconds + 600) where !text.contains("frames per second") {
            Thread.sleep(forTimeInterval: 0.05)
            text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        let rates = text.split(separator: "\n").compactMap { line -> Double? in
            guard let range = line.range(of: " frames per second") else { return nil }
            return Double(line[..<range.lowerBound].split(separator: " ").last ?? "")
        }
        guard let rate = rates.first else {
            throw CommandFailure(description: "testsprite2 reported no frame rate: \(text.split(separator: "\n").last ?? "")")
        }
        return rate
    }
}
