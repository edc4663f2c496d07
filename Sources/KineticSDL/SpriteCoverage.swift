/// Which pixels of a sprite change what lies below and which hide it, worked out once from the
/// sprite's alpha and looked up for every sprite drawn (see ``SpriteBatch``).
///
/// A pixel *paints* where its alpha is above 0 (elsewhere drawing it changes nothing) and *hides*
/// where its alpha is 255 (blending then leaves only the sprite's colour). Rows are 64-bit masks,
/// bit `i` for pixel `i`, as ``OcclusionMask`` reads them.
nonisolated package struct SpriteCoverage: Sendable {
    /// The largest side a coverage is worked out for: a row of pixels fits 64 bits.
    package static let largestSide = 64
    /// The sprite's side in pixels.
    package let side: Int
    /// The painting pixels of each row.
    package let paintedRows: [UInt64]
    /// The hiding pixels of each row.
    package let opaqueRows: [UInt64]

    /// Works the rows out from `alpha`, the sprite's `side` × `side` alpha values row by row.
    /// - Precondition: `1 <= side <= largestSide`.
    package init(alpha: [UInt8], side: Int) {
        precondition((1...Self.largestSide).contains(side) && alpha.count == side * side,
                     "a sprite's coverage needs 1 to \(Self.largestSide) pixels a side and its alpha")
        self.side = side
        var painted = [UInt64](repeating: 0, count: side), hiding = painted
        for y in 0..<side {
            for x in 0..<side {
                if alpha[y * side + x] > 0 { painted[y] |= 1 << UInt64(x) }
                if alpha[y * side + x] == 255 { hiding[y] |= 1 << UInt64(x) }
            }
        }
        paintedRows = painted
        opaqueRows = hiding
    }
}
