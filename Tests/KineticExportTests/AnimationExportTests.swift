import Foundation
import Kinetic
import Testing
@testable import KineticExport

/// Each platform's documented curve, evaluated with the figures the export printed, against
/// Kinetic's own curve for a unit change.
@Suite("AnimationExport: each platform's formula with the exported figures")
struct AnimationExportTests {
    // MARK: Kinetic's curve and the platforms' formulas, written from their documentation

    /// Kinetic's value for a unit change at each time (ascending), evaluated like the animator.
    static func kinetic(_ animation: Animation, _ times: [Double]) -> [Double] {
        var context = AnimationContext<Double>()
        var done = false
        return times.map { t in
            if done { return 1 }
            if let v = animation.animate(value: 1.0, time: t, context: &context) { return v }
            done = true
            return 1
        }
    }

    static func grid(_ end: Double, _ count: Int = 4001) -> [Double] { (0..<count).map { end * Double($0) / Double(count - 1) } }

    /// Where to compare with Kinetic, and the extra tolerance Kinetic's own curve needs. A
    /// simulated spring (`.spring`, `.smooth`…) advances in 1/300 s velocity-Verlet steps and holds
    /// its value between them, so it is compared at its steps, where it lags the exact physics by
    /// up to 1 % of the change (0.52 % measured for `.spring(duration: 0.5, bounce: 0.3)`, 0.60 %
    /// for `.snappy(duration: 0.3)`, stiffer springs lag more);
    /// everything else is compared on a fine grid with no allowance.
    static func comparison(_ expression: AnimationExpression, until end: Double) -> (times: [Double], allowance: Double) {
        guard case .fluidSpring = expression.motion else { return (grid(end, 9001), 0) }
        return ((0...Int(end * 300)).map { Double($0) / 300 }, 0.01)
    }

    /// A damped harmonic oscillator from 0 to 1 with start velocity v0: m·x″ = −k(x − 1) − c·x′.
    /// Android's SpringForce (developer.android.com/reference/androidx/dynamicanimation/animation/
    /// SpringForce: "stiffness corresponds to the spring constant", damping ratio 1 critical, < 1
    /// overshoots, > 1 over-damped) and Compose's spring(dampingRatio, stiffness)
    /// (developer.android.com/reference/kotlin/androidx/compose/animation/core/Spring) define a
    /// unit-mass spring: ω0 = √k, ζ as given. Motion's spring (motion.dev/docs/spring: stiffness,
    /// damping, mass, velocity in units per second) has ζ = damping / (2√(stiffness·mass)) and
    /// ω0 = √(stiffness / mass) (its generator's calcDampingRatio). Solved for y = x − 1,
    /// y(0) = −1, y′(0) = v0.
    static func oscillator(omega0 w: Double, zeta z: Double, v0: Double, t: Double) -> Double {
        if abs(z - 1) < 1e-12 {
            return 1 + (-1 + (v0 - w) * t) * exp(-w * t)
        } else if z < 1 {
            let wd = w * (1 - z * z).squareRoot()
            return 1 + exp(-z * w * t) * (-cos(wd * t) + (v0 - z * w) / wd * sin(wd * t))
        } else {
            let s = (z * z - 1).squareRoot()
            let r1 = -w * (z - s), r2 = -w * (z + s)
            let c2 = (v0 + r1) / (r2 - r1), c1 = -1 - c2
            return 1 + c1 * exp(r1 * t) + c2 * exp(r2 * t)
        }
    }

    /// CSS Easing Level 2 (drafts.csswg.org/css-easing) `cubic-bezier(x1, y1, x2, y2)`: the curve
    /// from (0, 0) to (1, 1) with the two control points; the output at input progress p is y(s)
    /// where x(s) = p. Compose's CubicBezierEasing(a, b, c, d) is the same curve ("equivalent to
    /// the Android PathInterpolator when a single cubic Bézier curve is specified"), and Motion's
    /// `ease: [x1, y1, x2, y2]` too.
    static func cubicBezier(_ c: [Double], _ p: Double) -> Double {
        func b(_ a: Double, _ b: Double, _ s: Double) -> Double { 3 * a * s * (1 - s) * (1 - s) + 3 * b * s * s * (1 - s) + s * s * s }
        var low = 0.0, high = 1.0
        for _ in 0..<60 {
            let mid = (low + high) / 2
            if b(c[0], c[2], mid) < p { low = mid } else { high = mid }
        }
        return b(c[1], c[3], (low + high) / 2)
    }

    /// CSS Easing Level 2 `linear()` (drafts.csswg.org/css-easing; MDN "linear()"): stops (output,
    /// input %) joined by straight lines; the first and last stops default to 0 % and 100 %.
    static func cssLinear(_ stops: [(value: Double, at: Double)], _ p: Double) -> Double {
        if p <= stops[0].at { return stops[0].value }
        for (a, b) in zip(stops, stops.dropFirst()) where p <= b.at {
            return a.value + (b.value - a.value) * (p - a.at) / (b.at - a.at)
        }
        return stops.last!.value
    }

    // MARK: Reading the exported text

    static func number(after label: String, in text: String) throws -> Double {
        let range = try #require(text.range(of: label), "'\(label)' in \(text)")
        let digits = text[range.upperBound...].prefix { "0123456789.-e+".contains($0) }
        return try #require(Double(digits), "number after '\(label)' in \(text)")
    }

    static func arguments(of call: String, in text: String) throws -> [Double] {
        let start = try #require(text.range(of: call + "("), "\(call)( in \(text)")
        let inner = text[start.upperBound...].prefix { $0 != ")" }
        return try inner.split(separator: ",").map {
            try #require(Double($0.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "f", with: "")))
        }
    }

    static func largestError(_ times: [Double], _ kinetic: [Double], _ platform: (Double) -> Double) -> Double {
        zip(times, kinetic).map { abs(platform($0.0) - $0.1) }.max()!
    }

    // MARK: CSS

    @Test("css linear(): below 0.5 % of the change everywhere, with the point count it states", arguments: [
        ".spring(duration: 0.42, bounce: 0.3)", ".interpolatingSpring(mass: 1, stiffness: 170, damping: 15).delay(0.1)",
        ".bouncy(extraBounce: 0.1)", ".timingCurve(.circularEaseInOut, duration: 0.4)", ".smooth.speed(2)",
        ".interpolatingSpring(Spring(duration: 0.6, bounce: -0.4))",
    ])
    func cssLinear(_ text: String) throws {
        let expression = try AnimationExpression(parsing: text)
        let css = try expression.export(to: .css).code
        let duration = try Self.number(after: "transition-duration: ", in: css)
        let delay = css.contains("transition-delay") ? try Self.number(after: "transition-delay: ", in: css) : 0
        let start = try #require(css.range(of: "timing-function: linear("))
        let inner = css[start.upperBound...].prefix { $0 != ")" }
        let parts = inner.split(separator: ",").map { $0.split(separator: " ") }
        let stops = try parts.enumerated().map { index, part in
            (value: try #require(Double(part[0])),
             at: part.count > 1 ? try #require(Double(part[1].dropLast())) / 100 : (index == 0 ? 0 : 1))
        }
        #expect(css.contains("linear() with \(stops.count) points"))
        let (times, allowance) = Self.comparison(expression, until: delay + duration + 0.3)
        let error = Self.largestError(times, Self.kinetic(expression.animation, times)) {
            Self.cssLinear(stops, min(max(($0 - delay) / duration, 0), 1))
        }
        #expect(error < 0.005 + allowance, "largest error \(error) with \(stops.count) points: \(css)")
    }

    @Test("css cubic-bezier(): the exact control points, duration and delay", arguments: [
        ".timingCurve(0.2, 0.8, 0.2, 1, duration: 0.5).delay(0.1)", ".easeInOut(duration: 0.3).speed(2)", ".easeIn",
    ])
    func cssCubicBezier(_ text: String) throws {
        let expression = try AnimationExpression(parsing: text)
        let css = try expression.export(to: .css).code
        let points = try Self.arguments(of: "cubic-bezier", in: css)
        let duration = try Self.number(after: "transition-duration: ", in: css)
        let delay = css.contains("transition-delay") ? try Self.number(after: "transition-delay: ", in: css) : 0
        let times = Self.grid(delay + duration + 0.1)
        let error = Self.largestError(times, Self.kinetic(expression.animation, times)) {
            Self.cubicBezier(points, min(max(($0 - delay) / duration, 0), 1))
        }
        #expect(error < 1e-5, "\(css)")
    }

    // MARK: Springs on Compose, Android and Motion

    static let springs = [
        ".spring(duration: 0.5, bounce: 0.3)", ".interpolatingSpring(mass: 2, stiffness: 170, damping: 15)", ".bouncy.speed(2)",
        ".interpolatingSpring(Spring(duration: 0.4, bounce: -0.3))", ".smooth", ".snappy(duration: 0.3)",
    ]

    /// Kinetic's springs against the platforms' closed forms: 0.15 % of the change (the
    /// closed-form springs finish once within 0.001 of the target; Kotlin's Float figures), plus
    /// the simulated springs' allowance (``comparison(_:until:)``).
    static let springTolerance = 0.0015

    @Test("compose spring(dampingRatio, stiffness): a unit-mass oscillator", arguments: springs)
    func composeSpring(_ text: String) throws {
        let expression = try AnimationExpression(parsing: text)
        let code = try expression.export(to: .compose).code
        let zeta = try Self.number(after: "dampingRatio = ", in: code)
        let k = try Self.number(after: "stiffness = ", in: code)
        let (times, allowance) = Self.comparison(expression, until: 3)
        let error = Self.largestError(times, Self.kinetic(expression.animation, times)) {
            Self.oscillator(omega0: k.squareRoot(), zeta: zeta, v0: 0, t: $0)
        }
        #expect(error < Self.springTolerance + allowance, "\(code)")
    }

    @Test("android SpringForce stiffness and damping ratio: a unit-mass oscillator", arguments: springs)
    func androidSpring(_ text: String) throws {
        let expression = try AnimationExpression(parsing: text)
        let code = try expression.export(to: .android).code
        let k = try Self.number(after: ".setStiffness(", in: code)
        let zeta = try Self.number(after: ".setDampingRatio(", in: code)
        let (times, allowance) = Self.comparison(expression, until: 3)
        let error = Self.largestError(times, Self.kinetic(expression.animation, times)) {
            Self.oscillator(omega0: k.squareRoot(), zeta: zeta, v0: 0, t: $0)
        }
        #expect(error < Self.springTolerance + allowance, "\(code)")
    }

    @Test("framer { type: spring, stiffness, damping, mass, velocity }", arguments: springs + [
        ".interpolatingSpring(duration: 0.6, bounce: 0.2, initialVelocity: 3)",
    ])
    func framerSpring(_ text: String) throws {
        let expression = try AnimationExpression(parsing: text)
        let code = try expression.export(to: .framer).code
        #expect(code.contains("type: \"spring\""))
        let k = try Self.number(after: "stiffness: ", in: code)
        let c = try Self.number(after: "damping: ", in: code)
        let m = try Self.number(after: "mass: ", in: code)
        let v0 = code.contains("velocity: ") ? try Self.number(after: "velocity: ", in: code) : 0
        let (times, allowance) = Self.comparison(expression, until: 3)
        let error = Self.largestError(times, Self.kinetic(expression.animation, times)) {
            Self.oscillator(omega0: (k / m).squareRoot(), zeta: c / (2 * (k * m).squareRoot()), v0: v0, t: $0)
        }
        #expect(error < Self.springTolerance + allowance, "\(code)")
    }

    // MARK: Timing curves on Compose, Android and Motion

    @Test("compose tween / android PathInterpolator / framer ease: the bezier, its duration and delay", arguments: [
        ".timingCurve(0.2, 0.8, 0.2, 1, duration: 0.5).delay(0.1)", ".easeOut(duration: 0.25)",
    ])
    func curves(_ text: String) throws {
        let expression = try AnimationExpression(parsing: text)
        let times = Self.grid(0.8)
        let reference = Self.kinetic(expression.animation, times)

        let compose = try expression.export(to: .compose).code
        let composeDuration = try Self.number(after: "durationMillis = ", in: compose) / 1000
        let composeDelay = compose.contains("delayMillis") ? try Self.number(after: "delayMillis = ", in: compose) / 1000 : 0
        let easing = try Self.arguments(of: "CubicBezierEasing", in: compose)
        #expect(Self.largestError(times, reference) {
            Self.cubicBezier(easing, min(max(($0 - composeDelay) / composeDuration, 0), 1))
        } < 1e-5, "\(compose)")

        let android = try expression.export(to: .android).code
        let androidDuration = try Self.number(after: "duration = ", in: android) / 1000
        let androidDelay = android.contains("startDelay") ? try Self.number(after: "startDelay = ", in: android) / 1000 : 0
        let interpolator = try Self.arguments(of: "PathInterpolator", in: android)
        #expect(Self.largestError(times, reference) {
            Self.cubicBezier(interpolator, min(max(($0 - androidDelay) / androidDuration, 0), 1))
        } < 1e-5, "\(android)")

        let framer = try expression.export(to: .framer).code
        let framerDuration = try Self.number(after: "duration: ", in: framer)
        let framerDelay = framer.contains("delay: ") ? try Self.number(after: "delay: ", in: framer) : 0
        let ease = try #require(framer.range(of: "ease: ["))
        let points = framer[ease.upperBound...].prefix { $0 != "]" }.split(separator: ",").compactMap {
            Double($0.trimmingCharacters(in: .whitespaces))
        }
        #expect(Self.largestError(times, reference) {
            Self.cubicBezier(points, min(max(($0 - framerDelay) / framerDuration, 0), 1))
        } < 1e-5, "\(framer)")
    }

    // MARK: What a platform cannot express

    @Test("refusals: one line naming what the platform cannot express", arguments: [
        (".easeInOut(duration: 0.3).repeatCount(2, autoreverses: true)", ExportFormat.css,
         "css: cannot express .repeatCount(2, autoreverses: true): repeats are not exported (SwiftUI ends the last play by snapping to the new value; export the animation without the repeat and repeat it there)"),
        (".spring(duration: 0.5).delay(0.1)", .compose, "compose: cannot express a delay of 0.1 s: Compose's spring() has no delay"),
        (".spring(duration: 0.5).delay(0.1)", .android, "android: cannot express a delay of 0.1 s: SpringAnimation has no start delay"),
        (".linear(duration: 0.3333)", .compose,
         "compose: cannot express a duration of 0.3333 s or a delay of 0.0 s: tween takes whole milliseconds"),
        (".smooth.speed(0)", .framer, "framer: cannot express .speed(0): a speed that is not a positive number makes the animation finish at once"),
        // Parameters Kinetic refuses (the animation ends at once): not exported as a motion the view never shows.
        (".easeInOut(duration: -1)", .css,
         "css: cannot express .easeInOut(duration: -1): duration is -1.0, so Kinetic makes the animation finish at once"),
        (".spring(duration: -1, bounce: 0.2)", .compose,
         "compose: cannot express .spring(duration: -1, bounce: 0.2): duration is -1.0, so Kinetic makes the animation finish at once"),
        // Named as written: the same figure is a response where the call says so.
        (".spring(response: -1, dampingFraction: 0.5)", .css,
         "css: cannot express .spring(response: -1, dampingFraction: 0.5): response is -1.0, so Kinetic makes the animation finish at once"),
        (".bouncy(duration: -0.5, extraBounce: 0.1)", .framer,
         "framer: cannot express .bouncy(duration: -0.5, extraBounce: 0.1): duration is -0.5, so Kinetic makes the animation finish at once"),
        (".interpolatingSpring(mass: -1, stiffness: 100, damping: 10)", .android,
         "android: cannot express .interpolatingSpring(mass: -1, stiffness: 100, damping: 10): the spring has an invalid parameter, so Kinetic makes the animation finish at once"),
        (".easeIn.delay(-2)", .framer,
         "framer: cannot express .delay(-2): a delay that is negative or not a number makes the animation finish at once"),
        (".bouncy.repeatForever()", .framer,
         "framer: cannot express .repeatForever(): repeats are not exported (SwiftUI ends the last play by snapping to the new value; export the animation without the repeat and repeat it there)"),
    ])
    func refusals(_ text: String, _ format: ExportFormat, _ message: String) throws {
        let expression = try AnimationExpression(parsing: text)
        #expect(throws: ExportError.self) { try expression.export(to: format) }
        do { _ = try expression.export(to: format) } catch { #expect("\(error)" == message) }
        // The same expression still exports to SwiftUI, exactly.
        #expect(try expression.export(to: .swiftui).code.contains("withAnimation(\(text))"))
    }

    // MARK: SwiftUI

    @Test("swiftui: the exact expression inside a complete withAnimation view, one per lane")
    func swiftUI() throws {
        let a = try AnimationExpression(parsing: ".spring(duration: 0.5, bounce: 0.30000000000000004)")
        let b = try AnimationExpression(parsing: ".interpolatingSpring(duration: 0.5, bounce: 0.3)")
        let code = AnimationExpression.export(lanes: [("A merges", a), ("B adds up", b)], to: .swiftui)
        // TunedAnimationSnippet.swift, next to this file, is this output with `import Kinetic`: it is
        // compiled with the tests, so the snippet is known to compile (against Kinetic's SwiftUI API).
        let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("TunedAnimationSnippet.swift")
        let compiled = try String(contentsOf: golden, encoding: .utf8)
        #expect(code + "\n" == compiled.replacingOccurrences(of: "import Kinetic\n", with: "import SwiftUI\n"))
    }

    @Test("lanes in another format: each under a comment, refusals as a comment line")
    func lanesInOtherFormats() throws {
        let a = try AnimationExpression(parsing: ".spring(duration: 0.5, bounce: 0.3)")
        let c = try AnimationExpression(parsing: ".easeInOut(duration: 0.5).repeatForever()")
        let code = AnimationExpression.export(lanes: [("A", a), ("C", c)], to: .compose)
        #expect(code.hasPrefix("// A: .spring(duration: 0.5, bounce: 0.3)\n// .spring(duration: 0.5, bounce: 0.3)\nspring<Float>(dampingRatio = 0.7f, stiffness = 157.91367f)"))
        #expect(code.hasSuffix("// C: .easeInOut(duration: 0.5).repeatForever() — not exported: compose: cannot express .repeatForever(): repeats are not exported (SwiftUI ends the last play by snapping to the new value; export the animation without the repeat and repeat it there)"))
    }
}
