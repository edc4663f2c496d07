import Foundation

/// A named value produced by a view.
///
/// A view with multiple children automatically combines its values for a given preference into a
/// single value visible to its ancestors: in drawing order, with ``reduce(value:nextValue:)``.
/// A view with no value for the key contributes nothing; an ancestor with no values below it
/// sees ``defaultValue``.
public protocol PreferenceKey {
    /// The type of value produced by this preference.
    associatedtype Value
    /// The default value of the preference.
    static var defaultValue: Value { get }
    /// Combines a sequence of values by modifying the previously-accumulated value with the result of a closure that provides the next value.
    /// - Parameters:
    ///   - value: the values accumulated so far (the first value seen, to start).
    ///   - nextValue: the next value, in drawing order.
    static func reduce(value: inout Value, nextValue: () -> Value)
}

/// `preference(key:value:)`: the modified view's value for `Key` (replacing its content's values for that key).
public struct _PreferenceWritingModifier<Key: PreferenceKey>: PrimitiveModifier {
    let value: Key.Value
    package typealias Effect = PreferenceWriterEffect<Key>
}

package final class PreferenceWriterEffect<Key: PreferenceKey>: ModifierEffectBase, ModifierEffect {
    /// The value written (read by observers above).
    package private(set) var value: Key.Value
    private unowned let node: ViewNode

    package init(modifier: _PreferenceWritingModifier<Key>, node: ViewNode, context: inout UpdateContext) {
        value = modifier.value
        self.node = node
        super.init()
        PreferenceObserverBase.valueChanged(for: Key.self, below: node)
    }

    package func update(modifier: _PreferenceWritingModifier<Key>, node: ViewNode, context: inout UpdateContext) {
        let changed = !PreferenceObserverBase.same(value, modifier.value)
        value = modifier.value
        if changed { PreferenceObserverBase.valueChanged(for: Key.self, below: node) }
    }

    package override func teardown() {
        // The value leaves with the view: observers still in the graph read their subtree again.
        PreferenceObserverBase.valueChanged(for: Key.self, below: node)
    }
}

/// The non-generic part of `onPreferenceChange`: ancestors found by walking up from a writer.
package class PreferenceObserverBase: ModifierEffectBase {
    let keyID: ObjectIdentifier
    /// Weak: a queued check may run after the node left the graph in the same update.
    weak var node: ViewNode?
    private var isCheckPending = false

    init(keyID: ObjectIdentifier, node: ViewNode) {
        self.keyID = keyID
        self.node = node
    }

    /// Reads the subtree's value again after the current update (layout included).
    final func setNeedsCheck() {
        guard !isCheckPending, let graph = node?.graph else { return }
        isCheckPending = true
        graph.enqueue { [self] in
            isCheckPending = false
            if let node, !node.isRemoved { check(node) }
        }
    }

    /// Reduces the values below `node` and calls the action if the result changed.
    func check(_ node: ViewNode) {}

    /// Tells the observers of `key` above `node` that a value below them changed.
    static func valueChanged<K: PreferenceKey>(for key: K.Type, below node: ViewNode) {
        let id = ObjectIdentifier(K.self)
        var current = node.parent
        while let n = current {
            if !n.isRemoved, let observer = (n as? EffectNode)?.effect as? PreferenceObserverBase, observer.keyID == id {
                observer.setNeedsCheck()
            }
            current = n.parent
        }
    }

    /// Whether two values are equal, when their type can say; otherwise they count as different.
    static func same<V>(_ a: V, _ b: V) -> Bool { Equality<V>()(a, b) }
}

/// The value of `Key` that the views in `node`'s subtree produce, in drawing order.
@MainActor package func preferenceValue<Key: PreferenceKey>(_ key: Key.Type, in node: ViewNode) -> Key.Value {
    var result: Key.Value?
    func visit(_ n: ViewNode) {
        if let writer = (n as? EffectNode)?.effect as? PreferenceWriterEffect<Key> {
            let next = writer.value
            if result == nil { result = next } else { Key.reduce(value: &result!, nextValue: { next }) }
            return  // a writer replaces its content's values for the key
        }
        for child in n.children where !child.isRemoved { visit(child) }
    }
    visit(node)
    return result ?? Key.defaultValue
}

/// `onPreferenceChange(_:perform:)`: runs an action when the content's value for `Key` changes.
public struct _PreferenceActionModifier<Key: PreferenceKey>: PrimitiveModifier where Key.Value: Equatable {
    let action: (Key.Value) -> Void
    package typealias Effect = PreferenceObserverEffect<Key>
}

package final class PreferenceObserverEffect<Key: PreferenceKey>: PreferenceObserverBase, ModifierEffect where Key.Value: Equatable {
    private var action: (Key.Value) -> Void
    private var last = Key.defaultValue

    package init(modifier: _PreferenceActionModifier<Key>, node: ViewNode, context: inout UpdateContext) {
        action = modifier.action
        super.init(keyID: ObjectIdentifier(Key.self), node: node)
    }

    package func update(modifier: _PreferenceActionModifier<Key>, node: ViewNode, context: inout UpdateContext) {
        action = modifier.action
    }

    override func check(_ node: ViewNode) {
        guard let content = node.children.first else { return }
        let value = preferenceValue(Key.self, in: content)
        guard value != last else { return }
        last = value
        action(value)
    }
}

extension View {
    /// Sets a value for the given preference.
    /// - Parameters:
    ///   - key: the preference key.
    ///   - value: this view's value (its content's values for the same key are replaced).
    /// - Returns: A view that produces `value` for `key`.
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        modifier(_PreferenceWritingModifier<K>(value: value))
    }

    /// Adds an action to perform when the specified preference key's value changes.
    ///
    /// The action runs after the update (and layout) in which the reduced value of the view's
    /// content changed, starting from the key's default value; state it changes is applied in a
    /// following update, as in SwiftUI.
    /// - Parameters:
    ///   - key: the preference key to watch.
    ///   - action: called with the new reduced value.
    /// - Returns: A view that watches `key` below it.
    public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void) -> some View
    where K.Value: Equatable {
        modifier(_PreferenceActionModifier<K>(action: action))
    }
}
