import CSDL
import Foundation

/// Kinetic's drawing API: filled and stroked rectangles, lines, polylines, text and emoji sprites,
/// in pixels with the origin at the top-left, over an SDL renderer (a window's or a software one).
///
/// The rest of the system sees only this type and plain Swift values. In steady state drawing does
/// not allocate: text and emoji are rasterised once and kept as textures keyed by their string,
/// and polylines reuse one vertex buffer.
package final class RenderCanvas {
    /// How a line of text sits horizontally on the point it is drawn at.
    nonisolated package enum TextAlignment: Sendable {
        case leading, center, trailing
    }

    /// The drawable size in pixels (a resizable window updates it).
    package internal(set) var size: CGSize
    /// The first rendering failure (SDL_ttf could not rasterise a string, say); drawing that failed
    /// is skipped, and frame loops stop with this error.
    package internal(set) var failure: KineticSDLError?

    let renderer: OpaquePointer
    private let releaseTarget: () -> Void
    private let fonts: FontLibrary
    private var textTextures = TextureCache<TextKey>()
    private var emojiTextures = TextureCache<String>()
    private var spriteTextures = TextureCache<SpriteKey>()
    /// The emoji sprites' pixels (see ``emojiSpritePixels(_:side:)``), kept while their textures come and go.
    private var spritePixels: [SpriteKey: [UInt32]] = [:]
    /// The streaming texture ``drawPixels(width:height:writing:)`` writes, and its size.
    private var pixelTexture: OpaquePointer?
    private var pixelTextureSize = (width: 0, height: 0)
    private var imageTextures = TextureCache<String>()
    /// Image files that could not be loaded: not tried again every frame.
    private var unreadableImages: Set<String> = []
    private var points: [SDL_FPoint] = []
    private var vertices: [SDL_Vertex] = []
    /// The sprite batch's quads (reused; see ``emojiSprites(_:side:at:)``) and their triangles.
    private var spriteVertices: [SDL_Vertex] = []
    private var spriteIndices: [Int32] = []
    /// The layers with a render target on this canvas (their textures go before the renderer).
    private var layers: [WeakLayer] = []

    private struct WeakLayer {
        weak var layer: CanvasLayer?
    }

    /// The shortest time between two drawings of a ``CanvasLayer``'s content: the display's
    /// refresh period in a window, 0 offscreen (every change is drawn, so pictures are exact).
    package var refreshInterval: TimeInterval = 0
    private let clockFrequency = Double(SDL_GetPerformanceFrequency())

    nonisolated private struct SpriteKey: Hashable {
        var emoji: String
        var side: Int
    }

    nonisolated private struct TextKey: Hashable {
        var text: String
        var size: Int32
        var color: CanvasColor
    }

    /// Takes ownership of a renderer; when the canvas goes, its textures, then the renderer, then
    /// what it draws into (`releaseTarget`: a surface or window) are destroyed, in that order.
    init(renderer: OpaquePointer, size: CGSize, fonts: FontLibrary, releaseTarget: @escaping () -> Void) {
        self.renderer = renderer
        self.releaseTarget = releaseTarget
        self.size = size
        self.fonts = fonts
        points.reserveCapacity(4096)
        vertices.reserveCapacity(4096 * 6)
    }

    isolated deinit {
        for entry in layers { entry.layer?.releaseTexture() }
        textTextures.removeAll()
        emojiTextures.removeAll()
        spriteTextures.removeAll()
        imageTextures.removeAll()
        if let pixelTexture { SDL_DestroyTexture(pixelTexture) }
        SDL_DestroyRenderer(renderer)
        releaseTarget()
    }

    /// Starts a frame: clears to `color` and lets the text cache forget strings unused for a while.
    /// A frame whose first drawing sets every pixel (``drawPixels(width:height:writing:)`` of the
    /// whole canvas) passes nil: no clearing (on llvmpipe a clear of 640 × 480 pixels costs about
    /// 0.05 ms a frame, measured).
    package func beginFrame(clearingTo color: CanvasColor?) {
        textTextures.advanceFrame()
        emojiTextures.advanceFrame()
        spriteTextures.advanceFrame()
        imageTextures.advanceFrame()
        guard let color else { return }
        setColor(color)
        SDL_RenderClear(renderer)
    }

    /// Seconds on a monotonic clock (the layers' refresh pacing).
    func realTime() -> TimeInterval { Double(SDL_GetPerformanceCounter()) / clockFrequency }

    /// Keeps a weak reference to a layer that made a texture here, to release it before the renderer.
    func adopt(_ layer: CanvasLayer) {
        layers.removeAll { $0.layer == nil }
        layers.append(WeakLayer(layer: layer))
    }

    /// Restricts drawing to `rect` (nil: the whole canvas).
    package func clip(to rect: CGRect?) {
        guard let rect else {
            SDL_RenderSetClipRect(renderer, nil)
            return
        }
        var r = SDL_Rect(x: Int32(rect.minX.rounded(.down)), y: Int32(rect.minY.rounded(.down)),
                         w: Int32(rect.width.rounded(.up)), h: Int32(rect.height.rounded(.up)))
        SDL_RenderSetClipRect(renderer, &r)
    }

    /// Fills a rectangle.
    package func fill(_ rect: CGRect, color: CanvasColor) {
        setColor(color)
        var r = SDL_FRect(rect)
        SDL_RenderFillRectF(renderer, &r)
    }

    /// Strokes a rectangle's outline, one pixel wide, inside its bounds.
    package func stroke(_ rect: CGRect, color: CanvasColor) {
        setColor(color)
        var r = SDL_FRect(rect)
        SDL_RenderDrawRectF(renderer, &r)
    }

    /// Draws a straight line.
    /// - Parameters:
    ///   - start: one end.
    ///   - end: the other end.
    ///   - color: its colour.
    ///   - width: its thickness in pixels.
    package func line(from start: CGPoint, to end: CGPoint, color: CanvasColor, width: Double = 1) {
        if width <= 1 {
            setColor(color)
            SDL_RenderDrawLineF(renderer, Float(start.x), Float(start.y), Float(end.x), Float(end.y))
            return
        }
        vertices.removeAll(keepingCapacity: true)
        appendQuad(from: start, to: end, halfWidth: width / 2, color: color)
        setColor(color)
        SDL_RenderGeometry(renderer, nil, vertices, Int32(vertices.count), nil, 0)
    }

    /// Draws connected line segments through `points`, in order.
    /// - Parameters:
    ///   - points: the vertices; a lazy sequence keeps the call free of allocation.
    ///   - color: the stroke colour.
    ///   - width: the thickness in pixels; 1 draws hairlines, wider strokes are filled quads.
    package func polyline<Points: Sequence>(_ points: Points, color: CanvasColor, width: Double = 1)
    where Points.Element == CGPoint {
        if width <= 1 {
            self.points.removeAll(keepingCapacity: true)
            for p in points { self.points.append(SDL_FPoint(x: Float(p.x), y: Float(p.y))) }
            guard self.points.count > 1 else { return }
            setColor(color)
            SDL_RenderDrawLinesF(renderer, self.points, Int32(self.points.count))
            return
        }
        vertices.removeAll(keepingCapacity: true)
        var previous: CGPoint?
        for p in points {
            if let a = previous { appendQuad(from: a, to: p, halfWidth: width / 2, color: color) }
            previous = p
        }
        guard !vertices.isEmpty else { return }
        setColor(color)
        SDL_RenderGeometry(renderer, nil, vertices, Int32(vertices.count), nil, 0)
    }

    /// Fills a convex polygon (a triangle fan from its first vertex); a lazy or reused collection
    /// keeps the call free of allocation. Concave outlines are filled approximately.
    /// - Parameters:
    ///   - points: the outline's vertices, in order (at least three).
    ///   - color: the fill colour.
    package func fillPolygon<Points: Sequence>(_ points: Points, color: CanvasColor) where Points.Element == CGPoint {
        vertices.removeAll(keepingCapacity: true)
        let sdlColor = SDL_Color(r: color.red, g: color.green, b: color.blue, a: color.alpha)
        var first: SDL_Vertex?, previous: SDL_Vertex?
        for p in points {
            let v = SDL_Vertex(position: SDL_FPoint(x: Float(p.x), y: Float(p.y)), color: sdlColor,
                               tex_coord: SDL_FPoint(x: 0, y: 0))
            if let first, let previous {
                vertices.append(first); vertices.append(previous); vertices.append(v)
            } else if first == nil {
                first = v
            }
            previous = v
        }
        guard !vertices.isEmpty else { return }
        setColor(color)
        SDL_RenderGeometry(renderer, nil, vertices, Int32(vertices.count), nil, 0)
    }

    /// Draws separate thick segments (a dashed outline, say) in one batch.
    /// - Parameters:
    ///   - segments: pairs of end points.
    ///   - color: the stroke colour.
    ///   - width: the thickness in pixels.
    package func segments<Segments: Sequence>(_ segments: Segments, color: CanvasColor, width: Double)
    where Segments.Element == (CGPoint, CGPoint) {
        vertices.removeAll(keepingCapacity: true)
        for (a, b) in segments { appendQuad(from: a, to: b, halfWidth: max(width, 1) / 2, color: color) }
        guard !vertices.isEmpty else { return }
        setColor(color)
        SDL_RenderGeometry(renderer, nil, vertices, Int32(vertices.count), nil, 0)
    }

    /// Draws one line of text centred on `center`, scaled and rotated (the display-list renderer's
    /// form: a view's effects apply to its text).
    /// - Parameters:
    ///   - string: the text.
    ///   - center: where the middle of the text lands.
    ///   - size: the font size in pixels before `scale`.
    ///   - color: the colour; its alpha is applied as the texture's alpha, so fading text reuses one texture.
    ///   - scale: horizontal and vertical scale factors.
    ///   - degrees: the clockwise rotation.
    package func text(_ string: String, center: CGPoint, size: Int, color: CanvasColor, scale: CGSize,
                     degrees: Double) {
        guard color.alpha > 0, let texture = textTexture(string, size: Int32(size), color: color.opacity(255)) else { return }
        let width = Double(texture.width) * scale.width, height = Double(texture.height) * scale.height
        var x = center.x - width / 2, y = center.y - height / 2
        let unscaled = scale.width == 1 && scale.height == 1 && degrees == 0
        if unscaled { (x, y) = (x.rounded(), y.rounded()) }  // crisp glyphs on whole pixels
        var destination = SDL_FRect(x: Float(x), y: Float(y), w: Float(width), h: Float(height))
        // Scaled or rotated text is filtered, so squeezed or growing glyphs keep their strokes.
        SDL_SetTextureScaleMode(texture.texture, unscaled ? SDL_ScaleModeNearest : SDL_ScaleModeLinear)
        copy(texture, source: nil, to: destination, degrees: degrees, alpha: color.alpha, tint: nil)
    }

    /// Draws a colour emoji centred on `center`, fitted in a square of side `size`, rotated and faded;
    /// with `tint` it draws the glyph's silhouette in that colour (a shadow).
    package func emoji(_ emoji: String, center: CGPoint, size: Double, degrees: Double, alpha: UInt8,
                      tint: CanvasColor? = nil) {
        guard alpha > 0, size > 0, let texture = emojiTexture(emoji), let content = texture.content else { return }
        let scale = size / Double(max(content.w, content.h))
        let width = Double(content.w) * scale, height = Double(content.h) * scale
        let destination = SDL_FRect(x: Float(center.x - width / 2), y: Float(center.y - height / 2),
                                    w: Float(width), h: Float(height))
        copy(texture, source: content, to: destination, degrees: degrees, alpha: alpha, tint: tint)
    }

    /// Draws the image file at `path` (PNG, or any format SDL_image reads) stretched to `size`,
    /// centred on `center`, rotated and faded; with `tint` it draws the image's silhouette in that
    /// colour (a shadow). The file is read once and kept as a texture.
    /// - Returns: false, drawing nothing, when the file cannot be read (tried once).
    @discardableResult
    package func image(atPath path: String, center: CGPoint, size: CGSize, degrees: Double, alpha: UInt8,
                      tint: CanvasColor? = nil) -> Bool {
        guard let texture = imageTexture(path) else { return false }
        guard alpha > 0, size.width > 0, size.height > 0 else { return true }
        let destination = SDL_FRect(x: Float(center.x - size.width / 2), y: Float(center.y - size.height / 2),
                                    w: Float(size.width), h: Float(size.height))
        copy(texture, source: nil, to: destination, degrees: degrees, alpha: alpha, tint: tint)
        return true
    }

    /// Copies `source` of `texture` (all of it when nil) into `destination`, rotated about its
    /// centre, faded to `alpha` and, with `tint`, as a silhouette in that colour; the texture's
    /// modulation is restored afterwards.
    private func copy(_ texture: CachedTexture, source: SDL_Rect?, to destination: SDL_FRect, degrees: Double,
                      alpha: UInt8, tint: CanvasColor?) {
        var source = source, destination = destination
        SDL_SetTextureAlphaMod(texture.texture, alpha)
        if let tint { SDL_SetTextureColorMod(texture.texture, tint.red, tint.green, tint.blue) }
        if source != nil {
            SDL_RenderCopyExF(renderer, texture.texture, &source!, &destination, degrees, nil, SDL_FLIP_NONE)
        } else {
            SDL_RenderCopyExF(renderer, texture.texture, nil, &destination, degrees, nil, SDL_FLIP_NONE)
        }
        SDL_SetTextureAlphaMod(texture.texture, 255)
        if tint != nil { SDL_SetTextureColorMod(texture.texture, 255, 255, 255) }
    }

    private func imageTexture(_ path: String) -> CachedTexture? {
        if let cached = imageTextures[path] { return cached }
        guard !unreadableImages.contains(path) else { return nil }
        guard let surface = IMG_Load(path) else {
            unreadableImages.insert(path)
            return nil
        }
        let texture = store(surface, call: "IMG_Load(\(path))", sprite: false) { imageTextures[path] = $0 }
        if let texture { SDL_SetTextureScaleMode(texture.texture, SDL_ScaleModeLinear) }  // drawn at any size
        return texture
    }

    /// The size in pixels of `string` drawn at `size` (rasterises and caches it).
    package func measure(_ string: String, size: Int) -> CGSize {
        guard let texture = textTexture(string, size: Int32(size), color: .white) else { return .zero }
        return CGSize(width: texture.width, height: texture.height)
    }

    /// Appends the two triangles of a thick segment, extended by half its width at both ends so
    /// consecutive segments overlap at the joints.
    private func appendQuad(from a: CGPoint, to b: CGPoint, halfWidth: Double, color: CanvasColor) {
        let dx = b.x - a.x, dy = b.y - a.y
        let length = (dx * dx + dy * dy).squareRoot()
        guard length > 0 else { return }
        let ux = dx / length * halfWidth, uy = dy / length * halfWidth
        let sdlColor = SDL_Color(r: color.red, g: color.green, b: color.blue, a: color.alpha)
        func vertex(_ x: Double, _ y: Double) -> SDL_Vertex {
            SDL_Vertex(position: SDL_FPoint(x: Float(x), y: Float(y)), color: sdlColor, tex_coord: SDL_FPoint(x: 0, y: 0))
        }
        let a1 = vertex(a.x - ux - uy, a.y - uy + ux), a2 = vertex(a.x - ux + uy, a.y - uy - ux)
        let b1 = vertex(b.x + ux - uy, b.y + uy + ux), b2 = vertex(b.x + ux + uy, b.y + uy - ux)
        vertices.append(a1); vertices.append(a2); vertices.append(b1)
        vertices.append(a2); vertices.append(b2); vertices.append(b1)
    }

    /// Draws one line of text in DejaVu Sans, vertically centred on `point.y`.
    /// - Parameters:
    ///   - string: the text; its texture is cached, so repeating a string costs one copy.
    ///   - point: where the text sits: its vertical centre, and its `alignment` edge horizontally.
    ///   - size: the font size in pixels.
    ///   - color: the text colour.
    ///   - alignment: which horizontal edge (or the centre) is at `point.x`.
    /// - Returns: the drawn text's bounds.
    @discardableResult
    package func text(_ string: String, at point: CGPoint, size: Int = 14, color: CanvasColor,
                     alignment: TextAlignment = .leading) -> CGRect {
        guard let texture = textTexture(string, size: Int32(size), color: color) else { return .zero }
        let width = CGFloat(texture.width), height = CGFloat(texture.height)
        let x: CGFloat
        switch alignment {
        case .leading: x = point.x
        case .center: x = point.x - width / 2
        case .trailing: x = point.x - width
        }
        let bounds = CGRect(x: x.rounded(), y: (point.y - height / 2).rounded(), width: width, height: height)
        var destination = SDL_FRect(bounds)
        SDL_RenderCopyF(renderer, texture.texture, nil, &destination)
        return bounds
    }

    /// Draws a colour emoji with its visible glyph centred on `center` and fitted in a square of
    /// side `size` pixels (the glyph's longer side is `size`).
    ///
    /// The glyph is rasterised once at Noto Color Emoji's 109 pt strike, cropped to its visible
    /// pixels, and scaled with linear filtering, so the drawn size varies continuously with `size`.
    package func emoji(_ emoji: String, center: CGPoint, size: Double) {
        guard let texture = emojiTexture(emoji), let content = texture.content else { return }
        let scale = size / Double(max(content.w, content.h))
        let width = Double(content.w) * scale, height = Double(content.h) * scale
        var source = content
        var destination = SDL_FRect(x: Float(center.x - width / 2), y: Float(center.y - height / 2),
                                    w: Float(width), h: Float(height))
        SDL_RenderCopyF(renderer, texture.texture, &source, &destination)
    }

    /// Draws a colour emoji as a sprite of exactly `side` × `side` pixels centred on `center`: the
    /// glyph is downsampled once (area-averaged) into a texture of that size, so each draw is a
    /// 1:1 copy. For many sprites of a fixed size (the sprite benchmark); animated sizes use
    /// ``emoji(_:center:size:)``.
    package func emojiSprite(_ emoji: String, center: CGPoint, side: Int) {
        guard side > 0, let texture = spriteTexture(emoji, side: side) else { return }
        var destination = SDL_FRect(x: Float(center.x) - Float(side) / 2, y: Float(center.y) - Float(side) / 2,
                                    w: Float(side), h: Float(side))
        SDL_RenderCopyF(renderer, texture.texture, nil, &destination)
    }

    /// Draws the same emoji sprite at each of `centers`: one texture lookup and one
    /// `SDL_RenderGeometry` call for the whole batch (four vertices and six indices a sprite, in
    /// buffers the canvas reuses), instead of an `SDL_RenderCopyF` a sprite. ``SpriteBatch`` paints
    /// many sprites on the CPU instead, leaving out what later ones hide (its tests hold its
    /// picture against this drawing).
    package func emojiSprites<Centers: Sequence>(_ emoji: String, side: Int, at centers: Centers)
    where Centers.Element == CGPoint {
        guard side > 0 else { return }
        let half = Float(side) / 2
        spriteVertices.removeAll(keepingCapacity: true)
        for center in centers {
            let x0 = Float(center.x) - half, y0 = Float(center.y) - half
            Self.appendSpriteQuad(to: &spriteVertices, x0: x0, y0: y0, x1: x0 + Float(side), y1: y0 + Float(side), u0: 0, v0: 0, u1: 1, v1: 1)
        }
        drawSpriteQuads(emoji, side: side, vertices: spriteVertices)
    }

    /// Appends a textured quad to `vertices` (top-left, top-right, bottom-right, bottom-left):
    /// pixels `x0..<x1` × `y0..<y1` showing the texture's part `u0...u1` × `v0...v1`.
    @inline(__always)
    static func appendSpriteQuad(to vertices: inout [SDL_Vertex], x0: Float, y0: Float, x1: Float, y1: Float,
                                 u0: Float, v0: Float, u1: Float, v1: Float) {
        let white = SDL_Color(r: 255, g: 255, b: 255, a: 255)
        vertices.append(SDL_Vertex(position: SDL_FPoint(x: x0, y: y0), color: white, tex_coord: SDL_FPoint(x: u0, y: v0)))
        vertices.append(SDL_Vertex(position: SDL_FPoint(x: x1, y: y0), color: white, tex_coord: SDL_FPoint(x: u1, y: v0)))
        vertices.append(SDL_Vertex(position: SDL_FPoint(x: x1, y: y1), color: white, tex_coord: SDL_FPoint(x: u1, y: v1)))
        vertices.append(SDL_Vertex(position: SDL_FPoint(x: x0, y: y1), color: white, tex_coord: SDL_FPoint(x: u0, y: v1)))
    }

    /// Draws the quads of `vertices` (four a quad, see ``appendSpriteQuad(to:x0:y0:x1:y1:u0:v0:u1:v1:)``)
    /// textured with the emoji sprite of `side` pixels, blended, in one `SDL_RenderGeometry` call.
    func drawSpriteQuads(_ emoji: String, side: Int, vertices: [SDL_Vertex]) {
        let count = vertices.count / 4
        guard count > 0, side > 0, let texture = spriteTexture(emoji, side: side) else { return }
        // Two triangles a quad, (0 1 2) (0 2 3); the pattern only grows (to the largest batch drawn).
        while spriteIndices.count < count * 6 {
            let base = Int32(spriteIndices.count / 6 * 4)
            spriteIndices.append(contentsOf: [base, base + 1, base + 2, base, base + 2, base + 3])
        }
        SDL_RenderGeometry(renderer, texture.texture, vertices, Int32(count * 4), spriteIndices, Int32(count * 6))
    }

    /// The alpha of the emoji sprite of `side` pixels (``emojiSprite(_:center:side:)``), `side` ×
    /// `side` values row by row; nil if it cannot be rasterised.
    func emojiSpriteAlpha(_ emoji: String, side: Int) -> [UInt8]? {
        emojiSpritePixels(emoji, side: side)?.map { UInt8($0 >> 24) }
    }

    /// The pixels of the emoji sprite of `side` pixels (``emojiSprite(_:center:side:)``), `side` ×
    /// `side` ARGB8888 values (alpha in the top byte, not premultiplied) row by row, the texels its
    /// texture holds; nil if it cannot be rasterised. Made once a sprite and size.
    func emojiSpritePixels(_ emoji: String, side: Int) -> [UInt32]? {
        guard side > 0 else { return nil }
        let key = SpriteKey(emoji: emoji, side: side)
        if let pixels = spritePixels[key] { return pixels }
        guard let sprite = spriteSurface(emoji, side: side) else { return nil }
        SDL_FreeSurface(sprite)
        return spritePixels[key]
    }

    private func spriteTexture(_ emoji: String, side: Int) -> CachedTexture? {
        let key = SpriteKey(emoji: emoji, side: side)
        if let cached = spriteTextures[key] { return cached }
        guard let sprite = spriteSurface(emoji, side: side) else { return nil }
        return store(sprite, call: "emoji sprite", sprite: false) { spriteTextures[key] = $0 }
    }

    /// Rasterises the emoji sprite of `side` pixels into a new surface (the caller frees it) and
    /// keeps its pixels.
    private func spriteSurface(_ emoji: String, side: Int) -> UnsafeMutablePointer<SDL_Surface>? {
        guard let font = record({ try fonts.emojiFace() }),
              let glyph = TTF_RenderUTF8_Blended(font, emoji, SDL_Color(r: 255, g: 255, b: 255, a: 255)) else {
            failure = failure ?? .sdl(call: "TTF_RenderUTF8_Blended(emoji \"\(emoji)\")", message: SDLRuntime.lastError())
            return nil
        }
        defer { SDL_FreeSurface(glyph) }
        guard let content = Self.visibleBounds(of: glyph),
              let sprite = SDL_CreateRGBSurfaceWithFormat(0, Int32(side), Int32(side), 32, SDL_PIXELFORMAT_ARGB8888.rawValue)
        else { return nil }
        Self.downsample(glyph, content: content, into: sprite)
        spritePixels[SpriteKey(emoji: emoji, side: side)] = Self.pixels(of: sprite)
        return sprite
    }

    /// The pixels of an ARGB8888 surface, row by row.
    private static func pixels(of surface: UnsafeMutablePointer<SDL_Surface>) -> [UInt32] {
        SDL_LockSurface(surface)
        defer { SDL_UnlockSurface(surface) }
        let width = Int(surface.pointee.w), height = Int(surface.pointee.h), pitch = Int(surface.pointee.pitch)
        let pixels = UnsafeRawPointer(surface.pointee.pixels!)
        return (0..<height).flatMap { y in
            (0..<width).map { x in pixels.load(fromByteOffset: y * pitch + x * 4, as: UInt32.self) }
        }
    }

    /// Whether the pixels ``drawPixels(width:height:writing:)`` takes hold red in the low byte
    /// (ABGR8888, as OpenGL stores them: on llvmpipe a 640 × 480 upload takes 0.02 ms, against
    /// 0.30 ms converted from ARGB8888, measured) or blue (ARGB8888: the software renderer's order).
    package private(set) lazy var pixelsHaveRedInLowByte: Bool = {
        var info = SDL_RendererInfo()
        guard SDL_GetRendererInfo(renderer, &info) == 0, let name = info.name else { return false }
        return String(cString: name) != "software"
    }()

    /// Draws a picture of `width` × `height` pixels written on the CPU, 1:1 from the top-left
    /// corner, replacing what is below it (no blending): `write` gets the first pixel (32 bits,
    /// alpha in the top byte, red in the low one if ``pixelsHaveRedInLowByte``, else blue) and the
    /// pixels from one row to the next, and must set every pixel.
    /// The pixels are those of a streaming texture the canvas keeps (made again when the size
    /// changes), so steady-state drawing allocates nothing.
    package func drawPixels(width: Int, height: Int, writing write: (_ pixels: UnsafeMutablePointer<UInt32>, _ pitch: Int) -> Void) {
        guard width > 0, height > 0 else { return }
        if pixelTexture == nil || pixelTextureSize != (width, height) {
            if let pixelTexture { SDL_DestroyTexture(pixelTexture) }
            let format = pixelsHaveRedInLowByte ? SDL_PIXELFORMAT_ABGR8888 : SDL_PIXELFORMAT_ARGB8888
            pixelTexture = SDL_CreateTexture(renderer, format.rawValue, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue),
                                             Int32(width), Int32(height))
            pixelTextureSize = (width, height)
            guard let pixelTexture else {
                failure = failure ?? .sdl(call: "SDL_CreateTexture(streaming \(width)×\(height))", message: SDLRuntime.lastError())
                return
            }
            SDL_SetTextureBlendMode(pixelTexture, SDL_BLENDMODE_NONE)
        }
        guard let pixelTexture else { return }
        var pixels: UnsafeMutableRawPointer?
        var pitch: Int32 = 0
        guard SDL_LockTexture(pixelTexture, nil, &pixels, &pitch) == 0, let pixels else {
            failure = failure ?? .sdl(call: "SDL_LockTexture", message: SDLRuntime.lastError())
            return
        }
        write(pixels.assumingMemoryBound(to: UInt32.self), Int(pitch) / 4)
        SDL_UnlockTexture(pixelTexture)
        var destination = SDL_Rect(x: 0, y: 0, w: Int32(width), h: Int32(height))
        SDL_RenderCopy(renderer, pixelTexture, nil, &destination)
    }

    /// Area-averages the `content` part of `source` (ARGB8888), fitted and centred, into `target`.
    private static func downsample(_ source: UnsafeMutablePointer<SDL_Surface>, content: SDL_Rect,
                                   into target: UnsafeMutablePointer<SDL_Surface>) {
        SDL_LockSurface(source); SDL_LockSurface(target)
        defer { SDL_UnlockSurface(source); SDL_UnlockSurface(target) }
        let side = Int(target.pointee.w)
        let scale = Double(max(content.w, content.h)) / Double(side)  // source pixels per target pixel
        let offsetX = (Double(side) - Double(content.w) / scale) / 2, offsetY = (Double(side) - Double(content.h) / scale) / 2
        let input = UnsafeRawPointer(source.pointee.pixels!), output = target.pointee.pixels!
        let inPitch = Int(source.pointee.pitch), outPitch = Int(target.pointee.pitch)
        for ty in 0..<side {
            for tx in 0..<side {
                let x0 = (Double(tx) - offsetX) * scale, y0 = (Double(ty) - offsetY) * scale
                var a = 0.0, r = 0.0, g = 0.0, b = 0.0, n = 0.0
                var sy = max(Int(y0.rounded(.down)), 0)
                while sy < min(Int((y0 + scale).rounded(.up)), Int(content.h)) {
                    var sx = max(Int(x0.rounded(.down)), 0)
                    while sx < min(Int((x0 + scale).rounded(.up)), Int(content.w)) {
                        let p = input.load(fromByteOffset: (Int(content.y) + sy) * inPitch + (Int(content.x) + sx) * 4, as: UInt32.self)
                        let alpha = Double(p >> 24) / 255
                        a += alpha
                        r += Double((p >> 16) & 0xFF) * alpha; g += Double((p >> 8) & 0xFF) * alpha; b += Double(p & 0xFF) * alpha
                        sx += 1
                    }
                    sy += 1
                }
                n = scale * scale
                var pixel: UInt32 = 0
                if a > 0 {
                    let alpha = min(a / max(n, 1), 1)
                    pixel = UInt32((alpha * 255).rounded()) << 24 | UInt32(min(r / a, 255).rounded()) << 16
                        | UInt32(min(g / a, 255).rounded()) << 8 | UInt32(min(b / a, 255).rounded())
                }
                output.storeBytes(of: pixel, toByteOffset: ty * outPitch + tx * 4, as: UInt32.self)
            }
        }
    }

    /// Sets the draw colour, blending only translucent colours: opaque fills and strokes skip the
    /// software renderer's per-primitive blending scratch surfaces.
    private func setColor(_ color: CanvasColor) {
        SDL_SetRenderDrawBlendMode(renderer, color.alpha == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
        SDL_SetRenderDrawColor(renderer, color.red, color.green, color.blue, color.alpha)
    }

    private func textTexture(_ string: String, size: Int32, color: CanvasColor) -> CachedTexture? {
        guard !string.isEmpty else { return nil }
        let key = TextKey(text: string, size: size, color: color)
        if let cached = textTextures[key] { return cached }
        guard let font = record({ try fonts.textFont(size: size) }) else { return nil }
        let surface = TTF_RenderUTF8_Blended(font, string, SDL_Color(r: color.red, g: color.green,
                                                                     b: color.blue, a: color.alpha))
        return store(surface, call: "TTF_RenderUTF8_Blended(\"\(string)\")", sprite: false) { textTextures[key] = $0 }
    }

    private func emojiTexture(_ emoji: String) -> CachedTexture? {
        if let cached = emojiTextures[emoji] { return cached }
        guard let font = record({ try fonts.emojiFace() }) else { return nil }
        let surface = TTF_RenderUTF8_Blended(font, emoji, SDL_Color(r: 255, g: 255, b: 255, a: 255))
        return store(surface, call: "TTF_RenderUTF8_Blended(emoji \"\(emoji)\")", sprite: true) { emojiTextures[emoji] = $0 }
    }

    /// Turns a freshly rendered surface into a cached texture, recording a failure if there is none.
    /// Sprites are scaled with linear filtering and know their visible bounds.
    private func store(_ surface: UnsafeMutablePointer<SDL_Surface>?, call: String, sprite: Bool,
                       into insert: (CachedTexture) -> Void) -> CachedTexture? {
        guard let surface else {
            failure = failure ?? .sdl(call: call, message: SDLRuntime.lastError())
            return nil
        }
        defer { SDL_FreeSurface(surface) }
        guard let texture = SDL_CreateTextureFromSurface(renderer, surface) else {
            failure = failure ?? .sdl(call: "SDL_CreateTextureFromSurface", message: SDLRuntime.lastError())
            return nil
        }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        if sprite { SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear) }
        let cached = CachedTexture(texture: texture, width: Int(surface.pointee.w), height: Int(surface.pointee.h),
                                   content: sprite ? Self.visibleBounds(of: surface) : nil)
        insert(cached)
        return cached
    }

    /// The smallest rectangle holding every non-transparent pixel of a rendered (ARGB8888) glyph.
    private static func visibleBounds(of surface: UnsafeMutablePointer<SDL_Surface>) -> SDL_Rect? {
        guard surface.pointee.format.pointee.format == SDL_PIXELFORMAT_ARGB8888.rawValue,
              SDL_LockSurface(surface) == 0 else { return nil }
        defer { SDL_UnlockSurface(surface) }
        let width = Int(surface.pointee.w), height = Int(surface.pointee.h), pitch = Int(surface.pointee.pitch)
        let pixels = UnsafeRawPointer(surface.pointee.pixels!)
        var minX = width, minY = height, maxX = -1, maxY = -1
        for y in 0..<height {
            for x in 0..<width where pixels.load(fromByteOffset: y * pitch + x * 4, as: UInt32.self) >> 24 != 0 {
                minX = min(minX, x); maxX = max(maxX, x)
                minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        guard maxX >= minX else { return nil }
        return SDL_Rect(x: Int32(minX), y: Int32(minY), w: Int32(maxX - minX + 1), h: Int32(maxY - minY + 1))
    }

    private func record<T>(_ body: () throws -> T) -> T? {
        do { return try body() } catch let error as KineticSDLError {
            failure = failure ?? error
        } catch {
            failure = failure ?? .sdl(call: "font", message: "\(error)")
        }
        return nil
    }
}

extension SDL_FRect {
    init(_ rect: CGRect) {
        self.init(x: Float(rect.minX), y: Float(rect.minY), w: Float(rect.width), h: Float(rect.height))
    }
}
