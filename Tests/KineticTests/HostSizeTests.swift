import Foundation
import Testing
@testable import Kinetic

extension ViewLayerTests {
/// A host given an unusable size (NaN, infinite, negative) warns, lays out at 0 on that side, and goes on.
@Suite struct HostSizeTests {
    private struct Box: View {
        @State private var big = false
        var body: some View {
            Color.red.frame(maxWidth: .infinity, maxHeight: big ? 30 : 20).testID("box").onTapGesture { big.toggle() }
        }
    }

    @Test(arguments: [CGSize(width: CGFloat.nan, height: 100), CGSize(width: -40, height: 100),
                      CGSize(width: 200, height: CGFloat.infinity)])
    func unusableSizesWarnAndLayOutAtZero(size: CGSize) throws {
        let host = HeadlessHost(Box(), size: size)
        host.update()
        #expect(host.warnings.contains { $0.contains("not a usable size") })
        for item in host.displayList.items {
            #expect(item.frame.width.isFinite && item.frame.height.isFinite && item.frame.width >= 0 && item.frame.height >= 0)
        }
        let box = try #require(host.displayList.item(withID: "box"))
        // The unusable side is 0 wide (or high); the usable one is kept.
        if !(size.width.isFinite && size.width >= 0) { #expect(box.frame.width == 0) } else { #expect(box.frame.width == size.width) }
        host.advance(by: 0.5)
        #expect(host.displayList.item(withID: "box") != nil, "the app goes on")
    }

    @Test func aUsableSizeGivesNoWarning() {
        let host = HeadlessHost(Box(), size: CGSize(width: 300, height: 200))
        host.update()
        #expect(host.warnings.isEmpty)
        #expect(host.displayList.item(withID: "box")?.frame.width == 300)
    }
}
}
