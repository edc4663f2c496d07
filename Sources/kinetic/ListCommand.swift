import ArgumentParser
import KineticGallery
import KineticViewer

/// `kinetic list`: the gallery's scenes, one per line, with the name the other commands take.
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the gallery's scenes (the names `window --scene` and `record --scene` take)."
    )

    func run() {
        // `KineticCommand.main()`, the program's entry point, runs on the main thread and calls this
        // synchronously: the viewer and gallery code it drives is main-actor isolated.
        MainActor.assumeIsolated {
            print(KineticViewer.list(GalleryCatalog.scenes), terminator: "")
        }
    }
}
