import Observation

extension ViewNode {
    /// Runs a view-building closure that the graph calls outside any body — `ForEach`'s content,
    /// `GeometryReader`'s, `TimelineView`'s — tracking the `@Observable` properties it reads as a
    /// body tracks its own: the first change to one re-runs the body that holds the closure, under
    /// the change's transaction. SwiftUI does the same: a `ForEach` row that reads a model updates
    /// when the model changes, wherever in the closure the read happens.
    @inline(__always)
    package func trackingObservation<T>(_ content: () -> T) -> T {
        withObservationTracking(content) { [weak self] in
            MainActorThread.observedPropertyWillChange { self?.enclosingBodyWillChange() }
        }
    }

    /// An `@Observable` property a content closure read is about to change: the nearest enclosing
    /// view with a body (the one whose body built the closure, or a modifier's) updates.
    private func enclosingBodyWillChange() {
        guard !isRemoved else { return }
        var node = parent
        while let current = node {
            if let owner = current as? DynamicPropertyOwner {
                graph.invalidate(owner, transaction: Transaction.current ?? Transaction())
                return
            }
            node = current.parent
        }
    }
}
