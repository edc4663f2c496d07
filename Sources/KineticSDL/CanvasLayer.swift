import CSDL
import Foundation

/// A part of the picture kept in a texture of its own (a render target) and copied onto the
/// canvas each frame, drawn again only when its content changed, and then at most once per
/// display refresh (``RenderCanvas/refreshInterval``): a screen cannot show more.
///
/// The inspector overlay of the sprite benchmark is one: its plots change every frame the sprites
/// move, but redrawing them (text, paths, fills: fill and geometry work on a CPU rasteriser such
/// as llvmpipe) at a few hundred frames per second shows nothing a 60 Hz display would. Without
/// render-target support (or with a refresh interval of 0, headless) the layer is drawn into
/// whenever its content changed, so offscreen pictures stay exact.
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

    /// Brings `layer`'s texture up to date: draws `content` into it (its top-left corner at
    /// (0, 0)) when it is due (see ``CanvasLayer``). Does nothing without a texture (headless, or
    /// without render targets): ``draw(_:at:content:)`` then draws the content straight onto the
    /// canvas. Call it before drawing what lies below the layer, to keep the render-target switch
    /// out of the middle of a frame; ``draw(_:at:content:)`` calls it too.
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
        layer.markDrawn(at: now)
    }

    /// Draws `layer` with its top-left corner at `origin`: its texture, brought up to date (see
    /// ``update(_:content:)``), copied 1:1 onto the canvas; without a texture, `content` drawn
    /// straight onto the canvas (called with the point where the content's top-left corner goes).
    ///
    /// The texture starts transparent, so what the content leaves undrawn shows what lies below.
    /// - Parameters:
    ///   - layer: the layer.
    ///   - origin: where its top-left corner lands (whole pixels keep the copy exact).
    ///   - content: draws the layer's content.
    package func draw(_ layer: CanvasLayer, at origin: CGPoint, content: (_ canvas: RenderCanvas, _ origin: CGPoint) -> Void) {
        let origin = CGPoint(x: origin.x.rounded(), y: origin.y.rounded())
        update(layer, content: content)
        guard refreshInterval > 0, let texture = target(for: layer) else {
            // Headless or without render targets: straight onto the canvas.
            if layer.isStale { layer.markDrawn(at: realTime()) }
            content(self, origin)
            return
        }
        var destination = SDL_FRect(x: Float(origin.x), y: Float(origin.y), w: Float(layer.size.width), h: Float(layer.size.height))
        SDL_RenderCopyF(renderer, texture, nil, &destination)
    }

    /// The layer's render target on this canvas, made on first use (nil without render targets).
    private func target(for layer: CanvasLayer) -> OpaquePointer? {
        if let texture = layer.texture, layer.canvas === self { return texture }
        layer.releaseTexture()
        guard SDL_RenderTargetSupported(renderer) == SDL_TRUE, layer.size.width >= 1, layer.size.height >= 1,
              let texture = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_TARGET.rawValue),
                                              Int32(layer.size.width.rounded(.up)), Int32(layer.size.height.rounded(.up)))
        else { return nil }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        layer.texture = texture
        layer.canvas = self
        layer.invalidate()
        adopt(layer)
        return texture
    }
}
