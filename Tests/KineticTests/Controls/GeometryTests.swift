import Foundation
import Testing
@testable import Kinetic

extension ViewLayerTests {
/// GeometryReader, preferences and the tutorial's marching ants (seeds/004).
@Suite struct ControlsGeometryTests {
    private struct SizeKey: PreferenceKey {
        static let defaultValue: CGSize = .zero
        static func reduce(value: inout CGSize, nextValue: () -> CGSize) { value = nextValue() }
    }

    private struct SumKey: PreferenceKey {
        static let defaultValue = 0
        static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
    }

    @Test func geometryReaderTakesTheOfferedSpaceAndSeesItsFrame() {
        final class Seen { var size = CGSize.zero; var local = CGRect.null; var global = CGRect.null; var named = CGRect.null }
        let seen = Seen()
        let root = VStack(spacing: 0) {
            Color.red.frame(width: 200, height: 50)
            GeometryReader { proxy in
                Color.blue.frame(width: proxy.size.width / 2, height: 10).testID("half")
                    .onAppear {
                        seen.size = proxy.size
                        seen.local = proxy.frame(in: .local)
                        seen.global = proxy.frame(in: .global)
                        seen.named = proxy.frame(in: .named("column"))
                    }
            }
            .frame(width: 200, height: 100)
        }
        .coordinateSpace(name: "column")
        let host = HeadlessHost(root, size: CGSize(width: 400, height: 400))
        host.update()
        // The column (200 × 150) is centred: origin (100, 125); the reader sits below the red bar.
        #expect(seen.size == CGSize(width: 200, height: 100))
        #expect(seen.local == CGRect(x: 0, y: 0, width: 200, height: 100))
        #expect(seen.global == CGRect(x: 100, y: 175, width: 200, height: 100))
        #expect(seen.named == CGRect(x: 0, y: 50, width: 200, height: 100))
        // Content sits at the reader's top-leading corner, built from its size.
        #expect(host.displayList.item(withID: "half")?.frame == CGRect(x: 100, y: 175, width: 100, height: 10))
    }

    @Test func geometryReaderRebuildsItsContentWhenItsSizeChanges() {
        let host = HeadlessHost(GeometryReader { proxy in
            Text("\(Int(proxy.size.width))×\(Int(proxy.size.height))").testID("size")
        }, size: CGSize(width: 300, height: 200))
        #expect(host.displayList.item(withID: "size")?.text == "300×200")
        host.size = CGSize(width: 320, height: 240)
        #expect(host.displayList.item(withID: "size")?.text == "320×240")
    }

    @Test func preferencesReduceInDrawingOrderAndFollowChanges() {
        struct Root: View {
            @State var count = 3
            @State var total = -1
            var body: some View {
                VStack {
                    ForEach(0..<count, id: \.self) { i in
                        Text("\(i)").preference(key: SumKey.self, value: i + 1)
                    }
                    Button("more") { count += 1 }.testID("more")
                    Button("fewer") { count -= 1 }.testID("fewer")
                }
                .onPreferenceChange(SumKey.self) { total = $0 }
                .overlay(Text("total \(total)").testID("total"))
            }
        }
        let host = HeadlessHost(Root())
        host.update()
        #expect(host.displayList.item(withID: "total")?.text == "total 6")
        host.tap(id: "more"); host.update()
        #expect(host.displayList.item(withID: "total")?.text == "total 10")
        host.tap(id: "fewer"); host.tap(id: "fewer"); host.update()
        #expect(host.displayList.item(withID: "total")?.text == "total 3", "removed writers leave the reduction")
    }

    @Test func anOuterPreferenceReplacesItsContentsValue() {
        final class Box { var values: [Int] = [] }
        let box = Box()
        let host = HeadlessHost(
            VStack {
                Text("a").preference(key: SumKey.self, value: 5).preference(key: SumKey.self, value: 1)
                Text("b").preference(key: SumKey.self, value: 2)
            }
            .onPreferenceChange(SumKey.self) { box.values.append($0) }
        )
        host.update()
        #expect(box.values == [3])
    }

    @Test func sizeReporterOfTheSeedReportsTheContentSize() {
        struct Reported: View {
            @State var size = CGSize.zero
            var body: some View {
                VStack {
                    Text("Hello").padding().getSize($size).testID("content")
                    Text("\(Int(size.width))x\(Int(size.height))").testID("readout")
                }
            }
        }
        let host = HeadlessHost(Reported())
        host.update()
        let frame = host.displayList.item(text: "Hello")!.frame
        let padded = CGSize(width: frame.width + 32, height: frame.height + 32)
        #expect(host.displayList.item(withID: "readout")?.text == "\(Int(padded.width))x\(Int(padded.height))")
    }

    @Test func marchingAntsSampleSurroundsTheTextAndMarches() throws {
        let host = HeadlessHost(marchingAntsContentView(), size: CGSize(width: 400, height: 300))
        host.advance(to: 1.0 / 60)
        let text = try #require(host.displayList.item(text: "See them march!"))
        func ants() -> (frame: CGRect, phase: CGFloat)? {
            for item in host.displayList.items {
                if case .shape(.rectangle, .stroke(let style)) = item.content, style.dash == [10] {
                    return (item.frame, style.dashPhase)
                }
            }
            return nil
        }
        let first = try #require(ants())
        // The border has the padded text's size (16 points of padding each side), centred on it;
        // strokeBorder draws the line's centre half the 3-point line width inside that frame.
        #expect(abs(first.frame.width - (text.frame.width + 32 - 3)) < 0.5)
        #expect(abs(first.frame.height - (text.frame.height + 32 - 3)) < 0.5)
        #expect(abs(first.frame.midX - text.frame.midX) < 0.5 && abs(first.frame.midY - text.frame.midY) < 0.5)
        // Clockwise: the phase runs from 0 to -20 in each 0.35 s cycle of `.linear`, forever.
        host.advance(to: 0.175)
        let mid = try #require(ants()).phase
        #expect(abs(Double(mid) + 10) < 0.5, "half way through the first cycle: \(mid)")
        host.advance(to: 3.5 + 0.0875)
        let later = try #require(ants()).phase
        #expect(abs(Double(later) + 5) < 0.5, "a quarter into the eleventh cycle: \(later)")
        #expect(host.runningAnimationCount >= 1)
        // The only warning: the ants' frame is zero-sized until the size is first reported
        // (the views layer warns about zero-sized frames; SwiftUI does not; notes/CONTROLS_NEEDS.md).
        #expect(host.warnings.allSatisfy { $0.contains("of zero size") }, "\(host.warnings)")
    }
}
}
