import Testing

/// Every suite that touches SDL nests in here: SDL_ttf and the renderers are not thread-safe, so
/// these run one at a time (Swift Testing would otherwise run sibling suites in parallel).
///
/// A test that opens a window is also `@MainActor`, as the viewer's own window tests are: SDL's
/// X11 video must stay on the main thread. Opened on a test's worker thread, a window was closed
/// later on the main thread (the canvas's `isolated deinit`), beside the viewer's window tests,
/// and glibc aborted on a corrupted heap in 3 of 15 full runs; on the main actor, 0 of 6.
@Suite(.serialized) enum SDLTests {}
