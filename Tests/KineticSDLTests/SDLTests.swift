import Testing

/// Every suite that touches SDL nests in here: SDL_ttf and the renderers are not thread-safe, so
/// these run one at a time (Swift Testing would otherwise run sibling suites in parallel).
///
/// Every test of this target is main-actor isolated (the target's default isolation, as the viewer
/// tests' is). Under `swift test` on Linux the main actor is not the process's main thread: the main
/// dispatch queue is drained by whichever dispatch worker is free, so main-actor code moves from
/// thread to thread. An OpenGL context used from two threads corrupts Mesa's heap; that aborted about
/// one full run in ten as a window opened ("malloc_consolidate(): invalid chunk size"), until windows
/// made off the process's main thread drew with SDL's software renderer (`Window.mayDrawWithOpenGL`,
/// 2026-11-26). The two tests measuring OpenGL's pixels ask for it (`renderer: .openGL`) and keep
/// their window within one synchronous test, on one thread.
@Suite(.serialized) enum SDLTests {}
