import Foundation

/// How the inspector shows one component of an attribute's `animatableData`. SwiftUI scales some
/// components by 128 (an `Angle`'s radians, a `UnitPoint`'s coordinates); the inspector plots and
/// reads them out as a person sets them: a rotation in degrees, an anchor as a fraction of the view.
package struct AttributeUnit: Equatable, Sendable {
    /// What a component of `animatableData` is multiplied by to be shown.
    package var factor: Double
    /// The unit's symbol after a number ("°"), or nothing.
    package var symbol: String

    /// Shown as it is.
    package static let plain = AttributeUnit(factor: 1, symbol: "")

    /// The unit of component `component` of an attribute of kind `kind` ("rotationEffect",
    /// "scaleEffect"…, ``AttributeName/kind``).
    package static func of(_ kind: String, component: Int) -> AttributeUnit {
        switch (kind, component) {
        case ("rotationEffect", 0): return AttributeUnit(factor: 180 / (Double.pi * 128), symbol: "°")
        case ("rotationEffect", 1...2), ("scaleEffect", 2...3): return AttributeUnit(factor: 1.0 / 128, symbol: "")
        default: return .plain
        }
    }
}
