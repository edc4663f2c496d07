import Foundation
import Testing
@testable import Kinetic

/// What a `.transaction` closure below an implicit-animation modifier saw, update after update.
private final class SeenAnimations { var animations: [Animation?] = [] }

/// The three implicit-animation modifiers.
enum ImplicitModifier: CaseIterable, Sendable { case valueAnimation, deprecatedAnimation, scopedAnimation }

/// A square whose offset is animated by one implicit-animation modifier over 1 s. Below the
/// modifier, a `.transaction` closure records the animation it was handed and re-enables
/// animations, so an animation the modifier inserted despite `disablesAnimations` would show as
/// motion, not only in the record.
private struct ImplicitProbe: View {
    let modifier: ImplicitModifier
    let seen: SeenAnimations
    @State var on = false

    var body: some View {
        VStack {
            square
            Text("plain").onTapGesture { on.toggle() }.testID("plain")
            Text("disabled").onTapGesture {
                var transaction = Transaction()
                transaction.disablesAnimations = true
                withTransaction(transaction) { on.toggle() }
            }.testID("disabled")
        }
    }

    @ViewBuilder var square: some View {
        let seen = self.seen
        switch modifier {
        case .valueAnimation:
            Color.red.frame(width: 20, height: 20).offset(x: on ? 100 : 0)
                .transaction { seen.animations.append($0.animation); $0.disablesAnimations = false }
                .animation(.linear(duration: 1), value: on)
                .testID("square")
        case .deprecatedAnimation:
            Color.red.frame(width: 20, height: 20).offset(x: on ? 100 : 0)
                .transaction { seen.animations.append($0.animation); $0.disablesAnimations = false }
                .animation(.linear(duration: 1))
                .testID("square")
        case .scopedAnimation:
            Color.red.frame(width: 20, height: 20)
                .animation(.linear(duration: 1)) {
                    $0.offset(x: on ? 100 : 0)
                        .transaction { seen.animations.append($0.animation); $0.disablesAnimations = false }
                }
                .testID("square")
        }
    }
}

extension ViewLayerTests {
@Suite struct ImplicitAnimationDisablingTests {
    private func x(_ host: HeadlessHost) -> Double { Double(host.displayList.item(withID: "square")!.transform.tx) }

    /// A change under a transaction that disables animations, through each implicit-animation
    /// modifier: the modifier inserts no animation (the closure below it sees none), so the square
    /// jumps to 100 at once. A plain change, for contrast, gets the modifier's 1 s linear
    /// animation: halfway (50) at 0.5 s.
    @Test(arguments: ImplicitModifier.allCases)
    func disablingTransactionGetsNoImplicitAnimation(_ modifier: ImplicitModifier) {
        let seen = SeenAnimations()
        let host = HeadlessHost(ImplicitProbe(modifier: modifier, seen: seen))
        seen.animations.removeAll()
        host.tap(id: "disabled")
        #expect(!seen.animations.isEmpty, "the closure below the modifier ran")
        #expect(seen.animations.allSatisfy { $0 == nil }, "\(modifier): \(seen.animations)")
        #expect(x(host) == 100)
        #expect(host.runningAnimationCount == 0)
        host.advance(by: 0.5)
        #expect(x(host) == 100)

        seen.animations.removeAll()
        host.tap(id: "plain")
        #expect(seen.animations.contains { $0 == .linear(duration: 1) }, "\(modifier): \(seen.animations)")
        host.advance(by: 0.5)
        #expect(abs(x(host) - 50) < 1e-9, "\(modifier): \(x(host))")
    }
}
}
