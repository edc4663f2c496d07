import Foundation

/// A representation of a colour. A colour is also a view that fills the space offered to it, and a shape style.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// A concrete colour: sRGB components in 0…1.
    public struct Resolved: Hashable, Sendable, CustomStringConvertible {
        /// sRGB components and opacity, 0…1.
        public var red: Float, green: Float, blue: Float, opacity: Float
        /// Creates a resolved colour.
        public init(red: Float, green: Float, blue: Float, opacity: Float = 1) {
            self.red = red; self.green = green; self.blue = blue; self.opacity = opacity
        }
        /// `#RRGGBBAA`.
        public var description: String { String(format: "#%02X%02X%02X%02X", Int((red * 255).rounded()), Int((green * 255).rounded()), Int((blue * 255).rounded()), Int((opacity * 255).rounded())) }
        package var data: ColorData { .init(.init(Double(red), Double(green)), .init(Double(blue), Double(opacity))) }
        package init(data: ColorData) {
            self.init(red: Float(data.first.first), green: Float(data.first.second), blue: Float(data.second.first), opacity: Float(data.second.second))
        }
    }

    /// The resolved value.
    public var resolved: Resolved

    /// A profile that specifies how to interpret a colour value for display.
    public enum RGBColorSpace: Hashable, Sendable { case sRGB, sRGBLinear, displayP3 }

    /// Creates a colour from red, green and blue components (sRGB; other spaces are treated as sRGB).
    public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        resolved = Resolved(red: Float(red), green: Float(green), blue: Float(blue), opacity: Float(opacity))
    }
    /// Creates a grey of the given white value.
    public init(white: Double, opacity: Double = 1) { self.init(red: white, green: white, blue: white, opacity: opacity) }
    /// Creates a colour from hue, saturation and brightness.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let h = (hue - floor(hue)) * 6, i = Int(h) % 6, f = h - floor(h)
        let p = brightness * (1 - saturation), q = brightness * (1 - saturation * f), t = brightness * (1 - saturation * (1 - f))
        let (r, g, b): (Double, Double, Double) = [(brightness, t, p), (q, brightness, p), (p, brightness, t), (p, q, brightness), (t, p, brightness), (brightness, p, q)][i]
        self.init(red: r, green: g, blue: b, opacity: opacity)
    }
    /// Creates a colour from a resolved colour.
    public init(_ resolved: Resolved) { self.resolved = resolved }
    init(named name: String, _ r: Double, _ g: Double, _ b: Double, _ o: Double = 1) {
        resolved = Resolved(red: Float(r), green: Float(g), blue: Float(b), opacity: Float(o))
    }

    /// The resolved colour as `#RRGGBBAA`.
    public var description: String { resolved.description }

    /// The colour with its opacity multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> Color {
        var copy = Color(resolved); copy.resolved.opacity *= Float(opacity); return copy
    }

    // iOS light-mode system colours.
    /// The system red colour (iOS light appearance).
    public static let red = Color(named: "red", 1, 0.231, 0.188)
    /// The system orange colour (iOS light appearance).
    public static let orange = Color(named: "orange", 1, 0.584, 0)
    /// The system yellow colour (iOS light appearance).
    public static let yellow = Color(named: "yellow", 1, 0.8, 0)
    /// The system green colour (iOS light appearance).
    public static let green = Color(named: "green", 0.204, 0.780, 0.349)
    /// The system mint colour (iOS light appearance).
    public static let mint = Color(named: "mint", 0, 0.780, 0.745)
    /// The system teal colour (iOS light appearance).
    public static let teal = Color(named: "teal", 0.188, 0.690, 0.780)
    /// The system cyan colour (iOS light appearance).
    public static let cyan = Color(named: "cyan", 0.196, 0.678, 0.902)
    /// The system blue colour (iOS light appearance).
    public static let blue = Color(named: "blue", 0, 0.478, 1)
    /// The system indigo colour (iOS light appearance).
    public static let indigo = Color(named: "indigo", 0.345, 0.337, 0.839)
    /// The system purple colour (iOS light appearance).
    public static let purple = Color(named: "purple", 0.686, 0.322, 0.871)
    /// The system pink colour (iOS light appearance).
    public static let pink = Color(named: "pink", 1, 0.176, 0.333)
    /// The system brown colour (iOS light appearance).
    public static let brown = Color(named: "brown", 0.635, 0.518, 0.369)
    /// The system white colour (iOS light appearance).
    public static let white = Color(named: "white", 1, 1, 1)
    /// The system gray colour (iOS light appearance).
    public static let gray = Color(named: "gray", 0.557, 0.557, 0.576)
    /// The system black colour (iOS light appearance).
    public static let black = Color(named: "black", 0, 0, 0)
    /// The system clear colour (iOS light appearance).
    public static let clear = Color(named: "clear", 0, 0, 0, 0)
    /// The system primary colour (iOS light appearance).
    public static let primary = Color(named: "primary", 0, 0, 0)
    /// The system secondary colour (iOS light appearance).
    public static let secondary = Color(named: "secondary", 0.235, 0.235, 0.263, 0.6)
    /// The system accentColor colour (iOS light appearance).
    public static let accentColor = Color(named: "accentColor", 0, 0.478, 1)
}

/// A colour as a 4-D vector (red, green, blue, opacity) for animators.
package typealias ColorData = AnimatablePair<AnimatablePair<Double, Double>, AnimatablePair<Double, Double>>

extension Color: View, PrimitiveView {
    public typealias Body = Never
    package static func makeNode(view: UnsafeRawPointer, parent: ViewNode?, context: inout UpdateContext) -> ViewNode {
        let node = ShapeNode<Rectangle>(graph: context.graph, parent: parent, source: .color)
        node.update(from: view, context: &context)
        return node
    }
}

/// A colour or pattern to use when rendering a shape.
public protocol ShapeStyle {
    /// The colour this style paints with in `environment`.
    func _resolveColor(in environment: EnvironmentValues) -> Color.Resolved
}

extension Color: ShapeStyle {
    /// A colour paints with itself.
    public func _resolveColor(in environment: EnvironmentValues) -> Color.Resolved { resolved }
}

/// The foreground style in the current context (the environment's foreground colour, else primary).
public struct ForegroundStyle: ShapeStyle {
    /// Creates the foreground style.
    public init() {}
    /// The environment's foreground colour, else primary.
    public func _resolveColor(in environment: EnvironmentValues) -> Color.Resolved { environment.resolvedForegroundColor }
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The foreground style in the current context.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension ShapeStyle where Self == Color {
    /// Red as a shape style.
    public static var red: Color { .red }
    /// Orange as a shape style.
    public static var orange: Color { .orange }
    /// Yellow as a shape style.
    public static var yellow: Color { .yellow }
    /// Green as a shape style.
    public static var green: Color { .green }
    /// Mint as a shape style.
    public static var mint: Color { .mint }
    /// Teal as a shape style.
    public static var teal: Color { .teal }
    /// Cyan as a shape style.
    public static var cyan: Color { .cyan }
    /// Blue as a shape style.
    public static var blue: Color { .blue }
    /// Indigo as a shape style.
    public static var indigo: Color { .indigo }
    /// Purple as a shape style.
    public static var purple: Color { .purple }
    /// Pink as a shape style.
    public static var pink: Color { .pink }
    /// Brown as a shape style.
    public static var brown: Color { .brown }
    /// White as a shape style.
    public static var white: Color { .white }
    /// Gray as a shape style.
    public static var gray: Color { .gray }
    /// Black as a shape style.
    public static var black: Color { .black }
    /// Clear as a shape style.
    public static var clear: Color { .clear }
    /// Primary as a shape style.
    public static var primary: Color { .primary }
    /// Secondary as a shape style.
    public static var secondary: Color { .secondary }
}
