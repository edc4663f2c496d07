import CSDL
import Foundation

/// A headless canvas: SDL's software renderer drawing into an in-memory surface.
///
/// Needs no display and no video subsystem (it works with `SDL_VIDEODRIVER=dummy` or no `DISPLAY`
/// at all), and its pixels are deterministic, so it serves `kinetic demo` and the render tests.
package final class OffscreenCanvas {
    /// The canvas to draw on.
    package let canvas: RenderCanvas
    private let surface: UnsafeMutablePointer<SDL_Surface>
    private let renderer: OpaquePointer

    /// Creates a surface of `width` × `height` pixels with a software renderer on it.
    /// - Parameters:
    ///   - width: the width in pixels.
    ///   - height: the height in pixels.
    ///   - fonts: the fonts text and emoji are drawn with.
    /// - Throws: `KineticSDLError.sdl` when SDL cannot make the surface or renderer.
    package init(width: Int, height: Int, fonts: FontLibrary) throws {
        guard let surface = SDL_CreateRGBSurfaceWithFormat(0, Int32(width), Int32(height), 32,
                                                           SDL_PIXELFORMAT_ARGB8888.rawValue) else {
            throw KineticSDLError.sdl(call: "SDL_CreateRGBSurfaceWithFormat", message: SDLRuntime.lastError())
        }
        guard let renderer = SDL_CreateSoftwareRenderer(surface) else {
            SDL_FreeSurface(surface)
            throw KineticSDLError.sdl(call: "SDL_CreateSoftwareRenderer", message: SDLRuntime.lastError())
        }
        self.surface = surface
        self.renderer = renderer
        canvas = RenderCanvas(renderer: renderer, size: CGSize(width: width, height: height), fonts: fonts) {
            SDL_FreeSurface(surface)
        }
    }

    /// The width in pixels.
    package var width: Int { Int(surface.pointee.w) }
    /// The height in pixels.
    package var height: Int { Int(surface.pointee.h) }

    /// The colour of the pixel at (`x`, `y`) after everything drawn so far.
    package func pixel(x: Int, y: Int) -> CanvasColor {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside the canvas")
        SDL_RenderFlush(renderer)
        let row = surface.pointee.pixels.assumingMemoryBound(to: UInt8.self) + y * Int(surface.pointee.pitch)
        let argb = UnsafeRawPointer(row).load(fromByteOffset: x * 4, as: UInt32.self)
        return CanvasColor(red: UInt8(truncatingIfNeeded: argb >> 16), green: UInt8(truncatingIfNeeded: argb >> 8),
                     blue: UInt8(truncatingIfNeeded: argb), alpha: UInt8(truncatingIfNeeded: argb >> 24))
    }

    /// Writes what has been drawn as a PNG file.
    /// - Parameter url: the file to write (its directory must exist).
    /// - Throws: `KineticSDLError.sdl` with SDL_image's text when the file cannot be written.
    package func savePNG(to url: URL) throws {
        SDL_RenderFlush(renderer)
        guard IMG_SavePNG(surface, url.path) == 0 else {
            throw KineticSDLError.sdl(call: "IMG_SavePNG(\(url.path))", message: SDLRuntime.lastError())
        }
    }
}
