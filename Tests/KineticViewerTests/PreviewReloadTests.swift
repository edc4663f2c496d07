import Foundation
import Kinetic
import KineticSDL
import Testing
@testable import KineticViewer
import KineticViewerTestSupport

/// A dot that moves and grows on a tap: two attributes animate, so a selection can be other than
/// the inspector's first choice.
private struct MovingGrowingDot: View {
    @State private var moved = false
    var body: some View {
        Circle().frame(width: 40, height: 40)
            .scaleEffect(moved ? 1.5 : 1)
            .offset(x: moved ? 100 : 0)
            .onTapGesture { withAnimation(.linear(duration: 1)) { moved.toggle() } }
            .testID("dot")
    }
}

/// A reload of `kinetic preview`: what the window showed goes into a snapshot, and the program that
/// replaces it starts from there (the whole path, a save under Xvfb, is scripts/reload-check.sh,
/// which make test runs).
@Suite(.serialized) struct PreviewReloadTests {
    /// The snapshot of a viewer, restored in a new one: the same scene, at the same instant, in the
    /// state its inputs made (the dot 40 % of its way, grown as far), at the same speed and tuning, paused as it
    /// was, with the same attribute selected in the inspector (not the one it would choose itself).
    @Test func aSnapshotRestoresTheSceneItsStateSpeedTuningAndSelection() throws {
        let scenes = [PreviewScene("Other") { Text("other") }, PreviewScene("Dot") { MovingGrowingDot() }]
        let viewer = ViewerHarness.viewer(scenes)
        viewer.select(1)
        ViewerHarness.run(viewer, from: 0, to: 0.1)
        let rest = try ViewerHarness.dotOffset(viewer)
        viewer.model.tuning = PreviewTuning(duration: 0.7, bounce: 0.2, replacesAnimations: false)
        try ViewerHarness.click(viewer, id: "dot", at: 0.1)
        ViewerHarness.run(viewer, from: 0.1, to: 0.5)
        viewer.model.timeScale = 0.25
        // The attribute the inspector did not choose by itself.
        let inspector = try #require(viewer.model.inspector)
        let other = try #require(inspector.animatedAttributes.first { $0 != inspector.selection })
        inspector.select(other)
        let selected = try #require(inspector.selectedEntry?.name.description)
        let snapshot = viewer.snapshot()
        let data = try JSONEncoder().encode(snapshot)
        let restored = ViewerHarness.viewer(scenes)
        try restored.restore(try JSONDecoder().decode(ViewerSnapshot.self, from: data))
        #expect(restored.model.sceneIndex == 1)
        #expect(abs(restored.currentSession.host.time - viewer.currentSession.host.time) < 1e-9)
        let shown = try ViewerHarness.dotOffset(viewer)
        #expect(abs(shown - rest) > 10, "the dot moved")
        #expect(abs(try ViewerHarness.dotOffset(restored) - shown) < 1e-9, "the dot is where it was, 40 % of its way")
        #expect(restored.model.timeScale == 0.25 && !restored.model.isPaused)
        #expect(restored.model.tuning == viewer.model.tuning)
        #expect(restored.model.inspector?.selectedEntry?.name.description == selected)
    }

    /// The first error of a build log names the file, line and column, without the folders.
    @Test func aBuildErrorIsShownAsFileLineColumnAndMessage() throws {
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("kinetic-build-\(UUID().uuidString).log")
        try Data("""
            Building for debugging...
            /home/me/CardLab/Sources/CardLab/CardLab.swift:13:30: error: expected ':' after '? ...' in ternary expression
            /home/me/CardLab/Sources/CardLab/CardLab.swift:20:1: error: something else
            """.utf8).write(to: log)
        defer { try? FileManager.default.removeItem(at: log) }
        #expect(PreviewReload.firstError(in: log) == "CardLab.swift:13:30: error: expected ':' after '? ...' in ternary expression")
    }

    /// A save starts the rebuild command; one that cannot run is said on the status line, not
    /// swallowed; one that fails gives its first error; one that succeeds asks for the new program.
    @Test func aSaveRunsTheRebuildAndReportsHowItEnded() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kinetic-reload-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("View.swift")
        try Data("let a = 1".utf8).write(to: file)
        func reloader(_ rebuild: [String]) throws -> PreviewReload {
            let json = String(decoding: try JSONEncoder().encode(PreviewReload.Configuration(sources: [folder.path], rebuild: rebuild)), as: UTF8.self)
            return try #require(PreviewReload(environment: [PreviewReload.environmentKey: json]))
        }
        func save(_ text: String) throws {
            try Data(text.utf8).write(to: file)
            try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(Double.random(in: 1...1000))], ofItemAtPath: file.path)
        }
        func outcome(_ reload: PreviewReload) -> PreviewReload.Event? {
            for step in 1...400 {
                if let event = reload.poll(now: Double(step)), event != .building { return event }
                usleep(10_000)
            }
            return nil
        }
        let missing = try reloader(["/nonexistent/kinetic"])
        #expect(missing.poll(now: 0) == nil, "nothing changed yet")
        try save("let a = 2")
        if case .failed(let message)? = missing.poll(now: 1) { #expect(message.hasPrefix("cannot run /nonexistent/kinetic")) }
        else { Issue.record("a rebuild that cannot start was not reported") }
        let failing = try reloader(["/bin/sh", "-c", "echo '/x/Sources/A/View.swift:3:7: error: bad thing' >&2; exit 1"])
        try save("let a = 3")
        #expect(outcome(failing) == .failed("View.swift:3:7: error: bad thing"))
        let passing = try reloader(["/bin/true"])
        try save("let a = 4")
        #expect(outcome(passing) == .rebuilt)
    }

    /// Only a window `kinetic preview` opened watches files: the variable it sets, well formed.
    @Test func onlyKineticPreviewsWindowsWatch() {
        #expect(PreviewReload(environment: [:]) == nil)
        #expect(PreviewReload(environment: [PreviewReload.environmentKey: "not json"]) == nil)
        let json = #"{"rebuild":["/usr/bin/true"],"sources":["/nonexistent"]}"#
        #expect(PreviewReload(environment: [PreviewReload.environmentKey: json])?.configuration.rebuild == ["/usr/bin/true"])
    }
}
