import Foundation
import Kinetic
import KineticInspector
import KineticSDL

/// The viewer's controller in a window: one ``PreviewScene`` at a time in its own host (on the scene
/// clock, which pauses, steps and runs slow), and the viewer's interface, ``ViewerChrome``, in another
/// (on real time, so controls never slow down). It routes input, keeps the clock in step with the
/// model, and draws the scene under the chrome.
///
/// Scenes keep their state while another is shown (switching back finds them as they were); `0`
/// starts the shown one over. Tuning, speed and the panels belong to the viewer, so they survive
/// switching scenes.
final class PreviewViewer: CanvasScene {
    let scenes: [PreviewScene]
    let model: ViewerModel
    /// The scene time: scaled, pausable, steppable.
    let sceneClock = SceneClock()
    /// Puts text on the clipboard (the window sets it).
    var copyToClipboard: ((String) -> Void)?
    private(set) var wantsToQuit = false

    private var hosts: [Int: HostedViewScene] = [:]
    private var inspectors: [Int: InspectorStore] = [:]
    private var chrome: HostedViewScene!
    private var pointerOwner: HostedViewScene?
    private var realTime: TimeInterval = 0
    private var layout: ViewerLayout

    /// The keys the viewer answers to, for the help overlay.
    static let shortcuts: [ViewerShortcut] = [
        ViewerShortcut(keys: "click", action: "the scene reacts as it would on a phone"),
        ViewerShortcut(keys: "← →  1…9", action: "previous / next scene, scene 1…9"),
        ViewerShortcut(keys: "l  Tab", action: "the scene list"),
        ViewerShortcut(keys: "p  Space", action: "pause / resume the scene's clock"),
        ViewerShortcut(keys: ".", action: "one frame (1/60 s) forward, paused"),
        ViewerShortcut(keys: "[  ]", action: "slower / faster: 0.1×, 0.25×, 0.5×, 1×, 2× (slider beyond)"),
        ViewerShortcut(keys: "0", action: "start the scene over"),
        ViewerShortcut(keys: "c", action: "copy the tuned spring as a withAnimation snippet"),
        ViewerShortcut(keys: "i", action: "show / hide the inspector's plots"),
        ViewerShortcut(keys: "a", action: "inspector: the next attribute that moved"),
        ViewerShortcut(keys: "s", action: "inspector: pick a sprite (the next click selects it)"),
        ViewerShortcut(keys: "h  ?", action: "this help"),
        ViewerShortcut(keys: "Esc", action: "close the help or list; with none open, quit"),
    ]

    /// Creates the viewer showing `scenes`, the one called `name` first (else the first).
    init(scenes: [PreviewScene], size: CGSize, startingAt name: String? = nil) {
        precondition(!scenes.isEmpty, "the viewer needs at least one scene")
        self.scenes = scenes
        layout = ViewerLayout(size: size)
        model = ViewerModel(titles: scenes.map(\.title), windowSize: size)
        model.sceneIndex = name.flatMap { n in scenes.firstIndex { $0.name == n } } ?? 0
        let actions = ViewerActions(
            select: { [unowned self] in select($0) },
            restart: { [unowned self] in restart() },
            step: { [unowned self] in step() },
            copyCode: { [unowned self] in copyCode() })
        chrome = HostedViewScene(ViewerChrome(model: model, actions: actions, shortcuts: Self.shortcuts,
                                              inspector: InspectorPanel(model: model)),
                                 size: size)
        model.inspector = inspector(at: model.sceneIndex)
    }

    /// The host of the viewer's interface.
    var chromeHost: HeadlessHost { chrome.host }

    /// The host of the scene shown (made on first use).
    var currentScene: HostedViewScene { scene(at: model.sceneIndex) }

    private func scene(at index: Int) -> HostedViewScene {
        if let existing = hosts[index] { return existing }
        let rect = layout.sceneRect
        let hosted = HostedViewScene(PreviewRoot(model: model, content: scenes[index].makeView()), size: rect.size)
        hosted.origin = rect.origin
        hosted.resume(at: sceneClock.time)
        hosts[index] = hosted
        return hosted
    }

    /// The inspector subscribed to scene `index` (made with it).
    private func inspector(at index: Int) -> InspectorStore {
        if let existing = inspectors[index], hosts[index] != nil { return existing }
        let store = InspectorStore(host: scene(at: index).host)
        inspectors[index] = store
        return store
    }

    // MARK: Actions

    /// Shows scene `index` (wrapping around), as it was left.
    func select(_ index: Int) {
        let count = scenes.count
        model.sceneIndex = ((index % count) + count) % count
        model.showsList = false
        currentScene.resume(at: sceneClock.time)
        model.inspector = inspector(at: model.sceneIndex)
    }

    /// Starts the shown scene over, fresh.
    func restart() {
        hosts[model.sceneIndex] = nil
        inspectors[model.sceneIndex]?.detach()
        inspectors[model.sceneIndex] = nil
        model.inspector = inspector(at: model.sceneIndex)
        show("\(scenes[model.sceneIndex].title): started over")
    }

    /// One frame forward; the clock pauses first.
    func step() {
        model.isPaused = true
        sceneClock.step()
    }

    /// Copies the tuned spring as a `withAnimation` snippet.
    func copyCode() {
        let code = "withAnimation(\(model.tuning.swiftCode)) {\n    // your change\n}"
        copyToClipboard?(code)
        show("copied withAnimation(\(model.tuning.swiftCode)) { … }")
    }

    /// Puts `text` on the status line for a few seconds.
    func show(_ text: String) {
        model.status = (text, realTime + 3)
    }

    // MARK: CanvasScene

    func handle(_ event: InputEvent, at time: TimeInterval) {
        switch event {
        case .key(let key):
            handleKey(key)
        case .pointerDown(let point):
            let overlays = model.showsHelp || model.showsList
            if !overlays, layout.sceneRect.contains(point), let store = model.inspector, store.isPicking {
                // Pick mode: the click selects what is under it instead of tapping it.
                store.isPicking = false
                let origin = currentScene.origin
                if !store.pick(at: CGPoint(x: point.x - origin.x, y: point.y - origin.y)) {
                    show("nothing animatable there; pick again with s")
                }
            } else if !overlays, layout.sceneRect.contains(point) {
                pointerOwner = currentScene
                currentScene.handle(event, at: sceneClock.time)
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
                currentScene.handle(event, at: sceneClock.time)
            } else {
                currentScene.host.pointerExited()
                chrome.handle(event, at: realTime)
            }
        case .pointerMoved, .pointerUp:
            if let owner = pointerOwner {
                owner.handle(event, at: owner === chrome ? realTime : sceneClock.time)
            }
            if case .pointerUp = event { pointerOwner = nil }
        case .resized(let size):
            resize(to: size)
        default:
            break
        }
    }

    private func resize(to size: CGSize) {
        layout = ViewerLayout(size: size)
        model.windowSize = size
        chrome.host.size = size
        for hosted in hosts.values {
            hosted.host.size = layout.sceneRect.size
            hosted.origin = layout.sceneRect.origin
        }
    }

    private func handleKey(_ key: KeyStroke) {
        switch key.key {
        case .escape:
            if model.showsHelp { model.showsHelp = false }
            else if model.showsList { model.showsList = false }
            else if model.inspector?.isPicking == true { model.inspector?.isPicking = false }
            else { wantsToQuit = true }
        case .character("h"), .character("?"):
            model.showsHelp.toggle()
            model.showsList = false
        case .character("l"), .tab:
            model.showsList.toggle()
            model.showsHelp = false
        case .left:
            select(model.sceneIndex - 1)
        case .right:
            select(model.sceneIndex + 1)
        case .character("p"), .space:
            model.isPaused.toggle()
        case .character("."):
            step()
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
            if wanted < scenes.count { select(wanted) } else { show("there is no scene \(digit): \(scenes.count) scenes (l lists them)") }
        default:
            show("the key \(key.key) does nothing here (h shows the keys)")
        }
    }

    func update(time: TimeInterval) {
        realTime = time
        sceneClock.timeScale = model.timeScale
        sceneClock.isPaused = model.isPaused
        sceneClock.advance(real: time - lastRealTime)
        lastRealTime = time
        currentScene.update(time: sceneClock.time)
        if let status = model.status, status.until <= time { model.status = nil }
        chrome.update(time: time)
    }
    private var lastRealTime: TimeInterval = 0

    var secondsUntilNextChange: TimeInterval? {
        var soonest: TimeInterval?
        func consider(_ seconds: TimeInterval?) {
            guard let seconds else { return }
            soonest = min(soonest ?? seconds, max(0, seconds))
        }
        if let next = currentScene.host.nextFrameTime, !model.isPaused {
            consider((next - currentScene.host.time) / model.timeScale)
        }
        if let next = chrome.host.nextFrameTime { consider(next - chrome.host.time) }
        if let status = model.status { consider(status.until - realTime) }
        return soonest
    }

    func draw(on canvas: RenderCanvas) {
        canvas.beginFrame(clearingTo: CanvasColor(hex: 0x111318))
        let rect = layout.sceneRect
        let hosted = currentScene
        canvas.fill(rect, color: hosted.background)
        canvas.clip(to: rect)
        hosted.drawContent(on: canvas)
        canvas.clip(to: nil)
        chrome.drawContent(on: canvas)
    }
}
