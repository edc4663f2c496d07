import Foundation
import Testing
@testable import Kinetic
import KineticTestSupport

// Insertion and removal transitions (SPEC §9).

private struct Toggler<Content: View>: View {
    @State var show: Bool
    var animation: Animation? = .linear(duration: 1)
    @ViewBuilder var content: Content
    var body: some View {
        VStack {
            if show { content }
            Text("toggle").onTapGesture {
                if let animation { withAnimation(animation) { show.toggle() } } else { show.toggle() }
            }.testID("toggle")
        }
    }
}

extension ViewLayerTests {
@Suite struct TransitionTests {
    @Test func defaultTransitionFadesInAndOut() {
        let host = HeadlessHost(Toggler(show: false) { Color.red.frame(width: 40, height: 40).testID("box") })
        #expect(host.displayList.item(withID: "box") == nil)
        host.tap(id: "toggle")
        host.advance(to: 0.5)
        #expect(approx(host.displayList.item(withID: "box")!.opacity, 0.5, 1e-9))
        host.advance(to: 2)
        #expect(host.displayList.item(withID: "box")!.opacity == 1)
        host.tap(id: "toggle")
        host.advance(to: 2.25)
        let leaving = host.displayList.item(withID: "box")
        #expect(leaving != nil && approx(leaving!.opacity, 0.75, 1e-6), "a removed view stays drawn while it fades")
        #expect(leaving?.isHitTestable == false, "but takes no taps")
        #expect(host.attributes(animatingOnly: true).contains { $0.testID == "box" })
        host.advance(to: 3.5)
        #expect(host.displayList.item(withID: "box") == nil, "and is gone when its removal ends")
    }

    @Test func withoutAnimationViewsComeAndGoAtOnce() {
        let host = HeadlessHost(Toggler(show: true, animation: nil) { Color.red.frame(width: 40, height: 40).testID("box") })
        host.tap(id: "toggle")
        #expect(host.displayList.item(withID: "box") == nil)
        host.tap(id: "toggle")
        #expect(host.displayList.item(withID: "box")?.opacity == 1)
    }

    /// `.identity` changes nothing: inside withAnimation the view is drawn in full from the
    /// inserting update on, and is gone in the removing update (no removal animation to wait for).
    @Test func identityTransitionComesAndGoesAtOnceInsideWithAnimation() throws {
        let host = HeadlessHost(Toggler(show: false) { Color.red.frame(width: 40, height: 40).transition(.identity).testID("i") })
        host.tap(id: "toggle")
        for t in [0.0, 0.5] {
            host.advance(to: t)
            let shown = try #require(host.displayList.item(withID: "i"), "drawn at t = \(t)")
            #expect(shown.opacity == 1 && shown.transform.isIdentity, "t = \(t)")
        }
        #expect(!host.attributes(animatingOnly: true).contains { $0.testID == "i" })
        host.advance(to: 2)
        host.tap(id: "toggle")
        #expect(host.displayList.item(withID: "i") == nil, "removed in the same update")
        host.advance(to: 2.5)
        #expect(host.displayList.item(withID: "i") == nil)
        #expect(host.warnings.isEmpty, "\(host.warnings)")
    }

    /// A transition only applies to insertion and removal: on a view present from the start (and
    /// on one in a branch that is never taken) it draws nothing special, warns nothing, and an
    /// animated update elsewhere leaves it untouched.
    @Test func transitionOnAViewThatNeverAppearsOrLeavesDrawsNormally() {
        struct Still: View {
            @State var wide = false
            @State var never = false
            var body: some View {
                VStack(spacing: 0) {
                    Color.red.frame(width: 40, height: 40).transition(.scale.combined(with: .opacity)).testID("still")
                    if never { Color.blue.frame(width: 40, height: 40).transition(.slide).testID("never") }
                    Color.green.frame(width: wide ? 200 : 100, height: 20)
                        .onTapGesture { withAnimation(.linear(duration: 1)) { wide.toggle() } }
                        .testID("wide")
                }
            }
        }
        let host = HeadlessHost(Still(), size: CGSize(width: 300, height: 300))
        func check(_ label: String) {
            guard let still = host.displayList.item(withID: "still") else { Issue.record("not drawn: \(label)"); return }
            #expect(still.opacity == 1 && still.transform.isIdentity, "\(label)")
            #expect(still.frame.size == CGSize(width: 40, height: 40), "\(label)")
            #expect(host.displayList.item(withID: "never") == nil, "\(label)")
        }
        check("mount")
        host.tap(id: "wide")
        host.advance(to: 0.5)
        #expect(host.runningAnimationCount > 0, "the other view animates")
        check("during an animated update elsewhere")
        host.advance(to: 2)
        check("after it")
        #expect(host.warnings.isEmpty, "\(host.warnings)")

        let root = HeadlessHost(Text("root").transition(.slide).testID("root"))
        #expect(root.displayList.item(withID: "root")?.transform.isIdentity == true)
        #expect(root.warnings.isEmpty, "\(root.warnings)")
    }

    @Test func scaleAndMoveTransitions() {
        let host = HeadlessHost(Toggler(show: false) {
            Color.red.frame(width: 40, height: 40).transition(.scale).testID("scaled")
            Color.blue.frame(width: 40, height: 40).transition(.move(edge: .leading)).testID("moved")
        })
        host.tap(id: "toggle")
        host.advance(to: 0.5)
        #expect(approx(Double(host.displayList.item(withID: "scaled")!.transform.scale.width), 0.5, 1e-9))
        #expect(approx(Double(host.displayList.item(withID: "moved")!.transform.tx), -20, 1e-9), "half of its width to the left")
        host.advance(to: 2)
        #expect(host.displayList.item(withID: "moved")!.transform.isIdentity)
    }

    @Test func slideLeavesTowardsTheTrailingEdge() {
        let host = HeadlessHost(Toggler(show: true) { Color.red.frame(width: 40, height: 40).transition(.slide).testID("s") })
        host.tap(id: "toggle")
        host.advance(to: 0.5)
        #expect(approx(Double(host.displayList.item(withID: "s")!.transform.tx), 20, 1e-9))
    }

    @Test func transitionWithItsOwnAnimationAnimatesAPlainChange() {
        let host = HeadlessHost(Toggler(show: false, animation: nil) {
            Color.red.frame(width: 40, height: 40).transition(.opacity.animation(.linear(duration: 2))).testID("o")
        })
        host.tap(id: "toggle")
        host.advance(to: 0.5)
        #expect(approx(host.displayList.item(withID: "o")!.opacity, 0.25, 1e-6))
    }

    @Test func asymmetricAndCombined() {
        let transition = AnyTransition.asymmetric(insertion: .scale.combined(with: .opacity), removal: .offset(x: 100))
        let host = HeadlessHost(Toggler(show: false) { Color.red.frame(width: 40, height: 40).transition(transition).testID("a") })
        host.tap(id: "toggle")
        host.advance(to: 0.5)
        let entering = host.displayList.item(withID: "a")!
        #expect(approx(entering.opacity, 0.5, 1e-9) && approx(Double(entering.transform.scale.width), 0.5, 1e-9))
        host.advance(to: 2)
        host.tap(id: "toggle")
        host.advance(to: 2.5)
        let leaving = host.displayList.item(withID: "a")!
        #expect(leaving.opacity == 1 && approx(Double(leaving.transform.tx), 50, 1e-9))
    }

    @Test func reinsertingMidRemovalReversesAndKeepsState() {
        struct Tally: View {
            @State var count = 0
            var body: some View { Text("\(count)").onTapGesture { count += 1 }.testID("tally") }
        }
        let host = HeadlessHost(Toggler(show: true) { Tally() })
        host.tap(id: "tally"); host.tap(id: "tally")
        host.tap(id: "toggle")
        host.advance(to: 0.5)
        #expect(approx(host.displayList.item(withID: "tally")!.opacity, 0.5, 1e-9))
        host.tap(id: "toggle")  // back before the removal ended
        host.advance(to: 0.75)
        let back = host.displayList.items(withID: "tally")
        #expect(back.count == 1, "the leaving view was taken back, not duplicated")
        #expect(back[0].text == "2", "with its state")
        host.advance(to: 1.25)
        #expect(host.displayList.item(withID: "tally")!.opacity > back[0].opacity, "heading back to opaque")
        host.advance(to: 3)
        #expect(host.displayList.item(withID: "tally")?.opacity == 1)
    }

    @Test func forEachRemovalKeepsTheLeavingRowDrawnWhileOthersReflow() {
        struct Rows: View {
            @State var ids = [1, 2, 3]
            var body: some View {
                VStack(spacing: 0) {
                    ForEach(ids, id: \.self) { Color.red.frame(width: 40, height: 20).testID("row\($0)") }
                    Text("drop").onTapGesture { withAnimation(.linear(duration: 1)) { _ = ids.removeFirst() } }.testID("drop")
                }
            }
        }
        let host = HeadlessHost(Rows(), size: CGSize(width: 200, height: 200))
        let y2 = host.displayList.item(withID: "row2")!.frame.minY
        host.tap(id: "drop")
        host.advance(to: 0.5)
        #expect(host.displayList.item(withID: "row1") != nil)
        #expect(approx(host.displayList.item(withID: "row1")!.opacity, 0.5, 1e-9))
        #expect(host.displayList.item(withID: "row2")!.frame.minY != y2, "the remaining rows move")
        host.advance(to: 2)
        #expect(host.displayList.item(withID: "row1") == nil)
    }

    @Test func completionWaitsForTheRemovalTransition() {
        final class Flag { var time: TimeInterval? }
        struct Remover: View {
            let flag: Flag
            let clock: () -> TimeInterval
            @State var show = true
            var body: some View {
                VStack {
                    if show { Color.red.frame(width: 20, height: 20).transition(.scale) }
                    Text("x").onTapGesture {
                        withAnimation(.linear(duration: 1), completionCriteria: .removed) { show = false } completion: { flag.time = clock() }
                    }.testID("x")
                }
            }
        }
        let flag = Flag()
        var host: HeadlessHost!
        host = HeadlessHost(Remover(flag: flag, clock: { host.time }))
        host.tap(id: "x")
        host.advance(to: 0.9)
        #expect(flag.time == nil)
        host.advance(to: 1.2)
        #expect(flag.time != nil && flag.time! >= 1 - 1e-9)
    }

    @Test func customModifierTransition() {
        struct Blurry: ViewModifier {
            var radius: CGFloat
            func body(content: Content) -> some View { content.blur(radius: radius) }
        }
        struct Tally: View {
            @State var count = 0
            var body: some View { Text("\(count)").onTapGesture { count += 1 }.testID("t") }
        }
        let fuzzy = AnyTransition.modifier(active: Blurry(radius: 10), identity: Blurry(radius: 0))
        let host = HeadlessHost(Toggler(show: false) { Tally().transition(fuzzy.combined(with: .opacity)) })
        host.tap(id: "toggle")
        host.advance(to: 0.5)
        let entering = host.displayList.item(withID: "t")!
        #expect(approx(Double(entering.blurRadius), 5, 1e-6) && approx(entering.opacity, 0.5, 1e-6))
        host.advance(to: 2)
        #expect(host.displayList.item(withID: "t")!.blurRadius == 0)
        host.tap(id: "t")
        host.tap(id: "toggle")
        host.advance(to: 2.25)
        let leaving = host.displayList.item(withID: "t")!
        #expect(approx(Double(leaving.blurRadius), 2.5, 1e-6) && leaving.text == "1", "the content kept its identity through the phases")
        host.advance(to: 4)
        #expect(host.displayList.item(withID: "t") == nil)
    }

    @Test func matchedGeometryMovesTheFrameBetweenViews() {
        struct Lists: View {
            @Namespace private var namespace
            @State var inTop = true
            var body: some View {
                VStack(spacing: 100) {
                    HStack {
                        if inTop { Color.red.frame(width: 40, height: 40).matchedGeometryEffect(id: "item", in: namespace).testID("top") }
                    }
                    .frame(height: 40)
                    HStack {
                        if !inTop { Color.red.frame(width: 80, height: 80).matchedGeometryEffect(id: "item", in: namespace).testID("bottom") }
                    }
                    .frame(height: 80)
                    Text("move").onTapGesture { withAnimation(.linear(duration: 1)) { inTop.toggle() } }.testID("move")
                }
            }
        }
        let host = HeadlessHost(Lists(), size: CGSize(width: 300, height: 400))
        let top = host.displayList.item(withID: "top")!.bounds
        host.tap(id: "move")
        let bottomFrame = host.displayList.item(withID: "bottom")!.frame
        #expect(approx(Double(host.displayList.item(withID: "bottom")!.bounds.midY), Double(top.midY), 1e-6), "starts where the other was")
        host.advance(to: 0.5)
        let moving = host.displayList.item(withID: "bottom")!.bounds
        #expect(approx(Double(moving.midY), Double((top.midY + bottomFrame.midY) / 2), 1e-6))
        #expect(approx(Double(moving.width), 60, 1e-6))
        let leaving = host.displayList.item(withID: "top")!.bounds
        #expect(approx(Double(leaving.midY), Double(moving.midY), 1e-6), "the leaving view travels along")
        host.advance(to: 2)
        #expect(host.displayList.item(withID: "top") == nil)
        #expect(host.displayList.item(withID: "bottom")!.bounds == bottomFrame)
    }

    /// `isSource: false`: the underline takes the frame of the selected tab (the source of its
    /// id), and moves with the transaction when the selection changes — linearly here, so half-way
    /// it is at the average of the two tabs' frames.
    @Test func matchedGeometryNonSourceTakesTheSourceFrame() throws {
        struct Tabs: View {
            @Namespace private var namespace
            @State var selected = 0
            var body: some View {
                VStack(spacing: 20) {
                    HStack(spacing: 10) {
                        ForEach(0..<3, id: \.self) { index in
                            Color.gray.frame(width: index == 2 ? 80 : 40, height: 30)
                                .matchedGeometryEffect(id: index, in: namespace)
                                .onTapGesture { withAnimation(.linear(duration: 1)) { selected = index } }
                                .testID("tab\(index)")
                        }
                    }
                    Color.blue.frame(width: 10, height: 4)
                        .matchedGeometryEffect(id: selected, in: namespace, isSource: false)
                        .testID("underline")
                }
            }
        }
        let host = HeadlessHost(Tabs(), size: CGSize(width: 400, height: 300))
        let tab0 = try #require(host.displayList.item(withID: "tab0")).frame
        let tab2 = try #require(host.displayList.item(withID: "tab2")).frame
        // HStack: 40 + 10 + 40 + 10 + 80 = 180 wide, centred in 400: tabs at x = 110, 160, 210.
        #expect(tab0 == CGRect(x: 110, y: tab0.minY, width: 40, height: 30) && tab2.minX == 210 && tab2.width == 80)
        let own = try #require(host.displayList.item(withID: "underline")).frame
        #expect(own.size == CGSize(width: 10, height: 4), "laid out at its own size")
        #expect(try #require(host.displayList.item(withID: "underline")).bounds == tab0, "drawn at the source's frame from the start")

        host.tap(id: "tab2")
        #expect(try #require(host.displayList.item(withID: "underline")).bounds == tab0, "animated: still on tab0 in the tap's update")
        host.advance(to: 0.5)
        let mid = try #require(host.displayList.item(withID: "underline")).bounds
        #expect(approx(Double(mid.midX), Double(tab0.midX + tab2.midX) / 2, 1e-6) && approx(Double(mid.width), 60, 1e-6))
        #expect(approx(Double(mid.midY), Double(tab0.midY), 1e-6))
        host.advance(to: 2)
        #expect(try #require(host.displayList.item(withID: "underline")).bounds == tab2)
        #expect(host.warnings.isEmpty, "\(host.warnings)")
    }

    /// Two views with `isSource: true` for one id at the same time: a runtime warning naming the
    /// id, once; the group goes on with the first as its source, and the app keeps drawing.
    @Test func matchedGeometryWithTwoSourcesWarnsAndUsesTheFirst() throws {
        struct Twins: View {
            @Namespace private var namespace
            @State var taps = 0
            var body: some View {
                VStack(spacing: 20) {
                    Color.red.frame(width: 40, height: 40).matchedGeometryEffect(id: "twin", in: namespace).testID("first")
                    Color.green.frame(width: 60, height: 20).matchedGeometryEffect(id: "twin", in: namespace).testID("second")
                    Color.blue.frame(width: 10, height: 10)
                        .matchedGeometryEffect(id: "twin", in: namespace, isSource: false)
                        .testID("follower")
                    Text("tap \(taps)").onTapGesture { taps += 1 }.testID("tap")
                }
            }
        }
        let host = HeadlessHost(Twins(), size: CGSize(width: 300, height: 300))
        let warning = "Multiple views with isSource: true share matchedGeometryEffect id \"twin\""
        #expect(host.warnings.filter { $0.contains(warning) }.count == 1, "\(host.warnings)")
        let first = try #require(host.displayList.item(withID: "first")).frame
        #expect(try #require(host.displayList.item(withID: "follower")).bounds == first, "the first source provides the frame")
        #expect(try #require(host.displayList.item(withID: "second")).bounds.size == CGSize(width: 60, height: 20), "sources keep their own frames")
        host.tap(id: "tap")
        host.tap(id: "tap")
        #expect(host.displayList.item(withID: "tap")?.text == "tap 2", "the app goes on")
        #expect(host.warnings.filter { $0.contains(warning) }.count == 1, "warned once")
    }

    @Test func groupTransitionAppliesToItsBranches() {
        struct Pager: View {
            @State var first = true
            var body: some View {
                VStack {
                    Group {
                        if first {
                            Color.red.frame(width: 40, height: 40).testID("one")
                        } else {
                            Color.blue.frame(width: 40, height: 40).testID("two")
                        }
                    }
                    .transition(.slide)
                    Text("next").onTapGesture { withAnimation(.linear(duration: 1)) { first.toggle() } }.testID("next")
                }
            }
        }
        let host = HeadlessHost(Pager(), size: CGSize(width: 300, height: 300))
        host.tap(id: "next")
        host.advance(to: 0.5)
        let leaving = host.displayList.item(withID: "one")!
        let entering = host.displayList.item(withID: "two")!
        #expect(approx(Double(leaving.transform.tx), 20, 1e-9), "the old branch slides out towards the trailing edge")
        #expect(approx(Double(entering.transform.tx), -20, 1e-9), "the new one slides in from the leading edge")
        #expect(leaving.opacity == 1 && entering.opacity == 1, "slide, not the default fade")
        host.advance(to: 2)
        #expect(host.displayList.item(withID: "one") == nil)
    }
}
}
