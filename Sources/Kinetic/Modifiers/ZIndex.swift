import Foundation

/// `zIndex(_:)`: the drawing order of a view among its siblings.
public struct _ZIndexModifier: PrimitiveModifier {
    let value: Double
    package typealias Effect = ZIndexEffect
}

package final class ZIndexEffect: ModifierEffectBase, ModifierEffect {
    package init(modifier: _ZIndexModifier, node: ViewNode, context: inout UpdateContext) { Self.apply(modifier, to: node) }
    package func update(modifier: _ZIndexModifier, node: ViewNode, context: inout UpdateContext) { Self.apply(modifier, to: node) }
    private static func apply(_ modifier: _ZIndexModifier, to node: ViewNode) {
        node.zIndex = modifier.value.isFinite ? modifier.value : 0
        guard node.zIndex != 0 else { return }
        // Siblings are the views of the enclosing stack, as SwiftUI flattens the lists between
        // (`if`, `ForEach`, a `Group`): each list up to it orders its children too
        // (``ViewNode/effectiveZIndex``).
        var child = node
        while let parent = child.parent {
            parent.hasZIndexedChildren = true
            guard parent.isList else { break }
            child = parent
        }
    }
}

extension View {
    /// Controls the display order of overlapping views: a sibling with a higher value is drawn
    /// later, on top (0 by default). Siblings are the views of one stack, group or list.
    public func zIndex(_ value: Double) -> some View { modifier(_ZIndexModifier(value: value)) }
}
