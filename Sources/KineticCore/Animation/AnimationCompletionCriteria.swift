/// The criteria that determines when an animation is considered finished.
public struct AnimationCompletionCriteria: Hashable, Sendable {
    @usableFromInline enum Storage: Hashable, Sendable { case logicallyComplete, removed }
    @usableFromInline let storage: Storage

    /// The animation has logically completed, but may still be in its long tail.
    public static let logicallyComplete = AnimationCompletionCriteria(storage: .logicallyComplete)
    /// The entire animation is finished and will now be removed.
    public static let removed = AnimationCompletionCriteria(storage: .removed)
}
