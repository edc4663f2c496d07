import Foundation

extension Double: VectorArithmetic {
    @inlinable public mutating func scale(by rhs: Double) { self *= rhs }
    @inlinable public var magnitudeSquared: Double { self * self }
}

extension Float: VectorArithmetic {
    @inlinable public mutating func scale(by rhs: Double) { self *= Float(rhs) }
    /// Squared in Double, so large finite values do not overflow to infinity.
    @inlinable public var magnitudeSquared: Double { Double(self) * Double(self) }
}

extension CGFloat: VectorArithmetic {
    @inlinable public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }
    @inlinable public var magnitudeSquared: Double { Double(self * self) }
}
