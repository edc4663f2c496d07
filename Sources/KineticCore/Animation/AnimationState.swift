/// A container that stores the state for a custom animation.
///
/// An ``AnimationContext`` uses this type to store state for a ``CustomAnimation``, keyed by
/// ``AnimationStateKey`` types.
public struct AnimationState<Value: VectorArithmetic> {
    // `Dictionary()`, not `[:]`: the empty literal goes through `init(dictionaryLiteral:)`, about
    // 20 instructions for every animation an update starts.
    @usableFromInline var storage = [ObjectIdentifier: Any]()

    /// Creates an empty state.
    @inlinable public init() {}

    /// Accesses the state for a custom key; unwritten keys read as their default value.
    public subscript<K: AnimationStateKey>(key: K.Type) -> K.Value {
        get { storage[ObjectIdentifier(key)].map { $0 as! K.Value } ?? K.defaultValue }
        set { storage[ObjectIdentifier(key)] = newValue }
    }
}
