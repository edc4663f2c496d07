import Foundation

/// Independent formulas the keyframe tests derive their expectations from (written here from
/// SPEC §3 and §8, not taken from the code under test).
package enum KeyframeMath {
    /// Cubic Hermite on [0, d] in the textbook basis: h00 = 2u³ − 3u² + 1, h10 = u³ − 2u² + u,
    /// h01 = −2u³ + 3u², h11 = u³ − u²; tangents are in units per second.
    package static func hermite(_ p0: Double, _ p1: Double, _ m0: Double, _ m1: Double, duration d: Double, at s: Double) -> Double {
        let u = s / d
        let h00 = 2 * u * u * u - 3 * u * u + 1
        let h10 = u * u * u - 2 * u * u + u
        let h01 = -2 * u * u * u + 3 * u * u
        let h11 = u * u * u - u * u
        return h00 * p0 + h10 * d * m0 + h01 * p1 + h11 * d * m1
    }

    /// An under-damped spring built from duration and bounce (SPEC §3): ζ = 1 − bounce,
    /// ω = τ√(1 − ζ²)/duration, decay = ζτ/duration.
    package struct UnderdampedSpring {
        package var omega: Double
        package var decay: Double
        package init(duration: Double, bounce: Double) {
            let zeta = 1 - bounce
            let tau = 2 * Double.pi
            omega = tau * (1 - zeta * zeta).squareRoot() / duration
            decay = zeta * tau / duration
        }
        /// x(t) = T − e^(−dt)·[(Td − v0)·sin(ωt)/ω + T·cos(ωt)]
        package func value(target: Double, initialVelocity v0: Double, time t: Double) -> Double {
            target - exp(-decay * t) * ((target * decay - v0) * sin(omega * t) / omega + target * cos(omega * t))
        }
        /// The exact derivative of `value`.
        package func velocity(target: Double, initialVelocity v0: Double, time t: Double) -> Double {
            let e = exp(-decay * t), s = sin(omega * t), c = cos(omega * t)
            let bracket = (target * decay - v0) * s / omega + target * c
            let bracketRate = (target * decay - v0) * c - target * omega * s
            return decay * e * bracket - e * bracketRate
        }
        /// SPEC §3's under-damped settling time for a unit move from rest: −ln(ε/(d + 1))/d.
        package var settlingDuration: Double { -log(0.001 / (decay + 1)) / decay }
    }

    /// `|a − b| ≤ tolerance · max(1, |b|)`.
    package static func isClose(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool {
        abs(a - b) <= tolerance * max(1, abs(b))
    }

    /// `.bouncy`: duration 0.5, bounce 0.3.
    package static let bouncy = UnderdampedSpring(duration: 0.5, bounce: 0.3)

    /// Left and right derivatives at `t` by second-order one-sided differences.
    package static func sidedDerivatives(_ f: (Double) -> Double, at t: Double, step h: Double = 1e-5) -> (left: Double, right: Double) {
        let left = (3 * f(t) - 4 * f(t - h) + f(t - 2 * h)) / (2 * h)
        let right = (-3 * f(t) + 4 * f(t + h) - f(t + 2 * h)) / (2 * h)
        return (left, right)
    }
}

