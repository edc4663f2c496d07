import Foundation

/// One interaction with a scene, as a browser's animation panel keeps an animation group: an input
/// (a tap, a press, typing) and everything it animated until all of it settled. A change no input
/// caused (an animation started on appear, a timer) is an interaction of its own.
nonisolated package struct Interaction: Equatable, Sendable {
    /// The scene time of the input (or of the first change, for one no input caused).
    package var start: TimeInterval
    /// What was done: "tap dog", "press 320,200", "type \"abc\"", or "on its own".
    package var input: String
    /// The attributes it animated or drove, in the order they started (ids in the store's graph).
    package var attributes: [Int] = []
    /// When everything it animated had settled; nil while something runs.
    package var end: TimeInterval?

    /// The input of a change no input caused.
    package static let spontaneous = "on its own"

    /// Seconds from the input to the settle, nil while it runs.
    package var duration: TimeInterval? { end.map { $0 - start } }
}
