import ArgumentParser

/// `kinetic`: the viewer for Kinetic's animations. With no subcommand it opens the window.
@main
struct KineticCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "kinetic",
        abstract: "SwiftUI's animation system on Linux: click sprites, watch the springs.",
        subcommands: [
            WindowCommand.self, ListCommand.self, RecordCommand.self, ReplayCommand.self, ExportCommand.self, BenchCommand.self,
            DemoCommand.self,
        ],
        defaultSubcommand: WindowCommand.self
    )
}
