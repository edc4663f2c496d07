import Foundation

/// Many emoji sprites of one size painted in a fixed order over a background colour, painted on
/// the CPU into one picture drawn as one opaque copy: each pixel of a sprite is painted unless a
/// later sprite's opaque pixel, or opaque paint drawn after the whole batch (``hide(_:)``: an
/// overlay's panels), covers it. The picture is the same, pixel for pixel, as painting every
/// sprite whole in the same order with the same ``PixelBlend`` formula.
///
/// Each frame: ``removeAll()``, ``append(kind:center:)`` in drawing order, ``hide(_:)`` for what
/// covers the batch, then ``draw(on:background:)``. Drawing first walks the sprites front to back
/// (the last one first) over an ``OcclusionMask`` of the canvas, a bit a pixel: a sprite keeps
/// the pixels it paints (alpha above 0) that nothing later hides, then hides the pixels where its
/// alpha is 255 (``SpriteCoverage``). Then it paints the kept pixels back to front (in drawing
/// order) into the canvas's streaming texture filled with the background (``RenderCanvas/drawPixels(width:height:writing:)``):
/// opaque ones copied, the others blended (``PixelBlend/sourceOver(_:_:)``).
///
/// Why the picture is the same: at each pixel, the last sprite opaque there, and every sprite
/// after it, keep it (nothing later hides it), so they are painted there, in order; what earlier
/// sprites would paint there is replaced by that opaque pixel anyway, and a transparent pixel
/// changes nothing. Why on the CPU: on a CPU rasteriser such as llvmpipe each blended quad costs
/// as much as a few hundred pixels and each blended pixel several nanoseconds, and drawing only
/// the kept pixels needs many quads; the walk already knows them, a bit a pixel (see
/// Benchmarks/README.md).
///
/// Sprites are painted at whole pixels (their top-left corner the nearest pixel corner): a 1:1
/// copy at a position in between samples the nearest texels anyway, so the picture moves by at
/// most a pixel. Sprites over ``SpriteCoverage/largestSide`` pixels are painted whole. Drawing
/// allocates nothing once the buffers have grown to the largest frame.
///
/// The painting is split in two bands of rows, the lower one painted on a ``WorkerThread`` of the
/// batch's at the same time (on a machine of more than one core). A batch is used from one thread
/// at a time (its drawing on the main actor).
nonisolated package final class SpriteBatch: @unchecked Sendable {
    /// The emoji of each kind of sprite.
    package let emoji: [String]
    /// The sprites' side in pixels.
    package let side: Int
    /// Whether what is hidden by what is painted later is left out (true), or every sprite painted
    /// whole (false: the reference picture).
    package var cullsHiddenParts = true
    /// Sprites left wholly unpainted in the latest draw.
    package private(set) var hiddenSprites = 0
    /// Sprite pixels painted in the latest draw (copied or blended).
    package private(set) var drawnPixels = 0

    /// Whether the lower half of the picture is painted on a second thread (by default when the
    /// machine has more than one core).
    package var paintsOnTwoThreads = ProcessInfo.processInfo.activeProcessorCount > 1
    /// The thread painting the lower band, made on the first picture split, and its band.
    private var worker: WorkerThread?
    private var workerBand = Band()
    private var workerPainted = 0

    fileprivate struct Sprite {
        /// The top-left pixel.
        var x: Int32, y: Int32
        var kind: Int32
        /// The sprite's rows holding kept pixels: `top..<bottom` (empty if none).
        var top: Int32 = 0, bottom: Int32 = 0
    }

    private var sprites: [Sprite] = []
    private var covers: [CGRect] = []
    private var mask = OcclusionMask()
    /// The pixels each sprite keeps, `side` rows of bits a sprite, in drawing order.
    private var keptRows: [UInt64] = []
    /// Each kind's ``SpriteCoverage`` rows, kind after kind (`side` rows each).
    private var paintedRows: [UInt64] = [], opaqueRows: [UInt64] = []
    /// Each kind's pixels (`side` × `side`, in the canvas's channel order), kind after kind;
    /// transparent when it has none.
    private var texels: [UInt32] = []
    /// Whether the texels hold red in the low byte (the canvas's ``RenderCanvas/pixelsHaveRedInLowByte``).
    private var redInLowByte = false
    /// The canvas the pixels were read from (its sprite rasterisations).
    private weak var texelCanvas: RenderCanvas?

    deinit { worker?.stop() }

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
        if self.side <= SpriteCoverage.largestSide { keptRows.reserveCapacity(capacity * self.side) }
    }

    /// Starts a frame's batch: no sprites, nothing covering them.
    package func removeAll() {
        sprites.removeAll(keepingCapacity: true)
        covers.removeAll(keepingCapacity: true)
    }

    /// Adds a sprite of emoji `kind` centred on `center`, in front of those added before; its
    /// top-left corner is painted at the nearest whole pixel.
    package func append(kind: Int, center: CGPoint) {
        guard emoji.indices.contains(kind), center.x.isFinite, center.y.isFinite,
              abs(center.x) < 1e9, abs(center.y) < 1e9 else { return }
        let half = Double(side) / 2
        sprites.append(Sprite(x: Int32((center.x - half).rounded()), y: Int32((center.y - half).rounded()), kind: Int32(kind)))
    }

    /// Declares `rect` (canvas pixels) covered by opaque paint drawn after the whole batch: the
    /// sprites' parts below it are not painted.
    package func hide(_ rect: CGRect) { covers.append(rect) }

    /// Draws the batch over `background` onto the whole of `canvas`, replacing what was there
    /// (the background is painted opaque, whatever its alpha).
    @MainActor package func draw(on canvas: RenderCanvas, background: CanvasColor) {
        prepareTexels(on: canvas)
        let width = max(0, Int(canvas.size.width.rounded(.up))), height = max(0, Int(canvas.size.height.rounded(.up)))
        canvas.drawPixels(width: width, height: height) { pixels, pitch in
            paint(into: pixels, pitch: pitch, width: width, height: height, background: background)
        }
    }

    /// Paints the batch over `background` into `pixels` (`width` × `height`, rows `pitch` pixels
    /// apart; ARGB8888, or ABGR8888 if the canvas's ``RenderCanvas/pixelsHaveRedInLowByte``),
    /// from the pixels of the sprites read from the last canvas drawn on (``draw(on:background:)``,
    /// or ``prepareTexels(on:)``).
    package func paint(into pixels: UnsafeMutablePointer<UInt32>, pitch: Int, width: Int, height: Int, background: CanvasColor) {
        hiddenSprites = 0; drawnPixels = 0
        let (low, high) = redInLowByte ? (background.red, background.blue) : (background.blue, background.red)
        let fill = 0xFF00_0000 | UInt32(high) << 16 | UInt32(background.green) << 8 | UInt32(low)
        guard width > 0, height > 0 else { return }
        let culls = cullsHiddenParts && side <= SpriteCoverage.largestSide && !texels.isEmpty
        if culls { walkFrontToBack(width: width, height: height) }
        let split = paintsOnTwoThreads && height >= 64 ? height / 2 : height
        texels.withUnsafeBufferPointer { texels in
        opaqueRows.withUnsafeBufferPointer { opaqueRows in
        keptRows.withUnsafeBufferPointer { keptRows in
        sprites.withUnsafeBufferPointer { sprites in
            var band = Band(pixels: pixels, pitch: pitch, width: width, rows: 0..<split, fill: fill, side: side, culls: culls,
                            sprites: sprites.baseAddress, count: texels.isEmpty ? 0 : sprites.count, texels: texels.baseAddress,
                            opaqueRows: opaqueRows.baseAddress, keptRows: keptRows.baseAddress)
            if split < height {
                let worker = worker ?? WorkerThread(name: "kinetic sprites") { [unowned(unsafe) self] in
                    self.workerPainted = self.workerBand.paint()
                }
                self.worker = worker
                workerBand = band
                workerBand.rows = split..<height
                worker.start()
                let painted = band.paint()
                worker.wait()
                if !culls { drawnPixels = painted + workerPainted }
            } else {
                let painted = band.paint()
                if !culls { drawnPixels = painted }
            }
        }
        }
        }
        }
    }

    /// Reads each kind's pixels and works out its ``SpriteCoverage`` (once a canvas).
    @MainActor package func prepareTexels(on canvas: RenderCanvas) {
        guard texelCanvas !== canvas else { return }
        texelCanvas = canvas
        paintedRows = []; opaqueRows = []; texels = []
        redInLowByte = canvas.pixelsHaveRedInLowByte
        let coverable = side <= SpriteCoverage.largestSide
        for kind in emoji.indices {
            let pixels = canvas.emojiSpritePixels(emoji[kind], side: side) ?? Array(repeating: 0, count: side * side)
            // ARGB8888 to the canvas's order: red and blue swapped, or not.
            texels += redInLowByte ? pixels.map { $0 & 0xFF00_FF00 | $0 >> 16 & 0xFF | ($0 & 0xFF) << 16 } : pixels
            if coverable {
                let coverage = SpriteCoverage(alpha: pixels.map { UInt8($0 >> 24) }, side: side)
                paintedRows += coverage.paintedRows
                opaqueRows += coverage.opaqueRows
            }
        }
    }

    /// Decides each sprite's pixels to paint, the last one first: those it paints that no later
    /// sprite (or cover) hides; then its opaque pixels hide what lies below.
    private func walkFrontToBack(width: Int, height: Int) {
        // Worked on as locals: no exclusivity checks on the class's properties in the loop.
        var mask = OcclusionMask()
        swap(&mask, &self.mask)
        defer { swap(&mask, &self.mask) }
        mask.reset(size: CGSize(width: width, height: height))
        for rect in covers { mask.hide(rect) }
        let side = side
        if keptRows.count < sprites.count * side {
            keptRows.append(contentsOf: repeatElement(0, count: sprites.count * side - keptRows.count))
        }
        var hidden = 0, kept = 0
        paintedRows.withUnsafeBufferPointer { paintedRows in
        opaqueRows.withUnsafeBufferPointer { opaqueRows in
        keptRows.withUnsafeMutableBufferPointer { keptRows in
        sprites.withUnsafeMutableBufferPointer { sprites in
            for index in sprites.indices.reversed() {
                let sprite = sprites[index], kind = Int(sprite.kind)
                let x = Int(sprite.x), y = Int(sprite.y)
                var top = side, bottom = 0
                if x < width, x + side > 0, y < height, y + side > 0 {
                    let painted = paintedRows.baseAddress! + kind * side, opaque = opaqueRows.baseAddress! + kind * side
                    let rows = keptRows.baseAddress! + index * side
                    for row in max(0, -y)..<min(side, height - y) {
                        let visible = painted[row] & ~mask.hiddenPixels(row: y + row, x: x)
                        rows[row] = visible
                        if visible != 0 {
                            top = min(top, row)
                            bottom = row + 1
                            kept += visible.nonzeroBitCount
                        }
                        if opaque[row] != 0 { mask.hide(opaque[row], row: y + row, x: x) }
                    }
                }
                if bottom == 0 { hidden += 1; top = 0 }
                sprites[index].top = Int32(top)
                sprites[index].bottom = Int32(bottom)
            }
        }
        }
        }
        }
        hiddenSprites = hidden
        drawnPixels = kept
    }
}

/// Rows `rows` of a ``SpriteBatch``'s picture to paint, and what it paints them from (valid while
/// the batch paints).
nonisolated private struct Band {
    var pixels: UnsafeMutablePointer<UInt32>? = nil
    var pitch = 0, width = 0
    var rows = 0..<0
    var fill: UInt32 = 0
    var side = 0
    /// Whether only the kept pixels are painted (or every sprite whole).
    var culls = false
    var sprites: UnsafePointer<SpriteBatch.Sprite>? = nil
    var count = 0
    var texels: UnsafePointer<UInt32>? = nil, opaqueRows: UnsafePointer<UInt64>? = nil, keptRows: UnsafePointer<UInt64>? = nil

    /// Fills the rows with the background, then paints the sprites' pixels on them in drawing
    /// order; returns the sprite pixels painted when painting them whole.
    func paint() -> Int {
        guard let pixels, !rows.isEmpty else { return 0 }
        for row in rows { (pixels + row * pitch).update(repeating: fill, count: width) }
        guard let sprites, let texels, count > 0 else { return 0 }
        let side = side, first = rows.lowerBound, end = rows.upperBound
        var painted = 0
        for index in 0..<count {
            let sprite = sprites[index], x = Int(sprite.x), y = Int(sprite.y)
            let source = texels + Int(sprite.kind) * side * side
            if culls {
                // Only kept pixels, all on the canvas, are touched.
                guard let opaqueRows, let keptRows else { return 0 }
                let top = max(Int(sprite.top), first - y), bottom = min(Int(sprite.bottom), end - y)
                guard top < bottom else { continue }
                let opaque = opaqueRows + Int(sprite.kind) * side, kept = keptRows + index * side
                for row in top..<bottom where kept[row] != 0 {
                    PixelBlend.paint(source + row * side, over: pixels + ((y + row) * pitch + x), pixels: kept[row], opaque: opaque[row])
                }
            } else {
                let top = max(first - y, 0), bottom = min(side, end - y), left = max(0, -x), right = min(side, width - x)
                guard top < bottom, left < right else { continue }
                for row in top..<bottom {
                    let from = source + row * side, to = pixels + (y + row) * pitch + x
                    for column in left..<right {
                        let texel = from[column]
                        switch texel >> 24 {
                        case 0: continue
                        case 255: to[column] = texel
                        default: to[column] = PixelBlend.sourceOver(texel, to[column])
                        }
                        painted += 1
                    }
                }
            }
        }
        return painted
    }
}
