import Foundation
import KineticGallery
import KineticInspector
import KineticSDL
import Testing

extension CommandTests {
    /// The files of a recording against figures computed here, not by the code that wrote them:
    /// comparing a recording with its replay, or a file with its parse, cannot catch a column
    /// written from the wrong field.
    @Suite struct RecordingFiguresTests {
        /// The unit step response of the spring of duration 0.5 s, bounce 0.3, by hand (SPEC §3): ω₀ = 2π/0.5, ζ = 1 − bounce = 0.7,
        /// ω_d = ω₀√(1 − ζ²); x(t) = 1 − e^(−ζω₀t)(cos ω_d t + ζω₀/ω_d · sin ω_d t) and its
        /// derivative v(t) = e^(−ζω₀t) · ω₀²/ω_d · sin ω_d t.
        static func stepResponse(_ t: Double) -> (value: Double, velocity: Double) {
            let omega0 = 2 * Double.pi / 0.5, zeta = 0.7
            let omegaD = omega0 * (1 - zeta * zeta).squareRoot()
            let envelope = exp(-zeta * omega0 * t)
            return (1 - envelope * (cos(omegaD * t) + zeta * omega0 / omegaD * sin(omegaD * t)),
                    envelope * omega0 * omega0 / omegaD * sin(omegaD * t))
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
    }
}
