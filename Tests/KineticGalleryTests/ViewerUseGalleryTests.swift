import Foundation
import Kinetic
import KineticGallery
import KineticInspector
import KineticSDL
import Testing
@testable import KineticViewer
import KineticViewerTestSupport

extension GalleryTests {
    /// What walking the gallery's scenes as a new user found, each with the test that failed before its fix.
    @Suite struct ViewerUseGalleryTests {}
}

extension GalleryTests.ViewerUseGalleryTests {
    /// `r` on the keyframes scene recorded only the animator's clock ("1 animated attribute"): the
    /// dog's scale, offset, rotation and stretch, which the keyframe animator drives frame by frame
    /// without an animation, were missing from samples.csv. They are recorded now, each sample the
    /// value the scene has at that instant.
    @Test func aKeyframeRecordingHasTheValuesTheAnimatorDrives() throws {
        let scene = try #require(GalleryCatalog.scene(named: "keyframes"))
        let inputs = [SceneInput(time: 0, action: .tuning(PreviewTuning())), SceneInput(time: 0.1, action: .tap(.id("emoji")))]
        let size = CGSize(width: 800, height: 560)
        var recording = SceneRecording(scene: scene, inputs: inputs, end: 2, size: size)
        try recording.run(drawingOn: nil)
        let names = Set(recording.samples.map(\.name))
        #expect(names.isSuperset(of: ["emoji · scaleEffect", "emoji · rotationEffect", "emoji · offset"]), "\(names)")
        for time in [0.1 + 30.0 / 60, 0.1 + 50.0 / 60] {
            let session = try SceneSession.replay(scene, inputs: inputs, size: size, to: time)
            let truth = try #require(session.host.attributes().first { $0.testID == "emoji" && $0.name == "rotationEffect" })
            let rows = recording.samples.filter { abs($0.time - time) < 1e-9 && $0.name == "emoji · rotationEffect" }
            // In the units the code wrote: the angle in degrees (animatableData holds radians × 128),
            // the anchor as a fraction of the view (× 128 in animatableData): the centre, 0.5.
            #expect(rows.map(\.part) == ["angle", "anchor x", "anchor y"] && rows.map(\.unit) == ["deg", "fraction", "fraction"])
            #expect(abs(rows[0].value - truth.presentation[0] / 128 * 180 / .pi) < 1e-9, "at \(time)")
            #expect(rows[1].value == 0.5 && rows[2].value == 0.5, "at \(time)")
            // The keyframe animator's clock in seconds since the tap.
            let clock = recording.samples.filter { abs($0.time - time) < 1e-9 && $0.name == "emoji · keyframe time" }
            #expect(clock.map(\.part) == ["time"] && clock.map(\.unit) == ["s"], "\(clock)")
            #expect(abs(clock[0].value - (time - 0.1)) < 1e-9, "at \(time): \(clock[0].value)")
            // The track that turns it, named by its key path, in degrees too: the same angle.
            let track = recording.samples.filter { abs($0.time - time) < 1e-9 && $0.name == "emoji · \\.angle" }
            #expect(track.map(\.part) == ["angle"] && track.map(\.unit) == ["deg"], "\(track)")
            #expect(abs(track[0].value - rows[0].value) < 1e-9, "at \(time): \(track[0].value) against \(rows[0].value)")
            #expect(rows.map(\.value).contains { $0 != 0 }, "the dog is turned at \(time)")
        }
    }
}
