import Foundation

/// The recent history of one animated value: samples and event markers, in bounded memory.
nonisolated package struct Trace {
    /// What the trace is of, shown in the plot's title ("scale").
    package var name: String
    /// The latest samples, oldest first.
    package private(set) var samples: RingBuffer<Sample>
    /// The latest event markers, oldest first.
    package private(set) var markers: RingBuffer<EventMarker>

    /// Creates an empty trace.
    /// - Parameters:
    ///   - name: what is traced.
    ///   - sampleCapacity: samples kept (2048 is 34 s at 60 Hz, 14 s at 144 Hz).
    ///   - markerCapacity: markers kept.
    package init(name: String, sampleCapacity: Int = 2048, markerCapacity: Int = 256) {
        self.name = name
        samples = RingBuffer(capacity: sampleCapacity)
        markers = RingBuffer(capacity: markerCapacity)
    }

    /// Records the value and velocity at `time`; does not allocate.
    package mutating func record(time: TimeInterval, value: Double, velocity: Double) {
        samples.append(Sample(time: time, value: value, velocity: velocity))
    }

    /// The latest sample taken at or before `time` (the oldest kept one if all are later).
    package func sample(at time: TimeInterval) -> Sample? {
        guard !samples.isEmpty else { return nil }
        let index = samples.firstVisible(after: time)
        return index + 1 < samples.endIndex && samples[index + 1].time <= time + 1e-9 ? samples[index + 1] : samples[index]
    }

    /// Records an event at `time`.
    package mutating func mark(_ kind: EventMarker.Kind, at time: TimeInterval) {
        markers.append(EventMarker(time: time, kind: kind))
    }
}
