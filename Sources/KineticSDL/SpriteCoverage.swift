/// Which pixels of a sprite change what lies below and which hide it, worked out once from the
/// sprite's alpha and looked up for every sprite drawn (see ``SpriteBatch``).
///
/// A pixel *paints* where its alpha is above 0 (elsewhere drawing it changes nothing) and *hides*
/// where its alpha is 255 (blending then leaves only the sprite's colour). Rows are 64-bit masks,
/// bit `i` for pixel `i`, as ``OcclusionMask`` reads them. For drawing, the canvas is cut in cells
/// of ``cellSide`` pixels: a sprite whose top-left pixel lies (x, y) pixels into its cell spans a
/// block of at most 8 × 8 cells, bit `8 * row + column` of a 64-bit mask; ``opaqueCells(x:y:)`` are
/// the cells of that block lying wholly inside the sprite with every pixel hiding.
package struct SpriteCoverage: Sendable {
    /// The largest side a coverage is worked out for: a row fits 64 bits, a block 8 cells of 8 pixels.
    package static let largestSide = 57
    /// The sprite's side in pixels.
    package let side: Int
    /// The cells' side in pixels.
    package let cellSide = 8
    /// The painting pixels of each row.
    package let paintedRows: [UInt64]
    /// The hiding pixels of each row.
    package let opaqueRows: [UInt64]
    private let opaque: [UInt64]

    /// Works the table out from `alpha`, the sprite's `side` × `side` alpha values row by row.
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
        // For each offset into a cell, the block's cells wholly inside the sprite and all hiding.
        let cell = cellSide
        var opaque: [UInt64] = []
        for y in 0..<cell {
            for x in 0..<cell {
                var cells: UInt64 = 0
                for row in 0..<8 {
                    for column in 0..<8 {
                        let left = column * cell - x, top = row * cell - y
                        guard left >= 0, top >= 0, left + cell <= side, top + cell <= side else { continue }
                        let pixels: UInt64 = (1 << UInt64(cell) - 1) << UInt64(left)
                        if (top..<top + cell).allSatisfy({ hiding[$0] & pixels == pixels }) {
                            cells |= 1 << UInt64(8 * row + column)
                        }
                    }
                }
                opaque.append(cells)
            }
        }
        self.opaque = opaque
    }

    /// The cells filled with hiding pixels by the sprite whose top-left pixel lies (x, y) pixels
    /// into its cell.
    @inline(__always) package func opaqueCells(x: Int, y: Int) -> UInt64 { opaque[y * cellSide + x] }
}
