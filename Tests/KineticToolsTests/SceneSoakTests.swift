import Foundation
import Testing
import Kinetic
import KineticTools

extension ToolsTests {
    /// The short soak (`scripts/soak.sh` runs the hour): 10 simulated seconds of seeded random
    /// taps, drags and animated changes per gallery view, headless.
    @Suite struct SceneSoakTests {
        @Test(arguments: await MainActor.run { SceneSoak.scenes.indices })
        func tenSecondsOfRandomInput(scene index: Int) {
            let report = SceneSoak.run(scene: index, seconds: 10, seed: 15)
            #expect(report.frames == 600, "\(report.summary)")
            #expect(report.nonFiniteFrames == 0, "\(report.summary)")
            #expect(report.changes > 0 && report.taps > 0, "the run did something: \(report.summary)")
            #expect(report.completions == report.changes && report.repeatedCompletions == 0, "\(report.summary)")
        }

        @Test func everyGalleryViewIsSoaked() {
            #expect(SceneSoak.scenes.map(\.name) == ["emoji-bounce", "phase-animators", "keyframes", "pet-avatar",
                "binding-animation", "podium", "easing-playground", "transitions", "matched-geometry", "marching-ants",
                "elastic", "pausable"])
        }
    }
}
