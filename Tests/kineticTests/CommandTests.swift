import Testing

/// The `kinetic` command's suites, run one at a time: each runs the built program (`.build/debug/kinetic`)
/// as a user would, with its own output folders, and some open a window on the test display.
@Suite(.serialized) enum CommandTests {}
