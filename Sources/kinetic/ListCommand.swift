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
        print(KineticViewer.list(GalleryCatalog.scenes), terminator: "")
    }
}
