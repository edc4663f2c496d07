import Foundation

/// A ``CanvasLayer``'s picture read back into memory, painted over a picture made on the CPU
/// (``SpriteBatch/cover(with:at:)``) instead of copied as a blended texture: its opaque pixels
/// copied, its translucent ones blended with ``PixelBlend/sourceOver(_:_:)``, its transparent ones
/// left out, row by row in runs of 64 pixels (``PixelBlend/paint(_:over:pixels:opaque:)``).
///
/// Which pixels paint (alpha above 0) and which are opaque (alpha 255) is worked out once, when
/// the layer is read back, into rows of 64-bit masks, as ``SpriteCoverage`` does for a sprite.
nonisolated package struct LayerPixels: Sendable {
    /// The picture's width in pixels.
    package private(set) var width = 0
    /// The picture's height in pixels.
    package private(set) var height = 0
    /// The pixels, row after row (`width` apart), in the canvas's channel order (see
    /// ``RenderCanvas/pixelsHaveRedInLowByte``), alpha in the top byte, colours not premultiplied.
    package private(set) var pixels: [UInt32] = []
    /// The painting pixels of each row, `wordsPerRow` words a row (bit `i` of word `w`: pixel `64 w + i`).
    package private(set) var paintedRows: [UInt64] = []
    /// The opaque pixels of each row, laid out as ``paintedRows``.
    package private(set) var opaqueRows: [UInt64] = []
    /// Words of ``paintedRows`` and ``opaqueRows`` a row.
    package var wordsPerRow: Int { (width + 63) / 64 }

    /// An empty picture (nothing to paint).
    package init() {}

    /// Makes room for a picture of `width` × `height` pixels (reusing the buffers at the same size)
    /// and lets `write` set its pixels (it gets the first one; rows lie `width` pixels apart).
    /// Then pixels lying wholly inside any of `opaqueRects` get alpha 255: what a layer draws over
    /// its own opaque paint is opaque (exactly, though a renderer blending in 8 bits may leave an
    /// alpha of 253 there), and ``SpriteBatch`` leaves out what lies below those rectangles.
    /// Finally the rows' masks are worked out.
    package mutating func read(width: Int, height: Int, opaqueRects: [CGRect] = [],
                               writing write: (_ pixels: UnsafeMutablePointer<UInt32>) -> Void) {
        self.width = max(0, width)
        self.height = max(0, height)
        let count = self.width * self.height, words = wordsPerRow * self.height
        if pixels.count != count { pixels = [UInt32](repeating: 0, count: count) }
        if paintedRows.count != words {
            paintedRows = [UInt64](repeating: 0, count: words)
            opaqueRows = paintedRows
        }
        guard count > 0 else { return }
        let width = self.width, height = self.height, wordsPerRow = wordsPerRow
        pixels.withUnsafeMutableBufferPointer { buffer in
            let pixels = buffer.baseAddress!
            write(pixels)
            for rect in opaqueRects {
                guard let (columns, rows) = OcclusionMask.pixels(inside: rect, width: width, height: height) else { continue }
                for y in rows {
                    for x in columns { pixels[y * width + x] |= 0xFF00_0000 }
                }
            }
            paintedRows.withUnsafeMutableBufferPointer { painted in
                opaqueRows.withUnsafeMutableBufferPointer { opaque in
                    for y in 0..<height {
                        for word in 0..<wordsPerRow {
                            let run = pixels + (y * width + word * 64)
                            var paints: UInt64 = 0, hides: UInt64 = 0
                            for bit in 0..<min(64, width - word * 64) {
                                let alpha = run[bit] >> 24
                                paints |= UInt64(alpha != 0 ? 1 : 0) << UInt64(bit)
                                hides |= UInt64(alpha == 255 ? 1 : 0) << UInt64(bit)
                            }
                            painted[y * wordsPerRow + word] = paints
                            opaque[y * wordsPerRow + word] = hides
                        }
                    }
                }
            }
        }
    }

    /// Paints the picture's rows lying in canvas rows `rows`, its top-left corner at canvas pixel
    /// (`x`, `y`), over `canvas` (`canvasWidth` pixels wide, rows `pitch` pixels apart); what
    /// falls off the canvas is left out.
    /// - Returns: the pixels painted.
    @discardableResult
    package func paint(over canvas: UnsafeMutablePointer<UInt32>, pitch: Int, canvasWidth: Int, rows: Range<Int>,
                       x: Int, y: Int) -> Int {
        let top = max(rows.lowerBound, y), bottom = min(rows.upperBound, y + height)
        guard top < bottom, x < canvasWidth, x + width > 0 else { return 0 }
        let wordsPerRow = wordsPerRow, width = width
        var painted = 0
        pixels.withUnsafeBufferPointer { pixels in
        paintedRows.withUnsafeBufferPointer { paintedRows in
        opaqueRows.withUnsafeBufferPointer { opaqueRows in
            for row in top..<bottom {
                let line = row - y
                for word in 0..<wordsPerRow {
                    let left = x + word * 64
                    var paints = paintedRows[line * wordsPerRow + word]
                    guard paints != 0 else { continue }
                    // Columns off the canvas: left of 0, or from canvasWidth on.
                    if left < 0 { paints = -left >= 64 ? 0 : paints & ~((1 << UInt64(-left)) - 1) }
                    if left + 64 > canvasWidth { paints = canvasWidth - left <= 0 ? 0 : paints & ((1 << UInt64(canvasWidth - left)) - 1) }
                    guard paints != 0 else { continue }
                    painted += paints.nonzeroBitCount
                    PixelBlend.paint(pixels.baseAddress! + (line * width + word * 64), over: canvas + (row * pitch + left),
                                     pixels: paints, opaque: opaqueRows[line * wordsPerRow + word])
                }
            }
        }
        }
        }
        return painted
    }
}
