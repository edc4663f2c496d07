import Foundation
import Kinetic

/// A boundary of a phase or keyframe animator on the timeline strip (its track view): a phase
/// change, a keyframe run's start, or the instant a track reaches one of its keyframes.
nonisolated struct TrackMark: Hashable {
    /// Which animator boundary.
    enum Kind: Int, Hashable {
        case phase
        case keyframeRun
        case keyframe
    }

    /// Scene seconds.
    var time: TimeInterval
    var kind: Kind
    /// Which keyframe track (0 for phases and run starts): the strip draws each track in its own row.
    var track: Int
    /// What a person reads: `🤩 · phase 2/2`, `🐶 · keyframe 3 · scale`, `🐶 · keyframes start`.
    var label: String

    /// The marks `events` (a run's animator events, in time order) put in `range`: each phase change,
    /// and for each keyframe run its start and each keyframe of each track (a repeating run's again
    /// every cycle), until the same animator's next run or `end` (how far the run went). At most
    /// `limit`, the latest kept.
    static func marks(of events: [AnimatorEvent], in range: ClosedRange<Double>, end: TimeInterval,
                      limit: Int = 400) -> [TrackMark] {
        var marks: [TrackMark] = []
        func add(_ time: TimeInterval, _ kind: Kind, _ track: Int, _ label: @autoclosure () -> String) {
            if range.contains(time) { marks.append(TrackMark(time: time, kind: kind, track: track, label: label())) }
        }
        for (index, event) in events.enumerated() where event.time <= range.upperBound {
            switch event.kind {
            case .phase(let phase, let count):
                add(event.time, .phase, 0, "\(event.view) · phase \(phase + 1)/\(count)")
            case .keyframes(let run):
                let stop = min(end, events[(index + 1)...].first { $0.animator == event.animator }?.time ?? .infinity)
                guard stop >= range.lowerBound, run.duration > 0 else { continue }
                // Whole cycles before the range are skipped; a run that does not repeat has one.
                let firstCycle = run.repeats ? max(0, ((range.lowerBound - event.time) / run.duration).rounded(.down) - 1) : 0
                var cycle = firstCycle
                while cycle == 0 || (run.repeats && event.time + cycle * run.duration < min(stop, range.upperBound)) {
                    let start = event.time + cycle * run.duration
                    if start <= stop { add(start, .keyframeRun, 0, "\(event.view) · keyframes start") }
                    for (track, marks) in run.tracks.enumerated() {
                        for (number, offset) in marks.keyframeTimes.enumerated() where start + offset <= stop {
                            add(start + offset, .keyframe, track,
                                "\(event.view) · keyframe \(number + 1) · \(marks.name)")
                        }
                    }
                    cycle += 1
                    if !run.repeats { break }
                }
            }
        }
        marks.sort { ($0.time, $0.kind.rawValue, $0.track, $0.label) < ($1.time, $1.kind.rawValue, $1.track, $1.label) }
        return Array(marks.suffix(limit))
    }

    /// The label of the marks at the latest boundary at or before `time` (those within a
    /// millisecond of it, joined), else nil: what the strip says under the playhead.
    static func label(of marks: [TrackMark], at time: TimeInterval) -> String? {
        guard let last = marks.last(where: { $0.time <= time + 1e-9 }) else { return nil }
        let together = marks.filter { abs($0.time - last.time) < 1e-3 }
        var seen = Set<String>()
        let labels = together.map(\.label).filter { seen.insert($0).inserted }
        return labels.count > 2 ? "\(labels[0]) (+\(labels.count - 1))" : labels.joined(separator: ", ")
    }
}
