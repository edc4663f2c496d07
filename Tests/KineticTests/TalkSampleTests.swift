import Foundation
import Testing
@testable import Kinetic
import KineticTestSupport

extension ViewLayerTests {
@Suite struct TalkSampleTests {
    let frame = 1.0 / 60.0

    /// Repeated taps under withAnimation(.bouncy): the second spring merges (starts from the current
    /// value and velocity), so the scale is continuous — and equals the engine's animator fed the same changes.
    @Test func avatarScaleMergesOnRepeatedTaps() {
        let host = HeadlessHost(BouncyAvatar(pet: Pet()), size: CGSize(width: 300, height: 300))
        #expect(drawnScale(host, "avatar") == 1)
        host.tap(id: "avatar")
        host.advance(to: 0.1)
        let beforeSecondTap = drawnScale(host, "avatar")
        #expect(beforeSecondTap > 1.05 && beforeSecondTap < 1.5)
        host.tap(id: "avatar")  // back to 1.0 while still heading to 1.5
        let atSecondTap = drawnScale(host, "avatar")
        #expect(approx(atSecondTap, beforeSecondTap, 1e-12), "a merge keeps the value continuous")
        host.advance(to: 0.15)
        let after = drawnScale(host, "avatar")
        #expect(after > beforeSecondTap, "velocity is preserved: it keeps growing for a moment")

        let bouncy = Transaction(animation: .bouncy)
        for t in [0.15, 0.3, 0.6, 1.2] {
            host.advance(to: t)
            let expected = engineValue(initial: avatarScale(1), changes: [(0, avatarScale(1.5), bouncy), (0.1, avatarScale(1), bouncy)], until: t)
            #expect(approx(drawnScale(host, "avatar"), Double(expected.first.first), 1e-9), "t = \(t)")
        }
        host.advance(to: 4)
        #expect(approx(drawnScale(host, "avatar"), 1, 1e-9))
        #expect(host.runningAnimationCount == 0)
    }

    /// The first avatar: no animation in the transaction, so the scale jumps to 1.5 in the tap's
    /// update and back to 1.0 on the next tap, and nothing runs.
    @Test func avatarWithoutAnimationJumps() {
        let host = HeadlessHost(PlainToggle.Avatar(pet: Pet()).testID("avatar"), size: CGSize(width: 300, height: 300))
        #expect(drawnScale(host, "avatar") == 1)
        host.tap(id: "avatar")
        #expect(drawnScale(host, "avatar") == 1.5)
        #expect(host.runningAnimationCount == 0)
        host.advance(to: 0.1)
        #expect(drawnScale(host, "avatar") == 1.5)
        host.tap(id: "avatar")
        #expect(drawnScale(host, "avatar") == 1)
    }

    /// A bare `withAnimation` uses the default animation, a smooth spring (response 0.5, damping
    /// fraction 1, SPEC §5): the scale follows the hand replay of that spring over 0 → 0.5 and,
    /// critically damped, never passes 1.5.
    @Test func avatarWithBareWithAnimationUsesTheSmoothDefaultSpring() {
        let host = HeadlessHost(DefaultAnimation.Avatar(pet: Pet()).testID("avatar"), size: CGSize(width: 300, height: 300))
        host.tap(id: "avatar")
        #expect(drawnScale(host, "avatar") == 1, "animated: nothing moves in the tap's own update")
        for t in [0.1, 0.25, 0.5] {
            host.advance(to: t)
            let expected = 1 + 0.5 * replayedSpringFraction(response: 0.5, dampingFraction: 1, time: t)
            #expect(approx(drawnScale(host, "avatar"), expected, 1e-9), "t = \(t)")
        }
        // Replay fractions 0.3558, 0.8178, 0.9845: mid-way it has done most of the move.
        #expect(drawnScale(host, "avatar") > 1.49)
        for frame in 31...180 {
            host.advance(to: Double(frame) / 60)
            #expect(drawnScale(host, "avatar") <= 1.5, "no overshoot at frame \(frame)")
        }
        #expect(drawnScale(host, "avatar") == 1.5)
        #expect(host.runningAnimationCount == 0)
    }

    /// The Binding avatar: `.animation(.bouncy, value: selected)` animates the scale whoever
    /// changes `selected` — a tap on the avatar or the programmatic button — with the bouncy
    /// spring (response 0.5, damping fraction 1 − 0.3), which overshoots 1.5.
    @Test func bindingAvatarAnimatesEveryChangeWithBouncy() {
        let host = HeadlessHost(Poll { BouncyValue.Avatar(pet: Pet(), selected: $0) })
        host.tap(id: "avatar")
        for t in [0.1, 0.25, 0.4] {
            host.advance(to: t)
            let expected = 1 + 0.5 * replayedSpringFraction(response: 0.5, dampingFraction: 0.7, time: t)
            #expect(approx(drawnScale(host, "avatar"), expected, 1e-9), "t = \(t)")
        }
        #expect(drawnScale(host, "avatar") > 1.5, "at 0.4 s the bouncy spring is past its target (replay 1.036)")
        host.advance(to: 3)
        #expect(drawnScale(host, "avatar") == 1.5)

        host.tap(id: "button")  // programmatic: no withAnimation, still animated by the modifier
        host.advance(to: 3.1)
        let back = 1.5 - 0.5 * replayedSpringFraction(response: 0.5, dampingFraction: 0.7, time: 0.1)
        #expect(approx(drawnScale(host, "avatar"), back, 1e-9))
    }

    /// The Spring sample: `Spring(duration: 1.0, bounce: 0)` is critically damped (ζ = 1, ω = 0,
    /// d = 2π / 1 s). SPEC §3 by hand: value = 1 − (1 + 2π·0.25)·e^(−π/2) = 0.4655839487,
    /// velocity = d²·t·e^(−dt) = π²·e^(−π/2) = 2.0516891816.
    @Test func springSampleValueAndVelocity() {
        let spring = Spring(duration: 1.0, bounce: 0)
        let value = spring.value(target: 1, time: 0.25)
        let velocity = spring.velocity(target: 1, time: 0.25)
        // The closed forms written out here, from the SPEC's formulas (not the engine's code).
        let d = 2 * Double.pi, t = 0.25
        #expect(approx(value, 1 - (1 + d * t) * exp(-d * t), 1e-12))
        #expect(approx(velocity, d * d * t * exp(-d * t), 1e-12))
        #expect(approx(value, 0.4655839487, 1e-10) && approx(velocity, 2.0516891816, 1e-10))
    }

    /// `.shadow(...).animation(.smooth, value:)` then `.scaleEffect(...).animation(.bouncy, value:)`:
    /// one tap animates each attribute with its own spring, at the same time.
    @Test func shadowAnimatesWithItsOwnAnimation() {
        let host = HeadlessHost(Poll { ValueAnimationAvatar(pet: Pet(), selected: $0) })
        host.tap(id: "avatar")
        var differed = false
        for t in [0.05, 0.1, 0.2, 0.3] {
            host.advance(to: t)
            let item = host.displayList.item(withID: "avatar")!
            let smooth = engineValue(initial: CGFloat(8), changes: [(0, 12, Transaction(animation: .smooth))], until: t)
            let bouncy = engineValue(initial: avatarScale(1), changes: [(0, avatarScale(1.5), Transaction(animation: .bouncy))], until: t)
            #expect(approx(Double(item.shadow!.radius), Double(smooth), 1e-9))
            #expect(approx(Double(item.transform.scale.width), Double(bouncy.first.first), 1e-9))
            // Compare the fractions with the closed-form springs they are simulated from.
            let shadowFraction = Double(item.shadow!.radius - 8) / 4
            let scaleFraction = Double(item.transform.scale.width - 1) / 0.5
            #expect(approx(shadowFraction, Spring.smooth.value(target: 1.0, time: t), 0.02))
            #expect(approx(scaleFraction, Spring.bouncy.value(target: 1.0, time: t), 0.02))
            if abs(shadowFraction - scaleFraction) > 0.01 { differed = true }
        }
        #expect(differed, ".smooth and .bouncy differ at the same time")
    }

    /// The scoped generic avatar: `animation(_:body:)` animates only the shadow and scale; child
    /// content that changed in the same update does not pick the animation up.
    @Test func scopedAvatarDoesNotAnimateChildContent() {
        let host = HeadlessHost(Poll { selected in
            ScopedAvatar(content: Color.red.frame(width: 60, height: 60).opacity(selected.wrappedValue ? 0.5 : 1), selected: selected)
        })
        host.tap(id: "avatar")
        host.advance(to: 0.1)
        let item = host.displayList.item(withID: "avatar")!
        #expect(item.opacity == 0.5, "child content changed without animation")
        #expect(item.shadow!.radius > 8 && item.shadow!.radius < 12, "the shadow animates (smooth)")
        #expect(item.transform.scale.width > 1 && item.transform.scale.width < 1.5, "the scale animates (bouncy)")
        let smooth = engineValue(initial: CGFloat(8), changes: [(0, 12, Transaction(animation: .smooth))], until: 0.1)
        #expect(approx(Double(item.shadow!.radius), Double(smooth), 1e-9))

        // The unscoped version animates the child's opacity by accident (with the inner .smooth).
        let leaky = HeadlessHost(Poll { selected in
            UnscopedAvatar(content: Color.red.frame(width: 60, height: 60).opacity(selected.wrappedValue ? 0.5 : 1), selected: selected)
        })
        leaky.tap(id: "avatar")
        leaky.advance(to: 0.1)
        let leaked = leaky.displayList.item(withID: "avatar")!
        #expect(leaked.opacity > 0.5 && leaked.opacity < 1, "accidental animation without the scoped form")
    }

    /// The transaction-key avatar: a tap (withTransaction(\.avatarTapped, true)) scales with .bouncy;
    /// a programmatic change scales with .smooth.
    @Test func transactionKeyChoosesBouncyForTapsAndSmoothOtherwise() {
        for scoped in [false, true] {
            let host: HeadlessHost = scoped
                ? HeadlessHost(Poll { ScopedTransactionKeyAvatar(content: Image("cat"), selected: $0) })
                : HeadlessHost(Poll { TransactionKeyAvatar(pet: Pet(), selected: $0) })
            host.tap(id: "avatar")
            host.advance(to: 0.12)
            let bouncy = engineValue(initial: avatarScale(1), changes: [(0, avatarScale(1.5), Transaction(animation: .bouncy))], until: 0.12)
            #expect(approx(drawnScale(host, "avatar"), Double(bouncy.first.first), 1e-9), "tap → bouncy (scoped: \(scoped))")
            host.advance(to: 3)
            #expect(approx(drawnScale(host, "avatar"), 1.5, 1e-9))

            host.tap(id: "button")  // programmatic: avatarTapped is false
            host.advance(to: 3.12)
            let smooth = engineValue(initial: avatarScale(1.5), changes: [(0, avatarScale(1), Transaction(animation: .smooth))], until: 0.12)
            #expect(approx(drawnScale(host, "avatar"), Double(smooth.first.first), 1e-9), "programmatic → smooth (scoped: \(scoped))")
            let bouncyBack = engineValue(initial: avatarScale(1.5), changes: [(0, avatarScale(1), Transaction(animation: .bouncy))], until: 0.12)
            #expect(abs(drawnScale(host, "avatar") - Double(bouncyBack.first.first)) > 0.01, "not the tap's bouncy spring")
        }
    }

    /// `.animation(_:value:)` only animates when its value changed in the update.
    @Test func animationValueDoesNotAnimateWhenValueUnchanged() {
        struct Box: View {
            @State var selected = false
            @State var zoomed = false
            var body: some View {
                VStack {
                    Color.blue.frame(width: 40, height: 40)
                        .scaleEffect(zoomed ? 2 : 1)
                        .offset(x: selected ? 100 : 0)
                        .animation(.bouncy, value: selected)
                        .testID("box")
                    Text("zoom").onTapGesture { zoomed.toggle() }.testID("zoom")
                    Text("select").onTapGesture { selected.toggle() }.testID("select")
                }
            }
        }
        let host = HeadlessHost(Box())
        host.tap(id: "zoom")
        host.advance(by: 0.05)
        #expect(drawnScale(host, "box") == 2, "zoomed changed, selected did not: no animation")
        #expect(host.runningAnimationCount == 0)
        let x0 = host.displayList.item(withID: "box")!.transform.tx
        host.tap(id: "select")
        host.advance(by: 0.05)
        let x1 = host.displayList.item(withID: "box")!.transform.tx
        #expect(x1 - x0 > 1 && x1 - x0 < 100, "selected changed: the offset animates")
    }

    /// `Binding.animation(_:)`: a toggle written through `$isOn.animation(.linear)` animates.
    @Test func bindingAnimationAnimatesAToggle() {
        struct Switch: View {
            @Binding var isOn: Bool
            var body: some View {
                Capsule().frame(width: 50, height: 30).onTapGesture { isOn.toggle() }.testID("switch")
            }
        }
        struct Truck: View {
            @State var isTrailing = false
            var body: some View {
                VStack {
                    Color.orange.frame(width: 20, height: 20).offset(x: isTrailing ? 200 : 0).testID("truck")
                    Switch(isOn: $isTrailing.animation(.linear))
                }
            }
        }
        let host = HeadlessHost(Truck())
        let start = host.displayList.item(withID: "truck")!.transform.tx
        host.tap(id: "switch")
        host.advance(to: 0.175)  // half of linear's 0.35 s
        let half = host.displayList.item(withID: "truck")!.transform.tx - start
        #expect(approx(Double(half), 100, 1e-6))
        host.advance(to: 0.5)
        #expect(approx(Double(host.displayList.item(withID: "truck")!.transform.tx - start), 200, 1e-9))

        // Without `.animation` on the binding the same toggle jumps.
        struct PlainTruck: View {
            @State var isTrailing = false
            var body: some View {
                VStack {
                    Color.orange.frame(width: 20, height: 20).offset(x: isTrailing ? 200 : 0).testID("truck")
                    Switch(isOn: $isTrailing)
                }
            }
        }
        let plain = HeadlessHost(PlainTruck())
        let plainStart = plain.displayList.item(withID: "truck")!.transform.tx
        plain.tap(id: "switch")
        #expect(plain.displayList.item(withID: "truck")!.transform.tx - plainStart == 200)
    }
}
}
