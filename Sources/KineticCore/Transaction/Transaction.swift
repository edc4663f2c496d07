import Foundation

/// The context of the current state-processing update.
///
/// A transaction is a dictionary, keyed by ``TransactionKey`` types, that flows down the view tree
/// during one update — most notably carrying the animation — and is discarded afterwards.
public struct Transaction {
    /// The fields, behind one copy-on-write reference: a transaction is copied into every node an
    /// update visits (each remembers the one its layout animates with), and one reference to
    /// retain instead of four (the keyed values, the animation, the completions) took about
    /// 500 instructions off each row of a 1,000-row tap.
    ///
    /// The dynamic exclusivity check is skipped: a storage is written only through
    /// ``uniqueStorage``, by the one transaction holding it, so no read can overlap a write.
    @usableFromInline final class Storage {
        // Release builds skip the dynamic exclusivity checks of this file's `@exclusivity(unchecked)`
        // properties (each reached only for the span of one call); with the checks, 13.3 % more instructions for a tap of the 1,000-row tree (4.91 → 5.56 million):
        // Benchmarks/profile.sh, 2026-11-28. Debug builds check (Benchmarks/README.md, Unsafe code).
        #if !KINETIC_CHECKED
        @exclusivity(unchecked)
        #endif
        @usableFromInline var values = [ObjectIdentifier: Any]()  // not `[:]`: see AnimationState
        #if !KINETIC_CHECKED
        @exclusivity(unchecked)
        #endif
        @usableFromInline var animation: Animation?
        #if !KINETIC_CHECKED
        @exclusivity(unchecked)
        #endif
        @usableFromInline var disablesAnimations = false
        #if !KINETIC_CHECKED
        @exclusivity(unchecked)
        #endif
        @usableFromInline var isContinuous = false
        #if !KINETIC_CHECKED
        @exclusivity(unchecked)
        #endif
        @usableFromInline var completionListeners: [AnimationCompletionListener] = []

        @usableFromInline init() {}

        @usableFromInline init(copying other: Storage) {
            values = other.values
            animation = other.animation
            disablesAnimations = other.disablesAnimations
            isContinuous = other.isContinuous
            completionListeners = other.completionListeners
        }

        /// What `Transaction()` shares until it is first changed (never written: a write to a
        /// storage not uniquely referenced copies it first, and this one always is referenced
        /// here), so making an empty transaction allocates nothing.
        nonisolated(unsafe) static let empty = Storage()
    }

    @usableFromInline var storage: Storage

    /// The storage, copied first unless this transaction is its only holder.
    @inlinable var uniqueStorage: Storage {
        mutating get {
            if !isKnownUniquelyReferenced(&storage) { storage = Storage(copying: storage) }
            return storage
        }
    }

    /// The animation, if any, associated with the current state change.
    public var animation: Animation? {
        @inlinable get { storage.animation }
        @inlinable set { uniqueStorage.animation = newValue }
    }

    /// Whether to disable animations for the current state change.
    public var disablesAnimations: Bool {
        @inlinable get { storage.disablesAnimations }
        @inlinable set { uniqueStorage.disablesAnimations = newValue }
    }

    /// Whether the transaction is for a continuous, interactive change such as a drag.
    public var isContinuous: Bool {
        @inlinable get { storage.isContinuous }
        @inlinable set { uniqueStorage.isContinuous = newValue }
    }

    /// Completion handlers registered on this transaction, shared by every attribute it animates.
    @inlinable package var completionListeners: [AnimationCompletionListener] {
        get { storage.completionListeners }
        set { uniqueStorage.completionListeners = newValue }
    }

    /// Whether completions are registered (asked without copying them out).
    @inlinable package var hasCompletionListeners: Bool { !storage.completionListeners.isEmpty }

    /// Creates a transaction.
    public init() { storage = .empty }

    /// Creates a transaction and assigns its animation property.
    public init(animation: Animation?) {
        storage = Storage()
        storage.animation = animation
    }

    /// Accesses the transaction value associated with a custom key.
    public subscript<K: TransactionKey>(key: K.Type) -> K.Value {
        get { storage.values[ObjectIdentifier(key)].map { $0 as! K.Value } ?? K.defaultValue }
        set { uniqueStorage.values[ObjectIdentifier(key)] = newValue }
    }

    /// Adds a completion to run when the animations created with this transaction are all
    /// complete (by `criteria`). The completion runs exactly once; if the transaction animates
    /// nothing, it runs right after the update.
    public mutating func addAnimationCompletion(criteria: AnimationCompletionCriteria = .logicallyComplete, _ completion: @escaping () -> Void) {
        uniqueStorage.completionListeners.append(AnimationCompletionListener(criteria: criteria, completion: completion))
    }

    // MARK: The transaction of the update in progress

    /// This thread's open transactions and the hosts their bodies changed state in: transactions
    /// opened on one thread are never seen on another, and nothing is process-wide.
    private final class Stack {
        /// The transactions opened by `withTransaction`, innermost last.
        var transactions: [Transaction] = []
        /// Hosts whose state changed on this thread since a transaction body last returned.
        var participants: [any TransactionParticipant] = []
    }

    /// This thread's stack, in a POSIX thread-specific slot. (Foundation's thread dictionary, used
    /// before, bridged its key and value on every access: about 100,000 instructions each, four
    /// times a tap.)
    private static var stack: Stack {
        if let stack = pthread_getspecific(stackKey) { return Unmanaged<Stack>.fromOpaque(stack).takeUnretainedValue() }
        let stack = Stack()
        pthread_setspecific(stackKey, Unmanaged.passRetained(stack).toOpaque())
        return stack
    }

    /// The slot; a thread's stack is released when the thread ends, empty (see ``enlist(_:)``).
    private static let stackKey: pthread_key_t = {
        var key = pthread_key_t()
        let created = pthread_key_create(&key) { stack in
            guard let stack else { return }
            let unmanaged = Unmanaged<Stack>.fromOpaque(stack)
            // Holding nothing, the stack's release uses nothing but free(): a graph released here
            // could reach libdispatch after its own cleanup of the ending thread (see enlist).
            assert(unmanaged.takeUnretainedValue().participants.isEmpty && unmanaged.takeUnretainedValue().transactions.isEmpty,
                   "a thread ended with a transaction open or a participant enlisted")
            unmanaged.release()
        }
        precondition(created == 0, "Transaction: no thread-specific slot for the transaction stack (pthread_key_create: \(created))")
        return key
    }()

    /// The transaction opened by the innermost `withTransaction` / `withAnimation` on this thread,
    /// or nil outside one. A state change made inside the body records it.
    package static var current: Transaction? { stack.transactions.last }

    package static func push(_ transaction: Transaction) { stack.transactions.append(transaction) }

    package static func pop() -> Transaction { stack.transactions.removeLast() }

    /// Records that `participant`'s state changed on this thread inside a `withTransaction` body:
    /// when the innermost body returns, it applies its pending update
    /// (``TransactionParticipant/transactionBodyDidReturn(_:)``). Outside a body nothing is
    /// recorded (the host applies the change at its next update) and this returns false.
    ///
    /// The stack never holds a participant past the body that enlisted it. It once did (a change
    /// outside any body stayed enlisted until some later body returned on that thread), and a
    /// graph whose last reference was that one was released when the thread ended, by the
    /// thread-specific slot's destructor: its `isolated deinit` then sent a job to the main queue
    /// from a dispatch worker whose libdispatch state was already torn down, and libdispatch used a
    /// continuation it had freed, freeing it twice — the heap corruption behind `swift test`'s rare
    /// aborts ("malloc_consolidate(): invalid chunk size", "double free detected in tcache 2";
    /// `scripts/tsd-dispatch-repro.sh` shows it without Kinetic).
    /// - Returns: whether `participant` was enlisted (the caller enlists it once until then).
    package static func enlist(_ participant: any TransactionParticipant) -> Bool {
        let stack = stack
        guard !stack.transactions.isEmpty else { return false }
        stack.participants.append(participant)
        return true
    }

    /// A `withTransaction` body returned: the hosts it changed apply their updates, then the
    /// transaction's completions are closed, unless a host that is busy defers that to the end of
    /// its update. With no host involved (animators driven directly) they are closed at once.
    package func bodyDidReturn() {
        let stack = Self.stack
        _ = stack.transactions.popLast()
        let participants = stack.participants
        stack.participants.removeAll()
        var deferred = false
        for participant in participants where participant.transactionBodyDidReturn(self) { deferred = true }
        if !deferred { closeUpdate() }
    }

    /// Closes the update for this transaction's completions: those that started no animation fire.
    package func closeUpdate() {
        for listener in completionListeners { listener.closeUpdate() }
    }
}

/// A host that applies state changes in updates of its own (the scene graph): it enlists with
/// ``Transaction/enlist(_:)`` when its state changes on a thread, and hears when the transaction
/// body that made the change returns.
package protocol TransactionParticipant: AnyObject {
    /// The body of `transaction` returned: apply the pending update now. Returns true when the
    /// host is in the middle of an update and closes `transaction` itself at its end.
    func transactionBodyDidReturn(_ transaction: Transaction) -> Bool
}
