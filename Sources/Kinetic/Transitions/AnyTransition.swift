import Foundation

/// A type-erased transition: how a view enters and leaves the hierarchy.
///
/// Insertion animates the view from the transition's active state to identity; removal keeps the
/// view drawn while it animates from identity to the active state, then removes it.
public struct AnyTransition: Sendable {
    enum Element: Sendable {
        case opacity
        case scale(CGFloat, UnitPoint)
        case offset(CGSize)
        case move(Edge)
    }
    var insertion: [Element]
    var removal: [Element]
    /// Custom modifiers (`modifier(active:identity:)`) for insertion and removal.
    var customInsertion: [CustomTransitionModifier] = []
    var customRemoval: [CustomTransitionModifier] = []
    /// The transition's own animation (animates even a change made without one).
    var animation: Animation?

    init(insertion: [Element], removal: [Element], animation: Animation? = nil) {
        self.insertion = insertion; self.removal = removal; self.animation = animation
    }
    init(_ elements: [Element]) { self.init(insertion: elements, removal: elements) }

    /// A transition from transparent to opaque on insertion, and from opaque to transparent on removal.
    public static let opacity = AnyTransition([.opacity])
    /// A transition that scales the view from zero.
    public static var scale: AnyTransition { scale(scale: 0) }
    /// A transition that scales the view from `scale` about `anchor`.
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition([.scale(scale, anchor)]) }
    /// A transition that inserts by moving in from the leading edge, and removes by moving out towards the trailing edge.
    public static let slide = AnyTransition(insertion: [.move(.leading)], removal: [.move(.trailing)])
    /// A transition that moves the view away, towards the specified edge of the view.
    public static func move(edge: Edge) -> AnyTransition { AnyTransition([.move(edge)]) }
    /// A transition that offsets the view by the specified amount.
    public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition([.offset(offset)]) }
    /// A transition that offsets the view by the specified amounts.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { offset(CGSize(width: x, height: y)) }
    /// A transition that returns the input view, unmodified, as the output view.
    public static let identity = AnyTransition([])
    /// A transition that moves in from `edge` and out towards the opposite edge, fading.
    public static func push(from edge: Edge) -> AnyTransition {
        let opposite: Edge = [.top: .bottom, .bottom: .top, .leading: .trailing, .trailing: .leading][edge]!
        return AnyTransition(insertion: [.move(edge), .opacity], removal: [.move(opposite), .opacity])
    }
    /// Provides a composite transition that uses a different transition for insertion versus removal.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        var t = AnyTransition(insertion: insertion.insertion, removal: removal.removal, animation: insertion.animation ?? removal.animation)
        t.customInsertion = insertion.customInsertion
        t.customRemoval = removal.customRemoval
        return t
    }
    /// Combines this transition with another, returning a new transition that is the result of both transitions being applied.
    public func combined(with other: AnyTransition) -> AnyTransition {
        var t = AnyTransition(insertion: insertion + other.insertion, removal: removal + other.removal, animation: animation ?? other.animation)
        t.customInsertion = customInsertion + other.customInsertion
        t.customRemoval = customRemoval + other.customRemoval
        return t
    }
    /// A transition from one view modifier value to another: `active` while the view is entering or
    /// leaving, `identity` otherwise. The modifier's animatable attributes carry the animation.
    @MainActor @preconcurrency public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition {
        let custom = CustomTransitionModifier(active: active, identity: identity)
        var t = AnyTransition([])
        t.customInsertion = [custom]
        t.customRemoval = [custom]
        return t
    }
    /// Attaches an animation to this transition.
    public func animation(_ animation: Animation?) -> AnyTransition {
        var copy = self; copy.animation = animation; return copy
    }

    /// The effect values of `elements` for a view laid out in `frame`.
    static func values(_ elements: [Element], frame: CGRect) -> TransitionValues {
        var values = TransitionValues()
        for element in elements {
            switch element {
            case .opacity: values.opacity = 0
            case .scale(let scale, let anchor): values.scale.width *= scale; values.scale.height *= scale; values.anchor = anchor
            case .offset(let offset): values.offset.width += offset.width; values.offset.height += offset.height
            case .move(let edge):
                switch edge {
                case .leading: values.offset.width -= frame.width
                case .trailing: values.offset.width += frame.width
                case .top: values.offset.height -= frame.height
                case .bottom: values.offset.height += frame.height
                }
            }
        }
        return values
    }
}

/// The effect values a transition drives: opacity, scale about an anchor, offset.
struct TransitionValues {
    var opacity = 1.0
    var scale = CGSize(width: 1, height: 1)
    var anchor = UnitPoint.center
    var offset = CGSize.zero
}

/// A custom transition modifier, applied with its active or identity value.
@MainActor final class CustomTransitionModifier {
    let apply: (AnyView, Bool) -> AnyView
    init<E: ViewModifier>(active: E, identity: E) {
        apply = { view, isActive in AnyView(view.modifier(isActive ? active : identity)) }
    }
}
