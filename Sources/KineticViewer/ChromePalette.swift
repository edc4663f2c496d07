import Foundation
import Kinetic

/// The colours of the viewer's interface (a dark theme, so scenes' own colours stand out).
enum ChromePalette {
    static let bar = Color(red: 0.067, green: 0.075, blue: 0.094)
    static let panel = Color(red: 0.094, green: 0.106, blue: 0.133)
    static let control = Color(red: 0.16, green: 0.18, blue: 0.22)
    static let selected = Color(red: 0.24, green: 0.36, blue: 0.58)
    static let text = Color(red: 0.86, green: 0.88, blue: 0.92)
    static let secondaryText = Color(red: 0.58, green: 0.62, blue: 0.70)
    static let accent = Color(red: 0.31, green: 0.64, blue: 1)
    static let warning = Color(red: 1, green: 0.55, blue: 0.26)
    static let recording = Color(red: 1, green: 0.36, blue: 0.36)
    /// Phase changes and keyframe runs on the timeline's track view.
    static let track = Color(red: 0.45, green: 0.85, blue: 0.95)
    /// Keyframes on the timeline's track view.
    static let keyframe = Color(red: 0.55, green: 0.9, blue: 0.45)
}
