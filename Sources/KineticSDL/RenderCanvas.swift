import CSDL
import Foundation

/// Kinetic's drawing API: filled and stroked rectangles, lines, polylines, text and emoji,
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
    private var imageTextures = TextureCache<String>()
    /// Image files that could not be loaded: not tried again every frame.
    private var unreadableImages: Set<String> = []
    private var points: [SDL_FPoint] = []
    private var vertices: [SDL_Vertex] = []

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
        textTextures.removeAll()
        emojiTextures.removeAll()
        imageTextures.removeAll()
        SDL_DestroyRenderer(renderer)
        releaseTarget()
    }

    /// Starts a frame: clears to `color` (nil: no clearing, for a frame whose first drawing sets
    /// every pixel) and lets the text cache forget strings unused for a while.
    package func beginFrame(clearingTo color: CanvasColor?) {
        SDLRuntime.checkThread()
        textTextures.advanceFrame()
        emojiTextures.advanceFrame()
        imageTextures.advanceFrame()
        guard let color else { return }
        setColor(color)
        SDL_RenderClear(renderer)
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
        let sdlColor = SDL_Color(r: color.red, g: color.green, b: color.blue, a: color.alpha)
        let surface = string.contains(where: DisplayListRenderer.isEmoji)
            ? mixedLine(string, font: font, size: size, color: sdlColor)
            : TTF_RenderUTF8_Blended(font, string, sdlColor)
        return store(surface, call: "TTF_RenderUTF8_Blended(\"\(string)\")", sprite: false) { textTextures[key] = $0 }
    }

    /// One line of text with emoji in it ("🚚 · offset"): runs of text in DejaVu Sans and each
    /// emoji from the colour emoji font, scaled to the line, side by side on one surface. (DejaVu
    /// has no emoji: drawn with it alone, each is an empty box.) Each emoji takes the advance text
    /// layout gives it (1.25 em), so the line is as wide as layout measured it.
    private func mixedLine(_ string: String, font: OpaquePointer, size: Int32,
                           color: SDL_Color) -> UnsafeMutablePointer<SDL_Surface>? {
        var runs: [(text: String, isEmoji: Bool)] = []
        for character in string {
            let isEmoji = DisplayListRenderer.isEmoji(character)
            if let last = runs.last, last.isEmoji == isEmoji, !isEmoji { runs[runs.count - 1].text.append(character) }
            else { runs.append((String(character), isEmoji)) }
        }
        let height = TTF_FontHeight(font)
        let advance = Int32((Double(size) * 1.25).rounded())
        let side = min(Double(height), Double(size) * 1.17)
        var pieces: [(surface: UnsafeMutablePointer<SDL_Surface>, isEmoji: Bool)] = []
        defer { for piece in pieces { SDL_FreeSurface(piece.surface) } }
        var width: Int32 = 0
        for run in runs {
            if run.isEmoji {
                guard let face = record({ try fonts.emojiFace() }),
                      let glyph = TTF_RenderUTF8_Blended(face, run.text, SDL_Color(r: 255, g: 255, b: 255, a: 255)) else { return nil }
                pieces.append((glyph, true))
                width += advance
            } else {
                guard let text = TTF_RenderUTF8_Blended(font, run.text, color) else { return nil }
                pieces.append((text, false))
                width += text.pointee.w
            }
        }
        guard width > 0, let line = SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, SDL_PIXELFORMAT_ARGB8888.rawValue) else { return nil }
        var x: Int32 = 0
        for piece in pieces {
            let source = piece.surface
            if piece.isEmoji {
                // Scaled (linear) into a square of `side` centred in its advance: a copy of the
                // glyph's pixels into the transparent line, in the same format.
                let w = Double(source.pointee.w), h = Double(source.pointee.h)
                let scale = side / max(w, h)
                var target = SDL_Rect(x: x + Int32(((Double(advance) - w * scale) / 2).rounded()),
                                      y: Int32(((Double(height) - h * scale) / 2).rounded()),
                                      w: Int32((w * scale).rounded()), h: Int32((h * scale).rounded()))
                if let converted = SDL_ConvertSurfaceFormat(source, SDL_PIXELFORMAT_ARGB8888.rawValue, 0) {
                    SDL_SoftStretchLinear(converted, nil, line, &target)
                    SDL_FreeSurface(converted)
                }
                x += advance
            } else {
                SDL_SetSurfaceBlendMode(source, SDL_BLENDMODE_NONE)
                var target = SDL_Rect(x: x, y: (height - source.pointee.h) / 2, w: source.pointee.w, h: source.pointee.h)
                SDL_UpperBlit(source, nil, line, &target)
                x += source.pointee.w
            }
        }
        return line
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
