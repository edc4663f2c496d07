import Testing

/// The gallery's suites run one at a time: they draw with SDL (SDL_ttf and the renderers are not
/// thread-safe) and drive the view layer, whose transactions are process-wide while a body runs.
@Suite(.serialized) enum GalleryTests {}
