import Foundation
import Kinetic
import KineticSDL
import Testing
@testable import KineticViewer
import KineticViewerTestSupport

/// A dot that moves diagonally, 100 points right and 60 down, in 1 s at constant speed when tapped:
/// both components of its offset follow a line anyone can write down.
struct DiagonalDot: View {
    @State private var moved = false
    var body: some View {
        Circle().frame(width: 40, height: 40)
            .offset(x: moved ? 100 : 0, y: moved ? 60 : 0)
            .onTapGesture { withAnimation(.linear(duration: 1)) { moved.toggle() } }
            .testID("diagonal")
    }
}

/// What a recording's files hold, read back as a user's tools would, and what `replay` makes of
/// a recording whose files were changed.
@Suite(.serialized) struct RecordingFilesTests {
    static let files = ["run.json", "samples.csv", "events.csv", "script.txt", "frames.png"]

    /// A recording of the diagonal dot tapped at 0.1 s, 1.4 s long.
    static func diagonalRecording(in folder: URL) throws -> PreviewScene {
        let scene = PreviewScene("Diagonal", name: "diagonal") { DiagonalDot() }
        let settings = RecordSettings(scene: scene.name, taps: [ScriptedTap(time: 0.1, target: .id("diagonal"))], duration: 1.4,
                                      size: CGSize(width: 320, height: 240), out: folder.path)
        _ = try SceneRecording.record(scene, settings: settings, to: folder, fonts: try FontLibrary())
        return scene
    }

    /// Every component of samples.csv, not only the first: the offset's x and y at each frame are
    /// the lines from the tap at 0.1 s (x = 100 (t − 0.1), y = 60 (t − 0.1), then 100 and 60 from
    /// 1.1 s on), their models the targets, their velocities 100 and 60 points a second.
    @Test func everyComponentOfTheSamplesFollowsItsLine() throws {
        let folder = temporaryFolder("diagonal").appendingPathComponent("recording")
        _ = try Self.diagonalRecording(in: folder)
        let text = try String(contentsOf: folder.appendingPathComponent("samples.csv"), encoding: .utf8)
        let rows = text.split(separator: "\n").dropFirst().map { $0.split(separator: ",", omittingEmptySubsequences: false) }
        let offsets = rows.filter { $0.count == 9 && $0[2].contains("offset") }
        var seen = [0: 0, 1: 0]
        for row in offsets {
            let time = Double(row[0])!, component = Int(row[3])!, model = Double(row[4])!, value = Double(row[5])!, velocity = Double(row[6])!
            let target = component == 0 ? 100.0 : 60.0
            let progress = min(max(time - 0.1, 0), 1)
            #expect(abs(value - target * progress) < 1e-6, "component \(component) at \(time): \(value)")
            #expect(model == target, "component \(component) at \(time): model \(model)")
            if progress > 0, progress < 1 { #expect(abs(velocity - target) < 1e-6, "component \(component) at \(time): velocity \(velocity)") }
            #expect(row[7] == (component == 0 ? "x" : "y") && row[8] == "pt", "component \(component): \(row[7]) in \(row[8])")
            seen[component, default: 0] += 1
        }
        // 60 frames a second from the tap to the end of the move, for each of x and y.
        #expect(seen[0]! >= 60 && seen[1]! == seen[0]!, "\(seen)")
    }

    /// `replay` names the file of a recording that differs from what the run gives now: each file
    /// changed in turn (a line of the text files, a byte of the picture) is found, and only it.
    @Test func replayNamesEachChangedFile() throws {
        let root = temporaryFolder("changed")
        let original = root.appendingPathComponent("original")
        let scene = try Self.diagonalRecording(in: original)
        let manager = FileManager.default
        #expect(try KineticViewer.replay(scenes: [scene], file: original.appendingPathComponent("run.json"),
                                         out: root.appendingPathComponent("unchanged-replay")) == [])
        for name in Self.files {
            let folder = root.appendingPathComponent("changed-" + name)
            try manager.copyItem(at: original, to: folder)
            let file = folder.appendingPathComponent(name)
            var data = try Data(contentsOf: file)
            if name.hasSuffix(".png") {
                data[data.count / 2] ^= 0x01
            } else {
                // The last line gains a space: still a valid run.json, a different file.
                var lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                let last = lines.lastIndex { !$0.isEmpty }!
                lines[last] += " "
                data = Data(lines.joined(separator: "\n").utf8)
            }
            try data.write(to: file)
            let differing = try KineticViewer.replay(scenes: [scene], file: folder.appendingPathComponent("run.json"),
                                                     out: root.appendingPathComponent("replay-" + name))
            #expect(differing == [name], "\(name) changed: replay named \(differing)")
        }
    }
}

extension ViewerTests {
    /// ``FolderWriter``, the one way recordings reach the disk: all files or none.
    @Suite struct FolderWriterTests {
        struct Planted: Error {}

        @Test func aFailingFileLeavesNoFolderAndNoStagingFolder() throws {
            let base = FileManager.default.temporaryDirectory.appendingPathComponent("kinetic-folder-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: base) }
            let out = base.appendingPathComponent("new/out")
            #expect(throws: ScriptError.self) {
                try FolderWriter.write(to: out) { folder in
                    try Data("a".utf8).write(to: folder.appendingPathComponent("a.txt"))
                    throw Planted()
                }
            }
            #expect(!FileManager.default.fileExists(atPath: out.path))
            #expect(try FileManager.default.contentsOfDirectory(atPath: base.appendingPathComponent("new").path).isEmpty)
            try FolderWriter.write(to: out) { try Data("b".utf8).write(to: $0.appendingPathComponent("b.txt")) }
            #expect(try FileManager.default.contentsOfDirectory(atPath: out.path) == ["b.txt"])
        }
    }
}
