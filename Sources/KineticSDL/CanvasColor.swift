/// An sRGB colour with 8-bit channels, the only colour type the drawing API takes.
nonisolated package struct CanvasColor: Hashable, Sendable {
    package var red: UInt8
    package var green: UInt8
    package var blue: UInt8
    package var alpha: UInt8

    /// Creates a colour from its channels.
    package init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Creates an opaque colour from a `0xRRGGBB` literal.
    package init(hex: UInt32, alpha: UInt8 = 255) {
        self.init(red: UInt8(truncatingIfNeeded: hex >> 16), green: UInt8(truncatingIfNeeded: hex >> 8),
                  blue: UInt8(truncatingIfNeeded: hex), alpha: alpha)
    }

    /// The same colour with another alpha.
    package func opacity(_ alpha: UInt8) -> CanvasColor {
        CanvasColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    package static let white = CanvasColor(hex: 0xFFFFFF)
    package static let black = CanvasColor(hex: 0x000000)
}
