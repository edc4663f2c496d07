#if KINETIC_CHECKED
/// What the graph's unchecked shortcuts rely on, checked after every update and animated frame of a checked
/// build (`KINETIC_CHECKED`: every debug build, so every test run), as swift-collections checks its
/// unsafe internals under `COLLECTIONS_INTERNAL_CHECKS`.
///
/// The release build walks children and the running list without retaining what it finds
/// (``Unretained``), and reaches graphs, parents and owners through `unowned` references. Those are
/// sound only while:
/// - every running attribute sits at its own `runningIndex`, and every attribute a node owns that
///   says it runs is the one at that index (the frame loop swaps the last one into a finished one's
///   place by that index);
/// - every node of the tree belongs to this graph, names its parent as its `parent` and sits one
///   level below it (updates walk up through `parent` and sort by `depth`), and is not removed;
/// - every node leaving with a removal transition names its parent and has its removal state;
/// - every node waiting for an update has a transaction to run it under;
/// - the inspector's observers are this graph's.
/// In a checked build the unretained reads are `unowned` (safe) as well, so reading one whose object
/// was freed traps instead of reading freed memory.
extension SceneGraph {
    package func _checkInvariants() {
        for (index, attribute) in running.enumerated() {
            precondition(attribute.runningIndex == index, "a running attribute is at \(index) but says \(attribute.runningIndex)")
            if let owner = attribute.owner { precondition(owner.graph === self, "a running attribute's node belongs to another graph") }
        }
        for node in dirtyNodes where !node.isRemoved {
            precondition(node.pendingTransaction != nil, "\(node.debugName) waits for an update without a transaction")
        }
        if let observers { precondition(observers.publishes(for: self), "the graph's observers publish for another graph") }
        if let root { checkSubtree(root, parent: nil) }
    }

    private func checkSubtree(_ node: ViewNode, parent: ViewNode?) {
        precondition(node.graph === self, "\(node.debugName) belongs to another graph")
        precondition(node.parent === parent, "\(node.debugName)'s parent is not the node that holds it")
        precondition(node.depth == (parent?.depth ?? -1) + 1, "\(node.debugName) is at depth \(node.depth) under a node at \(parent?.depth ?? -1)")
        precondition(!node.isRemoved, "\(node.debugName) is removed but still in the tree")
        node.forEachAttribute { name, attribute in
            precondition(attribute.owner == nil || attribute.owner === node, "\(node.debugName).\(name) names another node as its owner")
            let index = attribute.runningIndex
            precondition(index < 0 || (index < running.count && running[index] === attribute), "\(node.debugName).\(name) says it runs at \(index), where another attribute is")
        }
        for child in node.children { checkSubtree(child, parent: node) }
        for child in node.removingChildren {
            precondition(child.parent === node, "\(child.debugName), leaving, names another parent")
            precondition(child.removal != nil, "\(child.debugName) is among its parent's leaving children without a removal")
        }
    }
}
#endif
