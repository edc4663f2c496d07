import Foundation

/// Runs a view without a display: a manual clock, taps, and the display list a renderer would draw.
///
/// ```swift
/// let host = HeadlessHost(ContentView(), size: CGSize(width: 400, height: 300))
/// host.tap(id: "avatar")
/// host.advance(by: 0.1)
/// let scale = host.displayList.item(withID: "avatar")!.transform.scale
/// ```
/// The SDL viewer drives the same ``SceneGraph`` from its vsync loop.
@MainActor public final class HeadlessHost {
    package let graph: SceneGraph
    private var builder = DisplayListBuilder(list: DisplayList(), tapHandlers: [])
    private var rendered = false

    /// Seconds between the frames `advance(by:)` steps through (60 Hz unless set).
    public var frameInterval: TimeInterval = 1.0 / 60.0

    /// Creates a host running `root` at `size`, at time 0.
    /// - Parameters:
    ///   - root: the view to run.
    ///   - size: the size offered to the root view.
    ///   - referenceDate: the date at host time 0 (see ``referenceDate``).
    public convenience init<Root: View>(_ root: Root, size: CGSize = CGSize(width: 400, height: 400),
                                        referenceDate: Date = HeadlessHost.defaultReferenceDate) {
        self.init(size: size, referenceDate: referenceDate)
        mount(root)
    }

    /// Creates a host with nothing shown yet, so subscribers (``subscribe(events:frames:animators:)``)
    /// can listen before ``mount(_:)`` runs the root's first update (its appearance's animations).
    package init(size: CGSize, referenceDate: Date = HeadlessHost.defaultReferenceDate) {
        graph = SceneGraph(size: size)
        graph.timelines.referenceDate = referenceDate
        graph.rootEnvironment.textInputFocus = TextInputFocus()
    }

    /// Shows `root` (once, on a host made with ``init(size:referenceDate:)``), at the host's time.
    package func mount<Root: View>(_ root: Root) {
        graph.mount(root)
    }

    /// Foundation's reference date, 2001-01-01 00:00:00 UTC: the default date at host time 0.
    public static let defaultReferenceDate = Date(timeIntervalSinceReferenceDate: 0)

    /// The date at host time 0. Host time `t` is the date `referenceDate + t`: a ``TimelineView``
    /// asks its schedule for entries from that date and shows them when the clock reaches them.
    /// A fixed date (not the wall clock) keeps runs deterministic; with the default,
    /// `date.timeIntervalSinceReferenceDate` equals host time exactly.
    public var referenceDate: Date { graph.timelines.referenceDate }

    /// The date now: ``referenceDate`` plus ``time``.
    public var date: Date { graph.timelines.date(at: graph.time) }

    /// The earliest host time at which a frame would change what is drawn, or nil when nothing is
    /// scheduled: the current ``time`` while animations run (or a state change waits), else the
    /// next entry of a ``TimelineView``'s schedule. A window loop sleeps until then, or until input.
    public var nextFrameTime: TimeInterval? { graph.nextFrameTime }

    /// Whether the next frame, ``frameInterval`` from now, changes anything (``nextFrameTime`` is
    /// at or before it). False when nothing animates and every timeline view is paused or waits
    /// for a later entry.
    public var needsFrames: Bool {
        guard let next = graph.nextFrameTime else { return false }
        return next <= graph.time + frameInterval + TimelineScheduler.tolerance
    }

    /// The host clock, in seconds.
    public var time: TimeInterval { graph.time }

    /// How many inputs (taps, drags, typing) the views have been given.
    package var inputCount: Int { graph.inputCount }

    /// The size offered to the root view. Setting it lays the views out again at once, as an
    /// update of its own: frames move with the transaction in force (a `withAnimation` around the
    /// change animates them), else they jump, as a window's resize does.
    public var size: CGSize {
        get { graph.size }
        set { graph.resize(to: newValue) }
    }

    /// Runtime warnings emitted so far.
    public var warnings: [String] { graph.warnings }

    /// The number of animatable attributes animating now.
    public var runningAnimationCount: Int { graph.runningCount }

    /// Advances the clock by `interval`, one frame at a time.
    public func advance(by interval: TimeInterval) { advance(to: graph.time + interval) }

    /// Advances the clock to `time`, one frame at a time; earlier times do nothing.
    public func advance(to time: TimeInterval) {
        while graph.time + frameInterval < time - 1e-9 { graph.tick(to: graph.time + frameInterval) }
        graph.tick(to: time)
    }

    /// Renders one frame at the current time (processes pending state changes first).
    public func update() { graph.tick(to: graph.time) }

    /// What would be drawn now.
    public var displayList: DisplayList {
        withDisplayList { $0 }
    }

    /// Whether the display list differs from the one last passed to ``withDisplayList(_:)``
    /// (pending state changes are applied and layout run first, as drawing would). A renderer that
    /// keeps the previous picture (a cached layer) draws again only then.
    package var hasDisplayListChanges: Bool {
        graph.flush()
        graph.layoutIfNeeded()
        return graph.needsRender || !rendered
    }

    /// Calls `body` with the current display list without copying it (the renderer's zero-allocation path).
    public func withDisplayList<R>(_ body: (DisplayList) throws -> R) rethrows -> R {
        graph.flush()
        graph.layoutIfNeeded()
        if graph.needsRender || !rendered {
            builder.list.items.removeAll(keepingCapacity: true)
            builder.list.identifiedRanges.removeAll(keepingCapacity: true)
            builder.tapHandlers.removeAll(keepingCapacity: true)
            builder.transform = .identity; builder.opacity = 1; builder.shadow = nil; builder.blurRadius = 0; builder.allowsHitTesting = true; builder.testID = nil; builder.tapTarget = -1
            graph.root.render(&builder)
            graph.needsRender = false
            rendered = true
        }
        return try body(builder.list)
    }

    /// Taps at `point` (host coordinates): the frontmost drawn item there handles it through its
    /// innermost tap gesture; the update runs before this returns.
    /// - Returns: Whether a tap gesture handled the tap.
    @discardableResult
    public func tap(at point: CGPoint) -> Bool {
        guard let handler = tapHandler(at: point), handler.recognize(at: graph.time) else { return false }
        graph.inputCount += 1
        handler.action()
        graph.flush()
        return true
    }

    /// Whether a tap at `point` reaches a view that takes taps (the topmost hit-testable view there
    /// has a tap gesture).
    package func takesTaps(at point: CGPoint) -> Bool { tapHandler(at: point) != nil }

    /// The one hit-test rule of taps, drags and the inspector's pick: the index in the display list
    /// of the frontmost item drawn at `point` — hit-testable (``DisplayItem/isHitTestable``)
    /// for input, or merely visible (opacity above 0, hit-testable or not) for `visible`.
    package func frontItem(at point: CGPoint, visible: Bool = false) -> Int? {
        withDisplayList { Self.frontIndex(in: $0, at: point, visible: visible) }
    }

    /// ``frontItem(at:visible:)`` in a list at hand: each item read once, back to front (reading it
    /// two or three times per test, through a closure, made a tap of the 1,000-row tree 6.5 % dearer).
    private static func frontIndex(in list: DisplayList, at point: CGPoint, visible: Bool) -> Int? {
        for index in list.items.indices.reversed() {
            let item = list.items[index]
            if visible ? item.opacity > 0 : item.isHitTestable, item.contains(point) { return index }
        }
        return nil
    }

    /// The tap handler of the topmost hit-testable view at `point`, if it takes taps.
    private func tapHandler(at point: CGPoint) -> TapHandler? {
        withDisplayList { list in
            guard let index = Self.frontIndex(in: list, at: point, visible: false) else { return nil }
            let target = list.items[index].tapTarget
            return target >= 0 ? builder.tapHandlers[target] : nil
        }
    }

    /// Taps the centre of what the view named `id` (``View/testID(_:)``) draws.
    /// - Returns: Whether a tap gesture handled the tap; false (with a warning) when no view has that id.
    @discardableResult
    public func tap(id: String) -> Bool {
        let items = displayList.items(withID: id)
        guard let first = items.first else {
            reportIssue("tap(id:): no view with test id \"\(id)\" is drawn", in: graph)
            return false
        }
        let bounds = items.dropFirst().reduce(first.bounds) { $0.union($1.bounds) }
        return tap(at: CGPoint(x: bounds.midX, y: bounds.midY))
    }
}
