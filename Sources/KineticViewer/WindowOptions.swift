import ArgumentParser
import Foundation

/// The window's options.
public struct WindowOptions: ParsableArguments, Sendable {
    /// The scene to open first (its name, see `list`).
    @Option(help: "The scene to open first (its name, see `list`).")
    public var scene: String?
    /// Window width in pixels (800…4096).
    @Option(help: "Window width in pixels (800…4096).")
    public var width: Int = Int(ViewerLayout.defaultSize.width)
    /// Window height in pixels (560…4096).
    @Option(help: "Window height in pixels (560…4096).")
    public var height: Int = Int(ViewerLayout.defaultSize.height)
    /// Quit after this many frames (scripted screenshots).
    @Option(help: "Quit after this many frames (scripted screenshots).")
    public var frames: Int?
    /// Write the last frame as a PNG file (with --frames).
    @Option(help: "Write the last frame as a PNG file (with --frames).")
    public var screenshot: String?
    /// A snapshot to start from: what the window showed before `kinetic preview` reloaded it.
    @Option(help: ArgumentHelp("A snapshot to start from (kinetic preview writes one when it reloads).", visibility: .hidden))
    public var restore: String?
    /// The output folder: r writes recordings into OUT/recordings/SCENE-yyyyMMdd-HHmmss/ (a fresh folder each); with no display, every scene is recorded into OUT/SCENE/.
    @Option(help: "The output folder: r writes recordings into OUT/recordings/SCENE-yyyyMMdd-HHmmss/ (a fresh folder each); with no display, every scene is recorded into OUT/SCENE/.")
    public var out: String = "out/preview"

    /// Creates the defaults (what an empty command line gives).
    public init() {}

    /// Checks the values: one line per problem, as the command line prints it.
    public mutating func validate() throws {
        if let frames, frames < 1 { throw ValidationError("--frames must be at least 1") }
        if screenshot != nil, frames == nil { throw ValidationError("--screenshot needs --frames (the frame to capture)") }
        guard (800...4096).contains(width), (560...4096).contains(height) else {
            throw ValidationError("--width must be in 800…4096 and --height in 560…4096 pixels")
        }
        if out.isEmpty { throw ValidationError("--out must name a folder") }
    }

    /// The name of the scene to open first (`scene` may give its title), or nil.
    /// - Throws: ``ScriptError`` for an unknown scene.
    func sceneName(in scenes: [PreviewScene]) throws -> String? {
        try scene.map { try PreviewScene.named($0, in: scenes).name }
    }
}
