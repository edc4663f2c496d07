import Foundation
import KineticGallery
@_spi(Testing) import KineticSDL
import Kinetic
import Testing

extension SDLTests {
    /// The real window: opened on the X display (`make test` runs under xvfb-run), clicked with a
    /// synthesized SDL mouse event, run for a few frames.
    @Suite struct WindowSmokeTests {
        static let environment = ProcessInfo.processInfo.environment
        static let hasDisplay = !(environment["DISPLAY"] ?? "").isEmpty
        static let isCI = environment["CI"] != nil

        @Test(.enabled(if: hasDisplay || isCI, "no DISPLAY: run under Xvfb (`make test` uses xvfb-run)"))
        @MainActor
        func clickingTheSpriteInARealWindowMakesItGrow() throws {
            try #require(Self.hasDisplay, "CI is set but DISPLAY is not: the window test needs Xvfb (`make test` runs xvfb-run)")
            let scene = SpringSliceScene()
            let window = try Window(title: "Kinetic smoke test", width: Int(scene.size.width),
                                    height: Int(scene.size.height), fonts: FontLibrary())
            let loop = FrameLoop(window: window, scene: scene)
            try loop.run(frameLimit: 3)
            let before = scene.spriteFrame
            #expect(abs(before.width - scene.baseSide) < 1e-9)

            window.postClick(at: scene.spriteCenter)
            let clickFrame = loop.frameCount
            try loop.run(frameLimit: clickFrame + 1)
            #expect(scene.scale.modelValue == 1.5, "the synthesized click did not reach the sprite")
            let clickTime = loop.time
            // Frames are paced in real time (vsync or ~60 Hz); run until 0.3 s of animation have passed.
            while loop.time < clickTime + 0.3, loop.frameCount < clickFrame + 600 {
                try loop.run(frameLimit: loop.frameCount + 1)
            }
            #expect(scene.spriteFrame.width > before.width * 1.3, "sprite drawn at \(scene.spriteFrame.width) px")
            #expect(scene.trace.samples.count == loop.frameCount)
            #expect(scene.trace.markers.map(\.kind).first == .click)
        }
    
        @Test(.enabled(if: hasDisplay || isCI, "no DISPLAY: run under Xvfb (`make test` uses xvfb-run)"))
        @MainActor
        func theGalleryLabAnimatesAClickAndPlotsItsLanes() throws {
            try #require(Self.hasDisplay, "CI is set but DISPLAY is not: the window test needs Xvfb")
            let clock = SceneClock()
            let gallery = GalleryScene(size: CGSize(width: 1200, height: 760), clock: clock, startingAt: "lab")
            let window = try Window(title: "Kinetic gallery smoke test", width: 1200, height: 760, fonts: FontLibrary())
            let loop = FrameLoop(window: window, scene: gallery, clock: clock)
            try loop.run(frameLimit: 3)
            let lab = try #require(gallery.current as? MergeLabScene)
            window.postClick(at: lab.spriteCenter(lane: 0))
            window.postKey(Int32(UInt8(ascii: "h")))
            let clickFrame = loop.frameCount
            try loop.run(frameLimit: clickFrame + 2)
            #expect(lab.lab.clicks.count == 1, "the synthesized click did not reach the lanes")
            #expect(gallery.showsHelp, "the h key did not reach the gallery")
            let clickTime = try #require(lab.lab.clicks.first?.time)
            while loop.time < clickTime + 0.3, loop.frameCount < clickFrame + 600 {
                try loop.run(frameLimit: loop.frameCount + 1)
            }
            for lane in lab.lab.lanes { #expect(lane.animator.presentationValue > 0.3, "\(lane.kind) did not move") }
            for trace in lab.lab.traces {
                #expect(trace.samples.count >= loop.frameCount - 1)
                #expect(trace.samples.map(\.value).max()! > 0.3, "the inspector's curve of \(trace.name) stays flat")
            }
        }
    }
}
