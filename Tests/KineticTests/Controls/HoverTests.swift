import Foundation
import Testing
@testable import Kinetic

extension ViewLayerTests {
    @Suite struct HoverTests {
        final class Phases { var list: [HoverPhase] = [] }

        struct Hovered: View {
            let phases: Phases
            var body: some View {
                HStack(spacing: 0) {
                    Rectangle().frame(width: 100, height: 50)
                        .onContinuousHover { phases.list.append($0) }
                    Rectangle().frame(width: 100, height: 50)
                }
            }
        }

        @Test func theViewUnderThePointerHoversInItsOwnCoordinatesUntilThePointerLeaves() {
            let phases = Phases()
            let host = HeadlessHost(Hovered(phases: phases), size: CGSize(width: 200, height: 50))
            _ = host.displayList
            #expect(!host.pointerMoved(to: CGPoint(x: 30, y: 20)), "hovering is not dragging")
            host.pointerMoved(to: CGPoint(x: 40, y: 25))
            // Moving onto the other rectangle ends the hover; moving back starts it again.
            host.pointerMoved(to: CGPoint(x: 150, y: 25))
            host.pointerMoved(to: CGPoint(x: 99, y: 1))
            host.pointerExited()
            host.pointerExited()
            #expect(phases.list == [.active(CGPoint(x: 30, y: 20)), .active(CGPoint(x: 40, y: 25)), .ended,
                                    .active(CGPoint(x: 99, y: 1)), .ended])
        }
    }
}
