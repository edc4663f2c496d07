import Foundation
import Testing
@testable import Kinetic
import KineticTestSupport

/// How often ``CountingColumn`` was asked for its size and to place its subviews.
@MainActor private enum LayoutCalls {
    static var sizes = 0
    static var places = 0
}

/// A column that counts the calls layout makes to it.
private struct CountingColumn: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        MainActor.assumeIsolated { LayoutCalls.sizes += 1 }
        return CGSize(width: 80, height: 20 * CGFloat(subviews.count))
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        MainActor.assumeIsolated { LayoutCalls.places += 1 }
        for (index, subview) in subviews.enumerated() {
            subview.place(at: CGPoint(x: bounds.minX, y: bounds.minY + 20 * CGFloat(index)), proposal: ProposedViewSize(width: 80, height: 20))
        }
    }
}

/// A label with state of its own: a tap changes its text and nothing else's body runs.
private struct GrowingLabel: View {
    @State private var text = "a"
    var body: some View {
        Text(text).onTapGesture { text = "a much longer label" }.testID("label")
    }
}

/// Rows the column shows, one more per tap.
private struct GrowingColumn: View {
    @State private var rows = 1
    var body: some View {
        CountingColumn {
            ForEach(0..<rows, id: \.self) { Text("row \($0)") }
        }
        .onTapGesture { rows += 1 }
        .testID("column")
    }
}

extension ViewLayerTests {
    /// Layout keeps what it measured and placed until something under a node changes: a label
    /// that grows inside a frame of a fixed width is laid out again along its own path, and a
    /// column beside it is neither measured nor placed again. Rows added to the column lay it (and
    /// what holds it) out again, in the right places.
    @Suite(.serialized) struct LayoutCacheTests {
        @Test func aChangeLaysOutItsOwnPathOnly() throws {
            // Counted without the check `make test` makes of every pass (a second layout from scratch).
            let verifies = SceneGraph.verifiesLayout
            SceneGraph.verifiesLayout = false
            defer { SceneGraph.verifiesLayout = verifies }
            let host = HeadlessHost(VStack(spacing: 10) {
                GrowingLabel().frame(width: 250)
                GrowingColumn()
            }, size: CGSize(width: 400, height: 300))
            #expect(LayoutCalls.sizes > 0 && LayoutCalls.places == 1)
            let label = try #require(host.displayList.item(withID: "label")).frame
            func rows() -> [CGRect] { host.displayList.items.filter { $0.text?.hasPrefix("row ") == true }.map(\.frame) }
            let firstRow = try #require(rows().first)
            LayoutCalls.sizes = 0
            LayoutCalls.places = 0

            #expect(host.tap(id: "label"))
            host.update()
            let grown = try #require(host.displayList.item(withID: "label")).frame
            #expect(grown.width > label.width + 50, "the label was laid out again: \(label.width) → \(grown.width)")
            #expect(LayoutCalls.sizes == 0 && LayoutCalls.places == 0, "the column beside it: \(LayoutCalls.sizes) sizes, \(LayoutCalls.places) placements")
            #expect(rows() == [firstRow])

            #expect(host.tap(id: "column"))
            host.update()
            #expect(LayoutCalls.sizes > 0 && LayoutCalls.places == 1, "rows added: the column is laid out again")
            // The column grew by a row of 20: the stack, centred in the host, moved up by 10.
            #expect(rows().map(\.minY) == [firstRow.minY - 10, firstRow.minY + 10], "\(rows())")
        }
    }
}
