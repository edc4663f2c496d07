import CSDL
import Foundation

/// Starts the SDL subsystems Kinetic uses, each once per process, and reports failures as
/// `KineticSDLError` instead of crashing.
///
/// Subsystems stay up until the process exits: tests and the viewer open several canvases in turn
/// and SDL tolerates exit without `SDL_Quit`.
package enum SDLRuntime {
    private static let lock = NSLock()
    private static var fontsReady = false
    private static var videoReady = false

    /// Initialises SDL_ttf (needed by every canvas, including the headless one).
    static func startFonts() throws {
        checkThread()
        lock.lock(); defer { lock.unlock() }
        guard !fontsReady else { return }
        guard TTF_Init() == 0 else { throw KineticSDLError.sdl(call: "TTF_Init", message: lastError()) }
        fontsReady = true
    }

    /// Initialises SDL's video subsystem for a window.
    /// - Parameter environment: the process environment, checked for a display before SDL is asked.
    /// - Throws: `.noDisplay` when neither X11, Wayland nor an explicit SDL video driver is set,
    ///   `.sdl` with SDL's own text when initialisation fails.
    static func startVideo(environment: [String: String] = ProcessInfo.processInfo.environment) throws {
        let hasDisplay = ["DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER"].contains { !(environment[$0] ?? "").isEmpty }
        guard hasDisplay else { throw KineticSDLError.noDisplay }
        checkThread()
        lock.lock(); defer { lock.unlock() }
        guard !videoReady else { return }
        let display = environment["DISPLAY"] ?? ""
        if (environment["SDL_VIDEODRIVER"] ?? "").isEmpty {
            // Only the display the user has: otherwise SDL falls back to an invisible offscreen
            // driver when the X server named by DISPLAY is unreachable.
            let drivers = [display.isEmpty ? nil : "x11", (environment["WAYLAND_DISPLAY"] ?? "").isEmpty ? nil : "wayland"]
            SDL_SetHint(SDL_HINT_VIDEODRIVER, drivers.compactMap { $0 }.joined(separator: ","))
        }
        guard SDL_InitSubSystem(SDL_INIT_VIDEO | SDL_INIT_EVENTS) == 0 else {
            if !display.isEmpty, (environment["SDL_VIDEODRIVER"] ?? "").isEmpty {
                throw KineticSDLError.displayUnavailable(display: display, message: lastError())
            }
            throw KineticSDLError.sdl(call: "SDL_Init(VIDEO)", message: lastError())
        }
        videoReady = true
    }

    /// Checks, in debug builds, that SDL is called from the main actor: SDL's video and event
    /// functions, its renderers and SDL_ttf are not thread-safe, and every call Kinetic makes goes
    /// through main-actor isolated code (the windows, canvases and fonts of this module). Under
    /// `swift test` on Linux the main actor runs on whichever dispatch worker drains the main queue,
    /// so the check asks the queue, not the thread. Called where a frame starts, events are read
    /// and subsystems start: a call from another thread traps there, instead of corrupting SDL's or
    /// the renderer's memory later.
    nonisolated static func checkThread() {
        #if DEBUG
        dispatchPrecondition(condition: .onQueue(.main))
        #endif
    }

    /// Closes SDL (its windows and the display connection) and runs `path` with `arguments` in this
    /// process's place; returns only by throwing, when the program cannot be run. (SDL_ttf is left
    /// as it is: its fonts are still open, and the new program image replaces them all.)
    package static func replaceProcess(with path: String, arguments: [String]) throws {
        SDL_Quit()
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        execv(path, argv)
        throw KineticSDLError.sdl(call: "execv(\(path))", message: String(cString: strerror(errno)))
    }

    /// SDL's last error text (SDL_ttf and SDL_image report through the same buffer).
    static func lastError() -> String {
        String(cString: SDL_GetError())
    }
}
