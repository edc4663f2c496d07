import Foundation
import KineticExport
import KineticGallery
import KineticViewer

/// The fuzz targets: the run.json reader, the `--clicks` times parser and the animation
/// expression reader (what the viewer's A/B field and `kinetic export` read).
///
/// Built by `scripts/fuzz.sh` with `--sanitize=fuzzer` (libFuzzer drives
/// ``LLVMFuzzerTestOneInput``); `KINETIC_FUZZ_TARGET` (`runjson`, `clicks`, `expression`) picks the parser.
/// Built normally, `KineticFuzz FILE…` runs the given inputs once each (corpus files, crash
/// reproducers). Besides crashes and hangs, a broken invariant traps: an error of more than one
/// line, a negative or non-finite click time, a run that does not survive a JSON round trip, a
/// short run of a gallery scene that records a non-finite sample, an expression that does not read
/// back as itself, or an expression's error placed outside its text.
enum FuzzTarget: String {
    case runjson, clicks, expression

    /// The target named by `KINETIC_FUZZ_TARGET` (default: runjson).
    static let selected = FuzzTarget(rawValue: ProcessInfo.processInfo.environment["KINETIC_FUZZ_TARGET"] ?? "") ?? .runjson

    /// Runs one input through the parser and checks what it returned.
    @MainActor func run(_ data: Data) {
        switch self {
        case .clicks:
            let text = String(decoding: data, as: UTF8.self)
            do {
                let times = try ScriptedTap.times(parsing: text)
                precondition(!times.isEmpty && times.allSatisfy { $0.isFinite && $0 >= 0 }, "click times \(times) from '\(text)'")
            } catch let error as ScriptError {
                precondition(!error.description.contains("\n"), "a multi-line error: \(error)")
            } catch {
                preconditionFailure("an unexpected error type: \(error)")
            }
        case .expression:
            let text = String(decoding: data, as: UTF8.self)
            do {
                let expression = try AnimationExpression(parsing: text)
                let again = try AnimationExpression(parsing: expression.description)
                precondition(again == expression, "'\(text)' printed as '\(expression)' reads back differently")
            } catch let error as AnimationExpressionError {
                precondition(!error.description.contains("\n"), "a multi-line error: \(error)")
                precondition(error.isPlaced(in: text), "an error placed outside the text: \(error)")
            } catch {
                preconditionFailure("an unexpected error type: \(error)")
            }
        case .runjson:
            do {
                let run = try SceneRunFile.read(data, path: "run.json")
                let again = try SceneRunFile.read(run.json(), path: "run.json (re-encoded)")
                precondition(again == run, "the run changed in a JSON round trip")
                let frames = (run.end - run.start) * run.frameRate
                if frames <= 120, run.script.count <= 50, run.width * run.height <= 640 * 480,
                   let scene = GalleryCatalog.scene(named: run.scene) {
                    let samples = try KineticViewer.samples(of: run, scene: scene)
                    precondition(samples.allSatisfy { $0.isFinite }, "a non-finite sample recording \(run.script)")
                }
            } catch let error as ScriptError {
                precondition(!error.description.contains("\n"), "a multi-line error: \(error)")
            } catch {
                preconditionFailure("an unexpected error type: \(error)")
            }
        }
    }
}

/// One input from libFuzzer (also exported under libFuzzer's name, which its archive's `main` wants).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    // libFuzzer calls back on the thread that entered its driver, the main thread (`FuzzMain.main`);
    // run without libFuzzer, `main` calls this directly.
    let data = bytes.map { Data(bytes: $0, count: count) } ?? Data()
    MainActor.assumeIsolated { FuzzTarget.selected.run(data) }
    return 0
}

#if KINETIC_LIBFUZZER
/// libFuzzer's entry for a program that keeps its own `main` (SwiftPM names the executable's entry
/// point itself, so libFuzzer's `main` cannot be used).
@_silgen_name("LLVMFuzzerRunDriver")
private func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt
#endif

/// With libFuzzer (scripts/fuzz.sh): hands the command line to libFuzzer's driver. Otherwise:
/// runs each file named on the command line once (the corpus, a crash reproducer).
@main
struct FuzzMain {
    static func main() throws {
        #if KINETIC_LIBFUZZER
        var argc = CommandLine.argc
        var argv = CommandLine.unsafeArgv
        exit(runFuzzerDriver(&argc, &argv) { fuzzOneInput($0, $1) })
        #else
        let paths = CommandLine.arguments.dropFirst()
        for path in paths {
            FuzzTarget.selected.run(try Data(contentsOf: URL(fileURLWithPath: path)))
        }
        print("KineticFuzz: \(paths.count) inputs through \(FuzzTarget.selected.rawValue), no crash")
        #endif
    }
}
