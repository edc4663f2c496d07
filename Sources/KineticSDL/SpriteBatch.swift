import CSDL
import Foundation

/// Many emoji sprites of one size drawn in a fixed order, leaving undrawn what cannot show: the
/// parts lying below the opaque pixels of sprites drawn after them, or below opaque paint drawn
/// after the whole batch (``hide(_:)``: an overlay's panels). The picture is the same, pixel for
/// pixel, as drawing every sprite whole in the same order.
///
/// Each frame: ``removeAll()``, ``append(kind:center:)`` in drawing order, ``hide(_:)`` for what
/// covers the batch, then ``draw(on:)``. Drawing walks the sprites front to back (the last one
/// first) over an ``OcclusionMask`` of the canvas, a bit a pixel: a sprite keeps the pixels it
/// paints (alpha above 0) that no later sprite hides, then hides the pixels where its alpha is 255
/// (``SpriteCoverage``). It is drawn as quads over the canvas's 8-pixel cells holding a kept
/// pixel, clipped to the sprite, with texture coordinates of the same part of its texture; a
/// sprite keeping nothing is not drawn. Runs of sprites of one kind are one `SDL_RenderGeometry`
/// call each. Sprites over ``SpriteCoverage/largestSide`` pixels are drawn whole.
///
/// The cells a sprite fills with opaque pixels are drawn first, for the whole batch, without
/// blending (copying an opaque pixel gives what blending it does, and costs a software
/// rasteriser less): every pixel of such a cell is hidden for the sprites before it, so none of
/// them draws there, and the order of these cells does not matter. The rest is drawn blended,
/// in order.
///
/// Sprites are drawn at whole pixels (their top-left corner the nearest pixel corner), where
/// quads of parts of a sprite sample exactly the texels the whole sprite does; positions in
/// between are the same picture within a pixel, as a 1:1 copy samples the nearest texel anyway.
/// Drawing allocates nothing once the buffers have grown to the largest frame.
package final class SpriteBatch {
    /// The emoji of each kind of sprite.
    package let emoji: [String]
    /// The sprites' side in pixels.
    package let side: Int
    /// Whether parts hidden by what is drawn later are left undrawn (true), or every sprite drawn
    /// whole (false: the reference picture).
    package var cullsHiddenParts = true
    /// Whether the cells sprites fill with opaque pixels are drawn unblended.
    package var drawsOpaqueCellsUnblended = true
    /// Sprites left wholly undrawn in the latest ``draw(on:)``.
    package private(set) var hiddenSprites = 0
    /// Pixels of sprites drawn in the latest ``draw(on:)`` (each sprite's quads' area).
    package private(set) var drawnPixels = 0
    /// Quads drawn in the latest ``draw(on:)``.
    package private(set) var drawnQuads = 0
    /// Pixels drawn unblended in the latest ``draw(on:)``.
    package private(set) var unblendedPixels = 0

    private struct Sprite {
        /// The top-left pixel, and how far it lies into its grid cell.
        var x: Int32, y: Int32
        var dx: Int16, dy: Int16
        var kind: Int32
        /// Cells to draw blended and unblended (a block of cells; see ``SpriteCoverage``).
        var blended: UInt64 = 0, unblended: UInt64 = 0
    }

    private var sprites: [Sprite] = []
    private var covers: [CGRect] = []
    private var mask = OcclusionMask()
    /// The side in pixels of the canvas's cells, along which quads are cut.
    private static let cellSide = 8
    private var coverage: [SpriteCoverage?]
    /// The canvas the coverage was worked out on (its sprite textures).
    private weak var coverageCanvas: RenderCanvas?
    private var vertices: [SDL_Vertex] = []

    /// Creates an empty batch.
    /// - Parameters:
    ///   - emoji: the emoji of each kind (``append(kind:center:)`` takes an index into it).
    ///   - side: the sprites' side in pixels (at least 1).
    ///   - capacity: how many sprites a frame to make room for.
    package init(emoji: [String], side: Int, capacity: Int = 0) {
        self.emoji = emoji
        self.side = max(side, 1)
        coverage = Array(repeating: nil, count: emoji.count)
        sprites.reserveCapacity(capacity)
        covers.reserveCapacity(16)
        vertices.reserveCapacity(capacity * 4)
    }

    /// Starts a frame's batch: no sprites, nothing covering them.
    package func removeAll() {
        sprites.removeAll(keepingCapacity: true)
        covers.removeAll(keepingCapacity: true)
    }

    /// Adds a sprite of emoji `kind` centred on `center`, in front of those added before; its
    /// top-left corner is drawn at the nearest whole pixel.
    package func append(kind: Int, center: CGPoint) {
        guard emoji.indices.contains(kind), center.x.isFinite, center.y.isFinite,
              abs(center.x) < 1e9, abs(center.y) < 1e9 else { return }
        let half = Double(side) / 2, cell = Self.cellSide
        let x = Int((center.x - half).rounded()), y = Int((center.y - half).rounded())
        // Offsets into the cell, rounding down (x = -1 lies 7 pixels into cell -1).
        let dx = (x % cell + cell) % cell, dy = (y % cell + cell) % cell
        sprites.append(Sprite(x: Int32(x), y: Int32(y), dx: Int16(dx), dy: Int16(dy), kind: Int32(kind)))
    }

    /// Declares `rect` (canvas pixels) covered by opaque paint drawn after the whole batch: the
    /// sprites' parts below it are not drawn.
    package func hide(_ rect: CGRect) { covers.append(rect) }

    /// Draws the batch onto `canvas`.
    package func draw(on canvas: RenderCanvas) {
        hiddenSprites = 0; drawnPixels = 0; drawnQuads = 0; unblendedPixels = 0
        guard !sprites.isEmpty else { return }
        prepareCoverage(on: canvas)
        let culls = isCulling
        if culls { walkFrontToBack(size: canvas.size) }
        if culls && drawsOpaqueCellsUnblended {
            drawRuns(on: canvas, unblended: true)
            unblendedPixels = drawnPixels
        }
        drawRuns(on: canvas, unblended: false)
    }

    /// Whether this batch culls: asked to, and its sprites no larger than ``SpriteCoverage/largestSide``.
    private var isCulling: Bool { cullsHiddenParts && side <= SpriteCoverage.largestSide }

    /// Works out each kind's ``SpriteCoverage`` from its texture (once a canvas).
    private func prepareCoverage(on canvas: RenderCanvas) {
        guard coverageCanvas !== canvas else { return }
        coverageCanvas = canvas
        guard side <= SpriteCoverage.largestSide else { return }
        for kind in emoji.indices {
            coverage[kind] = canvas.emojiSpriteAlpha(emoji[kind], side: side).map {
                SpriteCoverage(alpha: $0, side: side)
            }
        }
    }

    /// Decides each sprite's cells, the last one first: the cells holding a pixel it paints that
    /// no later sprite (or cover) hides; then its opaque pixels hide what lies below.
    private func walkFrontToBack(size: CGSize) {
        mask.reset(size: size)
        for rect in covers { mask.hide(rect) }
        let width = mask.width, height = mask.height, cell = Self.cellSide
        let opaqueFirst = drawsOpaqueCellsUnblended
        var index = sprites.count
        while index > 0 {
            index -= 1
            let sprite = sprites[index]
            let x = Int(sprite.x), y = Int(sprite.y), dx = Int(sprite.dx), dy = Int(sprite.dy)
            var kept: UInt64 = 0
            if let coverage = coverage[Int(sprite.kind)], x < width, x + side > 0 {
                for row in max(0, -y)..<min(side, height - y) {
                    let painted = coverage.paintedRows[row]
                    guard painted != 0 else { continue }
                    let visible = painted & ~mask.hiddenPixels(row: y + row, x: x)
                    if visible != 0 {
                        // The cells of the visible pixels: a byte a cell once shifted to the cells' grid.
                        var bytes = visible << UInt64(dx), columns: UInt64 = 0, column: UInt64 = 0
                        while bytes != 0 {
                            if bytes & 0xFF != 0 { columns |= 1 << column }
                            bytes >>= 8
                            column += 1
                        }
                        kept |= columns << UInt64(8 * ((dy + row) / cell))
                    }
                    let opaque = coverage.opaqueRows[row]
                    if opaque != 0 { mask.hide(opaque, row: y + row, x: x) }
                }
            }
            let filled = kept == 0 ? 0 : coverage[Int(sprite.kind)]!.opaqueCells(x: dx, y: dy) & kept
            sprites[index].unblended = opaqueFirst ? filled : 0
            sprites[index].blended = opaqueFirst ? kept & ~filled : kept
            if kept == 0 { hiddenSprites += 1 }
        }
    }

    /// Draws the sprites' unblended or blended cells (every sprite whole when not culling), one
    /// `SDL_RenderGeometry` call a run of sprites of one kind.
    private func drawRuns(on canvas: RenderCanvas, unblended: Bool) {
        let culls = isCulling
        var start = 0
        while start < sprites.count {
            let kind = sprites[start].kind
            var end = start
            vertices.removeAll(keepingCapacity: true)
            while end < sprites.count && sprites[end].kind == kind {
                let sprite = sprites[end]
                end += 1
                guard culls else {
                    appendQuad(x: Int(sprite.x), y: Int(sprite.y), left: 0, top: 0, right: side, bottom: side)
                    continue
                }
                appendQuads(cells: unblended ? sprite.unblended : sprite.blended, x: Int(sprite.x), y: Int(sprite.y),
                            dx: Int(sprite.dx), dy: Int(sprite.dy))
            }
            canvas.drawSpriteQuads(emoji[Int(kind)], side: side, vertices: vertices, blended: !unblended)
            start = end
        }
    }

    /// Appends the quads covering `cells` (a block whose top-left cell holds the sprite's top-left
    /// pixel, `dx`, `dy` pixels into it), clipped to the sprite at (x, y): a quad a run of cells
    /// in a row, runs repeated in the next row of cells extended down instead.
    @inline(__always)
    private func appendQuads(cells: UInt64, x: Int, y: Int, dx: Int, dy: Int) {
        guard cells != 0 else { return }
        let cell = Self.cellSide
        var previous: UInt64 = 0, previousFirst = 0
        for row in 0..<8 {
            let bits = cells >> UInt64(8 * row) & 0xFF
            let top = max(0, row * cell - dy), bottom = min(side, (row + 1) * cell - dy)
            guard bits != 0, top < bottom else {
                previous = 0
                continue
            }
            if bits == previous {
                // The same runs as the row above: extend its quads down.
                var quad = previousFirst
                while quad < vertices.count / 4 {
                    let width = Int(vertices[quad * 4 + 1].position.x - vertices[quad * 4].position.x)
                    let oldBottom = Int(vertices[quad * 4 + 2].position.y) - y
                    drawnPixels += width * (bottom - oldBottom)
                    let v = Float(bottom) / Float(side), py = Float(y + bottom)
                    vertices[quad * 4 + 2].position.y = py; vertices[quad * 4 + 2].tex_coord.y = v
                    vertices[quad * 4 + 3].position.y = py; vertices[quad * 4 + 3].tex_coord.y = v
                    quad += 1
                }
                continue
            }
            previous = bits
            previousFirst = vertices.count / 4
            var rest = bits
            while rest != 0 {
                let first = rest.trailingZeroBitCount
                let run = (~(rest >> UInt64(first))).trailingZeroBitCount
                let left = max(0, first * cell - dx), right = min(side, (first + run) * cell - dx)
                appendQuad(x: x, y: y, left: left, top: top, right: right, bottom: bottom)
                rest &= ~(((1 << UInt64(run)) - 1) << UInt64(first))
            }
        }
    }

    /// Appends the quad of the sprite's pixels `left..<right` × `top..<bottom` at (x, y).
    @inline(__always)
    private func appendQuad(x: Int, y: Int, left: Int, top: Int, right: Int, bottom: Int) {
        let s = Float(side)
        RenderCanvas.appendSpriteQuad(to: &vertices, x0: Float(x + left), y0: Float(y + top), x1: Float(x + right), y1: Float(y + bottom),
                                      u0: Float(left) / s, v0: Float(top) / s, u1: Float(right) / s, v1: Float(bottom) / s)
        drawnPixels += (right - left) * (bottom - top)
        drawnQuads += 1
    }
}
