import ArgumentParser
import Foundation
import KineticCore
import KineticExport

/// `kinetic export`: an animation expression in another platform's terms.
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Export a SwiftUI animation to SwiftUI, CSS, Jetpack Compose, Android or Framer Motion code.",
        discussion: """
            EXPR is Swift, as in your code: '.spring(duration: 0.42, bounce: 0.3)', '.bouncy(extraBounce: 0.1)', \
            '.interpolatingSpring(mass: 1, stiffness: 170, damping: 15).delay(0.1)', \
            '.timingCurve(0.2, 0.8, 0.2, 1, duration: 0.5)', 'Animation.snappy'. Springs keep their physics; \
            CSS gets cubic-bezier() for bezier curves, else a linear() within 0.5 % of the curve. What a platform \
            cannot express (a repeat, a delay it has no place for) is refused in one line.
            """
    )

    @Option(name: .customLong("animation"), help: ArgumentHelp("The animation, as Swift.", valueName: "EXPR"))
    var animation: String

    @Option(name: .customLong("to"), help: ArgumentHelp("One of: \(ExportFormat.names).", valueName: "FORMAT"))
    var format: String

    @Option(help: "Write the code to this file instead of standard output.")
    var out: String?

    func validate() throws {
        // `KineticCommand.main()`, the program's entry point, runs on the main thread and calls this
        // synchronously: the viewer and gallery code it drives is main-actor isolated.
        try MainActor.assumeIsolated {
            guard ExportFormat(rawValue: format) != nil else {
                let near = AnimationExpressionError.nearest(to: format, in: ExportFormat.allCases.map(\.rawValue))
                throw ValidationError("unknown format '\(format)'" + (near.map { "; did you mean '\($0)'?" } ?? "")
                                      + " (formats: \(ExportFormat.names))")
            }
            do {
                // Reading it warns about an invalid parameter; `run` decides whether to say so.
                _ = try IssueCapture.holdingBack { try AnimationExpression(parsing: animation) }
            } catch let error as AnimationExpressionError {
                throw ValidationError("cannot read --animation: \(error)")
            }
        }
    }

    func run() throws {
        // `KineticCommand.main()`, the program's entry point, runs on the main thread and calls this
        // synchronously: the viewer and gallery code it drives is main-actor isolated.
        try MainActor.assumeIsolated {
            try CommandFailure.reporting {
                guard let format = ExportFormat(rawValue: format) else { preconditionFailure("validated") }
                // The engine's runtime warnings (an invalid parameter) are held back: a refusal says the
                // same in one line; an export that goes ahead prints them first.
                let (code, warnings): (String, [String])
                do {
                    (code, warnings) = try IssueCapture.holdingBack {
                        try AnimationExpression(parsing: animation).export(to: format).code
                    }
                } catch let error as ExportError {
                    throw CommandFailure(description: error.description)
                }
                for warning in warnings { reportIssue(warning) }
                if let out {
                    try CommandFailure.writing(out) {
                        try Data((code + "\n").utf8).write(to: URL(fileURLWithPath: out), options: .atomic)
                    }
                    print("kinetic: wrote \(out)")
                } else {
                    print(code)
                }
            }
        }
    }
}
