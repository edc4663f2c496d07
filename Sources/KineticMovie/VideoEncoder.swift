import Foundation

/// MP4 (H.264) or WebM (VP9) by piping raw RGBA frames into `ffmpeg`, where it is installed.
package enum VideoEncoder {
    /// The containers written.
    package enum Container: String, CaseIterable, Sendable {
        case mp4, webm

        /// ffmpeg's codec arguments: H.264 in yuv420p (plays everywhere), or VP9.
        var codec: [String] {
            switch self {
            case .mp4: return ["-c:v", "libx264", "-pix_fmt", "yuv420p", "-crf", "18", "-movflags", "+faststart"]
            case .webm: return ["-c:v", "libvpx-vp9", "-pix_fmt", "yuv420p", "-crf", "30", "-b:v", "0"]
            }
        }
    }

    /// The `ffmpeg` executable on `PATH`, or nil.
    /// - Parameter path: the search path (the process's `PATH` by default).
    package static func ffmpeg(searching path: String? = ProcessInfo.processInfo.environment["PATH"]) -> URL? {
        for directory in (path ?? "").split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent("ffmpeg")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }

    /// Encodes `frames` (all of one even size) at `framesPerSecond` into `url`.
    /// - Parameters:
    ///   - frames: the pictures, streamed to ffmpeg as they come.
    ///   - framesPerSecond: the frame rate.
    ///   - container: MP4 or WebM.
    ///   - url: the file; ffmpeg writes a temporary file that is renamed when it succeeds.
    ///   - executable: the ffmpeg to run (found on `PATH` by default).
    /// - Returns: the number of frames written.
    /// - Throws: ``MovingPictureError/ffmpegMissing`` when there is no ffmpeg, or its failure.
    @discardableResult
    package static func write<Frames: Sequence>(_ frames: Frames, framesPerSecond: Double, container: Container, to url: URL,
                                                executable: URL? = ffmpeg()) throws -> Int where Frames.Element == RGBAFrame {
        guard let executable else { throw MovingPictureError.ffmpegMissing }
        // A dying ffmpeg must fail the write (EPIPE), not kill the process with SIGPIPE.
        signal(SIGPIPE, SIG_IGN)
        var iterator = frames.makeIterator()
        guard let first = iterator.next() else { throw MovingPictureError.badFrames("no frames") }
        guard first.width % 2 == 0, first.height % 2 == 0 else {
            throw MovingPictureError.badFrames("video frames need even sizes, not \(first.width)×\(first.height)")
        }
        let temporary = AtomicOutput.temporary(for: url)
        let process = Process()
        process.executableURL = executable
        process.arguments = ["-hide_banner", "-loglevel", "error", "-y", "-f", "rawvideo", "-pixel_format", "rgba",
                             "-video_size", "\(first.width)x\(first.height)", "-framerate", "\(framesPerSecond)", "-i", "-"]
            + container.codec + ["-f", container.rawValue, temporary.path]
        // ffmpeg's messages go to a file, so a chatty ffmpeg cannot block on a full pipe.
        let log = URL(fileURLWithPath: temporary.path + ".log")
        guard FileManager.default.createFile(atPath: log.path, contents: nil), let errors = FileHandle(forWritingAtPath: log.path) else {
            throw MovingPictureError.cannotWrite(path: url.path, reason: "cannot create \(log.path)")
        }
        defer { try? errors.close(); unlink(log.path) }
        let input = Pipe()
        process.standardInput = input
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        do { try process.run() } catch { throw MovingPictureError.ffmpegFailed(status: -1, message: "\(error.localizedDescription)") }
        var count = 0
        var frame: RGBAFrame? = first
        var writeFailed = false
        while let current = frame {
            guard current.width == first.width, current.height == first.height else {
                process.terminate()
                unlink(temporary.path)
                throw MovingPictureError.badFrames("frame \(count) is \(current.width)×\(current.height), not \(first.width)×\(first.height)")
            }
            do { try input.fileHandleForWriting.write(contentsOf: current.pixels) } catch { writeFailed = true; break }
            count += 1
            frame = iterator.next()
        }
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
        guard process.terminationStatus == 0, !writeFailed else {
            unlink(temporary.path)
            let messages = (try? Data(contentsOf: log)) ?? Data()
            let text = String(decoding: messages, as: UTF8.self).split(separator: "\n").last.map(String.init) ?? "no message"
            throw MovingPictureError.ffmpegFailed(status: process.terminationStatus, message: text)
        }
        try AtomicOutput.commit(temporary, to: url)
        return count
    }
}
