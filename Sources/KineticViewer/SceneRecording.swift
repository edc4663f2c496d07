import Foundation
import Kinetic
import KineticInspector
import KineticMovie
import KineticSDL

/// A recording of one ``PreviewScene``: the scene run again headless from its start with its
/// script (every input since it started, each at its own time) through the recorded window
/// [``start``, ``end``], so the recording begins from exactly what was on screen at ``start``
/// (running animations included). Every animated attribute (and every one a keyframe or phase
/// animator drives) is sampled at `start + n / 60` s and at
/// `end`; the attributes' animation events in the window are kept; six frames across the window
/// make a contact sheet. A run is a function of its script: recording it twice gives the same files.
///
/// (About 300 lines, as one piece: the run is one loop whose sampling, naming and numbering share
/// its locals. The files it writes, the contact sheet's cells and the movie's frames are in
/// SceneRecording+Files.swift; an attribute's latest sample in SceneRecording+Latest.swift.)
struct SceneRecording {
    /// One animated attribute's component at one frame.
    nonisolated struct Sample: Equatable {
        var time: TimeInterval
        var attribute: Int
        var name: String
        var component: Int
        /// In `unit` (degrees for a rotation, points for an offset…): ``AttributeUnit``.
        var model: Double
        var value: Double
        var velocity: Double
        /// The component's name (`x`, `width`, `angle`, `red`…).
        var part: String
        /// The unit's name (`pt`, `deg`, `factor`, `fraction`, or empty for a custom view's data).
        var unit: String
    }

    /// An attribute's animation started, merged, combined (or jumped).
    nonisolated struct Event: Equatable {
        var time: TimeInterval
        var attribute: Int
        var change: AttributeEvent.Kind
    }

    let scene: PreviewScene
    /// The scene's inputs from its start.
    let inputs: [SceneInput]
    /// The recorded window, in scene seconds.
    let start: TimeInterval
    let end: TimeInterval
    /// The pictures' size in pixels (frames.png's cells, movie.gif).
    let size: CGSize
    /// How the recording stopped (for the title): "stopped with r", "stopped when everything settled"…
    let ending: String
    /// Samples per second of the fixed clock (60 unless asked otherwise).
    let frameRate: Double
    /// The video to write beside movie.gif (every frame, with ffmpeg), if any.
    var video: VideoEncoder.Container?
    /// The frame rates a recording may sample at.
    nonisolated static let frameRates: ClosedRange<Double> = 1...1000
    /// Frames in the contact sheet.
    static let sheetFrames = 6

    private(set) var samples: [Sample] = []
    private(set) var events: [Event] = []
    private(set) var warnings: [String] = []

    /// Creates a recording of `scene` over [`start`, `end`] with `inputs` from its start.
    init(scene: PreviewScene, inputs: [SceneInput], start: TimeInterval = 0, end: TimeInterval, size: CGSize,
         ending: String = "scripted", frameRate: Double = 60) {
        self.frameRate = frameRate
        self.scene = scene
        self.inputs = inputs.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(\.element)
        self.start = start
        self.end = max(start, end)
        self.size = size
        self.ending = ending
    }

    /// Pixels per scene point in the pictures: as the viewer does (``ViewerLayout/sceneScale``), a
    /// recording narrower than ``ViewerLayout/minimumSceneWidth`` lays the scene out that wide and
    /// draws it zoomed out (at the default 480 × 360 the gallery's scenes were cut at both sides).
    static func scale(for size: CGSize) -> CGFloat { ViewerLayout.sceneScale(forWidth: size.width) }

    /// The size the scene is laid out at for pictures of `size` pixels: in scene points, the
    /// coordinates of its samples and of `TIME@X,Y` taps.
    static func layoutSize(for size: CGSize) -> CGSize {
        let scale = scale(for: size)
        return scale == 1 ? size : CGSize(width: (size.width / scale).rounded(), height: (size.height / scale).rounded())
    }

    /// The default script when none is given: one tap at 0.1 s on the first view that takes taps.
    static func defaultTaps(for host: HeadlessHost) -> [ScriptedTap] {
        guard let item = host.displayList.items.first(where: { $0.tapTarget >= 0 && $0.isHitTestable }) else { return [] }
        let center = item.center
        return [ScriptedTap(time: 0.1, target: .point(x: center.x.rounded(), y: center.y.rounded()))]
    }

    /// The sampled instants: `start + n / frameRate` up to `end`, and `end`.
    var frameTimes: [TimeInterval] {
        var times: [TimeInterval] = []
        var n = 0
        while start + Double(n) / frameRate < end - 1e-9 { times.append(start + Double(n) / frameRate); n += 1 }
        times.append(end)
        return times
    }

    /// What the run covers, unambiguously: the scene, the window in scene time, how it stopped, the inputs.
    var title: String {
        let pointer = inputs.filter(\.isPointer).count
        let tunings = inputs.filter { !$0.isPointer }.count
        return "\(scene.title) — scene time \(String(format: "%.3f", start)) → \(String(format: "%.3f", end)) s "
            + "(\(String(format: "%.3f", end - start)) s, \(ending)); replayed from 0 s with \(pointer) pointer input\(pointer == 1 ? "" : "s")"
            + (tunings > 1 ? " and \(tunings - 1) tuning change\(tunings == 2 ? "" : "s")" : "")
    }

    /// Runs the scene and renders its contact sheet on `sheet` (nil: samples only).
    /// - Throws: ``ScriptError`` when a tap names a test id nothing draws.
    mutating func run(drawingOn sheet: OffscreenCanvas?, movie: OffscreenCanvas? = nil) throws {
        let session = SceneSession(scene, size: Self.layoutSize(for: size), tuning: SceneSession.initialTuning(inputs),
                                   replacingDeclared: isComparisonRun)
        session.requiresTapTargets = ending == "scripted"
        let scale = Self.scale(for: size)
        let host = session.host
        var pending: [Event] = []
        let start = self.start
        // What the graph's frames said of each attribute (its latest sample), and which are at rest
        // or gone since: sampled through the subscription, without walking the tree each frame.
        var latest: [Int: Latest] = [:]
        // Attributes whose change event carried no values (a custom Animatable view's data): the
        // next instant reads them off the tree.
        var stale: Set<Int> = []
        let subscription = host.subscribe(events: { event in
            if event.time >= start - 1e-9 { pending.append(Event(time: event.time, attribute: event.attribute, change: event.kind)) }
            switch event.kind {
            case .jump: latest[event.attribute]?.rest(at: event.model)  // a new value at once: at rest there
            case .removed: latest[event.attribute] = nil
            case .started, .merged, .combined:
                // A change after the frame (a completion's, an input's): the new model from now on,
                // and an attribute not seen yet is animating from this instant.
                latest[event.attribute, default: Latest()].change(to: event.model, shown: event.shown, at: event.time)
                if event.model.isEmpty { stale.insert(event.attribute) }
            case .completed: break
            }
        }, frames: { frame in
            for index in 0..<frame.count {
                let sample = frame[index]
                let id = sample.attribute
                guard sample.runningAnimations > 0 || sample.isDriven || latest[id] != nil else { continue }
                latest[id, default: Latest()].take(sample, at: frame.time)
            }
        })
        defer { host.unsubscribe(subscription) }
        // The scene's own A/B (``View/previewComparison(_:with:label:)``) is drawn in the pictures
        // as the viewer draws it, a ghost over the scene: a second run kept in step with this one
        // (its samples come from a run of their own, ``addComparison(_:)``).
        var ghost: (session: SceneSession, fed: Int)?
        if !isComparisonRun, sheet != nil || movie != nil, session.tuning.comparison != nil {
            var fed = 0  // (a tuning at 0 is the session's own, as `SceneSession.run` takes it)
            if let first = inputs.first, first.time == 0, case .tuning = first.action { fed = 1 }
            ghost = (SceneSession(scene, size: Self.layoutSize(for: size), tuning: SceneSession.initialTuning(inputs),
                                  replacingDeclared: true), fed)
        }
        func bringGhost(to time: TimeInterval) throws -> HeadlessHost? {
            guard var running = ghost else { return nil }
            while running.fed < inputs.count, inputs[running.fed].time <= time + 1e-12 {
                try running.session.receive(inputs[running.fed])
                running.fed += 1
            }
            if time > running.session.host.time { running.session.host.advance(to: time) }
            ghost = running
            return running.session.host
        }
        let times = frameTimes
        let last = times.count - 1
        let sheetAt = (0..<Self.sheetFrames).map { Int((Double($0) * Double(last) / Double(Self.sheetFrames - 1)).rounded()) }
        let renderer = DisplayListRenderer()
        var names: [Int: String] = [:]
        var kinds: [Int: String] = [:]
        // Attributes are numbered in the order they first animate in the run (the engine's own ids
        // are process-wide, so they would differ between two runs of one script); several at once
        // in the tree's order.
        var numbers: [Int: Int] = [:]
        func number(_ id: Int) -> Int {
            if let known = numbers[id] { return known }
            numbers[id] = numbers.count + 1
            return numbers.count
        }
        var recorded: [(number: Int, id: Int)] = []
        var index = 0
        var samples: [Sample] = [], events: [Event] = []
        var moviePixels: [UInt8] = []
        movieFrames = []
        try session.run(inputs, to: end, frames: times) { time in
            for var event in pending { event.attribute = number(event.attribute); events.append(event) }
            pending.removeAll()
            // Changes made after the frame (completions) take effect now, as a drawn frame's would.
            host.graph.flush()
            // Attributes animating at this instant for the first time: one walk of the tree (only
            // then) names them, takes their values, and puts every recorded attribute in the tree's order.
            if !stale.isEmpty || latest.contains(where: { names[$0.key] == nil && $0.value.isMoving(at: time) }) {
                var order: [(number: Int, id: Int)] = []
                for sample in host.attributes(animatingOnly: false) {
                    if names[sample.id] == nil {
                        guard sample.isAnimating || latest[sample.id]?.isMoving(at: time) == true else { continue }
                        names[sample.id] = "\(sample.testID ?? Self.shortName(sample.view)) · \(sample.name)"
                        var name = AttributeName(view: "", attribute: sample.name)
                        name.valueKind = sample.valueKind
                        kinds[sample.id] = name.kind
                        // A driven value keeps its frame's velocity (the backward difference).
                        if latest[sample.id]?.driven != true { latest[sample.id, default: Latest()].take(sample, at: time) }
                    } else if stale.contains(sample.id) {
                        latest[sample.id]?.take(sample, at: time)
                    }
                    order.append((number(sample.id), sample.id))
                }
                recorded = order
                stale.removeAll()
            }
            // Every attribute that animated in the window, from then on (so its resting value ends it).
            recorded.removeAll { latest[$0.id] == nil }
            for (attribute, id) in recorded {
                guard let name = names[id], let state = latest[id] else { continue }
                let kind = kinds[id] ?? ""
                for component in state.model.indices {
                    let unit = AttributeUnit.of(kind, component: component)
                    samples.append(Sample(time: time, attribute: attribute, name: name, component: component,
                                          model: state.model[component] * unit.factor, value: state.value[component] * unit.factor,
                                          velocity: state.velocity[component] * unit.factor,
                                          part: AttributeUnit.componentName(kind, component: component, count: state.model.count),
                                          unit: unit.name))
                }
            }
            let ghostHost = try bringGhost(to: time)
            if let sheet {
                for cell in sheetAt.indices where sheetAt[cell] == index {
                    drawCell(cell, time: time, host: host, ghost: ghostHost, renderer: renderer, scale: scale, on: sheet.canvas)
                }
            }
            if let movie, video != nil || index % movieFrameStride == 0 {
                movie.canvas.beginFrame(clearingTo: CanvasColor(hex: 0xF2F2F7))
                host.withDisplayList { renderer.draw($0, on: movie.canvas, scale: scale) }
                ghostHost?.withDisplayList { renderer.draw($0, on: movie.canvas, scale: scale, opacity: PreviewViewer.ghostOpacity) }
                try? movie.canvas.readRGBA(into: &moviePixels)
                movieFrames.append(RGBAFrame(width: movie.width, height: movie.height, pixels: moviePixels))
            }
            index += 1
        }
        self.samples = samples
        self.events = events
        warnings = host.warnings
        if !isComparisonRun, let declared = session.tuning.comparison { try addComparison(declared) }
    }

    /// Whether this is the second run of the scene's own A/B (its attribute under the A/B's animation).
    private var isComparisonRun = false

    /// The scene's own A/B (``View/previewComparison(_:with:label:)``): the script run again with the
    /// compared attribute under its animation; that attribute's samples and events join the
    /// recording under the A/B's label ("A · offset" compared as B: "B · offset"), so its plots
    /// draw both with their difference.
    private mutating func addComparison(_ declared: PreviewComparison) throws {
        var second = self
        second.isComparisonRun = true
        second.video = nil
        try second.run(drawingOn: nil)
        let name = declared.attribute.description
        guard let compared = second.samples.first(where: { $0.name == name })?.attribute else {
            warnings.append("the A/B's \(name) did not animate in the recorded window: nothing to compare")
            return
        }
        let number = (samples.map(\.attribute).max() ?? 0) + 1
        let label = "\(declared.label) · \(declared.attribute.attribute)"
        let added = second.samples.filter { $0.attribute == compared }.map { sample in
            var renamed = sample
            (renamed.attribute, renamed.name) = (number, label)
            return renamed
        }
        let addedEvents = second.events.filter { $0.attribute == compared }.map { event in
            var renumbered = event
            renumbered.attribute = number
            return renumbered
        }
        samples = Self.merged(samples, added, time: \.time)
        events = Self.merged(events, addedEvents, time: \.time)
    }

    /// The frames of the movies, when they were made: every ``movieFrameStride``-th frame of the
    /// run for movie.gif, or every frame when a video is made too (the GIF then takes every
    /// ``movieFrameStride``-th of them).
    private(set) var movieFrames: [RGBAFrame] = []
    /// A view's type name without generic arguments.
    static func shortName(_ view: String) -> String {
        guard let open = view.firstIndex(of: "<") else { return view }
        return String(view[..<open])
    }

}
