import Foundation
import Testing
@testable import Kinetic

// Bad input: a runtime warning naming the view (stderr and `HeadlessHost.warnings`), and the app goes on.

extension ViewLayerTests {
@Suite struct BadInputTests {
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

    @Test func tappingAnUnknownIDWarns() {
        let host = HeadlessHost(Text("x"))
        #expect(host.tap(id: "nope") == false)
        #expect(host.warnings.contains { $0.contains("nope") })
    }
}
}
