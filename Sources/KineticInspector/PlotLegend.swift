import Foundation
import Kinetic

/// The names of plotted curves in their colours ("■ offset"), as many on a row as fit `width`
/// (measured as the renderer lays out text); a name wider than a row has it alone, broken into as
/// many lines as it needs, never cut short. A ``PlotView`` draws one over its curves; plots side
/// by side share one above them.
package struct PlotLegend: View {
    package var curves: [PlotCurve]
    package var width: CGFloat

    package init(curves: [PlotCurve], width: CGFloat) {
        self.curves = curves
        self.width = width
    }

    /// The legend's font, and the height one line of it takes.
    static let font = Font.system(size: 10)
    package static let lineHeight: CGFloat = TextMetrics.size(of: "■ x", font: font.resolved, width: nil).height + 1

    /// The rows: the curves on each (indices) and how many lines the row takes.
    static func rows(_ curves: [PlotCurve], width: CGFloat) -> [(entries: [Int], lines: Int)] {
        var rows: [(entries: [Int], lines: Int)] = [([], 1)]
        var used: CGFloat = 0
        for index in curves.indices {
            let text = label(curves[index])
            let needed = TextMetrics.width(of: text, font: font.resolved) + 8
            if !rows[rows.count - 1].entries.isEmpty, used + needed > width {
                rows.append(([], 1))
                used = 0
            }
            rows[rows.count - 1].entries.append(index)
            if needed > width {
                rows[rows.count - 1].lines = max(1, TextMetrics.lines(of: text, font: font.resolved, width: max(1, width)).count)
            }
            used += needed
        }
        return rows
    }

    /// The lines the legend of `curves` takes at `width` (at least one).
    package static func lineCount(_ curves: [PlotCurve], width: CGFloat) -> Int {
        rows(curves, width: width).reduce(0) { $0 + $1.lines }
    }

    static func label(_ curve: PlotCurve) -> String { "■ " + curve.name }

    package var body: some View {
        let rows = Self.rows(curves, width: width)
        return VStack(alignment: .leading, spacing: 1) {
            ForEach(0..<rows.count, id: \.self) { row in
                if rows[row].lines > 1, let index = rows[row].entries.first {
                    Text(Self.label(curves[index])).font(Self.font).foregroundColor(curves[index].color)
                        .frame(width: width, alignment: .leading)
                } else {
                    HStack(spacing: 8) {
                        ForEach(rows[row].entries, id: \.self) { index in
                            Text(Self.label(curves[index])).font(Self.font).foregroundColor(curves[index].color)
                                .lineLimit(1).fixedSize()
                        }
                    }
                }
            }
        }
    }
}
