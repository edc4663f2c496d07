import Foundation

// Pieces shared by the phase and keyframe animators. Both are built from public view-layer
// primitives (a custom `ViewModifier` with `@State`, `withTransaction` completions, a custom
// `Animatable` view whose body re-runs every frame); the types here are their private helpers.

/// An `Equatable` value of any type, for the container views, which take `some Equatable`.
struct _AnyEquatable: Equatable {
    private let value: Any
    private let equals: (Any) -> Bool

    init<T: Equatable>(_ value: T) {
        self.value = value
        self.equals = { ($0 as? T) == value }
    }

    static func == (lhs: _AnyEquatable, rhs: _AnyEquatable) -> Bool { lhs.equals(rhs.value) }
}

/// The trigger of the animators that run without one: never changes.
struct _NoTrigger: Equatable {}

/// Shown instead of an animator's content when its input cannot be animated (an empty phase
/// list): a red warning label, and a runtime warning (once per host) naming the view.
struct _AnimatorWarningView: View, PrimitiveView {
    typealias Body = Never
    /// The runtime warning.
    var message: String
    /// The visible label.
    var label: String

    static func makeNode(view: UnsafeRawPointer, parent: ViewNode?, context: inout UpdateContext) -> ViewNode {
        let node = _AnimatorWarningNode(graph: context.graph, parent: parent)
        node.update(from: view, context: &context)
        return node
    }
}

/// The node of ``_AnimatorWarningView``: emits the warning and draws the label.
final class _AnimatorWarningNode: ViewNode {
    override var isList: Bool { true }

    override func update(from pointer: UnsafeRawPointer, context: inout UpdateContext) {
        let view = pointer.view(as: _AnimatorWarningView.self)
        visit(context)
        reportIssue(view.message, in: graph)
        let label = Text(view.label).foregroundColor(.red).padding(4).testID("kinetic.animatorWarning")
        if children.isEmpty {
            children.append(makeNode(label, parent: self, context: &context))
        } else {
            updateNode(children[0], with: label, context: &context)
        }
    }
}

/// An animation that lasts until the next frame: its value holds until a frame later than the
/// change, then it finishes. The phase animator's step clock always animates with it, so a phase
/// change never completes within the update that made it (no busy loop) — even when the content
/// animates nothing, whose completion would otherwise fire right after the update.
struct _NextFrameAnimation: CustomAnimation {
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        time > 0 ? nil : .zero
    }
}

/// An invisible custom `Animatable` view whose data is a step counter that changes with every
/// phase, animated by ``_NextFrameAnimation``: every phase change animates at least one
/// attribute for one frame.
struct _AnimatorStepClock: View, Animatable, _AnimatorClock {
    nonisolated static var attributeName: String { AttributeName.phaseClock }
    var step: Double
    nonisolated var animatableData: Double {
        get { step }
        set { step = newValue }
    }
    var body: some View { EmptyView() }
}

/// Marks the transaction of a phase change. Its animation is the animation of the phase being
/// entered, which the modified view and the content use; the animator's step clock animates with
/// ``_NextFrameAnimation`` instead. Between the two, the key holds the animation and
/// `disablesAnimations` the transaction arrived with.
struct _PhaseChangeKey: TransactionKey {
    static var defaultValue: _PhaseChange? { nil }
}

/// What a phase change's transaction said before the step clock's edit.
struct _PhaseChange {
    var animation: Animation?
    var disablesAnimations: Bool
}

/// The animation of a keyframe animator's elapsed-time clock, carried in the transaction of a
/// new run. Only the clock uses it; the content sees the run's transaction without it.
struct _KeyframeClockKey: TransactionKey {
    static var defaultValue: Animation? { nil }
}

/// The keyframe animator's clock animation: the animated value is the clock's model value minus
/// `duration`, plus the time since the run started (modulo `duration` when it loops), whatever
/// the interval still animating from earlier runs. So a run started at a clock reading `c`
/// with model value `c + duration` reads exactly `c + elapsed` on every frame, and a new run
/// can start mid-run with no jump of the clock and no second update.
///
/// It never merges, so each run keeps its own start time; a finished run holds its model value.
struct _KeyframeClockAnimation: CustomAnimation {
    var duration: Double
    var loops: Bool

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        guard duration > 0, let interval = value as? Double else { return nil }
        let elapsed: Double
        if loops {
            let t = max(time, 0)
            elapsed = t - (t / duration).rounded(.down) * duration
        } else {
            if time >= duration { return nil }
            elapsed = max(time, 0)
        }
        return (interval - duration + elapsed) as? V
    }
}

/// Links an animator's modifier to its node in the graph, so the animator can announce its
/// boundaries (phase changes, keyframe runs) to the graph's subscribers
/// (``HeadlessHost/subscribe(events:frames:animators:)``). Nothing is built while nobody listens.
struct _AnimatorNodeLink: DynamicProperty, DynamicPropertyLink {
    /// The node, set when the graph links the modifier value before running its body.
    final class Box {
        weak var owner: DynamicPropertyOwner?
    }
    let box = Box()

    func link(to owner: DynamicPropertyOwner, index: inout Int) {
        box.owner = owner  // no storage slot: `index` counts `@State` slots only
    }

    /// Announces what `kind` builds (only when someone listens) for the animator numbered `animator`.
    @MainActor func publish(animator: Int, _ kind: () -> AnimatorEvent.Kind) {
        guard let owner = box.owner, !owner.isRemoved, let observers = owner.graph.observers,
              observers.wantsAnimatorEvents else { return }
        observers.publish(kind(), animator: animator, view: owner.inspectionViewName.name)
    }
}

/// A phase or keyframe animator's own clock, a custom `Animatable` view of Kinetic's: its attribute
/// is named for what it is (``AttributeName/phaseClock``, ``AttributeName/keyframeTime``) rather than
/// `animatableData`, so an inspector can tell it from the values the animator drives.
protocol _AnimatorClock {
    static var attributeName: String { get }
}
