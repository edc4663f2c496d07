import CSDL
import Foundation

/// Many emoji sprites of one size drawn in a fixed order, leaving undrawn what cannot show: what
/// lies below the opaque pixels of sprites drawn after it, or below opaque paint drawn after the
/// whole batch (``hide(_:)``: an overlay's panels). The picture is the same, pixel for pixel, as
/// drawing every sprite whole in the same order.
///
/// Each frame: ``removeAll()``, ``append(kind:center:)`` in drawing order, ``hide(_:)`` for what
/// covers the batch, then ``draw(on:)``. Drawing walks the sprites front to back (the last one
/// first) over an ``OcclusionMask`` of the canvas, a bit a pixel: a sprite keeps the pixels it
/// paints (alpha above 0) that no later sprite hides, then hides the pixels where its alpha is 255
/// (``SpriteCoverage``). It is drawn as one quad over the bounding box of its kept pixels, with
/// texture coordinates of the same part of its texture; a sprite keeping none is not drawn. Runs
/// of sprites of one kind are one `SDL_RenderGeometry` call each.
///
/// Why the picture is the same: at each pixel, the last sprite opaque there, and every sprite
/// after it, keep it (nothing later hides it), so they are drawn there, in order, over whatever
/// the box of an earlier sprite drew; what the earlier sprites would add is covered by that
/// opaque pixel anyway. A box rather than the kept pixels' exact outline: on a rasteriser such as
/// llvmpipe a quad costs about as much as a few hundred pixels, so cutting a sprite into the
/// quads of its visible cells draws fewer pixels and takes longer (see Benchmarks/README.md).
///
/// Sprites are drawn at whole pixels (their top-left corner the nearest pixel corner), where a
/// part of a sprite samples exactly the texels the whole sprite does there; a 1:1 copy at a
/// position in between samples the nearest texels anyway, so the picture moves by at most a pixel.
/// Sprites over ``SpriteCoverage/largestSide`` pixels are drawn whole. Drawing allocates nothing
/// once the buffers have grown to the largest frame.
package final class SpriteBatch {
    /// The emoji of each kind of sprite.
    package let emoji: [String]
    /// The sprites' side in pixels.
    package let side: Int
    /// Whether what is hidden by what is drawn later is left undrawn (true), or every sprite drawn
    /// whole (false: the reference picture).
    package var cullsHiddenParts = true
    /// Sprites left wholly undrawn in the latest ``draw(on:)``.
    package private(set) var hiddenSprites = 0
    /// Pixels of sprites drawn in the latest ``draw(on:)`` (the quads' area).
    package private(set) var drawnPixels = 0

    private struct Sprite {
        /// The top-left pixel.
        var x: Int32, y: Int32
        var kind: Int32
        /// The part to draw, in the sprite's pixels: `left..<right` × `top..<bottom` (empty: none).
        var left: Int8 = 0, top: Int8 = 0, right: Int8 = 0, bottom: Int8 = 0
    }

    private var sprites: [Sprite] = []
    private var covers: [CGRect] = []
    private var mask = OcclusionMask()
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
        let half = Double(side) / 2
        sprites.append(Sprite(x: Int32((center.x - half).rounded()), y: Int32((center.y - half).rounded()), kind: Int32(kind)))
    }

    /// Declares `rect` (canvas pixels) covered by opaque paint drawn after the whole batch: the
    /// sprites' parts below it are not drawn.
    package func hide(_ rect: CGRect) { covers.append(rect) }

    /// Draws the batch onto `canvas`.
    package func draw(on canvas: RenderCanvas) {
        hiddenSprites = 0; drawnPixels = 0
        guard !sprites.isEmpty else { return }
        let culls = cullsHiddenParts && side <= SpriteCoverage.largestSide
        if culls {
            prepareCoverage(on: canvas)
            walkFrontToBack(size: canvas.size)
        }
        var start = 0
        while start < sprites.count {
            // A run of sprites of one kind: one call.
            let kind = sprites[start].kind
            var end = start
            vertices.removeAll(keepingCapacity: true)
            while end < sprites.count && sprites[end].kind == kind {
                let sprite = sprites[end]
                end += 1
                let (left, top, right, bottom) = culls ? (Int(sprite.left), Int(sprite.top), Int(sprite.right), Int(sprite.bottom)) : (0, 0, side, side)
                guard left < right, top < bottom else { continue }
                let x = Int(sprite.x), y = Int(sprite.y), s = Float(side)
                RenderCanvas.appendSpriteQuad(to: &vertices, x0: Float(x + left), y0: Float(y + top), x1: Float(x + right), y1: Float(y + bottom),
                                              u0: Float(left) / s, v0: Float(top) / s, u1: Float(right) / s, v1: Float(bottom) / s)
                drawnPixels += (right - left) * (bottom - top)
            }
            canvas.drawSpriteQuads(emoji[Int(kind)], side: side, vertices: vertices)
            start = end
        }
    }

    /// Works out each kind's ``SpriteCoverage`` from its texture (once a canvas).
    private func prepareCoverage(on canvas: RenderCanvas) {
        guard coverageCanvas !== canvas else { return }
        coverageCanvas = canvas
        for kind in emoji.indices {
            coverage[kind] = canvas.emojiSpriteAlpha(emoji[kind], side: side).map { SpriteCoverage(alpha: $0, side: side) }
        }
    }

    /// Decides each sprite's part to draw, the last one first: the bounding box of the pixels it
    /// paints that no later sprite (or cover) hides; then its opaque pixels hide what lies below.
    private func walkFrontToBack(size: CGSize) {
        mask.reset(size: size)
        for rect in covers { mask.hide(rect) }
        let width = mask.width, height = mask.height
        var index = sprites.count
        while index > 0 {
            index -= 1
            let sprite = sprites[index]
            let x = Int(sprite.x), y = Int(sprite.y)
            var top = side, bottom = 0, columns: UInt64 = 0
            if let coverage = coverage[Int(sprite.kind)], x < width, x + side > 0, y < height, y + side > 0 {
                coverage.paintedRows.withUnsafeBufferPointer { painted in
                    coverage.opaqueRows.withUnsafeBufferPointer { opaque in
                        for row in max(0, -y)..<min(side, height - y) {
                            let visible = painted[row] & ~mask.hiddenPixels(row: y + row, x: x)
                            if visible != 0 {
                                top = min(top, row)
                                bottom = row + 1
                                columns |= visible
                            }
                            if opaque[row] != 0 { mask.hide(opaque[row], row: y + row, x: x) }
                        }
                    }
                }
            }
            if columns == 0 {
                sprites[index].left = 0; sprites[index].right = 0
                hiddenSprites += 1
            } else {
                sprites[index].left = Int8(columns.trailingZeroBitCount)
                sprites[index].right = Int8(64 - columns.leadingZeroBitCount)
                sprites[index].top = Int8(top)
                sprites[index].bottom = Int8(bottom)
            }
        }
    }
}
