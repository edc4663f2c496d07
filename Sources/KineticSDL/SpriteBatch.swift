import Foundation

/// Many emoji sprites of one size painted in a fixed order over a background colour, painted on
/// the CPU into one picture drawn as one opaque copy: each pixel of a sprite is painted unless a
/// later sprite's opaque pixel, or opaque paint drawn after the whole batch (``hide(_:)``: an
/// overlay's panels), covers it. The picture is the same, pixel for pixel, as painting every
/// sprite whole in the same order with the same ``PixelBlend`` formula.
///
/// Each frame: ``removeAll()``, ``append(kind:center:)`` in drawing order, ``hide(_:)`` for what
/// covers the batch, ``cover(with:)`` for a view kept in a ``CanvasLayer`` painted over it (an
/// overlay), then ``draw(on:background:)``. Drawing fills the canvas's streaming texture
/// with the background (``RenderCanvas/drawPixels(width:height:writing:)``), walks the sprites
/// front to back (the last one first) over an ``OcclusionMask``, a bit a pixel: a sprite keeps the
/// pixels it paints (alpha above 0) that nothing later hides, then hides the pixels where its
/// alpha is 255 (``SpriteCoverage``). Then it paints the kept pixels back to front (in drawing
/// order): opaque ones copied, the others blended (``PixelBlend/sourceOver(_:_:)``). What hides a
/// pixel lies in its row, so the upper and the lower half of the rows are each filled, walked and
/// painted on their own, the lower half on a ``WorkerThread`` of the batch's at the same time (on
/// a machine of more than one core; ``paintsOnTwoThreads``). Then the covering pictures are painted
/// over the sprites, the same way (``LayerPixels``). While the worker paints the lower half, the
/// main thread reads back a covering layer's drawing and draws the layer again when it is due,
/// for a later frame (``cover(with:)``).
///
/// Why the picture is the same: at each pixel, the last sprite opaque there, and every sprite
/// after it, keep it (nothing later hides it), so they are painted there, in order; what earlier
/// sprites would paint there is replaced by that opaque pixel anyway, and a transparent pixel
/// changes nothing. Why on the CPU: on a CPU rasteriser such as llvmpipe each blended quad costs
/// as much as a few hundred pixels and each blended pixel several nanoseconds, and drawing only
/// the kept pixels took many quads; the walk knows them, a bit a pixel (see Benchmarks/README.md).
///
/// Sprites are painted at whole pixels (their top-left corner the nearest pixel corner): a 1:1
/// copy at a position in between samples the nearest texels anyway, so the picture moves by at
/// most a pixel. Sprites over ``SpriteCoverage/largestSide`` pixels are painted whole. Drawing
/// allocates nothing once the buffers have grown to the largest frame. A batch is used from one
/// thread at a time (its drawing on the main actor).
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

    /// Whether the lower half of the rows is filled, walked and painted on a second thread (by
    /// default when the machine has more than one core).
    package var paintsOnTwoThreads = ProcessInfo.processInfo.activeProcessorCount > 1
    /// The thread painting the lower band, made on the first picture split, and its band.
    private var worker: WorkerThread?
    private var workerBand = Band()
    private var workerPainted = 0

    fileprivate struct Sprite {
        /// The top-left pixel.
        var x: Int32, y: Int32
        var kind: Int32
    }

    private var sprites: [Sprite] = []
    private var covers: [CGRect] = []
    /// The pictures painted over the sprites, in order, and where their top-left corners go.
    private var layers: [LayerCover] = []
    /// The views kept in layers whose pictures are painted over the sprites (read back and drawn
    /// again while the sprites are painted).
    private var coveringViews: [HostedViewScene] = []
    /// The occlusion masks of the upper and lower bands of rows (see ``paint(into:pitch:width:height:background:)``).
    private var masks = (upper: OcclusionMask(), lower: OcclusionMask())
    /// The pixels each sprite keeps, `side` rows of bits a sprite, in drawing order.
    private var keptRows: [UInt64] = []
    /// How many pixels each sprite keeps in the upper band, then in the lower one.
    private var keptCounts: [Int32] = []
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
        layers.reserveCapacity(4)
        coveringViews.reserveCapacity(4)
        if self.side <= SpriteCoverage.largestSide { keptRows.reserveCapacity(capacity * self.side) }
    }

    /// Starts a frame's batch: no sprites, nothing covering them (the pictures of the latest
    /// ``cover(with:at:)`` let go, so their owner can rewrite them without copying).
    package func removeAll() {
        sprites.removeAll(keepingCapacity: true)
        covers.removeAll(keepingCapacity: true)
        layers.removeAll(keepingCapacity: true)
        coveringViews.removeAll(keepingCapacity: true)
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

    /// Paints the picture of `view`'s ``HostedViewScene/layer`` over the sprites (after them, and
    /// after pictures given before), at the view's ``HostedViewScene/origin``. While
    /// ``draw(on:background:)`` paints the lower half of the sprites on the worker thread, the
    /// main thread reads back the layer's latest drawing (``RenderCanvas/readBack(_:)``), which is
    /// painted, and then lets the view draw its layer again if it is due
    /// (``HostedViewScene/prepareLayer(on:)``): that drawing is rasterised while the frame is
    /// finished and shown from the next frame on, with the ``CanvasLayer/opaqueRects`` it set (so
    /// what the batch hides, declared with ``hide(_:)`` before drawing, matches the picture
    /// painted). Nothing is painted for a layer that keeps no pixels (see ``CanvasLayer/keepsPixels``).
    @MainActor package func cover(with view: HostedViewScene) {
        guard view.layer != nil else { return }
        coveringViews.append(view)
    }

    /// Paints `pixels` over the sprites (after them, and after pictures given before), its top-left
    /// corner at the canvas pixel nearest `origin`. What its opaque parts hide is not left out
    /// unless also declared with ``hide(_:)``.
    package func cover(with pixels: LayerPixels, at origin: CGPoint) {
        guard pixels.width > 0, pixels.height > 0, origin.x.isFinite, origin.y.isFinite, abs(origin.x) < 1e9, abs(origin.y) < 1e9
        else { return }
        layers.append(LayerCover(pixels: pixels, x: Int(origin.x.rounded()), y: Int(origin.y.rounded())))
    }

    /// Draws the batch over `background` onto the whole of `canvas`, replacing what was there
    /// (the background is painted opaque, whatever its alpha).
    @MainActor package func draw(on canvas: RenderCanvas, background: CanvasColor) {
        prepareTexels(on: canvas)
        let width = max(0, Int(canvas.size.width.rounded(.up))), height = max(0, Int(canvas.size.height.rounded(.up)))
        // A frame in which a covering layer is read back or drawn again gives the main thread that
        // work while the worker paints: the worker then takes all but the top eighth of the rows.
        let busy = coveringViews.contains { view in view.layer.map { $0.isUnread || canvas.mayRedraw($0) } ?? false }
        canvas.drawPixels(width: width, height: height) { pixels, pitch in
            paint(into: pixels, pitch: pitch, width: width, height: height, background: background, upperShare: busy ? 0.125 : 0.5) {
                MainActor.assumeIsolated {
                    for view in coveringViews {
                        guard let layer = view.layer else { continue }
                        canvas.readBack(layer)
                        cover(with: layer.pixels, at: view.origin)
                        view.prepareLayer(on: canvas)
                    }
                }
            }
        }
    }

    /// Paints the batch over `background` into `pixels` (`width` × `height`, rows `pitch` pixels
    /// apart; ARGB8888, or ABGR8888 if the canvas's ``RenderCanvas/pixelsHaveRedInLowByte``),
    /// from the pixels of the sprites read from the last canvas drawn on (``draw(on:background:)``,
    /// or ``prepareTexels(on:)``), then the covering pictures (``cover(with:at:)-(LayerPixels,_)``).
    /// On two threads the calling thread paints the top rows holding `upperShare` of the pixels
    /// that ``hide(_:)`` leaves visible (at least one row, and one less than all), the worker
    /// thread the rest: what is hidden costs no painting, and a thread done first sleeps until
    /// the other is. `meanwhile` runs on the calling thread
    /// while the worker paints (after the upper rows; on one thread, after the sprites), before
    /// the covering pictures are painted: it may add some.
    package func paint(into pixels: UnsafeMutablePointer<UInt32>, pitch: Int, width: Int, height: Int, background: CanvasColor,
                       upperShare: Double = 0.5, meanwhile: () -> Void = {}) {
        hiddenSprites = 0; drawnPixels = 0
        let (low, high) = redInLowByte ? (background.red, background.blue) : (background.blue, background.red)
        let fill = 0xFF00_0000 | UInt32(high) << 16 | UInt32(background.green) << 8 | UInt32(low)
        guard width > 0, height > 0 else { return }
        let culls = cullsHiddenParts && side <= SpriteCoverage.largestSide && !texels.isEmpty
        let count = texels.isEmpty ? 0 : sprites.count
        if culls {
            if keptRows.count < count * side { keptRows.append(contentsOf: repeatElement(0, count: count * side - keptRows.count)) }
            if keptCounts.count < 2 * count { keptCounts.append(contentsOf: repeatElement(0, count: 2 * count - keptCounts.count)) }
        }
        let split = paintsOnTwoThreads && height >= 64 ? splitRow(width: width, height: height, share: upperShare) : height
        // Each band works with a mask of its own (taken out of the batch's and put back: no allocation).
        var upperMask = OcclusionMask(), lowerMask = OcclusionMask()
        swap(&upperMask, &masks.upper)
        swap(&lowerMask, &masks.lower)
        defer { swap(&upperMask, &masks.upper); swap(&lowerMask, &masks.lower) }
        texels.withUnsafeBufferPointer { texels in
        paintedRows.withUnsafeBufferPointer { paintedRows in
        opaqueRows.withUnsafeBufferPointer { opaqueRows in
        keptRows.withUnsafeMutableBufferPointer { keptRows in
        keptCounts.withUnsafeMutableBufferPointer { keptCounts in
        covers.withUnsafeBufferPointer { covers in
        sprites.withUnsafeBufferPointer { sprites in
            var band = Band(pixels: pixels, pitch: pitch, width: width, rows: 0..<split, fill: fill, side: side, culls: culls,
                            sprites: sprites.baseAddress, count: count, texels: texels.baseAddress,
                            paintedRows: paintedRows.baseAddress, opaqueRows: opaqueRows.baseAddress,
                            keptRows: keptRows.baseAddress, keptCounts: keptCounts.baseAddress,
                            covers: covers.baseAddress, coverCount: covers.count)
            // The masks are moved, not copied (a shared buffer would be copied when reset).
            var painted: Int
            if split < height {
                let worker = worker ?? WorkerThread(name: "kinetic sprites") { [unowned(unsafe) self] in
                    self.workerPainted = self.workerBand.run()
                }
                self.worker = worker
                workerBand = band
                workerBand.rows = split..<height
                workerBand.keptCounts = keptCounts.baseAddress.map { $0 + count }
                swap(&workerBand.mask, &lowerMask)
                swap(&band.mask, &upperMask)
                worker.start()
                painted = band.run()
                meanwhile()
                worker.wait()
                painted += workerPainted
                swap(&lowerMask, &workerBand.mask)
            } else {
                swap(&band.mask, &upperMask)
                painted = band.run()
                meanwhile()
            }
            swap(&upperMask, &band.mask)
            drawnPixels = painted
            if culls, count > 0 {
                let upper = keptCounts.baseAddress!, lower = upper + count
                hiddenSprites = (0..<count).count { upper[$0] == 0 && (split == height || lower[$0] == 0) }
            }
        }
        }
        }
        }
        }
        }
        }
        for layer in layers { layer.pixels.paint(over: pixels, pitch: pitch, canvasWidth: width, rows: 0..<height, x: layer.x, y: layer.y) }
    }

    /// The first row of the lower band: the rows above it hold `share` of the pixels left visible
    /// by the covering rectangles (a row's covered part taken as its widest rectangle's).
    func splitRow(width: Int, height: Int, share: Double) -> Int {
        let share = share.isFinite ? min(max(share, 0), 1) : 0.5
        func visible(_ row: Int) -> Int {
            var covered = 0
            for rect in covers where Double(row) >= rect.minY && Double(row) + 1 <= rect.maxY {
                covered = max(covered, Int(min(rect.maxX, Double(width)).rounded(.down)) - Int(max(rect.minX, 0).rounded(.up)))
            }
            return max(width - covered, 1)
        }
        var total = 0
        for row in 0..<height { total += visible(row) }
        let target = Int(Double(total) * share)
        var sum = 0, split = 0
        while split < height, sum < target {
            sum += visible(split)
            split += 1
        }
        return min(max(split, 1), height - 1)
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
}

/// A picture painted over a ``SpriteBatch``'s sprites, its top-left corner at canvas pixel (x, y).
nonisolated private struct LayerCover {
    var pixels: LayerPixels
    var x: Int, y: Int
}

/// Rows `rows` of a ``SpriteBatch``'s picture to paint, and what it paints them from (valid while
/// the batch paints). Bands of rows are painted independently: what hides a pixel lies in its row.
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
    var texels: UnsafePointer<UInt32>? = nil, paintedRows: UnsafePointer<UInt64>? = nil, opaqueRows: UnsafePointer<UInt64>? = nil
    /// Each sprite's kept pixels (its rows in this band written) and how many it keeps in this band.
    var keptRows: UnsafeMutablePointer<UInt64>? = nil, keptCounts: UnsafeMutablePointer<Int32>? = nil
    var covers: UnsafePointer<CGRect>? = nil, coverCount = 0
    /// The band's rows hidden by what is painted later (row 0 is the band's first).
    var mask = OcclusionMask()

    /// Fills the rows with the background, then, if culling, walks the sprites front to back to
    /// find the pixels each keeps here, and paints them in drawing order (or every sprite's
    /// pixels); returns the sprite pixels painted.
    mutating func run() -> Int {
        guard let pixels, !rows.isEmpty else { return 0 }
        for row in rows { (pixels + row * pitch).update(repeating: fill, count: width) }
        var painted = 0
        if let sprites, let texels, count > 0 {
            if culls {
                guard let paintedRows, let opaqueRows, let keptRows, let keptCounts else { return 0 }
                painted = paintKept(pixels: pixels, sprites: sprites, texels: texels, paintedRows: paintedRows, opaqueRows: opaqueRows,
                                    keptRows: keptRows, keptCounts: keptCounts)
            } else {
                painted = paintWhole(pixels: pixels, sprites: sprites, texels: texels)
            }
        }
        return painted
    }

    /// The rows of a sprite at (x, y) lying in this band and on the canvas (empty if none).
    @inline(__always)
    private func rows(x: Int, y: Int) -> Range<Int> {
        guard x < width, x + side > 0 else { return 0..<0 }
        let top = max(0, rows.lowerBound - y), bottom = min(side, rows.upperBound - y)
        return top < bottom ? top..<bottom : 0..<0
    }

    private mutating func paintKept(pixels: UnsafeMutablePointer<UInt32>, sprites: UnsafePointer<SpriteBatch.Sprite>, texels: UnsafePointer<UInt32>,
                                    paintedRows: UnsafePointer<UInt64>, opaqueRows: UnsafePointer<UInt64>,
                                    keptRows: UnsafeMutablePointer<UInt64>, keptCounts: UnsafeMutablePointer<Int32>) -> Int {
        let side = side, first = rows.lowerBound
        mask.reset(size: CGSize(width: width, height: rows.count))
        for index in 0..<coverCount { mask.hide(covers![index].offsetBy(dx: 0, dy: -Double(first))) }
        // Front to back: a sprite keeps the pixels it paints that nothing later hides, then hides
        // what its opaque pixels cover.
        var total = 0
        for index in (0..<count).reversed() {
            let sprite = sprites[index], x = Int(sprite.x), y = Int(sprite.y), kind = Int(sprite.kind)
            let painted = paintedRows + kind * side, opaque = opaqueRows + kind * side, kept = keptRows + index * side
            var pixelsKept = 0
            for row in rows(x: x, y: y) {
                let visible = painted[row] & ~mask.hiddenPixels(row: y + row - first, x: x)
                kept[row] = visible
                pixelsKept += visible.nonzeroBitCount
                if opaque[row] != 0 { mask.hide(opaque[row], row: y + row - first, x: x) }
            }
            keptCounts[index] = Int32(pixelsKept)
            total += pixelsKept
        }
        // Back to front, in drawing order: only kept pixels, all on the canvas, are touched.
        for index in 0..<count where keptCounts[index] != 0 {
            let sprite = sprites[index], x = Int(sprite.x), y = Int(sprite.y), kind = Int(sprite.kind)
            let source = texels + kind * side * side, opaque = opaqueRows + kind * side, kept = keptRows + index * side
            for row in rows(x: x, y: y) where kept[row] != 0 {
                PixelBlend.paint(source + row * side, over: pixels + ((y + row) * pitch + x), pixels: kept[row], opaque: opaque[row])
            }
        }
        return total
    }

    private func paintWhole(pixels: UnsafeMutablePointer<UInt32>, sprites: UnsafePointer<SpriteBatch.Sprite>, texels: UnsafePointer<UInt32>) -> Int {
        let side = side
        var painted = 0
        for index in 0..<count {
            let sprite = sprites[index], x = Int(sprite.x), y = Int(sprite.y)
            let source = texels + Int(sprite.kind) * side * side
            let left = max(0, -x), right = min(side, width - x)
            for row in rows(x: x, y: y) {
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
        return painted
    }
}
