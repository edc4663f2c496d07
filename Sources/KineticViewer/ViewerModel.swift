import Foundation
import Kinetic
import KineticExport
import KineticInspector
import KineticSDL
import Observation

/// Everything the viewer's interface shows and sets, in one observable place: the chrome's views
/// read it (and re-render when it changes), the viewer's controller acts on it. One source of truth
/// for each setting: the scene clock is the model's (``clock``), set as ``timeScale`` and
/// ``isPaused`` change; a tuning change is handed on as it happens (``tuningChanged``).
@Observable
final class ViewerModel {
    /// The scenes' titles, in order.
    let titles: [String]
    /// The scene shown.
    var sceneIndex = 0
    /// How the shown scene's time passes (scaled, paused, stepped): the viewer's one clock. The
    /// scene's time itself is its host's.
    @ObservationIgnored let clock = SceneClock()
    /// Scene seconds per real second (slow motion below 1), within ``speedRange``.
    var timeScale = 1.0 {
        didSet {
            let fixed = timeScale.isFinite ? min(max(timeScale, Self.speedRange.lowerBound), Self.speedRange.upperBound) : 1
            if fixed != timeScale { timeScale = fixed }
            clock.timeScale = timeScale
        }
    }
    /// Whether the scene's clock stands still.
    var isPaused = false {
        didSet { clock.isPaused = isPaused; movePlayhead() }
    }
    /// The tuning panel's spring.
    var tuning = PreviewTuning() {
        didSet { if tuning != oldValue { tuningChanged?(tuning) } }
    }
    /// Called with the new tuning whenever it changes (the viewer gives it to the scene shown as an input).
    @ObservationIgnored var tuningChanged: ((PreviewTuning) -> Void)?
    /// Whether the help overlay is shown.
    var showsHelp = false
    /// Whether the scene list is shown.
    var showsList = false
    /// Whether the inspector panel plots the scene's attributes.
    var showsInspector = true
    /// What the scene is compared with itself for, if anything: run again from the same inputs
    /// with every animation replaced by the tuned spring (or one attribute's by the tuned spring or
    /// the typed animation), drawn as a ghost, its curves beside the scene's.
    var comparing: ComparisonScope? {
        didSet { compareAgainstTypedAnimation() }
    }
    /// What the inspector's A/B compares the selected attribute against, as typed
    /// (`.snappy(duration: 0.3)`): empty for the tuned spring. Each change is read at once; while it
    /// reads as an animation, the attribute compared takes it.
    var comparisonText = "" {
        didSet {
            guard comparisonText != oldValue else { return }
            let text = comparisonText.trimmingCharacters(in: .whitespacesAndNewlines)
            if text.isEmpty {
                comparisonProblem = nil
                comparisonAnimation = nil
            } else {
                do {
                    comparisonAnimation = try AnimationExpression(parsing: text).animation
                    comparisonProblem = nil
                } catch {
                    comparisonProblem = "\(error)"  // the comparison stays as it was
                }
            }
            compareAgainstTypedAnimation()
        }
    }

    /// One attribute compared: against the typed animation, when one reads.
    private func compareAgainstTypedAnimation() {
        if case .attribute(let name, let typed)? = comparing, typed != comparisonAnimation {
            comparing = .attribute(name, typed: comparisonAnimation)
        }
    }
    /// The typed animation as it last read (nil: the tuned spring).
    private(set) var comparisonAnimation: Animation?
    /// Why ``comparisonText`` is not an animation, in one line pointing at its column; nil when it is.
    private(set) var comparisonProblem: String?
    /// Whether every animation is compared (the tuning panel's `compare`).
    var comparesTuning: Bool {
        get { comparing == .everyAnimation }
        set { comparing = newValue ? .everyAnimation : nil }
    }
    /// The comparison in force: ``comparing``, else the A/B the shown scene asks for (set by the
    /// viewer each frame; the inspector labels and filters its curves by it).
    var comparedScope: ComparisonScope?
    /// The inspector of that comparison run, while it runs.
    var comparison: InspectorStore?
    /// The inspector of the scene shown (each scene has its own, subscribed to its graph).
    var inspector: InspectorStore?
    /// The latest message for the status line, and when it goes away (real seconds).
    var status: (text: String, until: TimeInterval)?
    /// The window's size in pixels.
    var windowSize: CGSize
    /// What the timeline strip shows of the scene shown.
    var timeline = TimelineState() { didSet { movePlayhead() } }
    /// The playhead as the inspector's plots mark it: the timeline's instant while the clock stands
    /// still (scrubbed, replayed), else none (running, it is the plots' right edge). Only the line
    /// reads it, so a drag of the playhead does not redraw the plots.
    @ObservationIgnored let playhead = PlotCursor()
    private func movePlayhead() {
        let time = isPaused ? timeline.now : nil
        if playhead.time != time { playhead.time = time }
    }

    /// The speeds the presets offer (as browsers' animation panels do), slowest first.
    nonisolated static let speedPresets: [Double] = [0.1, 0.25, 0.5, 1, 2]
    /// The range the speed slider covers.
    static let speedRange: ClosedRange<Double> = 0.05...4

    init(titles: [String], windowSize: CGSize) {
        self.titles = titles
        self.windowSize = windowSize
    }

    /// The preset after (`direction` 1) or before (-1) the current speed; beyond the presets the
    /// speed doubles or halves within ``speedRange``.
    func steppedSpeed(_ direction: Int) -> Double {
        let presets = Self.speedPresets
        if direction > 0 {
            return presets.first { $0 > timeScale * (1 + 1e-9) } ?? min(timeScale * 2, Self.speedRange.upperBound)
        }
        return presets.last { $0 < timeScale * (1 - 1e-9) } ?? max(timeScale / 2, Self.speedRange.lowerBound)
    }

    /// The speeds at the speed slider's knots, evenly spaced along it: its ends and the presets.
    /// Between two knots the slider is logarithmic (each step multiplies the speed by the same factor).
    static let sliderKnots: [Double] = [speedRange.lowerBound] + speedPresets + [speedRange.upperBound]

    /// The positions the speed slider covers: 0 (``speedRange``'s lower end) to one per preset
    /// beyond, the presets at 1…5.
    static var sliderRange: ClosedRange<Double> { 0...Double(sliderKnots.count - 1) }

    /// Where `speed` sits on the speed slider (``sliderRange``): the presets at whole positions,
    /// logarithmic between them.
    static func sliderPosition(for speed: Double) -> Double {
        let knots = sliderKnots
        let speed = min(max(speed, knots[0]), knots[knots.count - 1])
        let upper = min(max(knots.firstIndex { $0 >= speed } ?? knots.count - 1, 1), knots.count - 1)
        return Double(upper - 1) + log(speed / knots[upper - 1]) / log(knots[upper] / knots[upper - 1])
    }

    /// The speed at slider position `position`: logarithmic between the knots, to hundredths (what
    /// the label shows), a whole position exactly its preset.
    static func speed(atSliderPosition position: Double) -> Double {
        let knots = sliderKnots
        guard position.isFinite else { return 1 }
        let position = min(max(position, 0), Double(knots.count - 1))
        let lower = min(Int(position.rounded(.down)), knots.count - 2)
        let fraction = position - Double(lower)
        let speed = knots[lower] * pow(knots[lower + 1] / knots[lower], fraction)
        return max(speedRange.lowerBound, (speed * 100).rounded() / 100)
    }

    /// The speed as the label shows it: "1×", "0.25×", "1.37×".
    static func speedText(_ speed: Double) -> String {
        var text = String(format: "%.2f", speed)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text + "×"
    }
}

/// The timeline strip's figures: the scene time shown, the end of the scene's course (the furthest
/// it ran), its inputs' times, its animators' phase and keyframe boundaries, and where a recording
/// under way started.
nonisolated struct TimelineState: Equatable {
    var now: TimeInterval = 0
    var end: TimeInterval = 0
    var inputs: [TimeInterval] = []
    var recordingStart: TimeInterval?
    /// The phase and keyframe boundaries of the scene's animators in ``range`` (the track view).
    var marks: [TrackMark] = []
    /// The latest boundary at or before ``now``, as a person reads it (`🐶 · keyframe 3 · scale`).
    var markLabel: String?

    /// Seconds of history the strip covers.
    static let span: TimeInterval = 10

    /// The scene times the strip covers: the last ``span`` seconds of the course.
    var range: ClosedRange<Double> {
        let upper = max(end, Self.span)
        return (upper - Self.span)...upper
    }
}

/// Where the viewer's parts sit in a window of a given size: the top bar, the side panel, the status
/// line, and the scene between them. The chrome's views and the controller's input routing both use it.
nonisolated struct ViewerLayout: Equatable {
    /// The window size.
    var size: CGSize

    /// The smallest window the layout works in.
    static let minimumSize = CGSize(width: 800, height: 560)
    /// The default window: fits a 1366 × 768 laptop screen with its title bar and task bar.
    static let defaultSize = CGSize(width: 1200, height: 680)
    static let topBarHeight: CGFloat = 44
    static let statusHeight: CGFloat = 26
    static let timelineHeight: CGFloat = 34

    /// The speed buttons of the top bar: every preset from 1,000 pixels wide; narrower, the
    /// slowest two give their room to the scene's title (the side panel's slider and `[` reach
    /// them), which then fits one line in the smallest window (it took two, cut short).
    var topBarSpeedPresets: [Double] {
        size.width >= 1000 ? ViewerModel.speedPresets : ViewerModel.speedPresets.filter { $0 >= 0.5 }
    }

    /// The side panel's width: a third of the window, between 300 and 400 pixels.
    var sidePanelWidth: CGFloat { min(400, max(300, (size.width / 3).rounded())) }

    /// The scene's rectangle.
    var sceneRect: CGRect {
        CGRect(x: 0, y: Self.topBarHeight, width: max(0, size.width - sidePanelWidth),
               height: max(0, size.height - Self.topBarHeight - Self.timelineHeight - Self.statusHeight))
    }

    /// The narrowest a scene is laid out. In a narrower rectangle (the minimum window leaves 500
    /// pixels) the scene is laid out this wide and drawn zoomed out to fit, as a preview canvas
    /// zooms to fit, instead of being cut at both sides.
    static let minimumSceneWidth: CGFloat = 800

    /// Window pixels per scene point: 1, or less in a rectangle narrower than ``minimumSceneWidth``.
    var sceneScale: CGFloat { Self.sceneScale(forWidth: sceneRect.width) }

    /// Pixels per scene point for a picture `width` pixels wide: 1, or less below
    /// ``minimumSceneWidth`` (the window's scene area and headless recordings alike).
    static func sceneScale(forWidth width: CGFloat) -> CGFloat {
        width >= minimumSceneWidth || width <= 0 ? 1 : width / minimumSceneWidth
    }

    /// The size the scene is laid out at: its rectangle in scene points.
    var sceneContentSize: CGSize {
        CGSize(width: sceneRect.width / sceneScale, height: sceneRect.height / sceneScale)
    }
}
