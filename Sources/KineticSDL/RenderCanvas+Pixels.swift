import CSDL
import Foundation

extension RenderCanvas {
    /// Copies what has been drawn into `pixels` as RGBA bytes (8 bits per channel, rows top to
    /// bottom, no padding): the frame grab behind animated GIF and video recordings.
    /// - Parameter pixels: the buffer, resized to width × height × 4 (reused between frames, so a
    ///   recording allocates it once).
    /// - Throws: `KineticSDLError.sdl` when the renderer cannot read its pixels.
    package func readRGBA(into pixels: inout [UInt8]) throws {
        let width = Int(size.width), height = Int(size.height)
        if pixels.count != width * height * 4 { pixels = [UInt8](repeating: 0, count: width * height * 4) }
        SDL_RenderFlush(renderer)
        // ABGR8888 is R, G, B, A in memory order on little-endian machines; RGBA8888 on big-endian.
        let format = 1 == UInt16(1).littleEndian ? SDL_PIXELFORMAT_ABGR8888 : SDL_PIXELFORMAT_RGBA8888
        let status = pixels.withUnsafeMutableBytes {
            readPixels(width: width, height: height, format: format, into: $0.baseAddress!, pitch: width * 4)
        }
        guard status == 0 else {
            throw KineticSDLError.sdl(call: "SDL_RenderReadPixels", message: SDLRuntime.lastError())
        }
    }

    /// `SDL_RenderReadPixels` of the `width` × `height` pixels at the current target's top-left
    /// corner into `pixels` (rows `pitch` bytes apart), and never more. With no rectangle SDL reads
    /// the whole viewport, which can be larger than a buffer made for the canvas's size (a window's
    /// drawable that grew before its resize event arrived): it wrote past the buffer.
    /// - Returns: SDL's status (0 on success).
    package func readPixels(width: Int, height: Int, format: SDL_PixelFormatEnum, into pixels: UnsafeMutableRawPointer,
                            pitch: Int) -> Int32 {
        var rect = SDL_Rect(x: 0, y: 0, w: Int32(width), h: Int32(height))
        return SDL_RenderReadPixels(renderer, &rect, format.rawValue, pixels, Int32(pitch))
    }
}
