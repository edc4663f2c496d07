import Foundation
import Testing
@testable import Kinetic

private final class DrawCount { var count = 0 }

/// A 200 × 100 canvas at (0, 0) of a 200 × 100 host, drawing with each kind of operation.
private struct Drawing: View {
    let draws: DrawCount
    var body: some View {
        Canvas { context, size in
            draws.count += 1
            context.fill(Path(CGRect(x: 10, y: 20, width: 30, height: 40)), with: .color(.red))
            var moved = context
            moved.translateBy(x: 100, y: 10)
            moved.scaleBy(x: 2, y: 2)
            moved.opacity = 0.5
            moved.stroke(Path { $0.addLines([CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 5)]) }, with: .color(.blue), lineWidth: 3)
            context.draw(Text("Hi").font(.system(size: 20)), at: CGPoint(x: size.width / 2, y: size.height / 2))
            context.draw(Image(systemName: "star"), in: CGRect(x: 0, y: 80, width: 20, height: 20))
        }
        .frame(width: 200, height: 100)
    }
}

extension ViewLayerTests {
@Suite struct CanvasTests {
    @Test func drawingBecomesDisplayItemsInTheCanvasSpace() throws {
        let host = HeadlessHost(Drawing(draws: DrawCount()), size: CGSize(width: 200, height: 100))
        let items = host.displayList.items
        try #require(items.count == 4)
        // Fill: the path's bounds are its frame; the canvas sits at the host's origin.
        #expect(items[0].content == .shape(.path(Path(CGRect(x: 10, y: 20, width: 30, height: 40))), paint: .fill))
        #expect(items[0].bounds == CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(items[0].color == Color.red.resolved)
        // Stroke under translate (100, 10) then scale 2: (10, 5) lands at (120, 20); half opacity.
        #expect(items[1].transform.apply(CGPoint(x: 10, y: 5)) == CGPoint(x: 120, y: 20))
        #expect(items[1].opacity == 0.5)
        #expect(items[1].content == .shape(.path(Path { $0.addLines([CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 5)]) }),
                                           paint: .stroke(StrokeStyle(lineWidth: 3))))
        // Text centred on the point: "Hi" at 20 pt is DejaVu Sans's advances 1540 and 569 (of 2048) × 20, 15 + 6 = 21 wide, 24 high.
        #expect(items[2].text == "Hi")
        let text = items[2].frame
        #expect(abs(text.midX - 100) < 1e-9 && abs(text.midY - 50) < 1e-9)
        #expect(text.size == CGSize(width: 21, height: 24))
        #expect(items[3].content == .image("star"))
        #expect(items[3].frame == CGRect(x: 0, y: 80, width: 20, height: 20))
    }

    @Test func theCanvasOriginFollowsLayoutAndRotationTurnsClockwise() throws {
        struct Offset: View {
            var body: some View {
                Canvas { context, _ in
                    context.rotate(by: .degrees(90))
                    context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 2)), with: .foreground)
                }
                .frame(width: 50, height: 50)
                .foregroundColor(.green)
            }
        }
        let host = HeadlessHost(Offset(), size: CGSize(width: 150, height: 150))
        let item = try #require(host.displayList.items.first)
        // The 50 × 50 canvas is centred at (50, 50); x = 10 turns a quarter clockwise to y = 10.
        let p = item.transform.apply(CGPoint(x: 10, y: 0))
        #expect(abs(p.x - 50) < 1e-9 && abs(p.y - 60) < 1e-9)
        #expect(item.color == Color.green.resolved)
    }

    @Test func theRendererRunsAgainOnlyWhenTheCanvasUpdatesOrResizes() {
        struct Host: View {
            let draws: DrawCount
            @State private var spin = false
            var body: some View {
                VStack {
                    Canvas { context, _ in
                        draws.count += 1
                        context.fill(Path(CGRect(x: 0, y: 0, width: 5, height: 5)), with: .color(.red))
                    }
                    .frame(width: 40, height: 40)
                    Color.blue.frame(width: 20, height: 20).rotationEffect(.degrees(spin ? 90 : 0))
                        .testID("spinner").onTapGesture { withAnimation(.linear(duration: 1)) { spin.toggle() } }
                }
            }
        }
        let draws = DrawCount()
        let host = HeadlessHost(Host(draws: draws))
        _ = host.displayList
        #expect(draws.count == 1)
        host.tap(id: "spinner")  // the parent's body runs: the canvas gets a new value
        _ = host.displayList
        #expect(draws.count == 2)
        for _ in 0..<30 { host.advance(by: 1.0 / 60); _ = host.displayList }  // the sibling animates
        #expect(draws.count == 2, "frames of another view reuse the recorded drawing")
        #expect(host.displayList.items.count == 2)
    }

    @Test func aCanvasInATimelineViewRedrawsEveryFrame() {
        struct Clock: View {
            let draws: DrawCount
            var body: some View {
                TimelineView(.animation) { timeline in
                    let t = timeline.date.timeIntervalSinceReferenceDate
                    Canvas { context, size in
                        draws.count += 1
                        context.fill(Path(CGRect(x: 100 * t, y: 0, width: 4, height: 4)), with: .color(.red))
                    }
                    .frame(width: 200, height: 10)
                }
            }
        }
        let draws = DrawCount()
        let host = HeadlessHost(Clock(draws: draws), size: CGSize(width: 200, height: 10))
        _ = host.displayList
        for _ in 0..<6 { host.advance(by: 1.0 / 60); _ = host.displayList }
        #expect(draws.count == 7)
        let x = host.displayList.items[0].bounds.minX
        #expect(abs(x - 10) < 1e-6, "at 0.1 s the square is at x = 10, got \(x)")
    }
}
}
