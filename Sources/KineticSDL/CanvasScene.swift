import Foundation

/// Something a frame loop can run: it receives input, advances to each frame's time, and draws.
///
/// The same scene runs in a window (`FrameLoop`) and headless (an `OffscreenCanvas` driven on a
/// fixed clock), so a scene must depend on nothing but the times and events it is given.
package protocol CanvasScene: AnyObject {
    /// Reacts to an input event that arrived at `time` (seconds on the loop's clock).
    func handle(_ event: InputEvent, at time: TimeInterval)
    /// Advances every animation to `time` (seconds on the loop's clock, never decreasing).
    func update(time: TimeInterval)
    /// Draws a whole frame, starting with `canvas.beginFrame(clearingTo:)`.
    func draw(on canvas: RenderCanvas)
    /// Whether the scene asks the loop to stop (checked after each batch of events).
    var wantsToQuit: Bool { get }
    /// Real seconds until the scene next changes without input: 0 while it animates, nil when only
    /// input can change it. A window loop sleeps until then (or until input arrives) instead of
    /// drawing identical frames.
    var secondsUntilNextChange: TimeInterval? { get }
}

extension CanvasScene {
    /// Scenes that never ask to stop: only the window's close button ends their loop.
    package var wantsToQuit: Bool { false }
    /// Scenes that do not say when they change are drawn every frame.
    package var secondsUntilNextChange: TimeInterval? { 0 }
}
