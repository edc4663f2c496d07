import Foundation
import Testing
@testable import Kinetic

// Samples of the API reference pages (seeds/003) compiled with only the import changed.

private struct TruckView: View {
    @State private var isTrailing = false

    var body: some View {
       VStack(alignment: isTrailing ? .trailing : .leading) {
            Image(systemName: "box.truck")
                .font(.system(size: 64))
                .testID("truck")

            Toggle("Move to trailing edge",
                   isOn: $isTrailing.animation(.linear))
        }
    }
}

private struct ScaleView: View {
    @State private var scale = 0.5

    var body: some View {
        VStack {
            Circle()
                .scaleEffect(scale)
                .animation(.easeIn, value: scale)
                .testID("circle")
            HStack {
                Button("+") { scale += 0.1 }.testID("plus")
                Button("-") { scale -= 0.1 }.testID("minus")
            }
        }
        .padding()
    }
}

extension ViewLayerTests {
@Suite struct SeedSampleTests {
    @Test func bindingAnimationMovesTheTruckLinearly() {
        let host = HeadlessHost(TruckView(), size: CGSize(width: 400, height: 200))
        let start = host.displayList.item(withID: "truck")!.frame.minX
        let knob = host.displayList.items.first { if case .shape(.circle, _) = $0.content { return true }; return false }!
        host.tap(at: knob.center)
        host.advance(to: 0.175)
        let mid = host.displayList.item(withID: "truck")!.frame.minX
        host.advance(to: 1)
        let end = host.displayList.item(withID: "truck")!.frame.minX
        #expect(end > start + 100, "the VStack alignment moved the truck to the trailing edge")
        #expect(approx(Double(mid - start), Double(end - start) / 2, 1e-6), "linearly, via the binding's animation")
    }

    @Test func buttonsChangeTheScaleWithEaseIn() {
        let host = HeadlessHost(ScaleView(), size: CGSize(width: 300, height: 300))
        #expect(approx(drawnScale(host, "circle"), 0.5, 1e-12))
        host.tap(id: "plus")
        host.advance(to: 0.35)
        #expect(approx(drawnScale(host, "circle"), 0.6, 1e-9))
        host.tap(id: "minus")
        host.tap(id: "minus")
        host.advance(to: 0.5)
        let during = drawnScale(host, "circle")
        #expect(during < 0.6 && during > 0.4)
        host.advance(to: 1)
        #expect(approx(drawnScale(host, "circle"), 0.4, 1e-9))
    }

    @Test func idModifierResetsIdentity() {
        struct Reset: View {
            @State var generation = 0
            var body: some View {
                VStack {
                    Counter().id(generation)
                    Text("reset").onTapGesture { generation += 1 }.testID("reset")
                }
            }
        }
        struct Counter: View {
            @State var count = 0
            var body: some View { Text("\(count)").onTapGesture { count += 1 }.testID("count") }
        }
        let host = HeadlessHost(Reset())
        host.tap(id: "count"); host.tap(id: "count")
        #expect(host.displayList.item(withID: "count")?.text == "2")
        host.tap(id: "reset")
        #expect(host.displayList.item(withID: "count")?.text == "0")
    }
}
}
