import ArgumentParser
import KineticGallery

/// `kinetic list`: the gallery's scenes, one per line, with the name the other commands take.
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the gallery's scenes (the names `window --scene` and `record --scene` take)."
    )

    func run() {
        let width = GalleryCatalog.entries.map(\.name.count).max() ?? 0
        for (index, entry) in GalleryCatalog.entries.enumerated() {
            let padding = String(repeating: " ", count: width - entry.name.count)
            let number = String(index + 1)
            let numberPadding = String(repeating: " ", count: String(GalleryCatalog.entries.count).count - number.count)
            print("\(numberPadding)\(number)  \(entry.name)\(padding)  \(entry.title)")
        }
    }
}
