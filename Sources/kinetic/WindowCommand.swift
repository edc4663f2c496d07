import ArgumentParser
import Foundation
import KineticGallery
import KineticViewer

/// `kinetic window` (the default): the gallery in the viewer, the merge-vs-additive lab first; with
/// no display, every scene recorded headless.
struct WindowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "window",
        abstract: "Open the viewer window on the gallery (the default); with no display, record every scene headless.",
        discussion: """
            Click sprites to animate them. h or ? lists every shortcut; 1-9, ← → or the scene list switch \
            scenes; p pauses, . and , step a frame forward and back, [ and ] change the speed; the timeline \
            under the scene scrubs the last 10 s; r records the scene (again: stop and save) into \
            OUT/recordings/SCENE-yyyyMMdd-HHmmss/ (OUT is --out); the side panel tunes the spring and plots \
            what the latest tap animated. Esc closes the help or the list, else quits (saving a recording).
            """
    )

    @OptionGroup var options: WindowOptions

    func run() throws {
        // `KineticCommand.main()`, the program's entry point, runs on the main thread and calls this
        // synchronously: the viewer and gallery code it drives is main-actor isolated.
        try MainActor.assumeIsolated {
            try CommandFailure.reporting {
                try KineticViewer.show(title: "Kinetic", scenes: GalleryCatalog.scenes, options: options)
            }
        }
    }
}
