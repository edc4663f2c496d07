import Foundation
import Kinetic
import KineticMovie
import Testing
@testable import KineticViewer
import KineticViewerTestSupport

extension ViewerTests {
    /// Every recording carries the run as an animated GIF: decoded, it has a frame for every
    /// fourth 60 Hz frame at the scene's size, and consecutive frames differ while the dot moves
    /// and not once it rests.
    @Test func aRecordingWritesTheRunAsAnAnimatedGIF() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("kinetic-movie-\(getpid())")
        defer { try? FileManager.default.removeItem(at: out) }
        let scene = PreviewScene("Dot", name: "dot") { LinearDot() }
        let settings = RecordSettings(scene: "dot", taps: [ScriptedTap(time: 0.2, target: .id("dot"))], duration: 2,
                                      size: CGSize(width: 240, height: 160), out: out.path)
        try KineticViewer.record(scenes: [scene], settings: settings)
        let movie = try AnimatedGIF.read(out.appendingPathComponent("movie.gif"))
        // 2 s at 60 Hz is 121 frame times (0 through 2 s); every fourth is 31 frames.
        #expect(movie.frames.count == 31 && movie.width == 240 && movie.height == 160 && movie.loops)
        func differs(_ a: Int, _ b: Int) -> Bool { movie.frames[a].pixels != movie.frames[b].pixels }
        // The dot moves (linear, 1 s) from the tap at 0.2 s to 1.2 s: frames 4/15 s apart…
        #expect(differs(5, 6) && differs(10, 11) && differs(15, 16))
        // …and rests before it (frames 0–2 cover 0–0.13 s) and after it (from 1.27 s).
        #expect(!differs(0, 1) && !differs(1, 2) && !differs(20, 21) && !differs(29, 30))
    }
}
