import Foundation
import Kinetic

/// Runs a Kinetic root view on a canvas: frame times become host time, clicks become taps at that
/// point (presses, moves and releases drag controls such as sliders), and the host's display list is drawn by a ``DisplayListRenderer``.
///
/// The same object runs in a window (``FrameLoop``) and headless (``HeadlessRun`` with an
/// ``OffscreenCanvas``). The times it is given are the host's times (a loop's count from its
/// start); a scene whose time passes otherwise (the viewer's, slowed or paused) moves its
/// ``host`` on itself.
package final class HostedViewScene: CanvasScene {
    /// The headless host that owns the view graph.
    package let host: HeadlessHost
    /// The colour behind the view.
    package var background: CanvasColor
    /// Where the host's origin lands on the canvas.
    package var origin: CGPoint = .zero
    /// Canvas pixels per host point: below 1 the host's view is drawn zoomed out (a scene laid
    /// out wider than the rectangle it is shown in), and points on the canvas map back through it.
    package var scale: CGFloat = 1
    private let renderer = DisplayListRenderer()

    /// Creates a scene running `root` at `size`.
    /// - Parameters:
    ///   - root: the root view.
    ///   - size: the size offered to the root view, in pixels.
    ///   - background: the colour behind it (iOS's light system background by default).
    package init<Root: View>(_ root: Root, size: CGSize, background: CanvasColor = CanvasColor(hex: 0xF2F2F7)) {
        host = HeadlessHost(root, size: size)
        self.background = background
    }

    /// Creates a scene running `root` at `size`, calling `beforeMount` with the host before the
    /// root's first update (so a subscriber hears what happens as it appears).
    package init<Root: View>(_ root: Root, size: CGSize, background: CanvasColor = CanvasColor(hex: 0xF2F2F7),
                             beforeMount: (HeadlessHost) -> Void) {
        host = HeadlessHost(size: size)
        self.background = background
        beforeMount(host)
        host.mount(root)
    }

    /// The host point under canvas point `point`.
    package func local(_ point: CGPoint) -> CGPoint {
        CGPoint(x: (point.x - origin.x) / scale, y: (point.y - origin.y) / scale)
    }

    /// The canvas point over host point `point` (the inverse of ``local(_:)``).
    package func canvasPoint(_ point: CGPoint) -> CGPoint {
        CGPoint(x: origin.x + point.x * scale, y: origin.y + point.y * scale)
    }

    /// A press taps (or starts dragging a control such as a slider), moves drag, a release ends the drag.
    package func handle(_ event: InputEvent, at time: TimeInterval) {
        switch event {
        case .pointerDown(let point):
            host.advance(to: time)
            host.pointerDown(at: local(point))
        case .pointerMoved(let point):
            host.pointerMoved(to: local(point))
        case .pointerUp(let point):
            host.pointerUp(at: local(point))
        default:
            break
        }
    }

    package func update(time: TimeInterval) {
        host.advance(to: time)
    }

    package func draw(on canvas: RenderCanvas) {
        canvas.beginFrame(clearingTo: background)
        drawContent(on: canvas)
    }

    /// Draws the view without clearing the canvas (for embedding in a larger frame), every item's
    /// opacity multiplied by `opacity` (below 1: a ghost over another scene).
    package func drawContent(on canvas: RenderCanvas, opacity: Double = 1) {
        host.withDisplayList { renderer.draw($0, on: canvas, at: origin, scale: scale, opacity: opacity) }
    }

    /// Draws `list` (a frame the host drew earlier) where the host's content goes.
    package func drawContent(of list: DisplayList, on canvas: RenderCanvas) {
        renderer.draw(list, on: canvas, at: origin, scale: scale, opacity: 1)
    }
}
