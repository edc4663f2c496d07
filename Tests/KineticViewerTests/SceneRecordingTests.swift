import Foundation
import Kinetic
import KineticSDL
import Testing
@testable import KineticViewer
import KineticViewerTestSupport

/// Recording and scrubbing: a run is a function of its inputs.
@Suite(.serialized) struct SceneRecordingTests {
    /// A viewer on the linear dot, its recordings going to a fresh folder.
    static func dotViewer() throws -> (PreviewViewer, URL) {
        let viewer = ViewerHarness.viewer([PreviewScene("Dot") { LinearDot() }])
        let folder = temporaryFolder("recordings")
        viewer.recordingsFolder = folder
        viewer.fonts = try FontLibrary()
        return (viewer, folder)
    }

    /// The dot's samples of a recording folder: (time, value) of its offset's x.
    static func dotSamples(_ folder: URL) throws -> [(Double, Double)] {
        let text = try String(contentsOf: folder.appendingPathComponent("samples.csv"), encoding: .utf8)
        return text.split(separator: "\n").dropFirst().compactMap { line in
            let f = line.split(separator: ",")
            guard f.count == 9, f[2].hasPrefix("dot"), f[3] == "0" else { return nil }
            return (Double(f[0])!, Double(f[5])!)
        }
    }

    /// Defect 3: sprites in motion when `r` is pressed: the recording starts from the on-screen value
    /// (the dot 20 % of the way, 0.2 s into its 1 s linear move), not from rest.
    @Test func aRecordingStartedDuringAnAnimationStartsFromWhatIsOnScreen() throws {
        let (viewer, folder) = try Self.dotViewer()
        ViewerHarness.run(viewer, from: 0, to: 0.1)
        let rest = try ViewerHarness.dotOffset(viewer)
        try ViewerHarness.click(viewer, id: "dot", at: 0.1)
        ViewerHarness.run(viewer, from: 0.1, to: 0.3)
        let onScreen = try ViewerHarness.dotOffset(viewer) - rest
        #expect(abs(onScreen - 20) < 1e-6)
        viewer.handle(.key(KeyStroke("r")), at: 0.3)
        ViewerHarness.run(viewer, from: 0.3, to: 0.8)
        viewer.handle(.key(KeyStroke("r")), at: 0.8)
        let saved = try #require(viewer.savedRecordings.first)
        #expect(saved.deletingLastPathComponent().standardizedFileURL == folder.standardizedFileURL)
        let samples = try Self.dotSamples(saved)
        let first = try #require(samples.first)
        #expect(abs(first.0 - 0.3) < 1e-9, "the recording starts at 0.3 s, not \(first.0)")
        #expect(abs(first.1 - 20) < 1e-6, "the recording starts from the dot's on-screen offset 20, not \(first.1)")
        let last = try #require(samples.last)
        #expect(abs(last.0 - 0.8) < 1e-9 && abs(last.1 - 70) < 1e-6, "ends at 0.8 s, 70 % of the way: \(last)")
        let run = try SceneRunFile.read(saved.appendingPathComponent("run.json"))
        #expect(abs(run.start - 0.3) < 1e-9 && abs(run.end - 0.8) < 1e-9)
        #expect(run.title.contains("scene time 0.300 → 0.800 s (0.500 s, stopped with r)"), "\(run.title)")
    }

    /// Defect 4: shift-r stops by itself once nothing animates, and says so.
    @Test func recordingUntilSettledStopsWhenNothingAnimates() throws {
        let (viewer, _) = try Self.dotViewer()
        viewer.handle(.key(KeyStroke("r", shift: true)), at: 0)
        ViewerHarness.run(viewer, from: 0, to: 0.1)
        try ViewerHarness.click(viewer, id: "dot", at: 0.1)
        ViewerHarness.run(viewer, from: 0.1, to: 1.5)
        let saved = try #require(viewer.savedRecordings.first, "the recording stopped and was saved by itself")
        let samples = try Self.dotSamples(saved)
        let last = try #require(samples.last)
        #expect(abs(last.1 - 100) < 1e-9, "the last sample is at rest at 100, not \(last.1)")
        #expect(last.0 >= 1.1 - 1e-9 && last.0 < 1.1 + 2.0 / 60, "stopped at the frame the move ended: \(last.0)")
        let run = try SceneRunFile.read(saved.appendingPathComponent("run.json"))
        #expect(run.ending == "stopped when everything settled")
        #expect(run.start == 0 && abs(run.end - last.0) < 1e-12)
    }

    /// Defects 2 and 5: two recordings in one second get two folders; quitting while recording saves it.
    @Test func recordingsNeverShareAFolderAndQuittingSavesTheRecording() throws {
        let (viewer, folder) = try Self.dotViewer()
        for _ in 0..<2 {
            viewer.handle(.key(KeyStroke("r")), at: 0)
            ViewerHarness.run(viewer, from: 0, to: 0.05)
            viewer.handle(.key(KeyStroke("r")), at: 0.05)
        }
        viewer.handle(.key(KeyStroke("r")), at: 0.05)
        viewer.finish()
        #expect(viewer.savedRecordings.count == 3)
        #expect(Set(viewer.savedRecordings.map(\.lastPathComponent)).count == 3)
        let listed = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { !$0.hasPrefix(".") }
        #expect(listed.count == 3, "\(listed)")
        let last = try SceneRunFile.read(try #require(viewer.savedRecordings.last).appendingPathComponent("run.json"))
        #expect(last.ending == "stopped by quitting")
    }

    /// The script's one-line form reads back exactly.
    @Test func inputsReadBackFromTheirLines() throws {
        let inputs = [
            SceneInput(time: 0, action: .tuning(PreviewTuning(duration: 0.42, bounce: -0.3, replacesAnimations: true))),
            SceneInput(time: 0.1, action: .tap(.id("heart"))),
            SceneInput(time: 1.0 / 3, action: .press(x: 320.25, y: 200)),
            SceneInput(time: 0.5, action: .move(x: 1, y: 2)),
            SceneInput(time: 0.75, action: .release(x: 1, y: 2)),
            SceneInput(time: 0.8, action: .type(" hello \"world\" ")),
            SceneInput(time: 0.9, action: .editingKey(.backspace)),
        ]
        for input in inputs { #expect(try SceneInput(parsing: input.description) == input, "\(input)") }
        #expect(inputs[2].description == "0.3333333333333333 press 320.25,200")
        #expect(throws: ScriptError.self) { try SceneInput(parsing: "0.1 jump 1,2") }
    }
}

extension SceneRecordingTests {
    /// `kinetic replay --window`: a recording opens in the viewer at the start of its window, paused,
    /// the dot where it was then, and the timeline scrubs the whole run.
    @Test func aRecordingOpensInTheViewerAtItsStart() throws {
        let (viewer, _) = try Self.dotViewer()
        ViewerHarness.run(viewer, from: 0, to: 0.1)
        let rest = try ViewerHarness.dotOffset(viewer)
        try ViewerHarness.click(viewer, id: "dot", at: 0.1)
        ViewerHarness.run(viewer, from: 0.1, to: 0.3)
        viewer.handle(.key(KeyStroke("r")), at: 0.3)
        ViewerHarness.run(viewer, from: 0.3, to: 0.8)
        viewer.handle(.key(KeyStroke("r")), at: 0.8)
        let file = try SceneRunFile.read(try #require(viewer.savedRecordings.first).appendingPathComponent("run.json"))
        let other = ViewerHarness.viewer([PreviewScene("Other") { Text("other") }, PreviewScene("Dot") { LinearDot() }])
        try other.load(file)
        #expect(other.model.sceneIndex == 1 && other.model.isPaused)
        #expect(abs(other.currentSession.host.time - 0.3) < 1e-9)
        #expect(abs(try ViewerHarness.dotOffset(other) - rest - 20) < 1e-6)
        other.scrub(to: 0.8)
        #expect(abs(try ViewerHarness.dotOffset(other) - rest - 70) < 1e-6)
    }
}

