import Foundation
import Testing
@testable import Kinetic

/// The talk's podium layout: subviews on a circle, starting at `offsetAngle` (animatable).
private struct RadialLayout: Layout {
    var offsetAngle: Angle
    var animatableData: Angle.AnimatableData {
        get { offsetAngle.animatableData }
        set { offsetAngle.animatableData = newValue }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let radius = min(bounds.width, bounds.height) / 3
        let step = Angle.degrees(360 / Double(subviews.count))
        for (index, subview) in subviews.enumerated() {
            let angle = offsetAngle.radians + step.radians * Double(index)
            let point = CGPoint(x: bounds.midX + radius * cos(angle), y: bounds.midY + radius * sin(angle))
            subview.place(at: point, anchor: .center, proposal: .unspecified)
        }
    }
}

/// A layout with no animatable data and a cache.
private struct Column: Layout {
    func makeCache(subviews: Subviews) -> Int { subviews.count }
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Int) -> CGSize {
        CGSize(width: 20, height: 20 * CGFloat(cache))
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Int) {
        for (index, subview) in subviews.enumerated() {
            subview.place(at: CGPoint(x: bounds.minX, y: bounds.minY + 20 * CGFloat(index)), proposal: ProposedViewSize(width: 20, height: 20))
        }
    }
}

extension ViewLayerTests {
@Suite struct CustomLayoutTests {
    @Test func animatableRadialLayoutMovesAlongTheArc() {
        struct Podium: View {
            @State var angle = 0.0
            var body: some View {
                RadialLayout(offsetAngle: .radians(angle)) {
                    ForEach(0..<3) { Circle().frame(width: 20, height: 20).testID("pet\($0)") }
                }
                .frame(width: 300, height: 300)
                .onTapGesture { withAnimation(.linear(duration: 1)) { angle += .pi } }
                .testID("podium")
            }
        }
        let host = HeadlessHost(Podium(), size: CGSize(width: 300, height: 300))
        let centre = CGPoint(x: 150, y: 150)
        func distance(_ id: String) -> Double {
            let p = host.displayList.item(withID: id)!.center
            return Double(hypot(p.x - centre.x, p.y - centre.y))
        }
        #expect(approx(distance("pet0"), 100, 1e-9))
        host.tap(at: host.displayList.item(withID: "pet0")!.center)
        host.advance(to: 0.5)
        for index in 0..<3 { #expect(approx(distance("pet\(index)"), 100, 1e-6), "on the circle mid-animation") }
        let p = host.displayList.item(withID: "pet0")!.center
        #expect(approx(Double(p.x), 150, 1e-6) && approx(Double(p.y), 250, 1e-6), "a quarter turn at half time")
        host.advance(to: 2)
        #expect(host.runningAnimationCount == 0)
        #expect(approx(Double(host.displayList.item(withID: "pet0")!.center.x), 50, 1e-6))
    }

    @Test func anyLayoutSwitchAnimatesChildrenToTheirNewPlaces() {
        struct Switcher: View {
            @State var vertical = false
            var body: some View {
                let layout = vertical ? AnyLayout(VStackLayout(spacing: 0)) : AnyLayout(HStackLayout(spacing: 0))
                layout {
                    Color.red.frame(width: 20, height: 20).testID("a")
                    Color.blue.frame(width: 20, height: 20).testID("b")
                }
                .onTapGesture { withAnimation(.linear(duration: 1)) { vertical.toggle() } }
            }
        }
        let host = HeadlessHost(Switcher(), size: CGSize(width: 200, height: 200))
        let before = host.displayList.item(withID: "b")!.frame.origin
        #expect(before == CGPoint(x: 100, y: 90))
        host.tap(id: "a")
        host.advance(to: 0.5)
        let mid = host.displayList.item(withID: "b")!.frame.origin
        host.advance(to: 1.5)
        let after = host.displayList.item(withID: "b")!.frame.origin
        #expect(after == CGPoint(x: 90, y: 100))
        #expect(approx(Double(mid.x), 95, 1e-6) && approx(Double(mid.y), 95, 1e-6), "same identity, frame animated")
    }

    @Test func layoutWithCacheAndNoAnimatableData() {
        let host = HeadlessHost(Column { Text("a").testID("a"); Text("b").testID("b"); Text("c").testID("c") }, size: CGSize(width: 100, height: 100))
        let ys = ["a", "b", "c"].map { host.displayList.item(withID: $0)!.frame.minY }
        #expect(ys == [20, 40, 60])
    }
}
}
