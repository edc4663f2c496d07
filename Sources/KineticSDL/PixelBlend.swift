/// SDL's `SDL_BLENDMODE_BLEND` ("source over") of 32-bit pixels (alpha in the top byte, colours
/// not premultiplied, in either order: ARGB8888 or ABGR8888, each colour worked out alike) onto
/// an opaque picture, in integers on the CPU: what ``SpriteBatch`` paints sprites with.
///
/// Each colour channel becomes `(source × a + destination × (255 − a)) / 255`, rounded to the
/// nearest integer (`a` the source's alpha); the picture stays opaque (alpha 255). A source alpha
/// of 255 gives the source's colour and 0 the destination's, exactly: painting a pixel that a
/// later opaque pixel covers, or a transparent one, changes nothing in the end, which is what
/// lets the batch leave them out.
nonisolated package enum PixelBlend {
    /// `source` painted over the opaque `destination`.
    @inline(__always)
    package static func sourceOver(_ source: UInt32, _ destination: UInt32) -> UInt32 {
        let a = source >> 24, rest = 255 - a
        // Red and blue two 16-bit lanes at a time, then green: each lane's
        // s × a + d × (255 − a) + 128 is at most 65,153, and (t + t >> 8) >> 8 divides it by 255 rounding.
        var rb = (source & 0xFF_00FF) &* a &+ (destination & 0xFF_00FF) &* rest &+ 0x80_0080
        rb = (rb &+ (rb >> 8) & 0xFF_00FF) >> 8 & 0xFF_00FF
        var g = (source >> 8 & 0xFF) &* a &+ (destination >> 8 & 0xFF) &* rest &+ 0x80
        g = (g &+ g >> 8) >> 8
        return 0xFF00_0000 | rb | g << 8
    }

    /// Paints the pixels `pixels` (bit `i`: pixel `i`) of a sprite row `source` over the picture
    /// row `destination`, copying those of `opaque` (alpha 255) and blending the others.
    @inline(__always)
    package static func paint(_ source: UnsafePointer<UInt32>, over destination: UnsafeMutablePointer<UInt32>,
                              pixels: UInt64, opaque: UInt64) {
        var copied = pixels & opaque, blended = pixels & ~opaque
        while copied != 0 {
            let first = copied.trailingZeroBitCount
            let count = (~(copied >> UInt64(first))).trailingZeroBitCount
            for i in first..<first + count { destination[i] = source[i] }
            copied &= count == 64 ? 0 : ~(((1 << UInt64(count)) - 1) << UInt64(first))
        }
        while blended != 0 {
            let i = blended.trailingZeroBitCount
            destination[i] = sourceOver(source[i], destination[i])
            blended &= blended &- 1
        }
    }
}
