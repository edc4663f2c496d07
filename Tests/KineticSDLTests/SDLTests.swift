import Testing

/// Every suite of this target nests in here: SDL_ttf and the renderers are not thread-safe, so
/// these run one at a time (Swift Testing would otherwise run sibling suites in parallel). The
/// gallery's, the tools' and the command line's targets, which draw too, have serialized parents of
/// their own (`GalleryTests`, `ToolsTests`, `CommandTests`); as every suite of those targets is
/// main-actor isolated and synchronous, two of them never draw at once either.
///
/// Every test of this target is main-actor isolated (the target's default isolation, as the viewer
/// tests' is). Under `swift test` on Linux the main actor is not the process's main thread: the main
/// dispatch queue is drained by whichever dispatch worker is free, so main-actor code moves from
/// thread to thread. An OpenGL context used from two threads corrupts Mesa's heap
/// (`scripts/gl-threads.sh`), so windows made off the process's main thread draw with SDL's software
/// renderer (`Window.mayDrawWithOpenGL`); OpenGL is measured through the `kinetic` executable, whose
/// main actor is the main thread (`WindowRendererTests`).
///
/// The rare abort of full runs (2026-11-20 to 11-28, "malloc_consolidate(): invalid chunk size") was
/// libdispatch freeing a continuation twice when a scene graph pinned in a worker's thread-specific
/// transaction stack was released as that worker exited (see `Transaction.enlist`).
@Suite(.serialized) enum SDLTests {}
