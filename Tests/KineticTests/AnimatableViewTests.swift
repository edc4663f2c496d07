import Foundation
import Testing
@testable import Kinetic
import KineticTestSupport

// Custom Animatable views re-run their body every frame (the talk's Podium), and completion chains.

private struct Podium: View, Animatable {
    var offsetAngle: Angle
    var arc: Bool

    var animatableData: Double {
        get { arc ? offsetAngle.radians : 0 }
        set { if arc { offsetAngle.radians = newValue } }
    }

    var body: some View {
        ZStack {
            ForEach(0..<3) { index in
                let angle = offsetAngle.radians + Double(index) * 2 * .pi / 3
                Circle()
                    .frame(width: 20, height: 20)
                    .offset(x: 100 * cos(angle), y: 100 * sin(angle))
                    .testID("pet\(index)")
            }
        }
        .frame(width: 240, height: 240)
    }
}

private struct PodiumPoll: View {
    var arc: Bool
    @State private var angle = 0.0
    var body: some View {
        VStack(spacing: 0) {
            Podium(offsetAngle: .radians(angle), arc: arc)
            Text("rotate").onTapGesture { withAnimation(.linear(duration: 1)) { angle += .pi } }.testID("rotate")
        }
    }
}


private struct SimpleAnimationWithCompletion: View {
    var emoji: String
    @State private var offset = 0.0

    var body: some View {
        EmojiView(emoji: emoji)
            .offset(y: offset)
            .onTapGesture {
                withAnimation(.bouncy) {
                    offset = -40.0
                } completion: {
                    withAnimation {
                        offset = 0.0
                    }
                }
            }
            .testID("emoji")
    }
}

extension ViewLayerTests {
@Suite struct AnimatableViewTests {
    private func distances(_ host: HeadlessHost) -> [Double] {
        let list = host.displayList
        let centre = CGPoint(x: list.item(withID: "pet0")!.frame.midX, y: list.item(withID: "pet0")!.frame.midY)
        return (0..<3).map { index in
            let p = list.item(withID: "pet\(index)")!.center
            return Double(hypot(p.x - centre.x, p.y - centre.y))
        }
    }

    @Test func animatablePodiumMovesAlongTheArc() {
        let host = HeadlessHost(PodiumPoll(arc: true), size: CGSize(width: 400, height: 400))
        host.tap(id: "rotate")
        for t in [0.25, 0.5, 0.75] {
            host.advance(to: t)
            for distance in distances(host) { #expect(approx(distance, 100, 1e-6), "on the circle at t = \(t)") }
            let p = host.displayList.item(withID: "pet0")!.center
            let centre = host.displayList.item(withID: "pet0")!.frame.origin
            let angle = atan2(Double(p.y - centre.y - 10), Double(p.x - centre.x - 10))
            #expect(approx(angle, .pi * t, 1e-6), "linear in angle")
        }
        host.advance(to: 1.5)
        #expect(host.runningAnimationCount == 0)
        let p = host.displayList.item(withID: "pet0")!
        #expect(approx(Double(p.center.x - p.frame.midX), -100, 1e-6))
    }

    /// An `Animatable` view's data is animated in the scene graph's group, as every attribute is:
    /// the tap's curve is solved in one slot of it, once a frame, and given back when it ends.
    @Test func anAnimatableViewsDataSharesTheGraphsGroup() {
        let host = HeadlessHost(PodiumPoll(arc: true), size: CGSize(width: 400, height: 400))
        host.tap(id: "rotate")
        #expect(curveIsSharedInTheGraphsGroup(host, at: 0.5, endedBy: 1.5))
    }

    @Test func defaultPodiumTakesTheStraightLine() {
        let host = HeadlessHost(PodiumPoll(arc: false), size: CGSize(width: 400, height: 400))
        host.tap(id: "rotate")
        host.advance(to: 0.5)
        for distance in distances(host) { #expect(distance < 10, "the offsets interpolate through the centre") }
    }

    @Test func withAnimationCompletionChainsTheSecondStep() {
        let host = HeadlessHost(SimpleAnimationWithCompletion(emoji: "🐶"), size: CGSize(width: 200, height: 200))
        func offset() -> Double { Double(host.displayList.item(withID: "emoji")!.transform.ty) }
        host.tap(id: "emoji")
        host.advance(to: 0.3)
        #expect(offset() < -30)
        // .bouncy is logically complete after its response (0.5 s): the completion starts the way back.
        host.advance(to: 0.55)
        #expect(host.runningAnimationCount > 0)
        host.advance(to: 3)
        #expect(approx(offset(), 0, 1e-9))
        #expect(host.runningAnimationCount == 0)
    }

    @Test func completionFiresAfterTheUpdateWhenNothingAnimates() {
        final class Flag { var fired = 0 }
        struct Still: View {
            let flag: Flag
            @State var value = 0
            var body: some View {
                Text("\(value)").onTapGesture {
                    withAnimation(.bouncy) { value += 1 } completion: { flag.fired += 1 }
                }.testID("t")
            }
        }
        let flag = Flag()
        let host = HeadlessHost(Still(flag: flag))
        host.tap(id: "t")
        #expect(flag.fired == 1, "text content does not animate: the completion fires right after the update")
        #expect(host.displayList.item(withID: "t")?.text == "1")
    }

    @Test func shapeGeometryAndColourAnimate() {
        struct Card: View {
            @State var on = false
            var body: some View {
                RoundedRectangle(cornerRadius: on ? 30 : 10)
                    .fill(on ? Color(red: 1, green: 0, blue: 0) : Color(red: 0, green: 0, blue: 1))
                    .frame(width: on ? 200 : 100, height: 100)
                    .onTapGesture { withAnimation(.linear(duration: 1)) { on.toggle() } }
                    .testID("card")
            }
        }
        let host = HeadlessHost(Card(), size: CGSize(width: 400, height: 400))
        host.tap(id: "card")
        host.advance(to: 0.5)
        let item = host.displayList.item(withID: "card")!
        guard case .shape(.roundedRectangle(let corner), .fill) = item.content else { Issue.record("shape"); return }
        #expect(approx(Double(corner.width), 20, 1e-6))
        #expect(approx(Double(item.color.red), 0.5, 1e-6) && approx(Double(item.color.blue), 0.5, 1e-6))
        #expect(approx(Double(item.frame.width), 150, 1e-6), "the laid-out frame animates too")
    }

    @Test func blurAndRotationAnimate() {
        struct Fuzzy: View {
            @State var on = false
            var body: some View {
                RoundedRectangle(cornerRadius: 8, style: .continuous)
                    .fill(Color(.sRGB, red: 0.2, green: 0.4, blue: 0.6))
                    .frame(width: 40, height: 40)
                    .blur(radius: on ? 10 : 0)
                    .rotationEffect(.degrees(on ? 90 : 0))
                    .onTapGesture { withAnimation(.linear(duration: 1)) { on.toggle() } }
                    .testID("f")
            }
        }
        let host = HeadlessHost(Fuzzy())
        host.tap(id: "f")
        host.advance(to: 0.5)
        let item = host.displayList.item(withID: "f")!
        #expect(approx(Double(item.blurRadius), 5, 1e-5))
        #expect(approx(item.transform.rotation.degrees, 45, 1e-4))
        #expect(approx(Double(item.color.blue), 0.6, 1e-6))
    }

    @Test func marchingAntsDashPhaseRepeatsForever() {
        struct Ants: View {
            @State private var phase: CGFloat = 0
            var body: some View {
                Rectangle()
                    .strokeBorder(style: StrokeStyle(lineWidth: 2, dash: [10], dashPhase: phase))
                    .frame(width: 100, height: 60)
                    .onAppear {
                        withAnimation(.linear.repeatForever(autoreverses: false)) { phase = 20 }
                    }
                    .testID("ants")
            }
        }
        let host = HeadlessHost(Ants())
        func phase() -> Double {
            guard case .shape(.rectangle, .stroke(let style)) = host.displayList.item(withID: "ants")!.content else { return .nan }
            return Double(style.dashPhase)
        }
        host.advance(to: 0.175)
        #expect(approx(phase(), 10, 1e-4))
        host.advance(to: 0.35 * 10 + 0.175)
        #expect(approx(phase(), 10, 1e-3), "still marching after ten cycles")
        #expect(host.runningAnimationCount == 1)
        #expect(host.displayList.item(withID: "ants")!.frame == CGRect(x: 151, y: 171, width: 98, height: 58))
    }

    /// An `Animatable` view inside a scoped body whose structure changes with its animated value:
    /// frame re-runs still reach the scoped content (a new placeholder finds it).
    @Test func animatableViewInsideAScopeReachesTheContentOnFrameReruns() {
        struct Reveal<Content: View>: View, Animatable {
            var progress: Double
            var content: Content
            var animatableData: Double {
                get { progress }
                set { progress = newValue }
            }
            var body: some View {
                if progress > 0.5 { content.opacity(progress) } else { Color.clear.frame(width: 10, height: 10) }
            }
        }
        struct Revealing: ViewModifier {
            var progress: Double
            func body(content: Content) -> some View { Reveal(progress: progress, content: content) }
        }
        struct Root: View {
            @State var shown = false
            var body: some View {
                Text("hi").testID("hi")
                    .modifier(Revealing(progress: shown ? 1 : 0))
                    .onAppear { withAnimation(.linear(duration: 1)) { shown = true } }
            }
        }
        let host = HeadlessHost(Root())
        host.advance(to: 0.25)
        #expect(host.displayList.item(withID: "hi") == nil)
        host.advance(to: 0.75)
        #expect(approx(host.displayList.item(withID: "hi")?.opacity ?? -1, 0.75, 1e-6), "the content appeared during a frame re-run")
        #expect(!host.warnings.contains { $0.contains("outside the body") })
    }
}
}
