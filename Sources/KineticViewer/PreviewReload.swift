import Foundation

/// Reloading on save, for a window `kinetic preview` opened: the previewed package's source files
/// are watched, a save rebuilds the previews in the background while the scene goes on, and a
/// good build replaces the viewer by the new one with what was on screen (``ViewerSnapshot``); a
/// build error is shown over the last good scene until the next good save.
///
/// The mechanism is a new process (the rebuilt program, started in this one's place with the
/// snapshot): Kinetic and the views are linked into one program, so nothing has to be loaded or
/// unloaded in a running process, at the cost of the window closing and opening again.
@MainActor final class PreviewReload {
    /// What `kinetic preview` tells the program it builds, in the ``environmentKey`` variable.
    nonisolated struct Configuration: Codable, Equatable, Sendable {
        /// The folders whose `.swift` files are watched.
        var sources: [String]
        /// The command that rebuilds the previews (exit status 0 when the new program is ready).
        var rebuild: [String]
    }

    /// The environment variable carrying the ``Configuration`` as JSON.
    nonisolated static let environmentKey = "KINETIC_PREVIEW_RELOAD"

    /// What a poll found.
    enum Event: Equatable {
        /// A build succeeded: the program is to be started again.
        case rebuilt
        /// A build failed; its first error, as the compiler wrote it (file:line:column: message).
        case failed(String)
        /// A save started a build.
        case building
    }

    let configuration: Configuration
    private var stamps: [String: Date] = [:]
    private var lastPoll = -TimeInterval.infinity
    private var build: Process?
    private var log: URL?
    /// When the running build started (seconds since 1970).
    private(set) var buildStarted: Double?
    /// A save arrived while building: build again when this one ends.
    private var changedDuringBuild = false
    /// Seconds between two looks at the files.
    static let interval: TimeInterval = 0.25

    /// The reloader `kinetic preview` asked for, nil for any other program.
    init?(environment: [String: String] = ProcessInfo.processInfo.environment) {
        guard let json = environment[Self.environmentKey],
              let configuration = try? JSONDecoder().decode(Configuration.self, from: Data(json.utf8)),
              !configuration.rebuild.isEmpty else { return nil }
        self.configuration = configuration
        stamps = Self.stamps(configuration.sources)
    }

    /// The modification dates of the Swift files under `folders`.
    static func stamps(_ folders: [String]) -> [String: Date] {
        var stamps: [String: Date] = [:]
        for folder in folders {
            guard let files = FileManager.default.enumerator(at: URL(fileURLWithPath: folder), includingPropertiesForKeys: [.contentModificationDateKey]) else { continue }
            for case let file as URL in files where file.pathExtension == "swift" {
                stamps[file.path] = (try? file.resourceValues(forKeys: [.contentModificationDateKey]))?.contentModificationDate ?? .distantPast
            }
        }
        return stamps
    }

    /// Looks at the files (at most every ``interval``) and at the build under way.
    /// - Parameter now: real seconds.
    func poll(now: TimeInterval) -> Event? {
        if let build, !build.isRunning {
            self.build = nil
            let status = build.terminationStatus
            if changedDuringBuild { changedDuringBuild = false; return start() }
            if status == 0 { return .rebuilt }
            return .failed(Self.firstError(in: log) ?? "the previews did not build (exit \(status))")
        }
        guard now - lastPoll >= Self.interval else { return nil }
        lastPoll = now
        let current = Self.stamps(configuration.sources)
        guard current != stamps else { return nil }
        stamps = current
        if build != nil { changedDuringBuild = true; return nil }
        return start()
    }

    /// Starts the rebuild: `.building`, or `.failed` saying why it could not be started.
    private func start() -> Event {
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("kinetic-preview-build-\(getpid()).log")
        FileManager.default.createFile(atPath: log.path, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: configuration.rebuild[0])
        process.arguments = Array(configuration.rebuild.dropFirst())
        if let handle = try? FileHandle(forWritingTo: log) {
            process.standardOutput = handle
            process.standardError = handle
        }
        do {
            try process.run()
        } catch {
            return .failed("cannot run \(configuration.rebuild[0]): \(error.localizedDescription)")
        }
        build = process
        self.log = log
        buildStarted = Date().timeIntervalSince1970
        return .building
    }

    /// The first compiler error of a build log: `file:line:column: error: message`, the path
    /// shortened to the file's name.
    static func firstError(in log: URL?) -> String? {
        guard let log, let text = try? String(contentsOf: log, encoding: .utf8) else { return nil }
        for line in text.split(separator: "\n") where line.contains(": error: ") {
            let parts = line.split(separator: ":", maxSplits: 1)
            guard let path = parts.first else { continue }
            let name = URL(fileURLWithPath: String(path)).lastPathComponent
            return name + (parts.count > 1 ? ":" + parts[1] : "")
        }
        return nil
    }
}

/// What the window showed, carried into the program that replaces it on a reload: the scene run
/// again from its inputs (the recordings' run.json), where it was, how fast, and whether it was
/// paused.
nonisolated struct ViewerSnapshot: Codable, Equatable, Sendable {
    /// The shown scene, its size, its whole input script (tuning included), the time it was at.
    var run: SceneRunFile
    /// The viewer's speed.
    var timeScale: Double
    /// Whether time stood still.
    var isPaused: Bool
    /// When the save that led to this reload was seen and when its build ended (seconds since
    /// 1970): the new program reports the reload's times from them.
    var savedAt: Double
    var builtAt: Double
    /// The inspector's selected attribute, by its name (`card · shadow`), if one was selected.
    var selection: String?
}
