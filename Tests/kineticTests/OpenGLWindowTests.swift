import Foundation
import Testing

extension CommandTests {
    /// `kinetic` runs its windows on the process's main thread, where they draw with OpenGL
    /// (llvmpipe under Xvfb); a window made off the main thread draws with SDL's software renderer
    /// (KineticSDLTests' `WindowRendererTests`).
    @Suite struct OpenGLWindowTests {
        nonisolated static let hasDisplay = !(ProcessInfo.processInfo.environment["DISPLAY"] ?? "").isEmpty

        @Test(.enabled(if: hasDisplay, "no DISPLAY: run under Xvfb"))
        func theKineticExecutableDrawsWithOpenGL() throws {
            let result = try DemoCommandTests.run(["bench", "--sprites", "10", "--seconds", "0.2"])
            #expect(result.status == 0, "\(result.err)")
            #expect(result.out.contains(", opengl renderer,"), "\(result.out)")
        }
    }
}
