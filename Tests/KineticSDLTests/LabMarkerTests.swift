import Foundation
import KineticGallery
import Testing

extension SDLTests {
    /// A long lab run keeps the marker of every click, not only the latest 256.
    @Suite struct LabMarkerTests {
        @Test func everyClickOfALongRunIsMarked() throws {
            // 300 clicks a quarter second apart, each lane marks each one.
            let clicks = (0..<300).map { LabClick(time: Double($0) * 0.25, parameters: LabParameters()) }
            let script = LabScript(clicks: clicks, duration: 76, includesTimingCurve: false)
            let run = LabRecording.render(script, frameRate: 30)
            for lane in run.lanes {
                let marked = lane.markers.filter { $0.kind == "click" }.map(\.time)
                #expect(marked == clicks.map(\.time), "\(lane.kind): \(marked.count) click markers")
            }
        }
    }
}
