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
            if count >= 1000 {
                #expect(result.drawnPixels * 2 < result.wholePixels, "\(result.drawnPixels) of \(result.wholePixels) pixels drawn")
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

        /// At 10,000 sprites on 640 × 480 pixels (33 layers deep on average) most sprites cannot show.
        @Test func mostOfTenThousandSpritesAreLeftOut() throws {
            let canvas = try OffscreenCanvas(width: 640, height: 480, fonts: try FontLibrary())
            let scene = SpriteStressScene(count: 10_000)
            scene.update(time: 1); scene.draw(on: canvas.canvas)
            #expect(scene.hiddenSprites > 9_000, "\(scene.hiddenSprites) of 10,000 sprites left out")
            // About the window's area (307,200 pixels) and the edges of sprites, not 10 M pixels.
            #expect(scene.drawnSpritePixels < 640 * 480, "\(scene.drawnSpritePixels) pixels drawn")
        }

        /// For a 32-pixel sprite of alpha `alpha` at (x, y), worked out here cell by cell of the
        /// canvas's 8-pixel cells: the pixels (clipped to the sprite) of the cells holding a pixel of
        /// alpha above 0, of those holding one of alpha between 0 and 255, and of the cells lying
        /// wholly inside it with alpha 255 throughout.
        static func expectedPixels(alpha: [UInt8], x: Int, y: Int) -> (painted: Int, translucent: Int, opaque: Int) {
            var painted = 0, translucent = 0, opaque = 0
            for cellY in stride(from: y - (y % 8 + 8) % 8, to: y + 32, by: 8) {
                for cellX in stride(from: x - (x % 8 + 8) % 8, to: x + 32, by: 8) {
                    let xs = max(x, cellX)..<min(x + 32, cellX + 8), ys = max(y, cellY)..<min(y + 32, cellY + 8)
                    let values = ys.flatMap { py in xs.map { px in alpha[(py - y) * 32 + px - x] } }
                    if values.contains(where: { $0 > 0 }) { painted += values.count }
                    if values.contains(where: { $0 > 0 && $0 < 255 }) { translucent += values.count }
                    if values.count == 64 && values.allSatisfy({ $0 == 255 }) { opaque += 64 }
                }
            }
            return (painted, translucent, opaque)
        }

        @Test func anIsolatedSpriteIsDrawnWholeAndOneOnTopToo() throws {
            let canvas = try OffscreenCanvas(width: 200, height: 100, fonts: try FontLibrary())
            let alpha = try #require(canvas.canvas.emojiSpriteAlpha("🐱", side: 32))
            let batch = SpriteBatch(emoji: Self.emoji, side: 32)
            // Alone: every cell it paints, at (134, 35) (its centre rounded to whole pixels).
            batch.append(kind: 0, center: CGPoint(x: 150.3, y: 50.6))
            batch.draw(on: canvas.canvas)
            let alone = Self.expectedPixels(alpha: alpha, x: 134, y: 35)
            #expect(batch.hiddenSprites == 0)
            #expect(batch.drawnPixels == alone.painted)
            #expect(alone.painted > 30 * 30 && alone.opaque >= 4 * 64, "\(alone)")
            // Forty of it in one place, and one more on top: the top one is drawn whole, each one below
            // only in the cells where the top one is not opaque (or not there).
            batch.removeAll()
            for _ in 0...40 { batch.append(kind: 0, center: CGPoint(x: 150.3, y: 50.6)) }
            batch.draw(on: canvas.canvas)
            #expect(batch.hiddenSprites == 0)
            #expect(batch.drawnPixels == alone.painted + 40 * alone.translucent)
            #expect(batch.unblendedPixels == alone.opaque)
            // Below the opaque pixels of other sprites, wholly hidden: the cat at (34, 34) under pandas
            // 8 pixels apart around it adds nothing to draw.
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

        @Test func drawingEverySpriteWholeLeavesNoneOut() throws {
            let canvas = try OffscreenCanvas(width: 200, height: 100, fonts: try FontLibrary())
            let batch = SpriteBatch(emoji: Self.emoji, side: 32)
            batch.cullsHiddenParts = false
            for _ in 0..<10 { batch.append(kind: 3, center: CGPoint(x: 100, y: 50)) }
            batch.draw(on: canvas.canvas)
            #expect(batch.hiddenSprites == 0)
            #expect(batch.drawnPixels == 10 * 32 * 32)
            #expect(batch.drawnQuads == 10)
        }
    }

    /// ``SpriteCoverage``: which pixels of a sprite paint and hide, and its cells filled with hiding pixels.
    @Suite struct SpriteCoverageTests {
        /// Bit `8 * row + column` for each cell of the rows and columns given.
        static func cells(_ rows: Range<Int>, _ columns: Range<Int>) -> UInt64 {
            var mask: UInt64 = 0
            for r in rows { for c in columns { mask |= 1 << UInt64(8 * r + c) } }
            return mask
        }

        @Test func anOpaqueSquare() {
            let coverage = SpriteCoverage(alpha: [UInt8](repeating: 255, count: 32 * 32), side: 32)
            #expect(coverage.paintedRows == [UInt64](repeating: 0xFFFF_FFFF, count: 32))
            #expect(coverage.opaqueRows == coverage.paintedRows)
            #expect(coverage.opaqueCells(x: 0, y: 0) == Self.cells(0..<4, 0..<4))
            #expect(coverage.opaqueCells(x: 3, y: 5) == Self.cells(1..<4, 1..<4))
            #expect(coverage.opaqueCells(x: 0, y: 7) == Self.cells(1..<4, 0..<4))
        }

        @Test func transparentAndTranslucentPixels() {
            // A disc: transparent corners, a translucent pixel in one cell.
            var alpha = [UInt8](repeating: 0, count: 32 * 32)
            for y in 0..<32 {
                for x in 0..<32 where (Double(x) - 15.5) * (Double(x) - 15.5) + (Double(y) - 15.5) * (Double(y) - 15.5) < 16 * 16 {
                    alpha[y * 32 + x] = 255
                }
            }
            alpha[12 * 32 + 12] = 254
            let coverage = SpriteCoverage(alpha: alpha, side: 32)
            #expect(coverage.paintedRows[0] == 0x0000_FFFF_FFFF_0000 >> 16 & 0xFFFF_FFFF)
            #expect(coverage.paintedRows[12] == 0xFFFF_FFFF)
            #expect(coverage.opaqueRows[12] == 0xFFFF_FFFF & ~(1 << 12))
            // Aligned with the cells: the corner and edge cells are not filled, nor (1, 1) with its
            // translucent pixel.
            #expect(coverage.opaqueCells(x: 0, y: 0) == Self.cells(1..<3, 1..<3) & ~Self.cells(1..<2, 1..<2))
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
