import Foundation

/// `fixedSize(horizontal:vertical:)`: the content gets its ideal size in the fixed axes.
public struct _FixedSizeLayout: PrimitiveModifier {
    let horizontal: Bool
    let vertical: Bool
    package typealias Effect = FixedSizeEffect
}

package final class FixedSizeEffect: ModifierEffectBase, ModifierEffect {
    var horizontal: Bool
    var vertical: Bool
    package init(modifier: _FixedSizeLayout, node: ViewNode, context: inout UpdateContext) {
        horizontal = modifier.horizontal; vertical = modifier.vertical
    }
    package func update(modifier: _FixedSizeLayout, node: ViewNode, context: inout UpdateContext) {
        if horizontal != modifier.horizontal || vertical != modifier.vertical { node.invalidateLayout() }
        horizontal = modifier.horizontal; vertical = modifier.vertical
    }
    private func proposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height)
    }
    package override func sizeThatFits(_ proposal: ProposedViewSize, content: ViewNode) -> CGSize {
        content.sizeThatFits(self.proposal(proposal))
    }
    package override func place(in rect: CGRect, content: ViewNode, node: ViewNode) {
        let size = content.sizeThatFits(proposal(ProposedViewSize(rect.size)))
        content.place(in: CGRect(origin: Alignment.center.origin(of: size, in: rect), size: size))
    }
    package override var isLayoutNeutral: Bool { false }
}

/// `layoutPriority(_:)`: stacks offer space to higher priorities first.
public struct _PriorityLayout: PrimitiveModifier {
    let priority: Double
    package typealias Effect = PriorityEffect
}

package final class PriorityEffect: ModifierEffectBase, ModifierEffect {
    var priority: Double
    package init(modifier: _PriorityLayout, node: ViewNode, context: inout UpdateContext) { priority = modifier.priority }
    package func update(modifier: _PriorityLayout, node: ViewNode, context: inout UpdateContext) {
        if priority != modifier.priority { node.invalidateLayout() }
        priority = modifier.priority
    }
}

extension ViewNode {
    /// The layout priority set by `layoutPriority(_:)` on this node (or inside modifiers around it).
    var layoutPriority: Double {
        var node: ViewNode = self
        while let effectNode = node as? EffectNode {
            if let priority = effectNode.effect as? PriorityEffect { return priority.priority }
            guard let content = effectNode.children.first else { break }
            node = content
        }
        return 0
    }
}

extension View {
    /// Fixes this view at its ideal size in the specified dimensions.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        modifier(_FixedSizeLayout(horizontal: horizontal, vertical: vertical))
    }
    /// Fixes this view at its ideal size.
    public func fixedSize() -> some View { fixedSize(horizontal: true, vertical: true) }
    /// Sets the priority by which a parent layout should apportion space to this child.
    public func layoutPriority(_ value: Double) -> some View { modifier(_PriorityLayout(priority: value)) }
}
