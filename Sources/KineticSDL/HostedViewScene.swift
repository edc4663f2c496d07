import Foundation
import Kinetic

/// Runs a Kinetic root view on a canvas: frame times become host time, clicks become taps at that
/// point (presses, moves and releases drag controls such as sliders), and the host's display list is drawn by a ``DisplayListRenderer``.
///
/// The same object runs in a window (``FrameLoop``) and headless (``HeadlessRun`` with an
/// ``OffscreenCanvas``). Host time counts from the first time the scene is given, so a scene
/// created late in a session still starts at 0.
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
    /// When set, the view's picture is kept in this layer (see ``prepareLayer(on:)``): the host
    /// follows the scene's time, and the picture is drawn again, only when the layer may be
    /// redrawn (once a display refresh in a window), and then only if the display list changed.
    package var layer: CanvasLayer?
    private let renderer = DisplayListRenderer()
    private var timeOrigin: TimeInterval?
    /// The scene time the host has yet to catch up with (a layer that was not due).
    private var pendingTime: TimeInterval?

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

    /// The host time that corresponds to scene time `time`.
    package func hostTime(_ time: TimeInterval) -> TimeInterval {
        if timeOrigin == nil { timeOrigin = time }
        return max(0, time - timeOrigin!)
    }

    /// Continues the host's clock from scene time `time` on: the time between a scene being left and
    /// shown again does not pass for it.
    package func resume(at time: TimeInterval) {
        timeOrigin = time - host.time
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
            host.advance(to: hostTime(time))
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
        if layer != nil {
            pendingTime = time
        } else {
            host.advance(to: hostTime(time))
        }
    }

    package func draw(on canvas: RenderCanvas) {
        canvas.beginFrame(clearingTo: background)
        drawContent(on: canvas)
    }

    /// Draws the view without clearing the canvas (for embedding in a larger frame). With a
    /// ``layer`` that keeps pixels it draws nothing: the scene paints the layer's
    /// ``CanvasLayer/pixels`` into its picture (``SpriteBatch/cover(with:)``);
    /// with a layer that keeps none (headless, or without render targets) the view is drawn straight.
    package func drawContent(on canvas: RenderCanvas) {
        if let layer {
            prepareLayer(on: canvas)
            guard !layer.keepsPixels else { return }
            if layer.isStale { layer.markDrawn(at: canvas.realTime()) }
        }
        host.withDisplayList { renderer.draw($0, on: canvas, at: origin, scale: scale) }
    }

    /// With a ``layer``, when it may be redrawn: catches the host up with the scene's time and,
    /// if the view changed, marks the layer stale, works out its ``CanvasLayer/opaqueRects`` and
    /// draws it into its texture (``RenderCanvas/update(_:content:)``; read back by ``RenderCanvas/readBack(_:)``).
    /// A scene calls it before drawing what lies below the view (then it knows what the view
    /// hides), or lets ``SpriteBatch/cover(with:)`` call it while the sprites are painted (the
    /// drawing then shows from the next frame on); ``drawContent(on:)`` calls it too.
    package func prepareLayer(on canvas: RenderCanvas) {
        guard let layer, canvas.mayRedraw(layer) else { return }
        if let time = pendingTime { host.advance(to: hostTime(time)) }
        pendingTime = nil
        guard host.hasDisplayListChanges else { return }
        layer.invalidate()
        host.withDisplayList { list in
            Self.collectOpaqueRects(of: list, into: &layer.opaqueRects)
            if scale != 1 {
                for index in layer.opaqueRects.indices {
                    let rect = layer.opaqueRects[index]
                    layer.opaqueRects[index] = CGRect(x: rect.minX * scale, y: rect.minY * scale, width: rect.width * scale, height: rect.height * scale)
                }
            }
            canvas.update(layer) { canvas, origin in renderer.draw(list, on: canvas, at: origin, scale: scale) }
        }
    }

    /// The parts of `list` painted opaque: opaque rectangles and rounded rectangles (their cross
    /// without the corners) filled at full opacity, unrotated and unblurred, at least
    /// ``minimumOpaqueSide`` on each side (smaller ones hide too little to be worth testing).
    static func collectOpaqueRects(of list: DisplayList, into rects: inout [CGRect]) {
        rects.removeAll(keepingCapacity: true)
        for item in list.items where item.opacity >= 1 && item.color.opacity >= 1 && item.blurRadius == 0
            && item.transform.b == 0 && item.transform.c == 0 {
            guard case .shape(let geometry, paint: .fill) = item.content else { continue }
            let bounds = item.bounds
            switch geometry {
            case .rectangle:
                rects.append(bounds)
            case .roundedRectangle(let corner):
                let rx = min(abs(corner.width * item.transform.a), bounds.width / 2)
                let ry = min(abs(corner.height * item.transform.d), bounds.height / 2)
                rects.append(bounds.insetBy(dx: rx, dy: 0))
                rects.append(bounds.insetBy(dx: 0, dy: ry))
            default:
                continue
            }
        }
        rects.removeAll { $0.width < minimumOpaqueSide || $0.height < minimumOpaqueSide }
    }

    /// The smallest side of an opaque rectangle ``collectOpaqueRects(of:into:)`` keeps.
    static let minimumOpaqueSide: CGFloat = 16
}
