import Foundation
@_spi(Reflection) import Swift

// Keyframe animators (SPEC §8), composed from view-layer primitives: a custom view modifier
// holds the running `KeyframeTimeline`; a custom `Animatable` view (the driver) has the elapsed
// time of the run as its animatable data, so the graph re-runs its body on every frame of the run
// and the body hands `timeline.value(time: elapsed)` to the content closure.
//
// The elapsed time is read off a clock: the driver's data animates with `_KeyframeClockAnimation`,
// which makes the clock read `start + elapsed` exactly (see there), so a run — first, repeated
// or interrupting another — starts in one update, at the time of the change, from the value and
// velocity on screen.

extension View {
    /// Loops the given keyframes continuously, updating the view using the modifiers you apply in `content`.
    ///
    /// While `repeating` is true the timeline plays from its start to its end, then again from its
    /// start, for as long as the view is shown; `content` runs on every frame with the value of the
    /// timeline at that time. When `repeating` is false, `content` receives the value at the
    /// beginning of the timeline. A timeline of zero duration shows its final value and never loops.
    ///
    /// - Parameters:
    ///   - initialValue: The value the keyframes animate from.
    ///   - repeating: Whether the keyframes are currently repeating.
    ///   - content: A view builder closure that takes a proxy for the modified view and the
    ///     interpolated value. It runs on every frame: keep it cheap.
    ///   - keyframes: The keyframes defining how the value changes over time. Its argument is the
    ///     animator's current value (`initialValue` when the view first appears).
    /// - Returns: A view that plays the keyframes in a loop.
    public func keyframeAnimator<Value, Result: View, Path: Keyframes>(
        initialValue: Value,
        repeating: Bool = true,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> Result,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> Path
    ) -> some View where Path.Value == Value {
        modifier(_KeyframeAnimatorModifier<Self, Value, _NoTrigger, Result, Path>(
            initialValue: initialValue, trigger: _NoTrigger(), repeating: repeating,
            makeContent: content, keyframes: keyframes))
    }

    /// Plays the given keyframes when the given trigger value changes, updating the view using
    /// the modifiers you apply in `content`.
    ///
    /// Until `trigger` first changes, `content` receives `initialValue`. Each change of `trigger`
    /// builds a timeline from `keyframes(currentValue)` and plays it once, from the time of the
    /// change; afterwards the view keeps the timeline's final value. A change that arrives while
    /// a run plays starts the new run from the value and the velocity on screen at that moment.
    /// A timeline of zero duration shows its final value at once.
    ///
    /// ```swift
    /// EmojiView(emoji: "🐶")
    ///     .keyframeAnimator(initialValue: AnimationValues(), trigger: likeCount) { content, value in
    ///         content.scaleEffect(value.scale).offset(y: value.verticalOffset)
    ///     } keyframes: { _ in
    ///         KeyframeTrack(\.scale) {
    ///             LinearKeyframe(1.0, duration: 0.36)
    ///             SpringKeyframe(1.5, duration: 0.8, spring: .bouncy)
    ///             SpringKeyframe(1.0, spring: .bouncy)
    ///         }
    ///     }
    /// ```
    ///
    /// - Parameters:
    ///   - initialValue: The value the keyframes animate from.
    ///   - trigger: A value to observe for changes.
    ///   - content: A view builder closure that takes a proxy for the modified view and the
    ///     interpolated value. It runs on every frame of a run: keep it cheap.
    ///   - keyframes: The keyframes defining how the value changes over time. Its argument is the
    ///     animator's current value: `initialValue` at first, then the end value of the previous
    ///     run (or, mid-run, the value on screen).
    /// - Returns: A view that plays the keyframes once per change of `trigger`.
    public func keyframeAnimator<Value, Trigger: Equatable, Result: View, Path: Keyframes>(
        initialValue: Value,
        trigger: Trigger,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> Result,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> Path
    ) -> some View where Path.Value == Value {
        modifier(_KeyframeAnimatorModifier<Self, Value, Trigger, Result, Path>(
            initialValue: initialValue, trigger: trigger, repeating: nil,
            makeContent: content, keyframes: keyframes))
    }
}

/// A container that animates its content with keyframes.
///
/// The container form of ``View/keyframeAnimator(initialValue:repeating:content:keyframes:)``
/// and ``View/keyframeAnimator(initialValue:trigger:content:keyframes:)``: `content` receives
/// only the value. The `content` closure updates every frame while animating, so avoid
/// performing any expensive operations directly within it.
public struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View> where Value == KeyframePath.Value {
    private let initialValue: Value
    private let trigger: _AnyEquatable?
    private let repeating: Bool
    private let content: (Value) -> Content
    private let keyframes: (Value) -> KeyframePath

    /// Loops the given keyframes continuously, updating the view using the modifiers you apply in `content`.
    ///
    /// - Parameters:
    ///   - initialValue: The value the keyframes animate from.
    ///   - repeating: Whether the keyframes are currently repeating. If false, the value at the
    ///     beginning of the keyframe timeline is provided to `content`.
    ///   - content: A view builder closure that takes the interpolated value.
    ///   - keyframes: The keyframes; their argument is the animator's current value.
    public init(
        initialValue: Value,
        repeating: Bool = true,
        @ViewBuilder content: @escaping (Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
    ) {
        self.initialValue = initialValue
        self.trigger = nil
        self.repeating = repeating
        self.content = content
        self.keyframes = keyframes
    }

    /// Plays the given keyframes when the given trigger value changes, updating the view using
    /// the modifiers you apply in `content`.
    ///
    /// - Parameters:
    ///   - initialValue: The value the keyframes animate from.
    ///   - trigger: A value to observe for changes.
    ///   - content: A view builder closure that takes the interpolated value.
    ///   - keyframes: The keyframes; their argument is the animator's current value:
    ///     `initialValue` when the view first appears, then the end value of the previous run.
    public init(
        initialValue: Value,
        trigger: some Equatable,
        @ViewBuilder content: @escaping (Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
    ) {
        self.initialValue = initialValue
        self.trigger = _AnyEquatable(trigger)
        self.repeating = false
        self.content = content
        self.keyframes = keyframes
    }
}

extension KeyframeAnimator: View {
    /// The content at the current value.
    public var body: some View {
        let content = self.content
        return EmptyView().modifier(_KeyframeAnimatorModifier<EmptyView, Value, _AnyEquatable, Content, KeyframePath>(
            initialValue: initialValue, trigger: trigger ?? _AnyEquatable(_NoTrigger()),
            repeating: trigger == nil ? repeating : nil,
            makeContent: { _, value in content(value) }, keyframes: keyframes))
    }
}

/// What a keyframe animator keeps between updates: the timeline of the current run and the
/// clock readings that place it in time.
@MainActor final class _KeyframeRuntime<Value> {
    /// The value shown before any run.
    var initialValue: Value
    /// Builds the timeline of a run from the current value and velocity (latest `keyframes` closure).
    var makeTimeline: (Value, _KeyframeVelocity<Value>?) -> KeyframeTimeline<Value>

    /// The timeline of the current (or last) run; nil before the first.
    var timeline: KeyframeTimeline<Value>?
    /// The clock's model value (the driver's animatable data).
    var clockTarget: Double = 0
    /// The clock reading at which the current run started.
    var origin: Double = 0
    /// Whether the current run loops.
    var loops = false

    // What the driver's body last evaluated: the clock reading equals the clock attribute's
    // presentation value, which a new run starts from.
    var shownClock: Double = 0
    var shownElapsed: Double = 0
    var shownValue: Value
    var shownTimeline: KeyframeTimeline<Value>?
    var shownLoops = false

    init(initialValue: Value, makeTimeline: @escaping (Value, _KeyframeVelocity<Value>?) -> KeyframeTimeline<Value>) {
        let initialValue = _finiteKeyframeValue(initialValue)
        self.initialValue = initialValue
        self.shownValue = initialValue
        self.makeTimeline = makeTimeline
    }

    /// The timeline's duration, with non-finite or negative durations read as zero.
    static func duration(of timeline: KeyframeTimeline<Value>) -> Double {
        let duration = timeline.duration
        return duration.isFinite && duration > 0 ? duration : 0
    }

    /// The value at clock reading `clock` for a run that started at `origin`; records it as shown.
    func value(clock: Double, origin: Double) -> Value {
        shownClock = clock
        guard let timeline else {
            shownValue = initialValue
            shownTimeline = nil
            return initialValue
        }
        let duration = Self.duration(of: timeline)
        var elapsed = clock - origin
        if !elapsed.isFinite || elapsed < 0 { elapsed = 0 }
        if loops, duration > 0, elapsed >= duration {
            elapsed -= (elapsed / duration).rounded(.down) * duration
        }
        elapsed = min(elapsed, duration)
        let value = timeline.value(time: elapsed)
        shownElapsed = elapsed
        shownValue = value
        shownTimeline = timeline
        shownLoops = loops
        return value
    }

    /// The velocity on screen, when a run is moving (nil at rest).
    var shownVelocity: _KeyframeVelocity<Value>? {
        guard let timeline = shownTimeline else { return nil }
        let duration = Self.duration(of: timeline)
        guard duration > 0, shownLoops || shownElapsed < duration else { return nil }
        return timeline.velocity(time: shownElapsed)
    }

    /// Prepares a run of `timeline` starting now; returns the transaction that starts its clock.
    func start(_ timeline: KeyframeTimeline<Value>, loops: Bool) -> Transaction {
        self.timeline = timeline
        self.loops = loops
        let duration = Self.duration(of: timeline)
        var transaction = Transaction()
        if duration > 0 {
            // The clock reads `shownClock` now and `shownClock + elapsed` from here on.
            origin = shownClock
            clockTarget = shownClock + duration
            transaction[_KeyframeClockKey.self] = Animation(_KeyframeClockAnimation(duration: duration, loops: loops))
        } else {
            // Nothing to play: the clock jumps (no animation, dropping a running run) to a reading
            // whose elapsed time is zero; a zero-length timeline's value there is its final value.
            self.loops = false
            jump()
        }
        return transaction
    }

    /// Shows the start of `timeline`, still: the clock jumps, stopping any run.
    func showStart(of timeline: KeyframeTimeline<Value>) -> Transaction {
        self.timeline = timeline
        loops = false
        jump()
        return Transaction()
    }

    /// Moves the clock's model to a new reading (different from the current one, or the change
    /// would be ignored) that counts as elapsed time zero: applied without animation, it stops
    /// the running clock.
    private func jump() {
        clockTarget = max(shownClock, clockTarget) + 1
        origin = clockTarget
    }
}

/// `value` with every non-finite (NaN or infinite) animatable part replaced by zero, with a
/// runtime warning: what a keyframe animator shows before its first run and starts its timelines
/// from. The rule is the timeline's for the start of a track (a property whose `animatableData`
/// has a non-finite squared magnitude starts at zero), applied to the value itself when it is
/// `Animatable`, else to each stored `Animatable` property of a struct, so the value drawn before the
/// first run is the one the first run starts from, and no property, animated or not, draws NaN.
/// A keyframe track named as the code writes it: its key path (`\.verticalStretch`, the stored
/// property's name found by its offset), `value` for a track of the whole value, else `track N`
/// (`index` from 0). The timeline's track rows and the inspector's plots both read this name.
func _keyframeTrackName<Value>(_ keyPath: AnyKeyPath, in _: Value.Type, index: Int) -> String {
    if keyPath == \Value.self as AnyKeyPath { return "value" }
    guard !(Value.self is AnyObject.Type), let partial = keyPath as? PartialKeyPath<Value>,
          let offset = MemoryLayout<Value>.offset(of: partial) else { return "track \(index + 1)" }
    var found: String?
    _ = _forEachFieldWithKeyPath(of: Value.self, options: []) { name, field in
        if MemoryLayout<Value>.offset(of: field) == offset, type(of: field).valueType == type(of: keyPath).valueType {
            found = String(cString: name)
            return false
        }
        return true
    }
    return found.map { "\\.\($0)" } ?? "track \(index + 1)"
}

@MainActor func _finiteKeyframeValue<Value>(_ value: Value) -> Value {
    var result = value
    var replaced = false
    func zeroIfNonFinite<A: Animatable>(_ part: A, at keyPath: PartialKeyPath<Value>) {
        guard !part.animatableData.magnitudeSquared.isFinite,
              let writable = keyPath as? WritableKeyPath<Value, A> else { return }
        result[keyPath: writable].animatableData = .zero
        replaced = true
    }
    if let whole = value as? any Animatable {
        zeroIfNonFinite(whole, at: \Value.self)
    } else if !(Value.self is AnyObject.Type) {  // a class's fields belong to the caller's object
        _ = _forEachFieldWithKeyPath(of: Value.self, options: []) { _, keyPath in
            if let part = value[keyPath: keyPath] as? any Animatable { zeroIfNonFinite(part, at: keyPath) }
            return true
        }
    }
    if replaced {
        reportIssue("keyframeAnimator: a non-finite initial value (NaN or infinity) is shown and animated from zero instead")
    }
    return result
}

/// Holds the runtime, made by the first body (it needs that body's closures).
@MainActor final class _KeyframeRuntimeHolder<Value> {
    var runtime: _KeyframeRuntime<Value>?
    /// Tells this animator's events apart from other animators'.
    let id = SerialNumber.next()
}

/// The modifier behind both `keyframeAnimator` forms and ``KeyframeAnimator``.
struct _KeyframeAnimatorModifier<Base: View, Value, Trigger: Equatable, Result: View, Path: Keyframes>: ViewModifier
where Path.Value == Value {
    var initialValue: Value
    var trigger: Trigger
    /// nil in the trigger form.
    var repeating: Bool?
    var makeContent: (PlaceholderContentView<Base>, Value) -> Result
    var keyframes: (Value) -> Path

    @State private var holder = _KeyframeRuntimeHolder<Value>()
    /// Written to re-run the body with a new clock reading.
    @State private var generation = 0
    /// Announces each run to the graph's animator subscribers.
    private let link = _AnimatorNodeLink()

    func body(content _: Content) -> some View {
        let runtime = configure()
        _KeyframeDriver(clock: runtime.clockTarget, origin: runtime.origin, runtime: runtime, makeContent: makeContent)
            .transaction { transaction in
                // The clock runs whatever edits from above say (a disabled clock would jump to the end).
                if let clock = transaction[_KeyframeClockKey.self] {
                    transaction.animation = clock
                    transaction.disablesAnimations = false
                }
            }
            .onAppear { appeared() }
            .onChange(of: trigger) { triggered() }
            .onChange(of: repeating) { repeatingChanged() }
    }

    /// The runtime (made on first use) with the latest `keyframes` closure.
    private func configure() -> _KeyframeRuntime<Value> {
        let keyframes = self.keyframes
        let makeTimeline: (Value, _KeyframeVelocity<Value>?) -> KeyframeTimeline<Value> = { value, velocity in
            KeyframeTimeline(initialValue: value, initialVelocity: velocity) { keyframes(value) }
        }
        if let runtime = holder.runtime {
            runtime.makeTimeline = makeTimeline
            return runtime
        }
        let made = _KeyframeRuntime(initialValue: initialValue, makeTimeline: makeTimeline)
        holder.runtime = made
        return made
    }

    private var runtime: _KeyframeRuntime<Value>? { holder.runtime }

    private func appeared() {
        guard let runtime, let repeating else { return }
        let timeline = runtime.makeTimeline(runtime.shownValue, nil)
        if repeating { announce(timeline, repeats: true) }
        apply(repeating ? runtime.start(timeline, loops: true) : runtime.showStart(of: timeline))
    }

    private func triggered() {
        guard let runtime, repeating == nil else { return }
        let velocity = runtime.shownVelocity
        let timeline = runtime.makeTimeline(runtime.shownValue, velocity)
        announce(timeline, repeats: false)
        apply(runtime.start(timeline, loops: false))
    }

    private func repeatingChanged() {
        guard let runtime, let repeating else { return }
        let start = runtime.makeTimeline(runtime.initialValue, nil)
        if repeating { announce(start, repeats: true) }
        apply(repeating ? runtime.start(start, loops: true) : runtime.showStart(of: start))
    }

    /// Tells the graph's animator subscribers that a run of `timeline` starts now, with each
    /// track's keyframe instants (a run of a timeline that lasts nothing plays nothing: no event).
    private func announce(_ timeline: KeyframeTimeline<Value>, repeats: Bool) {
        let duration = _KeyframeRuntime<Value>.duration(of: timeline)
        guard duration > 0 else { return }
        link.publish(animator: holder.id) {
            let tracks = timeline.trackMarks.enumerated().map { index, marks in
                AnimatorEvent.Track(name: _keyframeTrackName(marks.keyPath, in: Value.self, index: index),
                                    keyframeTimes: marks.times)
            }
            return .keyframes(AnimatorEvent.KeyframeRun(duration: duration, repeats: repeats, tracks: tracks))
        }
    }

    /// Re-runs the body under `transaction`, which the clock (only) animates with.
    private func apply(_ transaction: Transaction) {
        withTransaction(transaction) { generation &+= 1 }
    }
}

/// The per-frame part of a keyframe animator: its animatable data is the clock, so its body
/// re-runs on every frame of a run and hands the timeline's value to the content closure.
struct _KeyframeDriver<Base: View, Value, Result: View>: View, Animatable, _AnimatorClock {
    nonisolated static var attributeName: String { AttributeName.keyframeTime }
    var clock: Double
    var origin: Double
    let runtime: _KeyframeRuntime<Value>
    let makeContent: (PlaceholderContentView<Base>, Value) -> Result

    nonisolated var animatableData: Double {
        get { clock }
        set { clock = newValue }
    }

    var body: some View {
        makeContent(PlaceholderContentView(), runtime.value(clock: clock, origin: origin))
            .transaction { transaction in
                // The clock's animation is for the clock: the content takes the keyframe values as they are.
                if transaction[_KeyframeClockKey.self] != nil {
                    transaction.animation = nil
                    transaction[_KeyframeClockKey.self] = nil
                }
            }
    }
}

extension _KeyframeDriver: InspectableValues {
    /// Each track's value as the body last showed it, named by the track's key path.
    func forEachInspectableValue(_ body: (_ name: String, _ value: any Animatable) -> Void) {
        guard let timeline = runtime.shownTimeline else { return }
        let value = runtime.shownValue
        for (index, marks) in timeline.trackMarks.enumerated() {
            guard let part = value[keyPath: marks.keyPath] as? any Animatable else { continue }
            body(_keyframeTrackName(marks.keyPath, in: Value.self, index: index), part)
        }
    }
}
