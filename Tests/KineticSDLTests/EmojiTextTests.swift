import Foundation
import Kinetic
import KineticSDL
import Testing
import KineticSDLTestSupport

extension SDLTests {
    /// Text that mixes emoji and letters ("🚚 · offset", the inspector's legends and names): the
    /// emoji are drawn in colour from the emoji font, not as DejaVu's empty boxes.
    @Suite struct EmojiTextTests {
        /// Draws `string` in white on black at 20 px and returns the image.
        static func draw(_ string: String) throws -> OffscreenCanvas {
            let image = try OffscreenCanvas(width: 240, height: 40, fonts: FontLibrary())
            image.canvas.beginFrame(clearingTo: CanvasColor(hex: 0x000000))
            image.canvas.text(string, at: CGPoint(x: 10, y: 20), size: 20, color: CanvasColor(hex: 0xFFFFFF))
            return image
        }

        /// Pixels of `image` in the columns `xs` with a colour (channels more than 60 apart): white
        /// text on black has none.
        static func coloured(_ image: OffscreenCanvas, xs: Range<Int>) -> Int {
            var count = 0
            for y in 0..<image.height {
                for x in xs {
                    let p = image.pixel(x: x, y: y)
                    let high = max(p.red, p.green, p.blue), low = min(p.red, p.green, p.blue)
                    if Int(high) - Int(low) > 60 { count += 1 }
                }
            }
            return count
        }

        @Test("an emoji among letters is drawn in colour, where layout measured it, and the letters after it as before")
        func emojiAmongLetters() throws {
            let mixed = try Self.draw("🚚 · offset")
            #expect(mixed.canvas.failure == nil)
            PixelProbe.keep(mixed, "emoji-text")
            // The truck sits in the first 1.25 em (25 px) after x = 10, in colour.
            #expect(Self.coloured(mixed, xs: 10..<35) > 40)
            // The letters are white (no colour), and as wide as layout says: the whole line is
            // within a pixel or two of Font's estimate.
            #expect(Self.coloured(mixed, xs: 36..<240) == 0)
            let measured = mixed.canvas.measure("🚚 · offset", size: 20).width
            let estimated = TextMetrics.width(of: "🚚 · offset", font: Font.system(size: 20).resolved)
            #expect(abs(measured - estimated) <= 2, "measured \(measured), layout \(estimated)")
            // Text without emoji has no colour at all.
            #expect(Self.coloured(try Self.draw("truck · offset"), xs: 0..<240) == 0)
        }
    }
}
