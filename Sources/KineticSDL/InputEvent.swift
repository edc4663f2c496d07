import Foundation

/// A window event translated out of SDL, in canvas pixels.
nonisolated package enum InputEvent: Equatable, Sendable {
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
    /// The mouse wheel turned by this many notches (SDL's unit; a touchpad's two-finger scroll
    /// gives fractions) with the pointer at a point; positive rolls the content towards its end
    /// (as ↓ does), whichever way the system's scrolling goes.
    case scrolled(CGFloat, at: CGPoint)
    /// The wheel turned sideways (a horizontal wheel or touchpad swipe, or the vertical wheel with
    /// shift held) by this many notches; positive rolls the content towards its end (rightwards).
    case scrolledSideways(CGFloat, at: CGPoint)
    /// The window was minimised or hidden (`false`), or shown again (`true`).
    case visibility(Bool)
    /// The window's drawable area changed to this size in pixels.
    case resized(CGSize)
    /// Text typed (after the keyboard layout and any input method), for a focused text field.
    case text(String)
}

/// A key on the keyboard, as the viewer tells keys apart.
nonisolated package enum Key: Hashable, Sendable, CustomStringConvertible {
    /// A key that types one character ("a", "1", "?", ".", "["), in lower case.
    case character(Character)
    case escape, space, tab, enter, backspace, left, right, up, down
    /// Any other key, by SDL's name for it in lower case ("f1", "page up").
    case other(String)

    /// The key SDL calls `name` (any case); "/" with Shift is "?".
    package init(sdlName name: String, shift: Bool = false) {
        let name = name.lowercased()
        switch name {
        case "escape": self = .escape
        case "space": self = .space
        case "tab": self = .tab
        case "return", "enter", "keypad enter": self = .enter
        case "backspace": self = .backspace
        case "left": self = .left
        case "right": self = .right
        case "up": self = .up
        case "down": self = .down
        case "/" where shift: self = .character("?")
        default: self = name.count == 1 ? .character(name.first!) : .other(name)
        }
    }

    /// Whether it is a modifier (Shift, Ctrl, Alt, GUI) or a lock key: held or toggled for another
    /// key or the wheel, never a command of its own.
    package var isModifier: Bool {
        guard case .other(let name) = self else { return false }
        return ["shift", "ctrl", "alt", "gui", "caps lock", "capslock", "num lock", "numlock"].contains(where: name.contains)
    }

    /// The key as the help and messages name it ("h", "Esc", "←").
    package var description: String {
        switch self {
        case .character(let c): return String(c)
        case .escape: return "Esc"
        case .space: return "Space"
        case .tab: return "Tab"
        case .enter: return "Return"
        case .backspace: return "Backspace"
        case .left: return "←"
        case .right: return "→"
        case .up: return "↑"
        case .down: return "↓"
        case .other(let name): return name
        }
    }
}

/// A key press with its modifiers.
nonisolated package struct KeyStroke: Equatable, Sendable {
    /// The key.
    package var key: Key
    /// Whether Shift was held.
    package var shift: Bool
    /// Whether Control was held.
    package var control: Bool

    /// Creates a key press.
    package init(_ key: Key, shift: Bool = false, control: Bool = false) {
        self.key = key
        self.shift = shift
        self.control = control
    }

    /// Creates the press of the key SDL calls `name` ("h", "escape", "left").
    package init(_ name: String, shift: Bool = false, control: Bool = false) {
        self.init(Key(sdlName: name, shift: shift), shift: shift, control: control)
    }
}
