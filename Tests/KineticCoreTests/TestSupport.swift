import Foundation
@testable import KineticCore

/// The property tests' seeded random source: the library's SplitMix64, so cases replay.
typealias SeededGenerator = SplitMix64

/// |a − b| ≤ tolerance.
func close(_ a: Double, _ b: Double, _ tolerance: Double) -> Bool { abs(a - b) <= tolerance }

/// Integrates m·ẍ = k·(T − x) − c·ẋ from x = 0, ẋ = v0 with classical RK4 at a fine step: an
/// independent reference for the closed forms.
func integrateSpringODE(mass m: Double, stiffness k: Double, damping c: Double,
                        target T: Double, initialVelocity v0: Double, time: Double,
                        step: Double = 1e-5) -> (x: Double, v: Double) {
    func acceleration(_ x: Double, _ v: Double) -> Double { (k * (T - x) - c * v) / m }
    var x = 0.0, v = v0, t = 0.0
    while t < time - 1e-12 {
        let h = min(step, time - t)
        let k1x = v, k1v = acceleration(x, v)
        let k2x = v + h / 2 * k1v, k2v = acceleration(x + h / 2 * k1x, v + h / 2 * k1v)
        let k3x = v + h / 2 * k2v, k3v = acceleration(x + h / 2 * k2x, v + h / 2 * k2v)
        let k4x = v + h * k3v, k4v = acceleration(x + h * k3x, v + h * k3v)
        x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
        v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
        t += h
    }
    return (x, v)
}
