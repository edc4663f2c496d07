import Foundation

/// A modifier that you apply to a view or another view modifier, producing a different version of the original value.
///
/// Main-actor isolated as SwiftUI's is (`@MainActor @preconcurrency`).
@MainActor @preconcurrency public protocol ViewModifier {
    /// The type of view representing the body.
    associatedtype Body: View
    /// The content view type passed to `body()`.
    typealias Content = _ViewModifier_Content<Self>
    /// Gets the current body of the caller.
    @ViewBuilder @MainActor @preconcurrency func body(content: Content) -> Body
}

extension ViewModifier where Body == Never {
    /// Built-in modifiers act on the graph directly.
    public func body(content: Content) -> Never { bodyError(Self.self) }
}

extension ViewModifier {
    /// Returns a new modifier that is the result of concatenating `self` with `modifier`.
    public func concat<T>(_ modifier: T) -> ModifiedContent<Self, T> { ModifiedContent(content: self, modifier: modifier) }
}

extension View {
    /// Applies a modifier to a view and returns a new view.
    public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> { ModifiedContent(content: self, modifier: modifier) }
}

/// The content a custom ``ViewModifier`` receives: a placeholder for the modified view.
public struct _ViewModifier_Content<Modifier: ViewModifier> {
}

extension _ViewModifier_Content: View, PrimitiveView {
    public typealias Body = Never
    package static func makeNode(view: UnsafeRawPointer, parent: ViewNode?, context: inout UpdateContext) -> ViewNode {
        makePlaceholderNode(view: view, parent: parent, context: &context, name: "ViewModifier.Content")
    }
}

/// A value with a modifier applied to it.
public struct ModifiedContent<Content, Modifier> {
    /// The content that the modifier transforms into a new view or new view modifier.
    public var content: Content
    /// The view modifier.
    public var modifier: Modifier
    /// A structure that the defines the content and modifier needed to produce a new view or view modifier.
    public init(content: Content, modifier: Modifier) { self.content = content; self.modifier = modifier }
}

extension ModifiedContent: View, PrimitiveView where Content: View, Modifier: ViewModifier {
    public typealias Body = Never
    package static func makeNode(view: UnsafeRawPointer, parent: ViewNode?, context: inout UpdateContext) -> ViewNode {
        let node: ViewNode
        if let primitive = Modifier.self as? any PrimitiveModifier.Type {
            node = makePrimitiveModifierNode(primitive, parent: parent, context: context)
        } else {
            node = CustomModifierNode<Content, Modifier>(graph: context.graph, parent: parent)
        }
        node.update(from: view, context: &context)
        return node
    }

    @MainActor private static func makePrimitiveModifierNode<P: PrimitiveModifier>(_ type: P.Type, parent: ViewNode?, context: UpdateContext) -> ViewNode {
        ModifierNode<Content, P, P.Effect>(graph: context.graph, parent: parent)
    }
}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
    public func body(content: _ViewModifier_Content<Self>) -> Never { bodyError(Self.self) }
}

/// A built-in modifier whose effect on the graph is described by an ``ModifierEffect``.
package protocol PrimitiveModifier: ViewModifier where Body == Never {
    associatedtype Effect: ModifierEffect where Effect.Modifier == Self
}

/// The retained part of a built-in modifier in its node: animators, layout and drawing hooks.
///
/// A class, so that the layout and frame paths call it without generic metadata lookups; only
/// `update` (which reads the typed modifier value) is generic.
@MainActor package class ModifierEffectBase {
    package init() {}
    /// The size of the modified view for `proposal`.
    package func sizeThatFits(_ proposal: ProposedViewSize, content: ViewNode) -> CGSize { content.sizeThatFits(proposal) }
    /// Places the content (and secondary children) in `rect`, the modified view's frame.
    package func place(in rect: CGRect, content: ViewNode, node: ViewNode) { content.place(in: rect) }
    /// Draws the content with this effect applied.
    package func render(_ renderer: inout DisplayListBuilder, content: ViewNode, node: ViewNode) { content.render(&renderer) }
    /// Unconditional transaction edits that also reach descendants updated on their own.
    package func adjustTransactionForDescendant(_ transaction: inout Transaction) {}
    /// The node left the graph.
    package func teardown() {}
    /// Calls `body` with each animatable attribute of the effect and its name.
    package func forEachAttribute(_ body: (String, AnimatedAttribute) -> Void) {}
    /// Whether the effect leaves layout alone (a spacer stays a spacer through it).
    package var isLayoutNeutral: Bool { true }
}

/// A built-in modifier's effect, typed by the modifier it reads.
@MainActor package protocol ModifierEffect: ModifierEffectBase {
    associatedtype Modifier
    /// Creates the effect for the first modifier value (the node then calls `update`).
    init(modifier: Modifier, node: ViewNode, context: inout UpdateContext)
    /// Applies a modifier value before the content updates; edits to `context` reach the content only.
    func update(modifier: Modifier, node: ViewNode, context: inout UpdateContext)
    /// Updates secondary children (backgrounds, overlays) after the content.
    func updateAfterContent(modifier: Modifier, node: ViewNode, context: inout UpdateContext)
    /// True when neither `update` nor `updateAfterContent` ever changes `context`: the node then
    /// skips saving the transaction and environment before the content and restoring them after
    /// (the content leaves the context as it found it). False unless an effect declares it.
    static var leavesContextAlone: Bool { get }
}

extension ModifierEffect {
    package func updateAfterContent(modifier: Modifier, node: ViewNode, context: inout UpdateContext) {}
    package static var leavesContextAlone: Bool { false }
}

/// The non-generic part of a built-in modifier's node: layout and drawing go through the effect.
package class EffectNode: ViewNode {
    // Release builds skip the dynamic exclusivity checks of this file's `@exclusivity(unchecked)`
    // properties (each reached only for the span of one call); with the checks, 5.6 % more for a tap of the 1,000-row tree (4.91 → 5.18 million):
    // Benchmarks/profile.sh, 2026-11-28. Debug builds check (Benchmarks/README.md, Unsafe code).
    #if !KINETIC_CHECKED
    @exclusivity(unchecked)
    #endif
    package var effect: ModifierEffectBase!

    package override var spacerMinLength: CGFloat? { effect.isLayoutNeutral ? children[0].spacerMinLength : nil }

    package override func measure(_ proposal: ProposedViewSize) -> CGSize {
        effect.sizeThatFits(proposal, content: children[0])
    }

    package override func arrange(in rect: CGRect) {
        frame = rect
        effect.place(in: rect, content: children[0], node: self)
    }

    package override func render(_ renderer: inout DisplayListBuilder) {
        let start = renderer.list.items.count
        // Neither retained for the call (the node holds both; drawing changes neither): with
        // ViewNode's children, a third of drawing 1,000 rows of three modifiers each.
        let content = Unretained(children[0])
        Unretained(effect).withGuaranteedReference { effect in
            content.withGuaranteedReference { effect.render(&renderer, content: $0, node: self) }
        }
        if renderer.recordsAttributes { renderer.recordAttributes(of: self, from: start) }
    }

    package override func adjustTransactionForDescendant(_ transaction: inout Transaction) {
        effect?.adjustTransactionForDescendant(&transaction)
    }

    package override func teardown() {
        super.teardown()
        effect?.teardown()
    }

    package override func forEachAttribute(_ body: (String, AnimatedAttribute) -> Void) {
        effect?.forEachAttribute(body)
    }
}

/// The node of a built-in modifier applied to `Content`. `Effect` is `Modifier.Effect`, a generic
/// parameter of its own so that an update reaches it with no associated-type look-up.
package final class ModifierNode<Content: View, Modifier: PrimitiveModifier, Effect: ModifierEffect>: EffectNode
where Effect.Modifier == Modifier {
    /// The effect, typed (no downcast or metadata lookup per update); not retained here (`effect`
    /// holds it), so an update retains nothing to reach it.
    #if !KINETIC_CHECKED
    @exclusivity(unchecked)
    #endif
    private var typedEffect: Unretained<Effect>?
    /// Where `content` and `modifier` sit in a `ModifiedContent<Content, Modifier>` value, computed
    /// once: reading the fields through them needs no generic metadata lookup per update.
    private let contentOffset = MemoryLayout<ModifiedContent<Content, Modifier>>.offset(of: \ModifiedContent<Content, Modifier>.content)!
    private let modifierOffset = MemoryLayout<ModifiedContent<Content, Modifier>>.offset(of: \ModifiedContent<Content, Modifier>.modifier)!
    /// `Effect.leavesContextAlone`, asked once.
    private let leavesContextAlone = Effect.leavesContextAlone

    package override func update(from pointer: UnsafeRawPointer, context: inout UpdateContext) {
        let content = UnsafeRawPointer(pointer + contentOffset)
        let modifier = (pointer + modifierOffset).assumingMemoryBound(to: Modifier.self)
        visit(context)
        let typed: Unretained<Effect>
        if let typedEffect { typed = typedEffect } else {
            let made = Effect(modifier: modifier.pointee, node: self, context: &context)
            effect = made
            typed = Unretained(made)
            typedEffect = typed
        }
        typed.withGuaranteedReference { typed in
            if leavesContextAlone {
                // Nothing to undo after the content (which leaves the context as it found it): no
                // copies of the transaction and environment (about ten retains and releases).
                typed.update(modifier: modifier.pointee, node: self, context: &context)
                updateContent(at: content, context: &context)
                typed.updateAfterContent(modifier: modifier.pointee, node: self, context: &context)
                return
            }
            let savedTransaction = context.transaction
            let savedEnvironment = context.environment
            typed.update(modifier: modifier.pointee, node: self, context: &context)
            updateContent(at: content, context: &context)
            context.transaction = savedTransaction
            context.environment = savedEnvironment
            typed.updateAfterContent(modifier: modifier.pointee, node: self, context: &context)
        }
    }

    /// Makes or updates the content node from the `Content` value at `content` (not copied).
    @inline(__always)
    private func updateContent(at content: UnsafeRawPointer, context: inout UpdateContext) {
        if children.isEmpty {
            children.append(makeNode(type: Content.self, pointer: content, parent: self, context: &context))
        } else {
            // Not retained for the call: `children` holds it and only this node replaces it.
            Unretained(children[0]).withGuaranteedReference {
                $0.checkViewType(Content.self)
                $0.update(from: content, context: &context)
            }
        }
    }

    package override var debugName: String { "\(Modifier.self)" }
}

/// The node of a custom ``ViewModifier``: like a composite view whose body receives a placeholder for the content.
package final class CustomModifierNode<Content: View, Modifier: ViewModifier>: DynamicPropertyOwner {
    #if !KINETIC_CHECKED
    @exclusivity(unchecked)
    #endif
    private var value: ModifiedContent<Content, Modifier>?
    private var outerSlot: ContentSlot?

    package override var isList: Bool { true }
    package override var viewTypeName: String { "\(Modifier.self)" }
    package override var debugName: String { "\(Modifier.self)" }

    package override func update(from pointer: UnsafeRawPointer, context: inout UpdateContext) {
        let view = pointer.view(as: ModifiedContent<Content, Modifier>.self)
        visit(context)
        environment = context.environment
        outerSlot = context.contentSlot
        pendingTransaction = nil
        linkDynamicProperties(of: view.modifier)
        value = view
        runBody(view, context: &context)
    }

    private func runBody(_ view: ModifiedContent<Content, Modifier>, context: inout UpdateContext) {
        context.withContentSlot(view.content, transaction: context.transaction, owner: self) { context in
            let saved = graph.evaluatingBody
            graph.evaluatingBody = self
            let body = view.modifier.body(content: _ViewModifier_Content())
            graph.evaluatingBody = saved
            if children.isEmpty {
                children.append(makeNode(body, parent: self, context: &context))
            } else {
                updateNode(children[0], with: body, context: &context)
            }
        }
    }

    package override func rerun(transaction: Transaction) {
        guard let value else { return }
        var context = UpdateContext(graph: graph, transaction: transaction, environment: environment)
        context.contentSlot = outerSlot
        visit(context)
        runBody(value, context: &context)
    }
}
