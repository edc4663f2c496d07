import Foundation
import Kinetic
import KineticGallery
import Testing

/// Defect 6: what lane A (`.spring`, simulated) and lane B (`.interpolatingSpring`, closed form)
/// differ by with the lab's default settings, the figures the lab's subtitle and the README state.
@Suite struct LabDifferenceTests {
    /// The largest |A − B| of a default-settings run with `clicks`, sampled `rate` times a second, and when.
    static func largestDifference(_ clicks: [Double], rate: Double, duration: Double = 2) -> (value: Double, time: Double) {
        let script = LabScript(clicks: clicks.map { LabClick(time: $0, parameters: LabParameters()) }, duration: duration,
                               includesTimingCurve: false)
        let run = LabRecording.render(script, frameRate: rate)
        var worst = (value: 0.0, time: 0.0)
        for (a, b) in zip(run.lanes[0].samples, run.lanes[1].samples) where abs(a.value - b.value) > worst.value {
            worst = (abs(a.value - b.value), a.time)
        }
        return worst
    }

    /// One tap: the same spring computed two ways. Sampled on the simulation's own 1/300 s grid (and
    /// so at 60 Hz) the integration error peaks at 0.0052 of the travel 0.05 s in; at instants between
    /// grid points the simulated spring reports the state of the next grid point (up to 1/300 s ahead),
    /// which at 3000 samples a second makes 0.0135 at 0.1 s, when the sprite moves fastest.
    @Test func oneTapDiffersByTheSimulationsStepError() {
        let onGrid = Self.largestDifference([0], rate: 60)
        #expect(abs(onGrid.value - 0.00523) < 0.00001 && abs(onGrid.time - 0.05) < 1e-9, "\(onGrid)")
        #expect(Self.largestDifference([0], rate: 300).value == onGrid.value, "the 60 Hz frames are grid points")
        let between = Self.largestDifference([0], rate: 3000)
        #expect(between.value > 0.0134 && between.value < 0.0136, "\(between)")
        #expect(between.value < MergeLabView.stepErrorBound, "the subtitle's bound holds")
    }

    /// Three quick taps: A merges into its running spring, B adds springs up: they part by four times more (0.0562 at 0.36 s).
    @Test func quickTapsPartTheLanesByTheMergeItself() {
        let three = Self.largestDifference([0, 0.12, 0.3], rate: 3000)
        #expect(three.value > 0.056 && three.value < 0.0563, "\(three)")
        #expect(three.value >= MergeLabView.threeTapParting && three.value < MergeLabView.threeTapParting + 0.001, "the headline's figure")
        #expect(three.value > 3 * MergeLabView.stepErrorBound)
    }
}

extension LabDifferenceTests {
    /// Defect 13: comparison.png's title fits with many clicks and says what its frames cover.
    @Test func theComparisonTitleFitsAndSaysWhatItsFramesCover() {
        let many = LabScript(clicks: (0..<40).map { LabClick(time: Double($0) / 20, parameters: LabParameters()) }, duration: 4,
                             includesTimingCurve: false)
        let run = LabRecording.render(many)
        #expect(ComparisonImage.title(run, stripEnd: 3) == "Merge vs additive — 40 clicks from 0 to 1.95 s, 4 s run; frames 0–3 s (all lanes at rest after)")
        let one = LabRecording.render(LabScript(clicks: [LabClick(time: 0.1, parameters: LabParameters())], duration: 2, includesTimingCurve: false))
        #expect(ComparisonImage.title(one, stripEnd: 2) == "Merge vs additive — clicks at 0.1 s, 2 s run; frames over the whole run")
    }
}
