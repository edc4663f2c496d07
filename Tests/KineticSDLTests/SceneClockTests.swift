import Foundation
import KineticSDL
import Testing

/// The viewer's clock gives scene intervals for real ones; the window loop bounds stalls.
@Suite struct SceneClockTests {
    @Test func theClockScalesPausesAndStepsRealIntervals() {
        let clock = SceneClock()
        #expect(clock.elapsed(real: 0.5) == 0.5)
        clock.timeScale = 0.1
        #expect(abs(clock.elapsed(real: 0.1) - 0.01) < 1e-15)
        clock.isPaused = true
        #expect(clock.elapsed(real: 0.1) == 0)
        clock.step()
        clock.step()
        #expect(clock.elapsed(real: 0.1) == 2 * SceneClock.stepInterval, "two steps, no real time while paused")
        #expect(clock.elapsed(real: 0.1) == 0, "a step is taken once")
        clock.isPaused = false
        #expect(clock.elapsed(real: -1) == 0 && clock.elapsed(real: .nan) == 0 && clock.elapsed(real: .infinity) == 0)
        clock.timeScale = .nan
        #expect(clock.timeScale == 1)
        clock.timeScale = 100
        #expect(clock.timeScale == SceneClock.timeScaleRange.upperBound)
    }

    @Test func theLoopCountsAStallAsOneFrameGapAndAnIdleSleepInFull() {
        #expect(FrameLoop.counted(0.5, afterIdleSleep: false) == FrameLoop.maximumFrameGap)
        #expect(FrameLoop.counted(0.01, afterIdleSleep: false) == 0.01)
        #expect(FrameLoop.counted(0.5, afterIdleSleep: true) == 0.5)
        #expect(FrameLoop.counted(-1, afterIdleSleep: true) == 0 && FrameLoop.counted(.nan, afterIdleSleep: false) == 0)
    }
}
