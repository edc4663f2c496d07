import Foundation
import KineticSDL

extension RenderCanvas {
    /// A dashed vertical line (completion markers), drawn as one batch of segments.
    /// - Parameters:
    ///   - x: its horizontal position.
    ///   - top: where it starts.
    ///   - bottom: where it ends.
    ///   - dash: the painted length of each dash; the gaps are as long.
    ///   - color: its colour.
    ///   - width: its thickness.
    func dashedVerticalLine(x: Double, from top: Double, to bottom: Double, dash: Double, color: CanvasColor,
                            width: Double = 2) {
        guard dash > 0, bottom > top else { return }
        segments(stride(from: top, to: bottom, by: 2 * dash).lazy.map {
            (CGPoint(x: x, y: $0), CGPoint(x: x, y: min($0 + dash, bottom)))
        }, color: color, width: width)
    }
}
