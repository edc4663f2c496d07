import Foundation

/// Colours and metrics shared by the controls (iOS's light appearance).
enum ControlStyle {
    /// The grouped background behind forms, lists and navigation views (systemGroupedBackground).
    static let groupedBackground = Color(red: 0.949, green: 0.949, blue: 0.969)
    /// Cards of grouped rows (secondarySystemGroupedBackground).
    static let rowBackground = Color.white
    /// Separators between rows.
    static let separator = Color(red: 0.776, green: 0.776, blue: 0.784)
    /// The unfilled part of a slider track and the segmented control's background.
    static let fill = Color(red: 0.471, green: 0.471, blue: 0.502, opacity: 0.16)
    /// A paint that is invisible but takes taps (hit-testing skips fully clear items).
    static let hitArea = Color(white: 1, opacity: 0.001)
}

/// `_runtimeWarning(_:)`: emits a warning on the host's graph while `message` is non-nil.
package struct _RuntimeWarningModifier: PrimitiveModifier {
    let message: String?
    package typealias Effect = RuntimeWarningEffect
}

package final class RuntimeWarningEffect: ModifierEffectBase, ModifierEffect {
    package init(modifier: _RuntimeWarningModifier, node: ViewNode, context: inout UpdateContext) {}
    package func update(modifier: _RuntimeWarningModifier, node: ViewNode, context: inout UpdateContext) {
        if let message = modifier.message { reportIssue(message, in: node.graph) }
    }
}

extension View {
    /// Emits `message` as a runtime warning of the host (once) whenever it is non-nil.
    func _runtimeWarning(_ message: String?) -> some View { modifier(_RuntimeWarningModifier(message: message)) }
}
