/// A key for accessing animation state values.
///
/// Define a type that conforms to this protocol to keep the state a custom animation needs
/// between calls in its context's `state`.
public protocol AnimationStateKey {
    /// The associated type representing the type of the animation state key's value.
    associatedtype Value
    /// The default value for the animation state key.
    static var defaultValue: Value { get }
}
