import Foundation

extension AnimatedAttribute {
    /// The attribute and its view as a person reads them (`🐶 · scaleEffect`, `Card · rotationEffect`).
    /// Walks a few nodes around the owner: for events and inspectors, never the frame path.
    package var inspectionName: AttributeName {
        if let cachedInspectionName { return cachedInspectionName }
        guard let owner else { return AttributeName(view: "View", attribute: "value") }
        let view = owner.inspectionViewName
        var name = AttributeName(view: view.name, attribute: owner.inspectionName(of: self))
        name.source = owner.isInsideKineticControl ? .control : view.source
        name.valueKind = owner.inspectionValueKind(of: self)
        name.followsNamedValues = sequence(first: owner, next: \.parent).dropFirst().contains { $0.plotsValuesByName }
        cachedInspectionName = name
        return name
    }
}

extension ViewNode {
    /// The name under which this node lists `attribute`; `frame` for the laid-out frame an effect
    /// tracks for its anchor, the one attribute effects do not list. A modifier applied again to
    /// the same view is numbered in the order written (`scaleEffect`, then `scaleEffect 2`).
    func inspectionName(of attribute: AnimatedAttribute) -> String {
        var found: String?
        forEachAttribute { name, candidate in if found == nil && candidate === attribute { found = name } }
        if let name = found {
            var inner = (self as? EffectNode)?.children.first, earlier = 0
            while let node = inner as? EffectNode {
                var same = false
                node.forEachAttribute { other, _ in if other == name { same = true } }
                if same { earlier += 1 }
                inner = node.children.first
            }
            if earlier > 0 { found = "\(name) \(earlier + 1)" }
        }
        if found == nil, let transition = childTransition {
            if transition.opacity === attribute { found = "transitionOpacity" }
            else if transition.scale === attribute { found = "transitionScale" }
            else if transition.offset === attribute { found = "transitionOffset" }
        }
        return found ?? AttributeName.frame
    }

    /// The name of the view this node modifies or draws: the nearest test id, else the first
    /// text, emoji or image drawn inside it, else the type name of the user's view around it.
    var inspectionViewName: (name: String, source: AttributeName.Source) {
        if let id = nearestTestID { return (id, .testID) }
        if let label = firstDrawnLabel { return (label, .label) }
        if let type = enclosingUserViewType { return (type, .type) }
        return ("View", .type)
    }

    /// The test id on this node's chain of modifiers, inwards then outwards up to the first
    /// container of several views.
    private var nearestTestID: String? {
        var inner: ViewNode? = self
        while let effectNode = inner as? EffectNode {
            if let testID = effectNode.effect as? TestIDEffect { return testID.id }
            inner = effectNode.children.first
        }
        var outer = parent
        while let node = outer {
            if let effectNode = node as? EffectNode {
                if let testID = effectNode.effect as? TestIDEffect { return testID.id }
            } else if node.children.count > 1 {
                return nil  // a stack or list: its id names more than this view
            }
            outer = node.parent
        }
        return nil
    }

    /// The first non-empty text (or image name) drawn inside the modified view, depth first,
    /// looking at no more than 64 nodes; at most 24 characters.
    private var firstDrawnLabel: String? {
        var start: ViewNode = self
        if let effectNode = self as? EffectNode, let content = effectNode.children.first { start = content }
        var stack = [start]
        var visited = 0
        while let node = stack.popLast(), visited < 64 {
            visited += 1
            if let text = node as? TextNode {
                let string = text.string.trimmingCharacters(in: .whitespacesAndNewlines)
                if !string.isEmpty { return string.count > 24 ? String(string.prefix(23)) + "…" : string }
            } else if let image = node as? ImageNode, !image.name.isEmpty {
                return image.name
            }
            stack.append(contentsOf: node.children.reversed())
        }
        return nil
    }

    /// Whether the nearest view around this node that is the user's or a control is one of
    /// Kinetic's controls (Kinetic's other views, such as a keyframe animator's, are looked through).
    var isInsideKineticControl: Bool {
        var current: ViewNode? = self
        while let node = current {
            if let owner = node as? DynamicPropertyOwner {
                if owner.isKineticControl { return true }
                if owner.userViewTypeName != nil { return false }
            }
            current = node.parent
        }
        return false
    }

    /// The type name, without generic arguments, of the nearest view defined outside Kinetic
    /// that contains this node (itself included).
    private var enclosingUserViewType: String? {
        var current: ViewNode? = self
        while let node = current {
            if let owner = node as? DynamicPropertyOwner, let name = owner.userViewTypeName {
                return String(name.prefix { $0 != "<" })
            }
            current = node.parent
        }
        return nil
    }
}
