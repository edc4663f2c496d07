import Foundation
import Kinetic
import KineticInspector
import KineticSDL
import Observation

/// The tuning one scene sees: the viewer copies its panel's tuning in while the scene is shown (and
/// logs each change as an input), a replay sets it from the script.
@Observable
final class SceneTuning {
    var tuning: PreviewTuning
    /// What the scene asks `c` to copy (``View/previewCopyText(_:summary:)``), if anything.
    @ObservationIgnored var copyText: PreviewCopyText?
    /// The A/B the scene asks for (``View/previewComparison(_:with:label:)``), if any.
    @ObservationIgnored var comparison: PreviewComparison?
    init(_ tuning: PreviewTuning) { self.tuning = tuning }
}

/// One run of a scene: its host, the tuning it sees, its inspector, and every input it received
/// since it started. Because a run is a function of its inputs, ``replay(_:inputs:size:to:)`` makes
/// the same run again, headless, up to any instant.
final class SceneSession {
    let scene: PreviewScene
    let hosted: HostedViewScene
    let tuning: SceneTuning
    let inspector: InspectorStore
    /// The size the scene was first laid out at: a replay starts there, and the script's resizes
    /// (``SceneInput/Action/resize(width:height:)``) change it when the window did.
    let initialSize: CGSize
    /// The inputs since the scene started, in the order received (their times never decrease).
    private(set) var inputs: [SceneInput] = []
    /// The phase changes and keyframe runs of the scene's animators since it started, in time
    /// order (what the timeline's track view marks).
    var animatorEvents: [AnimatorEvent] { animatorLog.events }
    /// Collects the animator events from before the scene's first update on.
    private final class AnimatorLog {
        var events: [AnimatorEvent] = []
        var subscription: AttributeSubscription?
    }
    private let animatorLog = AnimatorLog()

    /// Starts `scene` fresh at scene time 0, seeing `tuning` (logged as its first input); with
    /// `replacing`, that attribute's animated changes take `animation`, else the tuned spring (an
    /// A/B comparison); with `replacingDeclared`, the attribute of the scene's own A/B
    /// (``View/previewComparison(_:with:label:)``) takes its animation, as the scene says it at each change.
    init(_ scene: PreviewScene, size: CGSize, tuning: PreviewTuning, replacing: AttributeName? = nil, with animation: Animation? = nil,
         replacingDeclared: Bool = false) {
        self.scene = scene
        self.initialSize = size
        self.tuning = SceneTuning(tuning)
        let sceneTuning = self.tuning
        let log = animatorLog
        var store: InspectorStore?
        hosted = HostedViewScene(PreviewRoot(tuning: self.tuning, content: scene.makeView()), size: size) { host in
            log.subscription = host.subscribe(animators: { [unowned log] in log.events.append($0) })
            // Subscribed before the first update, the inspector hears what starts as the scene
            // appears (the marching ants' repeatForever): it follows it as it follows a click.
            store = InspectorStore(host: host)
            if let replacing {
                host.replaceAnimations { [unowned sceneTuning] name in name == replacing ? animation ?? sceneTuning.tuning.animation : nil }
            } else if replacingDeclared {
                host.replaceAnimations { [unowned sceneTuning] name in
                    sceneTuning.comparison.flatMap { $0.attribute == name ? $0.animation : nil }
                }
            }
        }
        inspector = store!
        inputs.append(SceneInput(time: 0, action: .tuning(tuning)))
    }

    isolated deinit {
        if let subscription = animatorLog.subscription { hosted.host.unsubscribe(subscription) }
    }

    /// The host.
    var host: HeadlessHost { hosted.host }

    /// Whether a tap at a point that reaches nothing taking taps is an error (a script's taps, which
    /// say what they mean to hit) rather than a click on the background.
    var requiresTapTargets = false

    /// Logs `input` (at the host's time) and applies it.
    /// - Throws: ``ScriptError`` for a tap on a test id nothing draws.
    func receive(_ input: SceneInput) throws {
        // Only a later time advances: a tick at the time already reached would render a frame the
        // live run never drew.
        if input.time > host.time { host.advance(to: input.time) }
        if case .tuning(let value) = input.action {
            guard value != tuning.tuning else { return }
            tuning.tuning = value
        } else if case .resize(let width, let height) = input.action, host.size == CGSize(width: width, height: height) {
            return
        } else {
            // A marked input (a tap, a press, typing) begins an interaction: what it animates joins it.
            if input.isMarked { inspector.beginInteraction(at: input.time, input: interactionLabel(input)) }
            try input.apply(to: host, tuning: tuning, scene: scene.name, requiresTapTarget: requiresTapTargets)
        }
        inputs.append(input)
    }

    /// What an input did, as the inspector's list of interactions names it: "tap dog" (the test id
    /// of what is under the pointer, else its text, else those of the view that takes the tap),
    /// "tap 320,200" where it names nothing,
    /// `type "abc"`, "key enter".
    func interactionLabel(_ input: SceneInput) -> String {
        func named(at x: Double, _ y: Double) -> String {
            let point = CGPoint(x: x, y: y)
            let name: String? = host.frontItem(at: point).flatMap { index in
                host.withDisplayList { list in
                    func name(_ item: DisplayItem) -> String? { item.testID ?? item.text.map { String($0.prefix(16)) } }
                    let item = list.items[index]
                    // A part with no name of its own (a lane's track): the view that takes the tap,
                    // by the id or text of another of its parts.
                    guard name(item) == nil, item.tapTarget >= 0 else { return name(item) }
                    return list.items.lazy.filter { $0.tapTarget == item.tapTarget }.compactMap(name).first
                }
            }
            return name ?? "\(PreviewTuning.exact(x.rounded())),\(PreviewTuning.exact(y.rounded()))"
        }
        switch input.action {
        case .tap(.id(let id)): return "tap \(id)"
        case .tap(.point(let x, let y)), .press(let x, let y): return "tap \(named(at: x, y))"
        case .type(let text): return "type \(SceneInput.quoted(String(text.prefix(12))))"
        case .editingKey(let key): return "key \(key.rawValue)"
        case .move, .release, .exit, .tuning, .resize: return "\(input)"
        }
    }

    /// Forgets the inputs after `time` (the run continues from there on a new course).
    func truncate(after time: TimeInterval) {
        inputs.removeAll { $0.time > time + 1e-12 }
    }

    /// Runs `scene` again from its start with `inputs`, headless, to scene time `time`: each input at
    /// its own time, frames every 1/60 s between (as a live run at 60 Hz). With `replacing`, that
    /// attribute's animated changes take `animation`, else the tuned spring (an A/B comparison); with
    /// `replacingDeclared`, the scene's own A/B's attribute takes its animation.
    /// - Throws: ``ScriptError`` for a tap on a test id nothing draws.
    static func replay(_ scene: PreviewScene, inputs: [SceneInput], size: CGSize, to time: TimeInterval,
                       replacing: AttributeName? = nil, with animation: Animation? = nil, replacingDeclared: Bool = false) throws -> SceneSession {
        let session = SceneSession(scene, size: size, tuning: initialTuning(inputs), replacing: replacing, with: animation,
                                   replacingDeclared: replacingDeclared)
        try session.run(inputs, to: time)
        return session
    }

    /// Applies the `inputs` up to `time` in order (the first tuning at 0 is the session's own), then
    /// advances to `time`; `frame` is called at each of `frames` (ascending scene times) on the way.
    func run(_ inputs: [SceneInput], to time: TimeInterval, frames: [TimeInterval] = [], frame: (TimeInterval) throws -> Void = { _ in }) throws {
        var pending = inputs[...]
        if let first = pending.first, first.time == 0, case .tuning = first.action { pending = pending.dropFirst() }
        var frames = frames[...]
        while true {
            let nextInput = pending.first.map(\.time).flatMap { $0 <= time + 1e-12 ? $0 : nil }
            let nextFrame = frames.first
            if let t = nextInput, nextFrame.map({ t <= $0 + 1e-12 }) ?? true {
                try receive(SceneInput(time: t, action: pending.removeFirst().action))
            } else if let t = nextFrame {
                host.advance(to: t)
                try frame(t)
                frames.removeFirst()
            } else {
                break
            }
        }
        host.advance(to: time)
    }

    /// Whether the host stands on the frame grid a run from the start makes: a whole number of
    /// 1/60 s frames after its latest input (its start when none). Running on from there makes
    /// the same frames as running from the start.
    var isOnFrameGrid: Bool {
        let origin = inputs.last?.time ?? 0
        let frames = (host.time - origin) / host.frameInterval
        return abs(frames - frames.rounded()) < 1e-6
    }

    /// The tuning a script starts with (its first input when that is a tuning at time 0).
    static func initialTuning(_ inputs: [SceneInput]) -> PreviewTuning {
        if let first = inputs.first, first.time == 0, case .tuning(let tuning) = first.action { return tuning }
        return PreviewTuning()
    }
}
