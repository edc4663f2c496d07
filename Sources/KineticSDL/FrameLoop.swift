import CSDL
import Foundation

/// Runs a scene in a window: events, update, draw and present once per frame, paced by vsync, or
/// by a ~60 Hz timer when vsync is unavailable or does not actually block.
public final class FrameLoop {
    /// How frames are paced.
    public enum Pacing: Equatable, Sendable {
        /// `SDL_RenderPresent` waits for the display's refresh.
        case vsync
        /// The loop sleeps (`SDL_Delay`) until the next 1/60 s boundary.
        case timed
    }

    /// The frame period of the timed fallback.
    public static let timedPeriod: TimeInterval = 1.0 / 60.0
    /// Frames measured before deciding whether a reported vsync really paces presentation.
    static let probeFrames = 30

    /// The pacing in use; starts as `.vsync` when the renderer reports it and falls back to
    /// `.timed` if the first frames come faster than any display refreshes.
    public private(set) var pacing: Pacing
    /// Frames shown so far.
    public private(set) var frameCount = 0
    /// The scene time of the latest frame (``SceneClock``: scaled, pausable, without jumps).
    public var time: TimeInterval { clock.time }
    /// Real seconds since the loop started, at the latest frame.
    public private(set) var realTime: TimeInterval = 0
    /// The clock scenes run on; the viewer's controls pause, step and scale it.
    public let clock: SceneClock
    /// Whether the window was minimised or hidden at the latest frame (nothing is drawn then).
    public private(set) var isHidden = false

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
    ///   - clock: the clock the scene runs on (a fresh one by default).
    ///   - unpaced: never sleep between frames (benchmarks; create the window without vsync too).
    public init(window: Window, scene: CanvasScene, clock: SceneClock = SceneClock(), unpaced: Bool = false) {
        self.window = window
        self.clock = clock
        self.scene = scene
        vsyncOnly = unpaced
        pacing = window.reportsVSync || unpaced ? .vsync : .timed
    }

    /// Runs frames until the user quits or `frameLimit` frames have been shown.
    /// - Parameters:
    ///   - frameLimit: stop after this many frames in total (nil: until quit).
    ///   - beforeLastPresent: called with the last frame drawn, before it is presented (screenshots).
    /// - Throws: the canvas's rendering failure, if drawing failed.
    public func run(frameLimit: Int? = nil, beforeLastPresent: (() throws -> Void)? = nil) throws {
        if frameCount == 0 { start = SDL_GetPerformanceCounter(); realTime = 0 }
        while frameLimit.map({ frameCount < $0 }) ?? true {
            let real = now()
            clock.advance(real: real - realTime)
            realTime = real
            while let event = window.nextEvent() {
                if event == .quit { return }
                scene.handle(event, at: time)
            }
            if scene.wantsToQuit { return }
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
