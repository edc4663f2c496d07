import Foundation
import Kinetic
import KineticGallery
import KineticSDL
import Testing
@testable import KineticViewer

/// The defects of issue 13 a new user met, each checked on the rebuilt viewer.
@Suite(.serialized) struct ViewerDefectTests {
    /// Defect 8: `c` in the lab copies every lane, with the exact figures, as compilable code, and
    /// the status line says what was copied.
    @Test func copyInTheLabCopiesEveryLaneExactly() throws {
        let viewer = ViewerTests.viewer(GalleryCatalog.scenes)
        viewer.model.tuning = PreviewTuning(duration: 0.24, bounce: -0.37)
        ViewerTests.run(viewer, from: 0, to: 0.1)
        var copied: String?
        viewer.copyToClipboard = { copied = $0 }
        viewer.handle(.key(KeyStroke("c")), at: 0.1)
        let text = try #require(copied)
        #expect(text.contains(".spring(duration: 0.24, bounce: -0.37)"), "\(text)")
        #expect(text.contains(".interpolatingSpring(duration: 0.24, bounce: -0.37)"), "\(text)")
        #expect(text.contains("withAnimation"), "\(text)")
        #expect(viewer.model.status?.text == "copied lanes A, B as withAnimation code: duration 0.24 s, bounce -0.37")
        // Another scene hands nothing up: c copies the tuning panel's spring, and says so.
        viewer.handle(.key(KeyStroke("2")), at: 0.1)
        viewer.update(time: 0.2)
        viewer.handle(.key(KeyStroke("c")), at: 0.2)
        #expect(copied == "withAnimation(.spring(duration: 0.24, bounce: -0.37)) {\n    // your change\n}")
    }

    /// Defect 13: recordings go under --out, and the help says so.
    @Test func recordingsGoUnderTheOutputFolder() throws {
        #expect(KineticViewer.recordingsFolder(out: "/tmp/mine").path == "/tmp/mine/recordings")
        let help = WindowOptions.helpMessage()
        #expect(help.contains("OUT/recordings"), "\(help)")
    }

    /// Defect 12: r and , answer on every scene (not only the lab).
    @Test func recordAndStepBackWorkOnEveryScene() throws {
        let viewer = ViewerTests.viewer(GalleryCatalog.scenes)
        viewer.recordingsFolder = temporaryFolder("every-scene-r")
        viewer.fonts = try FontLibrary()
        viewer.handle(.key(KeyStroke("5")), at: 0)
        ViewerTests.run(viewer, from: 0, to: 0.5)
        viewer.handle(.key(KeyStroke(",")), at: 0.5)
        #expect(abs(viewer.currentSession.host.time - (0.5 - 1.0 / 60)) < 1e-9 && viewer.model.isPaused)
        viewer.handle(.key(KeyStroke("r")), at: 0.5)
        #expect(viewer.model.status?.text.hasPrefix("● recording") == true)
        viewer.handle(.key(KeyStroke("r")), at: 0.5)
        #expect(viewer.savedRecordings.count == 1 && viewer.savedRecordings[0].lastPathComponent.hasPrefix("keyframes-"))
    }
}
