import Foundation
import Kinetic
import KineticGallery
import KineticInspector
import Testing

/// A tap that grows a sprite and, in the same animated update, reflows a caption.
private struct GrowAndReflow: View {
    @State private var big = false
    var body: some View {
        VStack {
            Text(big ? "a much longer caption than before" : "short").testID("caption")
            Text("🐶").scaleEffect(big ? 1.5 : 1).testID("dog")
                .onTapGesture { withAnimation(.bouncy) { big.toggle() } }
        }
    }
}

extension GalleryTests {
    @Suite struct InspectorFollowTests {
        @Test func aTapFollowsTheEffectItAnimatedNotTheFramesThatMovedAlong() throws {
            let host = HeadlessHost(GrowAndReflow(), size: CGSize(width: 500, height: 300))
            let store = InspectorStore(host: host)
            #expect(host.tap(id: "dog"))
            host.advance(by: 0.1)
            let names = store.plotted.compactMap { store.entry($0)?.name.description }
            #expect(names == ["dog · scaleEffect"], "\(names)")
            // The caption's frame did animate: it is there to cycle to.
            #expect(store.animatedAttributes.contains { store.entry($0)?.name.attribute == "frame" })
        }
    }
}

extension GalleryTests.InspectorFollowTests {
    /// Found walking the viewer: the dog of the keyframe scene tapped again while its run played
    /// selected the run's clock (`emoji · keyframe time`), as the values the keyframes drive had
    /// been driven since the first tap. A tap restarts what they belong to; the interaction it
    /// begins lists them.
    @MainActor @Test func aKeyframeRunTappedAgainFollowsWhatItDrivesNotItsClock() throws {
        let host = HeadlessHost(KeyframeEmojiView(), size: CGSize(width: 800, height: 560))
        let store = InspectorStore(host: host)
        for tap in 0..<3 {
            store.beginInteraction(at: host.time, input: "tap emoji")
            #expect(host.tap(id: "emoji"))
            // A frame at the tap's own instant first, as the window draws one (it carries the
            // run's clock alone: the values it drives follow a frame later).
            host.update()
            host.advance(by: 0.3)
            let selected = try #require(store.selectedEntry?.name.attribute, "tap \(tap)")
            #expect(selected.hasPrefix("\\."), "tap \(tap): a track, not \(selected)")
            let attributes = store.interactions.last?.attributes.compactMap { store.entry($0)?.name.attribute } ?? []
            // Its clock, the three tracks that move within 0.3 s (the scale holds 1 for 0.36 s) and
            // the modifiers they drive.
            #expect(Set(attributes) == ["keyframe time", "\\.verticalOffset", "\\.verticalStretch", "\\.angle",
                                        "offset", "scaleEffect 2", "rotationEffect"], "tap \(tap): \(attributes)")
        }
    }
}
