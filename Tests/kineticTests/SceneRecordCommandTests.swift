import Foundation
import Testing

extension CommandTests {
    /// `kinetic record --scene NAME --tap …` on a scene other than the lab, and its replay (defect 11).
    @Suite struct SceneRecordCommandTests {
        @Test func everySceneRecordsFromTheCommandLineAndReplaysIdentically() throws {
            let base = RecordCommandTests.temporary("scene-record")
            defer { try? FileManager.default.removeItem(at: base) }
            let out = base.appendingPathComponent("keyframes")
            let result = try RecordCommandTests.run(["record", "--scene", "keyframes", "--tap", "0.1@emoji", "--duration", "1",
                                                     "--out", out.path])
            #expect(result.status == 0, "stderr: \(result.err)")
            let files = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
            #expect(files == ["events.csv", "frames.png", "movie.gif", "plots.png", "run.json", "samples.csv", "script.txt"])
            let script = try String(contentsOf: out.appendingPathComponent("script.txt"), encoding: .utf8)
            #expect(script.hasSuffix("0.1 tap emoji\n"), "\(script)")
            let replay = try RecordCommandTests.run(["replay", out.appendingPathComponent("run.json").path])
            #expect(replay.status == 0 && replay.out.contains("identical files"), "stdout: \(replay.out) stderr: \(replay.err)")
            // The lab's clicks belong to the lab: one clear line.
            let wrong = try RecordCommandTests.run(["record", "--scene", "keyframes", "--clicks", "0.1", "--out", base.appendingPathComponent("x").path])
            #expect(wrong.status != 0 && wrong.err.contains("--tap TIME@ID"), "\(wrong.err)")
        }
    }
}
