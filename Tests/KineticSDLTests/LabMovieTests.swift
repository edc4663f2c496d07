import Foundation
import KineticExport
import KineticSDL
import Testing
@testable import KineticGallery

extension SDLTests {
    /// The lab run as a moving picture, decoded again with giflib.
    @Suite struct LabMovieTests {
        static func region(_ frame: RGBAFrame, _ rect: CGRect) -> [UInt8] {
            var bytes: [UInt8] = []
            for y in Int(rect.minY)..<Int(rect.maxY) {
                let start = (y * frame.width + Int(rect.minX)) * 4
                bytes += frame.pixels[start..<(start + Int(rect.width) * 4)]
            }
            return bytes
        }

        @Test func gifHasOneFramePerStrideAndMovesWhereTheLanesMove() throws {
            let script = LabScript(clicks: [LabClick(time: 0, parameters: LabParameters()), LabClick(time: 0.8, parameters: LabParameters())],
                                   duration: 2.5, includesTimingCurve: true)
            let run = LabRecording.render(script, frameRate: 60)
            let url = FileManager.default.temporaryDirectory.appendingPathComponent("kinetic-movie-\(getpid()).gif")
            defer { unlink(url.path) }
            let written = try LabMovie.writeGIF(run, to: url, fonts: FontLibrary())
            let gif = try AnimatedGIF.read(url)

            // 151 samples at 60 Hz, every second one: 76 frames at 30 fps, 800×480, looping.
            #expect(LabMovie.stride(of: run) == 2)
            #expect(written == 76 && gif.frames.count == 76)
            #expect(gif.width == 800 && gif.height == 480 && gif.loops)
            #expect(Set(gif.delays) == [3, 4])

            var moving = 0, still = 0
            for index in 1..<gif.frames.count {
                let (a, b) = (gif.frames[index - 1], gif.frames[index])
                for lane in run.lanes.indices {
                    let (before, after) = (run.lanes[lane].samples[2 * (index - 1)], run.lanes[lane].samples[2 * index])
                    let rect = LabMovie.Frames.trackRect(lane: lane)
                    if abs(before.value - after.value) > 0.01 {
                        // The sprite moved by more than 1 % of its track: its row must change.
                        #expect(Self.region(a, rect) != Self.region(b, rect), "lane \(lane) frame \(index)")
                        moving += 1
                    } else if before.value == after.value, before.target == after.target {
                        // Nothing moved on this lane: its row is the same, pixel for pixel.
                        #expect(Self.region(a, rect) == Self.region(b, rect), "lane \(lane) frame \(index)")
                        still += 1
                    }
                }
                // The playhead moves every frame.
                let plot = CGRect(x: 16, y: LabMovie.Frames.trackRect(lane: run.lanes.count).minY + 4, width: 768, height: 100)
                #expect(Self.region(a, plot) != Self.region(b, plot), "playhead frame \(index)")
            }
            #expect(moving > 20 && still > 20, "moving \(moving), still \(still)")
        }

        @Test func recordWritesTheGIFAndRefusesVideoWithoutFFmpeg() throws {
            let base = RecordCommandTests.temporary("movie")
            defer { try? FileManager.default.removeItem(at: base) }
            let gif = try RecordCommandTests.run(["record", "--clicks", "0", "--duration", "1", "--gif", "--out", base.path])
            #expect(gif.status == 0, "stderr: \(gif.err)")
            #expect(gif.out.contains("run.gif (31 frames at 30 fps)"))
            #expect(try AnimatedGIF.read(base.appendingPathComponent("run.gif")).frames.count == 31)

            var environment = ProcessInfo.processInfo.environment
            environment["DISPLAY"] = nil
            environment["PATH"] = "/nonexistent"
            let video = try DemoCommandTests.run(["record", "--clicks", "0", "--duration", "1", "--video",
                                                  "--out", base.appendingPathComponent("v").path], environment: environment)
            #expect(video.status == 64)
            #expect(video.err.hasPrefix("kinetic: ffmpeg is not installed; MP4/WebM need it: install the Debian package 'ffmpeg' (apt-get install ffmpeg)\n"))
            #expect(!FileManager.default.fileExists(atPath: base.appendingPathComponent("v").path))
        }
    }
}
