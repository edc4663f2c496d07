import Foundation
import Kinetic
import KineticInspector
import KineticSDL

/// Input routing: the window's events go to the scene (logged as its inputs, at its time), to the
/// viewer's interface, or to the keys; the pointer stays with whichever took its press; scene
/// points are mapped once (``scenePoint(_:)``) for taps, drags and the inspector's pick alike.
extension PreviewViewer {
    /// How long the question stands.
    static let quitQuestionSeconds: TimeInterval = 8

    /// What quitting now would end or lose, as the question says it; nil when nothing.
    var workAtStake: String? {
        if recording != nil { return "A recording is under way (quitting saves it)" }
        let typed = slots.values.contains { slot in
            slot.course.contains { if case .type = $0.action { return true } else { return false } }
        }
        return typed ? "Typed text is kept nowhere else (r records it)" : nil
    }

    package func handle(_ event: InputEvent, at time: TimeInterval) {
        // The event arrives at `time` (the loop's clock, before this turn's update): the scene's
        // clock and host catch up first, so an input after an idle sleep is that instant, not the
        // last frame's (up to a second earlier).
        catchUp(to: time, always: false)
        settleRebuild(for: event)
        // Any key but Esc, or a click, answers the quit question with "stay", and that is all it
        // does: the space that answers does not pause, the r does not stop the recording at stake.
        // A modifier pressed alone does not answer.
        if quitConfirmedUntil > -.infinity {
            let open = realTime <= quitConfirmedUntil
            switch event {
            case .key(let key) where key.key == .escape || key.key.isModifier: break
            case .key, .pointerDown, .text:
                quitConfirmedUntil = -.infinity
                if open {
                    model.status = nil
                    return
                }
            default: break
            }
        }
        switch event {
        case .text(let text):
            // Typing into the scene is one of its inputs (logged); into the chrome, not.
            if let host = editingHost {
                if host === chrome.host { host.type(text) } else { send(.type(text), at: currentSession.host.time) }
            }
        case .key(let key) where editingHost != nil:
            // A text field has the focus: keys edit it, none is a shortcut.
            let editing: SceneInput.EditingKey?
            switch key.key {
            case .backspace: editing = .backspace
            case .enter: editing = .enter
            case .escape: editing = .escape
            case .character("a") where key.control: editing = .selectAll
            default: editing = nil
            }
            if let editing, let host = editingHost {
                if host === chrome.host { host.pressEditingKey(editing.key) } else { send(.editingKey(editing), at: currentSession.host.time) }
            }
        case .key(let key):
            handleKey(key)
        case .pointerDown(let point):
            let overlays = model.showsHelp || model.showsList
            if !overlays, layout.sceneRect.contains(point), let store = model.inspector, store.isPicking {
                // Pick mode: the click selects what is under it instead of tapping it.
                store.isPicking = false
                if !store.pick(at: currentScene.local(point)) {
                    show("nothing animatable there; pick again with s")
                }
            } else if !overlays, layout.sceneRect.contains(point) {
                pointerOwner = currentScene
                let local = scenePoint(point)
                send(.press(x: local.x, y: local.y), at: currentSession.host.time)
            } else {
                pointerOwner = chrome
                chrome.host.advance(to: realTime)
                let handled = chrome.host.pointerDown(at: point)
                if overlays, !handled { model.showsHelp = false; model.showsList = false }
            }
        case .pointerMoved(let point) where pointerOwner == nil:
            // No button held: the pointer hovers whichever part it is over, and leaves the other.
            if !(model.showsHelp || model.showsList), layout.sceneRect.contains(point) {
                chrome.host.pointerExited()
                let local = scenePoint(point)
                send(.move(x: local.x, y: local.y), at: currentSession.host.time)
                pointerInScene = true
            } else {
                // An input of the run, so a replay, a recording and the comparison end the hover too.
                if pointerInScene { send(.exit, at: currentSession.host.time) }
                pointerInScene = false
                chrome.handle(event, at: realTime)
            }
        case .pointerMoved(let point), .pointerUp(let point):
            if let owner = pointerOwner, owner === chrome {
                owner.handle(event, at: realTime)
            } else if pointerOwner != nil {
                let local = scenePoint(point)
                let isUp: Bool = { if case .pointerUp = event { return true }; return false }()
                send(isUp ? .release(x: local.x, y: local.y) : .move(x: local.x, y: local.y), at: currentSession.host.time)
            }
            if case .pointerUp = event { pointerOwner = nil }
        case .scrolled(let notches, let point) where !(model.showsHelp || model.showsList) && layout.sceneRect.contains(point):
            scrollScene(by: notches * Self.scrollPerKey)  // a notch as far as a ↓
        case .scrolled(let notches, let point) where !(model.showsHelp || model.showsList):
            // Over the interface: what takes wheel turns there (the plots zoom their time axis).
            chrome.host.advance(to: realTime)
            chrome.host.scrollWheel(notches, at: point)
        case .scrolledSideways(let notches, let point) where !(model.showsHelp || model.showsList) && !layout.sceneRect.contains(point):
            chrome.host.advance(to: realTime)
            chrome.host.scrollWheel(notches, sideways: true, at: point)
        case .resized(let size):
            resize(to: size)
        default:
            break
        }
    }

    /// A window point in the scene's coordinates.
    func scenePoint(_ point: CGPoint) -> CGPoint {
        currentScene.local(point)
    }

    /// How far ↑, ↓ and a wheel's notch scroll a scene taller than its area (pixels).
    static let scrollPerKey: CGFloat = 80

    /// Scrolls the shown scene by `delta` pixels (positive: content moves up), within what it draws:
    /// a scene taller than its rectangle (a picker's open list) can be brought into view.
    /// - Returns: whether it moved.
    @discardableResult
    func scrollScene(by delta: CGFloat) -> Bool {
        let hosted = currentScene
        let height = layout.sceneRect.height
        let bounds: CGRect? = hosted.host.withDisplayList { list in
            var union: CGRect?
            for item in list.items { union = union.map { $0.union(item.bounds) } ?? item.bounds }
            return union
        }
        guard let bounds else { return false }
        let scale = hosted.scale
        let lower = min(0, bounds.minY * scale), upper = max(0, bounds.maxY * scale - height)
        let old = scrolls[model.sceneIndex] ?? 0
        let new = min(max(old + delta, lower), upper)
        guard new != old else { return false }
        scrolls[model.sceneIndex] = new
        hosted.origin = CGPoint(x: layout.sceneRect.minX, y: layout.sceneRect.minY - new)
        return true
    }

    /// Gives the shown scene an input (logged with its run).
    func send(_ action: SceneInput.Action, at time: TimeInterval) {
        do { try currentSession.receive(SceneInput(time: time, action: action)) }
        catch { show("\(error)") }
        extendCourse()
    }

    /// The host whose text field has the focus, if any.
    var editingHost: HeadlessHost? {
        if chrome.host.hasFocusedTextField { return chrome.host }
        return currentScene.host.hasFocusedTextField ? currentScene.host : nil
    }

    func resize(to size: CGSize) {
        layout = ViewerLayout(size: size)
        model.windowSize = size
        chrome.host.size = size
        scrolls.removeAll()
        for slot in slots.values {
            // An input of each run, at its time: a replay (a recording, a scrub back) lays the scene
            // out as the window did then, so its taps land where they did.
            let size = layout.sceneContentSize
            try? slot.session.receive(SceneInput(time: slot.session.host.time, action: .resize(width: size.width, height: size.height)))
            slot.session.hosted.origin = layout.sceneRect.origin
            slot.session.hosted.scale = layout.sceneScale
        }
    }

    /// The keys the viewer answers to, for the help overlay.
    static let shortcuts: [ViewerShortcut] = [
        ViewerShortcut(keys: "click", action: "the scene reacts as it would on a phone"),
        ViewerShortcut(keys: "← →  1…9", action: "previous / next scene, scene 1…9"),
        ViewerShortcut(keys: "l  Tab", action: "the scene list"),
        ViewerShortcut(keys: "↑ ↓ wheel", action: "scroll a scene taller than its area (an open picker list)"),
        ViewerShortcut(keys: "p  Space", action: "pause / resume the scene's clock"),
        ViewerShortcut(keys: ".  ,", action: "one frame (1/60 s) forward / back, paused"),
        ViewerShortcut(keys: "timeline", action: "drag the playhead: the scene runs again to that instant"),
        ViewerShortcut(keys: "r", action: "record the scene: r again stops and saves"),
        ViewerShortcut(keys: "R (shift-r)", action: "record until everything has settled"),
        ViewerShortcut(keys: "[  ]", action: "slower / faster: 0.1×, 0.25×, 0.5×, 1×, 2× (slider beyond)"),
        ViewerShortcut(keys: "0", action: "start the scene over"),
        ViewerShortcut(keys: "c", action: "copy the scene's animations as code (the lab: every lane), else the tuned spring"),
        ViewerShortcut(keys: "i", action: "show / hide the inspector's plots"),
        ViewerShortcut(keys: "a", action: "inspector: the next attribute that moved"),
        ViewerShortcut(keys: "s", action: "inspector: pick a sprite (the next click selects it)"),
        ViewerShortcut(keys: "h  ?", action: "this help"),
        ViewerShortcut(keys: "Esc", action: "close the help or list; with none open, quit (asked again while recording, which is saved, or with typed text)"),
    ]

    func handleKey(_ key: KeyStroke) {
        switch key.key {
        case .escape:
            if model.showsHelp { model.showsHelp = false }
            else if model.showsList { model.showsList = false }
            else if model.inspector?.isPicking == true { model.inspector?.isPicking = false }
            else if realTime <= quitConfirmedUntil || workAtStake == nil { wantsToQuit = true }
            else {
                quitConfirmedUntil = realTime + Self.quitQuestionSeconds
                show("Quit? \(workAtStake!). Esc quits; any other key stays.", for: Self.quitQuestionSeconds)
            }
        case .character("h"), .character("?"):
            model.showsHelp.toggle()
            model.showsList = false
        case .character("l"), .tab:
            model.showsList.toggle()
            model.showsHelp = false
        case .left:
            switchScene(to: model.sceneIndex - 1)
        case .right:
            switchScene(to: model.sceneIndex + 1)
        case .character("p"), .space:
            model.isPaused.toggle()
        case .character("."):
            step()
        case .character(","):
            stepBack()
        case .up, .down:
            if !scrollScene(by: key.key == .up ? -Self.scrollPerKey : Self.scrollPerKey) { show("the scene fits its area: nothing to scroll") }
        case .character("r"):
            toggleRecording(untilSettled: key.shift)
        case .character("R"):
            toggleRecording(untilSettled: true)
        case .character("["):
            model.timeScale = model.steppedSpeed(-1)
        case .character("]"):
            model.timeScale = model.steppedSpeed(1)
        case .character("0"):
            restart()
        case .character("c"):
            copyCode()
        case .character("i"):
            model.showsInspector.toggle()
        case .character("a"):
            if model.inspector?.selectNext() != true { show("nothing has animated yet: click the scene first") }
        case .character("s"):
            model.inspector?.isPicking.toggle()
            if model.inspector?.isPicking == true { show("pick: click a sprite to inspect it (s or Esc cancels)") }
        case .character(let digit) where digit.isWholeNumber && digit != "0":
            let wanted = digit.wholeNumberValue! - 1
            if wanted < scenes.count { switchScene(to: wanted) } else { show("there is no scene \(digit): \(scenes.count) scenes (l lists them)") }
        case let key where key.isModifier:
            break  // held for something else (shift and the wheel pan the plots): not a key of its own
        default:
            show("the key \(key.key) does nothing here (h shows the keys)")
        }
    }
}
