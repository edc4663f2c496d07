import Foundation

/// The context of the current state-processing update.
///
/// A transaction is a dictionary, keyed by ``TransactionKey`` types, that flows down the view tree
/// during one update — most notably carrying the animation — and is discarded afterwards.
public struct Transaction {
    @usableFromInline var values: [ObjectIdentifier: Any] = [:]

    /// The animation, if any, associated with the current state change.
    public var animation: Animation?

    /// Whether to disable animations for the current state change.
    public var disablesAnimations = false

    /// Whether the transaction is for a continuous, interactive change such as a drag.
    public var isContinuous = false

    /// Completion handlers registered on this transaction, shared by every attribute it animates.
    @usableFromInline package var completionListeners: [AnimationCompletionListener] = []

    /// Creates a transaction.
    public init() {}

    /// Creates a transaction and assigns its animation property.
    public init(animation: Animation?) {
        self.animation = animation
    }

    /// Accesses the transaction value associated with a custom key.
    public subscript<K: TransactionKey>(key: K.Type) -> K.Value {
        get { values[ObjectIdentifier(key)].map { $0 as! K.Value } ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    /// Adds a completion to run when the animations created with this transaction are all
    /// complete (by `criteria`). The completion runs exactly once; if the transaction animates
    /// nothing, it runs right after the update.
    public mutating func addAnimationCompletion(criteria: AnimationCompletionCriteria = .logicallyComplete, _ completion: @escaping () -> Void) {
        completionListeners.append(AnimationCompletionListener(criteria: criteria, completion: completion))
    }

    // MARK: The transaction of the update in progress

    /// The transactions opened by `withTransaction` on one thread, innermost last.
    private final class Stack {
        var transactions: [Transaction] = []
    }

    /// This thread's stack: transactions opened on one thread are never seen on another.
    private static var stack: Stack {
        let storage = Thread.current.threadDictionary
        if let stack = storage[stackKey] as? Stack { return stack }
        let stack = Stack()
        storage[stackKey] = stack
        return stack
    }

    private static let stackKey = "Kinetic.Transaction.stack"

    /// The transaction opened by the innermost `withTransaction` / `withAnimation` on this thread,
    /// or nil outside one. A state change made inside the body records it.
    package static var current: Transaction? { stack.transactions.last }

    /// Called when a `withTransaction` body returns, with the transaction it opened. A host that
    /// defers its update installs a handler and closes the transaction's completions itself after
    /// that update; with no handler the completions are closed at once (the animators the body
    /// drove directly have already registered with them).
    // Unchecked: written once, on the main actor, by the first `SceneGraph` made (before any
    // transaction can reach a graph), and only read afterwards. A transaction on another thread
    // that reads nil closes its own completions, which is what the hook does off the main actor.
    nonisolated(unsafe) package static var bodyDidReturn: ((Transaction) -> Void)?

    package static func push(_ transaction: Transaction) { stack.transactions.append(transaction) }

    package static func pop() -> Transaction { stack.transactions.removeLast() }

    /// Closes the update for this transaction's completions: those that started no animation fire.
    package func closeUpdate() {
        for listener in completionListeners { listener.closeUpdate() }
    }
}
