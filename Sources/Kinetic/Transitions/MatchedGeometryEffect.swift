import Foundation
import Synchronization

/// A dynamic property type that allows access to a namespace defined by the persistent identity
/// of the object containing the property (e.g. a view).
@propertyWrapper
public struct Namespace: DynamicProperty, DynamicPropertyLink {
    /// A namespace's identity.
    public struct ID: Hashable, Sendable { let value: Int }

    /// The last identity given (namespaces may be created on any thread).
    private static let counter = Mutex(0)
    private static func next() -> Int { counter.withLock { counter in counter += 1; return counter } }

    let box: StateBox<Int>

    /// Creates a namespace (its identity is the view's: it survives body re-runs).
    public init() { box = StateBox(Namespace.next()) }

    /// The namespace's identity.
    @MainActor @preconcurrency public var wrappedValue: ID { ID(value: box.value) }

    @MainActor package func link(to owner: DynamicPropertyOwner, index: inout Int) { box.link(to: owner, index: &index) }
}

/// The geometry a matched geometry effect shares.
public struct MatchedGeometryProperties: OptionSet, Hashable, Sendable {
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
    let isSource: Bool
    package typealias Effect = MatchedGeometryEffect
}

package struct MatchedGeometryKey: Hashable {
    let id: AnyHashable
    let namespace: Namespace.ID
}

/// Sources (`isSource: true`, the default): when one appears in the same update in which another
/// source with that key is present or leaving, the new view is drawn from the other's frame and
/// animates to its own (and a leaving one animates towards the new frame): the frame "moves"
/// between the two.
///
/// The other views of the group (`isSource: false`) take the source's frame: they are drawn at
/// its laid-out frame (position and / or size), and move with the transaction when it changes.
/// With no source in the group they keep their own frame. A group should have one source present
/// at a time; with more, a runtime warning, and the first registered one is used.
package final class MatchedGeometryEffect: ModifierEffectBase, ModifierEffect {
    var key: MatchedGeometryKey
    var properties: MatchedGeometryProperties
    var isSource: Bool
    unowned let node: ViewNode
    let createdStamp: Int
    var transaction = Transaction()
    /// The update in which `transaction` was recorded.
    var transactionStamp = -1
    var modelFrame = CGRect.null
    var displayed: AnimatedValue<CGRect.AnimatableData>?

    package init(modifier: _MatchedGeometryModifier, node: ViewNode, context: inout UpdateContext) {
        key = modifier.key
        properties = modifier.properties
        isSource = modifier.isSource
        self.node = node
        createdStamp = node.graph.updateCount
        transaction = context.transaction
        transactionStamp = node.graph.updateCount
        super.init()
        node.graph.matchedGroups[key, default: []].append(self)
    }

    package func update(modifier: _MatchedGeometryModifier, node: ViewNode, context: inout UpdateContext) {
        transaction = context.transaction
        transactionStamp = node.graph.updateCount
        properties = modifier.properties
        isSource = modifier.isSource
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
        guard rect.isFiniteFrame else { return }
        let graph = node.graph
        guard isSource else {
            // The source's frame comes first; without a source the view keeps its own.
            if graph.matchedSource(for: key) == nil { follow(nil) }
            return
        }
        if let displayed {
            if displayed.animator.isAnimating { displayed.set(rect.animatableData, transaction: transaction) }
            else { displayed.set(rect.animatableData, transaction: Transaction()) }
        } else {
            displayed = AnimatedValue.make(rect.animatableData, owner: node)
        }
        // Followers take this frame at once, in whatever layout pass it changed (an update or a frame).
        guard let group = graph.matchedGroups[key], group.count > 1, graph.matchedSource(for: key) === self else { return }
        for follower in group where !follower.isSource { follower.follow(self) }
    }

    /// The transaction this effect's layout changes animate with in the current update.
    private var layoutTransaction: Transaction {
        transactionStamp == node.graph.updateCount ? transaction : node.graph.updateTransaction
    }

    /// A non-source view takes `source`'s laid-out frame (its own without a source): at once the
    /// first time, then animated with the transaction of the update that changed it.
    func follow(_ source: MatchedGeometryEffect?) {
        let target = source?.modelFrame ?? modelFrame
        guard target.isFiniteFrame else { return }
        if let displayed { displayed.set(target.animatableData, transaction: layoutTransaction) }
        else { displayed = AnimatedValue.make(target.animatableData, owner: node) }
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
    /// The view whose frame the group `key` shares: the first source present (not leaving), or
    /// while none is present the first leaving one. Several sources present at once are a mistake:
    /// a runtime warning (once per group), and the first one is used.
    func matchedSource(for key: MatchedGeometryKey) -> MatchedGeometryEffect? {
        guard let group = matchedGroups[key] else { return nil }
        var present: MatchedGeometryEffect?
        var leaving: MatchedGeometryEffect?
        for effect in group where effect.isSource {
            if effect.node.isLeaving {
                if leaving == nil { leaving = effect }
            } else if present == nil {
                present = effect
            } else {
                reportIssue("Multiple views with isSource: true share matchedGeometryEffect id \(String(reflecting: key.id.base)) "
                                    + "in one namespace; using the first one as the source", in: self)
                break
            }
        }
        return present ?? leaving
    }

    /// After an update's layout: matches sources that appeared in this update with the sources
    /// sharing their key, and has the other views of each group follow its source.
    func resolveMatchedGeometry() {
        guard isMounted, !matchedGroups.isEmpty else { return }
        for (key, group) in matchedGroups where group.count > 1 || !group[0].isSource {
            let source = matchedSource(for: key)
            for follower in group where !follower.isSource { follower.follow(source) }
            for effect in group where effect.isSource && effect.createdStamp == updateCount {
                guard let other = group.first(where: { $0 !== effect && $0.isSource && $0.createdStamp != updateCount }) else { continue }
                effect.animate(from: other.presentationFrame)
                if other.node.isLeaving { other.animate(to: effect.modelFrame, transaction: effect.transaction) }
            }
        }
    }
}

extension CGRect {
    /// Whether the origin and size are all finite.
    var isFiniteFrame: Bool { minX.isFinite && minY.isFinite && width.isFinite && height.isFinite }
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
    ///
    /// The view with `isSource: true` (one per id at a time) provides the frame; views with
    /// `isSource: false` are drawn at the source's frame (its `properties`), animating with the
    /// transaction when it changes. `anchor` is accepted but not used yet.
    public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
                                                   anchor: UnitPoint = .center, isSource: Bool = true) -> some View {
        modifier(_MatchedGeometryModifier(key: MatchedGeometryKey(id: AnyHashable(id), namespace: namespace), properties: properties,
                                          isSource: isSource))
    }
}
