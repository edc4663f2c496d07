import CSDL
import Foundation
import Testing
@testable import KineticGallery
@testable import KineticSDL

extension SDLTests {
    /// ``LayerPixels``: a layer's picture read back and painted over the sprites' picture on the
    /// CPU, instead of copied as a blended texture.
    @Suite struct LayerPixelsTests {
        nonisolated static let hasDisplay = !(ProcessInfo.processInfo.environment["DISPLAY"] ?? "").isEmpty
        static let size = CGSize(width: 640, height: 480)

        /// A picture of `width` × `height` pixels whose alphas cycle through 0, 255, 128, 1 and 254.
        static func picture(width: Int, height: Int, opaqueRects: [CGRect] = []) -> LayerPixels {
            var layer = LayerPixels()
            layer.read(width: width, height: height, opaqueRects: opaqueRects) { pixels in
                for i in 0..<width * height {
                    let alpha: UInt32 = [0, 255, 128, 1, 254][i % 5]
                    pixels[i] = alpha << 24 | UInt32(i * 37 % 256) << 16 | UInt32(i * 11 % 256) << 8 | UInt32(i % 256)
                }
            }
            return layer
        }

        /// Each pixel painted as the formula says (copied at alpha 255, blended below, left at 0),
        /// only where it lies on the canvas, in bands of rows painted separately.
        @Test(arguments: [(-30, -2), (40, 3), (-70, 8), (0, 0), (99, 1)])
        func paintsEachPixelOnTheCanvasByTheFormula(x: Int, y: Int) {
            let layer = Self.picture(width: 150, height: 5)
            let (width, height, pitch) = (100, 10, 104)
            let background = (0..<pitch * height).map { UInt32(0xFF00_0000) | UInt32($0 * 2_654_435_761 & 0xFF_FFFF) }
            var expected = background, painted = background
            var count = 0
            for row in 0..<5 where (0..<height).contains(y + row) {
                for column in 0..<150 where (0..<width).contains(x + column) {
                    let source = layer.pixels[row * 150 + column], index = (y + row) * pitch + x + column
                    guard source >> 24 > 0 else { continue }
                    expected[index] = source >> 24 == 255 ? source : PixelBlend.sourceOver(source, expected[index])
                    count += 1
                }
            }
            let total = painted.withUnsafeMutableBufferPointer { canvas in
                layer.paint(over: canvas.baseAddress!, pitch: pitch, canvasWidth: width, rows: 0..<4, x: x, y: y)
                    + layer.paint(over: canvas.baseAddress!, pitch: pitch, canvasWidth: width, rows: 4..<height, x: x, y: y)
            }
            #expect(zip(painted, expected).count { $0 != $1 } == 0, "at (\(x), \(y))")
            #expect(total == count)
            // The pitch's spare pixels right of the canvas are never touched.
            #expect((0..<height).allSatisfy { row in (width..<pitch).allSatisfy { painted[row * pitch + $0] == background[row * pitch + $0] } })
        }

        /// Pixels wholly inside an opaque rectangle get alpha 255 (colour kept), the others keep
        /// theirs; the rows' masks follow the alphas.
        @Test func opaqueRectanglesMakeTheirPixelsOpaque() {
            let plain = Self.picture(width: 70, height: 6)
            let layer = Self.picture(width: 70, height: 6, opaqueRects: [CGRect(x: 2.5, y: 1, width: 62.5, height: 3.5)])
            for y in 0..<6 {
                for x in 0..<70 {
                    let inside = (3..<65).contains(x) && (1..<4).contains(y), pixel = layer.pixels[y * 70 + x]
                    #expect(pixel == (inside ? plain.pixels[y * 70 + x] | 0xFF00_0000 : plain.pixels[y * 70 + x]), "(\(x), \(y))")
                    let word = y * layer.wordsPerRow + x / 64, bit = UInt64(1) << UInt64(x % 64)
                    #expect((layer.paintedRows[word] & bit != 0) == (pixel >> 24 > 0))
                    #expect((layer.opaqueRows[word] & bit != 0) == (pixel >> 24 == 255))
                }
            }
        }

        /// The stress scene with its overlay kept in a layer, culled and painted whole, through the
        /// same times: the last pictures, the culled scene's hidden sprites and its overlay's pixels.
        static func culledAndWhole(culled: RenderCanvas, whole: RenderCanvas, times: [TimeInterval]) throws
            -> (culled: [UInt8], whole: [UInt8], hidden: Int, overlayPixels: Int) {
            let result = try CanvasLayerTests.pictures(cached: culled, plain: whole, times: times, plainKeepsLayer: true)
            return (result.cached, result.plain, result.hiddenSprites, result.overlayPixels)
        }

        /// With the overlay's pixels painted over the sprites, leaving out what its opaque panels
        /// and later sprites hide still gives the picture of every sprite painted whole, bit for
        /// bit. On the software renderer text blended onto a panel keeps an alpha of 253 in the
        /// layer; the pixels inside the panels' rectangles are made opaque when read back, or the
        /// grey left below them would show through (checked: without that, 1,441 pixels differ).
        @Test func culledEqualsWholeWithTheOverlayOffscreen() throws {
            let fonts = try FontLibrary()
            let culled = try OffscreenCanvas(width: 640, height: 480, fonts: fonts), whole = try OffscreenCanvas(width: 640, height: 480, fonts: fonts)
            culled.canvas.refreshInterval = 1e-9; whole.canvas.refreshInterval = 1e-9  // a render target, redrawn every frame
            let result = try Self.culledAndWhole(culled: culled.canvas, whole: whole.canvas, times: (0..<12).map { Double($0) / 5 })
            #expect(result.overlayPixels == 344 * 240, "the overlay was read back")
            #expect(result.hidden > 100, "\(result.hidden) sprites hidden")
            #expect(CanvasLayerTests.differingPixels(result.culled, result.whole) == 0)
        }

        @Test(.enabled(if: hasDisplay, "no DISPLAY: run under Xvfb"))
        func culledEqualsWholeWithTheOverlayInAWindow() throws {
            let fonts = try FontLibrary()
            let culled = try Window(title: "culled", width: 640, height: 480, fonts: fonts, vsync: false)
            let whole = try Window(title: "whole", width: 640, height: 480, fonts: fonts, vsync: false)
            culled.canvas.refreshInterval = 1e-9; whole.canvas.refreshInterval = 1e-9
            let result = try Self.culledAndWhole(culled: culled.canvas, whole: whole.canvas, times: (0..<12).map { Double($0) / 5 })
            #expect(result.overlayPixels == 344 * 240)
            #expect(result.hidden > 100)
            #expect(CanvasLayerTests.differingPixels(result.culled, result.whole) == 0)
        }

        /// The overlay painted on the CPU against SDL copying the same layer's texture, blended, over
        /// the same sprites (the drawing before): the largest channel difference, the channels more
        /// than 1 apart, and the layer's pixels that are neither transparent nor opaque.
        static func againstSDLsCopy(_ canvas: RenderCanvas, times: [TimeInterval]) throws -> (largest: Int, differing: Int, translucent: Int) {
            let scene = SpriteStressScene(count: 1000, size: size, showsOverlay: true)
            let sprites = SpriteStressScene(count: 1000, size: size)
            sprites.cullsHiddenSprites = false
            var translucent = 0
            let result = try CanvasLayerTests.compare(on: canvas, times: times) { time in
                // The layer drawn again in the first frame at `time` shows in the second.
                scene.update(time: time); scene.draw(on: canvas)
                scene.update(time: time); scene.draw(on: canvas)
                translucent = max(translucent, scene.overlayLayer.pixels.pixels.count { $0 >> 24 != 0 && $0 >> 24 != 255 })
            } reference: { time in
                let layer = scene.overlayLayer
                let texture = try #require(layer.texture)
                sprites.update(time: time); sprites.draw(on: canvas)
                SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
                var destination = SDL_Rect(x: 288, y: 8, w: Int32(layer.size.width), h: Int32(layer.size.height))
                SDL_RenderCopy(canvas.renderer, texture, nil, &destination)
            }
            return (result.largest, result.differing, translucent)
        }

        /// OpenGL (llvmpipe under Xvfb): measured 0 levels apart (every pixel of the overlay's layer
        /// is transparent or opaque there, so painting copies it); fails if the layer is not
        /// painted (the overlay missing) or lands elsewhere.
        @Test(.enabled(if: hasDisplay, "no DISPLAY: run under Xvfb"))
        func theOverlayIsSDLsCopyOfItsLayerInAWindow() throws {
            let window = try Window(title: "layer", width: 640, height: 480, fonts: try FontLibrary(), vsync: false, renderer: .openGL)
            #expect(window.rendererName == "opengl")
            window.canvas.refreshInterval = 1e-9
            let result = try Self.againstSDLsCopy(window.canvas, times: [0.25, 1.3, 2.2])
            #expect(result.largest <= Bounds.window, "largest channel difference \(result.largest), \(result.differing) channels off by more than 1, \(result.translucent) translucent layer pixels (\(window.rendererName))")
        }

        /// SDL's software renderer: measured at most 3 levels apart, all of it SDL's copy's doing:
        /// text blended onto the panels keeps an alpha of 253 in the texture (8-bit blending), so
        /// the copy let 2/255 of the sprites below through; the painted pixels are opaque there
        /// (and equal the overlay drawn straight, colour for colour: ``CanvasLayerTests``).
        @Test func theOverlayIsSDLsCopyOfItsLayerOffscreen() throws {
            let canvas = try OffscreenCanvas(width: 640, height: 480, fonts: try FontLibrary())
            canvas.canvas.refreshInterval = 1e-9
            let result = try Self.againstSDLsCopy(canvas.canvas, times: [0.25, 1.3, 2.2])
            #expect(result.largest <= Bounds.software, "largest channel difference \(result.largest), \(result.differing) channels off by more than 1, \(result.translucent) translucent layer pixels")
        }

        /// The measured bounds (see the two tests above).
        enum Bounds {
            static let window = 0
            static let software = 3
        }

        /// Each redraw reads the layer back into the buffers it already has: the batch lets go of
        /// the picture it painted when the next frame starts, so nothing is copied on write.
        @Test func theLayerIsReadBackIntoTheSameBuffers() throws {
            let canvas = try OffscreenCanvas(width: 640, height: 480, fonts: try FontLibrary())
            canvas.canvas.refreshInterval = 1e-9
            let scene = SpriteStressScene(count: 100, size: Self.size, showsOverlay: true)
            var addresses: Set<UInt> = []
            for frame in 0..<6 {
                scene.update(time: Double(frame) / 10); scene.draw(on: canvas.canvas)
                scene.overlayLayer.pixels.pixels.withUnsafeBufferPointer { addresses.insert(UInt(bitPattern: $0.baseAddress)) }
            }
            #expect(scene.overlayDrawCount == 6)
            #expect(addresses.count == 1)
        }
    }
}
