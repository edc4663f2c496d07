import Foundation
import Kinetic
import KineticSDL
import KineticViewer
import Testing

// The viewer driven as a window drives it, for the viewer's and the gallery's tests: frames at
// 60 Hz, clicks through its input routing, presses of its own controls.

/// A user's scene as a test would write one: a tap moves the dot under `.linear(duration: 1)`.
package struct LinearDot: View {
    @State private var moved = false
    package init() {}
    package var body: some View {
        Circle().frame(width: 40, height: 40)
            .offset(x: moved ? 100 : 0)
            .onTapGesture { withAnimation(.linear(duration: 1)) { moved.toggle() } }
            .testID("dot")
    }
}

/// The presentation value at `time` of a change from 0 to `target` at time 0 under `animation`,
/// replayed on a bare engine animator frame by frame (an independent figure).
package func replay(_ animation: Animation, to target: Double, at time: TimeInterval) -> Double {
    let animator = AttributeAnimator<Double>(value: 0)
    withAnimation(animation) { _ = animator.setValue(target, transaction: Transaction.current ?? Transaction(), time: 0) }
    var frame = 0
    while Double(frame + 1) / 60 <= time + 1e-9 { frame += 1; animator.update(time: Double(frame) / 60) }
    animator.update(time: time)
    return animator.presentationValue
}

/// A fresh temporary folder.
package func temporaryFolder(_ name: String) -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("kinetic-\(name)-\(UUID().uuidString)", isDirectory: true)
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// Makes and drives a viewer.
package enum ViewerHarness {
    package static let size = CGSize(width: 1200, height: 680)

    /// A viewer on `scenes`, its first frame drawn at time 0.
    package static func viewer(_ scenes: [PreviewScene], size: CGSize = size) -> PreviewViewer {
        let viewer = PreviewViewer(scenes: scenes, size: size)
        viewer.update(time: 0)
        return viewer
    }

    /// Advances the viewer frame by frame (60 Hz real time) from `start` through `end`.
    package static func run(_ viewer: PreviewViewer, from start: TimeInterval, to end: TimeInterval) {
        var frame = Int((start * 60).rounded())
        while Double(frame) / 60 < end - 1e-9 { frame += 1; viewer.update(time: Double(frame) / 60) }
    }

    /// Runs the viewer from 0 through `end`, clicking the view `id` at each of `times` (increasing).
    package static func run(_ viewer: PreviewViewer, clicking id: String, at times: [TimeInterval], until end: TimeInterval) throws {
        var now = 0.0
        for time in times {
            run(viewer, from: now, to: time)
            try click(viewer, id: id, at: time)
            now = time
        }
        run(viewer, from: now, to: end)
    }

    /// The dot's drawn x offset in the scene shown.
    package static func dotOffset(_ viewer: PreviewViewer) throws -> Double {
        let item = try #require(viewer.currentScene.host.displayList.item(withID: "dot"))
        return Double(item.transform.tx)
    }

    /// Taps the view with `id` in the scene, through the viewer's input routing (a window click).
    package static func click(_ viewer: PreviewViewer, id: String, at time: TimeInterval) throws {
        let items = viewer.currentScene.host.displayList.items(withID: id)
        let item = try #require(items.last { $0.isHitTestable })
        let point = viewer.currentScene.canvasPoint(item.center)
        viewer.handle(.pointerDown(point), at: time)
        viewer.handle(.pointerUp(point), at: time)
    }

    /// Presses the viewer's own control with `id` (a click in its chrome) at `time`, then draws a frame.
    package static func press(_ viewer: PreviewViewer, id: String, at time: TimeInterval) throws {
        let button = try #require(viewer.chromeHost.displayList.items(withID: id).first, "no \(id) drawn")
        viewer.handle(.pointerDown(button.center), at: time)
        viewer.handle(.pointerUp(button.center), at: time)
        viewer.update(time: time + 0.01)
    }
}
