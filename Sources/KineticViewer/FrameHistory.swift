import Foundation
import Kinetic

/// The frames a scene drew live, kept so that dragging the timeline back shows one at once (the
/// frame as it was on screen, not a replay): every `keyframeInterval`-th frame whole, the others as
/// the items that changed since the frame before. A frame is found by a binary search over the
/// times and rebuilt from its keyframe with at most `keyframeInterval − 1` changes, whatever the
/// session's length. What lies beyond ``byteLimit`` is dropped oldest first (the timeline falls back
/// on replaying the scene there).
struct FrameHistory {
    /// One frame: its time, and either the whole list or what changed.
    private struct Frame {
        var time: TimeInterval
        /// The whole list (a keyframe), or nil.
        var whole: [DisplayItem]?
        /// The items that differ from the frame before, by index (the item count is `count`).
        var changes: [(index: Int, item: DisplayItem)]
        var count: Int
        var bytes: Int {
            (whole?.count ?? changes.count) * MemoryLayout<DisplayItem>.stride + MemoryLayout<Frame>.stride
        }
    }

    /// A whole frame every this many.
    static let keyframeInterval = 30
    /// What a history holds by default: about 5 minutes of a scene changing 50 items every frame (264
    /// bytes an item); the lab with a tap every 5 s keeps 10 minutes in 12 MB.
    static let defaultByteLimit = 256 << 20
    /// What this history may hold.
    let byteLimit: Int

    init(byteLimit: Int = Self.defaultByteLimit) { self.byteLimit = byteLimit }

    private var frames: [Frame] = []
    /// The items of the latest frame (what the next one is compared with).
    private var latest: [DisplayItem] = []
    /// About how many bytes it holds.
    private(set) var bytes = 0
    /// Frames recorded since the latest keyframe.
    private var sinceKeyframe = 0

    /// The earliest time a frame is kept for.
    var start: TimeInterval? { frames.first?.time }
    /// The latest frame's time.
    var end: TimeInterval? { frames.last?.time }
    /// How many frames it holds.
    var count: Int { frames.count }

    /// Keeps the frame drawn at `time` (later than the latest kept; an earlier or equal time is
    /// ignored), if it differs from the latest.
    mutating func record(time: TimeInterval, items: [DisplayItem]) {
        if let end, time <= end { return }
        if !frames.isEmpty, items == latest { return }  // still: the frame before stands for it
        var frame = Frame(time: time, whole: nil, changes: [], count: items.count)
        if frames.isEmpty || sinceKeyframe + 1 >= Self.keyframeInterval || items.count != latest.count {
            frame.whole = items
            sinceKeyframe = 0
        } else {
            for index in items.indices where items[index] != latest[index] { frame.changes.append((index, items[index])) }
            if frame.changes.count * 2 > items.count { frame.whole = items; frame.changes = []; sinceKeyframe = 0 }
            else { sinceKeyframe += 1 }
        }
        latest = items
        bytes += frame.bytes
        frames.append(frame)
        dropOldest()
    }

    /// Forgets the frames after `time` (the course goes on from there anew).
    mutating func truncate(after time: TimeInterval) {
        guard let cut = frames.firstIndex(where: { $0.time > time + 1e-12 }) else { return }
        frames.removeSubrange(cut...)
        bytes = frames.reduce(0) { $0 + $1.bytes }
        latest = cut > 0 ? items(upTo: cut - 1) : []
        sinceKeyframe = frames.lastIndex { $0.whole != nil }.map { frames.count - 1 - $0 } ?? 0
    }

    /// The frame on screen at `time`: the latest kept at or before it, with its time; nil before
    /// the first kept frame.
    func frame(at time: TimeInterval) -> (time: TimeInterval, items: [DisplayItem])? {
        var low = 0, high = frames.count  // the first frame later than `time`
        while low < high {
            let middle = (low + high) / 2
            if frames[middle].time <= time + 1e-12 { low = middle + 1 } else { high = middle }
        }
        guard low > 0 else { return nil }
        return (frames[low - 1].time, items(upTo: low - 1))
    }

    /// The items of frame `index`: its keyframe with the changes after it applied.
    private func items(upTo index: Int) -> [DisplayItem] {
        var start = index
        while frames[start].whole == nil { start -= 1 }
        var items = frames[start].whole!
        for frame in frames[(start + 1)..<(index + 1)] {
            for change in frame.changes { items[change.index] = change.item }
        }
        return items
    }

    /// Drops whole keyframe groups from the front while over the limit.
    private mutating func dropOldest() {
        while bytes > byteLimit, frames.count > Self.keyframeInterval {
            let next = frames[1...].firstIndex { $0.whole != nil } ?? frames.count
            guard next < frames.count else { return }
            bytes -= frames[..<next].reduce(0) { $0 + $1.bytes }
            frames.removeSubrange(..<next)
        }
    }
}
