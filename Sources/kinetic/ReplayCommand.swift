import ArgumentParser
import Foundation
import KineticGallery
import KineticSDL
import KineticViewer

/// `kinetic replay`: re-renders a recorded lab run from its script and checks it against the samples.
struct ReplayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: "Re-render a recording (run.json of any scene, or of the lab's comparison) from its script and compare.",
        discussion: """
            The run is computed again from the click script and parameters stored in run.json (not copied), \
            and compared with the stored samples: a run is a function of its script, never of the frame rate \
            it was watched at. Exits non-zero if the file is malformed or the re-rendered samples differ.
            """
    )

    @Argument(help: "The run.json written by `kinetic record` or the window's r key.")
    var file: String

    @Option(help: "Directory to write the re-rendered files into (default: next to run.json, in replay/; for a run.json that is itself in a replay folder, the next free replay-2/, replay-3/… beside it).")
    var out: String?

    @Flag(help: "Open a scene recording in the viewer window instead (the timeline scrubs the run).")
    var window = false

    func validate() throws {
        // `KineticCommand.main()`, the program's entry point, runs on the main thread and calls this
        // synchronously: the viewer and gallery code it drives is main-actor isolated.
        try MainActor.assumeIsolated {
            if out == "" { throw ValidationError("--out: the path is empty") }
            if file.isEmpty { throw ValidationError("the run.json path is empty") }
        }
    }

    /// Where the re-rendered files go by default: `replay/` beside the run, or — replaying a replay —
    /// the first free `replay-N/` beside that folder, rather than `replay/replay/`.
    static func defaultDirectory(for run: URL) -> URL {
        let folder = run.deletingLastPathComponent()
        guard folder.lastPathComponent == "replay" || folder.lastPathComponent.hasPrefix("replay-") else {
            return folder.appendingPathComponent("replay", isDirectory: true)
        }
        let parent = folder.deletingLastPathComponent()
        var index = 2
        while FileManager.default.fileExists(atPath: parent.appendingPathComponent("replay-\(index)").path) { index += 1 }
        return parent.appendingPathComponent("replay-\(index)", isDirectory: true)
    }

    func run() throws {
        // `KineticCommand.main()`, the program's entry point, runs on the main thread and calls this
        // synchronously: the viewer and gallery code it drives is main-actor isolated.
        try MainActor.assumeIsolated {
            let url = URL(fileURLWithPath: file).standardizedFileURL
            if window {
                try CommandFailure.reporting {
                    guard SceneRunFile.isSceneRun(url) else {
                        throw CommandFailure(description: "\(file) is not a scene recording (run.json written by r or `kinetic record --tap`); --window opens those")
                    }
                    try KineticViewer.openWindow(scenes: GalleryCatalog.scenes, options: try WindowOptions.parse([]), replaying: url)
                }
                return
            }
            if SceneRunFile.isSceneRun(url) {
                try CommandFailure.reporting {
                    let folder = out.map { URL(fileURLWithPath: $0, isDirectory: true) } ?? KineticViewer.freshReplayFolder(beside: url)
                    let differing = try KineticViewer.replay(scenes: GalleryCatalog.scenes, file: url, out: folder)
                    guard differing.isEmpty else {
                        throw CommandFailure(description: "\(file): replayed into \(folder.path), but \(differing.joined(separator: ", ")) differ from the recording's")
                    }
                    print("kinetic: replayed \(file): identical files in \(folder.path)")
                }
                return
            }
            try CommandFailure.reporting {
                let recorded = try LabRecording.read(url)
                let replayed = LabRecording.render(recorded.script, frameRate: recorded.frameRate, name: recorded.name)
                let directory = out.map { URL(fileURLWithPath: $0, isDirectory: true).standardizedFileURL } ?? Self.defaultDirectory(for: url)
                let fonts = try FontLibrary()
                try LabRecording.write(replayed, to: directory, fonts: fonts)
                guard replayed == recorded else {
                    throw CommandFailure(description: "\(file): the re-rendered samples differ from the recorded ones "
                        + "(edited samples, or a different engine); wrote the re-rendered run to \(directory.path)")
                }
                print("kinetic: replayed \(file): identical samples; wrote \(directory.path)/{trace.csv,run.json,comparison.png}")
            }
        }
    }
}
