import Foundation

// Phase animators (SPEC §8), composed the way SwiftUI describes them: a custom view modifier
// whose `@State` holds the index of the current phase. A phase change is a state change made
// with `withTransaction`, whose transaction carries the next phase's animation (for the content)
// and a `.logicallyComplete` completion that makes the following change. So a phase waits for
// the logical end of what its change animated; a change that animates nothing (a nil animation,
// or a phase that draws like the previous one) completes right after its update, as SwiftUI's
// completions do — here at the next frame: an invisible step clock (a custom `Animatable` view)
// animates for one frame with every change, so no phase completes within the update that
// started it and a list of phases that change nothing cannot spin.

extension View {
    /// Animates effects that you apply to a view over a sequence of phases that change continuously.
    ///
    /// When the modified view first appears, `content` receives the first phase. Right away the
    /// animator moves to the second phase, animating the change with `animation(secondPhase)`;
    /// as soon as that animation is logically complete it moves to the next phase, and so on,
    /// looping from the last phase back to the first for as long as the view is shown.
    ///
    /// ```swift
    /// EmojiView(emoji: "🐶")
    ///     .phaseAnimator([false, true]) { content, phase in
    ///         content.offset(y: phase ? -40.0 : 0.0)
    ///     }
    /// ```
    ///
    /// - Parameters:
    ///   - phases: The sequence of phases to cycle through. If it is empty, Kinetic logs a
    ///     runtime warning and shows a warning label instead of the view.
    ///   - content: A view builder closure that takes a proxy for the modified view and the
    ///     current phase. Apply effects to the proxy based on the phase.
    ///   - animation: Returns the animation to use when changing to the phase it receives (the
    ///     phase being entered). `nil` makes that change without animation. A change that
    ///     animates nothing completes at once: the animator moves on at the next frame.
    /// - Returns: A view that cycles through the phases.
    public func phaseAnimator<Phase: Equatable, Result: View>(
        _ phases: some Sequence<Phase>,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> Result,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        modifier(_PhaseAnimatorModifier<Self, Phase, _NoTrigger, Result>(
            phases: Array(phases), trigger: _NoTrigger(), isContinuous: true,
            makeContent: content, animation: animation, name: "phaseAnimator on \(Self.self)"))
    }

    /// Animates effects that you apply to a view over a sequence of phases that change based on a trigger.
    ///
    /// When the modified view first appears, `content` receives the first phase and nothing
    /// moves. Each time `trigger` changes, the animator runs one cycle: it moves to the second
    /// phase with `animation(secondPhase)`, then, each time the running change is logically
    /// complete, to the following phase, and finally back to the first phase, where it stops.
    /// A trigger change during a cycle restarts the cycle: the animator moves to the second
    /// phase again, from wherever the content is, and continues from there.
    ///
    /// ```swift
    /// EmojiView(emoji: "🐶")
    ///     .phaseAnimator([false, true], trigger: likeCount) { content, phase in
    ///         content.offset(y: phase ? -40.0 : 0.0)
    ///     } animation: { phase in
    ///         phase ? .bouncy : .default
    ///     }
    /// ```
    ///
    /// - Parameters:
    ///   - phases: The sequence of phases to cycle through. If it is empty, Kinetic logs a
    ///     runtime warning and shows a warning label instead of the view.
    ///   - trigger: A value whose changes start a cycle through the phases.
    ///   - content: A view builder closure that takes a proxy for the modified view and the
    ///     current phase. Apply effects to the proxy based on the phase.
    ///   - animation: Returns the animation to use when changing to the phase it receives (the
    ///     phase being entered). `nil` makes that change without animation. A change that
    ///     animates nothing completes at once: the animator moves on at the next frame.
    /// - Returns: A view that runs through the phases once per change of `trigger`.
    public func phaseAnimator<Phase: Equatable, Trigger: Equatable, Result: View>(
        _ phases: some Sequence<Phase>,
        trigger: Trigger,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> Result,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        modifier(_PhaseAnimatorModifier<Self, Phase, Trigger, Result>(
            phases: Array(phases), trigger: trigger, isContinuous: false,
            makeContent: content, animation: animation, name: "phaseAnimator on \(Self.self)"))
    }
}

/// A container that animates its content by automatically cycling through a collection of
/// phases that you provide, each defining a discrete step within an animation.
///
/// The container form of ``View/phaseAnimator(_:content:animation:)`` and
/// ``View/phaseAnimator(_:trigger:content:animation:)``: `content` receives only the phase.
///
/// ```swift
/// PhaseAnimator([1.0, 1.5]) { scale in
///     Circle().frame(width: 40, height: 40).scaleEffect(scale)
/// }
/// ```
public struct PhaseAnimator<Phase: Equatable, Content: View> {
    private let phases: [Phase]
    private let trigger: _AnyEquatable?
    private let content: (Phase) -> Content
    private let animation: (Phase) -> Animation?

    /// Cycles through a sequence of phases in response to changes in a specified value,
    /// animating updates to a view on each phase change.
    ///
    /// - Parameters:
    ///   - phases: The sequence of phases to cycle through. If it is empty, Kinetic logs a
    ///     runtime warning and shows a warning label.
    ///   - trigger: A value whose changes start one cycle through the phases, ending at the first.
    ///   - content: A view builder closure that takes the current phase.
    ///   - animation: Returns the animation to use when changing to the phase it receives.
    public init(
        _ phases: some Sequence<Phase>,
        trigger: some Equatable,
        @ViewBuilder content: @escaping (Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) {
        self.phases = Array(phases)
        self.trigger = _AnyEquatable(trigger)
        self.content = content
        self.animation = animation
    }

    /// Cycles through a sequence of phases continuously, animating updates to a view on each phase change.
    ///
    /// - Parameters:
    ///   - phases: The sequence of phases to cycle through. If it is empty, Kinetic logs a
    ///     runtime warning and shows a warning label.
    ///   - content: A view builder closure that takes the current phase.
    ///   - animation: Returns the animation to use when changing to the phase it receives.
    public init(
        _ phases: some Sequence<Phase>,
        @ViewBuilder content: @escaping (Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) {
        self.phases = Array(phases)
        self.trigger = nil
        self.content = content
        self.animation = animation
    }
}

extension PhaseAnimator: View {
    /// The content at the current phase.
    public var body: some View {
        let content = self.content
        return EmptyView().modifier(_PhaseAnimatorModifier<EmptyView, Phase, _AnyEquatable, Content>(
            phases: phases, trigger: trigger ?? _AnyEquatable(_NoTrigger()), isContinuous: trigger == nil,
            makeContent: { _, phase in content(phase) }, animation: animation,
            name: "PhaseAnimator<\(Phase.self), \(Content.self)>"))
    }
}

/// What a phase animator keeps between updates, outside the state that draws: the latest phases
/// and animation closure (completions run after the view value that scheduled them is gone),
/// and which cycle is running.
@MainActor final class _PhaseAnimatorRuntime<Phase> {
    var phases: [Phase] = []
    var animation: (Phase) -> Animation? = { _ in .default }
    var isContinuous = true
    /// Incremented when a cycle starts; completions of older cycles do nothing.
    var cycle = 0
    var isRunning = false
    /// Tells this animator's events apart from other animators'.
    let id = SerialNumber.next()

    /// Ends the running cycle (the phases became empty): pending completions do nothing, and
    /// the content, when it comes back, starts afresh.
    func stop() {
        if isRunning { cycle &+= 1 }
        isRunning = false
    }
}

/// The modifier behind both `phaseAnimator` forms and ``PhaseAnimator``.
struct _PhaseAnimatorModifier<Base: View, Phase: Equatable, Trigger: Equatable, Result: View>: ViewModifier {
    var phases: [Phase]
    var trigger: Trigger
    var isContinuous: Bool
    var makeContent: (PlaceholderContentView<Base>, Phase) -> Result
    var animation: (Phase) -> Animation?
    /// Names the view in the empty-phases warning.
    var name: String

    /// The index of the phase drawn (model value; attributes animate towards it).
    @State private var index = 0
    /// Counts phase changes; drives the step clock.
    @State private var step = 0
    @State private var runtime = _PhaseAnimatorRuntime<Phase>()
    /// Announces each phase change to the graph's animator subscribers.
    private let link = _AnimatorNodeLink()

    func body(content _: Content) -> some View {
        if phases.isEmpty {
            let _ = runtime.stop()
            _AnimatorWarningView(
                message: "\(name) has no phases: the phase sequence must not be empty; showing a warning view instead",
                label: "⚠️ \(name): no phases")
        } else {
            let phase = configure()
            Group {
                makeContent(PlaceholderContentView(), phase)
                    .transaction { transaction in
                        // The content animates with the phase's animation (the step clock with its own).
                        if let change = transaction[_PhaseChangeKey.self] {
                            transaction.animation = change.animation
                            transaction.disablesAnimations = change.disablesAnimations
                            transaction[_PhaseChangeKey.self] = nil
                        }
                    }
                    .onAppear { begin() }
                    .onChange(of: phases.count) { begin() }
                    .onChange(of: trigger) { restart() }
                _AnimatorStepClock(step: Double(step))
            }
            .transaction { transaction in
                // A phase change: its transaction carries the phase's animation, as edited from
                // above (`.transaction { … }`, disablesAnimations). The content gets it back below;
                // the step clock takes one frame whatever it says — without that, a change that
                // animates nothing would complete inside its own update, again and again.
                guard transaction[_PhaseChangeKey.self] != nil else { return }
                transaction[_PhaseChangeKey.self] = _PhaseChange(
                    animation: transaction.animation, disablesAnimations: transaction.disablesAnimations)
                transaction.animation = Animation(_NextFrameAnimation())
                transaction.disablesAnimations = false
            }
        }
    }

    /// Hands the latest closures to the runtime and returns the phase to draw.
    private func configure() -> Phase {
        let runtime = self.runtime
        runtime.phases = phases
        runtime.animation = animation
        runtime.isContinuous = isContinuous
        return phases[index % phases.count]
    }

    /// On appearance (or when the phase count changes), a continuous animator that is not cycling
    /// starts (one phase shows a still view).
    private func begin() {
        let runtime = self.runtime
        guard runtime.isContinuous, runtime.phases.count > 1, !runtime.isRunning else { return }
        runtime.cycle &+= 1
        runtime.isRunning = true
        advance(to: index + 1, cycle: runtime.cycle)
    }

    /// A trigger change starts a cycle (restarting one that runs).
    private func restart() {
        let runtime = self.runtime
        guard !runtime.isContinuous, !runtime.phases.isEmpty else { return }
        runtime.cycle &+= 1
        runtime.isRunning = true
        advance(to: 1, cycle: runtime.cycle)
    }

    /// Changes to the phase at `next` (modulo the count) with that phase's animation.
    private func advance(to next: Int, cycle: Int) {
        let runtime = self.runtime
        guard !runtime.phases.isEmpty else { runtime.isRunning = false; return }
        let next = next % runtime.phases.count
        let count = runtime.phases.count
        link.publish(animator: runtime.id) { .phase(index: next, count: count) }
        let phaseAnimation = runtime.animation(runtime.phases[next])
        var transaction = Transaction(animation: phaseAnimation)
        transaction[_PhaseChangeKey.self] = _PhaseChange(animation: phaseAnimation, disablesAnimations: false)
        let modifier = self
        transaction.addAnimationCompletion(criteria: .logicallyComplete) {
            modifier.phaseDidComplete(cycle: cycle)
        }
        withTransaction(transaction) {
            index = next
            step &+= 1
        }
    }

    /// The change to the current phase is logically complete: move on, or end a triggered cycle
    /// that is back at the first phase.
    private func phaseDidComplete(cycle: Int) {
        let runtime = self.runtime
        guard runtime.isRunning, runtime.cycle == cycle else { return }
        let count = runtime.phases.count
        guard count > 0 else { runtime.isRunning = false; return }
        let current = index % count
        if runtime.isContinuous ? count < 2 : current == 0 {
            runtime.isRunning = false
            return
        }
        advance(to: current + 1, cycle: cycle)
    }
}
