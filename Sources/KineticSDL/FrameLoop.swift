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
    /// The timestamp of the latest frame (seconds since the loop started).
    public private(set) var time: TimeInterval = 0

    private let window: Window
    private let scene: Scene
    private let frequency = Double(SDL_GetPerformanceFrequency())
    private var start: UInt64 = 0

    /// Prepares a loop; nothing runs until `run(frameLimit:)`.
    public init(window: Window, scene: Scene) {
        self.window = window
        self.scene = scene
        pacing = window.reportsVSync ? .vsync : .timed
    }

    /// Runs frames until the user quits or `frameLimit` frames have been shown.
    /// - Parameter frameLimit: stop after this many frames in total (nil: until quit).
    /// - Throws: the canvas's rendering failure, if drawing failed.
    public func run(frameLimit: Int? = nil) throws {
        if frameCount == 0 { start = SDL_GetPerformanceCounter() }
        while frameLimit.map({ frameCount < $0 }) ?? true {
            time = now()
            while let event = window.nextEvent() {
                if event == .quit { return }
                scene.handle(event, at: time)
            }
            scene.update(time: time)
            scene.draw(on: window.canvas)
            if let failure = window.canvas.failure { throw failure }
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
            if frameCount == Self.probeFrames, now() / Double(frameCount) < Self.timedPeriod / 3 {
                pacing = .timed
            }
        case .timed:
            let next = (now() / Self.timedPeriod).rounded(.down) + 1
            let wait = next * Self.timedPeriod - now()
            if wait > 0 { SDL_Delay(UInt32((wait * 1000).rounded())) }
        }
    }
}
