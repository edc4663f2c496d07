import Foundation
import KineticSDL
import Testing
@testable import KineticGallery

extension SDLTests {
    /// The sprite benchmark's inspector overlay kept in a ``CanvasLayer``, its pixels painted over
    /// the sprites: the same picture as drawn every frame, drawn again at most once a refresh interval.
    @Suite struct CanvasLayerTests {
        static let size = CGSize(width: 640, height: 480)
        nonisolated static let hasDisplay = !(ProcessInfo.processInfo.environment["DISPLAY"] ?? "").isEmpty

        /// Runs both scenes through the same frames and returns each one's last picture: the overlay
        /// kept in a layer (what lies below its opaque panels and below later sprites not drawn)
        /// and drawn every frame over every sprite drawn whole, as before layers (or, with
        /// `plainKeepsLayer`, kept in a layer too over every sprite painted whole).
        static func pictures(cached: RenderCanvas, plain: RenderCanvas, times: [TimeInterval], plainKeepsLayer: Bool = false) throws
            -> (cached: [UInt8], plain: [UInt8], overlayDraws: Int, hiddenSprites: Int, overlayPixels: Int) {
            let a = SpriteStressScene(count: 1000, size: size, showsOverlay: true)
            let b = SpriteStressScene(count: 1000, size: size, showsOverlay: true)
            b.cachesOverlay = plainKeepsLayer
            b.cullsHiddenSprites = false
            // A layer drawn again in a frame shows from the next one on: the last time is drawn twice.
            for time in times + times.suffix(1) {
                a.update(time: time); a.draw(on: cached)
                b.update(time: time); b.draw(on: plain)
            }
            var (x, y) = ([UInt8](), [UInt8]())
            try cached.readRGBA(into: &x)
            try plain.readRGBA(into: &y)
            #expect(b.hiddenSprites == 0, "drawing every sprite whole leaves none out")
            return (x, y, a.overlayDrawCount, a.hiddenSprites, a.overlayLayer.pixels.pixels.count)
        }

        /// The largest channel difference, and the channels more than 1 apart, between the pictures
        /// `picture` and `reference` draw on `canvas` at each of `times`.
        static func compare(on canvas: RenderCanvas, times: [TimeInterval], picture: (TimeInterval) throws -> Void,
                            reference: (TimeInterval) throws -> Void) throws -> (largest: Int, differing: Int) {
            var largest = 0, differing = 0
            var (x, y) = ([UInt8](), [UInt8]())
            for time in times {
                try picture(time)
                try canvas.readRGBA(into: &x)
                try reference(time)
                try canvas.readRGBA(into: &y)
                largest = max(largest, largestDifference(x, y))
                differing += zip(x, y).count { abs(Int($0) - Int($1)) > 1 }
            }
            return (largest, differing)
        }

        /// The number of pixels that differ between two RGBA pictures of the same size.
        static func differingPixels(_ a: [UInt8], _ b: [UInt8]) -> Int {
            guard a.count == b.count else { return max(a.count, b.count) / 4 }
            return stride(from: 0, to: a.count, by: 4).count { a[$0..<$0 + 4] != b[$0..<$0 + 4] }
        }

        /// The number of pixels whose colour (red, green, blue) differs between two RGBA pictures
        /// of the same size.
        static func differingColours(_ a: [UInt8], _ b: [UInt8]) -> Int {
            guard a.count == b.count else { return max(a.count, b.count) / 4 }
            return stride(from: 0, to: a.count, by: 4).count { a[$0..<$0 + 3] != b[$0..<$0 + 3] }
        }

        /// The largest difference of one channel between two RGBA pictures of the same size.
        static func largestDifference(_ a: [UInt8], _ b: [UInt8]) -> Int {
            zip(a, b).reduce(0) { max($0, abs(Int($1.0) - Int($1.1))) }
        }

        /// The inside of the overlay's value plot in RGBA bytes of a 640-pixel-wide picture.
        static func overlay(_ pixels: [UInt8]) -> [UInt8] {
            var bytes: [UInt8] = []
            // The value plot's inside (the corners and the gap under it show the sprites below).
            for y in 20..<110 { bytes += pixels[(y * 640 + 296) * 4..<(y * 640 + 624) * 4] }
            return bytes
        }

        @Test func cachedOverlayDrawsTheSamePictureOffscreen() throws {
            let fonts = try FontLibrary()
            let (cached, plain) = (try OffscreenCanvas(width: 640, height: 480, fonts: fonts),
                                   try OffscreenCanvas(width: 640, height: 480, fonts: fonts))
            let times = (0..<40).map { Double($0) / 120 }
            // Headless (no refresh interval) the layer draws straight onto the canvas: exact.
            var result = try Self.pictures(cached: cached.canvas, plain: plain.canvas, times: times)
            #expect(result.overlayDraws == 41, "each of 40 times and the last again (its plot gets a sample more)")
            #expect(result.hiddenSprites > 100, "\(result.hiddenSprites) sprites below the overlay's panels")
            #expect(Self.differingPixels(result.cached, result.plain) == 0)

            // In a render target of the software renderer, read back and painted over the sprites:
            // the same colours. (Text blended onto the panels keeps an alpha of 253 in the 8-bit
            // blending, in the layer and on a canvas drawn straight alike; the layer's pixels inside
            // its panels are made opaque when read back, so the picture's alpha is 255 there.)
            cached.canvas.refreshInterval = 1e-9
            result = try Self.pictures(cached: cached.canvas, plain: plain.canvas, times: times)
            #expect(result.overlayDraws == 41, "each of 40 times and the last again (its plot gets a sample more)")
            #expect(Self.differingColours(result.cached, result.plain) == 0)
            #expect(Self.differingPixels(result.cached, result.plain) > 1000, "the straight drawing's alpha of 253 on text")
        }

        @Test func overlayIsDrawnAtMostOnceARefreshInterval() throws {
            let fonts = try FontLibrary()
            let image = try OffscreenCanvas(width: 640, height: 480, fonts: fonts)
            image.canvas.refreshInterval = 3600  // no second drawing within this test
            let scene = SpriteStressScene(count: 1000, size: Self.size, showsOverlay: true)
            var first: [UInt8] = [], later: [UInt8] = []
            scene.update(time: 0.5); scene.draw(on: image.canvas)
            try image.canvas.readRGBA(into: &first)
            for frame in 1...30 { scene.update(time: 0.5 + Double(frame) / 120); scene.draw(on: image.canvas) }
            try image.canvas.readRGBA(into: &later)
            #expect(scene.overlayDrawCount == 1)
            // The overlay shows its first picture (its pixels painted each frame, opaque inside its
            // panels); the sprites moved beside it.
            #expect(Self.differingPixels(Self.overlay(first), Self.overlay(later)) == 0)
            #expect(Self.differingPixels(first, later) > 1000)

            image.canvas.refreshInterval = 1e-9
            scene.update(time: 1); scene.draw(on: image.canvas)  // drawn again, shown from the next frame
            #expect(scene.overlayDrawCount == 2)
            try image.canvas.readRGBA(into: &later)
            #expect(Self.differingPixels(Self.overlay(first), Self.overlay(later)) == 0, "read back a frame later: no wait")
            scene.update(time: 1); scene.draw(on: image.canvas)
            try image.canvas.readRGBA(into: &later)
            #expect(scene.overlayDrawCount == 3)
            #expect(Self.differingPixels(Self.overlay(first), Self.overlay(later)) > 100, "the plot scrolled")
        }

        @Test(.enabled(if: hasDisplay, "no DISPLAY: run under Xvfb"))
        func cachedOverlayDrawsTheSamePictureInAWindow() throws {
            let fonts = try FontLibrary()
            let cached = try Window(title: "layer", width: 640, height: 480, fonts: fonts, vsync: false)
            let plain = try Window(title: "plain", width: 640, height: 480, fonts: fonts, vsync: false)
            cached.canvas.refreshInterval = 1e-9
            let times = (0..<40).map { Double($0) / 120 }
            let result = try Self.pictures(cached: cached.canvas, plain: plain.canvas, times: times)
            #expect(result.overlayDraws == 41, "each of 40 times and the last again (its plot gets a sample more)")
            #expect(result.hiddenSprites > 100, "\(result.hiddenSprites) sprites below the overlay's panels")
            #expect(Self.differingPixels(result.cached, result.plain) == 0)
            if let folder = ProcessInfo.processInfo.environment["KINETIC_LAYER_PNG"] {
                try cached.savePNG(to: URL(fileURLWithPath: folder).appendingPathComponent("overlay-cached.png"))
                try plain.savePNG(to: URL(fileURLWithPath: folder).appendingPathComponent("overlay-plain.png"))
            }
        }
    }
}
