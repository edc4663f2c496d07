import Foundation

/// A modifier that hands one kind of pointer event to an action: hover phases
/// (`onContinuousHover`), scroll-wheel turns (`_onScrollWheel`). The host's hit test finds its
/// effect by the event type.
package struct _PointerActionModifier<Event>: PrimitiveModifier {
    let action: (Event) -> Void
    package typealias Effect = PointerActionEffect<Event>
}

/// The effect of a ``_PointerActionModifier``: a pointer effect (it notes where its view was
/// drawn) holding the modifier's latest action.
package final class PointerActionEffect<Event>: PointerEffect, ModifierEffect {
    var action: (Event) -> Void

    package init(modifier: _PointerActionModifier<Event>, node: ViewNode, context: inout UpdateContext) {
        action = modifier.action
    }

    package func update(modifier: _PointerActionModifier<Event>, node: ViewNode, context: inout UpdateContext) {
        action = modifier.action
    }
}
