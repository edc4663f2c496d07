import Foundation
import Kinetic

/// What the chrome's controls do: the controller's actions, handed to the views.
struct ViewerActions {
    var select: (Int) -> Void
    var restart: () -> Void
    var step: () -> Void
    var copyCode: () -> Void
    var scrub: (TimeInterval) -> Void
    /// The timeline's playhead is grabbed (true) or let go (false).
    var dragTimeline: (Bool) -> Void
    var record: () -> Void
}
