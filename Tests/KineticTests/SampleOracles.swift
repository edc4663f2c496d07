import Foundation

/// SPEC §5's simulated spring, replayed by hand as an oracle independent of the engine: the
/// fraction of a unit change covered `time` seconds after the spring starts from rest (offset,
/// velocity and force all zero), stepping velocity-Verlet at 1/300 s with
/// k = min((τ/response)², 45000) and c = 2√k·fraction. `time` must be a multiple of 1/300 s.
func replayedSpringFraction(response: Double, dampingFraction: Double, time: TimeInterval) -> Double {
    let stiffness = min((2 * Double.pi / response) * (2 * Double.pi / response), 45_000)
    let damping = 2 * stiffness.squareRoot() * dampingFraction
    var offset = 0.0, velocity = 0.0, force = 0.0
    for _ in 0..<Int((time * 300).rounded()) {
        let halfStep = force / 600 + velocity
        offset += halfStep / 300
        force = stiffness * (1 - offset) - damping * halfStep
        velocity = force / 600 + halfStep
    }
    return offset
}

/// SPEC §4 solves a bezier curve's x(t) = progress to 2⁻²⁰, and `linear` is the bezier
/// (0,0)(1,1): a timing curve's output progress may be off by this much (not exactly t/duration).
let curveTolerance = 1.0 / 1_048_576
