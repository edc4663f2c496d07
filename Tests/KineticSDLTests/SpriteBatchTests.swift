import Foundation
import Testing
@testable import KineticGallery
@testable import KineticSDL

extension SDLTests {
    /// ``SpriteBatch``: sprites painted on the CPU, leaving out what later sprites and covering
    /// panels hide: the same picture as every sprite painted whole, and as SDL draws them.
    @Suite struct SpriteBatchTests {
        nonisolated static let hasDisplay = !(ProcessInfo.processInfo.environment["DISPLAY"] ?? "").isEmpty
        static let emoji = ["🐱", "🐶", "🐰", "🦊", "🐼", "🐸", "🐵", "🐧"]
        static let grey = CanvasColor(hex: 0xA0A0A0)

        /// The stress scene drawn with and without culling at `times`, on two canvases: the pictures
        /// after each time, and the culled scene's figures at the last one.
        static func comparePictures(count: Int, culled: RenderCanvas, whole: RenderCanvas, times: [TimeInterval])
            throws -> (differing: [Int], hidden: Int, drawnPixels: Int, wholePixels: Int) {
            let a = SpriteStressScene(count: count)
            let b = SpriteStressScene(count: count)
            b.cullsHiddenSprites = false
            var differing: [Int] = []
            var (x, y) = ([UInt8](), [UInt8]())
            for time in times {
                a.update(time: time); a.draw(on: culled)
                b.update(time: time); b.draw(on: whole)
                try culled.readRGBA(into: &x)
                try whole.readRGBA(into: &y)
                differing.append(CanvasLayerTests.differingPixels(x, y))
            }
            #expect(b.hiddenSprites == 0)
            return (differing, a.hiddenSprites, a.drawnSpritePixels, b.drawnSpritePixels)
        }

        /// The stress scene's sprites at `time` in a batch, in its drawing order.
        static func batch(count: Int, time: TimeInterval) -> SpriteBatch {
            let scene = SpriteStressScene(count: count)
            scene.update(time: time)
            let batch = SpriteBatch(emoji: emoji, side: 32)
            for kind in emoji.indices {
                for index in stride(from: kind, to: count, by: emoji.count) {
                    let p = scene.sprites[index].presentationValue
                    batch.append(kind: kind, center: CGPoint(x: p.first, y: p.second))
                }
            }
            return batch
        }

        /// The batch painted on the CPU into a 640 × 480 picture.
        static func paint(_ batch: SpriteBatch, background: CanvasColor = grey) -> [UInt32] {
            var pixels = [UInt32](repeating: 0x1234_5678, count: 640 * 480)
            pixels.withUnsafeMutableBufferPointer { batch.paint(into: $0.baseAddress!, pitch: 640, width: 640, height: 480, background: background) }
            return pixels
        }

        /// The number of pixels two pictures differ in.
        static func differing(_ a: [UInt32], _ b: [UInt32]) -> Int { a.count == b.count ? zip(a, b).count { $0 != $1 } : max(a.count, b.count) }

        /// Painting only the kept pixels gives the picture of every sprite painted whole, bit for bit,
        /// on the CPU, on two threads or one.
        @Test(arguments: [1, 100, 1000, 10_000])
        func culledPaintingEqualsEverySpritePaintedWhole(count: Int) throws {
            let canvas = try OffscreenCanvas(width: 640, height: 480, fonts: try FontLibrary())
            for time in [0, 0.25, 1.3, 2.9] {
                let batch = Self.batch(count: count, time: time)
                batch.prepareTexels(on: canvas.canvas)
                batch.paintsOnTwoThreads = true
                let culled = Self.paint(batch)
                let (hidden, painted) = (batch.hiddenSprites, batch.drawnPixels)
                batch.cullsHiddenParts = false
                let whole = Self.paint(batch)
                #expect(Self.differing(culled, whole) == 0, "pixels differ at \(count) sprites, t = \(time)")
                // Painted on one thread: the same.
                batch.paintsOnTwoThreads = false
                let wholePainted = batch.drawnPixels
                #expect(Self.differing(Self.paint(batch), whole) == 0 && batch.drawnPixels == wholePainted)
                batch.cullsHiddenParts = true
                #expect(Self.differing(Self.paint(batch), culled) == 0 && batch.drawnPixels == painted && batch.hiddenSprites == hidden)
                batch.cullsHiddenParts = false
                _ = Self.paint(batch)
                #expect(batch.hiddenSprites == 0)
                #expect(painted <= batch.drawnPixels)
                if count == 1 { #expect(hidden == 0 && painted == batch.drawnPixels) }
                if count == 10_000 { #expect(hidden > 7_000 && painted * 10 < batch.drawnPixels, "\(hidden) hidden, \(painted) of \(batch.drawnPixels) pixels painted") }
            }
        }

        /// Whatever share of the rows the calling thread paints (the rest on the worker), with a
        /// panel hiding part of the sprites: the picture painted on one thread, bit for bit; the
        /// split follows the visible pixels (a panel over the upper rows moves it down).
        @Test func anyShareOfTheRowsPaintsTheSamePicture() throws {
            let canvas = try OffscreenCanvas(width: 640, height: 480, fonts: try FontLibrary())
            let batch = Self.batch(count: 1000, time: 0.7)
            batch.prepareTexels(on: canvas.canvas)
            batch.hide(CGRect(x: 100, y: 0, width: 540, height: 240))
            batch.paintsOnTwoThreads = false
            let reference = Self.paint(batch)
            batch.paintsOnTwoThreads = true
            for share in [0, 0.01, 0.125, 0.5, 0.9, 1, .nan] {
                var pixels = [UInt32](repeating: 0x1234_5678, count: 640 * 480)
                pixels.withUnsafeMutableBufferPointer {
                    batch.paint(into: $0.baseAddress!, pitch: 640, width: 640, height: 480, background: Self.grey, upperShare: share)
                }
                #expect(Self.differing(pixels, reference) == 0, "share \(share)")
            }
            // Half the visible pixels: the upper rows show 100 of 640 columns, so the split lies below row 240.
            #expect(batch.splitRow(width: 640, height: 480, share: 0.5) > 240 + 100)
            #expect(batch.splitRow(width: 640, height: 480, share: 0.125) < 240)
        }

        @Test(arguments: [1, 100, 1000, 10_000])
        func culledPictureEqualsEverySpriteDrawnOffscreen(count: Int) throws {
            let fonts = try FontLibrary()
            let culled = try OffscreenCanvas(width: 640, height: 480, fonts: fonts)
            let whole = try OffscreenCanvas(width: 640, height: 480, fonts: fonts)
            let result = try Self.comparePictures(count: count, culled: culled.canvas, whole: whole.canvas,
                                                  times: [0, 0.25, 0.7, 1.3, 2.9])
            #expect(result.differing == [0, 0, 0, 0, 0])
            if count == 1000 {
                #expect(result.drawnPixels * 3 < result.wholePixels * 2, "\(result.drawnPixels) of \(result.wholePixels) pixels painted")
            }
        }

        @Test(.enabled(if: hasDisplay, "no DISPLAY: run under Xvfb"), arguments: [1000, 10_000])
        func culledPictureEqualsEverySpriteDrawnInAWindow(count: Int) throws {
            let fonts = try FontLibrary()
            let culled = try Window(title: "culled", width: 640, height: 480, fonts: fonts, vsync: false)
            let whole = try Window(title: "whole", width: 640, height: 480, fonts: fonts, vsync: false)
            let result = try Self.comparePictures(count: count, culled: culled.canvas, whole: whole.canvas,
                                                  times: [0, 0.25, 0.7, 1.3, 2.9])
            #expect(result.differing == [0, 0, 0, 0, 0])
            if let folder = ProcessInfo.processInfo.environment["KINETIC_SPRITES_PNG"] {
                try culled.savePNG(to: URL(fileURLWithPath: folder).appendingPathComponent("sprites-\(count)-culled.png"))
                try whole.savePNG(to: URL(fileURLWithPath: folder).appendingPathComponent("sprites-\(count)-whole.png"))
            }
        }

        /// The batch's picture against SDL drawing every sprite whole as blended textured quads
        /// (`RenderCanvas.emojiSprites`, the drawing before the CPU painting) at the same whole
        /// pixels: the largest channel difference and the pixels differing by more than 1.
        static func againstSDL(_ canvas: RenderCanvas, count: Int, times: [TimeInterval]) throws -> (largest: Int, differing: Int) {
            var scene = SpriteStressScene(count: count)
            return try CanvasLayerTests.compare(on: canvas, times: times) { time in
                scene = SpriteStressScene(count: count)
                scene.update(time: time)
                scene.draw(on: canvas)
            } reference: { _ in
                canvas.beginFrame(clearingTo: grey)
                for kind in emoji.indices {
                    // Centres at whole pixels plus half the side: the top-left corners the batch rounds to.
                    canvas.emojiSprites(emoji[kind], side: 32, at: stride(from: kind, to: count, by: 8).lazy.map {
                        let p = scene.sprites[$0].presentationValue
                        return CGPoint(x: (p.first - 16).rounded() + 16, y: (p.second - 16).rounded() + 16)
                    })
                }
            }
        }

        /// SDL's software renderer rounds its blend of textured geometry its own way: measured, at
        /// most 6 levels from the exact rounding, and off by more than 1 in about a tenth of the
        /// channels (188,186 in these two frames).
        @Test func thePictureIsSDLsOffscreen() throws {
            let canvas = try OffscreenCanvas(width: 640, height: 480, fonts: try FontLibrary())
            let result = try Self.againstSDL(canvas.canvas, count: 1000, times: [0.25, 1.3])
            #expect(result.largest <= SDLBlendBounds.software, "largest channel difference \(result.largest), \(result.differing) channels off by more than 1")
        }

        /// OpenGL (llvmpipe under Xvfb; `kinetic`'s windows' renderer) blends in its own fixed point:
        /// measured, at most 3 levels from the exact rounding, and off by more than 1 in 108 channels
        /// of these two frames' 1,843,200.
        @Test(.enabled(if: hasDisplay, "no DISPLAY: run under Xvfb"))
        func thePictureIsSDLsInAWindow() throws {
            let window = try Window(title: "sdl", width: 640, height: 480, fonts: try FontLibrary(), vsync: false, renderer: .openGL)
            #expect(window.rendererName == "opengl")
            let result = try Self.againstSDL(window.canvas, count: 1000, times: [0.25, 1.3])
            #expect(result.differing < 500)
            #expect(result.largest <= SDLBlendBounds.window, "largest channel difference \(result.largest), \(result.differing) channels off by more than 1 (\(window.rendererName))")
        }

        /// The measured bounds (see the two tests above).
        enum SDLBlendBounds {
            static let software = 6
            static let window = 3
        }

        /// At 10,000 sprites on 640 × 480 pixels (33 layers deep on average) most sprites cannot show.
        @Test func mostOfTenThousandSpritesAreLeftOut() throws {
            let canvas = try OffscreenCanvas(width: 640, height: 480, fonts: try FontLibrary())
            let scene = SpriteStressScene(count: 10_000)
            scene.update(time: 1); scene.draw(on: canvas.canvas)
            #expect(scene.hiddenSprites > 7_000, "\(scene.hiddenSprites) of 10,000 sprites left out")
            // About the window's 307,200 pixels and the translucent edges above them, not 10 million.
            #expect(scene.drawnSpritePixels < 600_000, "\(scene.drawnSpritePixels) pixels painted")
        }

        /// The number of a 32-pixel sprite's pixels whose alpha `alpha` passes `test`.
        static func count(_ alpha: [UInt8], where test: (UInt8) -> Bool) -> Int { alpha.count(where: test) }

        @Test func anIsolatedSpriteIsPaintedWholeAndOneOnTopToo() throws {
            let canvas = try OffscreenCanvas(width: 200, height: 100, fonts: try FontLibrary())
            let alpha = try #require(canvas.canvas.emojiSpriteAlpha("🐱", side: 32))
            let painted = Self.count(alpha) { $0 > 0 }, edges = Self.count(alpha) { $0 > 0 && $0 < 255 }
            #expect(painted > 600 && edges > 50 && edges < painted / 2, "the cat paints \(painted) pixels, \(edges) translucent")
            let batch = SpriteBatch(emoji: Self.emoji, side: 32)
            // Alone: every pixel it paints.
            batch.append(kind: 0, center: CGPoint(x: 150.3, y: 50.6))
            batch.draw(on: canvas.canvas, background: Self.grey)
            #expect(batch.hiddenSprites == 0)
            #expect(batch.drawnPixels == painted)
            // Forty of it in one place, and one more on top: the top one is painted whole, each one
            // below only where the top one is not opaque.
            batch.removeAll()
            for _ in 0...40 { batch.append(kind: 0, center: CGPoint(x: 150.3, y: 50.6)) }
            batch.draw(on: canvas.canvas, background: Self.grey)
            #expect(batch.hiddenSprites == 0)
            #expect(batch.drawnPixels == painted + 40 * edges)
            // Below the opaque pixels of other sprites, wholly hidden: a cat under 49 pandas 8 pixels
            // apart around it adds nothing to paint.
            func pandas(overCat: Bool) -> (hidden: Int, pixels: Int) {
                batch.removeAll()
                if overCat { batch.append(kind: 0, center: CGPoint(x: 50, y: 50)) }
                for i in 0..<7 { for j in 0..<7 { batch.append(kind: 4, center: CGPoint(x: 26 + 8 * Double(i), y: 26 + 8 * Double(j))) } }
                batch.draw(on: canvas.canvas, background: Self.grey)
                return (batch.hiddenSprites, batch.drawnPixels)
            }
            let (withCat, without) = (pandas(overCat: true), pandas(overCat: false))
            #expect(withCat.hidden == without.hidden + 1)
            #expect(withCat.pixels == without.pixels)
        }

        @Test func anOverlayPanelHidesWhatLiesBelowIt() throws {
            let canvas = try OffscreenCanvas(width: 200, height: 100, fonts: try FontLibrary())
            let batch = SpriteBatch(emoji: Self.emoji, side: 32)
            batch.append(kind: 1, center: CGPoint(x: 50, y: 50))
            batch.append(kind: 2, center: CGPoint(x: 150, y: 50))
            batch.hide(CGRect(x: 20, y: 20, width: 70, height: 70))  // all of the first: 34..<66 both ways
            batch.draw(on: canvas.canvas, background: Self.grey)
            #expect(batch.hiddenSprites == 1)
            let second = batch.drawnPixels
            batch.removeAll()
            batch.append(kind: 2, center: CGPoint(x: 150, y: 50))
            batch.draw(on: canvas.canvas, background: Self.grey)
            #expect(batch.drawnPixels == second)
            // A panel over the top right quarter of a sprite (pixels 34..<66 both ways): the
            // pixels it paints elsewhere.
            let alpha = try #require(canvas.canvas.emojiSpriteAlpha("🐵", side: 32))
            batch.removeAll()
            batch.append(kind: 6, center: CGPoint(x: 50, y: 50))
            batch.hide(CGRect(x: 50, y: 0, width: 50, height: 50))
            batch.draw(on: canvas.canvas, background: Self.grey)
            let outside = (0..<32 * 32).count { alpha[$0] > 0 && !($0 % 32 >= 16 && $0 / 32 < 16) }
            #expect(batch.drawnPixels == outside && outside < Self.count(alpha) { $0 > 0 } - 100, "\(outside) of \(Self.count(alpha) { $0 > 0 })")
        }

        @Test func paintingEverySpriteWholeLeavesNoneOut() throws {
            let canvas = try OffscreenCanvas(width: 200, height: 100, fonts: try FontLibrary())
            let alpha = try #require(canvas.canvas.emojiSpriteAlpha("🦊", side: 32))
            let batch = SpriteBatch(emoji: Self.emoji, side: 32)
            batch.cullsHiddenParts = false
            for _ in 0..<10 { batch.append(kind: 3, center: CGPoint(x: 100, y: 50)) }
            batch.draw(on: canvas.canvas, background: Self.grey)
            #expect(batch.hiddenSprites == 0)
            #expect(batch.drawnPixels == 10 * Self.count(alpha) { $0 > 0 })
        }

        /// Sprites partly or wholly off the canvas, and larger than a coverage row: painted where
        /// they lie on it, the same culled or whole.
        @Test func spritesOffTheCanvasAndLargeOnes() throws {
            let canvas = try OffscreenCanvas(width: 640, height: 480, fonts: try FontLibrary())
            for side in [32, 64, 65, 100] {
                let batch = SpriteBatch(emoji: Self.emoji, side: side)
                for (i, point) in [(-40.0, -40.0), (-10, 30), (630, 470), (700, 100), (320, -5), (320, 240), (325, 245), (1e12, 0)].enumerated() {
                    batch.append(kind: i % 8, center: CGPoint(x: point.0, y: point.1))
                }
                batch.prepareTexels(on: canvas.canvas)
                let culled = Self.paint(batch)
                batch.cullsHiddenParts = false
                let whole = Self.paint(batch)
                #expect(Self.differing(culled, whole) == 0, "side \(side)")
                #expect(culled.count { $0 != 0xFFA0_A0A0 } > 2 * side * side / 2, "side \(side)")
            }
        }
    }

    /// ``PixelBlend``: SDL's blend, rounded to the nearest integer.
    @Suite struct PixelBlendTests {
        @Test func sourceOverRoundsTheExactBlend() {
            func rounded(_ s: UInt32, _ d: UInt32, _ a: UInt32) -> UInt32 {
                UInt32(((Double(s * a) + Double(d * (255 - a))) / 255).rounded())
            }
            var wrong = 0, checked = 0
            for a in 0...255 as ClosedRange<UInt32> {
                for s in stride(from: 0 as UInt32, through: 255, by: 5) {
                    for d in stride(from: 0 as UInt32, through: 255, by: 3) {
                        // Each channel gets a different pair: red s over d, green 255 − s over s, blue d over 255 − d.
                        let source = a << 24 | s << 16 | (255 - s) << 8 | d, destination = 0xFF00_0000 | d << 16 | s << 8 | (255 - d)
                        let expected = 0xFF00_0000 | rounded(s, d, a) << 16 | rounded(255 - s, s, a) << 8 | rounded(d, 255 - d, a)
                        if PixelBlend.sourceOver(source, destination) != expected { wrong += 1 }
                        checked += 1
                    }
                }
            }
            #expect(wrong == 0, "\(wrong) of \(checked) blends off")
            #expect(PixelBlend.sourceOver(0x00FF_FFFF, 0xFF12_3456) == 0xFF12_3456)
            #expect(PixelBlend.sourceOver(0xFF65_4321, 0xFF12_3456) == 0xFF65_4321)
        }

        @Test func paintCopiesOpaquePixelsAndBlendsTheRest() {
            let source = (0..<64).map { UInt32($0) << 24 | 0xFF_FFFF }
            var row = [UInt32](repeating: 0xFF00_0000, count: 64)
            let pixels: UInt64 = 0xF0F0_0000_FFFF_0001, opaque: UInt64 = 0x00F0_0000_0F0F_0001
            source.withUnsafeBufferPointer { s in row.withUnsafeMutableBufferPointer { PixelBlend.paint(s.baseAddress!, over: $0.baseAddress!, pixels: pixels, opaque: opaque) } }
            for i in 0..<64 {
                let expected = pixels >> UInt64(i) & 1 == 0 ? 0xFF00_0000
                    : opaque >> UInt64(i) & 1 == 1 ? source[i] : PixelBlend.sourceOver(source[i], 0xFF00_0000)
                #expect(row[i] == expected, "pixel \(i)")
            }
        }
    }
}
