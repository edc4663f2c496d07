import Foundation
import Testing
@testable import KineticMovie

@Suite("AnimatedGIF: giflib writer, read back with giflib's decoder")
struct AnimatedGIFTests {
    /// A 40×30 blue frame with a 6×6 red square at x.
    static func frame(squareAt x: Int) -> RGBAFrame {
        var pixels = [UInt8](repeating: 0, count: 40 * 30 * 4)
        for i in 0..<(40 * 30) { pixels[4 * i + 2] = 200; pixels[4 * i + 3] = 255 }
        for y in 12..<18 { for dx in 0..<6 { let i = (y * 40 + x + dx) * 4; pixels[i] = 230; pixels[i + 2] = 20 } }
        return RGBAFrame(width: 40, height: 30, pixels: pixels)
    }

    static func directory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("kinetic-gif-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test("frames, size, delays on the 30 fps clock, loop, and the pixels within giflib's 5-bit quantisation")
    func roundTrip() throws {
        let url = try Self.directory().appendingPathComponent("moving.gif")
        let source = [0, 10, 20, 30].map { Self.frame(squareAt: $0) }
        #expect(try AnimatedGIF.write(source, framesPerSecond: 30, to: url) == 4)
        let decoded = try AnimatedGIF.read(url)
        #expect(decoded.frames.count == 4)
        #expect(decoded.width == 40 && decoded.height == 30)
        #expect(decoded.delays == [3, 4, 3, 3])   // 3.33 cs per frame, rounded on the running clock
        #expect(decoded.loops)
        for (written, read) in zip(source, decoded.frames) {
            let largest = zip(written.pixels, read.pixels).enumerated().filter { $0.offset % 4 != 3 }
                .map { abs(Int($0.element.0) - Int($0.element.1)) }.max()!
            #expect(largest <= 8)
        }
        // Where the square moves, consecutive frames differ; where nothing moves they are equal.
        func pixel(_ f: RGBAFrame, _ x: Int, _ y: Int) -> [UInt8] { Array(f.pixels[((y * 40 + x) * 4)..<((y * 40 + x) * 4 + 3)]) }
        #expect(pixel(decoded.frames[0], 2, 14) != pixel(decoded.frames[1], 2, 14))
        #expect(pixel(decoded.frames[0], 2, 2) == pixel(decoded.frames[1], 2, 2))
    }

    @Test("an unwritable path, mixed sizes or no frames: one error, nothing left behind")
    func failures() throws {
        let directory = try Self.directory()
        #expect(throws: MovingPictureError.self) {
            try AnimatedGIF.write([Self.frame(squareAt: 0)], framesPerSecond: 30, to: URL(fileURLWithPath: "/nonexistent/dir/a.gif"))
        }
        let mixed = directory.appendingPathComponent("mixed.gif")
        let small = RGBAFrame(width: 2, height: 2, pixels: [UInt8](repeating: 9, count: 16))
        do {
            try AnimatedGIF.write([Self.frame(squareAt: 0), small], framesPerSecond: 30, to: mixed)
            Issue.record("mixed sizes were written")
        } catch {
            #expect("\(error)" == "cannot encode the frames: frame 1 is 2×2, not 40×30")
        }
        #expect(throws: MovingPictureError.badFrames("no frames")) {
            try AnimatedGIF.write([RGBAFrame](), framesPerSecond: 30, to: directory.appendingPathComponent("none.gif"))
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }
}

@Suite("VideoEncoder: raw RGBA piped into ffmpeg")
struct VideoEncoderTests {
    @Test("no ffmpeg: one line naming the Debian package")
    func missing() {
        #expect(VideoEncoder.ffmpeg(searching: "/nonexistent") == nil)
        #expect(throws: MovingPictureError.ffmpegMissing) {
            try VideoEncoder.write([AnimatedGIFTests.frame(squareAt: 0)], framesPerSecond: 30, container: .mp4,
                                   to: URL(fileURLWithPath: "/tmp/x.mp4"), executable: nil)
        }
        #expect(MovingPictureError.ffmpegMissing.description
                == "ffmpeg is not installed; MP4/WebM need it: install the Debian package 'ffmpeg' (apt-get install ffmpeg)")
    }

    /// A stand-in ffmpeg (Fixtures/fake-ffmpeg) that records its arguments and copies standard
    /// input to its output file; it fails (status 3) when asked for WebM.
    static let fakeFFmpeg = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/fake-ffmpeg")

    @Test("frames reach ffmpeg as raw RGBA of the stated size and rate; the file appears only on success")
    func pipe() throws {
        let directory = try AnimatedGIFTests.directory()
        let url = directory.appendingPathComponent("run.mp4")
        let frames = [0, 10, 20].map { AnimatedGIFTests.frame(squareAt: $0) }
        #expect(try VideoEncoder.write(frames, framesPerSecond: 30, container: .mp4, to: url, executable: Self.fakeFFmpeg) == 3)
        #expect(try Data(contentsOf: url) == Data(frames.flatMap(\.pixels)))
        let arguments = try String(contentsOf: directory.appendingPathComponent("arguments"), encoding: .utf8)
            .split(separator: "\n").map(String.init)
        #expect(arguments.starts(with: ["-hide_banner", "-loglevel", "error", "-y", "-f", "rawvideo", "-pixel_format", "rgba",
                                        "-video_size", "40x30", "-framerate", "30.0", "-i", "-", "-c:v", "libx264"]))

        let webm = directory.appendingPathComponent("run.webm")
        #expect(throws: MovingPictureError.self) {
            try VideoEncoder.write(frames, framesPerSecond: 30, container: .webm, to: webm, executable: Self.fakeFFmpeg)
        }
        #expect(!FileManager.default.fileExists(atPath: webm.path))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == ["arguments", "run.mp4"])
    }
}
