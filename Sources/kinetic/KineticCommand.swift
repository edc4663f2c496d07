import ArgumentParser
import Foundation

/// `kinetic`: the viewer for Kinetic's animations. With no subcommand it opens the window.
@main
struct KineticCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "kinetic",
        abstract: "SwiftUI's animation system on Linux: click sprites, watch the springs.",
        subcommands: [
            WindowCommand.self, ListCommand.self, RecordCommand.self, ReplayCommand.self, ExportCommand.self, BenchCommand.self,
            DemoCommand.self, SoakCommand.self, NewCommand.self, PreviewCommand.self,
        ],
        defaultSubcommand: WindowCommand.self
    )

    /// Parses and runs the command. A usage error is reported as one line, `kinetic: <what is
    /// wrong>`, and a hint naming the subcommand's help, with ArgumentParser's status (64);
    /// `--help` prints the help; failures of a running command were reported by it already.
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        do {
            var command = try parseAsRoot(arguments)
            try command.run()
        } catch let code as ExitCode {
            Foundation.exit(code.rawValue)
        } catch {
            let status = exitCode(for: error)
            if status == .success { exit(withError: error) }  // --help, --version
            let message = self.message(for: error).split(separator: "\n").first.map(String.init) ?? "\(error)"
            let subcommand = arguments.first { name in configuration.subcommands.contains { $0._commandName == name } }
            let help = ["kinetic", subcommand].compactMap { $0 }.joined(separator: " ") + " --help"
            FileHandle.standardError.write(Data("kinetic: \(message)\nusage: see '\(help)'\n".utf8))
            Foundation.exit(status.rawValue)
        }
    }
}
