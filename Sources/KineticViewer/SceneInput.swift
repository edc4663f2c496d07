import Foundation
import Kinetic

/// One input a scene received, at the scene's own time: a run of a scene is a function of the
/// list of its inputs (its script), so the viewer keeps every scene's inputs since it started and
/// can run the scene again, headless, to any instant (recordings, the timeline's scrubbing).
nonisolated public struct SceneInput: Equatable, Codable, Sendable, CustomStringConvertible {
    /// What happened.
    nonisolated public enum Action: Equatable, Codable, Sendable {
        /// A tap (press and release) on the view with a test id or at a point: what scripts write.
        case tap(ScriptedTap.Target)
        /// The pointer went down at a point of the scene (pixels from its top left).
        case press(x: Double, y: Double)
        /// The pointer moved (with the button held: a drag; without: a hover).
        case move(x: Double, y: Double)
        /// The pointer went up.
        case release(x: Double, y: Double)
        /// Text typed into the scene's focused text field.
        case type(String)
        /// An editing key pressed in the scene's focused text field.
        case editingKey(EditingKey)
        /// The viewer's tuning panel changed (read by the scene through its environment and root transaction).
        case tuning(PreviewTuning)
        /// The window was resized: the size the scene is laid out at (points) from then on.
        case resize(width: Double, height: Double)
        /// The pointer left the scene, no button held (a hover ends).
        case exit
    }

    /// The keys that edit a focused text field.
    nonisolated public enum EditingKey: String, Equatable, Codable, Sendable {
        case backspace, enter, escape, selectAll
        /// The engine's key.
        var key: Kinetic.EditingKey {
            switch self {
            case .backspace: return .backspace
            case .enter: return .enter
            case .escape: return .escape
            case .selectAll: return .selectAll
            }
        }
    }

    /// Seconds of scene time (the scene's host clock, 0 when it started).
    public var time: TimeInterval
    /// What happened.
    public var action: Action

    /// Creates an input.
    /// - Parameters:
    ///   - time: seconds of scene time.
    ///   - action: what happened.
    public init(time: TimeInterval, action: Action) {
        self.time = time
        self.action = action
    }

    /// The scripted tap `tap` as an input.
    public init(_ tap: ScriptedTap) {
        self.init(time: tap.time, action: .tap(tap.target))
    }

    /// One line: `0.4 tap heart`, `1.25 press 320,200`, `2 tuning .spring(duration: 0.5, bounce: 0.3) replacing`.
    public var description: String {
        let t = PreviewTuning.exact(time)
        func point(_ x: Double, _ y: Double) -> String { "\(PreviewTuning.exact(x)),\(PreviewTuning.exact(y))" }
        switch action {
        case .tap(.id(let id)): return "\(t) tap \(id)"
        case .tap(.point(let x, let y)): return "\(t) tap \(point(x, y))"
        case .press(let x, let y): return "\(t) press \(point(x, y))"
        case .move(let x, let y): return "\(t) move \(point(x, y))"
        case .release(let x, let y): return "\(t) release \(point(x, y))"
        case .tuning(let tuning): return "\(t) tuning \(tuning.swiftCode)\(tuning.replacesAnimations ? " replacing" : "")"
        case .type(let text): return "\(t) type \(Self.quoted(text))"
        case .editingKey(let key): return "\(t) key \(key.rawValue)"
        case .resize(let width, let height): return "\(t) resize \(point(width, height))"
        case .exit: return "\(t) exit"
        }
    }

    /// Reads what ``description`` writes.
    /// - Throws: ``ScriptError`` naming what is wrong with `line`.
    public init(parsing line: String) throws {
        let words = line.split(separator: " ", maxSplits: 2).map(String.init)
        if words.count == 2, words[1] == "exit", let time = Double(words[0]), time.isFinite, time >= 0 {
            self.init(time: time, action: .exit)
            return
        }
        guard words.count == 3, let time = Double(words[0]), time.isFinite, time >= 0 else {
            throw ScriptError("input '\(line)' is not 'TIME tap|press|move|release|tuning …' (e.g. '0.4 tap heart')")
        }
        func point() throws -> (Double, Double) {
            let numbers = words[2].split(separator: ",").compactMap { Double($0) }
            guard numbers.count == 2, numbers.allSatisfy(\.isFinite) else { throw ScriptError("input '\(line)': '\(words[2])' is not X,Y") }
            return (numbers[0], numbers[1])
        }
        switch words[1] {
        case "tap":
            self.init(try ScriptedTap(parsing: "\(words[0])@\(words[2])"))
        case "press": let (x, y) = try point(); self.init(time: time, action: .press(x: x, y: y))
        case "move": let (x, y) = try point(); self.init(time: time, action: .move(x: x, y: y))
        case "release": let (x, y) = try point(); self.init(time: time, action: .release(x: x, y: y))
        case "resize":
            let (width, height) = try point()
            guard width > 0, height > 0 else { throw ScriptError("input '\(line)': a size needs a positive width and height") }
            self.init(time: time, action: .resize(width: width, height: height))
        case "tuning":
            // ".spring(duration: D, bounce: B)" and an optional " replacing".
            let text = words[2]
            let numbers = text.split(whereSeparator: { !"0123456789.-e".contains($0) }).compactMap { Double($0) }
            guard text.hasPrefix(".spring(duration: "), numbers.count == 2 else {
                throw ScriptError("input '\(line)': the tuning is not '.spring(duration: D, bounce: B)'")
            }
            self.init(time: time, action: .tuning(PreviewTuning(duration: numbers[0], bounce: numbers[1],
                                                                  replacesAnimations: text.hasSuffix(" replacing"))))
        case "type":
            guard let data = words[2].data(using: .utf8), let text = try? JSONDecoder().decode(String.self, from: data) else {
                throw ScriptError("input '\(line)': the typed text is not a quoted string")
            }
            self.init(time: time, action: .type(text))
        case "key":
            guard let key = EditingKey(rawValue: words[2]) else { throw ScriptError("input '\(line)': the key is not backspace, enter, escape or selectAll") }
            self.init(time: time, action: .editingKey(key))
        default:
            throw ScriptError("input '\(line)': '\(words[1])' is not tap, press, move, release, exit, type, key, tuning or resize")
        }
    }

    /// `text` as a JSON string literal (quotes and escapes), so any text fits on one line.
    static func quoted(_ text: String) -> String {
        (try? JSONEncoder().encode(text)).flatMap { String(data: $0, encoding: .utf8) } ?? "\"\""
    }

    /// Decodes the one-line form (``init(parsing:)``).
    public init(from decoder: Decoder) throws {
        let line = try decoder.singleValueContainer().decode(String.self)
        do { try self.init(parsing: line) } catch let error as ScriptError {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: error.description))
        }
    }

    /// Encodes the one-line form (``description``): run.json lists a script a person can read and edit.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }

    /// Whether the input reaches the scene's views (taps, presses, moves, releases) rather than the viewer's panel.
    public var isPointer: Bool {
        switch action {
        case .tuning, .resize: return false
        default: return true
        }
    }

    /// Whether the timeline marks the input: a tap, a press, typing or an editing key — not the
    /// moves of a hover or a drag (a pointer passing over the scene would cover the strip with
    /// marks that read as clicks), nor a tuning change.
    public var isMarked: Bool {
        switch action {
        case .tap, .press, .type, .editingKey: return true
        case .move, .release, .exit, .tuning, .resize: return false
        }
    }

    /// Applies the input to `host` (already advanced to ``time``) and the scene's `tuning`.
    /// - Parameter requiresTapTarget: whether a tap at a point that reaches no view taking taps is
    ///   an error (a script's tap) rather than a tap on the background (a recorded click).
    /// - Throws: ``ScriptError`` when a tap names a test id nothing draws, or misses as above.
    @MainActor func apply(to host: HeadlessHost, tuning: SceneTuning, scene: String, requiresTapTarget: Bool = false) throws {
        switch action {
        case .tap(.id(let id)):
            guard !host.displayList.items(withID: id).isEmpty else {
                throw ScriptError("input '\(description)': no view with testID(\"\(id)\") is drawn in '\(scene)' at \(PreviewTuning.exact(time)) s")
            }
            host.tap(id: id)
        case .tap(.point(let x, let y)):
            if requiresTapTarget, !host.takesTaps(at: CGPoint(x: x, y: y)) {
                throw ScriptError("input '\(description)': nothing that takes taps is drawn at (\(PreviewTuning.exact(x)), \(PreviewTuning.exact(y))) in '\(scene)' at \(PreviewTuning.exact(time)) s")
            }
            host.tap(at: CGPoint(x: x, y: y))
        case .press(let x, let y):
            host.pointerDown(at: CGPoint(x: x, y: y))
        case .move(let x, let y):
            host.pointerMoved(to: CGPoint(x: x, y: y))
        case .exit:
            host.pointerExited()
        case .release(let x, let y):
            host.pointerUp(at: CGPoint(x: x, y: y))
        case .tuning(let value):
            tuning.tuning = value
        case .resize(let width, let height):
            host.size = CGSize(width: width, height: height)
        case .type(let text):
            host.type(text)
        case .editingKey(let key):
            host.pressEditingKey(key.key)
        }
    }
}
