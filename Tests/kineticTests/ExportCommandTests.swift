import Foundation
import Kinetic
import KineticExport
import KineticViewer
import Testing
@testable import KineticGallery

extension CommandTests {
    /// `kinetic export` run as a user would, and the lab's lanes as exact expressions (what `c` copies).
    @Suite struct ExportCommandTests {
        @Test func exportPrintsTheCodeOrOneLine() throws {
            let css = try RecordCommandTests.run(["export", "--animation", ".timingCurve(0.2, 0.8, 0.2, 1, duration: 0.5).delay(0.1)",
                                                  "--to", "css"])
            #expect(css.status == 0)
            #expect(css.out == """
                /* .timingCurve(0.2, 0.8, 0.2, 1, duration: 0.5).delay(0.1) */
                transition-duration: 0.5s;
                transition-delay: 0.1s;
                transition-timing-function: cubic-bezier(0.2, 0.8, 0.2, 1);

                """)
            let typo = try RecordCommandTests.run(["export", "--animation", ".sprung(duration: 0.4)", "--to", "css"])
            #expect(typo.status == 64)
            #expect(typo.err.hasPrefix("kinetic: cannot read --animation: unknown animation 'sprung' at 2; did you mean 'spring'?\n"))
            let format = try RecordCommandTests.run(["export", "--animation", ".snappy", "--to", "kotlin"])
            #expect(format.status == 64)
            #expect(format.err.hasPrefix("kinetic: unknown format 'kotlin' (formats: swiftui, css, compose, android, framer)\n"))
            let repeatFramer = try RecordCommandTests.run(["export", "--animation", ".snappy.repeatCount(3)", "--to", "framer"])
            #expect(repeatFramer.status == 1)
            #expect(repeatFramer.err == "kinetic: framer: cannot express .repeatCount(3): repeats are not exported (SwiftUI ends the "
                    + "last play by snapping to the new value; export the animation without the repeat and repeat it there)\n")
            // An invalid parameter: the refusal alone, not the engine's runtime warning about it first.
            let negative = try RecordCommandTests.run(["export", "--animation", ".spring(duration: -1)", "--to", "css"])
            #expect(negative.status == 1)
            #expect(negative.err == "kinetic: css: cannot express .spring(duration: -1): duration is -1.0, so Kinetic makes the "
                    + "animation finish at once\n")
            let unwritable = try RecordCommandTests.run(["export", "--animation", ".snappy", "--to", "css", "--out", "/nonexistent/a.css"])
            #expect(unwritable.status == 1 && unwritable.err.hasPrefix("kinetic: cannot write /nonexistent/a.css"))
        }

        @Test func laneExpressionsBuildTheLanesAnimations() throws {
            let tuning = PreviewTuning(duration: 0.1 + 0.32, bounce: 0.1 + 0.2)
            for lane in LaneKind.allCases {
                let expression = try lane.expression(tuning)
                #expect(expression.animation == lane.animation(tuning), "\(lane)")
                #expect(expression.description.contains("0.42"), "\(expression)")
            }
            #expect(LaneKind.additive.swiftCode(PreviewTuning(duration: 1, bounce: -0.2)) == ".interpolatingSpring(duration: 1, bounce: -0.2)")
        }
    }
}
