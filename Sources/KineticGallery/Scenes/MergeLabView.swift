import Foundation
import Kinetic
import KineticExport
import KineticViewer

/// The merge-versus-additive lab as a view, and one use of the viewer's A/B: lane A's sprite moves
/// under `.spring(duration:bounce:)`, which merges a new tap into the running spring; B is lane A's
/// offset run again from the same taps under `.interpolatingSpring(duration:bounce:)`, which adds a
/// spring on top — the scene asks for it (``View/previewComparison(_:with:label:)``), so the viewer
/// draws it as a ghost over lane A and plots it beside A with their difference, and a recording
/// writes it as `B · offset`. Lane C, when on, adds a timing curve (`.easeInOut(duration:)`) in a
/// lane of its own. Each takes the viewer's tuned duration and bounce, or an animation typed for it.
package struct MergeLabView: View {
    @Environment(\.previewTuning) private var tuning
    @State private var atEnd = false
    @State private var showsTimingCurve = false
    @State private var taps = 0
    /// Each lane's typed animation (A, B, C); empty: the lane's own with the tuned figures.
    @State private var expressions = ["", "", ""]
    /// The platform `c` copies the lanes' animations for.
    @State private var copyFormat = ExportFormat.swiftui
    var emoji: String

    /// Creates the lab with `emoji` as the sprite (🐱 by default).
    package init(emoji: String = "🐱") { self.emoji = emoji }

    /// The most A and B differ by after a single tap with the default settings, as a fraction of
    /// the travel: the simulated spring's step error (0.0052 on its 1/300 s grid, 0.0135 between grid
    /// points, where it reports the next point's state); measured by LabRecordingTests.
    package static let stepErrorBound = 0.014
    /// How far three quick taps (0, 0.12 and 0.3 s) part A and B at most with the default settings,
    /// as a fraction of the travel (the merge itself; measured by LabRecordingTests: 0.0562 at 0.36 s).
    package static let threeTapParting = 0.056

    /// The animations compared (A, B, and C when on): B is lane A's A/B, drawn as a ghost.
    private var kinds: [LaneKind] { showsTimingCurve ? [.merging, .additive, .timingCurve] : [.merging, .additive] }

    /// The attribute B compares: lane A's sprite's offset.
    package static let compared = AttributeName(view: LaneKind.merging.laneID, attribute: "offset")

    /// Lane `index`'s animation: its typed expression when that parses, else its own.
    private func animation(_ index: Int, _ kind: LaneKind, _ tuning: PreviewTuning) -> Animation {
        if case .success(let expression)? = AnimationExpressionField.parse(expressions[index]) { return expression.animation }
        return kind.animation(tuning)
    }

    package var body: some View {
        let lanes = kinds.enumerated().map { index, kind in (index, kind, animation(index, kind, tuning)) }
        return VStack(spacing: 10) {
            VStack(spacing: 4) {
                Text("Merge vs additive").font(.title2)
                Text("Tap lane A: its spring merges each tap into the one running. B, its ghost, is the same taps under springs that add up: taps at 0, 0.12 and 0.3 s part the default springs by \(Int((Self.threeTapParting * LabLane.travel).rounded())) pt.")
                    .font(.callout).foregroundColor(.gray)
                Text("After one tap A and B are the same spring, A simulated in 1/300 s steps, B in closed form: they differ by under \(PreviewTuning.exact(Self.stepErrorBound)) of the travel (measured).")
                    .font(.caption).foregroundColor(.gray)
            }
            AnimationCurves(animations: lanes.map { PreviewedAnimation(name: $0.1.laneID, color: $0.1.color, animation: $0.2) })
                .frame(height: 130)
            VStack(spacing: 8) {
                ForEach(lanes.map(\.0), id: \.self) { index in
                    if kinds[index] == .additive {
                        // B's row: its animation, run as lane A's A/B (the ghost); a card of its
                        // field's mistakes lies over what is below.
                        LabGhostRow(kind: kinds[index], tuning: tuning, expression: $expressions[index]).zIndex(1)
                    } else {
                        LabLane(kind: kinds[index], tuning: tuning, animation: lanes[index].2,
                                expression: $expressions[index], atEnd: atEnd, emoji: emoji)
                    }
                }
            }
            .onTapGesture {
                taps += 1
                atEnd.toggle()
            }
            .previewComparison(Self.compared, with: lanes[1].2, label: LaneKind.additive.laneID)
            .zIndex(1)  // (over the controls below: B's field's error card)
            // One row for the controls, so that three lanes fit the viewer's default scene area.
            HStack(spacing: 12) {
                Toggle(isOn: $showsTimingCurve) { Text("Lane C: curve").fixedSize() }.frame(width: 170).testID("lane-c")
                Text("taps \(taps)").font(.callout).foregroundColor(.gray).fixedSize().testID("taps")
                Text("c copies as").font(.callout).foregroundColor(.gray).fixedSize()
                Picker("c copies as", selection: $copyFormat) {
                    ForEach(ExportFormat.allCases, id: \.self) { format in Text(format.rawValue).tag(format) }
                }
                .pickerStyle(.segmented)
                .frame(width: 370)
                .testID("copy-format")
            }
        }
        .padding(16)
        .previewCopyText(Self.copyText(kinds, tuning, typed: expressions, format: copyFormat),
                         summary: Self.copySummary(kinds, tuning, typed: expressions, format: copyFormat))
    }

    /// Each lane's animation as an expression: the typed one when it parses, else the lane's own
    /// with the exact tuned figures.
    static func expressions(_ kinds: [LaneKind], _ tuning: PreviewTuning, typed: [String]) -> [(name: String, expression: AnimationExpression)] {
        kinds.enumerated().compactMap { index, kind in
            if index < typed.count, case .success(let expression)? = AnimationExpressionField.parse(typed[index]) {
                return ("\(kind.laneID) (typed)", expression)
            }
            return (try? kind.expression(tuning)).map { ("\(kind.laneID) \(kind.rawValue)", $0) }
        }
    }

    /// What the viewer's `c` copies: every lane's animation with the exact figures, for `format`
    /// (for SwiftUI a compilable view running each lane's `withAnimation`; for the other platforms
    /// each lane's code, or why that platform cannot express it).
    static func copyText(_ kinds: [LaneKind], _ tuning: PreviewTuning, typed: [String] = [],
                         format: ExportFormat = .swiftui) -> String {
        AnimationExpression.export(lanes: expressions(kinds, tuning, typed: typed), to: format)
    }

    /// What the status line says was copied.
    static func copySummary(_ kinds: [LaneKind], _ tuning: PreviewTuning, typed: [String] = [],
                            format: ExportFormat = .swiftui) -> String {
        let lanes = expressions(kinds, tuning, typed: typed)
        return "lanes \(lanes.map { String($0.name.prefix(1)) }.joined(separator: ", ")) as \(format.rawValue): "
            + lanes.map { "\($0.expression)" }.joined(separator: "; ")
    }
}

/// B's row: its title and the field its animation is typed in. B has no lane of its own: it is lane
/// A's sprite run again under this animation, drawn as a ghost over lane A (the viewer's A/B).
package struct LabGhostRow: View {
    var kind: LaneKind
    var tuning: PreviewTuning
    @Binding var expression: String

    package var body: some View {
        HStack(spacing: 8) {
            VStack(alignment: .leading, spacing: 1) {
                Text(kind.title).font(.caption).foregroundColor(kind.color)
                Text("lane A again, drawn as its ghost").font(.caption2).foregroundColor(.gray)
            }
            .frame(width: 230, alignment: .leading)
            AnimationExpressionField(title: kind.swiftCode(tuning), text: $expression).frame(width: 270)
                .testID("expression-\(kind.laneID)")
        }
        .frame(width: 510, alignment: .leading)
    }
}

/// One lane: its animation (typed, or the lane's own with the tuned figures), its stops, and the
/// sprite moving between them under that animation.
package struct LabLane: View {
    var kind: LaneKind
    var tuning: PreviewTuning
    var animation: Animation
    @Binding var expression: String
    var atEnd: Bool
    var emoji: String

    /// The travel between the stops, in points.
    package static let travel: CGFloat = 260

    package var body: some View {
        VStack(alignment: .leading, spacing: 3) {
            HStack(spacing: 8) {
                Text(kind.title).font(.caption).foregroundColor(kind.color).frame(width: 230, alignment: .leading)
                AnimationExpressionField(title: kind.swiftCode(tuning), text: $expression).frame(width: 270)
                    .testID("expression-\(kind.laneID)")
            }
            .zIndex(1)  // the field's error card lies over the lane below it
            ZStack {
                RoundedRectangle(cornerRadius: 8).fill(Color(white: 0.9))
                HStack(spacing: Self.travel - 8) {
                    Capsule().fill(atEnd ? Color(white: 0.7) : kind.color).frame(width: 8, height: 30)
                    Capsule().fill(atEnd ? kind.color : Color(white: 0.7)).frame(width: 8, height: 30)
                }
                Text(emoji)
                    .font(.system(size: 40))
                    .offset(x: atEnd ? Self.travel / 2 : -Self.travel / 2)
                    .animation(animation, value: atEnd)
                    .testID(kind.laneID)
            }
            .frame(width: Self.travel + 120, height: 56)
        }
        .frame(width: 510, alignment: .leading)
    }
}
