import Foundation
import Kinetic
import KineticSDL
import Testing
@testable import KineticViewer
import KineticViewerTestSupport

/// Defect 13's last item: a click keeps its exact instant through the input log, script.txt and
/// run.json, and replays to the same instant and the same samples.
@Suite(.serialized) struct ExactClickTimeTests {
    static let instant = 0.123456789

    /// A click at 0.123456789 s in the viewer (its frame lands there): the session logs it at that
    /// instant, the recording's script.txt and run.json say 0.123456789, the file replays to the
    /// same script and the same samples, and the dot's samples are those of a move that started
    /// at exactly 0.123456789 s (1 s linear over 100 points).
    @Test func aClickAtAnArbitraryInstantRecordsAndReplaysToThatInstant() throws {
        let (viewer, _) = try SceneRecordingTests.dotViewer()
        viewer.update(time: Self.instant)
        try ViewerHarness.click(viewer, id: "dot", at: Self.instant)
        let press = try #require(viewer.currentSession.inputs.first { if case .press = $0.action { return true }; return false })
        #expect(press.time == Self.instant)
        viewer.handle(.key(KeyStroke("r")), at: Self.instant)
        ViewerHarness.run(viewer, from: 0.2, to: 0.5)
        viewer.handle(.key(KeyStroke("r")), at: 0.5)
        let saved = try #require(viewer.savedRecordings.first)

        let script = try String(contentsOf: saved.appendingPathComponent("script.txt"), encoding: .utf8)
        #expect(script.contains("\n0.123456789 press "), "\(script)")
        let file = try SceneRunFile.read(saved.appendingPathComponent("run.json"))
        #expect(file.script.filter(\.isPointer).map(\.time) == [Self.instant, Self.instant])
        #expect(file.script == viewer.currentSession.inputs.filter { $0.time <= file.end })

        // Replayed from the file: the same samples, byte for byte.
        var again = SceneRecording(scene: viewer.scenes[0], inputs: file.script, start: file.start, end: file.end,
                                   size: CGSize(width: file.width, height: file.height), ending: file.ending)
        try again.run(drawingOn: nil)
        let written = try String(contentsOf: saved.appendingPathComponent("samples.csv"), encoding: .utf8)
        #expect(again.samplesCSV == written)
        // Every sample after the click is where a move started at exactly the instant would be.
        let samples = try SceneRecordingTests.dotSamples(saved)
        #expect(samples.count > 10)
        for (time, value) in samples where time > Self.instant {
            let expected = (time - Self.instant) * 100
            #expect(abs(value - samples[0].1 - expected) < 1e-9, "at \(time): \(value) vs \(expected)")
        }
    }

    /// Every input kind's line reads back to the same input, times and points exact.
    @Test func everyInputLineRoundTripsExactly() throws {
        let odd = [0.123456789, 1.0 / 3, 1e-7, 59.99999999999999, 0.1 + 0.2]
        for time in odd {
            for action: SceneInput.Action in [.press(x: 1.0 / 3, y: 2.5e-3), .move(x: 0.1 + 0.2, y: 7), .release(x: 0, y: 1e-9),
                                              .tap(.point(x: 0.7, y: 1.0 / 7)), .tap(.id("dot")), .type("a \"b\""),
                                              .editingKey(.enter), .exit] {
                let input = SceneInput(time: time, action: action)
                #expect(try SceneInput(parsing: input.description) == input, "\(input)")
            }
            let tap = ScriptedTap(time: time, target: .id("dot"))
            #expect(try ScriptedTap(parsing: tap.description) == tap)
        }
    }
}
