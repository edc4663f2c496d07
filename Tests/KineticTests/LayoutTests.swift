import Foundation
import Testing
@testable import Kinetic
import KineticTestSupport

// Proposal-based layout: stacks, spacers, frames, padding, backgrounds, text measure.

extension ViewLayerTests {
@Suite struct LayoutTests {
    private func frame(_ host: HeadlessHost, _ id: String) -> CGRect { host.displayList.item(withID: id)!.frame }

    @Test func vstackStacksWithSpacingAndAlignment() {
        let host = HeadlessHost(VStack(alignment: .leading, spacing: 4) {
            Color.red.frame(width: 50, height: 10).testID("a")
            Color.red.frame(width: 20, height: 30).testID("b")
        }, size: CGSize(width: 200, height: 200))
        #expect(frame(host, "a") == CGRect(x: 75, y: 78, width: 50, height: 10))
        #expect(frame(host, "b") == CGRect(x: 75, y: 92, width: 20, height: 30))
    }

    @Test func hstackSpacerPushesToTheEdges() {
        let host = HeadlessHost(HStack(spacing: 0) {
            Color.red.frame(width: 30, height: 10).testID("l")
            Spacer()
            Color.red.frame(width: 30, height: 10).testID("r")
        }, size: CGSize(width: 300, height: 100))
        #expect(frame(host, "l").minX == 0)
        #expect(frame(host, "r").maxX == 300)
    }

    @Test func flexibleChildrenShareTheSpaceLeft() {
        let host = HeadlessHost(HStack(spacing: 10) {
            Color.red.frame(width: 40).testID("fixed")
            Color.blue.testID("flex1")
            Color.green.testID("flex2")
        }, size: CGSize(width: 300, height: 100))
        #expect(frame(host, "fixed").width == 40)
        #expect(frame(host, "flex1").width == 120)
        #expect(frame(host, "flex2").width == 120)
        #expect(frame(host, "flex2").height == 100)
    }

    @Test func zstackAlignsAndTakesTheLargestChild() {
        let host = HeadlessHost(ZStack(alignment: .bottomTrailing) {
            Color.red.frame(width: 100, height: 60).testID("big")
            Color.blue.frame(width: 20, height: 20).testID("small")
        }, size: CGSize(width: 200, height: 200))
        #expect(frame(host, "big") == CGRect(x: 50, y: 70, width: 100, height: 60))
        #expect(frame(host, "small") == CGRect(x: 130, y: 110, width: 20, height: 20))
    }

    @Test func maxWidthFrameAndPadding() {
        let host = HeadlessHost(VStack(spacing: 0) {
            Text("Hi").frame(maxWidth: .infinity, alignment: .leading).padding(10).background(Color.yellow).testID("row")
        }, size: CGSize(width: 300, height: 100))
        let items = host.displayList.items(withID: "row")
        #expect(items.count == 2)
        #expect(items[0].frame.width == 300, "the background gets the padded, full-width frame")
        #expect(items[1].frame.minX == 10, "text aligned leading inside the padding")
    }

    @Test func borderDrawsAStrokeOverTheContent() {
        let host = HeadlessHost(Text("x").padding(4).border(Color.red, width: 2).testID("b"))
        let items = host.displayList.items(withID: "b")
        #expect(items.count == 2)
        guard case .shape(.rectangle, .stroke(let style)) = items[1].content else { Issue.record("stroke"); return }
        #expect(style.lineWidth == 2)
        #expect(items[1].color == Color.red.resolved)
        #expect(items[1].frame.width == items[0].frame.width + 8 - 2, "padded frame, inset by half the border width")
    }

    @Test func textMeasuresPerCharacterAndWrapsBetweenWords() {
        let wide = TextMetrics.size(of: "Hello, world", font: Font.body.resolved, width: nil)
        #expect(wide.height == (17 * 1.2).rounded(.up))
        let narrow = TextMetrics.size(of: "Hello, world", font: Font.body.resolved, width: wide.width / 2)
        #expect(narrow.height == wide.height * 2 || narrow.height == wide.height * 3)
        let lines = TextMetrics.lines(of: "Hello, world", font: Font.body.resolved, width: wide.width / 2)
        // Broken between the words, the space at the break dropped.
        #expect(CGFloat(lines.count) * wide.height == narrow.height && lines == ["Hello,", "world"])
        // A word wider than the line breaks between characters.
        let long = TextMetrics.lines(of: "Supercalifragilistic", font: Font.body.resolved, width: wide.width / 3)
        #expect(long.count > 1 && long.joined() == "Supercalifragilistic")
        let host = HeadlessHost(Text("Hello, world").frame(width: wide.width / 2).testID("t"))
        #expect(host.displayList.item(withID: "t")!.textLines == lines)
        let emoji = TextMetrics.size(of: "🐶", font: Font.largeTitle.resolved, width: nil)
        #expect(emoji.width == (34 * 1.25).rounded(.up))
        #expect(Font.system(size: 50).resolved.size == 50 && Font.title.resolved.size == 28)
    }

    @Test func layoutChangesAnimateWithTheTransaction() {
        struct Grow: View {
            @State var wide = false
            var body: some View {
                HStack(spacing: 0) {
                    Color.red.frame(width: wide ? 100 : 50, height: 10).testID("grow")
                    Color.blue.frame(width: 50, height: 10).testID("neighbour")
                }
                .onTapGesture { withAnimation(.linear(duration: 1)) { wide.toggle() } }
            }
        }
        let host = HeadlessHost(Grow(), size: CGSize(width: 300, height: 100))
        #expect(frame(host, "neighbour").minX == 150)
        host.tap(id: "grow")
        host.advance(to: 0.5)
        #expect(frame(host, "grow").width == 75)
        #expect(frame(host, "neighbour").minX == 162.5, "the neighbour moves with the same animation")
        host.advance(to: 1.1)
        #expect(frame(host, "neighbour").minX == 175)
    }

    @Test func scaleAnchorFollowsTheAnimatedFrame() {
        struct Grow: View {
            @State var wide = false
            var body: some View {
                Color.red.frame(width: wide ? 150 : 50, height: 20)
                    .scaleEffect(2, anchor: .trailing)
                    .frame(width: 300, alignment: .leading)
                    .onTapGesture { withAnimation(.linear(duration: 1)) { wide.toggle() } }
                    .testID("g")
            }
        }
        let host = HeadlessHost(Grow(), size: CGSize(width: 300, height: 100))
        host.tap(id: "g")
        host.advance(to: 0.5)
        let item = host.displayList.item(withID: "g")!
        #expect(item.frame.width == 100)
        #expect(approx(Double(item.bounds.maxX), Double(item.frame.maxX), 1e-9), "the trailing anchor is the animated trailing edge")
    }

    @Test func fixedSizeAndLayoutPriority() {
        let long = "A rather long line of text"
        let full = TextMetrics.size(of: long, font: Font.body.resolved, width: nil)
        let wrapped = HeadlessHost(Text(long).frame(width: 80).testID("t"), size: CGSize(width: 300, height: 300))
        #expect(wrapped.displayList.item(withID: "t")!.frame.width <= 80)
        let fixed = HeadlessHost(Text(long).fixedSize().frame(width: 80).testID("t"), size: CGSize(width: 300, height: 300))
        #expect(fixed.displayList.item(withID: "t")!.frame.size == full, "ideal size, overflowing its frame")

        let row = HeadlessHost(HStack(spacing: 0) {
            Text(long).testID("a")
            Text(long).layoutPriority(1).testID("b")
        }.frame(width: full.width + 40), size: CGSize(width: 400, height: 300))
        #expect(row.displayList.item(withID: "b")!.frame.width == full.width, "the higher priority gets its full width first")
        #expect(row.displayList.item(withID: "a")!.frame.width <= 40)
    }
}
}
