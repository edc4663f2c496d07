import Foundation
import Kinetic
import KineticInspector

/// The run's interactions, newest first, three at a time: each an input and everything it animated
/// until it settled ("4.42 s  tap emoji → scaleEffect +2 · 2.27 s"). A row plots that interaction
/// whole (again: back to following the run); the selected one can be played again in the scene
/// at 10 %, 25 % or 100 %.
struct InteractionList: View {
    var store: InspectorStore
    var replay: (Int, Double) -> Void
    /// How many rows it shows at once (one in a short window, where its count and the paging
    /// buttons share the row).
    var rows: Int
    /// How many rows back from the newest the list shows (0: the newest).
    @State private var offset = 0

    var body: some View {
        let count = store.interactions.count
        let newest = max(0, count - 1 - offset)
        let shown = Array(stride(from: newest, to: max(-1, newest - rows), by: -1))
        let paging = HStack(spacing: 6) {
            if newest + 1 < count { ChromeButton("newer") { offset = max(0, offset - rows) } }
            if newest >= rows { ChromeButton("older") { offset = min(count - 1, offset + rows) } }
        }
        return VStack(alignment: .leading, spacing: 3) {
            if rows > 1 {
                HStack(spacing: 6) {
                    ChromeText("Interactions \(count)", color: ChromePalette.secondaryText, size: 11)
                        .frame(maxWidth: .infinity, alignment: .leading)
                    paging
                }
            }
            if rows > 1 {
                ForEach(shown, id: \.self) { index in row(index) }
            } else {
                HStack(spacing: 6) {
                    row(newest)
                    paging
                }
            }
            if let selected = store.selectedInteraction, store.interactions.indices.contains(selected) {
                HStack(spacing: 6) {
                    ChromeText("replay", color: ChromePalette.secondaryText, size: 11)
                    ForEach([0.1, 0.25, 1.0], id: \.self) { speed in
                        ChromeButton("\(Int((speed * 100).rounded()))%") { replay(selected, speed) }.fixedSize()
                            .testID("replay-\(Int((speed * 100).rounded()))")
                    }
                }
            }
        }
    }

    /// Interaction `index`'s row: a tap on it plots it whole (again: back to following the run).
    private func row(_ index: Int) -> some View {
        let selected = store.selectedInteraction == index
        return ChromeText(Self.label(store.interactions[index], store: store, naming: rows > 1),
                          color: selected ? ChromePalette.accent : ChromePalette.text, size: 11)
            .lineLimit(1)
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding(.horizontal, 4)
            .background(selected ? ChromePalette.control : ChromePalette.panel)
            .onTapGesture { store.selectInteraction(selected ? nil : index) }
            .testID("interaction-\(index)")
    }

    /// "4.42 s  tap emoji → scaleEffect, offset +1 · 2.27 s"; "… · running" while it runs;
    /// "… · animated nothing" for an input that moved nothing.
    /// Without `naming` (one row beside the buttons), what it animated is left out: "4.42 s  tap emoji · 2.27 s".
    static func label(_ interaction: Interaction, store: InspectorStore, naming: Bool = true) -> String {
        // By attribute ("offset, scaleEffect"); where two share a name, by view too ("A · offset, B · offset").
        // What the input animated first, what moved along with it (a clock, a frame) after.
        let entries = interaction.attributes.compactMap { store.name(of: $0) }.enumerated()
            .sorted { ($0.element.followRank, $0.offset) < ($1.element.followRank, $1.offset) }.map(\.element)
        let repeated = Set(entries.map(\.attribute)).count < entries.count
        let names = entries.map { repeated ? $0.description : $0.attribute }
        var what = naming ? names.prefix(2).joined(separator: ", ") : ""
        if naming, names.count > 2 { what += " +\(names.count - 2)" }
        let time = String(format: "%.2f s", interaction.start)
        let duration: String
        if let seconds = interaction.duration {
            duration = names.isEmpty ? "animated nothing" : String(format: "%.2f s", seconds)
        } else {
            duration = "running"
        }
        return "\(time)  \(interaction.input)" + (what.isEmpty ? "" : " → \(what)") + " · \(duration)"
    }
}
