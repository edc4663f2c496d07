import Foundation
import KineticInspector
import KineticSDL

/// The viewer's root scene: shows one ``GalleryCatalog`` scene at a time, switched by the number
/// keys, the arrow keys or the scene list, and owns the shortcuts every scene shares (help, pause,
/// single-frame step, time scale). Keys it does not use go to the scene.
public final class GalleryScene: CanvasScene {
    /// The size every scene is drawn at.
    public let size: CGSize
    /// The clock the window runs on (pause, step and time scale act on it; nil headless).
    public let clock: SceneClock?
    /// The index of the scene shown.
    public private(set) var index: Int
    /// The scene shown.
    public private(set) var current: CanvasScene
    /// Whether the help overlay is shown.
    public private(set) var showsHelp = false
    /// Whether the scene list is shown.
    public private(set) var showsList = false
    /// Puts text on the clipboard (the window sets it; the lab's `c` uses it).
    public var copyToClipboard: ((String) -> Void)? { didSet { configure() } }
    /// Receives the lab's recordings (the window writes them out).
    public var onRecording: ((LabScript) -> Void)? { didSet { configure() } }

    /// Whether the inspector overlay is shown over view scenes (`i`).
    public private(set) var showsInspector = false
    private var inspector: ViewInspector?
    /// The attribute the inspector overlay plots now, nil when it is hidden or has none yet.
    public var inspectedAttribute: String? { inspector?.plottedName }
    private weak var inspectedScene: HostedViewScene?
    private var caption = ""
    private var time: TimeInterval = 0
    private static let listRowHeight = 30.0

    /// The shortcuts every scene shares.
    public static let shortcuts: [(key: String, action: String)] = [
        ("h  or  ?", "show / hide this help"),
        ("1 … 9", "show scene 1 … 9 (← → and the list reach all \(GalleryCatalog.entries.count))"),
        ("← / →", "previous / next scene"),
        ("l  or  Tab", "scene list (click a scene to show it)"),
        ("i", "inspector overlay: value and velocity of the view scene's attributes"),
        ("a", "inspector: plot the next attribute (of the selected sprite first)"),
        ("0", "start the scene over"),
        ("p", "pause / resume the clock"),
        (".", "step one frame (1/60 s) while paused"),
        ("[  /  ]", "slower / faster (time scale ÷2 / ×2, no clock jumps)"),
        ("Esc", "quit"),
    ]

    /// Creates the gallery showing the scene called `name` (the first one by default).
    public init(size: CGSize, clock: SceneClock?, startingAt name: String? = nil) {
        self.size = size
        self.clock = clock
        index = name.flatMap { n in GalleryCatalog.entries.firstIndex { $0.name == n } } ?? 0
        current = GalleryCatalog.entries[index].make(size)
        configure()
    }

    /// Shows scene `newIndex` (wrapping around), fresh.
    public func select(_ newIndex: Int) {
        let count = GalleryCatalog.entries.count
        index = ((newIndex % count) + count) % count
        current = GalleryCatalog.entries[index].make(size)
        showsList = false
        configure()
    }

    private func configure() {
        if let lab = current as? MergeLabScene {
            lab.clock = clock
            lab.copyToClipboard = copyToClipboard
            lab.onRecording = onRecording
        }
        if showsInspector, let hosted = current as? HostedViewScene {
            if inspector == nil || !(inspectedScene === hosted) { inspector = ViewInspector(scene: hosted); inspectedScene = hosted }
        } else {
            inspector = nil
            inspectedScene = nil
        }
        let entry = GalleryCatalog.entries[index]
        caption = "\(index + 1)/\(GalleryCatalog.entries.count)  \(entry.name)   ← → switch · l list · h help"
    }

    public func handle(_ event: InputEvent, at time: TimeInterval) {
        switch event {
        case .key(let key):
            handleKey(key, at: time)
        case .pointerDown(let point) where showsList:
            let row = Int((point.y - listRect.minY - 50) / Self.listRowHeight)
            if listRect.contains(point), row >= 0, row < GalleryCatalog.entries.count { select(row) } else { showsList = false }
        case .pointerDown where showsHelp:
            showsHelp = false
        default:
            current.handle(event, at: time)
        }
    }

    private func handleKey(_ key: KeyPress, at time: TimeInterval) {
        switch key.name {
        case "h", "?":
            showsHelp.toggle()
        case "l", "tab":
            showsList.toggle()
        case "left":
            select(index - 1)
        case "right":
            select(index + 1)
        case "i" where current is HostedViewScene:
            showsInspector.toggle()
            configure()
        case "a" where inspector != nil:
            inspector?.selectNextAttribute()
        case "0" where !(current is MergeLabScene):
            // A view scene starts over, fresh; the lab resets itself (keeping its sliders).
            select(index)
        case "p":
            clock?.isPaused.toggle()
        case ".":
            // While the lab scrubs its history, `.` steps forward through it; otherwise one frame.
            if let lab = current as? MergeLabScene, lab.scrubTime != nil { lab.scrub(by: 1) } else { clock?.step() }
        case "[":
            clock?.timeScale /= 2
            (current as? MergeLabScene)?.clock = clock
        case "]":
            clock?.timeScale *= 2
            (current as? MergeLabScene)?.clock = clock
        case let name where name.count == 1 && ("1"..."9").contains(name):
            let wanted = Int(name)! - 1
            if wanted < GalleryCatalog.entries.count { select(wanted) }
        default:
            current.handle(.key(key), at: time)
        }
    }

    public func update(time: TimeInterval) {
        self.time = time
        current.update(time: time)
        inspector?.update()
    }

    private var listRect: CGRect {
        let height = 60 + Double(GalleryCatalog.entries.count) * Self.listRowHeight
        return CGRect(x: size.width - 640, y: 60, width: 620, height: height)
    }

    public func draw(on canvas: RenderCanvas) {
        current.draw(on: canvas)
        let bar = CGRect(x: size.width - 470, y: 6, width: 462, height: 24)
        canvas.fill(bar, color: PlotPanel.Palette.background.opacity(220))
        canvas.text(caption, at: CGPoint(x: bar.minX + 10, y: bar.midY), size: 12, color: PlotPanel.Palette.label)
        if clock?.isPaused == true, !(current is MergeLabScene) {
            canvas.text("❚❚ paused (p resumes, . steps)", at: CGPoint(x: bar.maxX - 4, y: bar.maxY + 14), size: 12,
                        color: PlotPanel.Palette.marker(.click), alignment: .trailing)
        }
        inspector?.draw(on: canvas, in: CGRect(x: size.width * 0.56, y: size.height * 0.55, width: size.width * 0.44 - 8,
                                               height: size.height * 0.45 - 8))
        if showsList { drawList(on: canvas) }
        if showsHelp {
            let extra = current is MergeLabScene ? MergeLabScene.shortcuts : []
            HelpOverlay(shortcuts: Self.shortcuts + extra).draw(on: canvas)
        }
    }

    private func drawList(on canvas: RenderCanvas) {
        let rect = listRect
        canvas.fill(rect, color: PlotPanel.Palette.background.opacity(245))
        canvas.stroke(rect, color: PlotPanel.Palette.frame)
        canvas.text("Scenes", at: CGPoint(x: rect.minX + 16, y: rect.minY + 24), size: 16, color: PlotPanel.Palette.title)
        for (i, entry) in GalleryCatalog.entries.enumerated() {
            let y = rect.minY + 50 + (Double(i) + 0.5) * Self.listRowHeight
            if i == index {
                canvas.fill(CGRect(x: rect.minX + 6, y: y - Self.listRowHeight / 2, width: rect.width - 12,
                                   height: Self.listRowHeight), color: PlotPanel.Palette.grid)
            }
            canvas.text("\(i + 1)", at: CGPoint(x: rect.minX + 24, y: y), size: 13, color: PlotPanel.Palette.velocity)
            canvas.text(entry.title, at: CGPoint(x: rect.minX + 48, y: y), size: 13, color: PlotPanel.Palette.label)
        }
    }
}
