import Foundation
import Kinetic

/// The store's list of interactions (``Interaction``): begun by the viewer when an input reaches
/// the scene, joined by every attribute that starts, merges, combines or starts being driven
/// after it (but one still moving in an earlier interaction that no input began: it stays there),
/// closed by the frame in which everything has settled — or, while something moves on its own,
/// the frame in which what it animated has.
extension InspectorStore {
    /// An input reached the scene at `time`: a new interaction begins (what it animates joins it).
    /// An earlier one that animated nothing ends where it began.
    /// - Parameters:
    ///   - time: The input's scene time.
    ///   - input: What was done, as the list shows it ("tap dog").
    package func beginInteraction(at time: TimeInterval, input: String) {
        followNextInput()
        // Typing goes on: text typed after text that animated nothing joins it ("type \"abc\"",
        // not a row a key: typing an animation into a field filled the list with them).
        if let last = interactions.indices.last, interactions[last].attributes.isEmpty,
           let typed = Self.typedText(input), let before = Self.typedText(interactions[last].input) {
            interactions[last].input = Self.typingLabel(before + typed)
            interactions[last].end = nil
            selectedInteraction = nil
            return
        }
        for index in interactions.indices where interactions[index].end == nil && interactions[index].attributes.isEmpty {
            interactions[index].end = interactions[index].start
        }
        append(Interaction(start: time, input: input))
        selectedInteraction = nil  // a new input: the plot follows it again
    }

    /// The text a typing input's label quotes (`type "abc"` → `abc`; the viewer quotes it as JSON
    /// does), or nil for another input.
    private static func typedText(_ label: String) -> String? {
        guard label.hasPrefix("type \"") else { return nil }
        var quoted = label.dropFirst(5)
        if quoted.hasSuffix("…") { quoted.removeLast() }
        return try? JSONDecoder().decode(String.self, from: Data(quoted.utf8))
    }

    /// A typing input's label: its first 16 characters quoted, and "…" past them.
    private static func typingLabel(_ text: String) -> String {
        let shown = String(text.prefix(16))
        let quoted = (try? JSONEncoder().encode(shown)).flatMap { String(data: $0, encoding: .utf8) } ?? "\"\""
        return "type " + quoted + (text.count > 16 ? "…" : "")
    }

    /// `attribute` started moving at `time`: it joins the latest interaction still running (one
    /// no input caused begins, when none runs).
    func attach(_ attribute: Int, at time: TimeInterval) {
        if interactions.last?.end != nil || interactions.isEmpty {
            append(Interaction(start: time, input: Interaction.spontaneous))
        }
        let last = interactions.count - 1
        // A set beside the list: asked for each of a tap's attributes, the list's own search made a
        // tap that starts 1,980 animations quadratic (a tenth of the 1,000-row tap, inspected).
        guard latestAttributes.insert(attribute).inserted else { return }
        interactions[last].attributes.append(attribute)
        // A plotted interaction that grows shows what joined it.
        if selectedInteraction == last { showInteraction(last) }
    }

    /// How soon after it settled a row no input began goes on, rather than a new one beginning:
    /// the next frame or two.
    static var continuedWithin: TimeInterval { 0.05 }

    /// Everything settled at `time`: every running interaction ends.
    func settleInteractions(at time: TimeInterval) {
        for index in interactions.indices where interactions[index].end == nil { interactions[index].end = time }
    }

    private func append(_ interaction: Interaction) {
        latestAttributes = Set(interaction.attributes)
        if interactions.count == Self.interactionLimit {
            interactions.removeFirst()
            droppedInteractions += 1
            selectedInteraction = selectedInteraction.flatMap { $0 > 0 ? $0 - 1 : nil }
        }
        interactions.append(interaction)
        latestInteraction = (interaction.start, droppedInteractions + interactions.count - 1)
    }

    /// Plots interaction `index` whole (its attributes overlaid, the first selected), or, with
    /// nil, goes back to following the run.
    /// - Returns: Whether an interaction is plotted.
    @discardableResult
    package func selectInteraction(_ index: Int?) -> Bool {
        guard let index, interactions.indices.contains(index) else {
            selectedInteraction = nil
            return false
        }
        selectedInteraction = index
        showInteraction(index)
        return true
    }

    /// The plotted attributes become the interaction's (those with samples, at most
    /// ``overlaidLimit``), what it animated before what moved along with it (an animator's clock,
    /// a frame reflowing: ``AttributeName/followRank``), in the order they started.
    private func showInteraction(_ index: Int) {
        let known = interactions[index].attributes.compactMap { id in entry(id).flatMap { $0.hasSamples ? $0 : nil } }
        guard let best = known.map(\.followRank).min() else { return }
        let shown = known.filter { $0.followRank == best }.prefix(Self.overlaidLimit).map(\.id)
        showOverlaid(shown, selecting: shown[0])
    }

    /// The span the plot of interaction `index` covers: its input to its settle (to now while it
    /// runs), with a little room either side.
    package func plotSpan(of index: Int) -> (end: TimeInterval, window: TimeInterval, origin: TimeInterval)? {
        guard interactions.indices.contains(index) else { return nil }
        let interaction = interactions[index]
        let end = max(interaction.end ?? time, interaction.start + 0.1)
        let pad = (end - interaction.start) * 0.05
        return (end + pad, end - interaction.start + 2 * pad, interaction.start)
    }
}
