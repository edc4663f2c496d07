import Foundation
import KineticTestSupport
import Testing
@testable import Kinetic


/// A keyframe animator moving a cat 100 points in one second, linearly, on each tap.
private struct KeyframeCat: View {
    @State private var count = 0
    var body: some View {
        Text("🐱")
            .keyframeAnimator(initialValue: 0.0, trigger: count) { content, x in
                content.offset(x: x)
            } keyframes: { x in
                LinearKeyframe(x + 100, duration: 1)
            }
            .onTapGesture { count += 1 }
    }
}

/// A label that leaves with an opacity transition (its node is freed when the transition ends).
private struct Leaving: View {
    @State private var shown = true
    var body: some View {
        VStack {
            Color.red.frame(width: 20, height: 20).testID("toggle")
                .onTapGesture { withAnimation(.easeOut(duration: 0.2)) { shown.toggle() } }
            if shown { Text("bye").transition(.opacity) }
        }
    }
}

/// The centre of the item drawing `text`.
private func center(of text: String, in host: HeadlessHost) -> CGPoint {
    let bounds = host.displayList.item(text: text)!.bounds
    return CGPoint(x: bounds.midX, y: bounds.midY)
}

extension ViewLayerTests {
@Suite struct AttributeObserversTests {
    @Test func clickedSpriteSendsStartedMergedCompletedWithHumanNames() {
        let host = HeadlessHost(TwoSprites())
        var events: [AttributeEvent] = []
        host.subscribe(events: { events.append($0) })
        let dog = center(of: "🐶", in: host)
        #expect(host.tap(at: dog))
        host.advance(by: 0.1)
        #expect(host.tap(at: dog))
        host.advance(by: 3)
        let animated = events.filter { $0.kind != .jump }
        #expect(animated.map(\.kind) == [.started, .merged, .completed])
        #expect(animated.allSatisfy { $0.name == AttributeName(view: "🐶", attribute: "scaleEffect") })
        #expect(animated.map(\.name.description).first == "🐶 · scaleEffect")
        #expect(Set(animated.map(\.attribute)).count == 1)
        #expect(approx(animated[0].time, 0) && approx(animated[1].time, 0.1))
        #expect(animated[2].time > 0.1 && animated[2].time <= host.time)
        #expect(animated[0].animation == String(describing: Animation.bouncy))
        #expect(animated[0].shown == [1, 1, 64, 64] && animated[0].model == [1.5, 1.5, 64, 64])
        #expect(animated[1].model == [1, 1, 64, 64] && animated[2].animation == nil)
        #expect(host.runningAnimationCount == 0)

        // The card is named by its type: no test id, no text inside.
        events.removeAll()
        let card = host.displayList.items.first { $0.text == nil }!.bounds
        #expect(host.tap(at: CGPoint(x: card.midX, y: card.midY)))
        #expect(events.filter { $0.kind == .started }.map(\.name.description) == ["Card · rotationEffect"])
    }

    @Test func samplesEqualThePresentationValuesAtEachFrame() {
        let host = HeadlessHost(TwoSprites())
        var frames: [(time: TimeInterval, samples: [(id: Int, model: [Double], presentation: [Double], velocity: [Double])])] = []
        host.subscribe(frames: { frame in
            frames.append((frame.time, (0..<frame.count).map { i in
                let s = frame[i]
                return (s.attribute, (0..<s.componentCount).map(s.model), (0..<s.componentCount).map(s.presentation),
                        (0..<s.componentCount).map(s.velocity))
            }))
        })
        #expect(host.tap(at: center(of: "🐶", in: host)))
        for step in 1...90 {
            host.advance(by: 1.0 / 60)
            let animating = host.attributes().filter { $0.name == "scaleEffect" }
            let scale = animating[0]
            if scale.isAnimating || step == 1 {
                let frame = frames.last!
                #expect(approx(frame.time, host.time, 1e-12))
                let sample = frame.samples.first { $0.id == scale.id }!
                #expect(sample.model == scale.model)
                #expect(sample.presentation == scale.presentation)
                #expect(sample.velocity == scale.velocity)
                #expect(sample.presentation[0] == Double(host.displayList.item(text: "🐶")!.transform.scale.width))
            }
        }
        // One sample per frame while it animates, and one at rest on the frame it completes; then nothing.
        let count = frames.count
        #expect(count > 20 && count < 90)
        #expect(frames.last!.samples.first!.presentation == [1.5, 1.5, 64, 64])
        #expect(frames.last!.samples.first!.velocity == [0, 0, 0, 0])
        host.advance(by: 1)
        #expect(frames.count == count)
    }

    @Test func withoutSubscribersNothingIsCollected() {
        let host = HeadlessHost(TwoSprites())
        #expect(host.graph.observers == nil && !host.hasAttributeSubscribers)
        var received = 0
        let subscription = host.subscribe(events: { _ in received += 1 }, frames: { _ in received += 1 })
        let second = host.subscribe(events: { _ in }, frames: nil)
        #expect(host.graph.observers != nil)
        host.unsubscribe(subscription)
        #expect(host.graph.observers != nil)  // the second still listens
        host.unsubscribe(second)
        host.unsubscribe(second)  // twice: nothing
        #expect(host.graph.observers == nil && !host.hasAttributeSubscribers)
        #expect(host.tap(at: center(of: "🐶", in: host)))
        host.advance(by: 1)
        #expect(received == 0)
    }

    @Test func everySubscriberReceivesTheSameEvents() {
        let host = HeadlessHost(TwoSprites())
        var first: [AttributeEvent] = [], second: [AttributeEvent] = []
        host.subscribe(events: { first.append($0) })
        host.subscribe(events: { second.append($0) })
        #expect(host.tap(at: center(of: "🐶", in: host)))
        host.advance(by: 2)
        #expect(!first.isEmpty && first == second)
    }

    @Test func aViewLeavingAtTheEndOfItsTransitionCompletesThenIsRemoved() {
        let host = HeadlessHost(Leaving())
        var events: [AttributeEvent] = []
        var names: [(id: Int, name: String, time: TimeInterval, opacity: Double)] = []
        host.subscribe(events: { events.append($0) }, frames: { frame in
            for i in 0..<frame.count {
                names.append((frame[i].attribute, frame[i].name.description, frame.time, frame[i].presentation(0)))
            }
        })
        #expect(host.tap(id: "toggle"))
        host.advance(by: 0.5)
        #expect(host.displayList.item(text: "bye") == nil)
        let fade = events.filter { $0.name == AttributeName(view: "bye", attribute: "transitionOpacity") }
        // The removal closes after the frame in which the fade finished: completed, then removed.
        #expect(fade.map(\.kind) == [.started, .completed, .removed])
        // Sampled every frame of the fade until it finishes, on the first frame after its 0.2 s
        // (the clock steps by 1/60 and lands a hair short of 0.2), at rest on 0; its node is then
        // freed: the attribute keeps its name.
        let samples = names.filter { $0.id == fade.first?.attribute }
        #expect(samples.allSatisfy { $0.name == "bye · transitionOpacity" })
        #expect(samples.last!.opacity == 0 && samples.last!.time >= 0.2 - 1e-9)
        #expect(samples.dropLast().allSatisfy { $0.time < 0.2 })
        #expect(zip(samples, samples.dropFirst()).allSatisfy { abs($1.time - $0.time - 1.0 / 60) < 1e-9 })
    }

    /// A modifier applied twice to one view gets numbered names in the order written, and a
    /// keyframe animator's own clock is named for what it is, not `animatableData`.
    @Test func repeatedModifiersAndAnimatorClocksHaveNamesOfTheirOwn() {
        struct Stretchy: View {
            @State private var count = 0
            var body: some View {
                Text("🐱")
                    .keyframeAnimator(initialValue: 1.0, trigger: count) { content, s in
                        content.scaleEffect(s).scaleEffect(y: 2 - s)
                    } keyframes: { _ in
                        LinearKeyframe(1.5, duration: 1)
                    }
                    .onTapGesture { count += 1 }
            }
        }
        let host = HeadlessHost(Stretchy())
        var names = Set<String>()
        host.subscribe(events: { names.insert($0.name.description) }, frames: { frame in
            for i in 0..<frame.count { names.insert(frame[i].name.description) }
        })
        #expect(host.tap(at: center(of: "🐱", in: host)))
        for _ in 0..<10 { host.advance(by: 1.0 / 60) }
        #expect(names.isSuperset(of: ["🐱 · scaleEffect", "🐱 · scaleEffect 2", "🐱 · keyframe time"]), "\(names)")
        #expect(!names.contains { $0.hasSuffix("animatableData") }, "\(names)")
        #expect(AttributeName(view: "🐱", attribute: "scaleEffect 2").kind == "scaleEffect")
        #expect(AttributeName(view: "🐱", attribute: "keyframe time").kind == "keyframe time")
        #expect(AttributeName(view: "🐱", attribute: "keyframe time").followsAlong)
    }

    @Test func keyframeDrivenValuesGiveContinuousSamples() {
        let host = HeadlessHost(KeyframeCat())
        var events: [AttributeEvent] = []
        var offsets: [(time: TimeInterval, x: Double, velocity: Double, driven: Bool)] = []
        var name: AttributeName?
        var track: [Double] = []  // the keyframe track (the whole value: named `value`), sampled too
        host.subscribe(events: { events.append($0) }, frames: { frame in
            for i in 0..<frame.count where frame[i].isDriven {
                if frame[i].name.attribute == "value" { track.append(frame[i].presentation(0)); continue }
                name = frame[i].name
                offsets.append((frame.time, frame[i].presentation(0), frame[i].velocity(0), frame[i].isDriven))
            }
        })
        #expect(host.tap(at: center(of: "🐱", in: host)))
        for _ in 0..<30 { host.advance(by: 1.0 / 60) }
        #expect(name == AttributeName(view: "🐱", attribute: "offset"))
        // Every frame of the run has a sample: x = 100 t, and the backward difference gives 100 pt/s.
        #expect(offsets.count == 30)
        #expect(track == offsets.map(\.x), "the track drives the offset frame by frame")
        for (index, sample) in offsets.enumerated() {
            #expect(approx(sample.time, Double(index + 1) / 60, 1e-12))
            #expect(approx(sample.x, 100 * sample.time, 1e-9))
            #expect(approx(sample.velocity, 100, 1e-6))
        }
        // Driven values are samples, not a stream of jumps.
        #expect(!events.contains { $0.kind == .jump && $0.name.attribute == "offset" })
    }
}
}
