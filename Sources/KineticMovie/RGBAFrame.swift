import Foundation

/// One picture of a recording: RGBA pixels, 8 bits per channel, rows top to bottom.
package struct RGBAFrame: Equatable, Sendable {
    /// Width in pixels.
    package var width: Int
    /// Height in pixels.
    package var height: Int
    /// width × height × 4 bytes.
    package var pixels: [UInt8]

    /// A frame of `pixels`.
    package init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(width > 0 && height > 0 && pixels.count == width * height * 4, "RGBA frame of \(width)×\(height) needs \(width * height * 4) bytes")
        self.width = width
        self.height = height
        self.pixels = pixels
    }
}

/// Why a moving picture could not be written — one line each; nothing is left half-written.
package enum MovingPictureError: Error, Equatable, CustomStringConvertible {
    /// The file cannot be written (giflib's or the file system's reason).
    case cannotWrite(path: String, reason: String)
    /// No frames, or frames of different sizes.
    case badFrames(String)
    /// `ffmpeg` is not installed.
    case ffmpegMissing
    /// `ffmpeg` ran and failed.
    case ffmpegFailed(status: Int32, message: String)

    package var description: String {
        switch self {
        case let .cannotWrite(path, reason): return "cannot write \(path): \(reason)"
        case let .badFrames(reason): return "cannot encode the frames: \(reason)"
        case .ffmpegMissing:
            return "ffmpeg is not installed; MP4/WebM need it: install the Debian package 'ffmpeg' (apt-get install ffmpeg)"
        case let .ffmpegFailed(status, message): return "ffmpeg failed (status \(status)): \(message)"
        }
    }
}

/// Writes files so that a failure leaves nothing behind: into a hidden file next to the target,
/// renamed over it only when complete.
enum AtomicOutput {
    static func temporary(for url: URL) -> URL {
        url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).\(getpid()).partial")
    }

    static func commit(_ temporary: URL, to url: URL) throws {
        // giflib creates its file owner-only; a recording is an ordinary file (umask applies).
        let mask = umask(0)
        umask(mask)
        chmod(temporary.path, 0o666 & ~mask)
        guard rename(temporary.path, url.path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary.path)
            throw MovingPictureError.cannotWrite(path: url.path, reason: reason)
        }
    }
}
