import Foundation
import Kinetic
import KineticInspector
import KineticTestSupport
import Testing

@Suite struct InspectorStoreTests {
    let host = HeadlessHost(TwoSprites())
    var dog: CGPoint { center(host.displayList.item(text: "🐶")!.bounds) }
    var card: CGPoint { center(host.displayList.items.first { $0.text == nil }!.bounds) }

    func center(_ rect: CGRect) -> CGPoint { CGPoint(x: rect.midX, y: rect.midY) }

    @Test func tracesMarkersAndReadOuts() throws {
        let store = InspectorStore(host: host)
        #expect(host.tap(at: dog))
        host.advance(by: 0.1)
        #expect(host.tap(at: dog))
        host.advance(by: 3)
        #expect(host.tap(at: card))
        host.advance(by: 1)

        let ids = store.animatedAttributes
        #expect(ids.map { store.entry($0)!.name.description } == ["🐶 · scaleEffect", "Card · rotationEffect"])
        let scale = try #require(store.entry(ids[0]))
        #expect(scale.trace.markers.map(\.kind) == [.click, .merge, .completion])
        #expect(scale.trace.markers[0].time == 0 && abs(scale.trace.markers[1].time - 0.1) < 1e-12)
        // One sample per frame from the first frame to the one it completed at, ending at rest.
        let samples = Array(scale.trace.samples)
        #expect(abs(samples[0].time - 1.0 / 60) < 1e-12)
        #expect(samples.last!.value == 1 && samples.last!.velocity == 0)  // the second tap sent it back
        #expect(zip(samples, samples.dropFirst()).allSatisfy { abs($1.time - $0.time - 1.0 / 60) < 1e-9 })

        // The quarter turn: an ease-in-out never overshoots; it settles when it last was more
        // than 1 % of 90° (0.9°) away, on a 60 Hz frame: the curve's own figures.
        let turn = try #require(store.entry(ids[1]))
        // Rotations are sampled as their animatableData (radians × 128, as SwiftUI declares it)
        // and shown in degrees (AttributeUnit).
        #expect(abs(turn.trace.samples.last!.value - 90) < 1e-12 && turn.unit.symbol == "°")
        #expect(turn.overshoot == 0)
        let start = turn.trace.markers[0].time
        var lastOutside = start
        for frame in 1...30 {
            let t = start + Double(frame) / 60
            if 1 - UnitCurve.easeInOut.value(at: min(1, (t - start) / 0.5)) > 0.01 { lastOutside = t }
        }
        #expect(abs(try #require(turn.settlingTime) - (lastOutside - start)) < 1e-9)
        #expect(lastOutside - start > 0.4 && lastOutside - start < 0.5)
    }

    @Test func hoverInterpolatesBetweenSamples() throws {
        let store = InspectorStore(host: host)
        #expect(host.tap(at: card))
        host.advance(by: 0.5)
        let id = try #require(store.animatedAttributes.first)
        let samples = Array(store.entry(id)!.trace.samples)
        let (a, b) = (samples[9], samples[10])
        let middle = try #require(store.sample(of: id, at: (a.time + b.time) / 2))
        #expect(abs(middle.value - (a.value + b.value) / 2) < 1e-12)
        #expect(abs(middle.velocity - (a.velocity + b.velocity) / 2) < 1e-9)
        #expect(store.sample(of: id, at: a.time) == a)
        #expect(store.sample(of: id, at: samples.last!.time + 1) == nil)
        #expect(store.sample(of: id, at: 0) == nil)  // before the first frame of the turn
    }

    @Test func pickSelectsTheSpriteUnderThePoint() throws {
        let store = InspectorStore(host: host)
        #expect(store.pick(at: card))
        #expect(store.entry(store.selection!)!.name.description == "Card · rotationEffect")
        #expect(store.picked.map(\.name.view).allSatisfy { $0 == "Card" })
        #expect(store.pick(at: dog))
        #expect(store.entry(store.selection!)!.name.description == "🐶 · scaleEffect")
        #expect(store.plotted == [store.selection!])
        #expect(!store.pick(at: CGPoint(x: -10, y: -10)))
        #expect(store.select(sprite: "Card"))
        #expect(store.entry(store.selection!)!.name.view == "Card")
    }

    @Test func cyclingVisitsEveryMovingAttributeAndNeverSticks() throws {
        let store = InspectorStore(host: host)
        #expect(!store.selectNext())  // nothing moved yet: nothing to cycle to
        #expect(store.pick(at: dog))  // the picked text's frame and colour never animate
        #expect(host.tap(at: dog))
        #expect(host.tap(at: card))
        host.advance(by: 2)
        let moving = store.animatedAttributes
        #expect(moving.count == 2)
        store.select(store.picked.first { $0.name.attribute == "frame" }!.id)
        var visited: [Int] = []
        for _ in 0..<(2 * moving.count) {
            #expect(store.selectNext())
            visited.append(store.selection!)
        }
        #expect(visited == moving + moving)
        #expect(store.selectPrevious() && store.selection == moving[moving.count - 2])
    }

    @Test func overlaidAttributesKeepLegendOrder() throws {
        let store = InspectorStore(host: host)
        #expect(host.tap(at: card))
        #expect(host.tap(at: dog))
        host.advance(by: 0.2)
        let ids = store.animatedAttributes
        // Both taps came at one instant: what they animated is overlaid, in the order it changed.
        #expect(ids.count == 2 && store.plotted == ids && store.selection == ids[0])
        store.togglePlotted(ids[0])
        #expect(store.plotted == [ids[1]])
        store.select(ids[1])
        store.togglePlotted(ids[0])
        #expect(store.plotted == [ids[1], ids[0]])
        store.select(ids[0])  // already overlaid: the overlay stays
        #expect(store.plotted == [ids[1], ids[0]])
        store.togglePlotted(ids[1])
        #expect(store.plotted == [ids[0]])
        // The next tap brings back what it animated.
        host.advance(by: 0.5)
        #expect(host.tap(at: card))
        host.advance(by: 0.1)
        #expect(store.plotted == [ids[0]], "the card was tapped first, so ids[0] is its attribute")
        #expect(store.selection == store.plotted.first)
    }

    /// A grid of 200 sprites of which the tapped one grows: only the animating attribute is
    /// sampled while it moves, and once it rests no frame reaches the store at all.
    struct ManySprites: View {
        @State private var grown = -1
        var body: some View {
            VStack(spacing: 0) {
                ForEach(0..<10, id: \.self) { row in
                    HStack(spacing: 0) {
                        ForEach(0..<20, id: \.self) { column in
                            let index = row * 20 + column
                            Rectangle().frame(width: 10, height: 10).scaleEffect(grown == index ? 1.5 : 1)
                                .testID("sprite \(index)")
                                .onTapGesture { withAnimation(.easeInOut(duration: 0.5)) { grown = index } }
                        }
                    }
                }
            }
        }
    }

    /// A keyframe track drives its value frame by frame without an animation: its last sample's
    /// velocity is the last frame's backward difference. Once the timeline ends the value rests,
    /// and the read-out's velocity is 0, not that last difference.
    @Test func aDrivenValueAtRestHasVelocityZero() throws {
        struct Bounce: View {
            @State var taps = 0
            var body: some View {
                Text("🐶").font(.system(size: 40))
                    .keyframeAnimator(initialValue: 0.0, trigger: taps) { content, y in content.offset(y: y) } keyframes: { _ in
                        LinearKeyframe(-60.0, duration: 0.3)
                    }
                    .onTapGesture { taps += 1 }
            }
        }
        let host = HeadlessHost(Bounce(), size: CGSize(width: 200, height: 200))
        let store = InspectorStore(host: host)
        #expect(host.tap(at: center(host.displayList.item(text: "🐶")!.bounds)))
        host.advance(by: 0.2)
        let id = try #require(store.animatedAttributes.first { store.entry($0)!.name.attribute == "offset" })
        #expect(store.entry(id)!.velocity < -100, "moving up at 200 pt/s: \(store.entry(id)!.velocity)")
        #expect(!store.entry(id)!.isAtRest)
        host.advance(by: 1)
        let rested = try #require(store.entry(id))
        #expect(rested.trace.samples.last!.velocity < -100, "the last frame's backward difference stays in the trace")
        #expect(rested.isAtRest && rested.velocity == 0)
    }

    /// A keyframe animator's tracks are plotted by the key paths the code gives them, in the unit
    /// their type reads in (an `Angle` in degrees), ahead of the modifiers they drive; the values
    /// are the timeline's. The whole-value track of `aDrivenValueAtRestHasVelocityZero` is `value`.
    @Test func keyframeTracksAreNamedByTheirKeyPaths() throws {
        struct Values { var stretch = 1.0; var angle = Angle.zero }
        struct Wobble: View {
            @State var taps = 0
            var body: some View {
                Text("🐶").font(.system(size: 40))
                    .keyframeAnimator(initialValue: Values(), trigger: taps) { content, value in
                        content.scaleEffect(y: value.stretch).rotationEffect(value.angle)
                    } keyframes: { _ in
                        KeyframeTrack(\.stretch) { LinearKeyframe(2.0, duration: 0.5) }
                        KeyframeTrack(\.angle) { LinearKeyframe(.degrees(30), duration: 0.25); LinearKeyframe(.zero, duration: 0.25) }
                    }
                    .onTapGesture { taps += 1 }
            }
        }
        let host = HeadlessHost(Wobble(), size: CGSize(width: 200, height: 200))
        let store = InspectorStore(host: host)
        #expect(host.tap(at: center(host.displayList.item(text: "🐶")!.bounds)))
        host.advance(by: 0.2)  // 12 frames: stretch 1 + 0.2 / 0.5, angle 30° × 0.2 / 0.25
        #expect(store.plotted.map { store.entry($0)!.name.description }.prefix(2) == ["🐶 · \\.stretch", "🐶 · \\.angle"])
        let stretch = try #require(store.entry(store.plotted[0]))
        let angle = try #require(store.entry(store.plotted[1]))
        #expect(abs(stretch.trace.samples.last!.value - 1.4) < 1e-9 && stretch.unit == .plain)
        #expect(abs(angle.trace.samples.last!.value - 24) < 1e-9 && angle.unit.symbol == "°")
        #expect(abs(angle.velocity - 120) < 1e-6, "30° in 0.25 s: \(angle.velocity)")
    }

    @Test func framesWithoutAnimationDoNoPerAttributeWork() throws {
        let host = HeadlessHost(ManySprites(), size: CGSize(width: 400, height: 200))
        let store = InspectorStore(host: host)
        host.advance(by: 0.5)
        #expect(store.receivedFrames == 0 && store.receivedSamples == 0, "nothing animates yet")
        #expect(host.tap(id: "sprite 57"))
        host.advance(by: 0.25)  // 15 frames of the 0.5 s animation: one sample each
        #expect(store.receivedFrames == 15 && store.receivedSamples == 15)
        host.advance(by: 0.5)  // it ends 0.5 s after the tap, at rest on its model value
        let (frames, samples) = (store.receivedFrames, store.receivedSamples)
        #expect(frames == 30 && samples == 30)
        host.advance(by: 2)  // 120 frames in which nothing animates
        #expect(store.receivedFrames == frames && store.receivedSamples == samples)
        #expect(host.runningAnimationCount == 0 && !host.needsFrames)
    }

    /// What a read of an entry shows: its trace, markers and read-outs.
    struct Reading: Equatable {
        var samples: [Sample], markers: [EventMarker], component: Int, target: Double, runningAnimations: Int
        var isDriven: Bool, isAtRest: Bool, velocity: Double, settlingTime: TimeInterval?, overshoot: Double
        init(_ entry: InspectorStore.Entry) {
            (samples, markers, component, target) = (Array(entry.trace.samples), Array(entry.trace.markers), entry.component, entry.target)
            (runningAnimations, isDriven, isAtRest, velocity) = (entry.runningAnimations, entry.isDriven, entry.isAtRest, entry.velocity)
            (settlingTime, overshoot) = (entry.settlingTime, entry.overshoot)
        }
    }

    /// The store records frames whole and works an attribute's trace out when it is read: read
    /// after every frame or once at the end, every entry reads the same, through merges, a change
    /// of the plotted component, driven values, rests and a settle.
    @Test func anEntryReadLateReadsAsOneReadEveryFrame() throws {
        struct Scene: View {
            @State var big = false
            @State var taps = 0
            var body: some View {
                HStack(spacing: 40) {
                    Text("🐶").scaleEffect(big ? 1.5 : 1).offset(x: big ? 30 : 0)
                        .onTapGesture { withAnimation(.bouncy) { big.toggle() } }
                    Text("🐱").keyframeAnimator(initialValue: 0.0, trigger: taps) { content, y in content.offset(y: y) } keyframes: { _ in
                        LinearKeyframe(-60.0, duration: 0.3)
                        SpringKeyframe(0.0, duration: 0.4)
                    }
                    .onTapGesture { taps += 1 }
                }
            }
        }
        let host = HeadlessHost(Scene(), size: CGSize(width: 300, height: 200))
        let eager = InspectorStore(host: host)
        let late = InspectorStore(host: host)
        let dog = center(host.displayList.item(text: "🐶")!.bounds)
        var cat: CGPoint { center(host.displayList.item(text: "🐱")!.bounds) }  // (it moves)
        func frames(_ count: Int) {
            for _ in 0..<count {
                host.advance(by: 1.0 / 60)
                for id in eager.animatedAttributes { _ = eager.entry(id) }
            }
        }
        #expect(host.tap(at: dog))
        frames(6)
        #expect(host.tap(at: dog))  // merges into the running springs
        frames(10)
        #expect(host.tap(at: cat))
        frames(12)
        let offset = try #require(eager.animatedAttributes.first { eager.entry($0)!.name.description == "🐶 · offset" })
        eager.plotComponent(1, of: offset)
        late.plotComponent(1, of: offset)  // the late store catches up first: earlier samples keep component 0
        #expect(host.tap(at: cat))  // the keyframes start over while they run
        frames(90)
        host.advance(by: 0.5)  // nothing moves any more: the last frames settle
        let ids = eager.animatedAttributes
        #expect(ids.count >= 3 && late.animatedAttributes == ids)
        for id in ids {
            let (a, b) = (try #require(eager.entry(id)), try #require(late.entry(id)))
            #expect(a.name == b.name)
            #expect(Reading(a) == Reading(b), "\(a.name)")
            #expect(b.trace.samples.count > 10 && b.isAtRest)
        }
        #expect(eager.interactions == late.interactions && eager.plotted == late.plotted)
    }

    /// The recorded frames stay within the store's byte limit: the oldest go, and an attribute
    /// read after they went has the samples that were left, the latest ones, as they were.
    @Test func theHistoryKeepsToItsLimit() throws {
        struct Grid: View {
            @State var grown = false
            var body: some View {
                VStack(spacing: 0) {
                    ForEach(0..<10, id: \.self) { row in
                        HStack(spacing: 0) {
                            ForEach(0..<20, id: \.self) { _ in
                                Rectangle().frame(width: 10, height: 10).scaleEffect(grown ? 1.5 : 1)
                            }
                        }
                    }
                }
                .onTapGesture { withAnimation(.easeInOut(duration: 1.5)) { grown.toggle() } }
            }
        }
        let host = HeadlessHost(Grid(), size: CGSize(width: 400, height: 200))
        let limit = 1 << 20
        let frameBytes = 200 * 12 * 8  // 200 scale effects of 4 components, each model, presentation and velocity
        let chunk = 32_768 * 8
        let bounded = InspectorStore(host: host, historyLimit: limit)
        let reference = InspectorStore(host: host)
        #expect(host.tap(at: CGPoint(x: 200, y: 100)))
        var largest = 0
        for _ in 0..<100 {
            host.advance(by: 1.0 / 60)
            largest = max(largest, bounded.historyByteCount)
            for id in reference.animatedAttributes { _ = reference.entry(id) }
        }
        // The limit, plus the spare chunk the oldest frames left (the next chunk reuses it).
        #expect(largest <= limit + chunk, "\(largest) bytes")
        #expect(reference.historyByteCount > limit + chunk, "the reference keeps all 90 frames of the animation")
        let id = try #require(bounded.animatedAttributes.last)
        let kept = Array(try #require(bounded.entry(id)).trace.samples)
        let all = Array(try #require(reference.entry(id)).trace.samples)
        // Whole chunks go: between the limit less a chunk and the limit is kept (39 to 54 frames).
        #expect(kept.count >= (limit - 2 * chunk) / frameBytes && kept.count <= limit / frameBytes,
                "\(kept.count) samples left of \(all.count)")
        #expect(kept == Array(all.suffix(kept.count)))
    }

    @Test func detachedStoreRecordsNothing() throws {
        let store = InspectorStore(host: host)
        store.detach()
        #expect(!host.hasAttributeSubscribers)
        #expect(host.tap(at: dog))
        host.advance(by: 1)
        #expect(store.animatedAttributes.isEmpty)
    }
}
