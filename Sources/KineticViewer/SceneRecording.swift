import Foundation
import Kinetic
import KineticSDL

/// A headless run of one ``PreviewScene``: scripted taps at exact times on a 60 Hz clock, every
/// animated attribute sampled at every frame, the attributes' animation events, and a contact sheet
/// of six frames across the run. A run is a function of its script: recording it twice gives the
/// same files.
struct SceneRecording {
    /// One animated attribute's component at one frame.
    struct Sample: Equatable {
        var time: TimeInterval
        var attribute: Int
        var name: String
        var component: Int
        var model: Double
        var value: Double
        var velocity: Double
    }

    /// An attribute's animation started, merged, combined (or jumped).
    struct Event: Equatable {
        var time: TimeInterval
        var attribute: Int
        var change: AttributeEvent.Kind
    }

    let scene: PreviewScene
    let taps: [ScriptedTap]
    let duration: TimeInterval
    let size: CGSize
    static let frameRate = 60.0
    /// Frames in the contact sheet.
    static let sheetFrames = 6

    private(set) var samples: [Sample] = []
    private(set) var events: [Event] = []
    private(set) var warnings: [String] = []

    /// The default script when none is given: one tap at 0.1 s on the first view that takes taps.
    static func defaultTaps(for host: HeadlessHost) -> [ScriptedTap] {
        guard let item = host.displayList.items.first(where: { $0.tapTarget >= 0 && $0.isHitTestable }) else { return [] }
        let center = item.center
        return [ScriptedTap(time: 0.1, target: .point(x: center.x.rounded(), y: center.y.rounded()))]
    }

    /// Runs the scene and renders its contact sheet on `sheet` (nil: samples only).
    /// - Throws: ``ScriptError`` when a tap names a test id nothing draws.
    mutating func run(drawingOn sheet: OffscreenCanvas?) throws {
        let host = HeadlessHost(scene.makeView(), size: size)
        var pending: [Event] = []
        let subscription = host.subscribe(events: { event in
            pending.append(Event(time: event.time, attribute: event.attribute, change: event.kind))
        })
        let taps = self.taps.sorted { $0.time < $1.time }
        var next = 0
        let lastFrame = Int((duration * Self.frameRate).rounded())
        let sheetAt = (0..<Self.sheetFrames).map { Int((Double($0) * Double(lastFrame) / Double(Self.sheetFrames - 1)).rounded()) }
        let renderer = DisplayListRenderer()
        var names: [Int: String] = [:]
        for frame in 0...lastFrame {
            let time = Double(frame) / Self.frameRate
            while next < taps.count, taps[next].time <= time + 1e-9 {
                host.advance(to: taps[next].time)
                switch taps[next].target {
                case .id(let id):
                    guard !host.displayList.items(withID: id).isEmpty else {
                        throw ScriptError("tap \(taps[next]): no view with testID(\"\(id)\") is drawn in '\(scene.name)' at \(taps[next].time) s")
                    }
                    host.tap(id: id)
                case .point(let x, let y):
                    host.tap(at: CGPoint(x: x, y: y))
                }
                next += 1
            }
            host.advance(to: time)
            for sample in host.attributes(animatingOnly: true) {
                let name = names[sample.id] ?? "\(sample.testID ?? Self.shortName(sample.view)) · \(sample.name)"
                names[sample.id] = name
                for component in sample.presentation.indices {
                    samples.append(Sample(time: time, attribute: sample.id, name: name, component: component,
                                          model: sample.model[component], value: sample.presentation[component],
                                          velocity: sample.velocity[component]))
                }
            }
            events += pending
            pending.removeAll()
            if let sheet, let cell = sheetAt.firstIndex(of: frame) {
                drawCell(cell, time: time, host: host, renderer: renderer, on: sheet.canvas)
            }
        }
        host.unsubscribe(subscription)
        warnings = host.warnings
    }

    /// The contact sheet's size: three columns, two rows of the scene, with a caption line each.
    static func sheetSize(for size: CGSize) -> CGSize {
        CGSize(width: size.width * 3, height: (size.height + 24) * 2 + 36)
    }

    private func drawCell(_ cell: Int, time: TimeInterval, host: HeadlessHost, renderer: DisplayListRenderer, on canvas: RenderCanvas) {
        if cell == 0 {
            canvas.beginFrame(clearingTo: CanvasColor(hex: 0x111318))
            let tapText = taps.isEmpty ? "no taps" : "taps " + taps.map(\.description).joined(separator: "  ")
            canvas.text("\(scene.title) — \(tapText), \(String(format: "%.2f", duration)) s at 60 Hz",
                        at: CGPoint(x: 10, y: 18), size: 14, color: CanvasColor(hex: 0xDCE0EA))
        }
        let origin = CGPoint(x: Double(cell % 3) * size.width, y: 36 + Double(cell / 3) * (size.height + 24))
        let rect = CGRect(origin: origin, size: size)
        canvas.fill(rect, color: CanvasColor(hex: 0xF2F2F7))
        canvas.clip(to: rect)
        host.withDisplayList { renderer.draw($0, on: canvas, at: origin) }
        canvas.clip(to: nil)
        canvas.stroke(rect, color: CanvasColor(hex: 0x3A3F4B))
        canvas.text(String(format: "t = %.2f s", time), at: CGPoint(x: origin.x + 8, y: origin.y + size.height + 12),
                    size: 12, color: CanvasColor(hex: 0x949EB3))
    }

    /// A view's type name without generic arguments.
    static func shortName(_ view: String) -> String {
        guard let open = view.firstIndex(of: "<") else { return view }
        return String(view[..<open])
    }

    /// samples.csv: one row per animated attribute component per frame.
    var samplesCSV: String {
        var text = "time,attribute,name,component,model,value,velocity\n"
        for s in samples {
            let name = s.name.contains(",") || s.name.contains("\"") ? "\"\(s.name.replacingOccurrences(of: "\"", with: "\"\""))\"" : s.name
            text += "\(s.time),\(s.attribute),\(name),\(s.component),\(s.model),\(s.value),\(s.velocity)\n"
        }
        return text
    }

    /// events.csv: one row per animation event.
    var eventsCSV: String {
        var text = "time,attribute,change\n"
        for e in events { text += "\(e.time),\(e.attribute),\(e.change)\n" }
        return text
    }

    /// Runs the scene and writes samples.csv, events.csv, script.txt and frames.png into `folder`,
    /// all or nothing: the files are written into a temporary folder beside it, which then takes its place.
    static func record(_ scene: PreviewScene, taps: [ScriptedTap]?, duration: TimeInterval, size: CGSize,
                       to folder: URL, fonts: FontLibrary) throws -> SceneRecording {
        var taps = taps
        if taps == nil { taps = defaultTaps(for: HeadlessHost(scene.makeView(), size: size)) }
        var recording = SceneRecording(scene: scene, taps: taps!, duration: duration, size: size)
        let sheetSize = Self.sheetSize(for: size)
        let sheet = try OffscreenCanvas(width: Int(sheetSize.width), height: Int(sheetSize.height), fonts: fonts)
        try recording.run(drawingOn: sheet)
        try FolderWriter.write(to: folder) { temporary in
            try recording.samplesCSV.write(to: temporary.appendingPathComponent("samples.csv"), atomically: false, encoding: .utf8)
            try recording.eventsCSV.write(to: temporary.appendingPathComponent("events.csv"), atomically: false, encoding: .utf8)
            let script = "scene \(scene.name)\nduration \(duration)\nsize \(Int(size.width))x\(Int(size.height))\n"
                + recording.taps.map { "tap \($0)\n" }.joined()
            try script.write(to: temporary.appendingPathComponent("script.txt"), atomically: false, encoding: .utf8)
            try sheet.savePNG(to: temporary.appendingPathComponent("frames.png"))
        }
        return recording
    }
}

/// Writes a folder completely or not at all.
enum FolderWriter {
    /// Calls `body` with a fresh temporary folder beside `folder`, then moves it into place (replacing
    /// nothing: an existing `folder` is an error). On any failure the temporary folder is removed.
    static func write(to folder: URL, _ body: (URL) throws -> Void) throws {
        let manager = FileManager.default
        let parent = folder.deletingLastPathComponent()
        var isDirectory: ObjCBool = false
        if manager.fileExists(atPath: parent.path, isDirectory: &isDirectory), !isDirectory.boolValue {
            throw ScriptError("cannot write into \(parent.path): it is a file, not a folder")
        }
        if manager.fileExists(atPath: folder.path) {
            throw ScriptError("\(folder.path) exists already; choose another --out (nothing was overwritten)")
        }
        do { try manager.createDirectory(at: parent, withIntermediateDirectories: true) }
        catch { throw ScriptError("cannot create the folder \(parent.path): \(error.localizedDescription)") }
        let temporary = parent.appendingPathComponent(".\(folder.lastPathComponent).partial-\(ProcessInfo.processInfo.processIdentifier)")
        try? manager.removeItem(at: temporary)
        do {
            try manager.createDirectory(at: temporary, withIntermediateDirectories: false)
            try body(temporary)
            try manager.moveItem(at: temporary, to: folder)
        } catch {
            try? manager.removeItem(at: temporary)
            if let error = error as? ScriptError { throw error }
            throw ScriptError("cannot write \(folder.path): \(error)")
        }
    }
}
