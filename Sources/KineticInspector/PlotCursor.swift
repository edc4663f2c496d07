import Foundation
import Kinetic
import Observation

/// An instant plots mark with a vertical line (a viewer's paused playhead). Plots read it only in
/// the line they draw for it, so moving it (a drag of the playhead, 60 times a second) redraws that
/// line and not the plots' curves, axes and labels.
@Observable
package final class PlotCursor {
    /// The instant marked, or nil for none.
    package var time: TimeInterval?

    package init(time: TimeInterval? = nil) { self.time = time }
}

/// The vertical line at a plot's cursor (or at the hovered instant), within the plotted window.
struct PlotCursorLine: View {
    var cursor: PlotCursor?
    var hovered: TimeInterval?
    var mapping: PlotMapping
    var now: TimeInterval
    var window: TimeInterval

    var body: some View {
        if let time = hovered ?? cursor?.time, time >= now - window, time <= now {
            let area = mapping.area
            PlotPath(path: Path { path in
                let x = mapping.x(time: time)
                path.move(to: CGPoint(x: x, y: area.minY))
                path.addLine(to: CGPoint(x: x, y: area.maxY))
            }).stroke(Color.white, lineWidth: 1)
            .testID("plot-cursor")
        }
    }
}
