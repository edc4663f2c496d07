import Foundation
import KineticExport

extension LaneKind {
    /// The lane's animation for `parameters` as an expression with every digit of the tuned
    /// figures (``swiftCode(_:)`` rounds to two decimals for display): what `c` copies and
    /// `kinetic export` exports.
    /// - Parameter parameters: the lane's duration and bounce.
    /// - Returns: the expression; it builds exactly ``animation(_:)``.
    /// - Throws: ``AnimationExpressionError`` for figures that are not finite numbers.
    package func expression(_ parameters: LabParameters) throws -> AnimationExpression {
        let d = NumberLiteral(parameters.springDuration), b = NumberLiteral(parameters.bounce)
        let text: String
        switch self {
        case .merging: text = ".spring(duration: \(d), bounce: \(b))"
        case .additive: text = ".interpolatingSpring(duration: \(d), bounce: \(b))"
        case .timingCurve: text = ".easeInOut(duration: \(d))"
        }
        return try AnimationExpression(parsing: text)
    }

    /// Every lane's animation for `parameters` as one piece of code in `format`: for SwiftUI a
    /// compilable view running each lane's `withAnimation` with the exact figures.
    /// - Parameters:
    ///   - lanes: the lanes, in order (A, B, C).
    ///   - parameters: the tuned duration and bounce.
    ///   - format: the platform.
    /// - Returns: the code.
    /// - Throws: ``AnimationExpressionError`` for figures that are not finite numbers.
    package static func export(_ lanes: [LaneKind], parameters: LabParameters, to format: ExportFormat) throws -> String {
        AnimationExpression.export(lanes: try lanes.enumerated().map { index, lane in
            (name: "\(LabRun.sprite(index)) \(lane.rawValue)", expression: try lane.expression(parameters))
        }, to: format)
    }
}
