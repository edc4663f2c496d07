import Foundation
import Testing
@testable import Kinetic
import KineticTestSupport

private struct Counter: View {
    @State private var count = 0
    var body: some View {
        VStack {
            Text("Count \(count)").testID("label")
            Text("+").onTapGesture { count += 1 }.testID("plus")
        }
    }
}

extension ViewLayerTests {
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
}

extension ViewLayerTests {
@Suite struct GestureTests {
    @Test func doubleTapNeedsTwoQuickTaps() {
        struct Double: View {
            @State var count = 0
            var body: some View { Text("\(count)").onTapGesture(count: 2) { count += 1 }.testID("t") }
        }
        let host = HeadlessHost(Double())
        #expect(host.tap(id: "t") == false)
        #expect(host.tap(id: "t") == true)
        #expect(host.displayList.item(withID: "t")?.text == "1")
        host.tap(id: "t")
        host.advance(by: 1)
        #expect(host.tap(id: "t") == false, "too slow: starts a new double tap")
        #expect(host.displayList.item(withID: "t")?.text == "1")
    }

    @Test func tapHitsTheFrontmostItemAndItsInnermostGesture() {
        final class Log { var hits: [String] = [] }
        struct Layers: View {
            let log: Log
            var body: some View {
                ZStack {
                    Color.red.frame(width: 100, height: 100).onTapGesture { log.hits.append("back") }
                    Color.blue.frame(width: 40, height: 40).onTapGesture { log.hits.append("front") }
                }
                .onTapGesture { log.hits.append("outer") }
            }
        }
        struct Covered: View {
            let log: Log
            var body: some View {
                ZStack {
                    Color.red.frame(width: 100, height: 100).onTapGesture { log.hits.append("under") }
                    Color.clear.frame(width: 100, height: 100)
                    Color.blue.frame(width: 100, height: 100).opacity(0.5).allowsHitTesting(false)
                }
            }
        }
        let log = Log()
        #expect(HeadlessHost(Covered(log: log), size: CGSize(width: 200, height: 200)).tap(at: CGPoint(x: 100, y: 100)))
        #expect(log.hits == ["under"], "clear paint and allowsHitTesting(false) let taps through")
        log.hits = []
        let host = HeadlessHost(Layers(log: log), size: CGSize(width: 200, height: 200))
        host.tap(at: CGPoint(x: 100, y: 100))
        host.tap(at: CGPoint(x: 60, y: 60))
        #expect(host.tap(at: CGPoint(x: 5, y: 5)) == false)
        #expect(log.hits == ["front", "back"])
    }

    @Test func tapsFollowTransformedItems() {
        struct Moved: View {
            var body: some View {
                Color.red.frame(width: 20, height: 20).scaleEffect(2).offset(x: 50).onTapGesture {}.testID("m")
            }
        }
        let host = HeadlessHost(Moved(), size: CGSize(width: 200, height: 200))
        let item = host.displayList.item(withID: "m")!
        #expect(item.bounds == CGRect(x: 130, y: 80, width: 40, height: 40))
        #expect(host.tap(at: CGPoint(x: 165, y: 115)))
        #expect(!host.tap(at: CGPoint(x: 100, y: 100)))
    }
}
}

extension ViewLayerTests {
@Suite struct InspectionTests {
    @Test func attributesReportValuesAndVelocities() {
        struct Avatar: View {
            @State var selected = false
            var body: some View {
                Image("cat")
                    .shadow(radius: selected ? 12 : 8)
                    .scaleEffect(selected ? 1.5 : 1)
                    .onTapGesture { withAnimation(.bouncy) { selected.toggle() } }
                    .testID("avatar")
            }
        }
        let host = HeadlessHost(Avatar())
        #expect(host.attributes(animatingOnly: true).isEmpty)
        let all = host.attributes()
        #expect(Set(all.map(\.name)).isSuperset(of: ["scaleEffect", "shadow", "shadowColor", "frame", "color"]))
        host.tap(id: "avatar")
        host.advance(to: 0.1)
        let running = host.attributes(animatingOnly: true)
        #expect(Set(running.map(\.name)) == ["scaleEffect", "shadow"])
        let scale = running.first { $0.name == "scaleEffect" }!
        #expect(scale.testID == "avatar")
        #expect(scale.view == "Image(\"cat\")")
        #expect(scale.model == [1.5, 1.5, 64, 64])
        #expect(approx(scale.presentation[0], drawnScale(host, "avatar"), 1e-12))
        #expect(scale.velocity[0] > 0 && scale.runningAnimations == 1)
    }

    @Test func attributeEventsTellMergeFromCombine() {
        struct Sprite: View {
            let animation: Animation
            @State var up = false
            var body: some View {
                Circle().frame(width: 20, height: 20).offset(y: up ? -50 : 0)
                    .onTapGesture { withAnimation(animation) { up.toggle() } }
                    .testID("s")
            }
        }
        for (animation, expected) in [(Animation.bouncy, AttributeEvent.Kind.merged), (.easeInOut, .combined)] {
            let host = HeadlessHost(Sprite(animation: animation))
            var events: [AttributeEvent] = []
            host.subscribe(events: { events.append($0) })
            host.tap(id: "s")
            host.advance(by: 0.1)
            host.tap(id: "s")
            let offset = host.attributes().first { $0.name == "offset" }!
            let changes = events.filter { $0.attribute == offset.id }.map(\.kind)
            #expect(changes == [.started, expected], "\(animation)")
            #expect(events.last!.time == host.time)
        }
    }

    @Test func displayItemsMapToTheirAttributes() {
        struct Avatar: View {
            var body: some View {
                VStack {
                    Text("label").testID("label")
                    Image("cat").shadow(radius: 8).scaleEffect(1.2).testID("avatar")
                }
            }
        }
        let host = HeadlessHost(Avatar())
        let list = host.displayList
        let index = list.items.firstIndex { $0.testID == "avatar" }!
        let ids = Set(host.attributeIDs(forItemAt: index))
        let byName = Dictionary(host.attributes().filter { $0.testID == "avatar" }.map { ($0.name, $0.id) }, uniquingKeysWith: { a, _ in a })
        #expect(ids == Set(["scaleEffect", "shadow", "shadowColor", "frame", "color"].compactMap { byName[$0] }))
        let label = list.items.firstIndex { $0.testID == "label" }!
        #expect(Set(host.attributeIDs(forItemAt: label)).isDisjoint(with: ids))
    }
}
}
