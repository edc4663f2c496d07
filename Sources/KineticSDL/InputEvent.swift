import Foundation

/// A window event translated out of SDL, in canvas pixels.
public enum InputEvent: Equatable, Sendable {
    /// The user asked to leave: the window's close button, or the Escape key.
    case quit
    /// The primary mouse button went down at a point.
    case pointerDown(CGPoint)
}
