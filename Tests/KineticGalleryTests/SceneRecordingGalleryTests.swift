import Foundation
import Kinetic
import KineticGallery
import KineticInspector
import KineticSDL
import Testing
@testable import KineticViewer
import KineticViewerTestSupport

extension GalleryTests {
    /// Recording and scrubbing every gallery scene: a run is a function of its inputs.
    @Suite struct SceneRecordingGalleryTests {}
}

extension GalleryTests.SceneRecordingGalleryTests {
    /// A scene run again from its inputs to an instant draws the same pixels as the live run stopped there.
    @Test func aScrubbedFrameEqualsTheLiveFrame() throws {
        let fonts = try FontLibrary()
        let scratch = temporaryFolder("scrub").appendingPathComponent("frame.png")
        func picture(_ viewer: PreviewViewer) throws -> Data {
            let size = viewer.currentScene.host.size
            let canvas = try OffscreenCanvas(width: Int(size.width), height: Int(size.height), fonts: fonts)
            let hosted = viewer.currentScene
            let (origin, scale) = (hosted.origin, hosted.scale)
            (hosted.origin, hosted.scale) = (.zero, 1)
            hosted.draw(on: canvas.canvas)
            (hosted.origin, hosted.scale) = (origin, scale)
            try canvas.savePNG(to: scratch)
            return try Data(contentsOf: scratch)
        }
        let scenes = GalleryCatalog.scenes.filter { $0.name == "lab" }
        func live(to end: TimeInterval) throws -> PreviewViewer {
            let viewer = ViewerHarness.viewer(scenes)
            ViewerHarness.run(viewer, from: 0, to: 0.2)
            try ViewerHarness.click(viewer, id: "A", at: 0.2)
            ViewerHarness.run(viewer, from: 0.2, to: 0.35)
            try ViewerHarness.click(viewer, id: "A", at: 0.35)
            ViewerHarness.run(viewer, from: 0.35, to: end)
            return viewer
        }
        let stopped = try live(to: 0.5)
        let expected = try picture(stopped)
        let scrubbed = try live(to: 1.5)
        let moving = try picture(scrubbed)
        #expect(moving != expected, "the sprites moved between 0.5 s and 1.5 s")
        scrubbed.scrub(to: stopped.currentSession.host.time)
        #expect(scrubbed.currentSession.host.time == stopped.currentSession.host.time)
        #expect(try picture(scrubbed) == expected, "the scrubbed frame differs from the live one")
        // One frame back and forth with , and . lands on the same picture.
        scrubbed.handle(.key(KeyStroke(",")), at: 1.5)
        #expect(try picture(scrubbed) != expected)
        scrubbed.handle(.key(KeyStroke(".")), at: 1.5)
        #expect(try picture(scrubbed) == expected)
    }

    /// Every scene of the gallery records headless, and its run.json replays to identical files.
    @Test func everySceneRecordsAndReplaysToIdenticalFiles() throws {
        let fonts = try FontLibrary()
        let root = temporaryFolder("every-scene")
        for scene in GalleryCatalog.scenes {
            let folder = root.appendingPathComponent(scene.name)
            let settings = RecordSettings(scene: scene.name, duration: 0.4, size: CGSize(width: 320, height: 240), out: folder.path)
            let recording = try SceneRecording.record(scene, settings: settings, to: folder, fonts: fonts)
            #expect(recording.end == 0.4)
            let differing = try KineticViewer.replay(scenes: GalleryCatalog.scenes, file: folder.appendingPathComponent("run.json"),
                                                     out: root.appendingPathComponent(scene.name + "-replay"))
            #expect(differing.isEmpty, "\(scene.name): \(differing) differ")
        }
    }

    /// A recording at the default 480 × 360 lays the scene out 800 × 600 and draws it zoomed out,
    /// as the viewer does in a narrow window: every text of the phase animators lies inside the
    /// scene (its row of four, 772 points, and its caption were cut at both sides), and the
    /// default tap, in scene points, reaches a view that takes taps.
    @Test func aSmallRecordingDrawsTheWholeSceneZoomedOut() throws {
        let size = CGSize(width: 480, height: 360)
        #expect(SceneRecording.layoutSize(for: size) == CGSize(width: 800, height: 600))
        #expect(SceneRecording.scale(for: size) == 0.6)
        #expect(SceneRecording.layoutSize(for: CGSize(width: 900, height: 500)) == CGSize(width: 900, height: 500))
        let scene = try #require(GalleryCatalog.scene(named: "phase-animators"))
        let inputs = [SceneInput(time: 0, action: .tuning(PreviewTuning()))]
        let session = try SceneSession.replay(scene, inputs: inputs, size: SceneRecording.layoutSize(for: size), to: 0.1)
        let texts = session.host.displayList.items.filter { $0.text != nil }
        #expect(texts.count >= 9)
        for item in texts {
            #expect(item.bounds.minX >= -0.5 && item.bounds.maxX <= 800.5, "'\(item.text!)' at \(item.bounds)")
        }
        // The default tap (a point in scene points) starts a phase cycle: events follow it.
        let tap = try #require(SceneRecording.defaultTaps(for: session.host).first)
        var recording = SceneRecording(scene: scene, inputs: inputs + [SceneInput(time: tap.time, action: .tap(tap.target))],
                                       end: 1, size: size)
        try recording.run(drawingOn: nil)
        #expect(recording.events.contains { $0.time >= tap.time }, "the tap at \(tap.target) started nothing")
    }
}
