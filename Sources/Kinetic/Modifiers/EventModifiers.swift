import Foundation

/// `onTapGesture(count:perform:)`: a tap on what the content draws runs `action`.
public struct _TapGestureModifier: PrimitiveModifier {
    let count: Int
    let action: () -> Void
    package typealias Effect = TapGestureEffect
}

package final class TapGestureEffect: ModifierEffectBase, ModifierEffect {
    let handler: TapHandler
    package init(modifier: _TapGestureModifier, node: ViewNode, context: inout UpdateContext) {
        handler = TapHandler(count: modifier.count, action: modifier.action)
    }
    package func update(modifier: _TapGestureModifier, node: ViewNode, context: inout UpdateContext) {
        handler.action = modifier.action
        handler.count = modifier.count
    }
    package override func render(_ renderer: inout DisplayListBuilder, content: ViewNode, node: ViewNode) {
        let saved = renderer.tapTarget
        renderer.tapTarget = renderer.tapHandlers.count
        renderer.tapHandlers.append(handler)
        content.render(&renderer)
        renderer.tapTarget = saved
    }
}

/// `onAppear(perform:)` / `onDisappear(perform:)`.
public struct _AppearanceActionModifier: PrimitiveModifier {
    let appear: (() -> Void)?
    let disappear: (() -> Void)?
    package typealias Effect = AppearanceEffect
}

package final class AppearanceEffect: ModifierEffectBase, ModifierEffect {
    var disappear: (() -> Void)?
    unowned let graph: SceneGraph
    package init(modifier: _AppearanceActionModifier, node: ViewNode, context: inout UpdateContext) {
        graph = node.graph
        if let appear = modifier.appear { graph.enqueue(appear) }
    }
    package func update(modifier: _AppearanceActionModifier, node: ViewNode, context: inout UpdateContext) {
        disappear = modifier.disappear
    }
    package override func teardown() { if let disappear { graph.enqueue(disappear) } }
}

/// `onChange(of:initial:_:)`: runs the action after an update in which `value` changed.
public struct _ValueActionModifier<Value: Equatable>: PrimitiveModifier {
    let value: Value
    let initial: Bool
    let action: (Value, Value) -> Void
    package typealias Effect = ValueActionEffect<Value>
}

package final class ValueActionEffect<Value: Equatable>: ModifierEffectBase, ModifierEffect {
    var last: Value
    package init(modifier: _ValueActionModifier<Value>, node: ViewNode, context: inout UpdateContext) {
        last = modifier.value
        if modifier.initial { let v = modifier.value, action = modifier.action; node.graph.enqueue { action(v, v) } }
    }
    package func update(modifier: _ValueActionModifier<Value>, node: ViewNode, context: inout UpdateContext) {
        guard modifier.value != last else { return }
        let old = last, new = modifier.value, action = modifier.action
        last = new
        node.graph.enqueue { action(old, new) }
    }
}

/// `testID(_:)` / `accessibilityIdentifier(_:)`: names what the content draws, for hosts and tests.
public struct _TestIDModifier: PrimitiveModifier {
    let id: String
    package typealias Effect = TestIDEffect
}

package final class TestIDEffect: ModifierEffectBase, ModifierEffect {
    var id: String
    package init(modifier: _TestIDModifier, node: ViewNode, context: inout UpdateContext) { id = modifier.id }
    package func update(modifier: _TestIDModifier, node: ViewNode, context: inout UpdateContext) { id = modifier.id }
    package override func render(_ renderer: inout DisplayListBuilder, content: ViewNode, node: ViewNode) {
        let saved = renderer.testID
        let start = renderer.list.items.count
        renderer.testID = id
        content.render(&renderer)
        renderer.testID = saved
        renderer.list.identifiedRanges.append((id, start..<renderer.list.items.count))
    }
}

extension View {
    /// Adds an action to perform when this view recognizes a tap gesture.
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        modifier(_TapGestureModifier(count: count, action: action))
    }
    /// Adds an action to perform before this view appears.
    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        modifier(_AppearanceActionModifier(appear: action, disappear: nil))
    }
    /// Adds an action to perform after this view disappears.
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        modifier(_AppearanceActionModifier(appear: nil, disappear: action))
    }
    /// Adds a modifier for this view that fires an action when a specific value changes.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some View {
        modifier(_ValueActionModifier(value: value, initial: initial, action: action))
    }
    /// Adds a modifier for this view that fires an action when a specific value changes.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
        modifier(_ValueActionModifier(value: value, initial: initial, action: { _, _ in action() }))
    }
    /// Adds a modifier for this view that fires an action when a specific value changes (deprecated one-argument form).
    @available(*, deprecated, message: "Use onChange with a two or zero parameter action closure instead.")
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View {
        modifier(_ValueActionModifier(value: value, initial: false, action: { _, new in action(new) }))
    }
    /// Names this view for hosts and tests: ``HeadlessHost/tap(id:)`` and ``DisplayList/item(withID:)`` find it.
    public func testID(_ id: String) -> some View { modifier(_TestIDModifier(id: id)) }
    /// Uses the string you specify to identify the view (the same as ``testID(_:)``).
    public func accessibilityIdentifier(_ identifier: String) -> some View { modifier(_TestIDModifier(id: identifier)) }
    /// Sets the colour of the foreground elements displayed by this view.
    public func foregroundColor(_ color: Color?) -> some View { environment(\.foregroundColor, color) }
    /// Sets a view's foreground elements to use a given style.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { environment(\.foregroundColor, style._resolveStyle()) }
    /// Sets the default font for text in this view.
    public func font(_ font: Font?) -> some View { environment(\.font, font) }
    /// Sets the tint colour within this view.
    public func tint(_ tint: Color?) -> some View { environment(\.foregroundColor, tint) }
}

/// `allowsHitTesting(_:)`: whether taps can land on what the content draws.
public struct _AllowsHitTestingModifier: PrimitiveModifier {
    let enabled: Bool
    package typealias Effect = AllowsHitTestingEffect
}

package final class AllowsHitTestingEffect: ModifierEffectBase, ModifierEffect {
    var enabled: Bool
    package init(modifier: _AllowsHitTestingModifier, node: ViewNode, context: inout UpdateContext) { enabled = modifier.enabled }
    package func update(modifier: _AllowsHitTestingModifier, node: ViewNode, context: inout UpdateContext) { enabled = modifier.enabled }
    package override func render(_ renderer: inout DisplayListBuilder, content: ViewNode, node: ViewNode) {
        let saved = renderer.allowsHitTesting
        renderer.allowsHitTesting = saved && enabled
        content.render(&renderer)
        renderer.allowsHitTesting = saved
    }
}

extension View {
    /// Configures whether this view participates in hit test operations.
    public func allowsHitTesting(_ enabled: Bool) -> some View { modifier(_AllowsHitTestingModifier(enabled: enabled)) }
}
