import Foundation
import KineticGallery
import KineticSDL
import KineticViewer

/// `kinetic bench --timeline MINUTES`: how long a frame of dragging the timeline's playhead back
/// takes after MINUTES of the lab, as the window runs it (this build, SDL's software renderer
/// offscreen): a tap on lane A every 5 s, the loop sleeping while nothing moves, then the playhead
/// dragged back and forth across the strip, one move a frame.
struct TimelineDragBench {
    /// Minutes of session before the drag.
    var minutes: Double
    /// Frames of dragging measured.
    var frames = 240

    /// The figures, in milliseconds a frame.
    struct Result {
        var sessionSeconds: Double
        var whole: [Double]
        var update: [Double]
        var draw: [Double]
    }

    @MainActor func run() throws -> Result {
        let size = CGSize(width: 1200, height: 720)
        let viewer = PreviewViewer(scenes: GalleryCatalog.scenes, size: size, startingAt: "lab")
        let image = try OffscreenCanvas(width: Int(size.width), height: Int(size.height), fonts: FontLibrary())
        let start = ContinuousClock.now
        var time = 0.0
        viewer.update(time: 0)
        var frame = 0
        while time < minutes * 60 {
            frame += 1
            time = Double(frame) / 60
            if frame % 300 == 0 {
                guard let lane = viewer.currentScene.host.displayList.items(withID: "A").last(where: \.isHitTestable) else {
                    throw CommandFailure(description: "the lab draws no lane A to tap")
                }
                let point = viewer.currentScene.canvasPoint(lane.center)
                viewer.handle(.pointerDown(point), at: time)
                viewer.handle(.pointerUp(point), at: time)
            }
            viewer.update(time: time)
            // Nothing moves: the window sleeps until the next tap, as an idle loop does.
            if viewer.secondsUntilNextChange.map({ $0 > 1 }) ?? true, frame % 300 > 0 {
                frame = (frame / 300 + 1) * 300 - 1
                time = Double(frame) / 60
                viewer.update(time: time)
            }
        }
        let session = (ContinuousClock.now - start) / .seconds(1)
        viewer.draw(on: image.canvas)
        guard let strip = viewer.chromeHost.displayList.items(withID: "timeline").max(by: { $0.frame.width < $1.frame.width }) else {
            throw CommandFailure(description: "the viewer draws no timeline")
        }
        let left = strip.frame.minX + 12, right = strip.frame.maxX - 12, y = strip.frame.midY
        viewer.handle(.pointerDown(CGPoint(x: right, y: y)), at: time)
        var result = Result(sessionSeconds: session, whole: [], update: [], draw: [])
        let clock = ContinuousClock()
        func milliseconds(_ duration: Duration) -> Double { duration / .milliseconds(1) }
        for step in 0..<frames {
            frame += 1
            time = Double(frame) / 60
            // Back from the end to the start of the strip, then forth, 120 frames each way.
            let phase = Double(step % 240) / 120
            let x = right - (right - left) * (phase <= 1 ? phase : 2 - phase)
            let a = clock.now
            viewer.handle(.pointerMoved(CGPoint(x: x, y: y)), at: time)
            viewer.update(time: time)
            let b = clock.now
            viewer.draw(on: image.canvas)
            let c = clock.now
            result.update.append(milliseconds(b - a))
            result.draw.append(milliseconds(c - b))
            result.whole.append(milliseconds(c - a))
        }
        viewer.handle(.pointerUp(CGPoint(x: left, y: y)), at: time)
        return result
    }

    /// The `q` quantile of `values` (0: the least, 0.5: the median).
    static func quantile(_ values: [Double], _ q: Double) -> Double {
        let sorted = values.sorted()
        return sorted[min(sorted.count - 1, Int(Double(sorted.count) * q))]
    }
}
