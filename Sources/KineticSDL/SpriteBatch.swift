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
/// (``SpriteCoverage``). It is drawn as one quad over the bounding box of its kept pixels (or two,
/// above and below a row, when that saves ``splitSaving`` pixels), with texture coordinates of the
/// same part of its texture; a sprite keeping none is not drawn. Runs of sprites of one kind are
/// one `SDL_RenderGeometry` call each.
///
/// Why the picture is the same: at each pixel, the last sprite opaque there, and every sprite
/// after it, keep it (nothing later hides it), so they are drawn there, in order, over whatever
/// the box of an earlier sprite drew; what the earlier sprites would add is covered by that
/// opaque pixel anyway. Boxes rather than the kept pixels' outline: on a rasteriser such as
/// llvmpipe a quad costs about as much as a few hundred pixels, so cutting sprites into the quads
/// of their visible 4- or 8-pixel cells draws fewer pixels and takes longer, and drawing their
/// opaque cells unblended in a pass of their own (which that needs) too (see Benchmarks/README.md).
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

    /// A part of a sprite to draw, in its pixels: `left..<right` × `top..<bottom`.
    private struct Box {
        var left: Int8 = 0, top: Int8 = 0, right: Int8 = 0, bottom: Int8 = 0

        init() {}

        /// The box of the pixels `columns` (bit `i`: pixel `i`) across rows `top...last`.
        init(columns: UInt64, top: Int, last: Int) {
            left = Int8(columns.trailingZeroBitCount)
            right = Int8(64 - columns.leadingZeroBitCount)
            self.top = Int8(top)
            bottom = Int8(last + 1)
        }

        var isEmpty: Bool { left >= right || top >= bottom }
        var area: Int { isEmpty ? 0 : (Int(right) - Int(left)) * (Int(bottom) - Int(top)) }
    }

    private struct Sprite {
        /// The top-left pixel.
        var x: Int32, y: Int32
        var kind: Int32
        /// What to draw: one box, or two (above and below a row) when that saves ``SpriteBatch/splitSaving`` pixels.
        var first = Box(), second = Box()
    }

    private var sprites: [Sprite] = []
    private var covers: [CGRect] = []
    private var mask = OcclusionMask()
    /// Each kind's ``SpriteCoverage`` rows, kind after kind (`side` rows each), and whether it has them.
    private var paintedRows: [UInt64] = [], opaqueRows: [UInt64] = [], hasCoverage: [Bool] = []
    /// The canvas the coverage was worked out on (its sprite textures).
    private weak var coverageCanvas: RenderCanvas?
    private var vertices: [SDL_Vertex] = []

    /// The pixels two boxes must save against one to be drawn instead: on llvmpipe a quad costs
    /// about as much as a few hundred pixels (200: 4 % less CPU a frame than never cutting, at
    /// 1,000 sprites; 100 no better).
    package var splitSaving = 200

    /// Creates an empty batch.
    /// - Parameters:
    ///   - emoji: the emoji of each kind (``append(kind:center:)`` takes an index into it).
    ///   - side: the sprites' side in pixels (at least 1).
    ///   - capacity: how many sprites a frame to make room for.
    package init(emoji: [String], side: Int, capacity: Int = 0) {
        self.emoji = emoji
        self.side = max(side, 1)
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
                if culls {
                    appendQuad(sprite.first, x: Int(sprite.x), y: Int(sprite.y))
                    appendQuad(sprite.second, x: Int(sprite.x), y: Int(sprite.y))
                } else {
                    appendQuad(x: Int(sprite.x), y: Int(sprite.y), left: 0, top: 0, right: side, bottom: side)
                }
            }
            canvas.drawSpriteQuads(emoji[Int(kind)], side: side, vertices: vertices)
            start = end
        }
    }

    /// Appends the quad of `box` of the sprite at (x, y), unless it is empty.
    @inline(__always)
    private func appendQuad(_ box: Box, x: Int, y: Int) {
        guard !box.isEmpty else { return }
        appendQuad(x: x, y: y, left: Int(box.left), top: Int(box.top), right: Int(box.right), bottom: Int(box.bottom))
    }

    /// Appends the quad of the pixels `left..<right` × `top..<bottom` of the sprite at (x, y).
    @inline(__always)
    private func appendQuad(x: Int, y: Int, left: Int, top: Int, right: Int, bottom: Int) {
        let s = Float(side)
        RenderCanvas.appendSpriteQuad(to: &vertices, x0: Float(x + left), y0: Float(y + top), x1: Float(x + right), y1: Float(y + bottom),
                                      u0: Float(left) / s, v0: Float(top) / s, u1: Float(right) / s, v1: Float(bottom) / s)
        drawnPixels += (right - left) * (bottom - top)
    }

    /// Works out each kind's ``SpriteCoverage`` from its texture (once a canvas).
    private func prepareCoverage(on canvas: RenderCanvas) {
        guard coverageCanvas !== canvas else { return }
        coverageCanvas = canvas
        paintedRows = []; opaqueRows = []; hasCoverage = []
        for kind in emoji.indices {
            let coverage = canvas.emojiSpriteAlpha(emoji[kind], side: side).map { SpriteCoverage(alpha: $0, side: side) }
            paintedRows += coverage?.paintedRows ?? Array(repeating: 0, count: side)
            opaqueRows += coverage?.opaqueRows ?? Array(repeating: 0, count: side)
            hasCoverage.append(coverage != nil)
        }
    }

    /// Decides each sprite's part to draw, the last one first: the bounding box of the pixels it
    /// paints that no later sprite (or cover) hides, or two boxes, above and below a row, if they
    /// save ``splitSaving`` pixels; then its opaque pixels hide what lies below.
    private func walkFrontToBack(size: CGSize) {
        // Worked on as locals: no exclusivity checks on the class's properties in the loop.
        var mask = OcclusionMask()
        swap(&mask, &self.mask)
        defer { swap(&mask, &self.mask) }
        mask.reset(size: size)
        for rect in covers { mask.hide(rect) }
        let width = mask.width, height = mask.height, side = side, splitSaving = splitSaving
        var hidden = 0
        withUnsafeTemporaryAllocation(of: UInt64.self, capacity: 2 * side) { rows in
            let visibleRows = rows.baseAddress!, below = rows.baseAddress! + side  // below[r]: rows r..< OR-ed
            paintedRows.withUnsafeBufferPointer { paintedRows in
            opaqueRows.withUnsafeBufferPointer { opaqueRows in
            sprites.withUnsafeMutableBufferPointer { sprites in
                for index in sprites.indices.reversed() {
                    let sprite = sprites[index], kind = Int(sprite.kind)
                    let x = Int(sprite.x), y = Int(sprite.y)
                    var top = side, last = -1, columns: UInt64 = 0
                    if hasCoverage[kind], x < width, x + side > 0, y < height, y + side > 0 {
                        let painted = paintedRows.baseAddress! + kind * side, opaque = opaqueRows.baseAddress! + kind * side
                        for row in max(0, -y)..<min(side, height - y) {
                            let visible = painted[row] & ~mask.hiddenPixels(row: y + row, x: x)
                            visibleRows[row] = visible
                            if visible != 0 {
                                top = min(top, row)
                                last = row
                                columns |= visible
                            }
                            if opaque[row] != 0 { mask.hide(opaque[row], row: y + row, x: x) }
                        }
                    }
                    sprites[index].first = Box()
                    sprites[index].second = Box()
                    guard columns != 0 else {
                        hidden += 1
                        continue
                    }
                    let whole = Box(columns: columns, top: top, last: last)
                    sprites[index].first = whole
                    guard last > top else { continue }
                    // The best row to cut at: the box above it and the box below it smallest together.
                    below[last] = visibleRows[last]
                    var row = last - 1
                    while row > top { below[row] = below[row + 1] | visibleRows[row]; row -= 1 }
                    var above: UInt64 = 0, aboveLast = top, best = whole.area - splitSaving, cut = -1
                    for r in top + 1...last {
                        above |= visibleRows[r - 1]
                        if visibleRows[r - 1] != 0 { aboveLast = r - 1 }
                        guard visibleRows[r] != 0 || r == last else { continue }  // cut just above a visible row
                        let lower = below[r]
                        guard lower != 0 else { continue }
                        var firstBelow = r
                        while visibleRows[firstBelow] == 0 { firstBelow += 1 }
                        let area = Box(columns: above, top: top, last: aboveLast).area + Box(columns: lower, top: firstBelow, last: last).area
                        if area < best { best = area; cut = r }
                    }
                    if cut > 0 {
                        var upper: UInt64 = 0, upperLast = top, lowerFirst = cut
                        for r in top..<cut where visibleRows[r] != 0 { upper |= visibleRows[r]; upperLast = r }
                        while visibleRows[lowerFirst] == 0 { lowerFirst += 1 }
                        sprites[index].first = Box(columns: upper, top: top, last: upperLast)
                        sprites[index].second = Box(columns: below[cut], top: lowerFirst, last: last)
                    }
                }
            }
            }
            }
        }
        hiddenSprites = hidden
    }
}
