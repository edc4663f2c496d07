import Foundation

/// A representation of a spring's motion: a damped harmonic oscillator of mass `m`.
///
/// Stored as angular frequency ω, decay d and mass m; the sign of ω tells the regime
/// (ω > 0 under-damped, ω = 0 critically damped, ω < 0 over-damped). Every initializer
/// normalises its arguments, so a `Spring` never holds NaN or infinite parameters. A NaN or
/// infinite argument, or a negative duration, response, mass, stiffness or settling duration, is
/// reported with one runtime warning naming it, and an animation made from such a spring
/// (`.spring(_:)`, `.interpolatingSpring(_:)`) ends at once.
@frozen
public struct Spring: Hashable, Sendable {
    /// Signed angular frequency ω (rad/s); its sign is the damping regime.
    @usableFromInline package var angularFrequency: Double
    /// Exponential decay rate d (1/s).
    @usableFromInline package var decay: Double
    /// The mass of the object attached to the spring.
    public let mass: Double
    /// Whether an initializer argument was invalid (see ``InvalidParameters``): an animation made
    /// from this spring ends at once.
    @usableFromInline package var hasInvalidParameter = false

    @inlinable
    package init(angularFrequency: Double, decay: Double, mass: Double) {
        self.angularFrequency = angularFrequency
        self.decay = decay
        self.mass = mass
    }

    /// Marks the spring invalid when `check` found an invalid argument, and warns once.
    private mutating func apply(_ check: InvalidParameters) {
        hasInvalidParameter = !check.passes()
    }

    /// Creates a spring with the specified duration and bounce.
    ///
    /// - Parameters:
    ///   - duration: The perceptual duration: the time for a spring of no bounce to settle, or the
    ///     period of an undamped one. Durations below 0.001 s are raised to it. A NaN, infinite or
    ///     negative duration is invalid: the spring uses 0.5 s and animations made from it end at once.
    ///   - bounce: How bouncy the spring is, in [-1, 1]: 0 is critically damped, positive values
    ///     bounce, negative values are over-damped. Finite values outside are clamped; a NaN or
    ///     infinite bounce is invalid (the spring uses 0).
    public init(duration: TimeInterval = 0.5, bounce: Double = 0.0) {
        self.init(duration: duration, bounce: bounce, initializer: "Spring(duration:bounce:)", bounceName: "bounce")
    }

    /// `init(duration:bounce:)`, warning under the name of the preset that called it.
    package init(duration: TimeInterval, bounce: Double, initializer: String, bounceName: String, bounceOffset: Double = 0) {
        var check = InvalidParameters(initializer)
        check.nonNegative(duration, "duration")
        check.finite(bounce, bounceName)
        self.init(normalizingResponse: check.found ? 0.5 : duration,
                  dampingRatio: check.found ? 1 : Spring.dampingRatio(bounce: bounceOffset + bounce))
        apply(check)
    }

    /// Creates a spring with the specified response and damping ratio.
    ///
    /// - Parameters:
    ///   - response: The stiffness of the spring as an approximate duration in seconds (below
    ///     0.001 s raised to it). NaN, infinite or negative is invalid (see the type's notes).
    ///   - dampingRatio: The amount of drag relative to critical damping (1). Negative ratios are
    ///     treated as 0 (undamped), ratios above 10⁶ as 10⁶; NaN or infinite is invalid.
    public init(response: Double, dampingRatio: Double) {
        var check = InvalidParameters("Spring(response:dampingRatio:)")
        check.nonNegative(response, "response")
        check.finite(dampingRatio, "dampingRatio")
        self.init(normalizingResponse: check.found ? 0.5 : response, dampingRatio: check.found ? 1 : dampingRatio)
        apply(check)
    }

    /// The spring of a response and damping ratio, normalised without warnings: NaN response →
    /// 0.5 s, clamped to [0.001, 1e6] s; NaN or negative ratio → 0, at most 10⁶.
    package init(normalizingResponse response: Double, dampingRatio: Double) {
        let duration = Spring.sanitizedDuration(response)
        let zeta = dampingRatio.isNaN ? 0 : max(0, min(dampingRatio, 1e6))
        let tau = 2 * Double.pi
        let frequency = tau * abs(1 - zeta * zeta).squareRoot() / duration
        self.init(
            angularFrequency: zeta > 1 ? -frequency : frequency,
            decay: zeta * tau / duration,
            mass: 1
        )
    }

    /// Creates a spring with the specified mass, stiffness, and damping.
    ///
    /// - Parameters:
    ///   - mass: The mass attached to the spring (raised to ≥ 1e-6). NaN, infinite or negative is
    ///     invalid (the spring uses 1; see the type's notes).
    ///   - stiffness: The spring constant k. NaN, infinite or negative is invalid (the spring uses 0).
    ///   - damping: The drag coefficient c (negative values are treated as 0). NaN or infinite is
    ///     invalid (the spring uses 0).
    ///   - allowOverDamping: Whether an over-damped spring is kept as such; otherwise it is
    ///     clamped to critical damping.
    public init(mass: Double = 1.0, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
        self.init(mass: mass, stiffness: stiffness, damping: damping, allowOverDamping: allowOverDamping,
                  initializer: "Spring(mass:stiffness:damping:allowOverDamping:)")
    }

    /// `init(mass:stiffness:damping:allowOverDamping:)`, warning under the name of the caller.
    package init(mass: Double, stiffness: Double, damping: Double, allowOverDamping: Bool, initializer: String) {
        var check = InvalidParameters(initializer)
        check.nonNegative(mass, "mass")
        check.nonNegative(stiffness, "stiffness")
        check.finite(damping, "damping")
        self.init(normalizingMass: mass.isFinite && mass >= 0 ? mass : 1,
                  stiffness: stiffness.isFinite && stiffness >= 0 ? stiffness : 0,
                  damping: damping, allowOverDamping: allowOverDamping)
        apply(check)
    }

    /// The spring of a mass, stiffness and damping, normalised without warnings.
    private init(normalizingMass mass: Double, stiffness: Double, damping: Double, allowOverDamping: Bool) {
        let m = mass.isFinite ? max(mass, 1e-6) : 1
        let k = stiffness.isFinite ? max(stiffness, 0) : 0
        let c = damping.isFinite ? max(damping, 0) : 0
        let naturalFrequency = (k / m).squareRoot()
        let h = c / (2 * m)
        if h > naturalFrequency && !allowOverDamping {
            self.init(angularFrequency: 0, decay: naturalFrequency, mass: m)
        } else {
            let difference = k / m - h * h
            let frequency = abs(difference).squareRoot()
            self.init(angularFrequency: difference < 0 ? -frequency : frequency, decay: h, mass: m)
        }
    }

    /// Creates a spring whose motion settles (stays within `epsilon` of a unit target, starting at
    /// rest) after the given time.
    ///
    /// - Parameters:
    ///   - settlingDuration: The wanted settling time, clamped to [0.01, 10] s. NaN, infinite or
    ///     negative is invalid (see the type's notes).
    ///   - dampingRatio: The damping ratio, clamped to (0, 1]; NaN or infinite is invalid.
    ///   - epsilon: The threshold of "settled" (non-positive means 0.001); NaN or infinite is invalid.
    public init(settlingDuration: TimeInterval, dampingRatio: Double, epsilon: Double = 0.001) {
        var check = InvalidParameters("Spring(settlingDuration:dampingRatio:epsilon:)")
        check.nonNegative(settlingDuration, "settlingDuration")
        check.finite(dampingRatio, "dampingRatio")
        check.finite(epsilon, "epsilon")
        self.init(normalizingSettlingDuration: settlingDuration, dampingRatio: dampingRatio, epsilon: epsilon)
        apply(check)
    }

    /// The spring of a settling duration, normalised without warnings.
    private init(normalizingSettlingDuration settlingDuration: TimeInterval, dampingRatio: Double, epsilon: Double) {
        let wanted = settlingDuration.isNaN ? 1 : min(max(settlingDuration, 0.01), 10)
        let zeta = dampingRatio.isNaN ? 1 : min(max(dampingRatio, 1e-3), 1)
        // The envelope of a unit move from rest, at the wanted time, falls as the duration parameter
        // shrinks (a stiffer spring): bisect on the duration until it meets epsilon. Under-damped:
        // e^(−dt)·(d + 1); critically damped: (1 + dt)·e^(−dt), a continuous form, where the
        // settlingDuration getter scans in 0.1 s steps.
        let eps = epsilon.isFinite && epsilon > 0 ? min(epsilon, 0.5) : 0.001
        func envelope(_ duration: Double) -> Double {
            let d = zeta * 2 * Double.pi / duration
            let e = exp(-d * wanted)
            return zeta < 1 ? e * (d + 1) : (1 + d * wanted) * e
        }
        var low = 1e-3, high = 60.0
        for _ in 0..<80 {
            let mid = (low + high) / 2
            if envelope(mid) < eps { low = mid } else { high = mid }
        }
        self.init(normalizingResponse: (low + high) / 2, dampingRatio: zeta)
    }

    // MARK: - Getters

    /// The spring stiffness k.
    public var stiffness: Double {
        mass * (angularFrequency * abs(angularFrequency) + decay * decay)
    }

    /// The drag coefficient c.
    public var damping: Double { 2 * decay * mass }

    /// The stiffness of the spring, defined as an approximate duration in seconds.
    public var response: Double {
        2 * Double.pi / (decay * decay + angularFrequency * abs(angularFrequency)).squareRoot()
    }

    /// The perceptual duration: the same as `response`.
    public var duration: TimeInterval { response }

    /// The amount of drag relative to critical damping.
    public var dampingRatio: Double { decay * response / (2 * Double.pi) }

    /// How bouncy the spring is: the inverse of the bounce → damping-ratio map.
    public var bounce: Double {
        let zeta = dampingRatio
        return zeta <= 1 ? 1 - zeta : 1 / zeta - 1
    }

    // MARK: - Parameter maps

    /// The damping ratio ζ for a bounce: b ≤ −1 → ∞, −1 < b < 0 → 1/(1+b), 0 ≤ b ≤ 1 → 1 − b, b > 1 → 0.
    @inlinable
    package static func dampingRatio(bounce: Double) -> Double {
        if bounce.isNaN { return 1 }
        if bounce <= -1 { return .infinity }
        if bounce < 0 { return 1 / (1 + bounce) }
        if bounce <= 1 { return 1 - bounce }
        return 0
    }

    /// A usable duration: NaN → 0.5 s, ≤ 0 or tiny → 0.001 s, +∞ → 1e6 s.
    @inlinable
    package static func sanitizedDuration(_ duration: Double) -> Double {
        if duration.isNaN { return 0.5 }
        return min(max(duration, 0.001), 1e6)
    }
}
