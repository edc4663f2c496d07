import Foundation
import KineticSDL

/// A translucent panel listing keyboard shortcuts, drawn over a scene.
public struct HelpOverlay {
    /// The shortcuts: key, then what it does.
    public var shortcuts: [(key: String, action: String)]

    /// Creates an overlay listing `shortcuts`.
    public init(shortcuts: [(key: String, action: String)]) {
        self.shortcuts = shortcuts
    }

    /// Draws the panel centred on the canvas.
    public func draw(on canvas: RenderCanvas, title: String = "Keyboard shortcuts") {
        let rowHeight = 22.0
        // Wide enough for the longest key and the longest action (text is measured once, cached).
        let keyWidth = shortcuts.map { Double(canvas.measure($0.key, size: 13).width) }.max() ?? 0
        let actionWidth = shortcuts.map { Double(canvas.measure($0.action, size: 13).width) }.max() ?? 0
        let keyColumn = max(keyWidth, 90) + 20
        let width = min(max(keyColumn + 16 + actionWidth + 24, 420), canvas.size.width - 40)
        let height = min(Double(shortcuts.count) * rowHeight + 70, canvas.size.height - 40)
        let panel = CGRect(x: (canvas.size.width - width) / 2, y: (canvas.size.height - height) / 2,
                           width: width, height: height)
        canvas.fill(CGRect(origin: .zero, size: canvas.size), color: CanvasColor(hex: 0x000000, alpha: 120))
        canvas.fill(panel, color: PlotPanel.Palette.background.opacity(240))
        canvas.stroke(panel, color: PlotPanel.Palette.frame)
        canvas.text(title, at: CGPoint(x: panel.minX + 20, y: panel.minY + 24), size: 16, color: PlotPanel.Palette.title)
        var y = panel.minY + 56
        for (key, action) in shortcuts where y < panel.maxY - 10 {
            canvas.text(key, at: CGPoint(x: panel.minX + keyColumn, y: y), size: 13, color: PlotPanel.Palette.velocity,
                        alignment: .trailing)
            canvas.text(action, at: CGPoint(x: panel.minX + keyColumn + 16, y: y), size: 13, color: PlotPanel.Palette.label)
            y += rowHeight
        }
        canvas.text("h or ? closes this", at: CGPoint(x: panel.maxX - 14, y: panel.minY + 24), size: 12,
                    color: PlotPanel.Palette.label, alignment: .trailing)
    }
}
