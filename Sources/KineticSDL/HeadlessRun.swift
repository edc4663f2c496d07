import Foundation

/// Drives a scene without a window on a fixed clock, delivering scripted input at exact times, so
/// a run is a function of its script alone (never of how fast the machine is).
package struct HeadlessRun {
    /// An input event delivered at a scripted time.
    nonisolated package struct ScriptedEvent: Equatable, Sendable {
        /// Seconds from the start of the run.
        package var time: TimeInterval
        /// The event.
        package var event: InputEvent

        /// Creates a scripted event.
        package init(time: TimeInterval, event: InputEvent) {
            self.time = time
            self.event = event
        }
    }

    /// Frames per second of the fixed clock.
    package var frameRate: Double

    /// Creates a runner ticking `frameRate` times per second (60 by default).
    package init(frameRate: Double = 60) {
        self.frameRate = frameRate
    }

    /// Runs `scene` from time 0 through `duration`, one update per frame at `n / frameRate`.
    ///
    /// Each event is handed to the scene at its own time, before the first frame at or after it.
    /// Nothing is drawn: draw the final state with `scene.draw(on:)` afterwards.
    /// - Parameters:
    ///   - scene: the scene to drive.
    ///   - script: the events to deliver, in any order.
    ///   - duration: seconds to run; the last frame is at `duration` rounded to a whole frame.
    /// - Returns: the number of frames run.
    @discardableResult
    package func play(_ scene: CanvasScene, script: [ScriptedEvent], duration: TimeInterval) -> Int {
        let events = script.sorted { $0.time < $1.time }
        var next = events.startIndex
        let lastFrame = Int((duration * frameRate).rounded())
        for frame in 0...lastFrame {
            let time = Double(frame) / frameRate
            while next < events.endIndex, events[next].time <= time {
                scene.handle(events[next].event, at: events[next].time)
                next += 1
            }
            scene.update(time: time)
        }
        return lastFrame + 1
    }
}
