import ArgumentParser
import Foundation
import KineticGallery
import KineticSDL

/// `kinetic window` (the default): the spring slice in a window with its live inspector plot.
struct WindowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "window",
        abstract: "Open the viewer window (the default). Click the sprite; Escape quits."
    )

    @Option(help: "Quit after this many frames (for scripted screenshots).")
    var frames: Int?

    func validate() throws {
        if let frames, frames < 1 { throw ValidationError("--frames must be at least 1") }
    }

    func run() throws {
        try CommandFailure.reporting {
            let fonts = try FontLibrary()
            let scene = SpringSliceScene()
            let window = try Window(title: "Kinetic — spring slice", width: Int(scene.size.width),
                                    height: Int(scene.size.height), fonts: fonts)
            let loop = FrameLoop(window: window, scene: scene)
            try loop.run(frameLimit: frames)
            let rate = Double(loop.frameCount) / max(loop.time, 1e-9)
            print("kinetic: \(loop.frameCount) frames in \(String(format: "%.1f", loop.time)) s "
                + "(\(String(format: "%.0f", rate)) fps, \(window.rendererName) renderer, "
                + "\(loop.pacing == .vsync ? "vsync" : "timed 60 Hz") pacing)")
        }
    }
}
