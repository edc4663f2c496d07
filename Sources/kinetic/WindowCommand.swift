import ArgumentParser
import Foundation
import KineticGallery
import KineticSDL

/// `kinetic window` (the default): the gallery in a window, the merge-vs-additive lab first.
struct WindowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "window",
        abstract: "Open the viewer window (the default): the gallery of scenes, the merge-vs-additive lab first.",
        discussion: """
            Click sprites to animate them. h or ? lists every shortcut; 1-\(GalleryCatalog.entries.count) or \
            the arrow keys switch scenes, l shows the scene list, p pauses, . steps a frame, [ and ] change the \
            time scale; in the lab c copies the tuned animation as Swift code and r starts/stops recording \
            (written under --out). Escape quits.
            """
    )

    @Option(help: "The scene to open (see `kinetic list`).")
    var scene: String = GalleryCatalog.entries[0].name

    @Option(help: "Quit after this many frames (for scripted screenshots).")
    var frames: Int?

    @Option(help: "Directory recordings made with the r key are written into.")
    var out: String = "out/recordings"

    @Option(help: "Window width in pixels.")
    var width: Int = 1200

    @Option(help: "Window height in pixels.")
    var height: Int = 760

    func validate() throws {
        if let frames, frames < 1 { throw ValidationError("--frames must be at least 1") }
        guard GalleryCatalog.entry(named: scene) != nil else {
            throw ValidationError("unknown scene '\(scene)'; known scenes: \(GalleryCatalog.names)")
        }
        guard (640...4096).contains(width), (480...4096).contains(height) else {
            throw ValidationError("--width must be in 640…4096 and --height in 480…4096 pixels")
        }
    }

    func run() throws {
        try CommandFailure.reporting {
            let fonts = try FontLibrary()
            let window = try Window(title: "Kinetic", width: width, height: height, fonts: fonts)
            let size = window.canvas.size
            let clock = SceneClock()
            let root = GalleryScene(size: size, clock: clock, startingAt: scene)
            let loop = FrameLoop(window: window, scene: root, clock: clock)
            root.copyToClipboard = { window.setClipboard($0) }
            let directory = URL(fileURLWithPath: out, isDirectory: true)
            root.onRecording = { script in
                do {
                    let run = LabRecording.render(script)
                    let folder = directory.appendingPathComponent(LabRecording.folderName(for: Date()))
                    try LabRecording.write(run, to: folder, fonts: fonts)
                    print("kinetic: wrote \(folder.path) (trace.csv, run.json, comparison.png)")
                } catch {
                    FileHandle.standardError.write(Data("kinetic: recording not saved: \(CommandFailure.describe(error))\n".utf8))
                }
            }
            try loop.run(frameLimit: frames)
            let rate = Double(loop.frameCount) / max(loop.realTime, 1e-9)
            print("kinetic: \(loop.frameCount) frames in \(String(format: "%.1f", loop.realTime)) s "
                + "(\(String(format: "%.0f", rate)) fps, \(window.rendererName) renderer, "
                + "\(loop.pacing == .vsync ? "vsync" : "timed 60 Hz") pacing)")
        }
    }
}
