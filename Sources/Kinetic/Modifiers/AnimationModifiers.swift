import Foundation

// Transactions through the tree (SPEC §7). These modifiers edit the transaction that reaches the
// content below them; the value-based forms only when their value changed in this update.

/// `animation(_:value:)`: sets the animation for the content when `value` changed.
public struct _ValueAnimationModifier<Value: Equatable>: PrimitiveModifier {
    let animation: Animation?
    let value: Value
    package typealias Effect = ValueAnimationEffect<Value>
}

package final class ValueAnimationEffect<Value: Equatable>: ModifierEffectBase, ModifierEffect {
    var last: Value
    package init(modifier: _ValueAnimationModifier<Value>, node: ViewNode, context: inout UpdateContext) { last = modifier.value }
    package func update(modifier: _ValueAnimationModifier<Value>, node: ViewNode, context: inout UpdateContext) {
        guard modifier.value != last else { return }
        last = modifier.value
        if !context.transaction.disablesAnimations { context.transaction.animation = modifier.animation }
    }
}

/// `animation(_:)`: sets the animation for the content at every update.
public struct _AnimationModifier: PrimitiveModifier {
    let animation: Animation?
    package typealias Effect = AnimationEffect
}

package final class AnimationEffect: ModifierEffectBase, ModifierEffect {
    var animation: Animation?
    package init(modifier: _AnimationModifier, node: ViewNode, context: inout UpdateContext) { animation = modifier.animation }
    package func update(modifier: _AnimationModifier, node: ViewNode, context: inout UpdateContext) {
        animation = modifier.animation
        adjustTransactionForDescendant(&context.transaction)
    }
    package override func adjustTransactionForDescendant(_ transaction: inout Transaction) {
        if !transaction.disablesAnimations { transaction.animation = animation }
    }
}

/// `transaction(_:)`: edits the transaction for the content at every update.
public struct _TransactionModifier: PrimitiveModifier {
    let transform: (inout Transaction) -> Void
    package typealias Effect = TransactionEffect
}

package final class TransactionEffect: ModifierEffectBase, ModifierEffect {
    var transform: (inout Transaction) -> Void
    package init(modifier: _TransactionModifier, node: ViewNode, context: inout UpdateContext) { transform = modifier.transform }
    package func update(modifier: _TransactionModifier, node: ViewNode, context: inout UpdateContext) {
        transform = modifier.transform
        transform(&context.transaction)
    }
    package override func adjustTransactionForDescendant(_ transaction: inout Transaction) { transform(&transaction) }
}

/// `transaction(value:_:)`: edits the transaction for the content when `value` changed.
public struct _ValueTransactionModifier<Value: Equatable>: PrimitiveModifier {
    let value: Value
    let transform: (inout Transaction) -> Void
    package typealias Effect = ValueTransactionEffect<Value>
}

package final class ValueTransactionEffect<Value: Equatable>: ModifierEffectBase, ModifierEffect {
    var last: Value
    package init(modifier: _ValueTransactionModifier<Value>, node: ViewNode, context: inout UpdateContext) { last = modifier.value }
    package func update(modifier: _ValueTransactionModifier<Value>, node: ViewNode, context: inout UpdateContext) {
        guard modifier.value != last else { return }
        last = modifier.value
        modifier.transform(&context.transaction)
    }
}

/// The scoped forms, `animation(_:body:)` and `transaction(_:body:)`: the edited transaction reaches
/// only the modifiers written inside `body`; the content (the placeholder) keeps the original one.
public struct _ScopedTransactionView<Content: View, Body: View>: View, PrimitiveView {
    enum Edit { case animation(Animation?), transform((inout Transaction) -> Void) }
    let content: Content
    let scopedBody: Body
    let edit: Edit

    package static func makeNode(view: UnsafeRawPointer, parent: ViewNode?, context: inout UpdateContext) -> ViewNode {
        let node = ScopedTransactionNode<Content, Body>(graph: context.graph, parent: parent)
        node.update(from: view, context: &context)
        return node
    }
}

package final class ScopedTransactionNode<Content: View, Body: View>: ViewNode {
    package override var isList: Bool { true }

    package override func update(from pointer: UnsafeRawPointer, context: inout UpdateContext) {
        let view = pointer.view(as: _ScopedTransactionView<Content, Body>.self)
        visit(context)
        let original = context.transaction
        var scoped = original
        switch view.edit {
        case .animation(let animation): if !scoped.disablesAnimations { scoped.animation = animation }
        case .transform(let transform): transform(&scoped)
        }
        context.withContentSlot(view.content, transaction: original, owner: self) { context in
            context.transaction = scoped
            if children.isEmpty { children.append(makeNode(view.scopedBody, parent: self, context: &context)) }
            else { updateNode(children[0], with: view.scopedBody, context: &context) }
        }
        context.transaction = original
    }
}

extension View {
    /// Applies the given animation to this view when the specified value changes.
    /// - Parameters:
    ///   - animation: The animation to apply. If `animation` is `nil`, the view doesn't animate.
    ///   - value: A value to monitor for changes.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        modifier(_ValueAnimationModifier(animation: animation, value: value))
    }

    /// Applies the given animation to all animatable values within this view.
    @available(*, deprecated, message: "Use withAnimation or animation(_:value:) instead.")
    public func animation(_ animation: Animation?) -> some View {
        modifier(_AnimationModifier(animation: animation))
    }

    /// Applies the given animation to all animatable values within the `body` closure.
    ///
    /// Any modifiers applied to the content of `body` will be applied to this view, and the animation
    /// will only be used on the modifiers defined in the body.
    public func animation<V: View>(_ animation: Animation?, @ViewBuilder body: (PlaceholderContentView<Self>) -> V) -> some View {
        _ScopedTransactionView(content: self, scopedBody: body(PlaceholderContentView()), edit: .animation(animation))
    }

    /// Applies the given transaction mutation function to all animations used within the view.
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View {
        modifier(_TransactionModifier(transform: transform))
    }

    /// Applies the given transaction mutation function to all animations used within the view, when `value` changed.
    public func transaction(value: some Equatable, _ transform: @escaping (inout Transaction) -> Void) -> some View {
        modifier(_ValueTransactionModifier(value: value, transform: transform))
    }

    /// Applies the given transaction mutation function to all animations used within the `body` closure.
    public func transaction<V: View>(_ transform: @escaping (inout Transaction) -> Void, @ViewBuilder body: (PlaceholderContentView<Self>) -> V) -> some View {
        _ScopedTransactionView(content: self, scopedBody: body(PlaceholderContentView()), edit: .transform(transform))
    }
}
