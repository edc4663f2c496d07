import Foundation
import Kinetic
import KineticGallery
import KineticInspector
import Testing

extension SDLTests {
/// The lab's two lanes against SPEC §6, computed independently from `Spring`. Nested in SDLTests:
/// the engine's transaction hook is process-wide, so these do not run beside the view-scene tests.
@Suite struct MergeLabTests {
    static let parameters = LabParameters(springDuration: 0.5, bounce: 0.3)
    static let clickTimes = [0, 0.12, 0.3]
    static let script = LabScript(clicks: clickTimes.map { LabClick(time: $0, parameters: parameters) }, duration: 2,
                                  includesTimingCurve: false)
    static let spring = Spring(duration: 0.5, bounce: 0.3)

    /// SPEC §6, additive: each newer animation runs from the output of the older ones to its own
    /// cumulative target; an interpolating spring is linear in its delta, so entry i contributes
    /// (Tᵢ − output of the older ones) × g(t − tᵢ), with g the unit step response of the spring.
    static func additiveExpectation(at time: TimeInterval) -> Double {
        var output = 0.0
        for (index, click) in clickTimes.enumerated() where click <= time {
            let target = index % 2 == 0 ? 1.0 : 0.0
            output += (target - output) * spring.value(target: 1, initialVelocity: 0, time: time - click)
        }
        return output
    }

    @Test func theAdditiveLaneIsTheChainOfInterpolatingSpringsSPEC6() throws {
        let run = LabRecording.render(Self.script)
        let lane = run.lanes[1]
        #expect(lane.kind == .additive)
        // Exact while no entry of the chain has finished (the first settles at about 0.5 s).
        for sample in lane.samples where sample.time < 0.5 {
            #expect(abs(sample.value - Self.additiveExpectation(at: sample.time)) < 1e-9, "t = \(sample.time)")
        }
        // Afterwards a finished entry holds its target: within the settling tolerance (1 %).
        for sample in lane.samples {
            #expect(abs(sample.value - Self.additiveExpectation(at: sample.time)) < 0.01, "t = \(sample.time)")
        }
        #expect(lane.markers.filter { $0.kind == "combine" }.map(\.time) == [0.12, 0.3])
        #expect(lane.samples.last?.value == 1 && lane.samples.last?.velocity == 0)
    }

    @Test func theMergingLaneRetargetsOneSpringFromItsValueAndVelocitySPEC6() throws {
        let run = LabRecording.render(Self.script)
        let lane = run.lanes[0]
        #expect(lane.kind == .merging)
        #expect(lane.markers.filter { $0.kind == "merge" }.map(\.time) == [0.12, 0.3])
        // After the last merge, one spring runs from the state at the merge to the target 1.
        let lab = MergeLab(parameters: Self.parameters)
        for time in stride(from: 0.0, through: 0.29, by: 1.0 / 60) {
            if let click = Self.clickTimes.first(where: { $0 <= time && $0 > time - 1.0 / 60 + 1e-12 }) { lab.click(at: click) }
            lab.update(time: time)
        }
        lab.click(at: 0.3)
        lab.update(time: 0.3)
        #expect(lab.lanes[0].animator.runningAnimationCount == 1, "merged: one animation")
        #expect(lab.lanes[1].animator.runningAnimationCount == 3, "combined: three animations")
        let p = lab.lanes[0].animator.presentationValue, v = lab.lanes[0].animator.velocity
        for sample in lane.samples where sample.time >= 0.3 {
            let expected = p + Self.spring.value(target: 1 - p, initialVelocity: v, time: sample.time - 0.3)
            // The engine's `.spring` is simulated (fixed 1/300 s steps), this is the closed form.
            #expect(abs(sample.value - expected) < 0.03, "t = \(sample.time)")
        }
        // And the two lanes really differ after the merges, by more than that tolerance somewhere.
        let gaps = zip(run.lanes[0].samples, run.lanes[1].samples).map { abs($0.value - $1.value) }
        #expect(gaps.max()! > 0.04)
        #expect(abs(run.lanes[0].samples.last!.value - 1) < 1e-9)
    }

    @Test func runsAreAFunctionOfTheScriptNotTheFrameRate() throws {
        let a = LabRecording.render(Self.script, frameRate: 60)
        #expect(a == LabRecording.render(Self.script, frameRate: 60))
        let b = LabRecording.render(Self.script, frameRate: 120)
        for (slow, fast) in zip(a.lanes[1].samples, b.lanes[1].samples.enumerated().filter { $0.offset % 2 == 0 }.map(\.element)) {
            #expect(slow.time == fast.time)
            #expect(abs(slow.value - fast.value) < 1e-12, "additive lane at t = \(slow.time)")
        }
        for (slow, fast) in zip(a.lanes[0].samples, b.lanes[0].samples.enumerated().filter { $0.offset % 2 == 0 }.map(\.element)) {
            #expect(abs(slow.value - fast.value) < 0.03, "merging lane at t = \(slow.time)")
        }
    }

    @Test func theJSONAndTheCSVParseBack() throws {
        let run = LabRecording.render(LabScript(clicks: Self.script.clicks, duration: 2, includesTimingCurve: true))
        let decoded = try JSONDecoder().decode(LabRun.self, from: LabRecording.json(run))
        #expect(decoded == run)
        #expect(LabRecording.render(decoded.script) == run, "replaying the stored script gives the same run")
        let rows = try TraceCSV.parse(TraceCSV.text(run.rows))
        #expect(rows == run.rows)
        #expect(rows.count == 3 * 121)
        #expect(Set(rows.map(\.mode)) == ["merging", "additive", "timingCurve"])
        #expect(Set(rows.map(\.sprite)) == ["A", "B", "C"])
    }

    @Test func badRunFilesGiveOneClearError() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("kinetic-badrun-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = LabRecording.render(Self.script)
        let good = try LabRecording.json(run)
        var late = run, wild = run
        late.script.clicks[1].time = 99
        wild.script.clicks[0].parameters.bounce = 7
        let cases: [(String, Data, String)] = [
            ("truncated", good.prefix(good.count / 2), "not valid JSON"),
            ("empty", Data(), "not valid JSON"),
            ("wrong", Data("{\"hello\": 1}".utf8), "missing 'format'"),
            ("late-click", try LabRecording.json(late), "outside the run"),
            ("bad-bounce", try LabRecording.json(wild), "and bounce in"),
        ]
        for (name, data, message) in cases {
            let url = directory.appendingPathComponent("\(name).json")
            try data.write(to: url)
            #expect {
                _ = try LabRecording.read(url)
            } throws: { error in
                let text = "\(error)"
                return text.contains(url.path) && text.contains(message) && !text.contains("\n")
            }
        }
        #expect(throws: LabRecordingError.self) { _ = try LabRecording.read(directory.appendingPathComponent("missing.json")) }
    }

    @Test func theTunedAnimationIsSwiftCode() {
        #expect(LabParameters(springDuration: 0.42, bounce: 0.31).swiftCode == ".spring(duration: 0.42, bounce: 0.31)")
        #expect(LabParameters(springDuration: 0.5, bounce: 0).swiftCode == ".spring(duration: 0.5, bounce: 0)")
        #expect(LaneKind.additive.swiftCode(LabParameters(springDuration: 1, bounce: -0.2))
            == ".interpolatingSpring(duration: 1, bounce: -0.2)")
    }
}
}
