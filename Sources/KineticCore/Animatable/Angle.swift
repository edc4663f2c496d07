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

    /// The angle's radians.
    @inlinable public var animatableData: Double {
        get { radians }
        set { radians = newValue }
    }

    @inlinable public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
    @inlinable public static func + (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians + rhs.radians) }
    @inlinable public static func - (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians - rhs.radians) }
    @inlinable public static prefix func - (angle: Angle) -> Angle { Angle(radians: -angle.radians) }
    @inlinable public static func * (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians * rhs) }
    @inlinable public static func / (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians / rhs) }
}
