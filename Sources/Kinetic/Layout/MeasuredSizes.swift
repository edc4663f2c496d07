import Foundation

/// The sizes a node measured for its last four proposals, without an allocation: a stack asks
/// each child for its size at zero and infinite length and at its share, and its parent's next
/// pass asks again, so four cover a layout that did not change.
package struct MeasuredSizes {
    private struct Entry {
        var proposal: ProposedViewSize
        var size: CGSize
    }
    // Filled in order a, b, c, d, then the oldest is replaced: `a` is nil only when all are.
    private var a: Entry?, b: Entry?, c: Entry?, d: Entry?
    private var next: UInt8 = 0

    package init() {}

    /// Whether no size is kept.
    package var isEmpty: Bool { a == nil }

    /// The size measured for `proposal`, if kept.
    package func size(for proposal: ProposedViewSize) -> CGSize? {
        if let a, a.proposal == proposal { return a.size }
        if let b, b.proposal == proposal { return b.size }
        if let c, c.proposal == proposal { return c.size }
        if let d, d.proposal == proposal { return d.size }
        return nil
    }

    /// Keeps `size` as measured for `proposal`, in place of the oldest when four are kept.
    package mutating func insert(_ size: CGSize, for proposal: ProposedViewSize) {
        let entry = Entry(proposal: proposal, size: size)
        switch next & 3 {
        case 0: a = entry
        case 1: b = entry
        case 2: c = entry
        default: d = entry
        }
        next &+= 1
    }

    /// Forgets every size.
    package mutating func removeAll() {
        a = nil; b = nil; c = nil; d = nil
        next = 0
    }
}
