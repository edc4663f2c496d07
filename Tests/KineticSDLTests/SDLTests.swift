import Testing

/// Every suite that touches SDL nests in here: SDL_ttf and the renderers are not thread-safe, so
/// these run one at a time (Swift Testing would otherwise run sibling suites in parallel).
///
/// A test that opens a window is also `@MainActor`, as the viewer's own window tests are: SDL's
/// X11 video should stay on one thread. With the five window tests here on a test's worker thread
/// (their windows probably closed later on the main thread, by the canvas's `isolated deinit`),
/// glibc aborted on a corrupted heap as the viewer's window test opened its window, in 3 of 15
/// full runs; with them skipped, 0 of 6; on the main actor, 0 of 6.
@Suite(.serialized) enum SDLTests {}
