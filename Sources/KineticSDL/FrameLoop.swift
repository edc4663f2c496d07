import CSDL
import Foundation

/// Runs a scene in a window: events, update, draw and present once per frame, paced by vsync, or
/// by a ~60 Hz timer when vsync is unavailable or does not actually block.
package final class FrameLoop {
    /// How frames are paced.
    nonisolated package enum Pacing: Equatable, Sendable {
        /// `SDL_RenderPresent` waits for the display's refresh.
        case vsync
        /// The loop sleeps (`SDL_Delay`) until the next 1/60 s boundary.
        case timed
    }

    /// The frame period of the timed fallback.
    package static let timedPeriod: TimeInterval = 1.0 / 60.0
    /// The longest an idle loop sleeps without input (it then looks again).
    static let idleWake: TimeInterval = 1
    /// Frames drawn in a row while the scene was idle (two are drawn before sleeping, so the last
    /// change is on screen).
    private var idleFrames = 0
    /// Whether the loop slept at its last turn because nothing moved.
    private var sleptIdle = false
    /// Frames measured before deciding whether a reported vsync really paces presentation.
    static let probeFrames = 30

    /// The pacing in use; starts as `.vsync` when the renderer reports it and falls back to
    /// `.timed` if the first frames come faster than any display refreshes.
    package private(set) var pacing: Pacing
    /// Frames shown so far.
    package private(set) var frameCount = 0
    /// The longest real interval one frame may count, in seconds: a longer gap between frames
    /// (the process was stopped, the machine slept) counts as this much, so animations resume
    /// where they were instead of jumping to their end.
    package static let maximumFrameGap: TimeInterval = 0.25
    /// The time the scene is given at the latest frame: real seconds since the loop started, less
    /// what stalls took beyond ``maximumFrameGap`` (an idle sleep counts in full).
    package private(set) var time: TimeInterval = 0
    /// Real seconds since the loop started, at the latest frame.
    package private(set) var realTime: TimeInterval = 0
    /// Whether the window was minimised or hidden at the latest frame (nothing is drawn then).
    package private(set) var isHidden = false

    private let window: Window
    private let scene: CanvasScene
    private let frequency = Double(SDL_GetPerformanceFrequency())
    private var start: UInt64 = 0

    /// Whether frames are never paced by a timer (benchmarks: as fast as the renderer goes).
    private let vsyncOnly: Bool

    /// Prepares a loop; nothing runs until `run(frameLimit:)`.
    /// - Parameters:
    ///   - window: the window to draw in.
    ///   - scene: the scene to run.
    ///   - unpaced: never sleep between frames (benchmarks; create the window without vsync too).
    package init(window: Window, scene: CanvasScene, unpaced: Bool = false) {
        self.window = window
        self.scene = scene
        vsyncOnly = unpaced
        pacing = window.reportsVSync || unpaced ? .vsync : .timed
    }

    /// Runs frames until the user quits or `frameLimit` frames have been shown.
    /// - Parameters:
    ///   - frameLimit: stop after this many frames in total (nil: until quit).
    ///   - beforeLastPresent: called with the last frame drawn, before it is presented (screenshots).
    /// - Throws: the canvas's rendering failure, if drawing failed.
    package func run(frameLimit: Int? = nil, beforeLastPresent: (() throws -> Void)? = nil) throws {
        if frameCount == 0 { start = SDL_GetPerformanceCounter(); realTime = 0; time = 0 }
        while frameLimit.map({ frameCount < $0 }) ?? true {
            let real = now()
            // After sleeping because nothing moved, the time slept counts in full: nothing runs
            // that could jump, and timers (status messages, periodic timelines) stay on time.
            time += Self.counted(real - realTime, afterIdleSleep: sleptIdle)
            sleptIdle = false
            realTime = real
            var hadInput = false
            while let event = window.nextEvent() {
                if event == .quit { return }
                scene.handle(event, at: time)
                hadInput = true
            }
            if scene.wantsToQuit { return }
            // Asked once a turn: whether the scene changes within the next frame on its own.
            let wait = scene.secondsUntilNextChange
            let isIdle = wait.map { $0 > Self.timedPeriod } ?? true
            if frameLimit == nil, !hadInput, frameCount > 0, idleFrames > 1, isIdle {
                // Nothing moves and nothing arrived: sleep until input or the scene's next change,
                // drawing nothing (an idle viewer costs no CPU).
                scene.update(time: time)
                // The update may have changed what is shown (a message): draw it before sleeping.
                if let next = scene.secondsUntilNextChange, next <= Self.timedPeriod { idleFrames = 0; continue }
                window.waitForEvent(timeout: wait ?? Self.idleWake)
                sleptIdle = true
                continue
            }
            idleFrames = isIdle ? idleFrames + 1 : 0
            scene.update(time: time)
            isHidden = window.isHidden
            if isHidden {
                // Minimised: keep time and animations going, draw nothing, do not spin.
                SDL_Delay(50)
                frameCount += 1
                continue
            }
            scene.draw(on: window.canvas)
            if let failure = window.canvas.failure { throw failure }
            if let beforeLastPresent, let frameLimit, frameCount + 1 == frameLimit { try beforeLastPresent() }
            window.present()
            frameCount += 1
            pace()
        }
    }

    /// The part of a real gap between frames that counts: all of it after an idle sleep (nothing ran
    /// that could jump, and timers stay on time), else at most ``maximumFrameGap``; nothing for a
    /// negative or non-finite gap.
    package static func counted(_ gap: TimeInterval, afterIdleSleep: Bool) -> TimeInterval {
        guard gap.isFinite, gap > 0 else { return 0 }
        return afterIdleSleep ? gap : min(gap, maximumFrameGap)
    }

    private func now() -> TimeInterval {
        Double(SDL_GetPerformanceCounter() &- start) / frequency
    }

    private func pace() {
        switch pacing {
        case .vsync:
            // Under Xvfb or with swap intervals ignored, "vsync" presents return at once.
            if frameCount == Self.probeFrames, now() / Double(frameCount) < Self.timedPeriod / 3, !vsyncOnly {
                pacing = .timed
            }
        case .timed:
            let next = (now() / Self.timedPeriod).rounded(.down) + 1
            let wait = next * Self.timedPeriod - now()
            if wait > 0 { SDL_Delay(UInt32((wait * 1000).rounded())) }
        }
    }
}
