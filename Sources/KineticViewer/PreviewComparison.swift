import Foundation
import Kinetic

/// An A/B a scene asks the viewer for: one attribute's animated changes run a second time, from
/// the same inputs, under another animation — drawn as a ghost over the scene, plotted beside it
/// with their difference, and recorded beside it (`record` writes its samples under `label`). A
/// scene hands it up with ``View/previewComparison(_:with:label:)``; the inspector's own A/B, when
/// a user turns it on, takes its place.
nonisolated public struct PreviewComparison: Equatable, Sendable {
    /// The attribute compared ("A · offset": the view's test id or label, and the modifier).
    public var attribute: AttributeName
    /// Its animation in the second run.
    public var animation: Animation
    /// What the second run is called in legends and recordings ("B").
    public var label: String

    /// Creates a comparison.
    /// - Parameters:
    ///   - attribute: The attribute compared.
    ///   - animation: Its animation in the second run.
    ///   - label: What the second run is called.
    public init(attribute: AttributeName, animation: Animation, label: String) {
        self.attribute = attribute
        self.animation = animation
        self.label = label
    }
}

/// The preference a scene's view sets for its A/B (the last one drawn wins).
public struct PreviewComparisonKey: PreferenceKey {
    public static let defaultValue: PreviewComparison? = nil
    public static func reduce(value: inout PreviewComparison?, nextValue: () -> PreviewComparison?) {
        value = nextValue() ?? value
    }
}

extension View {
    /// Asks the viewer to compare `attribute` under `animation` while this view is shown: the scene
    /// runs a second time from the same inputs with that attribute's animated changes under
    /// `animation`, drawn as a ghost and plotted and recorded as `label`. A change takes the
    /// animation named as of the scene's latest update before it, so it may follow the view's
    /// state (a tuning slider, a typed animation).
    /// - Parameters:
    ///   - attribute: The attribute compared, `AttributeName(view: "A", attribute: "offset")`.
    ///   - animation: Its animation in the second run.
    ///   - label: What the second run is called ("B").
    /// - Returns: A view that hands the comparison to the viewer.
    public func previewComparison(_ attribute: AttributeName, with animation: Animation, label: String = "B") -> some View {
        preference(key: PreviewComparisonKey.self, value: PreviewComparison(attribute: attribute, animation: animation, label: label))
    }
}
