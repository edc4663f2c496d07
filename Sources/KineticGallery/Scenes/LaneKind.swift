import Foundation
import Kinetic
import KineticExport
import KineticInspector
import KineticViewer

/// What drives a lane of the merge-versus-additive lab (``MergeLabView``): how its animation treats
/// a new tap while it runs. Its figures are the viewer's tuned spring (``PreviewTuning``).
package enum LaneKind: String, CaseIterable, Sendable {
    /// `.spring(duration:bounce:)`: a new tap merges, retargeting the spring from its current
    /// value and velocity.
    case merging
    /// `.interpolatingSpring(duration:bounce:)`: a new tap adds another spring on top.
    case additive
    /// `.easeInOut(duration:)`: a timing curve, also additive.
    case timingCurve

    /// The lane's animation for `tuning`.
    package func animation(_ tuning: PreviewTuning) -> Animation {
        switch self {
        case .merging: return .spring(duration: tuning.duration, bounce: tuning.bounce)
        case .additive: return .interpolatingSpring(duration: tuning.duration, bounce: tuning.bounce)
        case .timingCurve: return .easeInOut(duration: tuning.duration)
        }
    }

    /// The lane's animation as Swift code with the tuning's exact figures.
    package func swiftCode(_ tuning: PreviewTuning) -> String {
        let d = PreviewTuning.exact(tuning.duration), b = PreviewTuning.exact(tuning.bounce)
        switch self {
        case .merging: return ".spring(duration: \(d), bounce: \(b))"
        case .additive: return ".interpolatingSpring(duration: \(d), bounce: \(b))"
        case .timingCurve: return ".easeInOut(duration: \(d))"
        }
    }

    /// The lane's animation as an expression (what `c` copies and `kinetic export` exports).
    /// - Returns: the expression; it builds exactly ``animation(_:)``.
    /// - Throws: ``AnimationExpressionError`` if the code does not parse (it always does: the
    ///   tuning's figures are finite hundredths).
    package func expression(_ tuning: PreviewTuning) throws -> AnimationExpression {
        try AnimationExpression(parsing: swiftCode(tuning))
    }

    /// A short name for legends.
    package var title: String {
        switch self {
        case .merging: return "A  spring (merges)"
        case .additive: return "B  interpolatingSpring (adds up)"
        case .timingCurve: return "C  easeInOut (adds up)"
        }
    }

    /// The lane's colour: the plots' curve colour of its place (A, B, C), as plots.png draws its views.
    package var color: Color { PlotView.Palette.curve(Self.allCases.firstIndex(of: self)!) }

    /// The test id of the lane's sprite: "A", "B", "C".
    package var laneID: String {
        switch self {
        case .merging: return "A"
        case .additive: return "B"
        case .timingCurve: return "C"
        }
    }
}
