/// One completion handler of one transaction, shared by every animation that transaction started.
///
/// It counts the animations still pending by its criteria and runs its completion exactly once:
/// when the count reaches zero after the update that started them has closed.
@usableFromInline
package final class AnimationCompletionListener {
    @usableFromInline package let criteria: AnimationCompletionCriteria
    private var completion: (() -> Void)?
    private var pending = 0
    private var updateClosed = false

    @usableFromInline package init(criteria: AnimationCompletionCriteria, completion: @escaping () -> Void) {
        self.criteria = criteria
        self.completion = completion
    }

    /// An animation started by the transaction will report to this listener.
    @usableFromInline package func register() { pending += 1 }

    /// One registered animation is complete by this listener's criteria.
    @usableFromInline package func resolve() {
        pending -= 1
        fireIfDone()
    }

    /// The update that applied the transaction is over: no more registrations.
    package func closeUpdate() {
        updateClosed = true
        fireIfDone()
    }

    private func fireIfDone() {
        guard updateClosed, pending <= 0, let completion else { return }
        self.completion = nil
        completion()
    }
}
