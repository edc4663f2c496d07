import Testing

/// Every suite that touches SDL nests in here: SDL_ttf and the renderers are not thread-safe, so
/// these run one at a time (Swift Testing would otherwise run sibling suites in parallel).
///
/// Every test of this target is main-actor isolated already (the target's default isolation, as the
/// viewer tests' is: `MainActor.assertIsolated()` holds in a test), so SDL is only ever used from
/// the main actor. (A note here once blamed worker threads for a rare heap corruption in full runs
/// and marked the window tests `@MainActor`: that changed nothing, the attribute was already
/// implied. The corruption, 4 of about 45 full runs over two days, always noticed as the viewer's
/// window test opened its window, is not explained; reading a window back without a rectangle,
/// which could write past a buffer, was fixed on 2026-11-26 (`RenderCanvas.readPixels`).)
@Suite(.serialized) enum SDLTests {}
