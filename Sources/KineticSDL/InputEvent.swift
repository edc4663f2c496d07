import Foundation

/// A window event translated out of SDL, in canvas pixels.
public enum InputEvent: Equatable, Sendable {
    /// The user asked to leave: the window's close button.
    case quit
    /// The primary mouse button went down at a point.
    case pointerDown(CGPoint)
    /// The mouse moved to a point (with or without a button held).
    case pointerMoved(CGPoint)
    /// The primary mouse button went up at a point.
    case pointerUp(CGPoint)
    /// A key went down.
    case key(KeyStroke)
    /// The window was minimised or hidden (`false`), or shown again (`true`).
    case visibility(Bool)
    /// The window's drawable area changed to this size in pixels.
    case resized(CGSize)
}

/// A key press: SDL's key name in lower case ("h", "space", "left", "1", "/"), with modifiers.
public struct KeyStroke: Equatable, Sendable {
    /// The key's name in lower case; "?" for Shift + "/".
    public var name: String
    /// Whether Shift was held.
    public var shift: Bool
    /// Whether Control was held.
    public var control: Bool

    /// Creates a key press.
    public init(_ name: String, shift: Bool = false, control: Bool = false) {
        self.name = name
        self.shift = shift
        self.control = control
    }
}
