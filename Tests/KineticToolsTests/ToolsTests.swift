import Testing

/// The tools' suites run one at a time: the stress scene draws with SDL (SDL_ttf and the renderers
/// are not thread-safe) and the soak drives the view layer, whose transactions are process-wide.
@Suite(.serialized) enum ToolsTests {}
