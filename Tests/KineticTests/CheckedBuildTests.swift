import Foundation
import Testing
@testable import Kinetic
@testable import KineticCore

// The test build is a checked build (KINETIC_CHECKED, set for every debug build in Package.swift):
// the engine's unsafe shortcuts are compiled as their safe forms, so a mistake that would corrupt
// memory in a release build stops the process here, at the access. Each test below makes such a
// mistake in a child process (an exit test) and expects it to stop; in a build with the shortcuts
// compiled in, the mistake would go unnoticed and the test would fail.

nonisolated private final class Box {
    var value = 1
}

@MainActor
private func modify(_ warnings: inout [String], while body: () -> Void) {
    body()
}

@Suite("A checked build stops at the mistakes the release build's shortcuts would let through")
struct CheckedBuildTests {
    @Test("reading an unretained reference after its owner let go of the object traps")
    func unretainedReadAfterFreeTraps() async {
        await #expect(processExitsWith: .failure) {
            var owner: Box? = Box()
            let reference = Unretained(owner!)
            owner = nil
            _ = reference.read { $0.value }
        }
    }

    @Test("two overlapping accesses to a scene graph's property trap (its exclusivity is checked)")
    func overlappingAccessTraps() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let graph = SceneGraph(size: CGSize(width: 10, height: 10))
                modify(&graph.warnings) { graph.warnings.append("during the modification") }
            }
        }
    }

    @Test("the graph's invariant check catches a running attribute whose index was not kept")
    func brokenRunningIndexIsCaught() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let host = HeadlessHost(Color.red.frame(width: 10, height: 10), size: CGSize(width: 100, height: 100))
                let graph = host.graph
                let attribute = AnimatedValue(0.0, graph: graph)
                graph.startRunning(attribute)
                attribute.runningIndex = 7  // what a swap that forgot to update the index leaves
                graph._checkInvariants()  // (run after every update and animated frame of a checked build)
            }
        }
    }

    @Test("a node given a view value of another type than it was made for stops the update")
    func viewOfAnotherTypeIsCaught() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let host = HeadlessHost(EmptyView(), size: CGSize(width: 100, height: 100))
                var context = UpdateContext(graph: host.graph, transaction: Transaction(), environment: host.graph.rootEnvironment)
                updateNode(host.graph.root, with: Color.red, context: &context)
            }
        }
    }

    @Test("a graph with a transition that never ran is released without reaching itself in its deinit")
    func releasingAnUntouchedTransition() async {
        // Found by the checked build: abandoning the nodes asked the transition for its attributes,
        // which made them then, and making one reads the graph, which was being destroyed.
        await #expect(processExitsWith: .success) {
            await MainActor.run {
                var host: HeadlessHost? = HeadlessHost(Text("in").transition(.opacity), size: CGSize(width: 100, height: 100))
                host?.advance(by: 0.1)
                host = nil
            }
        }
    }

    @Test("the layout check catches a size that changed without invalidating the layout it changed")
    func staleLayoutIsCaught() async {
        // A layout that reads state of its own, outside the view tree: what a node whose change
        // forgot `invalidateLayout()` looks like. `make test` checks every pass (KINETIC_VERIFY_LAYOUT).
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                SceneGraph.verifiesLayout = true
                let host = HeadlessHost(VStack { OutsideSizedColumn { Color.red }; TappedLabel() }, size: CGSize(width: 200, height: 200))
                OutsideSizedColumn.height = 80
                _ = host.tap(id: "label")  // lays out the label's path; the column's kept size is stale
                host.update()
            }
        }
        // The same, with the column told (a new view value): laid out again, nothing caught.
        await #expect(processExitsWith: .success) {
            await MainActor.run {
                SceneGraph.verifiesLayout = true
                let host = HeadlessHost(VStack { OutsideSizedColumn { Color.red }; TappedLabel() }, size: CGSize(width: 200, height: 200))
                _ = host.tap(id: "label")
                host.update()
            }
        }
    }

    @MainActor @Test("the checks pass on a graph that is sound, after each update and frame")
    func soundGraphPasses() {
        let host = HeadlessHost(Color.red.frame(width: 10, height: 10), size: CGSize(width: 100, height: 100))
        host.graph._checkInvariants()
        host.advance(by: 0.1)
        host.graph._checkInvariants()
    }
}

/// A column whose height is read from outside the view tree (``staleLayoutIsCaught()``).
private struct OutsideSizedColumn: Layout {
    nonisolated(unsafe) static var height: CGFloat = 40
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: 50, height: Self.height)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews { subview.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size)) }
    }
}

/// A label a tap changes (its own state: nothing else's body runs).
private struct TappedLabel: View {
    @State private var taps = 0
    var body: some View { Text("taps \(taps)").onTapGesture { taps += 1 }.testID("label") }
}
