import Foundation
import KineticGallery
import Testing

extension SDLTests {
    /// The fuzz corpus (Tests/Fuzz/corpus, seeds and every input a fuzz run crashed on) through the
    /// parsers: each input parses or fails with one line, never a crash.
    @Suite struct FuzzCorpusTests {
        static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fuzz/corpus")

        static func inputs(_ target: String) throws -> [URL] {
            try FileManager.default.contentsOfDirectory(at: corpus.appendingPathComponent(target), includingPropertiesForKeys: nil)
                .sorted { $0.lastPathComponent < $1.lastPathComponent }
        }

        @Test func runJSONInputsReadOrFailInOneLine() throws {
            let inputs = try Self.inputs("runjson")
            #expect(inputs.count >= 8)
            var read = 0
            for input in inputs {
                do {
                    _ = try LabRecording.read(try Data(contentsOf: input), path: input.lastPathComponent)
                    read += 1
                } catch let error as LabRecordingError {
                    #expect(!error.description.contains("\n"), "\(input.lastPathComponent): \(error)")
                }
            }
            #expect(read == 3, "the two recordings and the run without lanes read")
        }

        /// Found by the fuzzer: a `format` with a line break was echoed into a two-line message.
        @Test func aFormatWithALineBreakIsQuotedOnOneLine() throws {
            let data = try Data(contentsOf: Self.corpus.appendingPathComponent("runjson/crash-multiline-format.json"))
            #expect(throws: LabRecordingError.malformedRun(
                path: "run.json", reason: #"format "kinetic-lab-ru\n/1", expected "kinetic-lab-run/1""#)) {
                try LabRecording.read(data, path: "run.json")
            }
            let error = LabRecordingError.malformedRun(path: "run.json", reason: #"format "kinetic-lab-ru\n/1", expected "kinetic-lab-run/1""#)
            #expect(error.description == #"run.json is not a Kinetic run (a lab or a scene recording): format "kinetic-lab-ru\n/1", expected "kinetic-lab-run/1""#)
        }

        @Test func clickScriptsParseOrFailInOneLine() throws {
            let inputs = try Self.inputs("clicks")
            #expect(inputs.count >= 10)
            for input in inputs {
                let text = try String(contentsOf: input, encoding: .utf8)
                do {
                    #expect(try ClickTimes.parse(text).allSatisfy(\.isFinite))
                } catch let error as ClickTimesError {
                    #expect(!error.description.contains("\n"), "\(input.lastPathComponent): \(error)")
                }
            }
            do {
                _ = try ClickTimes.parse("0\n,ab\nc")
                Issue.record("parsed a script with a word in it")
            } catch let error as ClickTimesError {
                #expect(error.description == #"'ab\nc' is not a time in seconds"#)
            }
            #expect(try ClickTimes.parse(" 0 ,\t1e3, 2.5E-2") == [0, 1000, 0.025])
        }
    }
}
