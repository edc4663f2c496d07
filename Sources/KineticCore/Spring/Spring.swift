import Foundation

/// A representation of a spring's motion: a damped harmonic oscillator of mass `m`.
///
/// Stored as angular frequency ω, decay d and mass m; the sign of ω tells the regime
/// (ω > 0 under-damped, ω = 0 critically damped, ω < 0 over-damped). Every initializer
/// normalises its arguments, so a `Spring` never holds NaN or infinite parameters.
@frozen
public struct Spring: Hashable, Sendable {
    /// Signed angular frequency ω (rad/s); its sign is the damping regime.
    @usableFromInline package var angularFrequency: Double
    /// Exponential decay rate d (1/s).
    @usableFromInline package var decay: Double
    /// The mass of the object attached to the spring.
    public let mass: Double

    @inlinable
    package init(angularFrequency: Double, decay: Double, mass: Double) {
        self.angularFrequency = angularFrequency
        self.decay = decay
        self.mass = mass
    }

    /// Creates a spring with the specified duration and bounce.
    ///
    /// - Parameters:
    ///   - duration: The perceptual duration: the time for a spring of no bounce to settle, or the
    ///     period of an undamped one. Durations are clamped to [0.001, 1e6] s (so −∞ gives the
    ///     stiffest spring and +∞ one that barely moves); a NaN duration uses the default 0.5 s.
    ///   - bounce: How bouncy the spring is, in [-1, 1]: 0 is critically damped, positive values
    ///     bounce, negative values are over-damped. Values outside are clamped; NaN means 0.
    public init(duration: TimeInterval = 0.5, bounce: Double = 0.0) {
        self.init(response: duration, dampingRatio: Spring.dampingRatio(bounce: bounce))
    }

    /// Creates a spring with the specified response and damping ratio.
    ///
    /// - Parameters:
    ///   - response: The stiffness of the spring as an approximate duration in seconds.
    ///   - dampingRatio: The amount of drag relative to critical damping (1). Negative or NaN
    ///     ratios are treated as 0 (undamped).
    public init(response: Double, dampingRatio: Double) {
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
    ///   - mass: The mass attached to the spring (clamped to ≥ 1e-6; NaN means 1).
    ///   - stiffness: The spring constant k (clamped to ≥ 0).
    ///   - damping: The drag coefficient c (clamped to ≥ 0).
    ///   - allowOverDamping: Whether an over-damped spring is kept as such; otherwise it is
    ///     clamped to critical damping.
    public init(mass: Double = 1.0, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
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
    ///   - settlingDuration: The wanted settling time, clamped to [0.01, 10] s.
    ///   - dampingRatio: The damping ratio, clamped to (0, 1].
    ///   - epsilon: The threshold of "settled".
    public init(settlingDuration: TimeInterval, dampingRatio: Double, epsilon: Double = 0.001) {
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
        self.init(response: (low + high) / 2, dampingRatio: zeta)
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
