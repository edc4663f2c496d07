import Foundation
import Kinetic
import KineticSDL
import Testing
@testable import KineticTools

extension ToolsTests {
    /// The sprite benchmark's scene: emoji views moved by the engine through the graph, its display
    /// list and the renderer, as a user's views are.
    @Suite struct SpriteStressSceneTests {
        /// Every sprite is a view of its own in the display list, drawn where the engine puts it.
        @Test func everySpriteIsAViewTheRendererDraws() throws {
            let scene = SpriteStressScene(count: 1000)
            scene.update(time: 0)
            let list = scene.sprites.host.displayList
            let drawn = list.items.filter { item in SpriteStressScene.emoji.contains(item.text ?? "") }
            #expect(drawn.count == 1000)
            let canvas = try OffscreenCanvas(width: 640, height: 480, fonts: FontLibrary())
            scene.draw(on: canvas.canvas)
            var pixels: [UInt8] = []
            try canvas.canvas.readRGBA(into: &pixels)
            // The background is grey (0xA0); emoji cover a good part of the picture.
            let coloured = stride(from: 0, to: pixels.count, by: 4).count { i in
                !(pixels[i] == 0xA0 && pixels[i + 1] == 0xA0 && pixels[i + 2] == 0xA0)
            }
            #expect(coloured > 640 * 480 / 4, "\(coloured) pixels show sprites")
        }

        /// A sprite springs to a point, comes to rest there, and is sent on to the next one: sprite
        /// 0's trace (what the overlay plots) shows a move, a rest and a new move.
        @Test func spritesComeToRestAndMoveOn() {
            let scene = SpriteStressScene(count: 10)
            var frame = 0
            while Double(frame) / 60 < 8 { scene.update(time: Double(frame) / 60); frame += 1 }
            let samples = Array(scene.trace.samples)
            #expect(samples.count >= 400)
            let rest = samples.firstIndex { $0.time > 0.5 && abs($0.velocity) < 1 }
            #expect(rest != nil, "sprite 0 came to rest")
            if let rest { #expect(samples[rest...].contains { abs($0.velocity) > 50 }, "and moved on") }
            #expect(samples.contains { abs($0.velocity) > 50 && $0.time < 1 }, "it moved at once")
        }
    }
}
