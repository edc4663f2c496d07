import Foundation
import Testing
@testable import Kinetic

extension ViewLayerTests {
    @Suite struct TextLayoutTests {
        static let sentence = "The quick brown fox jumps over the lazy dog"

        @Test func aLineLimitEndsTheLastLineWithAnEllipsisThatFits() {
            let font = Font.body.resolved
            let width: CGFloat = 120
            let all = TextMetrics.lines(of: Self.sentence, font: font, width: width)
            #expect(all.count >= 3)
            let two = TextMetrics.lines(of: Self.sentence, font: font, width: width, lineLimit: 2)
            #expect(two.count == 2 && two[0] == all[0])
            #expect(two[1].hasSuffix("…") && TextMetrics.width(of: two[1], font: font) <= width)
            #expect(TextMetrics.size(of: Self.sentence, font: font, width: width, lineLimit: 2).height == (17 * 1.2).rounded(.up) * 2)
            // Enough room: nothing is cut.
            #expect(TextMetrics.lines(of: "short", font: font, width: width, lineLimit: 1) == ["short"])
        }

        @Test func textViewsTakeTheLimitAndAlignmentFromTheEnvironment() throws {
            let host = HeadlessHost(Text(Self.sentence).testID("t").frame(width: 120).lineLimit(1)
                                        .multilineTextAlignment(.trailing))
            let item = try #require(host.displayList.item(withID: "t"))
            guard case .text(_, _, let layout) = item.content else { Issue.record("not text"); return }
            #expect(layout == TextLayout(alignment: .trailing, lineLimit: 1))
            #expect(item.textLines.count == 1 && item.textLines[0].hasSuffix("…"))
            #expect(item.frame.height == (17 * 1.2).rounded(.up))
            // SwiftUI's defaults: leading, no limit.
            let plain = HeadlessHost(Text(Self.sentence).testID("t").frame(width: 120))
            guard case .text(_, _, let defaults) = try #require(plain.displayList.item(withID: "t")).content else { return }
            #expect(defaults == TextLayout(alignment: .leading, lineLimit: nil))
        }
    }
}
