import Foundation

/// Everything that flows down the tree while the graph applies new view values: the transaction at
/// this position, the environment, and the content a placeholder stands for.
package struct UpdateContext {
    /// The graph being updated.
    package unowned let graph: SceneGraph
    /// The graph's update count when this update began: what a visited node records (read here,
    /// not from `graph`, whose every read retained and released the graph).
    package let updateCount: Int
    /// The transaction at this position (SPEC §7): animatable attributes read its animation.
    package var transaction: Transaction
    /// The environment at this position.
    package var environment: EnvironmentValues
    /// The content that a `PlaceholderContentView` / `ViewModifier.Content` below stands for.
    package var contentSlot: ContentSlot?

    @MainActor package init(graph: SceneGraph, transaction: Transaction, environment: EnvironmentValues) {
        self.graph = graph
        updateCount = graph.updateCount
        self.transaction = transaction
        self.environment = environment
    }
}

/// The content a placeholder view stands for while a scoped body (`animation(_:body:)`,
/// `transaction(_:body:)`, a custom `ViewModifier`) is being updated.
package struct ContentSlot {
    /// The content value (retained, so a body re-run later, e.g. every frame of an `Animatable`
    /// view inside the scope, can still reach it).
    package var content: AnyViewStorageBase
    /// The transaction the content sees: the one outside the scoped body.
    package var transaction: Transaction
    /// The slot that was active outside the scoped body.
    package var outer: Box?
    /// The node that owns the scoped body (the content's ancestry continues there).
    package unowned var owner: ViewNode

    /// A reference wrapper so slots can nest without recursive value types.
    package final class Box { package let slot: ContentSlot; init(_ slot: ContentSlot) { self.slot = slot } }
}

extension UpdateContext {
    /// Runs `body` with `content` published as the slot for placeholders below.
    @MainActor package mutating func withContentSlot<Content: View, R>(
        _ content: Content, transaction: Transaction, owner: ViewNode, _ body: (inout UpdateContext) -> R
    ) -> R {
        let saved = contentSlot
        contentSlot = ContentSlot(content: AnyViewStorage(content), transaction: transaction,
                                  outer: saved.map(ContentSlot.Box.init), owner: owner)
        defer { contentSlot = saved }
        return body(&self)
    }
}
