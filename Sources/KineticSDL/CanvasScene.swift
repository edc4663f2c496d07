import Foundation

/// Something a frame loop can run: it receives input, advances to each frame's time, and draws.
///
/// The same scene runs in a window (`FrameLoop`) and headless (an `OffscreenCanvas` driven on a
/// fixed clock), so a scene must depend on nothing but the times and events it is given.
public protocol CanvasScene: AnyObject {
    /// Reacts to an input event that arrived at `time` (seconds on the loop's clock).
    func handle(_ event: InputEvent, at time: TimeInterval)
    /// Advances every animation to `time` (seconds on the loop's clock, never decreasing).
    func update(time: TimeInterval)
    /// Draws a whole frame, starting with `canvas.beginFrame(clearingTo:)`.
    func draw(on canvas: RenderCanvas)
    /// Whether the scene asks the loop to stop (checked after each batch of events).
    var wantsToQuit: Bool { get }
}

extension CanvasScene {
    /// Scenes that never ask to stop: only the window's close button ends their loop.
    public var wantsToQuit: Bool { false }
}
