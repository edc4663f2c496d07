import Foundation

/// A CSS `linear()` easing that follows a curve: the fewest points, picked greedily along a dense
/// sampling, such that straight lines between them stay within a tolerance of the curve.
package struct LinearEasing: Equatable, Sendable {
    /// One stop of `linear()`: an output value at an input progress (0…1).
    package struct Stop: Equatable, Sendable {
        package var progress: Double
        package var value: Double
    }

    /// The stops, progress ascending from 0 to 1.
    package var stops: [Stop]

    /// Fits stops to `values`, the curve sampled at evenly spaced progress 0…1 (`values.count` ≥ 2):
    /// each segment is extended as long as every sample under it is within `tolerance` of the
    /// chord, after the figures are rounded as ``css`` prints them.
    /// - Parameters:
    ///   - values: the curve at progress i / (count − 1).
    ///   - tolerance: the largest allowed distance from the curve, as a fraction of the change.
    package init(fitting values: [Double], tolerance: Double) {
        precondition(values.count >= 2, "a curve needs two samples")
        let last = values.count - 1
        func progress(_ i: Int) -> Double { Self.rounded(Double(i) / Double(last), digits: 6) }
        func stop(_ i: Int) -> Stop { Stop(progress: progress(i), value: Self.rounded(values[i], digits: 4)) }
        func fits(_ a: Int, _ b: Int) -> Bool {
            let (p, q) = (stop(a), stop(b))
            for i in (a + 1)..<b {
                let x = Double(i) / Double(last)
                let chord = p.value + (q.value - p.value) * (x - p.progress) / (q.progress - p.progress)
                if abs(chord - values[i]) > tolerance { return false }
            }
            return true
        }
        // Greedy: from each stop, the furthest sample the chord can reach (galloping, then
        // bisecting), so dense samplings stay cheap.
        var stops = [stop(0)]
        var start = 0
        while start < last {
            var good = start + 1, step = 1
            while good + step <= last, fits(start, good + step) { good += step; step *= 2 }
            var bad = min(good + step, last + 1)
            while bad - good > 1 {
                let mid = (good + bad) / 2
                if fits(start, mid) { good = mid } else { bad = mid }
            }
            stops.append(stop(good))
            start = good
        }
        self.stops = stops
    }

    /// The easing's output at `progress`, as CSS Easing Functions Level 2 defines `linear()`:
    /// linear interpolation between the two stops around the input.
    /// - Parameter progress: input progress 0…1.
    /// - Returns: the output progress.
    package func value(at progress: Double) -> Double {
        guard let upper = stops.firstIndex(where: { $0.progress >= progress }) else { return stops.last!.value }
        guard upper > 0 else { return stops[0].value }
        let (a, b) = (stops[upper - 1], stops[upper])
        return a.value + (b.value - a.value) * (progress - a.progress) / (b.progress - a.progress)
    }

    /// `linear(0, 0.1234 5.5%, …, 1)`.
    package var css: String {
        let inner = stops.enumerated().map { index, stop in
            let value = Self.format(stop.value)
            if index == 0 || index == stops.count - 1 { return value }
            return "\(value) \(Self.format(stop.progress * 100))%"
        }
        return "linear(" + inner.joined(separator: ", ") + ")"
    }

    static func rounded(_ x: Double, digits: Int) -> Double {
        let scale = pow(10, Double(digits))
        return (x * scale).rounded() / scale
    }

    /// Up to 4 decimals, no trailing zeros.
    static func format(_ x: Double) -> String {
        var text = String(format: "%.4f", x)
        while text.contains("."), text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }
}
