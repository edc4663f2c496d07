import Foundation

extension Animation {
    // MARK: Simulated springs (they merge)

    /// A persistent spring animation. When mixed with other spring animations on the same property,
    /// each one replaces its predecessor, preserving velocity.
    /// - Parameters:
    ///   - response: The stiffness of the spring, as an approximate duration in seconds
    ///     (0 requests the stiffest spring, for interactive animations).
    ///   - dampingFraction: The drag, as a fraction of critical damping.
    ///   - blendDuration: The time over which a change of response is blended in.
    @_disfavoredOverload
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0) -> Animation {
        Animation(kind: .fluidSpring(FluidSpring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)))
    }

    /// A persistent spring animation with a perceptual duration and a bounce.
    /// - Parameters:
    ///   - duration: The perceptual duration of the spring.
    ///   - bounce: How bouncy the spring is, in [-1, 1].
    ///   - blendDuration: The time over which a change of duration is blended in.
    public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0.0, blendDuration: Double = 0) -> Animation {
        spring(response: duration, dampingFraction: Spring.dampingRatio(bounce: bounce), blendDuration: blendDuration)
    }

    /// A persistent spring animation with the given spring's response and damping ratio.
    public static func spring(_ spring: Spring, blendDuration: TimeInterval = 0.0) -> Animation {
        Self.spring(response: spring.response, dampingFraction: spring.dampingRatio, blendDuration: blendDuration)
    }

    /// A persistent spring animation with the default parameters.
    public static var spring: Animation { spring() }

    /// A spring with a low response, for driving interactive animations.
    @_disfavoredOverload
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: TimeInterval = 0.25) -> Animation {
        spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)
    }

    /// A spring with a short duration and a little bounce, for driving interactive animations.
    public static func interactiveSpring(duration: TimeInterval = 0.15, extraBounce: Double = 0.0, blendDuration: TimeInterval = 0.25) -> Animation {
        spring(duration: duration, bounce: 0.15 + extraBounce, blendDuration: blendDuration)
    }

    /// The interactive spring with the default parameters.
    public static var interactiveSpring: Animation { interactiveSpring() }

    /// A smooth spring animation with a predefined duration and no bounce.
    public static var smooth: Animation { smooth() }
    /// A smooth spring that can be tuned: bounce 0 + `extraBounce`.
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        spring(duration: duration, bounce: extraBounce)
    }

    /// A spring animation with a predefined duration and a small amount of bounce.
    public static var snappy: Animation { snappy() }
    /// A snappy spring that can be tuned: bounce 0.15 + `extraBounce`.
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        spring(duration: duration, bounce: 0.15 + extraBounce)
    }

    /// A spring animation with a predefined duration and a higher amount of bounce.
    public static var bouncy: Animation { bouncy() }
    /// A bouncy spring that can be tuned: bounce 0.3 + `extraBounce`.
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        spring(duration: duration, bounce: 0.3 + extraBounce)
    }

    // MARK: Closed-form springs (they add up)

    /// An interpolating spring with the given physical parameters. It never merges: overlapping
    /// interpolating springs add their effects.
    /// - Parameters:
    ///   - mass: The mass of the object attached to the spring.
    ///   - stiffness: The spring stiffness coefficient.
    ///   - damping: The spring motion damping coefficient.
    ///   - initialVelocity: The initial velocity, as a fraction of the animated delta per second.
    public static func interpolatingSpring(mass: Double = 1.0, stiffness: Double, damping: Double, initialVelocity: Double = 0.0) -> Animation {
        interpolatingSpring(Spring(mass: mass, stiffness: stiffness, damping: damping), initialVelocity: initialVelocity)
    }

    /// An interpolating spring with a perceptual duration and a bounce.
    public static func interpolatingSpring(duration: TimeInterval = 0.5, bounce: Double = 0.0, initialVelocity: Double = 0.0) -> Animation {
        interpolatingSpring(Spring(duration: duration, bounce: bounce), initialVelocity: initialVelocity)
    }

    /// An interpolating spring driven by `spring`.
    public static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0.0) -> Animation {
        let velocity = initialVelocity.isFinite ? initialVelocity : 0
        let settling = spring.settlingDuration(target: 1.0, initialVelocity: velocity)
        let logical = 2 * Double.pi / spring.stiffness.squareRoot()
        return Animation(kind: .spring(spring, initialVelocity: velocity, settlingDuration: settling, logicalDuration: logical))
    }

    /// An interpolating spring with the default parameters.
    public static var interpolatingSpring: Animation { interpolatingSpring() }
}
