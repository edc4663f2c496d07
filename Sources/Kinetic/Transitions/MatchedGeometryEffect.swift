import Foundation

/// A dynamic property type that allows access to a namespace defined by the persistent identity
/// of the object containing the property (e.g. a view).
@propertyWrapper
public struct Namespace: DynamicProperty, DynamicPropertyLink {
    /// A namespace's identity.
    public struct ID: Hashable { let value: Int }

    nonisolated(unsafe) private static var counter = 0
    private static let lock = NSLock()
    private static func next() -> Int { lock.lock(); defer { lock.unlock() }; counter += 1; return counter }

    let box: StateBox<Int>

    /// Creates a namespace (its identity is the view's: it survives body re-runs).
    public init() { box = StateBox(Namespace.next()) }

    /// The namespace's identity.
    public var wrappedValue: ID { ID(value: box.value) }

    package func link(to owner: DynamicPropertyOwner, index: inout Int) { box.link(to: owner, index: &index) }
}

/// The geometry a matched geometry effect shares.
public struct MatchedGeometryProperties: OptionSet, Hashable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The view's position (its centre).
    public static let position = MatchedGeometryProperties(rawValue: 1)
    /// The view's size.
    public static let size = MatchedGeometryProperties(rawValue: 2)
    /// Both position and size.
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

/// `matchedGeometryEffect(id:in:properties:anchor:isSource:)`.
public struct _MatchedGeometryModifier: PrimitiveModifier {
    let key: MatchedGeometryKey
    let properties: MatchedGeometryProperties
    package typealias Effect = MatchedGeometryEffect
}

package struct MatchedGeometryKey: Hashable {
    let id: AnyHashable
    let namespace: Namespace.ID
}

/// When a view with a key appears in the same update in which another view with that key is
/// present or leaving, the new view is drawn from the other's frame and animates to its own (and a
/// leaving one animates towards the new frame): the frame "moves" between the two.
package final class MatchedGeometryEffect: ModifierEffectBase, ModifierEffect {
    var key: MatchedGeometryKey
    var properties: MatchedGeometryProperties
    unowned(unsafe) let node: ViewNode
    let createdStamp: Int
    var transaction = Transaction()
    var modelFrame = CGRect.null
    var displayed: AnimatedValue<CGRect.AnimatableData>?

    package init(modifier: _MatchedGeometryModifier, node: ViewNode, context: inout UpdateContext) {
        key = modifier.key
        properties = modifier.properties
        self.node = node
        createdStamp = node.graph.updateCount
        super.init()
        node.graph.matchedGroups[key, default: []].append(self)
    }

    package func update(modifier: _MatchedGeometryModifier, node: ViewNode, context: inout UpdateContext) {
        transaction = context.transaction
        properties = modifier.properties
        if modifier.key != key {
            unregister()
            key = modifier.key
            node.graph.matchedGroups[key, default: []].append(self)
        }
    }

    private func unregister() {
        node.graph.matchedGroups[key]?.removeAll { $0 === self }
        if node.graph.matchedGroups[key]?.isEmpty == true { node.graph.matchedGroups[key] = nil }
    }

    package override func place(in rect: CGRect, content: ViewNode, node: ViewNode) {
        content.place(in: rect)
        modelFrame = rect
        guard rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite, rect.height.isFinite else { return }
        if let displayed {
            if displayed.animator.isAnimating { displayed.set(rect.animatableData, transaction: transaction) }
            else { displayed.set(rect.animatableData, transaction: Transaction()) }
        } else {
            displayed = AnimatedValue.make(rect.animatableData, graph: node.graph)
        }
    }

    /// The frame drawn now.
    var presentationFrame: CGRect {
        guard let displayed else { return modelFrame }
        var rect = CGRect.zero
        rect.animatableData = displayed.presentationValue
        return rect
    }

    /// Starts the frame at `source` and animates it to this view's own frame.
    func animate(from source: CGRect) {
        guard let displayed, !modelFrame.isNull else { return }
        displayed.set(source.animatableData, transaction: Transaction())
        displayed.set(modelFrame.animatableData, transaction: transaction)
    }

    /// Animates a leaving view's frame towards `target`.
    func animate(to target: CGRect, transaction: Transaction) {
        displayed?.set(target.animatableData, transaction: transaction)
    }

    package override func render(_ renderer: inout DisplayListBuilder, content: ViewNode, node: ViewNode) {
        let shown = presentationFrame
        guard !modelFrame.isNull, shown != modelFrame else { content.render(&renderer); return }
        var sx: CGFloat = 1, sy: CGFloat = 1
        if properties.contains(.size) {
            sx = modelFrame.width > 0 ? shown.width / modelFrame.width : 1
            sy = modelFrame.height > 0 ? shown.height / modelFrame.height : 1
        }
        let dx = properties.contains(.position) ? shown.midX - modelFrame.midX : 0
        let dy = properties.contains(.position) ? shown.midY - modelFrame.midY : 0
        let transform = Transform2D.translation(x: dx, y: dy)
            .concatenating(inner: .scale(x: sx, y: sy, about: CGPoint(x: modelFrame.midX, y: modelFrame.midY)))
        renderer.withTransform(transform) { content.render(&$0) }
    }

    package override func forEachAttribute(_ body: (String, AnimatedAttribute) -> Void) {
        if let displayed { body("matchedGeometry", displayed) }
    }

    package override func teardown() {
        unregister()
        displayed?.stop()
    }
}

extension SceneGraph {
    /// Matches views that appeared in this update with the views sharing their key.
    func resolveMatchedGeometry() {
        guard isMounted, !matchedGroups.isEmpty else { return }
        for (_, group) in matchedGroups where group.count > 1 {
            for effect in group where effect.createdStamp == updateCount {
                guard let other = group.first(where: { $0 !== effect && $0.createdStamp != updateCount }) else { continue }
                let source = other.presentationFrame
                effect.animate(from: source)
                if other.node.isLeaving { other.animate(to: effect.modelFrame, transaction: effect.transaction) }
            }
        }
    }
}

extension ViewNode {
    /// Whether this node is inside a subtree that is leaving (drawn for its removal transition).
    var isLeaving: Bool {
        var current: ViewNode? = self
        while let node = current {
            if node.removal != nil { return true }
            current = node.parent
        }
        return false
    }
}

extension View {
    /// Defines a group of views with synchronized geometry using an identifier and namespace that you provide.
    public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
                                                   anchor: UnitPoint = .center, isSource: Bool = true) -> some View {
        modifier(_MatchedGeometryModifier(key: MatchedGeometryKey(id: AnyHashable(id), namespace: namespace), properties: properties))
    }
}
