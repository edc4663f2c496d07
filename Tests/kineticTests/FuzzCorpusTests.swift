import Foundation
import KineticExport
import KineticGallery
import KineticViewer
import Testing

extension CommandTests {
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
            #expect(inputs.count >= 11)
            var read: [String] = []
            for input in inputs {
                do {
                    _ = try SceneRunFile.read(try Data(contentsOf: input), path: input.lastPathComponent)
                    read.append(input.lastPathComponent)
                } catch let error as ScriptError {
                    #expect(!error.description.contains("\n"), "\(input.lastPathComponent): \(error)")
                }
            }
            #expect(read == ["scene-keyframes.json", "scene-lab.json"], "the two scene recordings read")
        }

        /// Animation expressions (the A/B field's, `kinetic export`'s): each reads back as itself,
        /// or fails with one line placed inside its text. Found by the fuzzer: text after the
        /// expression was quoted whole, its line breaks too (`crash-multiline-rest.txt`).
        @Test func expressionInputsReadBackOrFailInsideTheirText() throws {
            let inputs = try Self.inputs("expression")
            #expect(inputs.count >= 8)
            var read = 0
            for input in inputs {
                let text = String(decoding: try Data(contentsOf: input), as: UTF8.self)  // as the fuzzer reads it
                do {
                    let expression = try AnimationExpression(parsing: text)
                    #expect(try AnimationExpression(parsing: expression.description) == expression, "\(input.lastPathComponent)")
                    read += 1
                } catch let error as AnimationExpressionError {
                    #expect(!error.description.contains("\n") && error.isPlaced(in: text), "\(input.lastPathComponent): \(error)")
                }
            }
            #expect(read >= 4, "the valid seeds read")
        }

        /// Found by the fuzzer: a `format` with a line break was echoed into a two-line message.
        @Test func aFormatWithALineBreakIsQuotedOnOneLine() throws {
            let data = try Data(contentsOf: Self.corpus.appendingPathComponent("runjson/crash-multiline-format.json"))
            #expect(throws: ScriptError.self) { try SceneRunFile.read(data, path: "run.json") }
            do { _ = try SceneRunFile.read(data, path: "run.json") } catch let error as ScriptError {
                #expect(error.description == #"run.json: format 'kinetic-lab-ru\n/1', expected 'kinetic-scene-run/1'"#)
            }
        }

        /// A lab run of the first format (trace.csv, comparison.png) is refused with the command that
        /// records the same clicks and springs as every scene is recorded now.
        @Test func anOldLabRunGetsTheCommandThatRecordsItAgain() throws {
            let data = try Data(contentsOf: Self.corpus.appendingPathComponent("runjson/record-timing-curve.json"))
            do {
                _ = try SceneRunFile.read(data, path: "run.json")
                Issue.record("read an old lab run")
            } catch let error as ScriptError {
                #expect(error.description == "run.json is a lab run of the old format 'kinetic-lab-run/1', which `kinetic replay` no longer reads "
                    + "(the lab is recorded as every scene is now); record it again with: kinetic record --scene lab --clicks 0.1 "
                    + "--spring-duration 0.5 --bounce -0.5 --timing-curve --duration 0.25 --frame-rate 12 --out DIR")
            }
        }

        @Test func clickTimesParseOrFailInOneLine() throws {
            let inputs = try Self.inputs("clicks")
            #expect(inputs.count >= 10)
            for input in inputs {
                let text = String(decoding: try Data(contentsOf: input), as: UTF8.self)  // as the fuzzer reads it
                do {
                    #expect(try ScriptedTap.times(parsing: text).allSatisfy { $0.isFinite && $0 >= 0 })
                } catch let error as ScriptError {
                    #expect(!error.description.contains("\n"), "\(input.lastPathComponent): \(error)")
                }
            }
            for (text, message) in [("0,ab\nc", #"'ab\nc' is not a time in seconds ≥ 0"#), ("0,-1", "'-1' is not a time in seconds ≥ 0")] {
                #expect { try ScriptedTap.times(parsing: text) } throws: { "\($0)" == message }
            }
            #expect(try ScriptedTap.times(parsing: " 0 ,\t1e3, 2.5E-2") == [0, 1000, 0.025])
        }
    }
}
