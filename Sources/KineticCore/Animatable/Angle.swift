import Foundation

/// A geometric angle whose value you access in either radians or degrees.
@frozen
public struct Angle: Hashable, Comparable, Sendable, Animatable {
    /// The angle in radians.
    public var radians: Double

    /// The angle in degrees.
    @inlinable public var degrees: Double {
        get { radians * (180.0 / .pi) }
        set { radians = newValue * (.pi / 180.0) }
    }

    /// The zero angle.
    @inlinable public init() { radians = 0 }
    /// Creates an angle of the given radians.
    @inlinable public init(radians: Double) { self.radians = radians }
    /// Creates an angle of the given degrees.
    @inlinable public init(degrees: Double) { self.radians = degrees * (.pi / 180.0) }

    /// An angle of zero.
    public static let zero = Angle()
    /// Returns an angle of the given radians.
    @inlinable public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
    /// Returns an angle of the given degrees.
    @inlinable public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }

    /// The angle's radians × 128, as SwiftUI declares it (90° is 201.06, a full turn 804.25).
    ///
    /// The factor is SwiftUI's artefact, kept because it decides when a rotation counts as
    /// settled: a simulated spring finishes when its distance and speed fall under absolute
    /// thresholds, which a value 128 times larger reaches later, so rotations end when SwiftUI's do.
    @inlinable public var animatableData: Double {
        get { radians * 128 }
        set { radians = newValue / 128 }
    }

    @inlinable public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
    @inlinable public static func + (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians + rhs.radians) }
    @inlinable public static func - (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians - rhs.radians) }
    @inlinable public static prefix func - (angle: Angle) -> Angle { Angle(radians: -angle.radians) }
    @inlinable public static func * (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians * rhs) }
    @inlinable public static func / (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians / rhs) }
}
