import Foundation
import Kinetic
import KineticGallery
import KineticSDL
import Testing
import KineticSDLTestSupport

extension GalleryTests {
    /// The spring slice drawn headless through SDL's software renderer: the sprite's drawn size
    /// follows the engine's presentation value.
    @Suite struct SpringSliceRenderTests {
        static let size = CGSize(width: 640, height: 480)
        static let background = CanvasColor(hex: 0xF2F2F7)

        /// The frame times from `start` through `end` on a 60 Hz clock.
        static func frames(from start: TimeInterval, through end: TimeInterval) -> [TimeInterval] {
            (Int((start * 60).rounded())...Int((end * 60).rounded())).map { Double($0) / 60 }
        }

        /// The engine's presentation value at `time` after a `.bouncy` change from 1 to 1.5 at 0.
        func expectedScale(at time: TimeInterval) -> Double {
            let animator = AttributeAnimator<Double>(value: 1)
            withAnimation(.bouncy) {
                _ = animator.setValue(1.5, transaction: Transaction.current ?? Transaction(), time: 0)
            }
            for frame in Self.frames(from: 0, through: time) { animator.update(time: frame) }
            return animator.presentationValue
        }

        /// The sprite's drawn bounding box, looked for around its centre.
        func drawnSprite(of scene: HostedViewScene, in image: OffscreenCanvas, reach: Double) throws -> CGRect {
            scene.draw(on: image.canvas)
            #expect(image.canvas.failure == nil)
            let c = try #require(scene.host.displayList.item(withID: "sprite")).center
            // Below the caption: the sprite's row only.
            let region = CGRect(x: c.x - reach, y: c.y - reach * 0.75, width: 2 * reach, height: reach * 1.6)
            return try #require(PixelProbe.boundingBox(in: image, region: region, background: Self.background))
        }

        @Test(arguments: [0.1, 0.25, 0.4, 1.5])
        func spriteIsDrawnAtThePresentationScale(time: TimeInterval) throws {
            let image = try OffscreenCanvas(width: Int(Self.size.width), height: Int(Self.size.height), fonts: FontLibrary())
            let resting = HostedViewScene(SpringSliceView(), size: Self.size)
            resting.update(time: 0)
            let atRest = try drawnSprite(of: resting, in: image, reach: 120)

            let scene = HostedViewScene(SpringSliceView(), size: Self.size)
            scene.update(time: 0)
            #expect(scene.host.tap(id: "sprite"))
            for frame in Self.frames(from: 0, through: time) { scene.update(time: frame) }
            let expected = expectedScale(at: time)
            let item = try #require(scene.host.displayList.item(withID: "sprite"))
            #expect(abs(Double(item.transform.scale.width) - expected) < 1e-9)
            let drawn = try drawnSprite(of: scene, in: image, reach: 120)
            // The glyph is drawn scaled about its centre: its bounding box follows the scale.
            #expect(abs(drawn.width - atRest.width * expected) <= 2, "width \(drawn.width) vs \(atRest.width) × \(expected)")
            #expect(abs(drawn.height - atRest.height * expected) <= 2, "height \(drawn.height) vs \(atRest.height) × \(expected)")
        }

        @Test func aTapWhileMovingMergesWithoutAJump() throws {
            let scene = HostedViewScene(SpringSliceView(), size: Self.size)
            var changes: [AttributeEvent.Kind] = []
            scene.host.subscribe(events: { if $0.kind != .jump { changes.append($0.kind) } })
            scene.update(time: 0)
            scene.host.tap(id: "sprite")
            for frame in Self.frames(from: 0, through: 0.15) { scene.update(time: frame) }
            let before = try #require(scene.host.attributes(animatingOnly: true).first { $0.name == "scaleEffect" })
            scene.host.tap(id: "sprite")
            let after = try #require(scene.host.attributes(animatingOnly: true).first { $0.name == "scaleEffect" })
            #expect(changes == [.started, .merged])
            #expect(abs(after.presentation[0] - before.presentation[0]) < 1e-9)
            #expect(abs(after.velocity[0] - before.velocity[0]) < 1e-6 * max(1, abs(before.velocity[0])))
        }
    }
}
