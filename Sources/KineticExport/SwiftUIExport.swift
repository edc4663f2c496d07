import Foundation

extension AnimationExpression {
    /// A complete SwiftUI view that runs each lane's animation, with the expressions exactly as
    /// they were written or tuned: one circle per lane, and a tap that toggles each lane's state
    /// inside its own `withAnimation`.
    /// - Parameter lanes: each lane's name (a comment; may be empty) and expression.
    /// - Returns: Swift source that compiles against SwiftUI (and Kinetic).
    package static func swiftUISnippet(lanes: [(name: String, expression: AnimationExpression)]) -> String {
        let states = lanes.indices.map { lanes.count == 1 ? "moved" : "moved\(LaneNames.letter($0))" }
        var lines = ["import SwiftUI", "", "struct TunedAnimation: View {"]
        lines += states.map { "    @State private var \($0) = false" }
        lines += ["", "    var body: some View {", "        VStack(spacing: 24) {"]
        for state in states {
            lines.append("            Circle().frame(width: 44, height: 44).offset(x: \(state) ? 120 : -120)")
        }
        lines += ["        }", "        .onTapGesture {"]
        for (lane, state) in zip(lanes, states) {
            if !lane.name.isEmpty { lines.append("            // \(lane.name)") }
            lines.append("            withAnimation(\(lane.expression)) {")
            lines.append("                \(state).toggle()")
            lines.append("            }")
        }
        lines += ["        }", "    }", "}"]
        return lines.joined(separator: "\n")
    }
}

/// Lane letters, as the lab names them (A, B, C…).
enum LaneNames {
    static func letter(_ index: Int) -> String { String(UnicodeScalar(UInt8(65 + index % 26))) }
}
