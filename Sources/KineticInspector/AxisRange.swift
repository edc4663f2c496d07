import Foundation

/// A plot axis's extent and tick step, rounded so its ticks fall on readable numbers.
nonisolated struct AxisRange: Equatable {
    var lower: Double
    var upper: Double
    var step: Double

    /// The range covering a series' samples, padded a little, with ends on multiples of `step`
    /// (doubled until there are at most eight ticks), at least `minimumSpan` wide.
    static func fitting(_ samples: Slice<RingBuffer<Sample>>, series: PlotSeries,
                        minimumSpan: Double, step: Double) -> AxisRange {
        var low = Double.infinity, high = -Double.infinity
        for sample in samples {
            let x = series.of(sample)
            guard x.isFinite else { continue }
            low = min(low, x)
            high = max(high, x)
        }
        if low > high { (low, high) = (0, 1) }
        let pad = max(high - low, minimumSpan) * 0.06
        low -= pad
        high += pad
        if high - low < minimumSpan {
            let middle = (low + high) / 2
            (low, high) = (middle - minimumSpan / 2, middle + minimumSpan / 2)
        }
        let step = max(step, niceStep(atLeast: (high - low) / 5))
        return AxisRange(lower: (low / step).rounded(.down) * step, upper: (high / step).rounded(.up) * step, step: step)
    }

    /// The smallest of 1, 2 or 5 × 10ⁿ that is at least `minimum` (readable tick steps: 50, not 51.2).
    static func niceStep(atLeast minimum: Double) -> Double {
        guard minimum.isFinite, minimum > 0 else { return 1 }
        let decade = pow(10, log10(minimum).rounded(.down))
        for mantissa in [1.0, 2, 5, 10] where mantissa * decade >= minimum * (1 - 1e-12) { return mantissa * decade }
        return 10 * decade
    }

    /// A range symmetric about zero covering a series' samples, its end at 1, 2 or 5 × 10ⁿ
    /// (at least 1), with ticks at the ends, halves and zero.
    static func symmetric(_ samples: Slice<RingBuffer<Sample>>, series: PlotSeries) -> AxisRange {
        var largest = 0.0
        for sample in samples where series.of(sample).isFinite {
            largest = max(largest, abs(series.of(sample)))
        }
        var end = 1.0
        while end < largest {
            let decade = pow(10, (log10(end)).rounded(.down))
            let mantissa = (end / decade).rounded()
            end = (mantissa == 1 ? 2 : mantissa == 2 ? 5 : 10) * decade
        }
        return AxisRange(lower: -end, upper: end, step: end / 2)
    }

    /// The smallest range covering both, on the coarser step, re-rounded to at most eight ticks.
    func union(_ other: AxisRange) -> AxisRange {
        let low = min(lower, other.lower), high = max(upper, other.upper)
        let step = max(self.step, other.step, Self.niceStep(atLeast: (high - low) / 5))
        return AxisRange(lower: (low / step).rounded(.down) * step, upper: (high / step).rounded(.up) * step, step: step)
    }
}
