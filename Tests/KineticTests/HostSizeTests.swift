import Foundation
import Testing
@testable import Kinetic
import KineticTestSupport

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

    private struct AnimatedBox: View {
        @State private var big = false
        var body: some View {
            Color.red.frame(maxWidth: .infinity, maxHeight: big ? 30 : 20).testID("box")
                .onTapGesture { withAnimation(.linear(duration: 1)) { big.toggle() } }
        }
    }

    /// A resize after an animated tap lays out at once: it animated every frame with the tap's
    /// animation until 2026-11-26 (the viewer's inspector then followed the frames). Inside
    /// `withAnimation` the resize animates.
    @Test func aResizeJumpsUnlessAnAnimationIsInForce() throws {
        let host = HeadlessHost(AnimatedBox(), size: CGSize(width: 300, height: 200))
        #expect(host.tap(id: "box"))
        host.advance(by: 0.1)
        host.size = CGSize(width: 400, height: 200)
        #expect(try #require(host.displayList.item(withID: "box")).frame.width == 400)
        host.advance(by: 0.1)
        #expect(try #require(host.displayList.item(withID: "box")).frame.width == 400)

        withAnimation(.linear(duration: 1)) { host.size = CGSize(width: 200, height: 200) }
        host.advance(by: 0.5)
        let width = try #require(host.displayList.item(withID: "box")).frame.width
        #expect(abs(width - 300) < 1e-9, "halfway from 400 to 200: \(width)")
        host.advance(by: 0.6)
        #expect(try #require(host.displayList.item(withID: "box")).frame.width == 200)
    }

    @Test func aUsableSizeGivesNoWarning() {
        let host = HeadlessHost(Box(), size: CGSize(width: 300, height: 200))
        host.update()
        #expect(host.warnings.isEmpty)
        #expect(host.displayList.item(withID: "box")?.frame.width == 300)
    }
}
}
