/// An empty type for animatable data: the animatable data of a type that has nothing to animate.
@frozen
public struct EmptyAnimatableData: VectorArithmetic, Hashable, Sendable {
    /// Creates an empty animatable data value.
    @inlinable public init() {}
    @inlinable public static var zero: Self { Self() }
    @inlinable public static func + (lhs: Self, rhs: Self) -> Self { lhs }
    @inlinable public static func - (lhs: Self, rhs: Self) -> Self { lhs }
    @inlinable public mutating func scale(by rhs: Double) {}
    @inlinable public var magnitudeSquared: Double { 0 }
}
