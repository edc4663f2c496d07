import Foundation

/// A type that describes how to animate a property of a view.
public protocol Animatable {
    /// The type defining the data to animate.
    associatedtype AnimatableData: VectorArithmetic
    /// The data to animate.
    var animatableData: AnimatableData { get set }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
    /// The data to animate: nothing.
    @inlinable public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

extension Animatable where Self: VectorArithmetic {
    /// A vector is its own animatable data.
    @inlinable public var animatableData: Self {
        get { self }
        set { self = newValue }
    }
}

extension Double: Animatable {}
extension Float: Animatable {}
extension CGFloat: Animatable {}
extension AnimatablePair: Animatable {}
extension EmptyAnimatableData: Animatable {
    /// Nothing to animate.
    @inlinable public var animatableData: EmptyAnimatableData {
        get { self }
        set {}
    }
}
