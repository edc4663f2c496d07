import Foundation
import Kinetic

/// Draws a Kinetic display list on a ``RenderCanvas``: shapes (rectangles, rounded rectangles, circles,
/// ellipses, capsules, paths; filled, stroked or dashed), text and emoji, named and symbol images,
/// each under its accumulated transform (offset, scale and rotation with their anchors), opacity,
/// colour and shadow.
///
/// Outlines are flattened into buffers the renderer keeps, so drawing a list whose items do not
/// change kind allocates nothing in steady state.
package final class DisplayListRenderer {
    /// Segments per quarter circle of a corner or ellipse outline.
    private static let arcSteps = 10
    /// Steps per Bézier curve of a path.
    private static let curveSteps = 12

    private var outline: [CGPoint] = []
    private var subpathStarts: [Int] = []
    private var dashes: [(CGPoint, CGPoint)] = []
    private var wrappedLines: [WrappedText: [String]] = [:]

    nonisolated private struct WrappedText: Hashable {
        var string: String
        var width: CGFloat
        var size: CGFloat
        var lineLimit: Int?
    }

    /// Stand-ins for SF Symbols and the talk's pet images, which Kinetic does not ship: drawn as emoji.
    package static let symbolEmoji: [String: String] = [
        "box.truck": "🚚", "heart": "🤍", "heart.fill": "❤️", "star": "⭐", "star.fill": "⭐",
        "cat": "🐱", "dog": "🐶", "bird": "🐦", "fish": "🐟", "rabbit": "🐰", "tortoise": "🐢",
        "hare": "🐇", "sun.max": "☀️", "moon": "🌙", "bolt": "⚡", "flame": "🔥", "leaf": "🍃",
        "hand.thumbsup": "👍", "car": "🚗", "airplane": "✈️", "bell": "🔔", "gift": "🎁",
    ]

    /// Where named images are read: `<imageDirectory>/<name>.png`.
    package let imageDirectory: URL
    private var imagePaths: [String: String] = [:]
    private var missingImages: Set<String> = []

    /// The file of the image called `name` (kept, so a frame builds no paths).
    private func imagePath(_ name: String) -> String {
        if let path = imagePaths[name] { return path }
        let path = imageDirectory.appendingPathComponent(name + ".png").path
        imagePaths[name] = path
        return path
    }

    /// Creates a renderer that reads named images from `imageDirectory` (`Image.assetDirectory`
    /// by default: the `Images` folder of the located `Assets`).
    package init(imageDirectory: URL = Image.assetDirectory) {
        self.imageDirectory = imageDirectory
        outline.reserveCapacity(1024)
        subpathStarts.reserveCapacity(16)
        dashes.reserveCapacity(512)
    }

    /// Draws every item of `list`, back to front, on `canvas` (without clearing it first).
    /// - Parameters:
    ///   - list: what a host would draw.
    ///   - canvas: where to draw.
    ///   - origin: where the host's (0, 0) lands on the canvas.
    ///   - scale: canvas pixels per host point (below 1 draws the host zoomed out to fit).
    ///   - opacity: what every item's opacity is multiplied by (below 1: a ghost over another picture).
    package func draw(_ list: DisplayList, on canvas: RenderCanvas, at origin: CGPoint = .zero, scale: CGFloat = 1,
                      opacity: Double = 1) {
        for item in list.items { draw(item, on: canvas, at: origin, scale: scale, opacity: opacity) }
    }

    /// Draws one item (its opacity multiplied by `opacity`).
    package func draw(_ item: DisplayItem, on canvas: RenderCanvas, at origin: CGPoint = .zero, scale: CGFloat = 1,
                      opacity: Double = 1) {
        if opacity != 1 {  // a ghost: the copy only then (the window's frames draw items as they are)
            var faded = item
            faded.opacity *= opacity
            return draw(faded, on: canvas, at: origin, scale: scale)
        }
        guard item.opacity > 0, item.frame.width.isFinite, item.frame.height.isFinite else { return }
        var transform = item.transform
        if scale != 1 {
            transform = Transform2D(a: transform.a * scale, b: transform.b * scale, c: transform.c * scale,
                                    d: transform.d * scale, tx: transform.tx * scale, ty: transform.ty * scale)
        }
        transform.tx += origin.x
        transform.ty += origin.y
        if let shadow = item.shadow, shadow.color.opacity > 0 {
            var shifted = transform
            shifted.tx += shadow.x * scale
            shifted.ty += shadow.y * scale
            let alpha = Double(shadow.color.opacity) * item.opacity
            // A soft edge: the silhouette twice, the wider pass fainter, spread by the blur radius.
            let spread = max(0, Double(shadow.radius)) / 2
            drawContent(item, transform: shifted, color: Self.color(shadow.color, opacity: alpha * 0.45),
                        spread: spread, silhouette: true, on: canvas)
            drawContent(item, transform: shifted, color: Self.color(shadow.color, opacity: alpha * 0.6),
                        spread: 0, silhouette: true, on: canvas)
        }
        drawContent(item, transform: transform, color: Self.color(item.color, opacity: item.opacity),
                    spread: 0, silhouette: false, on: canvas)
    }

    /// A resolved Kinetic colour as a canvas colour, its alpha multiplied by `opacity`.
    nonisolated package static func color(_ color: Color.Resolved, opacity: Double = 1) -> CanvasColor {
        func channel(_ c: Float) -> UInt8 { UInt8(max(0, min(255, (Double(c) * 255).rounded()))) }
        let alpha = max(0, min(1, Double(color.opacity) * opacity))
        return CanvasColor(red: channel(color.red), green: channel(color.green), blue: channel(color.blue),
                           alpha: UInt8((alpha * 255).rounded()))
    }

    /// Whether every character of `string` is an emoji (drawn with the colour emoji font).
    package static func isEmoji(_ string: String) -> Bool {
        !string.isEmpty && string.allSatisfy(isEmoji)
    }

    /// Whether `character` is an emoji (drawn with the colour emoji font).
    nonisolated package static func isEmoji(_ character: Character) -> Bool {
        character.unicodeScalars.contains { $0.properties.isEmojiPresentation }
            || (character.unicodeScalars.count > 1 && character.unicodeScalars.first!.properties.isEmoji)
    }

    private func drawContent(_ item: DisplayItem, transform: Transform2D, color: CanvasColor, spread: Double,
                             silhouette: Bool, on canvas: RenderCanvas) {
        guard color.alpha > 0 else { return }
        let frame = item.frame.insetBy(dx: -spread, dy: -spread)
        switch item.content {
        case .shape(let geometry, let paint):
            drawShape(geometry, paint: paint, frame: frame, transform: transform, color: color, on: canvas)
        case .text(let string, let font, let layout):
            drawText(string, font: font, layout: layout, item: item, transform: transform, color: color, spread: spread,
                     silhouette: silhouette, on: canvas)
        case .image(let name):
            let scale = transform.scale
            let center = transform.apply(CGPoint(x: frame.midX, y: frame.midY))
            if canvas.image(atPath: imagePath(name), center: center,
                            size: CGSize(width: frame.width * scale.width, height: frame.height * scale.height),
                            degrees: transform.rotation.degrees, alpha: color.alpha,
                            tint: silhouette ? color.opacity(255) : nil) {
                return
            }
            let emoji = Self.symbolEmoji[name] ?? (Self.isEmoji(name) ? name : nil)
            if let emoji {
                let scale = transform.scale
                canvas.emoji(emoji, center: transform.apply(CGPoint(x: frame.midX, y: frame.midY)),
                             size: Double(min(frame.width * scale.width, frame.height * scale.height)),
                             degrees: transform.rotation.degrees, alpha: silhouette ? color.alpha : color.alpha,
                             tint: silhouette ? color.opacity(255) : nil)
            } else {
                // An image Kinetic has no pixels for: a rounded placeholder in the tint colour.
                if missingImages.insert(name).inserted {  // the message is built once, not every frame
                    reportIssue("no image \"\(name)\" (no \(name).png in \(imageDirectory.path), no symbol of that name): drawn as a placeholder")
                }
                drawShape(.roundedRectangle(cornerSize: CGSize(width: 8, height: 8)), paint: .fill, frame: frame,
                          transform: transform, color: color.opacity(UInt8(Double(color.alpha) * 0.35)), on: canvas)
            }
        }
    }

    private func drawText(_ string: String, font: Font.Resolved, layout: TextLayout, item: DisplayItem, transform: Transform2D,
                          color: CanvasColor, spread: Double, silhouette: Bool, on canvas: RenderCanvas) {
        let frame = item.frame
        let scale = transform.scale
        let degrees = transform.rotation.degrees
        if Self.isEmoji(string) {
            let side = Double(font.size) * 1.17 + 2 * spread
            canvas.emoji(string, center: transform.apply(CGPoint(x: frame.midX, y: frame.midY)),
                         size: side * Double(max(scale.width, scale.height)), degrees: degrees, alpha: color.alpha,
                         tint: silhouette ? color.opacity(255) : nil)
            return
        }
        let pixelSize = max(1, Int(Double(font.size).rounded()))
        let lineHeight = (Double(font.size) * 1.2).rounded(.up)
        // Layout measured the text with DejaVu Sans's advances (TextMetrics); for characters outside its table it estimates.
        // Lines keep layout's breaks and are squeezed to their frame if the real glyphs overflow it.
        if !string.contains("\n"), frame.height < lineHeight * 1.5, layout.lineLimit == nil {
            drawLine(string, center: CGPoint(x: frame.midX, y: frame.midY), width: frame.width, size: pixelSize,
                     color: color, transform: transform, on: canvas)
            return
        }
        let key = WrappedText(string: string, width: frame.width, size: font.size, lineLimit: layout.lineLimit)
        let lines: [String]
        if let cached = wrappedLines[key] {
            lines = cached
        } else {
            lines = item.textLines  // layout's breaks, computed once per string and width
            if wrappedLines.count > 256 { wrappedLines.removeAll(keepingCapacity: true) }
            wrappedLines[key] = lines
        }
        let top = frame.midY - lineHeight * Double(lines.count) / 2
        for (i, line) in lines.enumerated() {
            // Lines line up as the layout says: each drawn at its own width (the glyphs' real width,
            // which layout's model only estimates), from the frame's edge.
            let lineWidth = min(Double(frame.width), canvas.measure(line, size: pixelSize).width)
            let x: Double
            switch layout.alignment {
            case .leading: x = frame.minX + lineWidth / 2
            case .center: x = frame.midX
            case .trailing: x = frame.maxX - lineWidth / 2
            }
            drawLine(line, center: CGPoint(x: x, y: top + lineHeight * (Double(i) + 0.5)), width: lineWidth,
                     size: pixelSize, color: color, transform: transform, on: canvas)
        }
    }

    private func drawLine(_ line: String, center: CGPoint, width: Double, size: Int, color: CanvasColor,
                          transform: Transform2D, on canvas: RenderCanvas) {
        guard !line.isEmpty else { return }
        let measured = canvas.measure(line, size: size).width
        let squeeze = measured > width + 1 && width > 0 ? max(width / measured, 0.5) : 1
        let scale = transform.scale
        canvas.text(line, center: transform.apply(center), size: size, color: color,
                    scale: CGSize(width: scale.width * squeeze, height: scale.height), degrees: transform.rotation.degrees)
    }

    private func drawShape(_ geometry: ShapeGeometry, paint: ShapePaint, frame: CGRect, transform: Transform2D,
                           color: CanvasColor, on canvas: RenderCanvas) {
        if case .fill = paint, case .rectangle = geometry, transform.b == 0, transform.c == 0 {
            let origin = transform.apply(frame.origin)
            canvas.fill(CGRect(x: origin.x, y: origin.y, width: frame.width * transform.a,
                               height: frame.height * transform.d).standardized, color: color)
            return
        }
        buildOutline(geometry, in: frame)
        for i in outline.indices { outline[i] = transform.apply(outline[i]) }
        let closed: Bool
        if case .path = geometry { closed = false } else { closed = true }
        switch paint {
        case .fill:
            for s in subpathStarts.indices {
                let end = s + 1 < subpathStarts.count ? subpathStarts[s + 1] : outline.count
                canvas.fillPolygon(outline[subpathStarts[s]..<end], color: color)
            }
        case .stroke(let style):
            let scale = transform.scale
            let width = Double(style.lineWidth) * Double((scale.width + scale.height) / 2)
            if closed, let first = outline.first { outline.append(first) }
            if style.dash.contains(where: { $0 > 0 }) {
                let factor = Double((scale.width + scale.height) / 2)
                buildDashes(style.dash, scale: factor, phase: Double(style.dashPhase) * factor)
                canvas.segments(dashes, color: color, width: width)
            } else {
                for s in subpathStarts.indices {
                    let end = s + 1 < subpathStarts.count ? subpathStarts[s + 1] : outline.count
                    canvas.polyline(outline[subpathStarts[s]..<end], color: color, width: max(width, 1.01))
                }
            }
        }
    }

    /// Fills `outline` (and `subpathStarts`) with the shape's outline in `frame`.
    private func buildOutline(_ geometry: ShapeGeometry, in frame: CGRect) {
        outline.removeAll(keepingCapacity: true)
        subpathStarts.removeAll(keepingCapacity: true)
        subpathStarts.append(0)
        switch geometry {
        case .rectangle:
            appendRoundedRect(frame, radius: .zero)
        case .roundedRectangle(let corner):
            appendRoundedRect(frame, radius: corner)
        case .capsule:
            let r = min(frame.width, frame.height) / 2
            appendRoundedRect(frame, radius: CGSize(width: r, height: r))
        case .ellipse:
            appendRoundedRect(frame, radius: CGSize(width: frame.width / 2, height: frame.height / 2))
        case .circle:
            let side = min(frame.width, frame.height)
            let square = CGRect(x: frame.midX - side / 2, y: frame.midY - side / 2, width: side, height: side)
            appendRoundedRect(square, radius: CGSize(width: side / 2, height: side / 2))
        case .path(let path):
            appendPath(path, in: frame)
        }
    }

    private func appendRoundedRect(_ r: CGRect, radius: CGSize) {
        let rx = max(0, min(radius.width, r.width / 2)), ry = max(0, min(radius.height, r.height / 2))
        guard rx > 0, ry > 0 else {
            outline.append(CGPoint(x: r.minX, y: r.minY)); outline.append(CGPoint(x: r.maxX, y: r.minY))
            outline.append(CGPoint(x: r.maxX, y: r.maxY)); outline.append(CGPoint(x: r.minX, y: r.maxY))
            return
        }
        // Corner centres clockwise from the top-right, each swept a quarter turn.
        for corner in 0..<4 {
            let cx = corner == 0 || corner == 1 ? r.maxX - rx : r.minX + rx
            let cy = corner == 1 || corner == 2 ? r.maxY - ry : r.minY + ry
            let start = Double.pi / 2 * Double(corner - 1)
            for step in 0...Self.arcSteps {
                let a = start + Double.pi / 2 * Double(step) / Double(Self.arcSteps)
                outline.append(CGPoint(x: cx + rx * cos(a), y: cy + ry * sin(a)))
            }
        }
    }

    private func appendPath(_ path: Path, in frame: CGRect) {
        var current = CGPoint.zero, start = CGPoint.zero
        for element in path.elements {
            switch element {
            case .move(let p):
                if outline.count > subpathStarts.last! { subpathStarts.append(outline.count) }
                outline.append(p); current = p; start = p
            case .line(let p):
                outline.append(p); current = p
            case .quadCurve(let p, let c):
                for i in 1...Self.curveSteps {
                    let t = Double(i) / Double(Self.curveSteps), u = 1 - t
                    outline.append(CGPoint(x: u * u * current.x + 2 * u * t * c.x + t * t * p.x,
                                           y: u * u * current.y + 2 * u * t * c.y + t * t * p.y))
                }
                current = p
            case .curve(let p, let c1, let c2):
                for i in 1...Self.curveSteps {
                    let t = Double(i) / Double(Self.curveSteps), u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    outline.append(CGPoint(x: a * current.x + b * c1.x + c * c2.x + d * p.x,
                                           y: a * current.y + b * c1.y + c * c2.y + d * p.y))
                }
                current = p
            case .closeSubpath:
                outline.append(start); current = start
            }
        }
        if subpathStarts.count > 1, subpathStarts.last! >= outline.count { subpathStarts.removeLast() }
    }

    /// Splits `outline` into the painted dashes of `pattern`, starting `phase` into it. As in Core
    /// Graphics, a pattern of odd length repeats twice per period ([10] is 10 on, 10 off).
    private func buildDashes(_ pattern: [CGFloat], scale: Double, phase: Double) {
        dashes.removeAll(keepingCapacity: true)
        let count = pattern.count % 2 == 0 ? pattern.count : 2 * pattern.count
        let period = Double(pattern.reduce(0, +)) * scale * Double(count / pattern.count)
        guard period > 0, period.isFinite, outline.count > 1, !pattern.contains(where: { $0 < 0 }) else { return }
        func dashLength(_ i: Int) -> Double { Double(pattern[i % pattern.count]) * scale }
        var index = 0
        var remaining = dashLength(0)
        var offset = phase.truncatingRemainder(dividingBy: period)
        if offset < 0 { offset += period }
        while offset > 0 {  // advance into the pattern by the phase
            if offset >= remaining { offset -= remaining; index = (index + 1) % count; remaining = dashLength(index) } else {
                remaining -= offset; offset = 0
            }
        }
        for i in 1..<outline.count {
            var a = outline[i - 1]
            let b = outline[i]
            var length = Double(hypot(b.x - a.x, b.y - a.y))
            while length > 0 {
                let step = min(remaining, length)
                let t = step / length
                let end = CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
                if index % 2 == 0, step > 0 { dashes.append((a, end)) }
                a = end
                length -= step
                remaining -= step
                if remaining <= 1e-9 { index = (index + 1) % count; remaining = dashLength(index) }
            }
        }
    }
}
