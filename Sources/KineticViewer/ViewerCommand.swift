import ArgumentParser
import Foundation

/// The command line of a program that calls ``KineticViewer/run(_:arguments:scenes:)``.
struct ViewerCommand: ParsableCommand {
    static var configuration: CommandConfiguration { CommandConfiguration(
        commandName: KineticViewer.programName,
        abstract: "Kinetic previews: open the scenes in the viewer, or record them headless.",
        subcommands: [Window.self, List.self, Record.self, Replay.self],
        defaultSubcommand: Window.self
    ) }

    struct Window: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Open the viewer window (the default; with no display, record every scene headless).")
        @OptionGroup var options: WindowOptions
    }

    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "List the scenes and the names --scene takes.")
    }

    struct Record: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Record scenes headless: run.json, samples.csv, events.csv, script.txt and frames.png per scene.")
        @OptionGroup var options: RecordOptions
    }

    struct Replay: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Run a recording's run.json again into a fresh folder and compare the files with the recording's.")
        @Argument(help: "The run.json of a recording.")
        var file: String
        @Option(help: "The folder to write (must not exist yet; default: replay-N beside the recording).")
        var out: String?
    }
}
