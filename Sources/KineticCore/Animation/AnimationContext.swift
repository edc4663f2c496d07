import Foundation

/// Contextual values that a custom animation can use to manage state and access a view's
/// environment.
public struct AnimationContext<Value: VectorArithmetic> {
    /// The current state of a custom animation.
    public var state: AnimationState<Value>

    /// The environment of the view whose change started the animation.
    public internal(set) var environment: EnvironmentValues

    @usableFromInline var _isLogicallyComplete = false

    /// Whether the animation has reached the point where it no longer feels active to the user
    /// (completion handlers with `.logicallyComplete` criteria fire then). Set at most once: once
    /// true it stays true.
    @inlinable public var isLogicallyComplete: Bool {
        get { _isLogicallyComplete }
        set { if newValue { _isLogicallyComplete = true } }
    }

    /// The simulated spring's state, kept inline rather than in `state` so that the frame path
    /// needs no dictionary lookup.
    @usableFromInline var springState = FluidSpringState<Value>()

    /// The play counter of a repeating animation whose base has no fixed duration.
    @usableFromInline var repeatState = RepeatState()

    /// Creates a context, e.g. to drive an ``Animation`` directly from a tool or a test.
    /// - Parameters:
    ///   - environment: The environment the animation reads.
    ///   - state: The initial custom state.
    public init(environment: EnvironmentValues = EnvironmentValues(), state: AnimationState<Value> = AnimationState()) {
        self.environment = environment
        self.state = state
    }

    /// Creates a new context from this one with the given state, keeping the environment.
    public func withState<T: VectorArithmetic>(_ state: AnimationState<T>) -> AnimationContext<T> {
        var context = AnimationContext<T>(environment: environment, state: state)
        context._isLogicallyComplete = _isLogicallyComplete
        return context
    }
}

/// The integrator state of a simulated (merging) spring.
@usableFromInline
struct FluidSpringState<Value: VectorArithmetic> {
    @usableFromInline var offset: Value = .zero
    @usableFromInline var velocity: Value = .zero
    @usableFromInline var force: Value = .zero
    /// The time the integration has reached.
    @usableFromInline var time: Double = 0
    /// When this spring started (a merge restarts it): logical completion is `response` later.
    @usableFromInline var startTime: Double = 0
    /// Blending from a previous response: when, and by how much the response differed.
    @usableFromInline var blendStart: Double = 0
    @usableFromInline var blendInterval: Double = 0
    @inlinable init() {}
}

/// Which play a repeating animation is in, and when that play started.
@usableFromInline
struct RepeatState {
    @usableFromInline var play = 0
    @usableFromInline var playStart: Double = 0
    @inlinable init() {}
}
