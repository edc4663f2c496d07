import Foundation

/// An immediate mode drawing destination, and its current state.
///
/// A ``Canvas`` hands one to its renderer closure. Drawing operations are recorded, in the
/// canvas's own coordinates (origin at its top-leading corner), as display items under the
/// context's ``transform`` and ``opacity``; the SDL renderer and the software renderer draw them
/// like any other item. Copies share the recording: change the transform or opacity of a copy
/// (`var inner = context`) to draw a part differently, as in SwiftUI.
public struct GraphicsContext {
    /// The recording that drawing operations append to.
    let recorder: CanvasRecorder

    /// The opacity of drawing operations in the context (multiplies each drawing's colour).
    public var opacity: Double = 1
    /// The current transform matrix, defining user space coordinates.
    public var transform: CGAffineTransform = .identity
    /// The environment associated with the graphics context (the canvas's).
    public let environment: EnvironmentValues

    init(recorder: CanvasRecorder, environment: EnvironmentValues) {
        self.recorder = recorder
        self.environment = environment
    }

    // MARK: Transforms

    /// Moves subsequent drawing operations by an amount in each dimension.
    /// - Parameters:
    ///   - x: the amount to move in the horizontal direction.
    ///   - y: the amount to move in the vertical direction.
    public mutating func translateBy(x: CGFloat, y: CGFloat) { transform = transform.translatedBy(x: x, y: y) }

    /// Scales subsequent drawing operations by an amount in each dimension.
    /// - Parameters:
    ///   - x: the amount to scale in the horizontal direction.
    ///   - y: the amount to scale in the vertical direction.
    public mutating func scaleBy(x: CGFloat, y: CGFloat) { transform = transform.scaledBy(x: x, y: y) }

    /// Rotates subsequent drawing operations by an angle (clockwise on screen for positive angles).
    /// - Parameter angle: the amount to rotate.
    public mutating func rotate(by angle: Angle) { transform = transform.concatenating(inner: .rotation(angle, about: .zero)) }

    /// Appends the given transform to the context's existing transform.
    /// - Parameter matrix: a transform applied to subsequent drawing before the current one.
    public mutating func concatenate(_ matrix: CGAffineTransform) { transform = transform.concatenating(inner: matrix) }

    // MARK: Drawing

    /// Draws a path into the context with a specified fill style.
    /// - Parameters:
    ///   - path: the path to fill.
    ///   - shading: the colour or style to fill with.
    ///   - style: the fill style (each subpath is filled on its own, whatever the rule).
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        record(.shape(.path(path), paint: .fill), frame: path.boundingRect, color: shading.resolve(in: environment))
    }

    /// Draws a path into the context with a specified stroke style.
    /// - Parameters:
    ///   - path: the path to outline.
    ///   - shading: the colour or style of the stroke.
    ///   - style: the line width, dash pattern and so on (scaled by the transform).
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        record(.shape(.path(path), paint: .stroke(style)), frame: path.boundingRect, color: shading.resolve(in: environment))
    }

    /// Draws a path into the context with a specified line width.
    /// - Parameters:
    ///   - path: the path to outline.
    ///   - shading: the colour or style of the stroke.
    ///   - lineWidth: the width of the stroke (scaled by the transform).
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Draws text into the context, positioned by an anchor point.
    /// - Parameters:
    ///   - text: the text, in its own font and colour (else the environment's).
    ///   - point: where `anchor` of the text's bounds lands.
    ///   - anchor: the point of the text's bounds placed at `point` (centre by default).
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
        let font = resolvedFont(of: text)
        let size = TextMetrics.size(of: text.string, font: font, width: nil)
        let origin = CGPoint(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height)
        record(.text(text.string, font: font), frame: CGRect(origin: origin, size: size),
               color: text.color?.resolved ?? environment.resolvedForegroundColor)
    }

    /// Draws text into the context, centred in a rectangle.
    /// - Parameters:
    ///   - text: the text, in its own font and colour (else the environment's).
    ///   - rect: the rectangle the text is laid out in.
    public func draw(_ text: Text, in rect: CGRect) {
        record(.text(text.string, font: resolvedFont(of: text)), frame: rect,
               color: text.color?.resolved ?? environment.resolvedForegroundColor)
    }

    /// Draws an image into the context, scaled to a rectangle.
    /// - Parameters:
    ///   - image: a named image from the assets, or a symbol.
    ///   - rect: the rectangle the image fills.
    ///   - style: ignored (images are drawn antialiased).
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
        record(.image(image.name), frame: rect, color: environment.resolvedForegroundColor)
    }

    /// Draws an image into the context at its own size, positioned by an anchor point.
    /// - Parameters:
    ///   - image: a named image from the assets, or a symbol.
    ///   - point: where `anchor` of the image's bounds lands.
    ///   - anchor: the point of the image's bounds placed at `point` (centre by default).
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
        let size = image.isSystem
            ? { let side = ((environment.font ?? .body).resolved.size * 1.2).rounded(); return CGSize(width: side, height: side) }()
            : Image.intrinsicSize(named: image.name, system: false)
        draw(image, in: CGRect(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height,
                               width: size.width, height: size.height))
    }

    /// Draws a new layer, created by drawing code that you provide, into the context.
    /// - Parameter content: drawing code given a copy of this context (its transform and
    ///   opacity changes stay in the layer).
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        var layer = self
        try content(&layer)
    }

    private func resolvedFont(of text: Text) -> Font.Resolved {
        var font = (text.font ?? environment.font ?? .body).resolved
        if let weight = text.weight { font.weight = weight }
        return font
    }

    private func record(_ content: DisplayItem.Content, frame: CGRect, color: Color.Resolved) {
        guard opacity > 0 else { return }
        recorder.commands.append(CanvasCommand(content: content, frame: frame, transform: transform,
                                               opacity: min(opacity, 1), color: color))
    }
}

extension GraphicsContext {
    /// A colour or pattern that you can use to outline or fill a path.
    public struct Shading {
        enum Kind {
            case color(Color.Resolved)
            case foreground
            case style(any ShapeStyle)
        }
        let kind: Kind

        /// A shading that fills with a colour.
        /// - Parameter color: the colour.
        /// - Returns: The shading.
        public static func color(_ color: Color) -> Shading { Shading(kind: .color(color.resolved)) }
        /// A shading that fills with the foreground style of the canvas's environment.
        public static var foreground: Shading { Shading(kind: .foreground) }
        /// A shading that fills with a shape style.
        /// - Parameter style: the style, resolved in the canvas's environment.
        /// - Returns: The shading.
        public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(kind: .style(style)) }

        /// The colour this shading paints in `environment`.
        func resolve(in environment: EnvironmentValues) -> Color.Resolved {
            switch kind {
            case .color(let color): return color
            case .foreground: return environment.resolvedForegroundColor
            case .style(let style): return style._resolveColor(in: environment)
            }
        }
    }
}

/// One recorded drawing operation of a canvas, in the canvas's coordinates.
struct CanvasCommand {
    var content: DisplayItem.Content
    var frame: CGRect
    var transform: Transform2D
    var opacity: Double
    var color: Color.Resolved
}

/// A canvas's recorded drawing, kept (with its capacity) between redraws.
final class CanvasRecorder {
    var commands: [CanvasCommand] = []
}
