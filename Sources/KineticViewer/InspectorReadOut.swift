import Foundation
import Kinetic
import KineticInspector

/// The selected attribute's numbers: value → target, velocity, settling time and overshoot.
struct InspectorReadOut: View {
    var entry: InspectorStore.Entry

    var body: some View {
        let sample = entry.trace.samples.last
        let settle = entry.settle.settlingText(isMoving: entry.isMoving)
        let combined = entry.runningAnimations > 1 ? "   \(entry.runningAnimations) combined" : ""
        return VStack(alignment: .leading, spacing: 2) {
            let unit = entry.unit.symbol
            ChromeText("value \(Self.number(sample?.value ?? 0))\(unit) → \(Self.number(entry.target))\(unit)   "
                       + "velocity \(Self.number(entry.velocity))\(unit)/s", size: 12)
                .testID("inspector-values")
            ChromeText("settle \(settle)   overshoot \(String(format: "%.1f", entry.overshoot * 100)) %" + combined,
                       color: ChromePalette.secondaryText, size: 12)
        }
    }

    /// Three decimals, never "-0.000".
    static func number(_ value: Double) -> String {
        let text = String(format: "%.3f", value)
        return text == "-0.000" ? "0.000" : text
    }
}
