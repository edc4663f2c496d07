import CSDL
import Foundation

/// A desktop window with an SDL renderer, asked for vsync, and its canvas.
package final class Window {
    /// The canvas that draws into the window's back buffer.
    package let canvas: RenderCanvas
    /// Whether the renderer reports presenting in step with the display's refresh.
    package let reportsVSync: Bool
    /// The name of the SDL renderer in use ("opengl", "software", …): see ``mayDrawWithOpenGL``.
    package let rendererName: String
    private let window: OpaquePointer
    private let renderer: OpaquePointer

    /// Opens a window of `width` × `height` pixels.
    /// - Parameters:
    ///   - title: the title bar text.
    ///   - width: the width in pixels.
    ///   - height: the height in pixels.
    ///   - fonts: the fonts the canvas draws text and emoji with.
    ///   - vsync: ask for presentation in step with the display (off for benchmarks).
    ///   - minimumSize: when given, the window can be resized by the user down to this size.
    /// - Throws: `KineticSDLError.noDisplay` with no display to open on, `.sdl` with SDL's text
    ///   when SDL cannot start, make the window, or make any renderer.
    package init(title: String, width: Int, height: Int, fonts: FontLibrary, vsync: Bool = true,
                minimumSize: CGSize? = nil) throws {
        try SDLRuntime.startVideo()
        let centered = Int32(bitPattern: 0x2FFF_0000)  // SDL_WINDOWPOS_CENTERED, a macro Swift cannot import
        guard let window = SDL_CreateWindow(title, centered, centered, Int32(width), Int32(height),
                                            SDL_WINDOW_SHOWN.rawValue | (minimumSize == nil ? 0 : SDL_WINDOW_RESIZABLE.rawValue)) else {
            throw KineticSDLError.sdl(call: "SDL_CreateWindow", message: SDLRuntime.lastError())
        }
        let accelerated = SDL_RENDERER_ACCELERATED.rawValue | (vsync ? SDL_RENDERER_PRESENTVSYNC.rawValue : 0)
        let openGL = Self.mayDrawWithOpenGL
        if !openGL { SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0") }  // present through X11, not a GL texture
        guard let renderer = (openGL ? SDL_CreateRenderer(window, -1, accelerated) : nil)
            ?? SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue) else {
            let message = SDLRuntime.lastError()
            SDL_DestroyWindow(window)
            throw KineticSDLError.sdl(call: "SDL_CreateRenderer", message: message)
        }
        SDL_StartTextInput()  // typed text arrives as SDL_TEXTINPUT, beside the key presses
        if let minimumSize {
            SDL_SetWindowMinimumSize(window, Int32(minimumSize.width), Int32(minimumSize.height))
        }
        var info = SDL_RendererInfo()
        SDL_GetRendererInfo(renderer, &info)
        self.window = window
        self.renderer = renderer
        reportsVSync = info.flags & SDL_RENDERER_PRESENTVSYNC.rawValue != 0
        rendererName = info.name.map { String(cString: $0) } ?? "unknown"
        var outputWidth: Int32 = 0, outputHeight: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &outputWidth, &outputHeight)
        canvas = RenderCanvas(renderer: renderer, size: CGSize(width: Int(outputWidth), height: Int(outputHeight)),
                        fonts: fonts) {
            SDL_DestroyWindow(window)
        }
    }

    /// Whether a window made now may draw with OpenGL (else with SDL's software renderer,
    /// presenting through X11 without a GL texture): only on the process's main thread.
    ///
    /// An OpenGL context belongs to the thread it is current on (GLX), and Mesa's heap is corrupted
    /// when one is used from two threads: a window made and drawn on one thread and destroyed on a
    /// second, then a new window made on the first, crashes in `swrast_dri` on the second round;
    /// two threads taking turns opening, drawing and closing windows crash within ten turns
    /// (`scripts/gl-threads.sh`, SDL alone, 2026-11-26).
    /// Main-actor code stays on one thread only where the main actor is the process's main thread
    /// (the `kinetic` executable, a synchronous `main`). Under `swift test` on Linux, or in an
    /// asynchronous `main` after its first `await`, the main dispatch queue is drained by whichever
    /// dispatch worker is free, so main-actor code moves from thread to thread (seen: a test's
    /// frames before and after a seven-second sleep ran on two threads). The software renderer
    /// presenting through X11 keeps nothing per thread: the same 2,000 turns run to the end (3,000
    /// ran clean under AddressSanitizer and glibc's heap checks).
    nonisolated static var mayDrawWithOpenGL: Bool { Thread.isMainThread }

    /// The next pending input event, or nil when the queue is empty; events Kinetic does not use
    /// are skipped.
    package func nextEvent() -> InputEvent? {
        SDLRuntime.checkThread()
        var event = SDL_Event()
        while SDL_PollEvent(&event) != 0 {
            switch SDL_EventType(event.type) {
            case SDL_QUIT:
                return .quit
            case SDL_MOUSEBUTTONDOWN where event.button.button == UInt8(SDL_BUTTON_LEFT):
                return .pointerDown(CGPoint(x: Int(event.button.x), y: Int(event.button.y)))
            case SDL_MOUSEBUTTONUP where event.button.button == UInt8(SDL_BUTTON_LEFT):
                return .pointerUp(CGPoint(x: Int(event.button.x), y: Int(event.button.y)))
            case SDL_TEXTINPUT:
                let text = withUnsafeBytes(of: event.text.text) { bytes in
                    String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
                }
                guard !text.isEmpty else { continue }
                return .text(text)
            case SDL_MOUSEMOTION:
                return .pointerMoved(CGPoint(x: Int(event.motion.x), y: Int(event.motion.y)))
            case SDL_MOUSEWHEEL:
                // SDL's y is positive when the wheel turns away from the user (content towards
                // its start), negated again under "natural" (flipped) scrolling.
                let flipped = event.wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue
                let notches = CGFloat(event.wheel.preciseY) * (flipped ? 1 : -1)
                // SDL's x is positive to the right; shift turns the vertical wheel sideways.
                let shift = UInt32(SDL_GetModState().rawValue) & UInt32(KMOD_SHIFT.rawValue) != 0
                let sideways = event.wheel.preciseX != 0 ? CGFloat(event.wheel.preciseX) * (flipped ? -1 : 1) : (shift ? notches : 0)
                // Where the pointer is (the event's own mouseX and mouseY need SDL 2.26).
                var x: Int32 = 0, y: Int32 = 0
                SDL_GetMouseState(&x, &y)
                let point = CGPoint(x: Int(x), y: Int(y))
                if sideways != 0, sideways.isFinite { return .scrolledSideways(sideways, at: point) }
                guard notches != 0, notches.isFinite else { continue }
                return .scrolled(notches, at: point)
            case SDL_KEYDOWN:
                let modifiers = UInt32(event.key.keysym.mod)
                let shift = modifiers & UInt32(KMOD_SHIFT.rawValue) != 0
                let control = modifiers & UInt32(KMOD_CTRL.rawValue) != 0
                let name = String(cString: SDL_GetKeyName(event.key.keysym.sym))
                guard !name.isEmpty else { continue }
                return .key(KeyStroke(name, shift: shift, control: control))
            case SDL_WINDOWEVENT:
                switch SDL_WindowEventID(UInt32(event.window.event)) {
                case SDL_WINDOWEVENT_MINIMIZED, SDL_WINDOWEVENT_HIDDEN:
                    return .visibility(false)
                case SDL_WINDOWEVENT_RESTORED, SDL_WINDOWEVENT_SHOWN, SDL_WINDOWEVENT_EXPOSED:
                    return .visibility(true)
                case SDL_WINDOWEVENT_SIZE_CHANGED:
                    var width: Int32 = 0, height: Int32 = 0
                    SDL_GetRendererOutputSize(renderer, &width, &height)
                    let size = CGSize(width: Int(width), height: Int(height))
                    guard size != canvas.size else { continue }
                    canvas.size = size
                    return .resized(size)
                default:
                    continue
                }
            default:
                continue
            }
        }
        return nil
    }

    /// Sleeps until an input event is pending or `timeout` seconds have passed (the event stays
    /// queued for ``nextEvent()``).
    package func waitForEvent(timeout: TimeInterval) {
        SDL_WaitEventTimeout(nil, Int32(max(1, min(timeout, 60) * 1000).rounded()))
    }

    /// Shows the frame drawn since the last call (blocking until the refresh when vsync works).
    package func present() {
        SDL_RenderPresent(renderer)
    }

    /// Writes what was drawn since the last present (call it before ``present()``) as a PNG file.
    /// - Parameter url: the file to write (its folder must exist).
    /// - Throws: `KineticSDLError.sdl` naming the file when it cannot be read back or written.
    package func savePNG(to url: URL) throws {
        let width = Int32(canvas.size.width), height = Int32(canvas.size.height)
        guard let surface = SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, SDL_PIXELFORMAT_ARGB8888.rawValue) else {
            throw KineticSDLError.sdl(call: "SDL_CreateRGBSurfaceWithFormat", message: SDLRuntime.lastError())
        }
        defer { SDL_FreeSurface(surface) }
        guard canvas.readPixels(width: Int(width), height: Int(height), format: SDL_PIXELFORMAT_ARGB8888,
                                into: surface.pointee.pixels, pitch: Int(surface.pointee.pitch)) == 0 else {
            throw KineticSDLError.sdl(call: "SDL_RenderReadPixels", message: SDLRuntime.lastError())
        }
        guard IMG_SavePNG(surface, url.path) == 0 else {
            throw KineticSDLError.sdl(call: "IMG_SavePNG(\(url.path))", message: SDLRuntime.lastError())
        }
    }

    /// Puts `text` on the system clipboard.
    /// - Returns: whether SDL accepted it.
    @discardableResult
    package func setClipboard(_ text: String) -> Bool {
        SDL_SetClipboardText(text) == 0
    }

    /// The system clipboard's text ("" when empty or unavailable).
    package func clipboard() -> String {
        guard let text = SDL_GetClipboardText() else { return "" }
        defer { SDL_free(text) }
        return String(cString: text)
    }

    /// Whether the window is minimised or hidden now.
    package var isHidden: Bool {
        let flags = SDL_GetWindowFlags(window)
        return flags & (SDL_WINDOW_MINIMIZED.rawValue | SDL_WINDOW_HIDDEN.rawValue) != 0
    }

    /// Queues a synthetic key press, as if the user typed it.

    package func postKey(_ keycode: Int32) {
        var event = SDL_Event()
        event.key.type = SDL_KEYDOWN.rawValue
        event.key.timestamp = SDL_GetTicks()
        event.key.windowID = SDL_GetWindowID(window)
        event.key.state = UInt8(SDL_PRESSED)
        event.key.keysym.sym = keycode
        SDL_PushEvent(&event)
    }

    /// Queues a synthetic left click (button down, then up) at `point`, as if the user clicked.

    package func postClick(at point: CGPoint) {
        for (type, state) in [(SDL_MOUSEBUTTONDOWN, SDL_PRESSED), (SDL_MOUSEBUTTONUP, SDL_RELEASED)] {
            var event = SDL_Event()
            event.button.type = type.rawValue
            event.button.timestamp = SDL_GetTicks()
            event.button.windowID = SDL_GetWindowID(window)
            event.button.which = 0
            event.button.button = UInt8(SDL_BUTTON_LEFT)
            event.button.state = UInt8(state)
            event.button.clicks = 1
            event.button.x = Int32(point.x.rounded())
            event.button.y = Int32(point.y.rounded())
            SDL_PushEvent(&event)
        }
    }
}
