import CKineticMath
import Foundation

extension Spring {
    /// The closed-form motion of a spring that starts at 0 with velocity v0 and heads to T is linear
    /// in (T, v0): x(t) = T·a(t) + v0·b(t), ẋ(t) = T·a′(t) + v0·b′(t). Computing the four scalars once
    /// lets any vector be evaluated with one exp (and one sin/cos) per call.
    @usableFromInline
    struct Coefficients {
        @usableFromInline var a: Double, b: Double, da: Double, db: Double
        @inlinable init(a: Double, b: Double, da: Double, db: Double) {
            self.a = a; self.b = b; self.da = da; self.db = db
        }
    }

    @inlinable
    func coefficients(time t: Double) -> Coefficients {
        let d = decay, w = angularFrequency
        if w > 0 {
            // x = T − e^(−dt)·[(Td − v0)·sin(ωt)/ω + T·cos(ωt)]
            var s = 0.0, c = 0.0
            kinetic_sincos(w * t, &s, &c)
            let e = exp(-d * t)
            return Coefficients(
                a: 1 - e * (d * s / w + c),
                b: e * s / w,
                da: e * s * (d * d + w * w) / w,
                db: e * (c - d * s / w)
            )
        } else if w == 0 {
            // x = T − (T + (Td − v0)·t)·e^(−dt)
            let e = exp(-d * t)
            return Coefficients(a: 1 - e * (1 + d * t), b: t * e, da: e * d * d * t, db: e * (1 - d * t))
        } else {
            // Over-damped: roots r1 = −ω − d (slow), r2 = ω − d (fast). r1 is formed without
            // cancellation as −(d² − ω²)/(d − ω), which matters for very heavy damping.
            let r1 = -(d * d - w * w) / (d - w), r2 = w - d
            let e1 = exp(r1 * t), e2 = exp(r2 * t)
            let twoW = 2 * w
            return Coefficients(
                a: ((d - w) * e1 + r1 * e2) / twoW + 1,
                b: -(e1 - e2) / twoW,
                da: ((d - w) * r1 * e1 + r1 * r2 * e2) / twoW,
                db: -(r1 * e1 - r2 * e2) / twoW
            )
        }
    }

    // MARK: - Scalar forms

    /// The position of a spring that starts at 0 with `initialVelocity` and heads to `target`,
    /// after `time` seconds.
    @inlinable
    public func value(target: Double, initialVelocity: Double = 0, time: TimeInterval) -> Double {
        let k = coefficients(time: time)
        return target * k.a + initialVelocity * k.b
    }

    /// The velocity of that motion after `time` seconds: the exact derivative of `value`.
    @inlinable
    public func velocity(target: Double, initialVelocity: Double = 0, time: TimeInterval) -> Double {
        let k = coefficients(time: time)
        return target * k.da + initialVelocity * k.db
    }

    // MARK: - Vector forms

    /// The position of a spring heading from zero to `target` after `time` seconds.
    @inlinable
    public func value<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
        let k = coefficients(time: time)
        return target.scaled(by: k.a) + initialVelocity.scaled(by: k.b)
    }

    /// The velocity of a spring heading from zero to `target` after `time` seconds.
    @inlinable
    public func velocity<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
        let k = coefficients(time: time)
        return target.scaled(by: k.da) + initialVelocity.scaled(by: k.db)
    }

    /// Advances a spring's state (`value`, `velocity`) towards `target` by `deltaTime` seconds.
    @inlinable
    public func update<V: VectorArithmetic>(value: inout V, velocity: inout V, target: V, deltaTime: TimeInterval) {
        let k = coefficients(time: deltaTime)
        let remaining = target - value
        let newValue = value + remaining.scaled(by: k.a) + velocity.scaled(by: k.b)
        velocity = remaining.scaled(by: k.da) + velocity.scaled(by: k.db)
        value = newValue
    }

    /// Advances a scalar spring state towards `target` by `deltaTime` seconds.
    @inlinable
    public func update(value: inout Double, velocity: inout Double, target: Double, deltaTime: TimeInterval) {
        let k = coefficients(time: deltaTime)
        let remaining = target - value
        let newValue = value + remaining * k.a + velocity * k.b
        velocity = remaining * k.da + velocity * k.db
        value = newValue
    }

    /// The force on the mass: k·(target − position) − c·velocity.
    @inlinable
    public func force(target: Double, position: Double, velocity: Double) -> Double {
        stiffness * (target - position) - damping * velocity
    }

    /// The force on the mass: k·(target − position) − c·velocity.
    @inlinable
    public func force<V: VectorArithmetic>(target: V, position: V, velocity: V) -> V {
        (target - position).scaled(by: stiffness) - velocity.scaled(by: damping)
    }

    // MARK: - Settling

    /// The time after which the motion stays within `epsilon` of `target`.
    ///
    /// Under-damped springs use the envelope's closed form; critically and over-damped ones scan
    /// t = 0, 0.1, 0.2, … for the first time after which |x − T| stays below ε for more than 1 s.
    /// The scan is bounded: it gives up at 10,000 s and returns that.
    public func settlingDuration(target: Double, initialVelocity: Double = 0, epsilon: Double = 0.001) -> TimeInterval {
        settlingDuration(vector: target, initialVelocity: initialVelocity, epsilon: epsilon)
    }

    /// The time for a spring starting at rest to settle within 0.001 of a unit target.
    public var settlingDuration: TimeInterval {
        settlingDuration(target: 1.0, initialVelocity: 0.0, epsilon: 0.001)
    }

    /// The settling duration of a vector motion: the time after which the distance |x − T| stays
    /// below `epsilon`. The under-damped envelope is bounded with the vectors' norms, |T|·… and
    /// |T·d − v₀|, so a velocity across the target direction counts as fully as one along it.
    public func settlingDuration<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, epsilon: Double = 0.001) -> TimeInterval {
        settlingDuration(vector: target, initialVelocity: initialVelocity, epsilon: epsilon)
    }

    @inlinable
    func settlingDuration<V: VectorArithmetic>(vector target: V, initialVelocity: V, epsilon: Double) -> TimeInterval {
        let eps = epsilon.isFinite && epsilon > 0 ? epsilon : 0.001
        if angularFrequency > 0 {
            // x − T = e^(−dt)·(−T·cos ωt + (v₀ − T·d)/ω·sin ωt), bounded by e^(−dt)·(|T·d − v₀| + |T|).
            let amplitude = (target.scaled(by: decay) - initialVelocity).magnitudeSquared.squareRoot()
                + target.magnitudeSquared.squareRoot()
            guard decay > 0 else { return .infinity }
            return max(0, -log(eps / amplitude) / decay)
        }
        let step = 0.1, limit = 10_000.0
        var settledSince: Double? = nil
        var index = 0
        while true {
            let t = Double(index) * step
            if t > limit { return settledSince ?? limit }
            let error = value(target: target, initialVelocity: initialVelocity, time: t) - target
            if error.magnitudeSquared < eps * eps {
                if let since = settledSince {
                    if t - since > 1 { return since }
                } else {
                    settledSince = t
                }
            } else {
                settledSince = nil
            }
            index += 1
        }
    }
}
