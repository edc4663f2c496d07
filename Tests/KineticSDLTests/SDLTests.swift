import Testing

/// Every suite that touches SDL nests in here: SDL_ttf and the renderers are not thread-safe, so
/// these run one at a time (Swift Testing would otherwise run sibling suites in parallel).
///
/// Every test of this target is main-actor isolated (the target's default isolation, as the viewer
/// tests' is). Under `swift test` on Linux the main actor is not the process's main thread: the main
/// dispatch queue is drained by whichever dispatch worker is free, so main-actor code moves from
/// thread to thread. An OpenGL context used from two threads corrupts Mesa's heap
/// (`scripts/gl-threads.sh`), so windows made off the process's main thread draw with SDL's software
/// renderer (`Window.mayDrawWithOpenGL`); the two tests measuring OpenGL's pixels ask for it
/// (`renderer: .openGL`) and keep their window within one synchronous test, on one thread.
///
/// A rare abort of full runs ("malloc_consolidate(): invalid chunk size", about one in ten, noticed
/// as the viewer's window test opens its window) is not explained: it went on after that change
/// (5 of 55 runs), AddressSanitizer and ThreadSanitizer report nothing, and Foundation's `Process`
/// alone does not cause it (2026-11-26).
@Suite(.serialized) enum SDLTests {}
