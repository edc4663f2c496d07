import Foundation
import Testing
@testable import Kinetic

/// Records when completions run.
private final class CompletionLog {
    var entries: [(String, TimeInterval)] = []
}

/// Two `withAnimation` calls in one tap change the two halves of one animated attribute
/// (`offset(x:y:)`): x over 1 s, then y over 2 s.
private struct TwoCalls: View {
    let log: CompletionLog
    let clock: () -> TimeInterval
    @State private var x: CGFloat = 0
    @State private var y: CGFloat = 0
    var body: some View {
        Color.red.frame(width: 20, height: 20)
            .offset(x: x, y: y)
            .testID("box")
            .onTapGesture {
                withAnimation(.linear(duration: 1)) { x = 100 } completion: { log.entries.append(("x", clock())) }
                withAnimation(.linear(duration: 2)) { y = 100 } completion: { log.entries.append(("y", clock())) }
            }
    }
}

extension ViewLayerTests {
@Suite struct WithAnimationCompletionTests {
    @Test func twoCallsInOneTapAreTwoUpdatesEachCompletingWithItsOwnAnimation() {
        let log = CompletionLog()
        var host: HeadlessHost!
        host = HeadlessHost(TwoCalls(log: log, clock: { host.time }), size: CGSize(width: 300, height: 300))
        let start = host.displayList.item(withID: "box")!.center
        host.tap(id: "box")
        #expect(log.entries.isEmpty, "no completion runs at the tap")
        host.advance(to: 0.5)
        let half = host.displayList.item(withID: "box")!.center
        // The second animation runs from the first's current value to the combined target (SPEC §6):
        // at 0.5 s x = 50 + (100 − 50) × 0.25 = 62.5, y = 100 × 0.25 = 25.
        #expect(abs(half.x - start.x - 62.5) < 1e-9 && abs(half.y - start.y - 25) < 1e-9, "\(half)")
        host.advance(to: 1.5)
        #expect(log.entries.map(\.0) == ["x"])
        // Completions run in the first frame at or after the end (60 frames of 1/60 s fall a hair short of 1).
        #expect(log.entries[0].1 > 1 - 1e-9 && log.entries[0].1 < 1 + 1.0 / 60 + 1e-9, "x's completion runs when its 1 s animation ends")
        host.advance(to: 3)
        #expect(log.entries.map(\.0) == ["x", "y"])
        #expect(log.entries[1].1 > 2 - 1e-9 && log.entries[1].1 < 2 + 1.0 / 60 + 1e-9, "y's completion runs when its 2 s animation ends")
    }
}
}
