import Foundation
import Testing
@testable import KineticCore

private struct AvatarTappedKey: TransactionKey {
    static let defaultValue = false
}

extension Transaction {
    var avatarTapped: Bool {
        get { self[AvatarTappedKey.self] }
        set { self[AvatarTappedKey.self] = newValue }
    }
}

@Suite("Transaction")
struct TransactionTests {
    @Test("Custom keys read their default until set; the talk's avatarTapped key")
    func keys() {
        var transaction = Transaction()
        #expect(transaction.avatarTapped == false)
        transaction.avatarTapped = true
        #expect(transaction.avatarTapped)
        #expect(Transaction().animation == nil && !Transaction().disablesAnimations && !Transaction().isContinuous)
        #expect(Transaction(animation: .bouncy).animation == .bouncy)
    }

    @Test("withTransaction / withAnimation set the current transaction only inside the body")
    func current() {
        #expect(Transaction.current == nil)
        withTransaction(\.avatarTapped, true) {
            #expect(Transaction.current?.avatarTapped == true)
            withAnimation(.snappy) {
                #expect(Transaction.current?.animation == .snappy)
                #expect(Transaction.current?.avatarTapped == false, "a fresh transaction per update")
            }
            #expect(Transaction.current?.animation == nil)
        }
        withAnimation { #expect(Transaction.current?.animation == .default) }
        var transaction = Transaction(animation: .linear)
        transaction.disablesAnimations = true
        let result = withTransaction(transaction) { Transaction.current!.disablesAnimations ? 7 : 0 }
        #expect(result == 7 && Transaction.current == nil)
    }

    @Test("The current transaction is per thread")
    func perThread() {
        let opened = DispatchSemaphore(value: 0), checked = DispatchSemaphore(value: 0)
        let thread = Thread {
            withAnimation(.snappy) {
                opened.signal()
                checked.wait()
            }
        }
        thread.start()
        opened.wait()
        #expect(Transaction.current == nil, "another thread's open transaction is not this thread's")
        checked.signal()
    }

    @Test("A throwing body still closes its transaction")
    func throwing() {
        struct Failure: Error {}
        #expect(throws: Failure.self) { try withAnimation { throw Failure() } }
        #expect(Transaction.current == nil)
    }

    /// A transaction keeps its fields behind one shared reference, copied on write: it must still
    /// behave as a value. Every field written on a copy leaves the original and the empty
    /// transactions as they were.
    @Test("A transaction is a value: writing a copy changes neither the original nor Transaction()")
    func valueSemantics() {
        var original = Transaction(animation: .easeIn)
        original.avatarTapped = true
        var done = 0
        original.addAnimationCompletion { done += 1 }
        var copy = original
        copy.animation = .linear
        copy.disablesAnimations = true
        copy.isContinuous = true
        copy.avatarTapped = false
        copy.addAnimationCompletion { done += 10 }
        #expect(original.animation == .easeIn && !original.disablesAnimations && !original.isContinuous)
        #expect(original.avatarTapped && original.completionListeners.count == 1)
        #expect(copy.animation == .linear && copy.disablesAnimations && copy.isContinuous)
        #expect(!copy.avatarTapped && copy.completionListeners.count == 2)
        // Empty transactions share one storage until written; writing one leaves the next empty.
        var first = Transaction()
        first.animation = .bouncy
        first.avatarTapped = true
        let second = Transaction()
        #expect(second.animation == nil && !second.avatarTapped && second.completionListeners.isEmpty)
        #expect(first.animation == .bouncy)
    }
}
