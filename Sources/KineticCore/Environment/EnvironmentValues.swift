/// A collection of environment values propagated through a view hierarchy.
///
/// Values are stored by key type; a key that was never written reads as its `defaultValue`.
/// The view layer declares its keys as extensions of this type.
public struct EnvironmentValues: CustomStringConvertible {
    // `Dictionary()`, not `[:]`: the empty literal goes through `init(dictionaryLiteral:)`.
    @usableFromInline var values = [ObjectIdentifier: Any]()

    /// Creates an environment with every key at its default value.
    public init() {}

    /// Accesses the environment value associated with a custom key.
    ///
    /// Inlinable, so each key's accessor is compiled for its concrete value type: generic code here
    /// would look up `Optional<K.Value>` metadata on every read.
    @inlinable
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { values[ObjectIdentifier(key)].map { $0 as! K.Value } ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    public var description: String { "EnvironmentValues(\(values.count) set)" }
}
