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

    /// Sampled, a moving attribute reaches the store once a frame; replayed, not at all (its
    /// frames are worked out from the replay when read); nothing reaches it once all is at rest.
    @Test(arguments: [false, true]) func framesWithoutAnimationDoNoPerAttributeWork(replays: Bool) throws {
        let host = HeadlessHost(ManySprites(), size: CGSize(width: 400, height: 200))
        let store = InspectorStore(host: host, recordsReplays: replays)
        host.advance(by: 0.5)
        #expect(store.receivedFrames == 0 && store.receivedSamples == 0, "nothing animates yet")
        #expect(host.tap(id: "sprite 57"))
        host.advance(by: 0.25)  // 15 frames of the 0.5 s animation: one sample each, or none
        #expect(store.receivedFrames == 15 && store.receivedSamples == (replays ? 0 : 15))
        host.advance(by: 0.5)  // it ends 0.5 s after the tap, at rest on its model value
        let (frames, samples) = (store.receivedFrames, store.receivedSamples)
        #expect(frames == 30 && samples == (replays ? 0 : 30))
        let moved = try #require(store.animatedAttributes.first.flatMap { store.entry($0) })
        #expect(moved.trace.samples.count == 30 && moved.isAtRest, "either way the trace has every frame")
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

    /// Animations a frame starts (a timeline's entry, after the running ones advanced) and a view
    /// removed while it animates: the replayed store reads as the sampled one, and a completion
    /// runs once with a replay recorded (the replay runs none).
    @Test func replaysOfChangesMadeInFramesReadAsSamples() throws {
        struct Ticking: View {
            @State var shown = true
            let completions: Counter
            var body: some View {
                VStack {
                    TimelineView(.periodic(from: Date(timeIntervalSinceReferenceDate: 0), by: 0.2)) { context in
                        let step = Int((context.date.timeIntervalSinceReferenceDate / 0.2).rounded())
                        Rectangle().frame(width: 20, height: 20)
                            .offset(x: step % 2 == 0 ? 0 : 80)
                            .scaleEffect(step % 3 == 0 ? 1 : 1.4)
                            .animation(.bouncy, value: step % 2)
                            .animation(.interpolatingSpring(duration: 0.5, bounce: 0.2), value: step % 3)
                    }
                    if shown { Circle().frame(width: 30, height: 30).offset(y: shown ? 0 : 1).testID("dot") }
                    Text("go").testID("go").onTapGesture {
                        withAnimation(.easeInOut(duration: 0.5)) { shown.toggle() } completion: { completions.count += 1 }
                    }
                }
            }
        }
        let counters = [Counter(), Counter()]
        let hosts = counters.map { HeadlessHost(Ticking(completions: $0), size: CGSize(width: 300, height: 300)) }
        let replayed = InspectorStore(host: hosts[0])
        let sampled = InspectorStore(host: hosts[1], recordsReplays: false)
        for host in hosts { host.advance(by: 1.1) }
        for host in hosts { #expect(host.tap(id: "go")) }
        for host in hosts { host.advance(by: 0.2) }
        for host in hosts { #expect(host.tap(id: "go")) }  // the dot comes back while it leaves
        for host in hosts { host.advance(by: 1.5) }
        #expect(counters.map(\.count) == [2, 2])
        #expect(replayed.receivedSamples < sampled.receivedSamples, "the timeline's springs are replayed")
        let ids = (replayed.animatedAttributes, sampled.animatedAttributes)
        #expect(ids.0.count == ids.1.count && ids.0.count >= 3)
        for (a, b) in zip(ids.0, ids.1) {
            let (x, y) = (Reading(try #require(replayed.entry(a))), Reading(try #require(sampled.entry(b))))
            #expect(x == y)
            #expect(x.samples.count > 20)
        }
    }

    /// A completion's count, shared with a scene.
    final class Counter { var count = 0 }

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
        // Sampled: every frame's values take room (replayed frames take little: the next test).
        let bounded = InspectorStore(host: host, historyLimit: limit, recordsReplays: false)
        let reference = InspectorStore(host: host, recordsReplays: false)
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

    /// Replayed frames count against the limit too (their records), and an attribute replayed
    /// through frames that go is caught up first: its trace reads as a sampled store's.
    @Test func replaysAreCaughtUpBeforeTheirFramesGo() throws {
        struct Drifter: View {
            @State var spinning = false
            var body: some View {
                Rectangle().frame(width: 20, height: 20).offset(x: spinning ? 100 : 0)
                    // A spring slow enough to outlast the frames kept: integrated in steps, its
                    // frames depend on every frame before them (a timing curve's would not).
                    .onTapGesture { withAnimation(.spring(response: 400, dampingFraction: 1)) { spinning = true } }
            }
        }
        let hosts = [HeadlessHost(Drifter(), size: CGSize(width: 300, height: 100)), HeadlessHost(Drifter(), size: CGSize(width: 300, height: 100))]
        let limit = 1 << 19  // the least: two chunks, 13,107 frames of replays
        let bounded = InspectorStore(host: hosts[0], historyLimit: limit)
        let reference = InspectorStore(host: hosts[1], recordsReplays: false)
        for host in hosts { #expect(host.tap(at: CGPoint(x: 150, y: 50))) }
        var largest = 0
        for _ in 0..<240 {
            for host in hosts { host.advance(by: 1) }
            largest = max(largest, bounded.historyByteCount)
        }
        #expect(largest <= limit + 32_768 * 8 && largest >= limit, "\(largest) bytes: the limit reached, the oldest frames went")
        #expect(bounded.receivedSamples == 0 && bounded.receivedFrames == 14_400)
        let (a, b) = (try #require(bounded.animatedAttributes.first), try #require(reference.animatedAttributes.first))
        let (replayed, sampled) = (Reading(try #require(bounded.entry(a))), Reading(try #require(reference.entry(b))))
        #expect(replayed == sampled)
        #expect(replayed.samples.count == 600 && replayed.samples.last!.time > 239.9)
    }

    /// Replays count against the history's limit: an attribute changed many times and never read
    /// keeps the replays of its latest changes, and reads as sampled from the first it kept.
    @Test func unreadReplaysKeepToTheLimit() throws {
        struct Toggler: View {
            @State var on = false
            var body: some View {
                Rectangle().frame(width: 20, height: 20).offset(x: on ? 100 : 0).testID("box")
                    .onTapGesture { withAnimation(.bouncy) { on.toggle() } }
            }
        }
        let hosts = [HeadlessHost(Toggler(), size: CGSize(width: 300, height: 100)), HeadlessHost(Toggler(), size: CGSize(width: 300, height: 100))]
        let limit = 1 << 19
        let replayed = InspectorStore(host: hosts[0], historyLimit: limit)
        let sampled = InspectorStore(host: hosts[1], recordsReplays: false)
        var largest = 0
        for _ in 0..<2_000 {
            for host in hosts { #expect(host.tap(id: "box")) }
            for host in hosts { host.advance(by: 0.05) }  // 3 frames: each tap merges into the running spring
            largest = max(largest, replayed.historyByteCount + replayed.replayByteCount)
        }
        for host in hosts { host.advance(by: 1.5) }
        #expect(largest <= limit + 32_768 * 8, "\(largest) bytes")
        let (a, b) = (Reading(try #require(replayed.entry(replayed.animatedAttributes[0]))),
                      Reading(try #require(sampled.entry(sampled.animatedAttributes[0]))))
        #expect(a.samples == b.samples, "the trace's 600 samples are of changes the limit kept")
        #expect(a.markers == b.markers && a.settlingTime == b.settlingTime && a.overshoot == b.overshoot && a.isAtRest)
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
