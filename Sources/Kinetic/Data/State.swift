import Foundation

/// Type-erased view of a state box, to detach it when its node leaves.
package protocol AnyStateBox: AnyObject { func detach() }

/// Where a `@State` value lives. The box created by the first view value becomes the node's
/// storage; boxes of later view values forward to it.
///
/// Not isolated itself (a `State` is created wherever its view value is); reading and writing the
/// value and linking to the node are main-actor isolated, as the graph is.
package final class StateBox<Value>: AnyStateBox {
    // Release builds skip the dynamic exclusivity checks of this file's `@exclusivity(unchecked)`
    // properties (each reached only for the span of one call); with the checks, 3.6 % more for a tap of the 1,000-row tree, 6.4 % with ForEach's (4.91 → 5.08 and 5.22 million):
    // Benchmarks/profile.sh, 2026-11-28. Debug builds check (Benchmarks/README.md, Unsafe code).
    #if !KINETIC_CHECKED
    @exclusivity(unchecked)
    #endif
    private var storage: Value
    private var forward: StateBox<Value>? {
        didSet { forwardTarget = forward.map(Unretained.init) }
    }
    /// `forward`, unretained for reads (`forward` keeps it alive): reading through the optional
    /// reference retained and released a box on every read, 4 a row of a 1,000-row tap.
    private var forwardTarget: Unretained<StateBox<Value>>?
    #if !KINETIC_CHECKED
    @exclusivity(unchecked)
    #endif
    private weak var owner: DynamicPropertyOwner?  // weak: a binding may outlive its view
    /// Whether a new value equals the stored one (decided once per box).
    private lazy var equality = Equality<Value>()

    init(_ value: Value) { storage = value }

    /// The box that holds the value.
    @inline(__always) var resolved: StateBox<Value> { forward ?? self }

    @MainActor var value: Value {
        get {
            guard let forwardTarget else { return storage }
            return forwardTarget.read { $0.storage }
        }
        set { resolved.write(newValue) }
    }

    @MainActor private func write(_ newValue: Value) {
        let unchanged = equality(storage, newValue)
        storage = newValue
        if unchanged { return }  // an equal value changes nothing (no invalidation, no update)
        if let owner, !owner.isRemoved {
            owner.graph.invalidate(owner, transaction: Transaction.current ?? Transaction())
        }
    }

    @MainActor func link(to owner: DynamicPropertyOwner, index: inout Int) {
        defer { index += 1 }
        if index < owner.slots.count {
            if let persisted = owner.slots[index] as? StateBox<Value> {
                if persisted !== self { forward = persisted }
                return
            }
            owner.slots[index] = self  // a different type at this position: start over
        } else {
            owner.slots.append(self)
        }
        self.owner = owner
    }

    package func detach() { owner = nil }
}


/// A property wrapper type that can read and write a value managed by Kinetic.
///
/// State survives body re-runs: it belongs to the view's node in the retained graph. Writing it
/// records the current transaction (set by ``withAnimation(_:_:)`` / ``withTransaction(_:_:)``) and
/// marks the owning view for an update.
@propertyWrapper
public struct State<Value>: DynamicProperty, DynamicPropertyLink {
    let box: StateBox<Value>

    /// Creates a state property that stores an initial value.
    public init(wrappedValue value: Value) { box = StateBox(value) }
    /// Creates a state property that stores an initial value.
    public init(initialValue value: Value) { box = StateBox(value) }

    /// The underlying value referenced by the state variable. Main-actor isolated: the state
    /// belongs to a node of the graph, which runs on the main actor.
    @MainActor @preconcurrency public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    /// A binding to the state value.
    @MainActor @preconcurrency public var projectedValue: Binding<Value> { Binding(location: StateLocation(box: box.resolved)) }

    @MainActor package func link(to owner: DynamicPropertyOwner, index: inout Int) { box.link(to: owner, index: &index) }
}

extension State where Value: ExpressibleByNilLiteral {
    /// Creates a state property without an initial value (nil).
    public init() { self.init(wrappedValue: nil) }
}

/// A binding location reading and writing a state box.
final class StateLocation<Value>: BindingLocation<Value> {
    let box: StateBox<Value>
    init(box: StateBox<Value>) { self.box = box }
    @MainActor override func get() -> Value { box.value }
    @MainActor override func set(_ value: Value) { box.value = value }
}
