import Foundation

/// The retained scene graph and its update loop: state changes mark nodes dirty; an update re-runs
/// their bodies and diffs the results into the graph; a frame advances the running animators.
///
/// Hosts (``HeadlessHost``, the SDL viewer) own one graph each and drive it with their clock.
///
/// The graph runs on one thread, and its stored properties (here and in the node classes) are
/// only reached for the span of one call, never held across user code: they are declared
/// `@exclusivity(unchecked)`. The dynamic checks were a quarter of the instructions of an update
/// that re-runs a 1,000-row body (see Benchmarks/README.md); the tests found no conflicting access.
@MainActor package final class SceneGraph {
    /// The host clock (seconds) of the current update or frame.
    // Release builds skip the dynamic exclusivity checks of this file's `@exclusivity(unchecked)`
    // properties (each reached only for the span of one call); with the checks, 20.6 % more instructions for a tap of the 1,000-row tree (4.91 → 5.92 million):
    // Benchmarks/profile.sh, 2026-11-28. Debug builds check (Benchmarks/README.md, Unsafe code).
    #if !KINETIC_CHECKED
    @exclusivity(unchecked)
    #endif
    package private(set) var time: TimeInterval = 0
    /// The size the host proposes to the root view. A NaN, infinite or negative side is replaced
    /// by 0, with a runtime warning: layout never sees it.
    package var size: CGSize {
        didSet {
            if let fixed = Self.usable(size, graph: self) { size = fixed }
            needsLayout = true
        }
    }

    /// `size` with each unusable side (NaN, infinite, negative) at 0, or nil when both are usable.
    private static func usable(_ size: CGSize, graph: SceneGraph?) -> CGSize? {
        func side(_ value: CGFloat) -> CGFloat { value.isFinite && value >= 0 ? value : 0 }
        let fixed = CGSize(width: side(size.width), height: side(size.height))
        guard fixed != size else { return nil }  // NaN never equals, so a NaN side counts as changed
        reportIssue("the host's size \(size) is not a usable size; using \(fixed)", in: graph)
        return fixed
    }
    /// The root node.
    #if !KINETIC_CHECKED
    @exclusivity(unchecked)
    #endif
    package private(set) var root: ViewNode!
    /// Incremented at each update pass.
    #if !KINETIC_CHECKED
    @exclusivity(unchecked)
    #endif
    package private(set) var updateCount = 0
    /// The transaction of the state change that opened the current update.
    #if !KINETIC_CHECKED
    @exclusivity(unchecked)
    #endif
    package private(set) var updateTransaction = Transaction()
    /// Runtime warnings emitted so far (also written to stderr).
    #if !KINETIC_CHECKED
    @exclusivity(unchecked)
    #endif
    package var warnings: [String] = []

    #if !KINETIC_CHECKED
    @exclusivity(unchecked)
    #endif
    var dirtyNodes: [DynamicPropertyOwner] = []
    /// The attributes animating now (each knows its index: ``startRunning(_:)``, ``stopRunning(_:)``).
    #if !KINETIC_CHECKED
    @exclusivity(unchecked)
    #endif
    private(set) var running: [AnimatedAttribute] = []
    /// Every attribute's animator is in this group: animations one update starts together on
    /// many attributes share their progress (a timing curve is solved once a frame, not once an attribute).
    package let animatorGroup = AnimatorGroup()
    /// Where an inspector's replicas keep their spring motions (``AttributeAnimator/replica(springsIn:)``):
    /// a group no frame advances, so that replicas cost a frame nothing.
    package let replicaGroup = AnimatorGroup()
    #if !KINETIC_CHECKED
    @exclusivity(unchecked)
    #endif
    var frameBodies: [AnimatableViewDriverBase] = []
    /// Timeline views with entries to come, and host time as dates.
    package let timelines = TimelineScheduler()
    #if !KINETIC_CHECKED
    @exclusivity(unchecked)
    #endif
    private var pendingActions: [() -> Void] = []
    #if !KINETIC_CHECKED
    @exclusivity(unchecked)
    #endif
    private var ancestry: [ViewNode] = []
    #if !KINETIC_CHECKED
    @exclusivity(unchecked)
    #endif
    package var needsLayout = true
    /// How many inputs (taps, presses, drags, typing) the host has delivered: an inspector tells
    /// the changes a user caused from those that followed on their own (a completion's animation).
    #if !KINETIC_CHECKED
    @exclusivity(unchecked)
    #endif
    package var inputCount = 0
    #if !KINETIC_CHECKED
    @exclusivity(unchecked)
    #endif
    package var needsRender = true
    /// The node whose body is being evaluated (state writes there are a programming error).
    #if !KINETIC_CHECKED
    @exclusivity(unchecked)
    #endif
    package var evaluatingBody: DynamicPropertyOwner?
    /// The root environment.
    #if !KINETIC_CHECKED
    @exclusivity(unchecked)
    #endif
    package var rootEnvironment = EnvironmentValues()
    /// Whether the first update (mount) is done: later insertions run their transitions.
    #if !KINETIC_CHECKED
    @exclusivity(unchecked)
    #endif
    package private(set) var isMounted = false
    /// Nodes made in this update, with the transaction at their position (insertion transitions).
    #if !KINETIC_CHECKED
    @exclusivity(unchecked)
    #endif
    var pendingInsertions: [(ViewNode, Transaction)] = []
    /// Removal listeners to close after this update.
    #if !KINETIC_CHECKED
    @exclusivity(unchecked)
    #endif
    var removalTransactions: [Transaction] = []
    /// Matched geometry effects by key.
    #if !KINETIC_CHECKED
    @exclusivity(unchecked)
    #endif
    var matchedGroups: [MatchedGeometryKey: [MatchedGeometryEffect]] = [:]
    /// The subscribers to attribute events and frame samples; nil while there are none.
    #if !KINETIC_CHECKED
    @exclusivity(unchecked)
    #endif
    package var observers: AttributeObservers?
    /// The animation an attribute's animated changes take instead of their transaction's, when this
    /// returns one (``HeadlessHost/replaceAnimations(_:)``: an A/B comparison of one attribute).
    /// Read on every set of a model value: with the dynamic exclusivity check, a tap of the
    /// 1,000-row tree cost 3.5 % more instructions (5.07 → 5.25 million; Benchmarks/profile.sh).
    #if !KINETIC_CHECKED
    @exclusivity(unchecked)
    #endif
    package var animationReplacement: ((AnimatedAttribute) -> Animation?)?

    /// True while the graph diffs, lays out or ticks: changes made then are picked up by the running loop.
    #if !KINETIC_CHECKED
    @exclusivity(unchecked)
    #endif
    private var isBusy = false
    /// Transactions whose update finished while the graph was busy; closed when it is done.
    #if !KINETIC_CHECKED
    @exclusivity(unchecked)
    #endif
    private var deferredCloses: [Transaction] = []
    /// Whether the graph is enlisted with this thread's open transaction (``Transaction/enlist(_:)``)
    /// since the last transaction body returned.
    #if !KINETIC_CHECKED
    @exclusivity(unchecked)
    #endif
    private var isEnlisted = false

    isolated deinit {
        // Detach state from the nodes, so bindings that outlive the host write into nothing.
        root?.abandon()
    }

    package init(size: CGSize) {
        self.size = size
        if let fixed = Self.usable(size, graph: self) { self.size = fixed }
    }

    /// Builds the graph for `rootView`.
    package func mount<Root: View>(_ rootView: Root) {
        updateCount += 1
        var context = UpdateContext(graph: self, transaction: Transaction(), environment: rootEnvironment)
        root = makeNode(rootView, parent: nil, context: &context)
        layoutIfNeeded()
        isMounted = true
        runPendingActions()
        flush()
    }

    // MARK: State changes

    /// A dynamic property of `node` changed under `transaction`.
    package func invalidate(_ node: DynamicPropertyOwner, transaction: Transaction) {
        if let evaluating = evaluatingBody {
            reportIssue("Modifying state during view update (in the body of \(evaluating.viewTypeName)); the change is applied in a following update", in: self)
        }
        if node.pendingTransaction == nil { dirtyNodes.append(node) }
        if !isEnlisted { isEnlisted = Transaction.enlist(self) }
        if node.pendingTransaction?.animation == nil || transaction.animation != nil { node.pendingTransaction = transaction }
    }

    /// Queues `action` to run after the current update (onAppear, onChange, completions).
    package func enqueue(_ action: @escaping () -> Void) { pendingActions.append(action) }

    /// Processes pending state changes until the graph is quiescent.
    package func flush() {
        if isBusy { return }  // the loop in progress picks the changes up
        isBusy = true
        defer {
            isBusy = false
            if !deferredCloses.isEmpty {
                let closes = deferredCloses
                deferredCloses.removeAll()
                for transaction in closes { transaction.closeUpdate() }
            }
        }
        var rounds = 0
        while !dirtyNodes.isEmpty {
            rounds += 1
            if rounds > 100 {
                reportIssue("State keeps changing in every update (more than 100 rounds); dropping further changes", in: self)
                for node in dirtyNodes { node.pendingTransaction = nil }
                dirtyNodes.removeAll()
                break
            }
            var batch = dirtyNodes
            dirtyNodes.removeAll(keepingCapacity: true)
            if batch.count > 1 { batch.sort { $0.depth < $1.depth } }
            updateCount += 1
            updateTransaction = batch[0].pendingTransaction ?? Transaction()
            for node in batch {
                guard let transaction = node.pendingTransaction else { continue }  // already re-run by an ancestor
                node.pendingTransaction = nil
                if node.isRemoved { continue }
                node.rerun(transaction: transactionAt(node, base: transaction))
            }
            layoutIfNeeded()
            resolveMatchedGeometry()
            applyPendingInsertions()
            closeRemovalTransactions()
            runPendingActions()
        }
        updateTransaction = Transaction()
        #if KINETIC_CHECKED
        if rounds > 0 { _checkInvariants() }  // (a flush with nothing to do changed nothing)
        #endif
    }

    /// The transaction that reaches `node` when an update starts there with `base`.
    private func transactionAt(_ node: ViewNode, base: Transaction) -> Transaction {
        ancestry.removeAll(keepingCapacity: true)
        var current = node.ancestryParent
        while let n = current { ancestry.append(n); current = n.ancestryParent }
        var transaction = base
        for n in ancestry.reversed() { n.adjustTransactionForDescendant(&transaction) }
        return transaction
    }

    private func runPendingActions() {
        while !pendingActions.isEmpty {
            let actions = pendingActions
            pendingActions.removeAll(keepingCapacity: true)
            for action in actions { action() }
        }
    }

    // MARK: Layout

    /// Lays the views out again for a new size, as an update of its own: its frames move with the
    /// transaction in force, else at once. (Laid out under the last update's count, the nodes it
    /// visited animated their frames with its transaction: a window resized after a tap moved
    /// every frame with the tap's animation.)
    package func resize(to newSize: CGSize) {
        size = newSize
        updateCount += 1
        updateTransaction = Transaction.current ?? Transaction()
        layoutIfNeeded()
        updateTransaction = Transaction()
    }

    /// Lays the tree out if an update changed it; changed frames animate with the transaction at each node.
    ///
    /// Nodes keep what they measured and where they were placed until they or a node under them
    /// change (``ViewNode/invalidateLayout()``), so a pass works along the changed paths only.
    /// Views matched by `matchedGeometryEffect` take frames from each other, not from their
    /// ancestors alone: they are placed in every pass.
    package func layoutIfNeeded() {
        guard needsLayout, let root else { return }
        for group in matchedGroups.values { for effect in group { effect.node.invalidateLayout() } }
        needsLayout = false
        needsRender = true
        layoutEpoch += 1
        isLayingOut = true
        placeRoot(root)
        if Self.verifiesLayout { verifyLayout(root) }
        isLayingOut = false
        layoutEpoch += 1
    }

    /// Counts layout passes' starts and ends, and invalidations during a pass (a GeometryReader's
    /// content built as it is placed): nodes invalidated in one epoch are all invalid together
    /// (``ViewNode/invalidateLayout()``).
    #if !KINETIC_CHECKED
    @exclusivity(unchecked)
    #endif
    package var layoutEpoch = 0
    /// Whether a layout pass is running (what it invalidates may be measured again before it ends).
    #if !KINETIC_CHECKED
    @exclusivity(unchecked)
    #endif
    package private(set) var isLayingOut = false

    private func placeRoot(_ root: ViewNode) {
        let fitted = root.sizeThatFits(ProposedViewSize(size))
        let origin = CGPoint(x: ((size.width - fitted.width) / 2).rounded(), y: ((size.height - fitted.height) / 2).rounded())
        root.place(in: CGRect(origin: origin, size: fitted))
    }

    /// Whether each layout pass is checked against a layout from scratch (``verifyLayout(_:)``):
    /// set by `KINETIC_VERIFY_LAYOUT` in the environment (`make test` sets it), or by a test.
    package static var verifiesLayout = ProcessInfo.processInfo.environment["KINETIC_VERIFY_LAYOUT"] != nil

    /// Lays the tree out again with nothing kept and stops the program at the first node whose
    /// frame differs from the pass just made: a change that did not invalidate the layout it changed.
    private func verifyLayout(_ root: ViewNode) {
        var kept: [ObjectIdentifier: CGRect] = [:]
        func collect(_ node: ViewNode) { kept[ObjectIdentifier(node)] = node.frame; node.children.forEach(collect) }
        collect(root)
        root.forgetLayout()
        placeRoot(root)
        func compare(_ node: ViewNode) {
            let before = kept[ObjectIdentifier(node)]
            precondition(before == nil || before == node.frame,
                         "\(node.debugName) was laid out at \(before!) with what it kept, at \(node.frame) from scratch: a change did not call invalidateLayout()")
            node.children.forEach(compare)
        }
        compare(root)
    }

    // MARK: Frames

    package func startRunning(_ attribute: AnimatedAttribute) {
        guard attribute.runningIndex < 0 else { return }
        attribute.runningIndex = running.count
        running.append(attribute)
    }

    package func stopRunning(_ attribute: AnimatedAttribute) {
        let index = attribute.runningIndex
        guard index >= 0 else { return }
        let last = running.removeLast()
        if last !== attribute { running[index] = last; last.runningIndex = index }
        attribute.runningIndex = -1
    }

    /// The number of attributes animating now.
    package var runningCount: Int { running.count }

    /// Advances every running animator to `newTime`, then re-runs the bodies of animating custom
    /// `Animatable` views and processes the state changes completions made.
    package func tick(to newTime: TimeInterval) {
        flush()
        time = max(time, newTime)
        isBusy = true
        // Anything that ran this frame needs drawing, including the frame in which the last
        // animations finish (they snap to their model values).
        let hadRunning = !running.isEmpty
        // The animations started together, evaluated once each, one loop per kind; the
        // attributes' frames below read them.
        if hadRunning { animatorGroup.advance(to: time) }
        let observers = self.observers
        if let observers {
            observers.beginFrame(time: time)
            tickRunning(observed: observers)
        } else {
            var index = 0
            while index < running.count {
                // Not retained: `running` holds it, and only `stopRunning` (below, after the tick)
                // takes it out. A retain and release per attribute were 8 % of the frame.
                let attribute = Unretained(running[index])
                if attribute.withGuaranteedReference({ $0.step($0, time) }) {
                    index += 1
                } else {
                    stopRunning(attribute.instance)  // the last one moved into `index`
                }
            }
        }
        if hadRunning { needsRender = true }
        let timelinesDue = !timelines.isEmpty && timelines.hasDue(at: time)
        if needsLayout && frameBodies.isEmpty && !timelinesDue {
            // An animating Layout: lay out again with its interpolated data; frames follow at once.
            updateCount += 1
            updateTransaction = Transaction()
            layoutIfNeeded()
        }
        if !frameBodies.isEmpty || timelinesDue {
            updateCount += 1
            updateTransaction = Transaction()
            let drivers = frameBodies
            frameBodies.removeAll(keepingCapacity: true)
            for driver in drivers where !driver.isRemoved { driver.rerunForFrame() }
            if timelinesDue { timelines.fireDue(at: time) }
            layoutIfNeeded()
            applyPendingInsertions()
            closeRemovalTransactions()
        }
        observers?.endFrame(settles: running.isEmpty)
        isBusy = false
        runPendingActions()
        flush()
        #if KINETIC_CHECKED
        if hadRunning { _checkInvariants() }  // (an idle frame changed nothing)
        #endif
    }
}

extension SceneGraph: TransactionParticipant {
    /// When a `withTransaction` / `withAnimation` body that changed this graph's state returns, the
    /// changes are applied at once (SwiftUI closes the update); the transaction is closed after it
    /// (completions of a transaction that started no animation fire right after the update), by
    /// the graph itself when it was busy.
    nonisolated package func transactionBodyDidReturn(_ transaction: Transaction) -> Bool {
        // A graph enlists when its state changes, on the main actor's thread, with that thread's
        // transaction stack: the call comes back on the same thread. Unchecked: `assumeIsolated`
        // runs its closure at once, on this thread; the transaction is not shared with another.
        nonisolated(unsafe) let transaction = transaction
        return MainActor.assumeIsolated {
            isEnlisted = false
            if isBusy {
                deferredCloses.append(transaction)
                return true
            }
            flush()
            return false
        }
    }
}
