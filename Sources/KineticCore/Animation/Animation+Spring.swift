import Foundation

// Every initializer here follows the rule of ``InvalidParameters``: a NaN or infinite argument, or
// a negative duration, response, mass or stiffness, makes the animation end at once, with one
// runtime warning naming the initializer and the argument; bounce and damping fraction are clamped
// where finite.

extension Animation {
    // MARK: Simulated springs (they merge)

    /// A persistent spring animation. When mixed with other spring animations on the same property,
    /// each one replaces its predecessor, preserving velocity.
    /// - Parameters:
    ///   - response: The stiffness of the spring, as an approximate duration in seconds
    ///     (0 requests the stiffest spring, for interactive animations). NaN, infinite or negative
    ///     makes the animation end at once, with a warning.
    ///   - dampingFraction: The drag, as a fraction of critical damping (negative treated as 0).
    ///     NaN or infinite makes the animation end at once.
    ///   - blendDuration: The time over which a change of response is blended in (negative treated
    ///     as 0). NaN or infinite makes the animation end at once.
    /// - Returns: The spring animation.
    @_disfavoredOverload
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0) -> Animation {
        fluidSpring("Animation.spring(response:dampingFraction:blendDuration:)",
                    response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)
    }

    /// A persistent spring animation with a perceptual duration and a bounce.
    /// - Parameters:
    ///   - duration: The perceptual duration of the spring. NaN, infinite or negative makes the
    ///     animation end at once, with a warning.
    ///   - bounce: How bouncy the spring is, in [-1, 1] (finite values outside are clamped). NaN
    ///     or infinite makes the animation end at once.
    ///   - blendDuration: The time over which a change of duration is blended in.
    /// - Returns: The spring animation.
    public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0.0, blendDuration: Double = 0) -> Animation {
        fluidSpring("Animation.spring(duration:bounce:blendDuration:)", duration: duration,
                    bounce: bounce, bounceName: "bounce", bounceOffset: 0, blendDuration: blendDuration)
    }

    /// A persistent spring animation with the given spring's response and damping ratio.
    /// - Parameters:
    ///   - spring: The spring. One made from invalid arguments (it warned then) gives an animation
    ///     that ends at once.
    ///   - blendDuration: The time over which a change of response is blended in.
    /// - Returns: The spring animation.
    public static func spring(_ spring: Spring, blendDuration: TimeInterval = 0.0) -> Animation {
        var check = InvalidParameters("Animation.spring(_:blendDuration:)")
        check.finite(blendDuration, "blendDuration")
        guard check.passes(), !spring.hasInvalidParameter else { return .endingAtOnce }
        return Animation(kind: .fluidSpring(FluidSpring(response: spring.response, dampingFraction: spring.dampingRatio,
                                                        blendDuration: blendDuration)))
    }

    /// A persistent spring animation with the default parameters.
    public static var spring: Animation { spring() }

    /// A spring with a low response, for driving interactive animations.
    /// - Parameters:
    ///   - response: The stiffness, as an approximate duration in seconds (as in `spring(response:…)`).
    ///   - dampingFraction: The drag, as a fraction of critical damping.
    ///   - blendDuration: The time over which a change of response is blended in.
    /// - Returns: The spring animation.
    @_disfavoredOverload
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: TimeInterval = 0.25) -> Animation {
        fluidSpring("Animation.interactiveSpring(response:dampingFraction:blendDuration:)",
                    response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)
    }

    /// A spring with a short duration and a little bounce, for driving interactive animations.
    /// - Parameters:
    ///   - duration: The perceptual duration (as in `spring(duration:…)`).
    ///   - extraBounce: Bounce added to the preset's 0.15.
    ///   - blendDuration: The time over which a change of duration is blended in.
    /// - Returns: The spring animation.
    public static func interactiveSpring(duration: TimeInterval = 0.15, extraBounce: Double = 0.0, blendDuration: TimeInterval = 0.25) -> Animation {
        fluidSpring("Animation.interactiveSpring(duration:extraBounce:blendDuration:)", duration: duration,
                    bounce: extraBounce, bounceName: "extraBounce", bounceOffset: 0.15, blendDuration: blendDuration)
    }

    /// The interactive spring with the default parameters.
    public static var interactiveSpring: Animation { interactiveSpring() }

    /// A smooth spring animation with a predefined duration and no bounce.
    public static var smooth: Animation { smooth() }
    /// A smooth spring that can be tuned: bounce 0 + `extraBounce` (invalid arguments as in `spring(duration:bounce:)`).
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        fluidSpring("Animation.smooth(duration:extraBounce:)", duration: duration,
                    bounce: extraBounce, bounceName: "extraBounce", bounceOffset: 0, blendDuration: 0)
    }

    /// A spring animation with a predefined duration and a small amount of bounce.
    public static var snappy: Animation { snappy() }
    /// A snappy spring that can be tuned: bounce 0.15 + `extraBounce` (invalid arguments as in `spring(duration:bounce:)`).
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        fluidSpring("Animation.snappy(duration:extraBounce:)", duration: duration,
                    bounce: extraBounce, bounceName: "extraBounce", bounceOffset: 0.15, blendDuration: 0)
    }

    /// A spring animation with a predefined duration and a higher amount of bounce.
    public static var bouncy: Animation { bouncy() }
    /// A bouncy spring that can be tuned: bounce 0.3 + `extraBounce` (invalid arguments as in `spring(duration:bounce:)`).
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        fluidSpring("Animation.bouncy(duration:extraBounce:)", duration: duration,
                    bounce: extraBounce, bounceName: "extraBounce", bounceOffset: 0.3, blendDuration: 0)
    }

    /// The simulated spring of a response and damping fraction, checked under `initializer`'s name.
    private static func fluidSpring(_ initializer: String, response: Double, dampingFraction: Double,
                                    blendDuration: Double) -> Animation {
        var check = InvalidParameters(initializer)
        check.nonNegative(response, "response")
        check.finite(dampingFraction, "dampingFraction")
        check.finite(blendDuration, "blendDuration")
        guard check.passes() else { return .endingAtOnce }
        return Animation(kind: .fluidSpring(FluidSpring(response: response, dampingFraction: dampingFraction,
                                                        blendDuration: blendDuration)))
    }

    /// The simulated spring of a duration and a bounce (`bounceOffset + bounce`), checked under
    /// `initializer`'s name.
    private static func fluidSpring(_ initializer: String, duration: Double, bounce: Double, bounceName: String,
                                    bounceOffset: Double, blendDuration: Double) -> Animation {
        var check = InvalidParameters(initializer)
        check.nonNegative(duration, "duration")
        check.finite(bounce, bounceName)
        check.finite(blendDuration, "blendDuration")
        guard check.passes() else { return .endingAtOnce }
        let fraction = Spring.dampingRatio(bounce: bounceOffset + bounce)
        return Animation(kind: .fluidSpring(FluidSpring(response: duration, dampingFraction: fraction,
                                                        blendDuration: blendDuration)))
    }

    // MARK: Closed-form springs (they add up)

    /// An interpolating spring with the given physical parameters. It never merges: overlapping
    /// interpolating springs add their effects.
    /// - Parameters:
    ///   - mass: The mass of the object attached to the spring. NaN, infinite or negative makes
    ///     the animation end at once, with a warning.
    ///   - stiffness: The spring stiffness coefficient. NaN, infinite or negative makes the
    ///     animation end at once.
    ///   - damping: The spring motion damping coefficient (negative treated as 0). NaN or
    ///     infinite makes the animation end at once.
    ///   - initialVelocity: The initial velocity, as a fraction of the animated delta per second.
    ///     NaN or infinite makes the animation end at once.
    /// - Returns: The spring animation.
    public static func interpolatingSpring(mass: Double = 1.0, stiffness: Double, damping: Double, initialVelocity: Double = 0.0) -> Animation {
        let initializer = "Animation.interpolatingSpring(mass:stiffness:damping:initialVelocity:)"
        var check = InvalidParameters(initializer)
        check.nonNegative(mass, "mass")
        check.nonNegative(stiffness, "stiffness")
        check.finite(damping, "damping")
        check.finite(initialVelocity, "initialVelocity")
        guard check.passes() else { return .endingAtOnce }
        return closedFormSpring(Spring(mass: mass, stiffness: stiffness, damping: damping, allowOverDamping: false,
                                       initializer: initializer), initialVelocity: initialVelocity)
    }

    /// An interpolating spring with a perceptual duration and a bounce.
    /// - Parameters:
    ///   - duration: The perceptual duration. NaN, infinite or negative makes the animation end at
    ///     once, with a warning.
    ///   - bounce: How bouncy the spring is, in [-1, 1] (finite values outside are clamped). NaN
    ///     or infinite makes the animation end at once.
    ///   - initialVelocity: The initial velocity, as a fraction of the animated delta per second.
    /// - Returns: The spring animation.
    public static func interpolatingSpring(duration: TimeInterval = 0.5, bounce: Double = 0.0, initialVelocity: Double = 0.0) -> Animation {
        let initializer = "Animation.interpolatingSpring(duration:bounce:initialVelocity:)"
        var check = InvalidParameters(initializer)
        check.nonNegative(duration, "duration")
        check.finite(bounce, "bounce")
        check.finite(initialVelocity, "initialVelocity")
        guard check.passes() else { return .endingAtOnce }
        return closedFormSpring(Spring(duration: duration, bounce: bounce, initializer: initializer, bounceName: "bounce"),
                                initialVelocity: initialVelocity)
    }

    /// An interpolating spring driven by `spring`.
    /// - Parameters:
    ///   - spring: The spring. One made from invalid arguments (it warned then) gives an animation
    ///     that ends at once.
    ///   - initialVelocity: The initial velocity, as a fraction of the animated delta per second.
    ///     NaN or infinite makes the animation end at once, with a warning.
    /// - Returns: The spring animation.
    public static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0.0) -> Animation {
        var check = InvalidParameters("Animation.interpolatingSpring(_:initialVelocity:)")
        check.finite(initialVelocity, "initialVelocity")
        guard check.passes(), !spring.hasInvalidParameter else { return .endingAtOnce }
        return closedFormSpring(spring, initialVelocity: initialVelocity)
    }

    /// The closed-form spring animation of a valid spring.
    private static func closedFormSpring(_ spring: Spring, initialVelocity: Double) -> Animation {
        Animation(kind: .spring(ClosedFormSpringAnimation(spring: spring, initialVelocity: initialVelocity)))
    }

    /// An interpolating spring with the default parameters.
    public static var interpolatingSpring: Animation { interpolatingSpring() }
}
