import Foundation
import Testing
@testable import Kinetic
import KineticTestSupport

/// Places `subviews` evenly on a circle of radius min(width, height) / 3 about the centre of
/// `bounds`, the first at `offsetAngle` (the talk's RadialLayout).
private func placeOnCircle(_ subviews: LayoutSubviews, in bounds: CGRect, offsetAngle: Angle) {
    let radius = min(bounds.width, bounds.height) / 3
    let step = Angle.degrees(360 / Double(subviews.count))
    for (index, subview) in subviews.enumerated() {
        let angle = offsetAngle.radians + step.radians * Double(index)
        let point = CGPoint(x: bounds.midX + radius * cos(angle), y: bounds.midY + radius * sin(angle))
        subview.place(at: point, anchor: .center, proposal: .unspecified)
    }
}

/// The talk's podium layout made animatable: `offsetAngle` is its animatable data, so each frame
/// lays the subviews out again on the circle.
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
        placeOnCircle(subviews, in: bounds, offsetAngle: offsetAngle)
    }
}

/// The talk's default podium: the same layout without animatable data, so a change of
/// `offsetAngle` animates the subviews' frames (positions) instead.
private struct StraightRadialLayout: Layout {
    var offsetAngle: Angle

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        placeOnCircle(subviews, in: bounds, offsetAngle: offsetAngle)
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
    /// Three avatars on a circle of radius 300 / 3 = 100 about (150, 150); a tap turns the
    /// offset angle by π under a 1 s linear animation.
    private struct Podium<L: Layout>: View {
        var layout: (Angle) -> L
        @State var angle = 0.0
        var body: some View {
            layout(.radians(angle)).callAsFunction {
                ForEach(0..<3) { Circle().frame(width: 20, height: 20).testID("pet\($0)") }
            }
            .frame(width: 300, height: 300)
            .onTapGesture { withAnimation(.linear(duration: 1)) { angle += .pi } }
        }
    }

    private func distance(_ host: HeadlessHost, _ id: String) -> Double {
        let p = host.displayList.item(withID: id)!.center
        return Double(hypot(p.x - 150, p.y - 150))
    }

    /// The animatable angle: at every 1/60 s frame each avatar is on the circle, pet0 at angle π·t
    /// (to the linear curve's solver tolerance).
    @Test func animatableRadialLayoutMovesAlongTheArc() {
        let host = HeadlessHost(Podium { RadialLayout(offsetAngle: $0) }, size: CGSize(width: 300, height: 300))
        #expect(approx(distance(host, "pet0"), 100, 1e-9))
        host.tap(at: host.displayList.item(withID: "pet0")!.center)
        for frame in 1...60 {
            let t = Double(frame) / 60
            host.advance(to: t)
            for index in 0..<3 { #expect(approx(distance(host, "pet\(index)"), 100, 1e-6), "pet\(index) on the circle at frame \(frame)") }
            let p = host.displayList.item(withID: "pet0")!.center
            #expect(approx(atan2(Double(p.y - 150), Double(p.x - 150)), .pi * t, .pi * curveTolerance) || (frame == 60 && approx(Double(p.x), 50, 1e-6)),
                    "linear in angle at frame \(frame)")
        }
        host.advance(to: 2)
        #expect(host.runningAnimationCount == 0)
        #expect(approx(Double(host.displayList.item(withID: "pet0")!.center.x), 50, 1e-6))
    }

    /// A layout's animatable data is animated in the scene graph's group, as every attribute is:
    /// the tap's curve is solved in one slot of it, once a frame, and given back when it ends.
    @Test func aLayoutsAnimatableDataSharesTheGraphsGroup() {
        let host = HeadlessHost(Podium { RadialLayout(offsetAngle: $0) }, size: CGSize(width: 300, height: 300))
        host.tap(at: host.displayList.item(withID: "pet0")!.center)
        #expect(curveIsSharedInTheGraphsGroup(host, at: 0.5, endedBy: 2))
    }

    /// The default version: the frames animate in a straight line, a chord — turning by π it is a
    /// diameter, so each avatar's distance from the centre is |100 − 200·t|, strictly inside the
    /// circle mid-animation and through the centre at t = 0.5.
    @Test func defaultRadialLayoutTakesTheChord() {
        let host = HeadlessHost(Podium { StraightRadialLayout(offsetAngle: $0) }, size: CGSize(width: 300, height: 300))
        host.tap(at: host.displayList.item(withID: "pet0")!.center)
        for frame in 1...59 {
            let t = Double(frame) / 60
            host.advance(to: t)
            for index in 0..<3 {
                let d = distance(host, "pet\(index)")
                #expect(d < 100 - 1e-3, "pet\(index) inside the circle at frame \(frame)")
                #expect(approx(d, abs(100 - 200 * t), 200 * curveTolerance), "pet\(index) on the diameter at frame \(frame)")
            }
        }
        host.advance(to: 2)
        for index in 0..<3 { #expect(approx(distance(host, "pet\(index)"), 100, 1e-9)) }
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
