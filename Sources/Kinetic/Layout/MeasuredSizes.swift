import Foundation

/// The sizes a node measured for its last proposals. A stack asks each child at zero and infinite
/// length and at its share, in its measuring pass and again (across another width) in its placing
/// pass: six proposals for a child of a stack in a stack. Up to eight are kept, the oldest
/// replaced; the storage is made at a node's first measurement and reused after (list nodes,
/// which stacks see through, never make it).
package struct MeasuredSizes {
    private struct Entry {
        var proposal: ProposedViewSize
        var size: CGSize
    }
    private var entries: [Entry] = []
    private var next = 0
    /// The most proposals kept.
    package static let capacity = 8

    package init() {}

    /// Whether no size is kept.
    package var isEmpty: Bool { entries.isEmpty }

    /// The size measured for `proposal`, if kept.
    package func size(for proposal: ProposedViewSize) -> CGSize? {
        for entry in entries where entry.proposal == proposal { return entry.size }
        return nil
    }

    /// Keeps `size` as measured for `proposal`, in place of the oldest when ``capacity`` are kept.
    package mutating func insert(_ size: CGSize, for proposal: ProposedViewSize) {
        let entry = Entry(proposal: proposal, size: size)
        if entries.count < Self.capacity {
            if entries.isEmpty { entries.reserveCapacity(4) }
            entries.append(entry)
        } else {
            entries[next] = entry
            next = (next + 1) % Self.capacity
        }
    }

    /// Forgets every size (keeping the storage).
    package mutating func removeAll() {
        entries.removeAll(keepingCapacity: true)
        next = 0
    }
}
