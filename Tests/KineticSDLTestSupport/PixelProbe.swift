import Foundation
import KineticSDL

/// Pixel measurements on an offscreen canvas, for tests.
package enum PixelProbe {
    /// Saves `image` under $KINETIC_RENDER_DIR when set, for looking at.
    package static func keep(_ image: OffscreenCanvas, _ name: String) {
        guard let directory = ProcessInfo.processInfo.environment["KINETIC_RENDER_DIR"] else { return }
        try? image.savePNG(to: URL(fileURLWithPath: directory).appendingPathComponent(name + ".png"))
    }

    /// The bounding box of the pixels in `region` that differ from `background` by more than
    /// `threshold` in any channel, or nil if none do.
    package static func boundingBox(in image: OffscreenCanvas, region: CGRect, background: CanvasColor,
                            threshold: Int = 24) -> CGRect? {
        var minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min
        for y in Int(region.minY)..<Int(region.maxY) {
            for x in Int(region.minX)..<Int(region.maxX) {
                let p = image.pixel(x: x, y: y)
                let difference = max(abs(Int(p.red) - Int(background.red)), abs(Int(p.green) - Int(background.green)),
                                     abs(Int(p.blue) - Int(background.blue)))
                guard difference > threshold else { continue }
                minX = min(minX, x); maxX = max(maxX, x)
                minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        guard minX <= maxX else { return nil }
        return CGRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }

    /// How many pixels in `region` are clearly coloured (channels spread by more than 60).
    package static func colouredPixelCount(in image: OffscreenCanvas, region: CGRect) -> Int {
        var count = 0
        for y in Int(region.minY)..<Int(region.maxY) {
            for x in Int(region.minX)..<Int(region.maxX) {
                let p = image.pixel(x: x, y: y)
                let channels = [Int(p.red), Int(p.green), Int(p.blue)]
                if channels.max()! - channels.min()! > 60 { count += 1 }
            }
        }
        return count
    }
}
