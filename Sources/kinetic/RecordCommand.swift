import ArgumentParser
import Foundation
import KineticGallery
import KineticViewer

/// `kinetic record`: scenes recorded headless from a tap script, as every program built on
/// ``KineticViewer`` records its own; `--clicks` and `--timing-curve` are the lab's shorthands.
struct RecordCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record",
        abstract: "Record scenes headless from a tap script: run.json, samples.csv, events.csv, script.txt, frames.png, plots.png, movie.gif.",
        discussion: """
            `kinetic record --scene keyframes --tap 0.1@emoji --out DIR` taps the view with that testID \
            (or a point, --tap 0.1@320,200) at 0.1 s and records every animated attribute; without --tap, one tap at \
            0.1 s lands on the first view that takes taps. `kinetic replay DIR/run.json` runs it again and compares.

            The merge-vs-additive lab is a scene like the others: `--clicks 0,0.12,0.3` taps its lane A at those \
            times (A under .spring(duration:bounce:), which merges; B, the lab's own A/B, is lane A run again \
            under .interpolatingSpring(duration:bounce:), which adds up, recorded beside it), `--timing-curve` \
            turns lane C (.easeInOut(duration:)) on first, and --spring-duration and --bounce set the tuned \
            spring, as the viewer's sliders do (in any scene that reads it). plots.png overlays A and B with \
            their difference.
            """
    )

    @OptionGroup var options: RecordOptions

    // Numbers parse `.unconditional`ly, so that "-1" reaches the range check instead of being
    // taken for an option.
    @Option(parsing: .unconditional,
            help: "The lab: tap lane A at these times in seconds, comma-separated (e.g. 0,0.12,0.3); implies --scene lab.",
            transform: RecordCommand.parseTimes)
    var clicks: [Double]?

    @Flag(help: "The lab: turn lane C, a timing curve (.easeInOut(duration:)), on at 0 s; implies --scene lab.")
    var timingCurve = false

    /// The lab's scene name and the test ids its shorthands tap.
    static let lab = "lab", laneA = "A", laneCToggle = "lane-c"

    func validate() throws {
        // `KineticCommand.main()`, the program's entry point, runs on the main thread and calls this
        // synchronously: the viewer and gallery code it drives is main-actor isolated.
        try MainActor.assumeIsolated {
            guard clicks != nil || timingCurve else { return }
            if let scene = options.scene, let known = try? PreviewScene.named(scene, in: GalleryCatalog.scenes), known.name != Self.lab {
                throw ValidationError("\(clicks != nil ? "--clicks" : "--timing-curve") drives the lab's lanes; to record '\(scene)' give taps: --tap TIME@ID or --tap TIME@X,Y")
            }
            if clicks != nil, !options.taps.isEmpty { throw ValidationError("give --clicks (taps on the lab's lane A) or --tap, not both") }
            if let late = clicks?.first(where: { $0 > options.duration }) {
                throw ValidationError("--clicks: \(PreviewTuning.exact(late)) s is after the run ends (--duration \(PreviewTuning.exact(options.duration)) s)")
            }
        }
    }

    /// The settings: the options', with the lab's shorthands turned into taps.
    func settings() throws -> RecordSettings {
        var settings = try options.settings()
        guard clicks != nil || timingCurve else { return settings }
        settings.scene = Self.lab
        let toggle = timingCurve ? [ScriptedTap(time: 0, target: .id(Self.laneCToggle))] : []
        // With the toggle alone, the lab's default tap (0.1 s on lane A) still runs the lanes.
        let taps = (clicks ?? (settings.taps.isEmpty ? [0.1] : [])).map { ScriptedTap(time: $0, target: .id(Self.laneA)) }
        settings.taps = toggle + settings.taps + taps
        return settings
    }

    func run() throws {
        // `KineticCommand.main()`, the program's entry point, runs on the main thread and calls this
        // synchronously: the viewer and gallery code it drives is main-actor isolated.
        try MainActor.assumeIsolated {
            try CommandFailure.reporting {
                if let scene = options.scene { _ = try PreviewScene.named(scene, in: GalleryCatalog.scenes) }
                try KineticViewer.record(scenes: GalleryCatalog.scenes, settings: try settings())
            }
        }
    }

    /// Parses "0,0.12,0.3" into seconds (``ScriptedTap/times(parsing:)``), as a command-line error.
    @Sendable static func parseTimes(_ text: String) throws -> [Double] {
        do { return try ScriptedTap.times(parsing: text) } catch let error as ScriptError {
            throw ValidationError(error.description)
        }
    }
}
