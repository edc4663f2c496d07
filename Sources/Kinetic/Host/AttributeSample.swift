import Foundation

/// One animatable attribute of the scene graph at the current time, for inspectors and plots.
public struct AttributeSample: Equatable, Sendable {
    /// Identifies the attribute while it exists (the same number in ``AttributeEvent/attribute``).
    public var id: Int
    /// The attribute: `offset`, `scaleEffect`, `rotationEffect`, `opacity`, `shadow`, `shadowColor`,
    /// `frame`, `color`, `shape`, `stroke`, or `animatableData` (a custom `Animatable` view).
    public var name: String
    /// The view that owns it: for a modifier, the view its chain of modifiers applies to.
    public var view: String
    /// The innermost `testID(_:)` around it, if any.
    public var testID: String?
    /// The latest value set, as vector components.
    public var model: [Double]
    /// The value drawn now, as vector components.
    public var presentation: [Double]
    /// d(presentation)/dt now (units per second), as vector components.
    public var velocity: [Double]
    /// The number of animations running on the attribute (more than one while they combine).
    public var runningAnimations: Int
    /// The kind whose component names and units it reads in when it is named after the user's
    /// property (``AttributeName/valueKind``: a keyframe track of an `Angle` reads as a rotation).
    package var valueKind: String?
    /// Whether it is animating now.
    public var isAnimating: Bool { runningAnimations > 0 }
}

extension HeadlessHost {
    /// The animatable attributes of the graph (depth first), optionally only those animating now.
    public func attributes(animatingOnly: Bool = false) -> [AttributeSample] {
        graph.flush()
        var samples: [AttributeSample] = []
        func visit(_ node: ViewNode, testID: String?) {
            var testID = testID
            if let effectNode = node as? EffectNode, let ids = effectNode.effect as? TestIDEffect { testID = ids.id }
            var modified = node
            while modified is EffectNode, let content = modified.children.first { modified = content }
            let viewName = modified.debugName
            var attributes: [(String, AnimatedAttribute)] = []
            if let transition = node.childTransition {
                attributes.append(("transitionOpacity", transition.opacity))
                attributes.append(("transitionScale", transition.scale))
                attributes.append(("transitionOffset", transition.offset))
            }
            node.forEachAttribute { attributes.append(($0, $1)) }
            for (name, attribute) in attributes {
                let s = attribute.sample()
                guard !animatingOnly || s.animations > 0 else { continue }
                samples.append(AttributeSample(id: attribute.id, name: name, view: viewName, testID: testID, model: s.model,
                                               presentation: s.presentation, velocity: s.velocity, runningAnimations: s.animations,
                                               valueKind: node.inspectionValueKind(of: attribute)))
            }
            for child in node.children { visit(child, testID: testID) }
            for child in node.removingChildren { visit(child, testID: testID) }
        }
        if let root = graph.root { visit(root, testID: nil) }
        return samples
    }
}

extension HeadlessHost {
    /// The ids (``AttributeSample/id``) of the animatable attributes that shape the drawn item at
    /// `index` of ``displayList``: its own frame and colour, and every effect, transition and
    /// animatable view around it. For inspectors; it renders a separate, recording pass.
    public func attributeIDs(forItemAt index: Int) -> [Int] {
        attributes(forItemAt: index).map(\.id)
    }

    /// The animatable attributes that shape the drawn item at `index` of ``displayList`` (as
    /// ``attributeIDs(forItemAt:)``), each with its name as a person reads it, innermost first.
    /// For inspectors' pick mode; it renders a separate, recording pass.
    /// - Parameter index: The item's index in ``displayList``.
    /// - Returns: The attributes' ids and names; empty for an index out of range.
    public func attributes(forItemAt index: Int) -> [(id: Int, name: AttributeName)] {
        graph.flush()
        graph.layoutIfNeeded()
        var recorder = DisplayListBuilder(list: DisplayList(), tapHandlers: [])
        recorder.recordsAttributes = true
        graph.root.render(&recorder)
        return recorder.attributeRanges.filter { $0.items.contains(index) }.map { ($0.attribute.id, $0.attribute.inspectionName) }
    }
}
