import Foundation
import Testing
@testable import Kinetic
import KineticTestSupport

// Transactions through the tree (SPEC §7) beyond the talk's samples.

private struct Probe: View {
    @State var on = false
    @State var label = 0
    var edit: (inout Transaction) -> Void = { _ in }
    var body: some View {
        VStack {
            Color.red.frame(width: 20, height: 20)
                .offset(x: on ? 100 : 0)
                .transaction(edit)
                .testID("probe")
            Text("label \(label)").onTapGesture { label += 1 }.testID("label")
            Text("plain").onTapGesture { on.toggle() }.testID("plain")
            Text("animated").onTapGesture { withAnimation(.linear(duration: 1)) { on.toggle() } }.testID("animated")
            Text("disabled").onTapGesture {
                var t = Transaction(animation: .linear(duration: 1))
                t.disablesAnimations = true
                withTransaction(t) { on.toggle() }
            }.testID("disabled")
        }
    }
}

extension ViewLayerTests {
@Suite struct TransactionTests {
    private func x(_ host: HeadlessHost) -> Double { Double(host.displayList.item(withID: "probe")!.transform.tx) }

    /// A state change outside any `withTransaction` body (a plain tap) leaves nothing behind in the
    /// thread's transaction stack: the host released, its graph goes with it, at once. The stack
    /// used to keep such a graph until some later body returned on that thread, or until the thread
    /// ended — and a graph released by the ending thread's cleanup corrupted the heap (its isolated
    /// deinit used libdispatch after libdispatch had torn the thread's state down; see
    /// `Transaction.enlist` and scripts/tsd-dispatch-repro.sh). Fails before that fix: the graph
    /// outlived its host.
    @Test func aStateChangeOutsideATransactionDoesNotKeepTheGraph() {
        weak var graph: SceneGraph?
        do {
            let host = HeadlessHost(Probe(), size: CGSize(width: 200, height: 200))
            graph = host.graph
            #expect(host.tap(id: "label"))
            #expect(host.displayList.item(text: "label 1") != nil, "the tap changed the state")
        }
        #expect(graph == nil, "the graph outlived its host")
        // Inside a body, the change is applied when the body returns, as before.
        let host = HeadlessHost(Probe(), size: CGSize(width: 200, height: 200))
        #expect(host.tap(id: "animated"))
        host.advance(by: 0.5)
        #expect(abs(x(host) - 50) < 1e-9)
    }

    /// Each host hears only the transactions whose bodies changed its own state: the transaction
    /// reaches a graph through the thread's transaction stack, not a process-wide hook.
    @Test func twoHostsInOneProcessSeeOnlyTheirOwnTransactions() {
        final class Counter { var a = 0, b = 0 }
        struct Mover: View {
            let duration: Double
            let done: () -> Void
            @State var on = false
            var body: some View {
                Color.red.frame(width: 20, height: 20).offset(x: on ? 100 : 0).testID("probe")
                    .onTapGesture { withAnimation(.linear(duration: duration)) { on.toggle() } completion: { done() } }
            }
        }
        let count = Counter()
        let a = HeadlessHost(Mover(duration: 1) { count.a += 1 })
        let b = HeadlessHost(Mover(duration: 2) { count.b += 1 })
        a.tap(id: "probe")
        #expect(a.runningAnimationCount == 1)
        #expect(b.runningAnimationCount == 0, "host B's graph did not take host A's transaction")
        b.tap(id: "probe")
        a.advance(to: 0.5)
        b.advance(to: 0.5)
        #expect(approx(x(a), 50, 1e-9))
        #expect(approx(x(b), 25, 1e-9), "each host animates with its own transaction's animation")
        a.advance(to: 1.01)
        #expect(count.a == 1 && count.b == 0, "A's completion runs when A's animation ends, B's does not")
        b.advance(to: 1.5)
        #expect(count.b == 0)
        b.advance(to: 2.01)
        #expect(count.a == 1 && count.b == 1)
    }

    @Test func transactionIsDiscardedAfterEachUpdate() {
        let host = HeadlessHost(Probe())
        host.tap(id: "animated")
        host.advance(to: 2)
        #expect(x(host) == 100)
        host.tap(id: "plain")
        #expect(x(host) == 0, "a later change outside withAnimation does not reuse the old animation")
    }

    @Test func runningAnimationsSurviveUnrelatedUpdates() {
        let host = HeadlessHost(Probe())
        host.tap(id: "animated")
        host.advance(to: 0.3)
        host.tap(id: "label")  // re-runs the body while the offset animates
        host.advance(to: 0.5)
        #expect(approx(x(host), 50, 1e-9))
        #expect(host.displayList.item(withID: "label")?.text == "label 1")
    }

    @Test func disablesAnimationsJumps() {
        let host = HeadlessHost(Probe())
        host.tap(id: "disabled")
        #expect(x(host) == 100)
        #expect(host.runningAnimationCount == 0)
    }

    @Test func transactionModifierEditsEveryUpdate() {
        let host = HeadlessHost(Probe(edit: { $0.animation = .linear(duration: 2) }))
        host.tap(id: "plain")
        host.advance(to: 1)
        #expect(approx(x(host), 50, 1e-9), "the modifier's animation applies to a plain change")
        let off = HeadlessHost(Probe(edit: { $0.animation = nil }))
        off.tap(id: "animated")
        #expect(x(off) == 100, "and can remove the animation of withAnimation")
    }

    @Test func deprecatedAnimationModifierAppliesAlways() {
        struct Old: View {
            @State var on = false
            var body: some View {
                Color.red.frame(width: 20, height: 20).offset(x: on ? 100 : 0).animation(.linear(duration: 1)).onTapGesture { on.toggle() }.testID("o")
            }
        }
        let host = HeadlessHost(Old())
        host.tap(id: "o")
        host.advance(to: 0.25)
        #expect(approx(Double(host.displayList.item(withID: "o")!.transform.tx), 25, 1e-5))
    }

    @Test func bindingTransactionAppliesToWrites() {
        struct Child: View {
            @Binding var on: Bool
            var body: some View { Text("t").onTapGesture { on.toggle() }.testID("t") }
        }
        struct Parent: View {
            @State var on = false
            var body: some View {
                VStack {
                    Color.red.frame(width: 20, height: 20).offset(x: on ? 100 : 0).testID("probe")
                    Child(on: $on.transaction(Transaction(animation: .linear(duration: 1))))
                }
            }
        }
        let host = HeadlessHost(Parent())
        host.tap(id: "t")
        host.advance(to: 0.5)
        #expect(approx(x(host), 50, 1e-9))
    }

    @Test func customTransactionKeyReachesTransactionModifiers() {
        struct Slow: View {
            @State var on = false
            var body: some View {
                Color.red.frame(width: 20, height: 20).offset(x: on ? 100 : 0)
                    .transaction { if $0.slow { $0.animation = .linear(duration: 4) } }
                    .onTapGesture { withTransaction(\.slow, true) { on.toggle() } }
                    .testID("probe")
            }
        }
        let host = HeadlessHost(Slow())
        host.tap(id: "probe")
        host.advance(to: 1)
        #expect(approx(x(host), 25, 1e-5))
    }

    @Test func withAnimationInsideOnAppearAnimatesFromTheStart() {
        struct Pulse: View {
            @State var grown = false
            var body: some View {
                Circle().frame(width: 20, height: 20).scaleEffect(grown ? 2 : 1).testID("c")
                    .onAppear { withAnimation(.linear(duration: 1)) { grown = true } }
            }
        }
        let host = HeadlessHost(Pulse())
        #expect(drawnScale(host, "c") == 1)
        host.advance(to: 0.5)
        #expect(approx(drawnScale(host, "c"), 1.5, 1e-9))
    }
}
}

private struct SlowTransactionKey: TransactionKey { static let defaultValue = false }
extension Transaction {
    fileprivate var slow: Bool {
        get { self[SlowTransactionKey.self] }
        set { self[SlowTransactionKey.self] = newValue }
    }
}

extension ViewLayerTests {
@Suite struct FrameTests {
    /// The frame in which the last animation finishes is drawn (its snap to the model value).
    @Test func lastFrameOfAnAnimationIsDrawn() {
        struct Slide: View {
            @State var x = 50.0
            var body: some View {
                Color.red.frame(width: 10, height: 10).offset(x: x)
                    .onTapGesture { withAnimation(.linear(duration: 0.5)) { x = 0 } }
                    .testID("s")
            }
        }
        let host = HeadlessHost(Slide())
        let start = Double(host.displayList.item(withID: "s")!.transform.tx)
        host.tap(id: "s")
        host.advance(to: 0.49)
        #expect(Double(host.displayList.item(withID: "s")!.transform.tx) > start - 50)
        host.advance(to: 0.6)
        #expect(host.runningAnimationCount == 0)
        #expect(approx(Double(host.displayList.item(withID: "s")!.transform.tx), start - 50, 1e-12))
    }
}
}
