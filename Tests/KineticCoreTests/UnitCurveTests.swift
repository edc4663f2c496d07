import Foundation
import Testing
@testable import KineticCore

@Suite("UnitCurve")
struct UnitCurveTests {
    @Test("Values and velocities checked against SwiftUI (SPEC §4)")
    func swiftUITable() {
        #expect(close(UnitCurve.easeIn.value(at: 0.25), 0.09, 0.005))
        #expect(close(UnitCurve.easeIn.value(at: 0.5), 0.32, 0.005))
        #expect(close(UnitCurve.easeIn.value(at: 0.75), 0.62, 0.005))
        #expect(close(UnitCurve.easeInOut.velocity(at: 0.5), 1.72, 0.01))
        #expect(UnitCurve.easeOut.velocity(at: 0) == 1.0)
        let custom = UnitCurve.bezier(startControlPoint: UnitPoint(x: 0.25, y: 0.1), endControlPoint: UnitPoint(x: 0.75, y: 0.9))
        #expect(close(custom.velocity(at: 0.5), 1.20, 0.005))
        let extreme = UnitCurve.bezier(startControlPoint: UnitPoint(x: -0.5, y: 2), endControlPoint: UnitPoint(x: 1.5, y: -1))
        #expect(close(extreme.value(at: 0.5), 0.5, 1e-6))
        #expect(close(extreme.velocity(at: 0.5), -1.0, 1e-6))
        // Control points on the diagonal are the identity, exactly (no solver tolerance).
        for p in stride(from: 0.0, through: 1.0, by: 0.01) {
            #expect(UnitCurve.linear.value(at: p) == p && UnitCurve.linear.velocity(at: p) == 1)
            let diagonal = UnitCurve.bezier(startControlPoint: UnitPoint(x: 0.3, y: 0.3), endControlPoint: UnitPoint(x: 0.6, y: 0.6))
            #expect(diagonal.value(at: p) == p)
        }
        // seeds/002 builds a curve with the initializer: the same curve as `bezier`.
        let seed = UnitCurve(startControlPoint: UnitPoint(x: 0.25, y: 0.1), endControlPoint: UnitPoint(x: 0.25, y: 1))
        #expect(seed == .bezier(startControlPoint: UnitPoint(x: 0.25, y: 0.1), endControlPoint: UnitPoint(x: 0.25, y: 1)))
        #expect(seed != .easeInOut && seed.value(at: 0.25) > 0.25)
    }

    /// A timing-curve animation keeps its curve prepared (the bezier's polynomial computed once,
    /// the diagonal as the identity polynomial): its frames must be `value(at:)` and
    /// `velocity(at:)` bit for bit, inside (0, 1) where an animation evaluates them.
    @Test("The prepared curve an animation keeps answers value(at:) and velocity(at:) exactly")
    func preparedCurveIsTheCurve() {
        let point = UnitPoint.init(x:y:)
        let curves: [UnitCurve] = [
            .linear, .easeIn, .easeOut, .easeInOut, .circularEaseIn, .circularEaseOut, .circularEaseInOut,
            .easeInOut.inverse, .circularEaseInOut.inverse,
            .bezier(startControlPoint: point(0.3, 0.3), endControlPoint: point(0.6, 0.6)),   // diagonal
            .bezier(startControlPoint: point(0.25, 0.1), endControlPoint: point(0.25, 1)),
            .bezier(startControlPoint: point(-0.5, 0.2), endControlPoint: point(1.5, 0.9)),  // x clamped
            .bezier(startControlPoint: point(0.3, 1.6), endControlPoint: point(0.6, -0.4)),  // y outside [0, 1]
        ]
        var polynomials = 0
        for curve in curves {
            let prepared = TimingCurveAnimation.Prepared(TimingCurveAnimation(curve: curve, duration: 2))
            if case .polynomial = prepared { polynomials += 1 }
            for p in stride(from: 0.0, to: 1.0, by: 1.0 / 512) {
                let progress = prepared.progress(at: 2 * p)
                #expect(progress?.fraction == curve.value(at: p), "\(curve) at \(p)")
                #expect(progress?.rate == curve.velocity(at: p) / 2, "\(curve) at \(p)")
                let (value, velocity) = curve.valueAndVelocity(at: p)
                #expect(value == curve.value(at: p) && velocity == curve.velocity(at: p), "\(curve) at \(p)")
            }
        }
        // Every bezier with both y in [0, 1] is a polynomial; the circular ones and the last are not.
        #expect(polynomials == 8)
    }

    /// (x1, y1, x2, y2) and the tolerance in y: the second's x(t) = 0.5 + 4(t − 0.5)³ is flat
    /// midway, where Newton's steps from t = p overshoot and do not settle in eight, and the solve
    /// finishes by bisection (its tolerance of 2⁻²⁰ in x is up to 1e-4 in t there).
    @Test("Bezier value equals y(t) where x(t) = p, solved independently by bisection",
          arguments: [(0.3, 0.8, 0.6, 0.1, 2e-6), (1, 0, 0, 1, 1e-4)])
    func bezierAgainstBisection(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ tolerance: Double) {
        let curve = UnitCurve.bezier(startControlPoint: UnitPoint(x: x1, y: y1), endControlPoint: UnitPoint(x: x2, y: y2))
        func b(_ t: Double, _ c1: Double, _ c2: Double) -> Double { 3 * pow(1 - t, 2) * t * c1 + 3 * (1 - t) * t * t * c2 + pow(t, 3) }
        for p in stride(from: 0.0, through: 1.0, by: 0.01) {
            var lo = 0.0, hi = 1.0
            for _ in 0..<80 { let mid = (lo + hi) / 2; if b(mid, x1, x2) < p { lo = mid } else { hi = mid } }
            #expect(close(curve.value(at: p), b(lo, y1, y2), tolerance), "at \(p)")
        }
    }

    @Test("Linear, end points, clamping outside [0, 1], NaN progress")
    func endsAndClamping() {
        for p in stride(from: 0.0, through: 1.0, by: 0.1) { #expect(close(UnitCurve.linear.value(at: p), p, 1e-6)) }
        for curve in [UnitCurve.easeIn, .easeOut, .easeInOut, .circularEaseIn, .circularEaseOut, .circularEaseInOut] {
            #expect(close(curve.value(at: 0), 0, 1e-9) && close(curve.value(at: 1), 1, 1e-9))
            #expect(curve.value(at: -3) == curve.value(at: 0) && curve.value(at: 9) == curve.value(at: 1))
            #expect(curve.value(at: .nan).isFinite)
        }
    }

    @Test("Circular curves' closed forms and velocities (central differences)")
    func circular() {
        for p in stride(from: 0.05, through: 0.95, by: 0.05) {
            #expect(close(UnitCurve.circularEaseIn.value(at: p), 1 - sqrt(1 - p * p), 1e-12))
            #expect(close(UnitCurve.circularEaseOut.value(at: p), sqrt(1 - (1 - p) * (1 - p)), 1e-12))
            // Bezier values are solved to 2⁻²⁰, so the difference step is far larger than that.
            let h = 1e-4
            for curve in [UnitCurve.circularEaseIn, .circularEaseOut, .circularEaseInOut, .circularEaseInOut.inverse, .easeInOut, .easeIn] {
                // The circular in-out curve is vertical at its middle (slope ∞).
                if abs(p - 0.5) < 0.01 && (curve == .circularEaseInOut || curve == .circularEaseInOut.inverse) { continue }
                let numeric = (curve.value(at: p + h) - curve.value(at: p - h)) / (2 * h)
                #expect(close(curve.velocity(at: p), numeric, 2e-3 * max(1, abs(numeric))), "\(curve) at \(p)")
            }
        }
    }

    @Test("inverse undoes the curve")
    func inverse() {
        let curves = [UnitCurve.easeIn, .easeOut, .easeInOut, .circularEaseIn, .circularEaseOut, .circularEaseInOut,
                      .bezier(startControlPoint: UnitPoint(x: 0.2, y: 0.6), endControlPoint: UnitPoint(x: 0.7, y: 0.9))]
        for curve in curves {
            for p in stride(from: 0.0, through: 1.0, by: 0.1) {
                #expect(close(curve.inverse.value(at: curve.value(at: p)), p, 1e-4), "\(curve) at \(p)")
            }
            #expect(curve.inverse.inverse == curve)
        }
    }
}

@Suite("UnitCurve: velocity at the end points (issue 14)")
struct UnitCurveEndVelocityTests {
    @Test("SwiftUI's figures where the bezier's derivative is 0/0, and the exact limit kept for hand-off")
    func endPoints() {
        #expect(UnitCurve.easeIn.velocity(at: 1) == 0)
        #expect(UnitCurve.easeInOut.velocity(at: 0) == 0)
        #expect(UnitCurve.easeInOut.velocity(at: 1) == 0)
        #expect(close(UnitCurve.easeOut.velocity(at: 0), 1, 1e-9))
        #expect(UnitCurve.easeOut.velocity(at: 1) == 0)
        #expect(UnitCurve.circularEaseIn.velocity(at: 1) == .infinity)
        #expect(UnitCurve.circularEaseOut.velocity(at: 0) == .infinity)
        #expect(UnitCurve.linear.velocity(at: 0) == 1 && UnitCurve.linear.velocity(at: 1) == 1)
        // Keyframes hand velocity on with the limit: (1 − y1)/(1 − x1) = 1/0.58 at the end of .easeIn.
        #expect(close(UnitCurve.easeIn.limitingSlope(at: 1), 1 / 0.58, 1e-9))
        #expect(close(UnitCurve.easeOut.limitingSlope(at: 0), 1 / 0.58, 1e-9))
    }
}
