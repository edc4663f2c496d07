import Foundation
import Kinetic
import KineticGallery
import KineticSDL
import Testing

extension SDLTests {
    /// The slice drawn headless through SDL's software renderer: the sprite's drawn size follows the
    /// engine's presentation value.
    @Suite struct SpringSliceRenderTests {
        static let stageColor = CanvasColor(hex: 0x181B22)

        /// The drawn sprite's bounding box, looked for around the sprite's centre.
        func drawnSprite(of scene: SpringSliceScene, in image: OffscreenCanvas) throws -> CGRect {
            scene.draw(on: image.canvas)
            #expect(image.canvas.failure == nil)
            let c = scene.spriteCenter, reach = scene.baseSide * 1.1
            let region = CGRect(x: c.x - reach, y: c.y - reach, width: 2 * reach, height: 2 * reach)
            return try #require(PixelProbe.boundingBox(in: image, region: region, background: Self.stageColor))
        }

        /// The frame times from `start` through `end` on a 60 Hz clock (the simulated spring treats
        /// gaps over a second as stalls, so tests advance frame by frame like a host does).
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

        @Test(arguments: [0.1, 0.25, 0.4, 1.5])
        func spriteIsDrawnAtThePresentationScale(time: TimeInterval) throws {
            let fonts = try FontLibrary()
            let image = try OffscreenCanvas(width: 960, height: 540, fonts: fonts)
            let atRest = try drawnSprite(of: SpringSliceScene(), in: image)

            let scene = SpringSliceScene()
            scene.update(time: 0)
            scene.tap(at: 0)
            for frame in Self.frames(from: 0, through: time) { scene.update(time: frame) }
            let expected = expectedScale(at: time)
            #expect(abs(scene.scale.presentationValue - expected) < 1e-9)
            // The closed-form spring agrees with the engine's simulated one (fixed 1/300 s steps)
            // to within a pixel or two at this size.
            let closedForm = 1 + Spring.bouncy.value(target: 0.5, initialVelocity: 0, time: time)
            #expect(abs(closedForm - expected) * scene.baseSide < 2)

            let drawn = try drawnSprite(of: scene, in: image)
            // The glyph's longer side is drawn at baseSide × scale; its bounding box follows it.
            #expect(abs(max(drawn.width, drawn.height) - scene.baseSide * expected) <= 2)
            #expect(abs(drawn.width - atRest.width * expected) <= 2, "width \(drawn.width) vs \(atRest.width) × \(expected)")
            #expect(abs(drawn.height - atRest.height * expected) <= 2, "height \(drawn.height) vs \(atRest.height) × \(expected)")
            #expect(abs(drawn.midX - scene.spriteCenter.x) <= 1.5 && abs(drawn.midY - scene.spriteCenter.y) <= 3)
        }

        @Test func aClickOutsideTheDrawnSpriteMisses() {
            let scene = SpringSliceScene()
            scene.update(time: 0)
            let justOutside = CGPoint(x: scene.spriteCenter.x + scene.baseSide * 0.6, y: scene.spriteCenter.y)
            scene.handle(.pointerDown(justOutside), at: 0.1)
            #expect(scene.scale.modelValue == 1)
            scene.handle(.pointerDown(scene.spriteCenter), at: 0.2)
            #expect(scene.scale.modelValue == 1.5)
            // Once grown, the same point is inside the drawn sprite.
            for frame in Self.frames(from: 0.2, through: 1.5) { scene.update(time: frame) }
            scene.handle(.pointerDown(justOutside), at: 1.5)
            #expect(scene.scale.modelValue == 1)
        }

        @Test func aClickWhileMovingMergesWithoutAJump() {
            let scene = SpringSliceScene()
            scene.update(time: 0)
            scene.tap(at: 0)
            scene.update(time: 0.15)
            let before = (scene.scale.presentationValue, scene.scale.velocity)
            scene.tap(at: 0.15)
            scene.update(time: 0.15)
            #expect(scene.trace.markers.map(\.kind) == [.click, .click, .merge])
            #expect(abs(scene.scale.presentationValue - before.0) < 1e-6)
            #expect(abs(scene.scale.velocity - before.1) < 1e-3 * max(1, abs(before.1)))
        }
    }
}
