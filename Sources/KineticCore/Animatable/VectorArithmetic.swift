/// A type that can serve as the animatable data of an animatable type.
///
/// `VectorArithmetic` extends `AdditiveArithmetic` with scalar multiplication and a way to get
/// the magnitude of the value. Animations work on the *difference* between two such vectors.
public protocol VectorArithmetic: AdditiveArithmetic {
    /// Multiplies each component of this value by the given value.
    mutating func scale(by rhs: Double)

    /// The dot-product of this animatable data instance with itself.
    var magnitudeSquared: Double { get }
}

extension VectorArithmetic {
    /// Returns a value with each component of this value multiplied by the given value.
    @inlinable
    public func scaled(by rhs: Double) -> Self {
        var result = self
        result.scale(by: rhs)
        return result
    }

    /// Linear interpolation `self + (other − self)·fraction`, the building block of blending.
    @inlinable
    package func interpolated(towards other: Self, amount: Double) -> Self {
        self + (other - self).scaled(by: amount)
    }
}
