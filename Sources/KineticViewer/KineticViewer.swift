import ArgumentParser
import Foundation
import Kinetic
import KineticMovie
import KineticSDL

/// Opens your own Kinetic views in the viewer: a window with the scene list, time controls, spring
/// tuning and the inspector; headless recording when there is no display.
///
/// ```swift
/// import Kinetic
/// import KineticViewer
///
/// @main struct Previews {
///     static func main() {
///         KineticViewer.run {
///             PreviewScene("Card flip") { CardFlip() }
///             PreviewScene("Like button") { LikeButton() }
///         }
///     }
/// }
/// ```
/// The program then takes the viewer's command line: no arguments open the window (or, with no
/// display, record every scene into `out/preview/`); `list` names the scenes; `record --scene NAME
/// --tap 0.4@heart --duration 2 --out DIR` records one scene headless (samples.csv, events.csv,
/// frames.png).
public enum KineticViewer {
    /// Parses the command line, runs what it asks, and exits the process with its status.
    /// - Parameters:
    ///   - title: the window's title.
    ///   - arguments: the command-line arguments (the process's, without the program name, by default).
    ///   - scenes: the scenes, as `PreviewScene("Title") { MyView() }` lines.
    public static func run(_ title: String = "Kinetic", arguments: [String] = Array(CommandLine.arguments.dropFirst()),
                           @PreviewSceneBuilder scenes: () -> [PreviewScene]) -> Never {
        let scenes = scenes()
        do {
            guard !scenes.isEmpty else { throw ScriptError("KineticViewer.run lists no PreviewScene; add one to the block") }
            try checkNames(scenes)
            let command = try ViewerCommand.parseAsRoot(arguments)
            switch command {
            case let window as ViewerCommand.Window: try show(title: title, scenes: scenes, options: window.options)
            case let record as ViewerCommand.Record: try Self.record(scenes: scenes, settings: record.options.settings())
            case is ViewerCommand.List: print(list(scenes), terminator: "")
            case let replay as ViewerCommand.Replay:
                let file = URL(fileURLWithPath: replay.file)
                let out = replay.out.map { URL(fileURLWithPath: $0, isDirectory: true) } ?? freshReplayFolder(beside: file)
                let differing = try Self.replay(scenes: scenes, file: file, out: out)
                guard differing.isEmpty else {
                    throw ScriptError("replayed into \(out.path): \(differing.joined(separator: ", ")) differ from the recording's")
                }
                print("replayed \(file.path) into \(out.path): identical files")
            default: var command = command; try command.run()
            }
            exit(0)
        } catch let error as ScriptError {
            FileHandle.standardError.write(Data("\(programName): \(error.description)\n".utf8))
            exit(1)
        } catch let error as KineticSDLError {
            FileHandle.standardError.write(Data("\(error.description)\n".utf8))
            exit(1)
        } catch {
            ViewerCommand.exit(withError: error)
        }
    }

    /// The running program's name, as the command line and its messages call it.
    nonisolated public static var programName: String {
        CommandLine.arguments.first.map { URL(fileURLWithPath: $0).lastPathComponent } ?? "kinetic"
    }

    /// `replay`, `replay-2`, … beside the recording's folder: the first that does not exist. A
    /// run.json that is itself in a replay folder gets the next one beside that folder, not
    /// `replay/replay/`.
    public static func freshReplayFolder(beside file: URL) -> URL {
        var folder = file.deletingLastPathComponent()
        if folder.lastPathComponent == "replay" || folder.lastPathComponent.hasPrefix("replay-") {
            folder = folder.deletingLastPathComponent()
        }
        var candidate = folder.appendingPathComponent("replay", isDirectory: true)
        var n = 2
        while FileManager.default.fileExists(atPath: candidate.path) {
            candidate = folder.appendingPathComponent("replay-\(n)", isDirectory: true)
            n += 1
        }
        return candidate
    }

    /// Two scenes with one name cannot both be reached from the command line.
    static func checkNames(_ scenes: [PreviewScene]) throws {
        var seen = Set<String>()
        for scene in scenes where !seen.insert(scene.name).inserted {
            throw ScriptError("two scenes are named '\(scene.name)'; give one of them another name: PreviewScene(\"…\", name: \"…\")")
        }
    }

    /// The scenes, one per line: number, name, title.
    public static func list(_ scenes: [PreviewScene]) -> String {
        let width = scenes.map(\.name.count).max() ?? 0
        let digits = String(scenes.count).count
        return scenes.enumerated().map { index, scene in
            let number = String(index + 1)
            return String(repeating: " ", count: digits - number.count) + number + "  " + scene.name
                + String(repeating: " ", count: width - scene.name.count) + "  " + scene.title + "\n"
        }.joined()
    }

    /// Whether a window can be opened: an X11 or Wayland display is named, or SDL is told which
    /// video driver to use.
    public static var hasDisplay: Bool {
        let environment = ProcessInfo.processInfo.environment
        return [environment["DISPLAY"], environment["WAYLAND_DISPLAY"], environment["SDL_VIDEODRIVER"]]
            .contains { !($0 ?? "").isEmpty }
    }

    /// Opens the window on `scenes`; with no display, records every scene headless into `options.out`.
    /// - Throws: what ``openWindow(title:scenes:options:)`` or ``record(scenes:options:)`` throw.
    public static func show(title: String = "Kinetic", scenes: [PreviewScene], options: WindowOptions) throws {
        var options = options
        options.scene = try options.sceneName(in: scenes)
        if hasDisplay {
            try openWindow(title: title, scenes: scenes, options: options)
        } else {
            print("no display (DISPLAY is not set): recording \(options.scene.map { "the scene \($0)" } ?? "every scene") headless into \(options.out)/")
            try Self.record(scenes: scenes, settings: RecordSettings(scene: options.scene, out: options.out))
        }
    }

    /// Opens the viewer window on `scenes` and runs it until it is closed (or for `options.frames`).
    /// - Throws: `KineticSDLError` when there is no display, or SDL or a font cannot be loaded.
    public static func openWindow(title: String = "Kinetic", scenes: [PreviewScene], options: WindowOptions) throws {
        try openWindow(title: title, scenes: scenes, options: options, recording: nil)
    }

    /// Opens the viewer window on a recording's run.json: its scene run again to the start of the
    /// recorded window, paused, the timeline scrubbing the whole run.
    /// - Throws: ``ScriptError`` for an unreadable run.json or an unknown scene; `KineticSDLError`
    ///   when there is no display.
    public static func openWindow(title: String = "Kinetic", scenes: [PreviewScene], options: WindowOptions, replaying file: URL) throws {
        try openWindow(title: title, scenes: scenes, options: options, recording: try SceneRunFile.read(file))
    }

    private static func openWindow(title: String, scenes: [PreviewScene], options: WindowOptions, recording: SceneRunFile?) throws {
        var options = options
        options.scene = try options.sceneName(in: scenes)
        let fonts = try FontLibrary()
        let window = try Window(title: title, width: options.width, height: options.height, fonts: fonts,
                                minimumSize: ViewerLayout.minimumSize)
        let viewer = PreviewViewer(scenes: scenes, size: window.canvas.size, startingAt: options.scene)
        viewer.copyToClipboard = { window.setClipboard($0) }
        viewer.fonts = fonts
        viewer.recordingsFolder = recordingsFolder(out: options.out)
        if let recording { try viewer.load(recording) }
        if let restore = options.restore {
            let data = try Data(contentsOf: URL(fileURLWithPath: restore))
            try viewer.restore(try JSONDecoder().decode(ViewerSnapshot.self, from: data))
        }
        viewer.reload = PreviewReload()
        let loop = FrameLoop(window: window, scene: viewer)
        let screenshot = options.screenshot.map { URL(fileURLWithPath: $0) }
        try loop.run(frameLimit: options.frames) {
            if let screenshot { try window.savePNG(to: screenshot) }
        }
        guard let snapshot = viewer.restartSnapshot else { viewer.finish(); return }
        // A reload: the rebuilt program takes this process's place, from what was on screen, in a
        // window of the same size.
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("kinetic-preview-snapshot-\(getpid()).json")
        try JSONEncoder().encode(snapshot).write(to: file)
        var arguments = ["window", "--restore", file.path, "--width", String(Int(window.canvas.size.width)),
                         "--height", String(Int(window.canvas.size.height)), "--out", options.out]
        if let frames = options.frames { arguments += ["--frames", String(frames)] }
        // The program file as it is now (the build replaced it: /proc/self/exe names the old one "(deleted)").
        var program = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        if program.hasSuffix(" (deleted)") { program.removeLast(" (deleted)".count) }
        try SDLRuntime.replaceProcess(with: program, arguments: arguments)
    }

    /// Where the window's `r` writes recordings: `OUT/recordings/`, a fresh folder `SCENE-yyyyMMdd-HHmmss` each.
    public static func recordingsFolder(out: String) -> URL {
        URL(fileURLWithPath: out, isDirectory: true).appendingPathComponent("recordings", isDirectory: true)
    }

    /// Runs a recording's run.json again and writes its files into `out` (a fresh folder), then
    /// compares them with the recording's own, file by file.
    /// - Returns: the files that differ from the recording's (empty when the replay is identical).
    /// - Throws: ``ScriptError`` for an unreadable run.json, an unknown scene, or a folder that cannot be written.
    @discardableResult
    public static func replay(scenes: [PreviewScene], file: URL, out: URL) throws -> [String] {
        let run = try SceneRunFile.read(file)
        let scene = try PreviewScene.named(run.scene, in: scenes)
        var recording = SceneRecording(scene: scene, inputs: run.script, start: run.start, end: run.end,
                                       size: CGSize(width: run.width, height: run.height), ending: run.ending,
                                       frameRate: run.frameRate)
        try recording.write(to: out, fonts: try FontLibrary())
        let recorded = file.deletingLastPathComponent()
        return ["run.json", "samples.csv", "events.csv", "script.txt", "frames.png", "plots.png"].filter { name in
            let a = try? Data(contentsOf: recorded.appendingPathComponent(name))
            let b = try? Data(contentsOf: out.appendingPathComponent(name))
            return a == nil || a != b
        }
    }

    /// Every figure a recording's run.json gives when run again (model, value and velocity of each
    /// sample, in order), without writing or drawing anything: the fuzzer's check that any run it
    /// reads records finite numbers.
    /// - Throws: ``ScriptError`` for a tap on a missing view.
    package static func samples(of run: SceneRunFile, scene: PreviewScene) throws -> [Double] {
        var recording = SceneRecording(scene: scene, inputs: run.script, start: run.start, end: run.end,
                                       size: CGSize(width: run.width, height: run.height), ending: run.ending,
                                       frameRate: run.frameRate)
        try recording.run(drawingOn: nil)
        return recording.samples.flatMap { [$0.model, $0.value, $0.velocity] }
    }

    /// Records scenes headless: `settings.scene` (every scene when nil), each into its own folder under
    /// `settings.out` (the folder itself when one scene is named).
    /// - Throws: ``ScriptError`` for an unknown scene, a tap on a missing view, or a folder that
    ///   cannot be written.
    public static func record(scenes: [PreviewScene], settings options: RecordSettings) throws {
        let chosen: [PreviewScene]
        if let name = options.scene {
            chosen = [try PreviewScene.named(name, in: scenes)]
        } else {
            chosen = scenes
        }
        let fonts = try FontLibrary()
        let root = URL(fileURLWithPath: options.out, isDirectory: true)
        for scene in chosen {
            let folder = options.scene == nil ? root.appendingPathComponent(scene.name) : root
            let recording = try SceneRecording.record(scene, settings: options, to: folder, fonts: fonts)
            let attributes = Set(recording.samples.map(\.attribute)).count
            let taps = recording.inputs.filter(\.isPointer).count
            print("\(scene.name): \(taps) tap\(taps == 1 ? "" : "s"), "
                + "\(attributes) animated attribute\(attributes == 1 ? "" : "s"), \(recording.events.count) events → \(folder.path)"
                + (options.video.map { " (with movie.\($0.rawValue))" } ?? ""))
        }
    }
}
