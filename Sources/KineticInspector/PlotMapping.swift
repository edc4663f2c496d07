import Foundation

/// Maps time, value and velocity to pixel coordinates inside a plot area for one frame.
struct PlotMapping {
    var area: CGRect
    var timeEnd: TimeInterval
    var window: TimeInterval
    var value: AxisRange
    var velocity: AxisRange

    func x(time: TimeInterval) -> Double {
        area.maxX - (timeEnd - time) / window * area.width
    }

    func y(value v: Double) -> Double {
        area.maxY - (v - value.lower) / (value.upper - value.lower) * area.height
    }

    func y(velocity v: Double) -> Double {
        area.maxY - (v - velocity.lower) / (velocity.upper - velocity.lower) * area.height
    }
}

/// The pixel points of one series of samples: a sequence the canvas strokes without allocating.
///
/// At most one point per two pixel columns is produced (plus the newest sample), so a plot costs the
/// same at 60 and at 600 frames per second.
struct ProjectedSamples: Sequence {
    var samples: Slice<RingBuffer<Sample>>
    var mapping: PlotMapping
    var series: PlotSeries

    struct Iterator: IteratorProtocol {
        let samples: Slice<RingBuffer<Sample>>
        var index: Int
        let mapping: PlotMapping
        let series: PlotSeries
        var lastX = -Double.infinity

        mutating func next() -> CGPoint? {
            while index < samples.endIndex {
                let sample = samples[index]
                index += 1
                let x = mapping.x(time: sample.time)
                guard index == samples.endIndex || x - lastX >= 2 else { continue }
                lastX = x
                let y = series == .value ? mapping.y(value: sample.value) : mapping.y(velocity: sample.velocity)
                return CGPoint(x: x, y: y)
            }
            return nil
        }
    }

    func makeIterator() -> Iterator {
        Iterator(samples: samples, index: samples.startIndex, mapping: mapping, series: series)
    }
}

nonisolated extension RingBuffer where Element == Sample {
    /// The index of the last sample before `time` (so a curve reaches the plot's left edge), or
    /// the first sample when none is earlier; a binary search, as samples are in time order.
    package func firstVisible(after time: TimeInterval) -> Int {
        Swift.max(startIndex, firstIndex(past: time, including: true) - 1)
    }

    /// The index of the first sample later than `time` (``endIndex`` when none is).
    package func firstAfter(_ time: TimeInterval) -> Int {
        firstIndex(past: time, including: false)
    }

    /// The first index whose sample is at `time` or later (`including`) or later only: a binary
    /// search, as samples are in time order.
    private func firstIndex(past time: TimeInterval, including: Bool) -> Int {
        var low = startIndex, high = endIndex
        while low < high {
            let mid = (low + high) / 2
            if self[mid].time < time || (!including && self[mid].time == time) { low = mid + 1 } else { high = mid }
        }
        return low
    }
}
