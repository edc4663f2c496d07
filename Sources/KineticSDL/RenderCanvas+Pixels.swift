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
            SDL_RenderReadPixels(renderer, nil, format.rawValue, $0.baseAddress, Int32(width * 4))
        }
        guard status == 0 else {
            throw KineticSDLError.sdl(call: "SDL_RenderReadPixels", message: SDLRuntime.lastError())
        }
    }
}
