import Foundation
import Kinetic
import KineticInspector
import KineticSDL

/// The merge-versus-additive lab on a canvas: the lanes of a ``MergeLab`` with their sprites and
/// read-outs, value and velocity plots of every lane with click / merge / combine / completion
/// markers, sliders for the spring's duration and bounce (they apply to the next clicks) and for
/// the time scale, and a status line.
///
/// Clicking the lanes (or Space) clicks every lane at once. Keys: `c` copies the tuned animation
/// as Swift code, `t` toggles the timing-curve lane, `0` resets, `r` starts and stops recording.
public final class MergeLabScene: CanvasScene {
    /// The scene's size in pixels.
    public let size: CGSize
    /// The lab being shown.
    public private(set) var lab: MergeLab
    /// The clock the time-scale slider drives (set by the window; nil headless).
    public var clock: SceneClock? {
        didSet { if let clock { timeScale.value = clock.timeScale } }
    }
    /// Called with Swift code to put on the clipboard (the window sets it).
    public var copyToClipboard: ((String) -> Void)?
    /// Called when a recording stops, with its script (the window writes the files).
    public var onRecording: ((LabScript) -> Void)?
    /// The sprite drawn in every lane.
    public let emoji: String

    /// The lane colours, A, B, C.
    public static let laneColors = [CanvasColor(hex: 0x4FA3FF), CanvasColor(hex: 0xFF8C42), CanvasColor(hex: 0x51CF66)]

    private let valuePlot = ComparisonPlot()
    private let velocityPlot = ComparisonPlot()
    private let duration: SliderControl
    private let bounce: SliderControl
    private let timeScale = SliderControl(label: "time scale", range: 0.05...1, value: 1) { String(format: "%.2f×", $0) }
    private var time: TimeInterval = 0
    private var readOuts: [String] = []
    private var readOutTime = -TimeInterval.infinity
    private var readOutsStale = true
    private var status = ""
    private var statusUntil = -TimeInterval.infinity
    private var recordingStart: TimeInterval?
    private var codeLine = ""
    private var codeParameters: LabParameters?
    /// The instant of the recent history shown instead of the present, nil when live.
    public private(set) var scrubTime: TimeInterval?
    private var isDraggingScrub = false

    /// The plots' legend: lanes, then markers (tabs for merges and combinations, dashed completions).
    private static let legend2: [(name: String, color: CanvasColor)] = [
        ("A", laneColors[0]), ("B", laneColors[1]), ("click", PlotPanel.Palette.marker(.click)),
        ("merge", PlotPanel.Palette.marker(.merge)), ("combine", PlotPanel.Palette.marker(.combine)),
        ("completion: dashed, lane colour", PlotPanel.Palette.frame),
    ]
    private static let legend3: [(name: String, color: CanvasColor)] =
        Array(legend2.prefix(2)) + [("C", laneColors[2])] + Array(legend2.dropFirst(2))

    private static let background = CanvasColor(hex: 0x111318)
    private static let laneBackground = CanvasColor(hex: 0x181B22)
    private static let readOutRefresh: TimeInterval = 0.1

    /// The shortcuts this scene adds to the viewer's.
    public static let shortcuts: [(key: String, action: String)] = [
        ("click / Space", "click every lane (toggle the target 0 ↔ 1)"),
        ("c", "copy the tuned animation as Swift code"),
        ("t", "show / hide lane C (timing curve)"),
        ("r", "start / stop recording the clicks (files in out/recordings)"),
        ("drag sliders", "spring duration and bounce: apply to the next clicks"),
        (",  /  .", "scrub: pause and step back / forward through the last 3 s, a frame at a time"),
        ("drag on the plots", "scrub to the instant under the pointer (p resumes live)"),
    ]

    /// Creates the lab scene.
    /// - Parameters:
    ///   - size: the size it is drawn at.
    ///   - parameters: the initial spring.
    ///   - includesTimingCurve: whether lane C runs.
    ///   - emoji: the sprite.
    public init(size: CGSize = CGSize(width: 1200, height: 760), parameters: LabParameters = LabParameters(),
                includesTimingCurve: Bool = false, emoji: String = "🐱") {
        self.size = size
        self.emoji = emoji
        lab = MergeLab(parameters: parameters, includesTimingCurve: includesTimingCurve)
        duration = SliderControl(label: "spring duration", range: LabParameters.durationRange,
                                 value: parameters.springDuration) { String(format: "%.2f s", $0) }
        bounce = SliderControl(label: "bounce", range: LabParameters.bounceRange, value: parameters.bounce)
        layoutControls()
    }

    // MARK: Layout

    /// The area holding the lanes; clicks inside it click the lab.
    public var lanesRect: CGRect {
        CGRect(x: 12, y: 56, width: (size.width * 0.42).rounded(), height: size.height - 56 - 118)
    }

    /// The rectangle of lane `index`.
    public func laneRect(_ index: Int) -> CGRect {
        let area = lanesRect, count = Double(lab.lanes.count), gap = 10.0
        let height = (area.height - gap * (count - 1)) / count
        return CGRect(x: area.minX, y: area.minY + Double(index) * (height + gap), width: area.width, height: height)
    }

    /// The part of lane `index` its track and sprite occupy (below the title, above the read-outs).
    private func trackRect(_ index: Int) -> CGRect {
        let rect = laneRect(index)
        return CGRect(x: rect.minX, y: rect.minY + 24, width: rect.width, height: max(rect.height - 56, 10))
    }

    /// Where lane `index`'s sprite is drawn now.
    public func spriteCenter(lane index: Int) -> CGPoint {
        Self.spriteCenter(value: lab.lanes[index].animator.presentationValue,
                                 in: trackRect(index))
    }

    /// Where the sprite of a track drawn in `rect` sits at `value` (0 at the left stop, 1 at the right).
    static func spriteCenter(value: Double, in rect: CGRect) -> CGPoint {
        let x0 = rect.minX + rect.width * 0.18, x1 = rect.maxX - rect.width * 0.18
        return CGPoint(x: x0 + (x1 - x0) * value, y: rect.midY)
    }

    /// Draws a lane's track (its two stops, the target) and the sprite at `value`: the lab's lanes
    /// and the recording's film strip share it.
    static func drawTrack(value: Double, target: Double, in rect: CGRect, color: CanvasColor, emoji: String,
                          on canvas: RenderCanvas) {
        let x0 = rect.minX + rect.width * 0.18, x1 = rect.maxX - rect.width * 0.18, y = rect.midY
        let tick = min(10, rect.height * 0.15)
        canvas.line(from: CGPoint(x: x0, y: y), to: CGPoint(x: x1, y: y), color: PlotPanel.Palette.grid, width: 2)
        canvas.line(from: CGPoint(x: x0, y: y - tick), to: CGPoint(x: x0, y: y + tick), color: PlotPanel.Palette.frame, width: 2)
        canvas.line(from: CGPoint(x: x1, y: y - tick), to: CGPoint(x: x1, y: y + tick), color: PlotPanel.Palette.frame, width: 2)
        let targetX = target < 0.5 ? x0 : x1
        canvas.fill(CGRect(x: targetX - 4, y: y - 4, width: 8, height: 8), color: color)
        canvas.emoji(emoji, center: spriteCenter(value: value, in: rect), size: min(rect.height * 0.55, 88))
    }

    private var plotsRect: CGRect {
        CGRect(x: lanesRect.maxX + 12, y: 56, width: size.width - lanesRect.maxX - 24, height: lanesRect.height)
    }

    private func layoutControls() {
        let top = size.height - 110
        let width = (size.width - 36) / 2
        duration.frame = CGRect(x: 12, y: top, width: width, height: 24)
        bounce.frame = CGRect(x: 12, y: top + 30, width: width, height: 24)
        timeScale.frame = CGRect(x: 24 + width, y: top, width: width, height: 24)
    }

    // MARK: Events

    public func handle(_ event: InputEvent, at time: TimeInterval) {
        for slider in [duration, bounce] where slider.handle(event) {
            lab.parameters = LabParameters(springDuration: duration.value, bounce: bounce.value)
            return
        }
        if timeScale.handle(event) {
            clock?.timeScale = timeScale.value
            return
        }
        switch event {
        case .pointerDown(let point) where lanesRect.contains(point):
            click(at: time)
        case .pointerDown(let point) where plotsRect.contains(point):
            clock?.isPaused = true
            isDraggingScrub = true
            scrub(to: valuePlot.time(atX: point.x, in: plotsRect, now: lab.time))
        case .pointerMoved(let point) where isDraggingScrub:
            scrub(to: valuePlot.time(atX: point.x, in: plotsRect, now: lab.time))
        case .pointerUp:
            isDraggingScrub = false
        case .key(let key):
            handleKey(key, at: time)
        default:
            break
        }
    }

    /// Clicks every lane at `time`.
    public func click(at time: TimeInterval) {
        lab.update(time: time)
        lab.click(at: time)
        readOutsStale = true
        readOutTime = -.infinity
    }

    /// Handles the lab's own keys.
    /// - Returns: whether the key was one of them.
    @discardableResult
    public func handleKey(_ key: KeyPress, at time: TimeInterval) -> Bool {
        switch key.name {
        case "space":
            click(at: time)
        case "c":
            let code = lab.parameters.swiftCode
            copyToClipboard?(code)
            show("copied \(code)", at: time)
        case "t":
            reset(includesTimingCurve: lab.lanes.count == 2, at: time)
        case "0":
            reset(includesTimingCurve: lab.lanes.count == 3, at: time)
        case "r":
            toggleRecording(at: time)
        case ",":
            clock?.isPaused = true
            scrub(by: -1)
        default:
            return false
        }
        return true
    }

    /// Moves the scrubbed instant by `frames` steps of 1/60 s (from the present when live), within
    /// the plotted history; reaching the present ends the scrub.
    public func scrub(by frames: Int) {
        scrub(to: (scrubTime ?? lab.time) + Double(frames) * SceneClock.stepInterval)
    }

    /// Shows the lanes, read-outs and a plot cursor at `instant` of the recent history (clamped to
    /// the plotted window); at or after the present the lab is live again.
    public func scrub(to instant: TimeInterval) {
        let oldest = max(lab.traces.map { $0.samples.first?.time ?? lab.time }.max() ?? lab.time,
                         lab.time - valuePlot.window)
        scrubTime = instant >= lab.time - 1e-9 ? nil : max(instant, oldest)
        readOutTime = -.infinity
    }

    /// The model value of every lane at `instant`: each click toggles it between 0 and 1.
    private func target(at instant: TimeInterval) -> Double {
        lab.clicks.filter { $0.time <= instant + 1e-9 }.count % 2 == 1 ? 1 : 0
    }

    private func reset(includesTimingCurve: Bool, at time: TimeInterval) {
        scrubTime = nil
        lab = MergeLab(parameters: lab.parameters, includesTimingCurve: includesTimingCurve)
        lab.update(time: time)
        recordingStart = nil
        readOutTime = -.infinity
        show(includesTimingCurve ? "lab reset: lanes A, B, C" : "lab reset: lanes A, B", at: time)
    }

    private func toggleRecording(at time: TimeInterval) {
        if let start = recordingStart {
            recordingStart = nil
            let clicks = lab.clicks.filter { $0.time >= start }.map {
                LabClick(time: $0.time - start, parameters: $0.parameters)
            }
            let script = LabScript(clicks: clicks, duration: max(time - start, 0.1),
                                   includesTimingCurve: lab.lanes.count == 3)
            onRecording?(script)
            show("recorded \(clicks.count) clicks over \(String(format: "%.1f", script.duration)) s", at: time)
        } else {
            recordingStart = time
            show("recording… (r stops)", at: time)
        }
    }

    /// Sets the parameters the next clicks use (and the sliders showing them).
    public func setParameters(_ parameters: LabParameters) {
        duration.value = parameters.springDuration
        bounce.value = parameters.bounce
        lab.parameters = LabParameters(springDuration: duration.value, bounce: bounce.value)
    }

    private func show(_ message: String, at time: TimeInterval) {
        status = message
        statusUntil = time + 2.5
    }

    public func update(time: TimeInterval) {
        // Resuming the clock returns to the present.
        if scrubTime != nil, let clock, !clock.isPaused { scrubTime = nil }
        self.time = time
        lab.update(time: time)
    }

    // MARK: Drawing

    public func draw(on canvas: RenderCanvas) {
        canvas.beginFrame(clearingTo: Self.background)
        canvas.text("Merge vs additive", at: CGPoint(x: 14, y: 20), size: 18, color: PlotPanel.Palette.title)
        canvas.text("Same clicks in every lane: A's spring merges, B's springs add up. Equal springs coincide (a spring is linear); retune between quick clicks to part them.",
                    at: CGPoint(x: 14, y: 42), size: 12, color: PlotPanel.Palette.label)
        refreshReadOuts()
        for index in lab.lanes.indices { drawLane(index, on: canvas) }
        let plots = plotsRect
        let half = (plots.height - 10) / 2
        valuePlot.draw(lab.traces, colors: Self.laneColors, series: .value, title: "value (0 ↔ 1)",
                       on: canvas, in: CGRect(x: plots.minX, y: plots.minY, width: plots.width, height: half),
                       legend: lab.lanes.count == 3 ? Self.legend3 : Self.legend2, cursor: scrubTime)
        velocityPlot.draw(lab.traces, colors: Self.laneColors, series: .velocity, title: "velocity (/s)",
                          on: canvas, in: CGRect(x: plots.minX, y: plots.minY + half + 10, width: plots.width, height: half),
                          cursor: scrubTime)
        drawControls(on: canvas)
    }

    private func drawLane(_ index: Int, on canvas: RenderCanvas) {
        let rect = laneRect(index)
        let color = Self.laneColors[index % Self.laneColors.count]
        let lane = lab.lanes[index]
        canvas.fill(rect, color: Self.laneBackground)
        canvas.fill(CGRect(x: rect.minX, y: rect.minY, width: 4, height: rect.height), color: color)
        canvas.stroke(rect, color: PlotPanel.Palette.frame)
        canvas.text(lane.kind.title, at: CGPoint(x: rect.minX + 14, y: rect.minY + 14), size: 13, color: color)
        let shown = scrubTime.flatMap { lab.traces[index].sample(at: $0) }
        Self.drawTrack(value: shown?.value ?? lane.animator.presentationValue,
                       target: scrubTime.map(target(at:)) ?? lane.animator.modelValue,
                       in: trackRect(index),
                       color: color, emoji: emoji, on: canvas)
        if index < readOuts.count {
            canvas.text(readOuts[index], at: CGPoint(x: rect.minX + 14, y: rect.maxY - 14), size: 12,
                        color: PlotPanel.Palette.label)
        }
    }

    private func drawControls(on canvas: RenderCanvas) {
        duration.draw(on: canvas)
        bounce.draw(on: canvas)
        timeScale.draw(on: canvas)
        if codeParameters != lab.parameters {
            codeParameters = lab.parameters
            codeLine = "A \(LaneKind.merging.swiftCode(lab.parameters))   B \(LaneKind.additive.swiftCode(lab.parameters))"
        }
        canvas.text(codeLine, at: CGPoint(x: timeScale.frame.minX, y: bounce.frame.midY), size: 11,
                    color: PlotPanel.Palette.title)
        let line = CGPoint(x: 12, y: size.height - 22)
        if let scrubTime {
            canvas.text(String(format: "◀ ▶ scrubbing %.2f s ago   , back · . forward · drag the plots · p resumes live",
                               lab.time - scrubTime),
                        at: line, size: 13, color: PlotPanel.Palette.title)
        } else if time < statusUntil {
            canvas.text(status, at: line, size: 13, color: PlotPanel.Palette.marker(.merge))
        } else if recordingStart != nil {
            canvas.text("● recording (r stops)", at: line, size: 13, color: PlotPanel.Palette.marker(.click))
        } else {
            canvas.text("Space / click: click the lanes    c: copy code    t: lane C    0: reset    r: record    h: help",
                        at: line, size: 12, color: PlotPanel.Palette.label)
        }
        if clock?.isPaused == true {
            canvas.text("❚❚ paused  (. steps a frame)", at: CGPoint(x: size.width - 14, y: line.y), size: 13,
                        color: PlotPanel.Palette.marker(.merge), alignment: .trailing)
        }
    }

    /// Re-formats the read-outs at most ten times a second while the lanes move, and once more
    /// when they come to rest; a still lab formats nothing.
    private func refreshReadOuts() {
        if let scrubTime {
            guard readOutTime != scrubTime else { return }
            readOutTime = scrubTime
            readOutsStale = true
            readOuts = lab.traces.map { trace in
                let sample = trace.sample(at: scrubTime)
                return String(format: "at −%.2f s   value %+.3f   velocity %+.2f/s   target %.0f", lab.time - scrubTime,
                              sample?.value ?? 0, sample?.velocity ?? 0, target(at: scrubTime))
            }
            return
        }
        let moving = lab.lanes.contains { $0.animator.isAnimating }
        guard readOuts.count != lab.lanes.count || ((moving || readOutsStale) && time - readOutTime >= Self.readOutRefresh)
        else { return }
        readOutTime = time
        readOutsStale = moving
        readOuts = lab.lanes.map { lane in
            let settle = lane.settle.settlingText(isMoving: lane.animator.isAnimating)
            return String(format: "value %+.3f   velocity %+.2f/s   target %.0f   settle %@   overshoot %.1f %%",
                          lane.animator.presentationValue, lane.animator.velocity, lane.animator.modelValue,
                          settle, lane.overshoot * 100)
        }
    }
}

/// A recorded or scripted lab run's input: the clicks with their parameters, how long it runs,
/// and which lanes — everything a run depends on.
public struct LabScript: Codable, Equatable, Sendable {
    /// The clicks, in time order.
    public var clicks: [LabClick]
    /// Seconds the run lasts.
    public var duration: TimeInterval
    /// Whether lane C (timing curve) runs.
    public var includesTimingCurve: Bool

    /// Creates a script.
    public init(clicks: [LabClick], duration: TimeInterval, includesTimingCurve: Bool) {
        self.clicks = clicks
        self.duration = duration
        self.includesTimingCurve = includesTimingCurve
    }
}
