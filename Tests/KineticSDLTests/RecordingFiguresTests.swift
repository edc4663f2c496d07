import Foundation
import KineticGallery
import KineticInspector
import KineticSDL
import Testing

extension SDLTests {
    /// The files of a recording against figures computed here, not by the code that wrote them:
    /// comparing a recording with its replay, or a file with its parse, cannot catch a column
    /// written from the wrong field.
    @Suite struct RecordingFiguresTests {
        /// One click at 0 under the default lab parameters: a spring of duration 0.5 s, bounce 0.3.
        static let script = LabScript(clicks: [LabClick(time: 0, parameters: LabParameters(springDuration: 0.5, bounce: 0.3))],
                                      duration: 1.5, includesTimingCurve: false)

        /// The unit step response of that spring, by hand (SPEC §2): ω₀ = 2π/0.5, ζ = 1 − bounce = 0.7,
        /// ω_d = ω₀√(1 − ζ²); x(t) = 1 − e^(−ζω₀t)(cos ω_d t + ζω₀/ω_d · sin ω_d t) and its
        /// derivative v(t) = e^(−ζω₀t) · ω₀²/ω_d · sin ω_d t.
        static func stepResponse(_ t: Double) -> (value: Double, velocity: Double) {
            let omega0 = 2 * Double.pi / 0.5, zeta = 0.7
            let omegaD = omega0 * (1 - zeta * zeta).squareRoot()
            let envelope = exp(-zeta * omega0 * t)
            return (1 - envelope * (cos(omegaD * t) + zeta * omega0 / omegaD * sin(omegaD * t)),
                    envelope * omega0 * omega0 / omegaD * sin(omegaD * t))
        }

        /// trace.csv's rows, split by hand: (sprite, time, value, velocity, target).
        static func rows(_ text: String) throws -> [(sprite: String, time: Double, value: Double, velocity: Double, target: Double)] {
            var lines = text.split(separator: "\n")[...]
            try #require(lines.popFirst() == "run,mode,sprite,property,time,value,velocity,target")
            return try lines.map { line in
                let fields = line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
                try #require(fields.count == 8, "\(line)")
                return (fields[2], try #require(Double(fields[4])), try #require(Double(fields[5])),
                        try #require(Double(fields[6])), try #require(Double(fields[7])))
            }
        }

        @Test func traceCSVCarriesEachSamplesValueAndVelocity() throws {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kinetic-figures-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: folder) }
            let run = LabRecording.render(Self.script)
            try LabRecording.write(run, to: folder, fonts: try FontLibrary())
            let rows = try Self.rows(try String(contentsOf: folder.appendingPathComponent("trace.csv"), encoding: .utf8))
            let additive = rows.filter { $0.sprite == "B" }
            #expect(additive.count == 91)  // 1.5 s at 60 Hz, both ends
            var peakVelocity = 0.0
            for row in additive where row.time <= 1.0 {  // the interpolating spring settles after ≈ 1.1 s
                let expected = Self.stepResponse(row.time)
                #expect(abs(row.value - expected.value) < 1e-9, "value at \(row.time)")
                #expect(abs(row.velocity - expected.velocity) < 1e-9, "velocity at \(row.time): \(row.velocity) vs \(expected.velocity)")
                #expect(row.target == 1)
                peakVelocity = max(peakVelocity, row.velocity)
            }
            // v(t) peaks where tan(ω_d t) = ω_d/(ζω₀): t ≈ 0.0886 s; the nearest frames are 5/60 and 6/60 s.
            let framePeak = max(Self.stepResponse(5.0 / 60).velocity, Self.stepResponse(6.0 / 60).velocity)
            #expect(abs(peakVelocity - framePeak) < 1e-9, "\(peakVelocity) vs \(framePeak)")
            // The merging lane's spring is integrated (300 Hz): its velocity column is the slope of its
            // value column (central differences, 1/60 s apart) within the integration's error.
            let merging = rows.filter { $0.sprite == "A" }
            for index in 1..<(merging.count - 1) {
                let slope = (merging[index + 1].value - merging[index - 1].value) / (merging[index + 1].time - merging[index - 1].time)
                #expect(abs(merging[index].velocity - slope) < 0.25, "A's velocity at \(merging[index].time)")
            }
            // run.json holds the same figures.
            let stored = try LabRecording.read(folder.appendingPathComponent("run.json"))
            for sample in stored.lanes[1].samples where sample.time <= 1.0 {
                #expect(abs(sample.velocity - Self.stepResponse(sample.time).velocity) < 1e-9)
            }
        }

        /// `kinetic demo`'s samples.csv (the spring slice: scale 1 → 1.5 under `.bouncy`, the same
        /// spring, simulated at 300 Hz) against the closed form between the first two clicks:
        /// 1 + 0.5·x(t − 0.2) and 0.5·v(t − 0.2). The integrator trails the exact motion by about one
        /// step: measured within 0.0027 in value and 0.072 in velocity (on the first frame).
        @Test func demoSamplesFollowTheSpring() throws {
            let out = FileManager.default.temporaryDirectory.appendingPathComponent("kinetic-demo-figures-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: out) }
            var environment = ProcessInfo.processInfo.environment
            environment["DISPLAY"] = nil
            let result = try DemoCommandTests.run(["demo", "--out", out.path, "--clicks", "0.2,0.5,0.65", "--duration", "2.5"],
                                                  environment: environment)
            #expect(result.status == 0, "\(result.err)")
            let samples = try DemoCommandTests.parseScale(String(contentsOf: out.appendingPathComponent("samples.csv"), encoding: .utf8))
            let between = samples.filter { $0.time >= 0.2 - 1e-9 && $0.time < 0.5 - 1e-9 }
            #expect(between.count == 18)
            for sample in between {
                let expected = Self.stepResponse(sample.time - 0.2)
                #expect(abs(sample.value - (1 + 0.5 * expected.value)) < 0.005, "value at \(sample.time)")
                #expect(abs(sample.velocity - 0.5 * expected.velocity) < 0.1, "velocity at \(sample.time)")
            }
        }

        /// The bottom plot of comparison.png is A − B: with one click and one spring, a merging spring
        /// and an additive one move alike (a spring is linear), so A − B stays within the simulated
        /// spring's integration error of 0 while A and B each travel from 0 to 1; A + B would reach 2.
        @Test func comparisonDifferenceIsAMinusB() throws {
            let run = LabRecording.render(Self.script)
            let difference = try #require(ComparisonImage.differenceTrace(run))
            let samples = Array(difference.samples)
            #expect(samples.count == 91)
            for (index, sample) in samples.enumerated() {
                let a = run.lanes[0].samples[index], b = run.lanes[1].samples[index]
                #expect(sample.time == a.time)
                #expect(abs(sample.value) < 0.01, "A − B at \(sample.time): \(sample.value)")
                #expect(sample.value == a.value - b.value && sample.velocity == a.velocity - b.velocity)
            }
            #expect(run.lanes[0].samples.contains { $0.value > 0.9 })
            #expect(difference.markers.map(\.time) == [0])
        }
    }
}
