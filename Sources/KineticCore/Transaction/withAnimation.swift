/// Returns the result of recomputing the view's body with the provided animation.
///
/// - Parameters:
///   - animation: The animation to apply (`.default`, a smooth spring, when omitted).
///   - body: The state changes to animate.
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try withTransaction(Transaction(animation: animation), body)
}

/// Returns the result of recomputing the view's body with the provided animation, and runs the
/// completion when all animations are complete.
///
/// - Parameters:
///   - animation: The animation to apply.
///   - completionCriteria: When the completion runs: once every animation is logically complete
///     (the default), or once every animation is removed.
///   - body: The state changes to animate.
///   - completion: Runs exactly once: when the animations are complete, or right after the update
///     if nothing animated.
@discardableResult
public func withAnimation<Result>(
    _ animation: Animation? = .default,
    completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
    _ body: () throws -> Result,
    completion: @escaping () -> Void
) rethrows -> Result {
    var transaction = Transaction(animation: animation)
    transaction.addAnimationCompletion(criteria: completionCriteria, completion)
    return try withTransaction(transaction, body)
}
