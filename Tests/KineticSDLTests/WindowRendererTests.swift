import Foundation
import Testing
@testable import KineticSDL

extension SDLTests {
    /// A window draws with OpenGL only on the process's main thread (``Window/mayDrawWithOpenGL``):
    /// a GL context used from two threads corrupts Mesa's heap (`scripts/gl-threads.sh`), and under
    /// `swift test` the main actor moves between threads. (`kinetic`, whose windows run on the main
    /// thread, draws with OpenGL: kineticTests' `OpenGLWindowTests`.)
    @Suite struct WindowRendererTests {
        nonisolated static let hasDisplay = !(ProcessInfo.processInfo.environment["DISPLAY"] ?? "").isEmpty

        @Test(.enabled(if: hasDisplay, "no DISPLAY: run under Xvfb"))
        func aWindowMadeOffTheProcessMainThreadDrawsWithoutOpenGL() throws {
            #expect(!Thread.isMainThread, "swift test runs main-actor code on dispatch's worker threads")
            let window = try Window(title: "renderer", width: 160, height: 90, fonts: FontLibrary(), vsync: false)
            #expect(window.rendererName == "software")
            // It draws: what was filled reads back.
            window.canvas.beginFrame(clearingTo: CanvasColor(hex: 0x336699))
            var rgba: [UInt8] = []
            try window.canvas.readRGBA(into: &rgba)
            #expect(rgba.count == 160 * 90 * 4)
            #expect((0..<160 * 90).allSatisfy { rgba[4 * $0] == 0x33 && rgba[4 * $0 + 1] == 0x66 && rgba[4 * $0 + 2] == 0x99 })
        }
    }
}
