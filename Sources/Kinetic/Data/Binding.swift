import Foundation

/// A place a binding reads and writes. Reads and writes are main-actor isolated: the state a
/// binding reaches lives in the graph, on the main actor.
class BindingLocation<Value> {
    @MainActor func get() -> Value { fatalError("abstract") }
    @MainActor func set(_ value: Value) { fatalError("abstract") }
}

final class ClosureLocation<Value>: BindingLocation<Value> {
    let getter: () -> Value
    let setter: (Value, Transaction) -> Void
    init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) { getter = get; setter = set }
    @MainActor override func get() -> Value { getter() }
    @MainActor override func set(_ value: Value) { setter(value, Transaction.current ?? Transaction()) }
}

final class ConstantLocation<Value>: BindingLocation<Value> {
    let value: Value
    init(_ value: Value) { self.value = value }
    @MainActor override func get() -> Value { value }
    @MainActor override func set(_ value: Value) {}
}

final class KeyPathLocation<Root, Value>: BindingLocation<Value> {
    let base: Binding<Root>
    let keyPath: WritableKeyPath<Root, Value>
    init(base: Binding<Root>, keyPath: WritableKeyPath<Root, Value>) { self.base = base; self.keyPath = keyPath }
    @MainActor override func get() -> Value { base.wrappedValue[keyPath: keyPath] }
    @MainActor override func set(_ value: Value) { var root = base.wrappedValue; root[keyPath: keyPath] = value; base.wrappedValue = root }
}

/// A property wrapper type that can read and write a value owned by a source of truth.
///
/// A binding can carry a transaction: ``animation(_:)`` and ``transaction(_:)`` make every write
/// through it happen inside that transaction (SPEC §7).
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
    let location: BindingLocation<Value>
    /// The binding's transaction, applied to writes.
    public var transaction: Transaction
    var hasTransaction = false

    init(location: BindingLocation<Value>, transaction: Transaction? = nil) {
        self.location = location
        self.transaction = transaction ?? Transaction()
        self.hasTransaction = transaction != nil
    }

    /// Creates a binding with closures that read and write the binding value.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.init(location: ClosureLocation(get: get, set: { value, _ in set(value) }))
    }

    /// Creates a binding with closures that read and write the binding value, the setter receiving the transaction.
    public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
        self.init(location: ClosureLocation(get: get, set: set))
    }

    /// Creates a binding from another binding.
    public init(projectedValue: Binding<Value>) { self = projectedValue }

    /// Creates a binding with an immutable value.
    public static func constant(_ value: Value) -> Binding<Value> { Binding(location: ConstantLocation(value)) }

    /// The underlying value referenced by the binding variable (on the main actor, where the
    /// state it reaches lives).
    @MainActor @preconcurrency public var wrappedValue: Value {
        get { location.get() }
        nonmutating set {
            if hasTransaction {
                withTransaction(transaction) { location.set(newValue) }
            } else {
                location.set(newValue)
            }
        }
    }

    /// A projection of the binding value that returns a binding.
    public var projectedValue: Binding<Value> { self }

    /// Returns a binding to the property `keyPath` of the value.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(location: KeyPathLocation(base: self, keyPath: keyPath), transaction: hasTransaction ? transaction : nil)
    }

    /// Specifies an animation to perform when the binding value changes.
    /// - Parameter animation: An animation sequence performed when the binding value changes.
    /// - Returns: A new binding.
    public func animation(_ animation: Animation? = .default) -> Binding<Value> {
        var t = transaction
        t.animation = animation
        return Binding(location: location, transaction: t)
    }

    /// Specifies a transaction for the binding.
    /// - Parameter transaction: An instance of a ``Transaction``.
    /// - Returns: A new binding.
    public func transaction(_ transaction: Transaction) -> Binding<Value> {
        Binding(location: location, transaction: transaction)
    }
}

extension Binding: DynamicProperty {}

// An isolated conformance: the id is read through the binding, on the main actor.
extension Binding: @MainActor Identifiable where Value: Identifiable {
    @MainActor public var id: Value.ID { wrappedValue.id }
}
