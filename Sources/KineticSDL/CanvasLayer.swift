import CSDL
import Foundation

/// A part of the picture drawn into a texture of its own (a render target) only when its content
/// changed, and then at most once per display refresh (``RenderCanvas/refreshInterval``): a screen
/// cannot show more. Each drawing is read back into ``pixels``, which a picture made on the CPU
/// paints over itself every frame (``SpriteBatch/cover(with:)``): no texture is copied a frame.
/// The drawing is handed to the renderer (``RenderCanvas/update(_:content:)``) and read back
/// later (``RenderCanvas/readBack(_:)``): ``SpriteBatch`` draws it while its worker thread paints
/// sprites and reads it back the next frame, so a rasteriser working on other threads (llvmpipe)
/// has drawn it by then and no thread waits for it.
///
/// The inspector overlay of the sprite benchmark is one: its plots change every frame the sprites
/// move, but redrawing them (text, paths, fills: fill and geometry work on a CPU rasteriser such
/// as llvmpipe) at a few hundred frames per second shows nothing a 60 Hz display would, and
/// blending its 344 × 240 pixels as a second texture each frame cost as much as the sprites below
/// them (see Benchmarks/README.md). The content is drawn by the renderer as before, so the plot
/// looks the same. Without render-target support (or with a refresh interval of 0, headless) the
/// layer holds no pixels: its content is drawn straight onto the canvas whenever it changed
/// (``HostedViewScene/drawContent(on:)``), so offscreen pictures stay exact.
package final class CanvasLayer {
    /// The layer's size in pixels.
    package private(set) var size: CGSize
    /// Times the content was drawn (into the texture, or straight onto the canvas without one).
    package private(set) var drawCount = 0
    /// Whether content changed since it was last drawn.
    package private(set) var isStale = true
    /// Rectangles (in the layer's coordinates) its content covers with opaque paint: what lies
    /// below them does not show through, so a scene may leave it undrawn. Set by whoever draws the
    /// content (``HostedViewScene`` derives them from its display list); empty when unknown.
    package var opaqueRects: [CGRect] = []
    /// When the content was last drawn, in seconds of the canvas's real-time clock.
    private var drawnAt = -TimeInterval.infinity
    /// The content's latest drawing, read back from the render target; empty until then (and
    /// without a render target).
    package internal(set) var pixels = LayerPixels()
    /// Whether the texture holds a drawing not read back yet.
    var isUnread = false
    /// Whether the content goes through a render target and ``pixels`` (true once the texture is
    /// made), or is drawn straight onto the canvas (headless, or without render targets).
    package var keepsPixels: Bool { texture != nil && (canvas?.refreshInterval ?? 0) > 0 }
    /// The render target; owned by the canvas's renderer (released with it, see ``RenderCanvas``).
    var texture: OpaquePointer?
    /// The canvas that made the texture (nil once it is gone).
    weak var canvas: RenderCanvas?

    /// Creates a layer of `size` pixels; its texture is made on the first draw.
    package init(size: CGSize) {
        self.size = size
    }

    isolated deinit {
        if let texture, canvas != nil { SDL_DestroyTexture(texture) }
    }

    /// Marks the content changed: the next ``RenderCanvas/draw(_:at:content:)`` at least one
    /// refresh interval after the previous drawing draws it again.
    package func invalidate() { isStale = true }

    /// Changes the size (the texture is made again, and the content drawn again).
    package func resize(to size: CGSize) {
        guard size != self.size else { return }
        self.size = size
        releaseTexture()
        isStale = true
    }

    /// Whether a draw at real time `now` would draw the content (stale, and a refresh interval
    /// since the last drawing), given `interval`.
    func isDue(at now: TimeInterval, interval: TimeInterval, ignoringChanges: Bool = false) -> Bool {
        (isStale || ignoringChanges) && now - drawnAt >= interval * 0.95
    }

    /// Records that the content was drawn at `now`.
    func markDrawn(at now: TimeInterval) {
        isStale = false
        drawnAt = now
        drawCount += 1
    }

    func releaseTexture() {
        if let texture, canvas != nil { SDL_DestroyTexture(texture) }
        texture = nil
        pixels = LayerPixels()
        isUnread = false
        canvas = nil
    }
}

extension RenderCanvas {
    /// Whether `layer`'s content may be drawn again now: offscreen always, in a window once a
    /// refresh interval has passed since it was last drawn. A scene can skip preparing the
    /// content (updating a view host) until then.
    package func mayRedraw(_ layer: CanvasLayer) -> Bool {
        refreshInterval <= 0 || layer.isDue(at: realTime(), interval: refreshInterval, ignoringChanges: true)
    }

    /// Draws `layer`'s content into its texture when it is due (see ``CanvasLayer``): `content` is
    /// called with the top-left corner at (0, 0), over transparent pixels. The drawing is read back
    /// into the layer's ``CanvasLayer/pixels`` by ``readBack(_:)``, later in the frame (the
    /// rasteriser may still be drawing). Does nothing without a texture (headless, or without
    /// render targets): the layer then holds no pixels, and its content is drawn onto the canvas
    /// instead. It switches the render target and back: call it outside other drawing (before the
    /// frame's, or while ``SpriteBatch`` paints on the CPU, as ``SpriteBatch/cover(with:)`` does).
    /// - Parameters:
    ///   - layer: the layer.
    ///   - content: draws the layer's content; called only when it is due.
    package func update(_ layer: CanvasLayer, content: (_ canvas: RenderCanvas, _ origin: CGPoint) -> Void) {
        guard refreshInterval > 0, let texture = target(for: layer) else { return }
        let now = realTime()
        guard layer.isDue(at: now, interval: refreshInterval) else { return }
        SDL_SetRenderTarget(renderer, texture)
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE)
        SDL_SetRenderDrawColor(renderer, 0, 0, 0, 0)
        SDL_RenderClear(renderer)
        content(self, .zero)
        SDL_SetRenderTarget(renderer, nil)
        layer.isUnread = true
        layer.markDrawn(at: now)
    }

    /// Reads `layer`'s latest drawing back into its ``CanvasLayer/pixels`` if it has not been
    /// read yet (waiting for the rasteriser to finish it). Pixels wholly inside the layer's
    /// ``CanvasLayer/opaqueRects`` are made opaque (see ``LayerPixels/read(width:height:opaqueRects:writing:)``).
    package func readBack(_ layer: CanvasLayer) {
        guard layer.isUnread, let texture = layer.texture, layer.canvas === self else { return }
        layer.isUnread = false
        // In the canvas's channel order, the texture's own (a plain copy on OpenGL).
        let width = Int(layer.size.width.rounded(.up)), height = Int(layer.size.height.rounded(.up))
        let format = pixelsHaveRedInLowByte ? SDL_PIXELFORMAT_ABGR8888 : SDL_PIXELFORMAT_ARGB8888
        var status: Int32 = 0
        SDL_SetRenderTarget(renderer, texture)
        layer.pixels.read(width: width, height: height, opaqueRects: layer.opaqueRects) { pixels in
            status = readPixels(width: width, height: height, format: format, into: pixels, pitch: width * 4)
        }
        SDL_SetRenderTarget(renderer, nil)
        if status != 0 {
            failure = failure ?? .sdl(call: "SDL_RenderReadPixels(layer)", message: SDLRuntime.lastError())
            layer.pixels = LayerPixels()
        }
    }

    /// The layer's render target on this canvas, made on first use (nil without render targets).
    private func target(for layer: CanvasLayer) -> OpaquePointer? {
        if let texture = layer.texture, layer.canvas === self { return texture }
        layer.releaseTexture()
        let format = pixelsHaveRedInLowByte ? SDL_PIXELFORMAT_ABGR8888 : SDL_PIXELFORMAT_ARGB8888
        guard SDL_RenderTargetSupported(renderer) == SDL_TRUE, layer.size.width >= 1, layer.size.height >= 1,
              let texture = SDL_CreateTexture(renderer, format.rawValue, Int32(SDL_TEXTUREACCESS_TARGET.rawValue),
                                              Int32(layer.size.width.rounded(.up)), Int32(layer.size.height.rounded(.up)))
        else { return nil }
        layer.texture = texture
        layer.canvas = self
        layer.invalidate()
        adopt(layer)
        return texture
    }
}
