import Foundation
import Kinetic
import KineticGallery
import KineticSDL
import Testing

/// The slice drawn headless through SDL's software renderer: the sprite's drawn size follows the
/// engine's presentation value.
@Suite(.serialized) struct SpringSliceRenderTests {
    static let stageColor = Color(hex: 0x181B22)

    /// The drawn sprite's bounding box, looked for around the sprite's centre.
    func drawnSprite(of scene: SpringSliceScene, in image: OffscreenCanvas) throws -> CGRect {
        scene.draw(on: image.canvas)
        #expect(image.canvas.failure == nil)
        let c = scene.spriteCenter, reach = scene.baseSide * 1.1
        let region = CGRect(x: c.x - reach, y: c.y - reach, width: 2 * reach, height: 2 * reach)
        return try #require(PixelProbe.boundingBox(in: image, region: region, background: Self.stageColor))
    }

    /// The engine's presentation value at `time` after a `.bouncy` change from 1 to 1.5 at 0.
    func expectedScale(at time: TimeInterval) -> Double {
        var animator = AttributeAnimator<Double>(value: 1)
        withAnimation(.bouncy) {
            animator.setValue(1.5, transaction: Transaction.current ?? Transaction(), time: 0)
        }
        animator.update(time: time)
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
        scene.update(time: time)
        let expected = expectedScale(at: time)
        #expect(abs(scene.scale.presentationValue - expected) < 1e-9)
        // The closed-form spring agrees with the simulated one to well under a pixel here.
        let closedForm = 1 + Spring.bouncy.value(target: 0.5, initialVelocity: 0, time: time)
        #expect(abs(closedForm - expected) * atRest.height < 0.5)

        let drawn = try drawnSprite(of: scene, in: image)
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
        scene.update(time: 1.5)
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
