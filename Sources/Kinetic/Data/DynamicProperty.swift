import Foundation

/// An interface for a stored variable that updates an external property of a view.
///
/// The graph links a view's dynamic properties (``State``, ``Environment``, …) to storage that
/// outlives the view value before it calls `body`.
public protocol DynamicProperty {
    /// Updates the underlying value of the stored value.
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}

/// A dynamic property Kinetic knows how to link to its node's retained storage.
package protocol DynamicPropertyLink {
    /// Links this property (the `index`-th linked property of the view) to `owner`'s storage.
    @MainActor func link(to owner: DynamicPropertyOwner, index: inout Int)
}

/// A node that owns dynamic-property storage (a composite view or a custom view modifier).
package class DynamicPropertyOwner: ViewNode {
    /// The transaction captured by the state change that made this node dirty (nil when clean).
    package var pendingTransaction: Transaction?
    /// Retained storage of the view's `@State` properties, in declaration order.
    package var slots: [AnyObject] = []
    /// The environment the node last received.
    package var environment = EnvironmentValues()
    /// Whether the view type has linked properties (scanned once with `Mirror`).
    private var scan: Scan = .unknown
    private enum Scan { case unknown, none, some }

    /// The view type's name, for warnings.
    package var viewTypeName: String { debugName }
    /// The view type's name when a user defined it (outside Kinetic), for inspectors; nil otherwise.
    package var userViewTypeName: String? { nil }
    /// Whether it is one of Kinetic's controls (``_KineticControl``): what it draws is the
    /// control's own, not the user's.
    package var isKineticControl: Bool { false }

    /// Re-runs the body after a state change, with the transaction that reaches this node.
    package func rerun(transaction: Transaction) {}

    /// Links the dynamic properties found in `value` to this node's storage.
    package func linkDynamicProperties<Value>(of value: Value) {
        if scan == .none { return }
        var index = 0
        var found = false
        link(Mirror(reflecting: value), index: &index, found: &found)
        if scan == .unknown { scan = found ? .some : .none }
    }

    private func link(_ mirror: Mirror, index: inout Int, found: inout Bool) {
        for child in mirror.children {
            if let property = child.value as? DynamicPropertyLink {
                property.link(to: self, index: &index)
                found = true
            } else if child.value is DynamicProperty {
                link(Mirror(reflecting: child.value), index: &index, found: &found)
            }
        }
    }

    package override func teardown() {
        super.teardown()
        detachSlots()
    }

    package override func abandon() {
        super.abandon()
        detachSlots()
    }

    private func detachSlots() {
        for slot in slots { (slot as? AnyStateBox)?.detach() }
        slots.removeAll()
    }
}
