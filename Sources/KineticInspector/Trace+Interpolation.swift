import Foundation

nonisolated extension Trace {
    /// The value and velocity at `time`, interpolated linearly between the two samples around it
    /// (a plot's hover read-out); the sample itself at a sample's time.
    /// - Parameter time: Seconds on the host clock.
    /// - Returns: The interpolated sample; nil when `time` lies outside the kept samples.
    package func interpolated(at time: TimeInterval) -> Sample? {
        guard let first = samples.first, let last = samples.last,
              time >= first.time - 1e-9, time <= last.time + 1e-9 else { return nil }
        // The first sample later than `time` (binary search: samples are in time order).
        var low = 0, high = samples.count
        while low < high {
            let middle = (low + high) / 2
            if samples[middle].time <= time { low = middle + 1 } else { high = middle }
        }
        guard low > 0 else { return first }
        let before = samples[low - 1]
        guard low < samples.count else { return before }
        let after = samples[low]
        let span = after.time - before.time
        guard span > 0 else { return before }
        let fraction = (time - before.time) / span
        return Sample(time: time, value: before.value + (after.value - before.value) * fraction,
                      velocity: before.velocity + (after.velocity - before.velocity) * fraction)
    }
}
