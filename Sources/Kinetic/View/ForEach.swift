import Foundation

/// A structure that computes views on demand from an underlying collection of identified data.
///
/// Each element's view keeps its identity (and state) by its id across updates.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    /// The collection of underlying identified data.
    public var data: Data
    /// A function to create content on demand using the underlying data.
    public var content: (Data.Element) -> Content
    /// The id of an element: made in the inlinable initializers, so `\.self` and `\.id` cost no
    /// key-path projection per element (a thousand instructions each in generic code).
    @usableFromInline let identify: (Data.Element) -> ID
    /// Visits the elements of a `Data` in order until the body returns false. It is made in the
    /// inlinable initializer, so it is compiled for the concrete collection where the view is
    /// written: the node's own generic code would pay a witness call and metadata look-ups per
    /// element (over a thousand instructions each for a `Range<Int>`). It captures nothing, so
    /// making it allocates nothing.
    @usableFromInline let visit: (Data, (Data.Element) -> Bool) -> Void
}

extension ForEach: View, PrimitiveView where Content: View {
    public typealias Body = Never

    /// Creates an instance that uniquely identifies and creates views across updates based on the provided key path.
    @inlinable
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        if ID.self == Data.Element.self, (id as AnyKeyPath) == (\Data.Element.self as AnyKeyPath) {
            // `\.self`: the element is its id.
            self.init(data, identify: { unsafeBitCast($0, to: ID.self) }, content: content)
        } else {
            self.init(data, identify: { $0[keyPath: id] }, content: content)
        }
    }

    @inlinable
    init(_ data: Data, identify: @escaping (Data.Element) -> ID, content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.identify = identify
        self.visit = { data, body in
            for element in data where !body(element) { return }
        }
    }

    package static func makeNode(view: UnsafeRawPointer, parent: ViewNode?, context: inout UpdateContext) -> ViewNode {
        let node = ForEachNode<Data, ID, Content>(graph: context.graph, parent: parent)
        node.update(from: view, context: &context)
        return node
    }
}

extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
    /// Creates an instance that uniquely identifies and creates views across updates based on the identity of the underlying data.
    @inlinable
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, identify: { $0.id }, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
    /// Creates an instance that computes views on demand over a given constant range.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, identify: { $0 }, content: content)
    }
}

/// Children keyed by id: same id, same node; new ids make nodes; missing ids are torn down.
package final class ForEachNode<Data: RandomAccessCollection, ID: Hashable, Content: View>: ViewNode {
    // Release builds skip the dynamic exclusivity checks of this file's `@exclusivity(unchecked)`
    // properties (each reached only for the span of one call); with the checks, 2.6 % more for a tap of the 1,000-row tree, 6.4 % with StateBox's (4.91 → 5.03 and 5.22 million):
    // Benchmarks/profile.sh, 2026-11-28. Debug builds check (Benchmarks/README.md, Unsafe code).
    #if !KINETIC_CHECKED
    @exclusivity(unchecked)
    #endif
    private var ids: [ID] = []
    private var warnedDuplicates = false
    #if !KINETIC_CHECKED
    @exclusivity(unchecked)
    #endif
    private var hasUpdated = false
    package override var isList: Bool { true }
    package override var debugName: String { "ForEach<\(Data.self), \(ID.self), \(Content.self)>" }

    package override func update(from pointer: UnsafeRawPointer, context: inout UpdateContext) {
        let view = pointer.view(as: ForEach<Data, ID, Content>.self)
        visit(context)
        defer { hasUpdated = true }
        let identify = view.identify
        // Fast path: the same ids in the same order.
        if ids.count == view.data.count {
            var same = true
            var index = 0
            view.visit(view.data) { element in
                same = identify(element) == ids[index]
                index += 1
                return same
            }
            if same {
                index = 0
                // Fields read once, outside the loop: in the closure each read of `view` would look up
                // the generic metadata of ForEach<Data, ID, Content> again.
                let content = view.content, children = children
                view.visit(view.data) { element in
                    let row = trackingObservation { content(element) }
                    // The child not retained for its update: `children` (read above) holds it.
                    Unretained(children[index]).withGuaranteedReference { updateNode($0, with: row, context: &context) }
                    index += 1
                    return true
                }
                return
            }
        }
        var old: [ID: [Int]] = [:]
        for (index, id) in ids.enumerated() { old[id, default: []].append(index) }
        var reused = [Bool](repeating: false, count: children.count)
        var newIDs: [ID] = []
        var newChildren: [ViewNode] = []
        newIDs.reserveCapacity(view.data.count)
        newChildren.reserveCapacity(view.data.count)
        var seen = Set<ID>()
        view.visit(view.data) { element in
            let id = identify(element)
            if !seen.insert(id).inserted, !warnedDuplicates {
                warnedDuplicates = true
                reportIssue("\(debugName): the ID \(id) occurs multiple times within the collection; this gives undefined results", in: graph)
            }
            let content = trackingObservation { view.content(element) }
            if var candidates = old[id], !candidates.isEmpty {
                let index = candidates.removeFirst()
                old[id] = candidates
                reused[index] = true
                updateNode(children[index], with: content, context: &context)
                newChildren.append(children[index])
            } else if let back = reclaim(key: AnyHashable(id), context: context) {
                updateNode(back, with: content, context: &context)
                newChildren.append(back)
            } else {
                let node = makeNode(content, parent: self, context: &context)
                newChildren.append(node)
                if hasUpdated { inserted(node, context: context) }
            }
            newIDs.append(id)
            return true
        }
        for (index, child) in children.enumerated() where !reused[index] { remove(child, key: AnyHashable(ids[index]), context: context) }
        children = newChildren
        ids = newIDs
        invalidateLayout()
    }
}
