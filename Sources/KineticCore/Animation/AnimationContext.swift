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

    // The run state of the built-in kinds that keep one, inline rather than in `state` so that
    // the frame path does no dictionary lookup. Each state's type and every use of it live in its
    // kind's file; a new stateful kind adds one field here (README, "Adding an animation kind").

    /// The simulated spring's integrator (FluidSpring.swift).
    @usableFromInline var springState = FluidSpringState<Value>()

    /// The play counter of a repeating animation whose base has no fixed duration (Animation+Repeat.swift).
    @usableFromInline var repeatState = RepeatState()

    /// A repeating animation starts its base's next play: the base's run state starts afresh.
    @inlinable mutating func restartPlay() {
        springState = FluidSpringState()
    }

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
