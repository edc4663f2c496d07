import Foundation
import Testing
@testable import KineticGallery
@testable import KineticSDL

extension SDLTests {
    /// ``SpriteBatch``: sprites drawn front to back over an ``OcclusionGrid``, leaving out what later
    /// sprites and covering panels hide: the same picture as every sprite drawn whole.
    @Suite struct SpriteBatchTests {
        nonisolated static let hasDisplay = !(ProcessInfo.processInfo.environment["DISPLAY"] ?? "").isEmpty
        static let emoji = ["🐱", "🐶", "🐰", "🦊", "🐼", "🐸", "🐵", "🐧"]

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

        @Test(arguments: [1, 100, 1000, 10_000])
        func culledPictureEqualsEverySpriteDrawnOffscreen(count: Int) throws {
            let fonts = try FontLibrary()
            let culled = try OffscreenCanvas(width: 640, height: 480, fonts: fonts)
            let whole = try OffscreenCanvas(width: 640, height: 480, fonts: fonts)
            let result = try Self.comparePictures(count: count, culled: culled.canvas, whole: whole.canvas,
                                                  times: [0, 0.25, 0.7, 1.3, 2.9])
            #expect(result.differing == [0, 0, 0, 0, 0])
            #expect(result.wholePixels == count * 32 * 32)
            if count == 1000 {
                #expect(result.drawnPixels * 3 < result.wholePixels * 2, "\(result.drawnPixels) of \(result.wholePixels) pixels drawn")
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

        /// Sprites drawn at whole pixels look as drawn at their fractional positions (a 1:1 copy
        /// samples the nearest texels anyway): 1,000 sprites drawn whole by the batch and by
        /// `RenderCanvas.emojiSprites` (fractional quads, as before the batch) differ in a few pixels.
        @Test(.enabled(if: hasDisplay, "no DISPLAY: run under Xvfb"))
        func wholePixelsLookAsFractionalPositions() throws {
            let fonts = try FontLibrary()
            let snapped = try Window(title: "snapped", width: 640, height: 480, fonts: fonts, vsync: false)
            let fractional = try Window(title: "fractional", width: 640, height: 480, fonts: fonts, vsync: false)
            let scene = SpriteStressScene(count: 1000)
            scene.cullsHiddenSprites = false
            var differing: [Int] = []
            for time in [0.25, 0.7, 1.3] {
                scene.update(time: time)
                scene.draw(on: snapped.canvas)
                fractional.canvas.beginFrame(clearingTo: CanvasColor(hex: 0xA0A0A0))
                for kind in Self.emoji.indices {
                    fractional.canvas.emojiSprites(Self.emoji[kind], side: 32, at: stride(from: kind, to: 1000, by: 8).lazy.map {
                        CGPoint(x: scene.sprites[$0].presentationValue.first, y: scene.sprites[$0].presentationValue.second)
                    })
                }
                var (x, y) = ([UInt8](), [UInt8]())
                try snapped.canvas.readRGBA(into: &x)
                try fractional.canvas.readRGBA(into: &y)
                differing.append(CanvasLayerTests.differingPixels(x, y))
            }
            #expect(differing.allSatisfy { $0 < 100 }, "\(differing) of 307,200 pixels differ")
        }

        /// At 10,000 sprites on 640 × 480 pixels (33 layers deep on average) most sprites cannot show.
        @Test func mostOfTenThousandSpritesAreLeftOut() throws {
            let canvas = try OffscreenCanvas(width: 640, height: 480, fonts: try FontLibrary())
            let scene = SpriteStressScene(count: 10_000)
            scene.update(time: 1); scene.draw(on: canvas.canvas)
            #expect(scene.hiddenSprites > 7_000, "\(scene.hiddenSprites) of 10,000 sprites left out")
            // About three times the window's 307,200 pixels, not 10 million.
            #expect(scene.drawnSpritePixels < 1_000_000, "\(scene.drawnSpritePixels) pixels drawn")
        }

        /// The area of the bounding box of a 32-pixel sprite's pixels whose alpha `alpha` passes `test`.
        static func boxArea(_ alpha: [UInt8], where test: (UInt8) -> Bool) -> Int {
            let pixels = (0..<32 * 32).filter { test(alpha[$0]) }
            guard let first = pixels.first else { return 0 }
            let xs = pixels.map { $0 % 32 }, ys = pixels.map { $0 / 32 }
            return (xs.max()! - xs.min()! + 1) * (ys.max()! - first / 32 + 1)
        }

        @Test func anIsolatedSpriteIsDrawnWholeAndOneOnTopToo() throws {
            let canvas = try OffscreenCanvas(width: 200, height: 100, fonts: try FontLibrary())
            let alpha = try #require(canvas.canvas.emojiSpriteAlpha("🐱", side: 32))
            let painted = Self.boxArea(alpha) { $0 > 0 }, edges = Self.boxArea(alpha) { $0 > 0 && $0 < 255 }
            #expect(painted == 32 * 30 && edges == 32 * 30, "the cat's painted pixels and its translucent ones span 32 × 30 pixels")
            let batch = SpriteBatch(emoji: Self.emoji, side: 32)
            batch.splitSaving = .max  // one box a sprite
            // Alone: the box of every pixel it paints.
            batch.append(kind: 0, center: CGPoint(x: 150.3, y: 50.6))
            batch.draw(on: canvas.canvas)
            #expect(batch.hiddenSprites == 0)
            #expect(batch.drawnPixels == painted)
            // Forty of it in one place, and one more on top: the top one is drawn whole, each one below
            // only where the top one is not opaque: the box of its translucent pixels.
            batch.removeAll()
            for _ in 0...40 { batch.append(kind: 0, center: CGPoint(x: 150.3, y: 50.6)) }
            batch.draw(on: canvas.canvas)
            #expect(batch.hiddenSprites == 0)
            #expect(batch.drawnPixels == painted + 40 * edges)
            // Below the opaque pixels of other sprites, wholly hidden: a cat under 49 pandas 8 pixels
            // apart around it adds nothing to draw.
            func pandas(overCat: Bool) -> (hidden: Int, pixels: Int) {
                batch.removeAll()
                if overCat { batch.append(kind: 0, center: CGPoint(x: 50, y: 50)) }
                for i in 0..<7 { for j in 0..<7 { batch.append(kind: 4, center: CGPoint(x: 26 + 8 * Double(i), y: 26 + 8 * Double(j))) } }
                batch.draw(on: canvas.canvas)
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
            batch.hide(CGRect(x: 20, y: 20, width: 70, height: 70))  // all of the first: cells 24..<88 cover 34..<66
            batch.draw(on: canvas.canvas)
            #expect(batch.hiddenSprites == 1)
            let second = batch.drawnPixels
            batch.removeAll()
            batch.append(kind: 2, center: CGPoint(x: 150, y: 50))
            batch.draw(on: canvas.canvas)
            #expect(batch.drawnPixels == second)
        }

        /// A sprite whose top right quarter lies below a panel: one box, or two above and below the
        /// panel's edge, which save a quarter of the sprite.
        @Test func aSpriteIsCutInTwoBoxesWhenThatSavesPixels() throws {
            let canvas = try OffscreenCanvas(width: 200, height: 100, fonts: try FontLibrary())
            let batch = SpriteBatch(emoji: Self.emoji, side: 32)
            func drawn(splitSaving: Int) -> Int {
                batch.splitSaving = splitSaving
                batch.removeAll()
                batch.append(kind: 6, center: CGPoint(x: 50, y: 50))  // pixels 34..<66 both ways
                batch.hide(CGRect(x: 50, y: 0, width: 50, height: 50))
                batch.draw(on: canvas.canvas)
                return batch.drawnPixels
            }
            let alpha = try #require(canvas.canvas.emojiSpriteAlpha("🐵", side: 32))
            let box = Self.boxArea(alpha) { $0 > 0 }
            #expect(drawn(splitSaving: .max) == box)
            let cut = drawn(splitSaving: 200)
            #expect(cut < box - 200 && cut > box * 5 / 8, "\(cut) of \(box) pixels")
            #expect(drawn(splitSaving: box) == box)
        }

        @Test func drawingEverySpriteWholeLeavesNoneOut() throws {
            let canvas = try OffscreenCanvas(width: 200, height: 100, fonts: try FontLibrary())
            let batch = SpriteBatch(emoji: Self.emoji, side: 32)
            batch.cullsHiddenParts = false
            for _ in 0..<10 { batch.append(kind: 3, center: CGPoint(x: 100, y: 50)) }
            batch.draw(on: canvas.canvas)
            #expect(batch.hiddenSprites == 0)
            #expect(batch.drawnPixels == 10 * 32 * 32)
        }
    }

    /// ``SpriteCoverage``: which pixels of a sprite paint and which hide.
    @Suite struct SpriteCoverageTests {
        @Test func paintingAndHidingRows() {
            // A disc: transparent corners, a translucent pixel.
            var alpha = [UInt8](repeating: 0, count: 32 * 32)
            for y in 0..<32 {
                for x in 0..<32 where (Double(x) - 15.5) * (Double(x) - 15.5) + (Double(y) - 15.5) * (Double(y) - 15.5) < 16 * 16 {
                    alpha[y * 32 + x] = 255
                }
            }
            alpha[12 * 32 + 12] = 254
            let coverage = SpriteCoverage(alpha: alpha, side: 32)
            #expect(coverage.paintedRows[0] == 0xF_F000, "pixels 12 to 19")
            #expect(coverage.opaqueRows[0] == 0xF_F000)
            #expect(coverage.paintedRows[12] == 0xFFFF_FFFF)
            #expect(coverage.opaqueRows[12] == 0xFFFF_FFFF & ~(1 << 12))
            let square = SpriteCoverage(alpha: [UInt8](repeating: 255, count: 64 * 64), side: 64)
            #expect(square.opaqueRows == [UInt64](repeating: ~0, count: 64))
        }
    }

    /// ``OcclusionMask``: pixels hidden by rectangles and by rows of pixels, across its 64-bit words.
    @Suite struct OcclusionMaskTests {
        @Test func rectanglesHideThePixelsWhollyInside() {
            var mask = OcclusionMask()
            mask.reset(size: CGSize(width: 100, height: 50))
            #expect(mask.width == 100 && mask.height == 50)
            #expect(!mask.isHidden(x: 0, y: 0) && mask.isHidden(x: -1, y: 0) && mask.isHidden(x: 100, y: 49) && mask.isHidden(x: 0, y: 50))
            mask.hide(CGRect(x: 4.5, y: 8, width: 3, height: 1.5))  // pixels 5 and 6 of row 8
            #expect((4..<8).map { mask.isHidden(x: $0, y: 8) } == [false, true, true, false])
            #expect(!mask.isHidden(x: 5, y: 9))
            mask.reset(size: CGSize(width: 100, height: 50))
            #expect(!mask.isHidden(x: 5, y: 8))
        }

        @Test(arguments: [-64, -3, 0, 1, 37, 63, 64, 90, 120])
        func rowsReadBackWhatTheyHid(x: Int) {
            var mask = OcclusionMask()
            mask.reset(size: CGSize(width: 130, height: 20))
            let pixels: UInt64 = 0x8142_2418_0000_FF01
            mask.hide(pixels, row: 7, x: x)
            // Pixels off the canvas read as hidden anyway.
            var outside: UInt64 = 0
            for i in 0..<64 where x + i < 0 || x + i >= 130 { outside |= 1 << UInt64(i) }
            #expect(mask.hiddenPixels(row: 7, x: x) == pixels | outside)
            #expect(mask.hiddenPixels(row: 6, x: x) == outside)
            for i in 0..<64 where x + i >= 0 && x + i < 130 {
                #expect(mask.isHidden(x: x + i, y: 7) == (pixels >> UInt64(i) & 1 == 1))
            }
        }
    }
}
