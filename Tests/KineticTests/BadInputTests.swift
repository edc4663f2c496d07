import Foundation
import Testing
@testable import Kinetic
import KineticTestSupport

// Bad input: a runtime warning naming the view (stderr and `HeadlessHost.warnings`), and the app goes on.

/// A layout that proposes NaN and negative sizes, reports a NaN / negative size of its own, and
/// places a subview at a NaN position.
private struct BadLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        for subview in subviews { _ = subview.sizeThatFits(ProposedViewSize(width: .nan, height: -20)) }
        return CGSize(width: CGFloat.nan, height: -5)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (index, subview) in subviews.enumerated() {
            let x: CGFloat = index == 0 ? .nan : bounds.minX
            subview.place(at: CGPoint(x: x, y: bounds.minY + 30 * CGFloat(index)), proposal: ProposedViewSize(width: -10, height: .nan))
        }
    }
}

extension ViewLayerTests {
@Suite struct BadInputTests {
    /// One entry point: an issue of the view layer reaches the task's reporters (a capture that
    /// holds it back from standard error, as `kinetic export` binds one) and the graph's own list,
    /// as an issue of the animators does. Before, the view layer's went around the capture.
    @Test func viewLayerIssuesReachTheTasksReporters() {
        struct Dupes: View {
            var body: some View { VStack { ForEach([1, 1], id: \.self) { Text("v\($0)") } } }
        }
        var host: HeadlessHost?
        let (_, issues) = IssueCapture.holdingBack { host = HeadlessHost(Dupes()) }
        #expect(issues.count == 1 && issues[0].contains("occurs multiple times"), "\(issues)")
        #expect(host?.warnings == issues)
        let again = IssueCapture.capturing(silencing: true) { _ = HeadlessHost(Dupes()) }
        #expect(again == issues, "a new graph reports it again: it is new in that graph")
        let animator = IssueCapture.capturing(silencing: true) { _ = Animation.spring(duration: .nan, bounce: 0) }
        #expect(animator.count == 1, "the animation layer's issue reaches the same capture: \(animator)")
    }

    @Test func duplicateIDsInForEachWarnAndStillDraw() {
        struct Dupes: View {
            @State var values = [1, 2, 2, 3]
            var body: some View {
                VStack {
                    ForEach(values, id: \.self) { Text("v\($0)") }
                    Text("more").onTapGesture { values.append(3) }.testID("more")
                }
            }
        }
        let host = HeadlessHost(Dupes())
        #expect(host.warnings.contains { $0.contains("ForEach") && $0.contains("occurs multiple times") })
        #expect(host.displayList.items.compactMap(\.text) == ["v1", "v2", "v2", "v3", "more"])
        host.tap(id: "more")
        #expect(host.displayList.items.compactMap(\.text) == ["v1", "v2", "v2", "v3", "v3", "more"])
    }

    @Test func stateChangeDuringBodyWarnsAndSettles() {
        struct Mutating: View {
            @State var renders = 0
            @State var limit = 0
            var body: some View {
                if limit < 3 { limit += 1 }  // a state write inside body: wrong, but survivable
                return Text("limit \(limit)").testID("t")
            }
        }
        let host = HeadlessHost(Mutating())
        #expect(host.warnings.contains { $0.contains("Modifying state during view update") && $0.contains("Mutating") })
        host.advance(by: 0.1)
        #expect(host.displayList.item(withID: "t")?.text == "limit 3")
    }

    @Test func runawayStateChangesAreCut() {
        struct Runaway: View {
            @State var n = 0
            var body: some View {
                n += 1
                return Text("n").testID("t")
            }
        }
        let host = HeadlessHost(Runaway())
        #expect(host.warnings.contains { $0.contains("more than 100 rounds") })
        #expect(host.displayList.item(withID: "t")?.text == "n")
    }

    @Test func nanAndZeroFramesWarnNamingTheView() {
        let host = HeadlessHost(VStack {
            Text("nan").frame(width: .nan, height: 20).testID("nan")
            Text("zero").frame(width: 0, height: 0)
            Color.blue.frame(width: -5, height: 10)
            Text("fine").testID("fine")
        })
        #expect(host.warnings.contains { $0.contains("Invalid frame dimension") && $0.contains("Text(\"nan\")") })
        #expect(host.warnings.contains { $0.contains("zero size") && $0.contains("Text(\"zero\")") })
        #expect(host.warnings.contains { $0.contains("Invalid frame dimension") && $0.contains("Color") })
        let nan = host.displayList.item(withID: "nan")!
        #expect(nan.frame.width.isFinite && nan.frame.minX.isFinite && nan.frame.minY.isFinite)
        #expect(host.displayList.item(withID: "fine")!.frame.width > 0)
    }

    @Test func flexibleFrameWithNaNWarns() {
        let host = HeadlessHost(Color.red.frame(maxWidth: .nan).testID("c"), size: CGSize(width: 100, height: 50))
        #expect(host.warnings.contains { $0.contains("Invalid frame dimension") })
        #expect(host.displayList.item(withID: "c") != nil)
    }

    /// A custom layout's NaN proposals count as unspecified and its negative ones as 0 (a
    /// flexible colour proposed width 0 and an unspecified height gets 0 × its ideal 10); its
    /// NaN / negative own size as 0; a NaN position coordinate as 0. One warning names the layout;
    /// nothing drawn has a NaN or negative frame, and the app goes on.
    @Test func layoutWithNaNOrNegativeProposalsIsSanitisedAndWarns() {
        struct Screen: View {
            @State var taps = 0
            var body: some View {
                VStack(spacing: 0) {
                    BadLayout {
                        Color.red.testID("flexible")
                        Text("fixed").testID("fixed")
                    }
                    Text("taps \(taps)").onTapGesture { taps += 1 }.testID("button")
                }
            }
        }
        let host = HeadlessHost(Screen(), size: CGSize(width: 200, height: 200))
        let layoutWarnings = host.warnings.filter { $0.contains("BadLayout") && $0.contains("NaN or negative") }
        #expect(layoutWarnings.count == 1, "\(host.warnings)")
        func checkFrames(_ label: String) {
            for item in host.displayList.items {
                let f = item.frame
                #expect(f.minX.isFinite && f.minY.isFinite && f.width.isFinite && f.height.isFinite, "\(label): \(item)")
                #expect(f.width >= 0 && f.height >= 0, "\(label): \(item)")
            }
        }
        checkFrames("mount")
        let flexible = host.displayList.item(withID: "flexible")
        #expect(flexible?.frame.size == CGSize(width: 0, height: 10), "proposed (−10 → 0, NaN → unspecified)")
        #expect(flexible?.frame.minX == 0, "placed at x NaN → 0")
        #expect(host.tap(id: "button"))
        #expect(host.displayList.item(withID: "button")?.text == "taps 1", "the app goes on")
        checkFrames("after a tap")
        #expect(host.warnings.filter { $0.contains("BadLayout") }.count == 1, "warned once")
    }

    @Test func tappingAnUnknownIDWarns() {
        let host = HeadlessHost(Text("x"))
        #expect(host.tap(id: "nope") == false)
        #expect(host.warnings.contains { $0.contains("nope") })
    }
}
}
