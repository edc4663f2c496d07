import Foundation

extension AttributeAnimator {
    /// A copy of this animator that, updated at the times this one is updated from now on, shows
    /// the same values bit for bit, without touching anything of this one's: what lets an inspector
    /// record an animation once, when it starts, and work its frames out when it reads them,
    /// instead of copying every value of every frame.
    ///
    /// The copy runs no completion (its listeners are inert stand-ins, kept so that it takes the
    /// same paths), shares no work with this animator's group (a timing curve's or closed-form
    /// spring's shared progress is the fraction it computes alone, exactly; a shared spring motion
    /// is copied with the state it reached, into a slot of `springs`), and belongs to no group.
    ///
    /// - Parameter springs: Where copied spring motions go: a group nobody advances (a scene
    ///   graph's `replicaGroup`), so that no frame does a replica's work.
    /// - Returns: The copy, or nil when a running animation is not a built-in kind (a custom
    ///   animation may keep state no copy can separate from the original's).
    @inlinable
    package func replica(springsIn springs: AnimatorGroup) -> AnimatorReplica<Value>? {
        guard storage.entries.allSatisfy({ $0.animation.isReplayable }),
              storage.shadows.allSatisfy({ $0.animation.isReplayable }) else { return nil }
        return AnimatorReplica(storage: storage.separated(springsIn: springs), springs: springs)
    }
}

extension AnimatorStorage {
    /// A copy that runs apart from this storage: inert listeners, no group's shared progress, a
    /// spring motion of its own in `springs` (``AttributeAnimator/replica(springsIn:)``).
    @inlinable
    func separated(springsIn springs: AnimatorGroup) -> AnimatorStorage {
        var inert: AnimationCompletionListener?  // made only when a listener needs a stand-in
        func separated(_ entry: AnimatorEntry<Value>) -> AnimatorEntry<Value> {
            var copy = entry
            if !entry.logicalListeners.isEmpty || !entry.removalListeners.isEmpty {
                let standIn = inert ?? AnimationCompletionListener(criteria: .removed) {}
                inert = standIn
                copy.logicalListeners = entry.logicalListeners.map { _ in standIn }
                copy.removalListeners = entry.removalListeners.map { _ in standIn }
            }
            switch entry.sharing.kind {
            case .none:
                break
            case .progress:
                copy.sharing = .none
                copy.sharingOwner = nil
            case let .springMotion(motion):
                let own = springs.detachedMotion(copying: motion.slot)
                copy.sharing = .springMotion(SlotReference(own.slot))
                copy.sharingOwner = own
            case let .mergedSpring(basis):
                let own = springs.detachedMotion(copying: basis.slot)
                copy.sharing = .mergedSpring(SlotReference(own.slot))
                copy.sharingOwner = own
            }
            return copy
        }
        var copied = self
        copied.entries = entries.map(separated)
        copied.shadows = shadows.map(separated)
        copied.resolvedListeners = []
        copied.openListeners = []
        copied.refreshSharedFrame()
        return copied
    }
}

/// An animator's copy (``AttributeAnimator/replica(springsIn:)``): its state, advanced by
/// ``update(time:)`` as the original's is, with no completion to run and no group.
@usableFromInline package struct AnimatorReplica<Value: VectorArithmetic> {
    @usableFromInline var storage: AnimatorStorage<Value>
    /// Where its spring motions' slots are.
    @usableFromInline let springs: AnimatorGroup

    @usableFromInline init(storage: AnimatorStorage<Value>, springs: AnimatorGroup) {
        self.storage = storage
        self.springs = springs
    }

    /// The latest value set.
    @inlinable package var modelValue: Value { storage.modelValue }
    /// The value drawn now.
    @inlinable package var presentationValue: Value { storage.presentationValue }
    /// The rate of change of the presentation value, per second.
    @inlinable package var velocity: Value { storage.velocity }
    /// How many animations are combined right now.
    @inlinable package var runningAnimationCount: Int { storage.entries.count }
    /// Whether any animation is running.
    @inlinable package var isAnimating: Bool { !storage.entries.isEmpty }
    /// About the bytes it holds (its state, its animations' buffers, and each spring motion of its
    /// own: a slot and its holder).
    @inlinable package var byteCount: Int {
        MemoryLayout<Self>.size + (storage.entries.count + storage.shadows.count) * (MemoryLayout<AnimatorEntry<Value>>.stride + 96) + 64
            + storage.entries.reduce(0) { total, entry in
                switch entry.sharing.kind {
                case .none, .progress: total
                case .springMotion: total + AnimatorGroup.detachedMotionBytes(SpringSlot.self)
                case .mergedSpring: total + AnimatorGroup.detachedMotionBytes(MergeSlot.self)
                }
            }
    }

    /// A copy that runs apart from this one (its spring motion copied too).
    @inlinable package func copy() -> AnimatorReplica {
        AnimatorReplica(storage: storage.separated(springsIn: springs), springs: springs)
    }

    /// Advances to `time`, as ``AttributeAnimator/update(time:)``.
    /// - Returns: Whether it still needs updates.
    @inlinable package mutating func update(time: TimeInterval) -> Bool {
        let running = storage.update(time: time)
        // The inert stand-ins of the original's listeners: nothing to run.
        if !storage.resolvedListeners.isEmpty { storage.resolvedListeners.removeAll(keepingCapacity: true) }
        return running
    }
}

extension Animation {
    /// Whether a copy of this animation's run state runs apart from the original's: every built-in
    /// kind and modifier (their state is plain values); not a custom animation.
    @usableFromInline var isReplayable: Bool {
        switch kind {
        case .timingCurve, .fluidSpring, .spring: true
        case let .delay(base, _), let .speed(base, _), let .repeating(base, _, _), let .logicallyComplete(base, _): base.isReplayable
        case .custom: false
        }
    }
}
