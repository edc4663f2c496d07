import Foundation
import Kinetic

/// How one component of an attribute's `animatableData` is shown: in the unit the code wrote it
/// in. SwiftUI scales some components by 128 (an `Angle`'s radians, a `UnitPoint`'s coordinates);
/// the inspector, its read-outs and samples.csv show a rotation in degrees, an anchor as a fraction
/// of the view, an offset or a frame in points, a scale as a factor.
package struct AttributeUnit: Equatable, Sendable {
    /// What a component of `animatableData` is multiplied by to be shown.
    package var factor: Double
    /// The unit's symbol after a number ("°", " pt", "×"), or nothing.
    package var symbol: String
    /// The unit's name in samples.csv's `unit` column: `deg`, `pt`, `factor`, `fraction`, `s`, or empty
    /// (the `animatableData` figure itself: a custom view's, a shape's, a layout's).
    package var name: String

    /// Shown as it is.
    package static let plain = AttributeUnit(factor: 1, symbol: "", name: "")
    /// Points (offsets, frames, radii).
    package static let points = AttributeUnit(factor: 1, symbol: " pt", name: "pt")
    /// A scale factor.
    package static let factor = AttributeUnit(factor: 1, symbol: "×", name: "factor")
    /// A fraction (opacity, a colour channel).
    package static let fraction = AttributeUnit(factor: 1, symbol: "", name: "fraction")
    /// A `UnitPoint` coordinate (its `animatableData` is the fraction × 128).
    package static let anchor = AttributeUnit(factor: 1.0 / 128, symbol: "", name: "fraction")
    /// Seconds (a keyframe animator's clock).
    package static let seconds = AttributeUnit(factor: 1, symbol: " s", name: "s")
    /// An `Angle` (its `animatableData` is the radians × 128), in degrees.
    package static let degrees = AttributeUnit(factor: 180 / (Double.pi * 128), symbol: "°", name: "deg")

    /// The names and units of the components of an attribute of kind `kind` ("rotationEffect",
    /// "scaleEffect"…, ``AttributeName/kind``), in `animatableData`'s order; nil for kinds whose
    /// data is the user's (a custom view's `animatableData`, a shape's, a layout's).
    private static func parts(of kind: String) -> [(name: String, unit: AttributeUnit)]? {
        switch kind {
        case "offset", "transitionOffset": return [("x", .points), ("y", .points)]
        case AttributeName.frame, "matchedGeometry": return [("x", .points), ("y", .points), ("width", .points), ("height", .points)]
        case "scaleEffect", "transitionScale": return [("scale x", .factor), ("scale y", .factor), ("anchor x", .anchor), ("anchor y", .anchor)]
        case "rotationEffect": return [("angle", .degrees), ("anchor x", .anchor), ("anchor y", .anchor)]
        case "opacity", "transitionOpacity": return [("opacity", .fraction)]
        case "color", "shadowColor": return [("red", .fraction), ("green", .fraction), ("blue", .fraction), ("opacity", .fraction)]
        case "shadow": return [("radius", .points), ("x", .points), ("y", .points)]
        case "blur": return [("radius", .points)]
        case AttributeName.keyframeTime: return [("time", .seconds)]
        case "unitPoint": return [("x", .anchor), ("y", .anchor)]
        default: return nil
        }
    }

    /// The unit of component `component` of an attribute of kind `kind`.
    package static func of(_ kind: String, component: Int) -> AttributeUnit {
        guard let parts = parts(of: kind), parts.indices.contains(component) else { return .plain }
        return parts[component].unit
    }

    /// The name of component `component` of an attribute of kind `kind` with `count` components:
    /// `x`, `width`, `anchor y`, `red`…; `value` for the one component of data Kinetic does not
    /// know, else its index.
    package static func componentName(_ kind: String, component: Int, count: Int) -> String {
        if let parts = parts(of: kind), parts.indices.contains(component) { return parts[component].name }
        return count == 1 ? "value" : "\(component)"
    }
}
