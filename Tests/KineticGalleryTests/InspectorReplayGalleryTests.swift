import Foundation
import Kinetic
import KineticGallery
import KineticInspector
import Testing

extension GalleryTests {
    /// The inspector records animations as replays (when they start, merge or combine) and works
    /// their frames out when read: on every gallery scene that reads the same as every value copied
    /// every frame.
    @Suite struct InspectorReplayGalleryTests {}
}

extension GalleryTests.InspectorReplayGalleryTests {
    /// Each scene run twice from the same taps — one store taking replays, one taking every
    /// frame's samples — through quick taps that merge and combine, keyframes and phases started
    /// over, custom animations (sampled either way), completions and settles: every attribute's
    /// trace, markers and read-outs are equal, bit for bit.
    @Test func replayedTracesEqualSampledOnes() throws {
        var received: [String: (replayed: Int, sampled: Int)] = [:]
        for scene in GalleryCatalog.scenes {
            let size = CGSize(width: 800, height: 600)
            let hosts = [HeadlessHost(scene.makeView(), size: size), HeadlessHost(scene.makeView(), size: size)]
            let replayed = InspectorStore(host: hosts[0], recordsReplays: true)
            let sampled = InspectorStore(host: hosts[1], recordsReplays: false)
            // What takes taps, the views named for it (a test id) first: the lab's lane A among them.
            let items = hosts[0].displayList.items.filter(\.isHitTestable)
            let targets = (items.filter { $0.testID != nil } + items.filter { $0.testID == nil }).map(\.center).prefix(16)
            for (index, point) in targets.enumerated() {
                for host in hosts { _ = host.tap(at: point) }
                for host in hosts { host.advance(by: index % 3 == 0 ? 0.05 : 0.15) }
                if index % 4 == 1 { for host in hosts { _ = host.tap(at: point) } }  // again while it runs
            }
            for host in hosts { host.advance(by: 2) }
            let ids = (replayed.animatedAttributes, sampled.animatedAttributes)
            #expect(ids.0.count == ids.1.count, "\(scene.name)")
            for (a, b) in zip(ids.0, ids.1) {
                let (x, y) = (try #require(replayed.entry(a)), try #require(sampled.entry(b)))
                #expect(x.name == y.name, "\(scene.name)")
                #expect(Array(x.trace.samples) == Array(y.trace.samples), "\(scene.name): \(x.name)")
                #expect(Array(x.trace.markers) == Array(y.trace.markers), "\(scene.name): \(x.name)")
                #expect(x.component == y.component && x.target == y.target && x.runningAnimations == y.runningAnimations
                        && x.isDriven == y.isDriven && x.isAtRest == y.isAtRest && x.settlingTime == y.settlingTime
                        && x.overshoot == y.overshoot, "\(scene.name): \(x.name)")
            }
            // (The attributes' ids differ from host to host.)
            #expect(replayed.interactions.map { [$0.start, $0.end ?? -1, Double($0.attributes.count)] }
                    == sampled.interactions.map { [$0.start, $0.end ?? -1, Double($0.attributes.count)] }, "\(scene.name)")
            received[scene.name] = (replayed.receivedSamples, sampled.receivedSamples)
        }
        // Not vacuous: the lab's springs and the spring slice's `.bouncy` are built-in kinds, whose
        // frames the replayed store is not sent; the elastic scene's custom animation is sampled
        // every frame either way.
        for name in ["lab", "spring-slice"] {
            let counts = try #require(received[name])
            #expect(counts.replayed < counts.sampled, "\(name): \(counts)")
        }
        let elastic = try #require(received["elastic"])
        #expect(elastic.replayed > 0 && elastic.replayed == elastic.sampled, "elastic: \(elastic)")
    }
}
