import Foundation
import Testing
@testable import Kinetic

private struct Counter: View {
    @State private var count = 0
    var body: some View {
        VStack {
            Text("Count \(count)").testID("label")
            Text("+").onTapGesture { count += 1 }.testID("plus")
        }
    }
}

@Suite struct SmokeTests {
    @Test func stateSurvivesBodyRerunsAndTapsUpdate() {
        let host = HeadlessHost(Counter(), size: CGSize(width: 300, height: 200))
        #expect(host.displayList.item(withID: "label")?.text == "Count 0")
        #expect(host.tap(id: "plus"))
        #expect(host.displayList.item(withID: "label")?.text == "Count 1")
        host.tap(id: "plus")
        host.tap(id: "plus")
        #expect(host.displayList.item(withID: "label")?.text == "Count 3")
    }
}
