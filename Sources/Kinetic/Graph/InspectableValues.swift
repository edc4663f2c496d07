import Foundation

/// A view whose body computes values that an inspector plots under names of their own: a keyframe
/// animator's tracks (`\.verticalStretch`), which would otherwise show only as the modifiers they
/// drive (`scaleEffect`). While the graph has subscribers, its node keeps one driven attribute per
/// value and sets it each time the body runs (``CompositeNode``); without subscribers it costs nothing.
package protocol InspectableValues {
    /// Calls `body` with each value's name and the value, in the same order on every call.
    @MainActor func forEachInspectableValue(_ body: (_ name: String, _ value: any Animatable) -> Void)
}

extension AttributeName {
    /// The kind whose component names and units a value of type `type` reads in, when the
    /// attribute is named after the user's property rather than a modifier: an `Angle` as a
    /// rotation, a `UnitPoint` as an anchor; nil for data Kinetic does not know.
    package static func valueKind(of type: Any.Type) -> String? {
        if type == Angle.self { return "rotationEffect" }
        if type == UnitPoint.self { return "unitPoint" }
        return nil
    }
}
