import ArgumentParser
import Foundation
import KineticGallery
import KineticViewer

/// `kinetic replay`: runs a recording's run.json again and compares the files.
struct ReplayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: "Run a recording's run.json again into a fresh folder and compare the files with the recording's.",
        discussion: """
            The run is computed again from the script stored in run.json (not copied), and its files compared \
            with the recording's: a run is a function of its script, never of the frame rate it was watched at. \
            Exits non-zero if the file is malformed or a file differs.
            """
    )

    @Argument(help: "The run.json written by `kinetic record` or the window's r key.")
    var file: String

    @Option(help: "The folder to write (must not exist yet; default: the first free replay, replay-2… beside run.json).")
    var out: String?

    @Flag(help: "Open the recording in the viewer window instead (the timeline scrubs the run).")
    var window = false

    func validate() throws {
        if out == "" { throw ValidationError("--out: the path is empty") }
        if file.isEmpty { throw ValidationError("the run.json path is empty") }
    }

    func run() throws {
        // `KineticCommand.main()`, the program's entry point, runs on the main thread and calls this
        // synchronously: the viewer and gallery code it drives is main-actor isolated.
        try MainActor.assumeIsolated {
            let url = URL(fileURLWithPath: file).standardizedFileURL
            try CommandFailure.reporting {
                if window {
                    try KineticViewer.openWindow(scenes: GalleryCatalog.scenes, options: try WindowOptions.parse([]), replaying: url)
                    return
                }
                let folder = out.map { URL(fileURLWithPath: $0, isDirectory: true) } ?? KineticViewer.freshReplayFolder(beside: url)
                let differing = try KineticViewer.replay(scenes: GalleryCatalog.scenes, file: url, out: folder)
                guard differing.isEmpty else {
                    throw CommandFailure(description: "\(file): replayed into \(folder.path), but \(differing.joined(separator: ", ")) differ from the recording's")
                }
                print("kinetic: replayed \(file): identical files in \(folder.path)")
            }
        }
    }
}
