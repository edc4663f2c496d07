import Foundation
import KineticGallery
import Testing
@testable import Kinetic

extension GalleryTests {
@Suite struct TransitionRemovalTests {
    /// The gallery's transitions scene hides its cards while someone subscribes to the graph's
    /// events: the removal completes inside the frame pass of a leaving card's own attribute, and
    /// the card must not be freed under it (this crashed `kinetic` recording every scene headless).
    @Test func leavingViewsAreTornDownAfterTheFramePassThatEndsTheirTransition() {
        let host = HeadlessHost(TransitionsView(), size: CGSize(width: 480, height: 360))
        var removed = 0
        let subscription = host.subscribe(events: { event in if event.kind == .removed { removed += 1 } })
        defer { host.unsubscribe(subscription) }
        #expect(host.displayList.item(text: "opacity") != nil)
        host.advance(to: 0.1)
        host.tap(id: "toggle")
        host.advance(to: 1.5)
        #expect(host.displayList.item(text: "opacity") == nil, "the cards are gone once their transitions end")
        #expect(removed > 0)
    }
}
}
