import Foundation

/// Which pixels of the canvas are hidden by opaque paint drawn later, one bit a pixel: the
/// bookkeeping that lets a picture painted back to front be walked front to back, leaving undrawn
/// what cannot show (see ``SpriteBatch``).
///
/// Rows are read and hidden 64 pixels at a time (bit `i` is pixel `x + i`), from any `x` within
/// 64 pixels of the canvas; a band around the canvas counts as hidden (nothing drawn there
/// shows). Resetting for a canvas of the same size does not allocate.
nonisolated package struct OcclusionMask {
    /// The canvas's width in pixels.
    package private(set) var width = 0
    /// The canvas's height in pixels.
    package private(set) var height = 0
    /// One bit a pixel, row after row; each row a word of border, the canvas, a word of border.
    private var words: [UInt64] = []
    private var wordsPerRow = 2

    /// Creates an empty mask; ``reset(size:)`` sizes it.
    package init() {}

    /// Starts over for a canvas of `size` pixels: every pixel on it visible.
    package mutating func reset(size: CGSize) {
        width = max(0, Int(size.width.rounded(.up)))
        height = max(0, Int(size.height.rounded(.up)))
        wordsPerRow = (width + 63) / 64 + 2
        let count = wordsPerRow * height
        if words.count != count {
            words.removeAll(keepingCapacity: true)
            words.append(contentsOf: repeatElement(~0, count: count))
        } else {
            for index in words.indices { words[index] = ~0 }
        }
        for row in 0..<height { setPixels(row: row, columns: 0..<width, hidden: false) }
    }

    /// Marks hidden every pixel lying wholly inside `rect`, as opaque paint over `rect` drawn
    /// after everything walked from now on does.
    package mutating func hide(_ rect: CGRect) {
        guard let (columns, rows) = Self.pixels(inside: rect, width: width, height: height) else { return }
        for row in rows { setPixels(row: row, columns: columns, hidden: true) }
    }

    /// The pixels of a `width` × `height` picture lying wholly inside `rect` (nil if none): what
    /// ``hide(_:)`` hides, and what a ``LayerPixels`` makes opaque for the same rectangle.
    package static func pixels(inside rect: CGRect, width: Int, height: Int) -> (columns: Range<Int>, rows: Range<Int>)? {
        guard rect.width > 0, rect.height > 0, rect.minX.isFinite, rect.maxX.isFinite, rect.minY.isFinite, rect.maxY.isFinite
        else { return nil }
        let left = max(0, Int(max(rect.minX, -1).rounded(.up))), right = min(width, Int(min(rect.maxX, Double(width)).rounded(.down)))
        let top = max(0, Int(max(rect.minY, -1).rounded(.up))), bottom = min(height, Int(min(rect.maxY, Double(height)).rounded(.down)))
        guard left < right, top < bottom else { return nil }
        return (left..<right, top..<bottom)
    }

    /// Whether pixel (x, y) is hidden (every pixel off the canvas is).
    package func isHidden(x: Int, y: Int) -> Bool {
        guard (0..<width).contains(x), (0..<height).contains(y) else { return true }
        let bit = x + 64
        return words[y * wordsPerRow + bit >> 6] >> UInt64(bit & 63) & 1 == 1
    }

    /// The hidden pixels `x ..< x + 64` of canvas row `row` (bit `i`: pixel `x + i`).
    /// - Precondition: `0 <= row < height` and `-64 <= x < width`.
    @inline(__always)
    package func hiddenPixels(row: Int, x: Int) -> UInt64 {
        let bit = x + 64, shift = UInt64(bit & 63)
        let index = row * wordsPerRow + bit >> 6
        return shift == 0 ? words[index] : words[index] >> shift | words[index + 1] << (64 - shift)
    }

    /// Marks hidden the pixels of `pixels` (bit `i`: pixel `x + i`) of canvas row `row`, with the
    /// preconditions of ``hiddenPixels(row:x:)``.
    @inline(__always)
    package mutating func hide(_ pixels: UInt64, row: Int, x: Int) {
        let bit = x + 64, shift = UInt64(bit & 63)
        let index = row * wordsPerRow + bit >> 6
        words[index] |= pixels << shift
        if shift != 0 { words[index + 1] |= pixels >> (64 - shift) }
    }

    /// Sets the pixels `columns` of canvas row `row` hidden or visible.
    private mutating func setPixels(row: Int, columns: Range<Int>, hidden: Bool) {
        let base = row * wordsPerRow
        var bit = columns.lowerBound + 64
        let end = columns.upperBound + 64
        while bit < end {
            let count = min(64 - bit & 63, end - bit)
            let ones: UInt64 = count == 64 ? ~0 : (1 << UInt64(count)) - 1
            let mask = ones << UInt64(bit & 63)
            if hidden { words[base + bit >> 6] |= mask } else { words[base + bit >> 6] &= ~mask }
            bit += count
        }
    }
}
