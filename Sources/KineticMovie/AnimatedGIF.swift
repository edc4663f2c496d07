import CGIF
import Foundation

/// Animated GIFs with giflib: one 256-colour palette for the whole movie (giflib's median cut of
/// the first frame), every frame mapped onto it at giflib's 5-bit-per-channel precision — so a
/// colour that does not change never flickers between frames — LZW-compressed, looping forever.
package enum AnimatedGIF {
    /// Writes `frames` as a looping animated GIF shown at `framesPerSecond`.
    ///
    /// Frames are encoded one at a time as the sequence yields them (a recording need not be held
    /// in memory). GIF delays are whole hundredths of a second; each frame's delay is rounded so
    /// that the total stays on the frame clock (30 fps → 3, 4, 3, 3, 4, 3… cs).
    /// - Parameters:
    ///   - frames: the pictures, all of one size.
    ///   - framesPerSecond: the frame rate (> 0).
    ///   - url: the file; written to a temporary file first and renamed, so a failure leaves
    ///     nothing behind.
    /// - Returns: the number of frames written.
    /// - Throws: ``MovingPictureError``.
    @discardableResult
    package static func write<Frames: Sequence>(_ frames: Frames, framesPerSecond: Double, to url: URL) throws -> Int
        where Frames.Element == RGBAFrame {
        guard framesPerSecond.isFinite, framesPerSecond > 0 else { throw MovingPictureError.badFrames("frame rate must be positive") }
        let temporary = AtomicOutput.temporary(for: url)
        var status: Int32 = 0
        guard let file = EGifOpenFileName(temporary.path, false, &status) else {
            throw MovingPictureError.cannotWrite(path: url.path, reason: errorText(status))
        }
        var open = true
        func fail(_ error: Error) -> Error {
            if open { EGifCloseFile(file, &status); open = false }
            unlink(temporary.path)
            return error
        }
        EGifSetGifVersion(file, true)
        var count = 0
        var size: (width: Int, height: Int)?
        var red: [UInt8] = [], green: [UInt8] = [], blue: [UInt8] = [], indices: [UInt8] = []
        var palette = [GifColorType](repeating: GifColorType(), count: 256)
        var paletteSize = 0
        // 15-bit colour (5 bits per channel) → palette index, filled in as colours appear.
        var nearest = [Int16](repeating: -1, count: 1 << 15)
        for frame in frames {
            if let size, size != (frame.width, frame.height) {
                throw fail(MovingPictureError.badFrames("frame \(count) is \(frame.width)×\(frame.height), not \(size.width)×\(size.height)"))
            }
            let pixels = frame.width * frame.height
            if size == nil {
                size = (frame.width, frame.height)
                red = [UInt8](repeating: 0, count: pixels)
                green = red; blue = red; indices = red
                frame.pixels.withUnsafeBufferPointer { rgba in
                    for i in 0..<pixels { red[i] = rgba[4 * i]; green[i] = rgba[4 * i + 1]; blue[i] = rgba[4 * i + 2] }
                }
                var colors: Int32 = 256
                guard GifQuantizeBuffer(UInt32(frame.width), UInt32(frame.height), &colors, &red, &green, &blue, &indices,
                                        &palette) != GIF_ERROR else {
                    throw fail(MovingPictureError.badFrames("giflib could not quantise frame 0"))
                }
                paletteSize = Int(colors)
                guard let map = palette.withUnsafeBufferPointer({ GifMakeMapObject(256, $0.baseAddress) }) else {
                    throw fail(MovingPictureError.badFrames("giflib could not make a colour map"))
                }
                defer { GifFreeMapObject(map) }
                guard EGifPutScreenDesc(file, Int32(frame.width), Int32(frame.height), 8, 0, map) != GIF_ERROR,
                      putLoopExtension(file) else {
                    throw fail(MovingPictureError.cannotWrite(path: url.path, reason: errorText(file.pointee.Error)))
                }
            }
            frame.pixels.withUnsafeBufferPointer { rgba in
                for i in 0..<pixels {
                    let (r, g, b) = (rgba[4 * i], rgba[4 * i + 1], rgba[4 * i + 2])
                    let key = Int(r >> 3) << 10 | Int(g >> 3) << 5 | Int(b >> 3)
                    if nearest[key] < 0 { nearest[key] = Int16(closest(r, g, b, in: palette, count: paletteSize)) }
                    indices[i] = UInt8(nearest[key])
                }
            }
            // The frame's delay in hundredths of a second, rounded on the running clock.
            let delay = Int((Double(count + 1) * 100 / framesPerSecond).rounded()) - Int((Double(count) * 100 / framesPerSecond).rounded())
            guard putFrame(file, frame: frame, indices: &indices, delay: delay) else {
                throw fail(MovingPictureError.cannotWrite(path: url.path, reason: errorText(file.pointee.Error)))
            }
            count += 1
        }
        guard count > 0 else { throw fail(MovingPictureError.badFrames("no frames")) }
        open = false
        guard EGifCloseFile(file, &status) != GIF_ERROR else {
            unlink(temporary.path)
            throw MovingPictureError.cannotWrite(path: url.path, reason: errorText(status))
        }
        try AtomicOutput.commit(temporary, to: url)
        return count
    }

    /// The NETSCAPE2.0 application extension: loop forever.
    private static func putLoopExtension(_ file: UnsafeMutablePointer<GifFileType>) -> Bool {
        var name = Array("NETSCAPE2.0".utf8)
        var loop: [UInt8] = [1, 0, 0]
        return EGifPutExtensionLeader(file, APPLICATION_EXT_FUNC_CODE) != GIF_ERROR
            && EGifPutExtensionBlock(file, Int32(name.count), &name) != GIF_ERROR
            && EGifPutExtensionBlock(file, Int32(loop.count), &loop) != GIF_ERROR
            && EGifPutExtensionTrailer(file) != GIF_ERROR
    }

    /// The palette entry nearest to (r, g, b), squared distance.
    private static func closest(_ r: UInt8, _ g: UInt8, _ b: UInt8, in palette: [GifColorType], count: Int) -> Int {
        var best = 0, bestDistance = Int.max
        for index in 0..<max(count, 1) {
            let c = palette[index]
            let (dr, dg, db) = (Int(c.Red) - Int(r), Int(c.Green) - Int(g), Int(c.Blue) - Int(b))
            let distance = dr * dr + dg * dg + db * db
            if distance < bestDistance { best = index; bestDistance = distance }
        }
        return best
    }

    private static func putFrame(_ file: UnsafeMutablePointer<GifFileType>, frame: RGBAFrame, indices: inout [UInt8],
                                 delay: Int) -> Bool {
        var control = GraphicsControlBlock(DisposalMode: DISPOSE_DO_NOT, UserInputFlag: false, DelayTime: Int32(delay),
                                           TransparentColor: NO_TRANSPARENT_COLOR)
        var bytes = [UInt8](repeating: 0, count: 4)
        _ = EGifGCBToExtension(&control, &bytes)
        guard EGifPutExtension(file, GRAPHICS_EXT_FUNC_CODE, 4, &bytes) != GIF_ERROR else { return false }
        guard EGifPutImageDesc(file, 0, 0, Int32(frame.width), Int32(frame.height), false, nil) != GIF_ERROR else { return false }
        return indices.withUnsafeMutableBufferPointer { buffer in
            for row in 0..<frame.height {
                if EGifPutLine(file, buffer.baseAddress! + row * frame.width, Int32(frame.width)) == GIF_ERROR { return false }
            }
            return true
        }
    }

    static func errorText(_ code: Int32) -> String {
        GifErrorString(code).map { String(cString: $0) } ?? "giflib error \(code)"
    }
}

extension AnimatedGIF {
    /// A decoded GIF: its frames as RGBA, each frame's delay and whether it loops.
    package struct Decoded {
        /// The logical screen size.
        package var width: Int, height: Int
        /// Every frame, composed onto the screen (RGBA, opaque).
        package var frames: [RGBAFrame]
        /// Each frame's delay in hundredths of a second.
        package var delays: [Int]
        /// Whether a NETSCAPE2.0 loop extension is present.
        package var loops: Bool
    }

    /// Reads a GIF with giflib's decoder (`DGifSlurp`), composing each frame onto the screen as
    /// full-size RGBA: what a viewer shows.
    /// - Parameter url: the file.
    /// - Returns: the frames, delays and loop flag.
    /// - Throws: ``MovingPictureError/badFrames(_:)`` with giflib's reason.
    package static func read(_ url: URL) throws -> Decoded {
        var status: Int32 = 0
        guard let file = DGifOpenFileName(url.path, &status) else { throw MovingPictureError.badFrames(errorText(status)) }
        defer { DGifCloseFile(file, &status) }
        guard DGifSlurp(file) != GIF_ERROR else { throw MovingPictureError.badFrames(errorText(file.pointee.Error)) }
        let width = Int(file.pointee.SWidth), height = Int(file.pointee.SHeight)
        var screen = [UInt8](repeating: 255, count: width * height * 4)
        var frames: [RGBAFrame] = [], delays: [Int] = []
        var loops = false
        for index in 0..<Int(file.pointee.ImageCount) {
            let image = file.pointee.SavedImages[index]
            var control = GraphicsControlBlock()
            if DGifSavedExtensionToGCB(file, Int32(index), &control) != GIF_ERROR { delays.append(Int(control.DelayTime)) }
            for e in 0..<Int(image.ExtensionBlockCount) {
                let block = image.ExtensionBlocks[e]
                if block.Function == APPLICATION_EXT_FUNC_CODE, block.ByteCount == 11,
                   String(decoding: UnsafeBufferPointer(start: block.Bytes, count: 11), as: UTF8.self) == "NETSCAPE2.0" {
                    loops = true
                }
            }
            guard let map = image.ImageDesc.ColorMap ?? file.pointee.SColorMap else {
                throw MovingPictureError.badFrames("frame \(index) has no colour map")
            }
            let left = Int(image.ImageDesc.Left), top = Int(image.ImageDesc.Top)
            let w = Int(image.ImageDesc.Width), h = Int(image.ImageDesc.Height)
            for y in 0..<h {
                for x in 0..<w where top + y < height && left + x < width {
                    let color = map.pointee.Colors[Int(image.RasterBits[y * w + x])]
                    let offset = ((top + y) * width + left + x) * 4
                    screen[offset] = color.Red; screen[offset + 1] = color.Green; screen[offset + 2] = color.Blue
                }
            }
            frames.append(RGBAFrame(width: width, height: height, pixels: screen))
        }
        return Decoded(width: width, height: height, frames: frames, delays: delays, loops: loops)
    }
}
