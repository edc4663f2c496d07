import Foundation

/// SwiftUI's stack algorithm: children are offered the remaining space in order of increasing
/// flexibility (max − min size along the axis), each getting an equal share of what is left.
@MainActor package struct StackLayout: Sendable {
    package var axis: Axis
    package var alignment: CGFloat  // cross-axis alignment fraction
    package var spacing: CGFloat

    /// The implicit stack used when a single-view position holds several views.
    package static let implicit = StackLayout(axis: .vertical, alignment: 0.5, spacing: defaultSpacing)
    /// Default spacing between adjacent views.
    nonisolated package static let defaultSpacing: CGFloat = 8

    @inline(__always) private func main(_ size: CGSize) -> CGFloat { axis == .vertical ? size.height : size.width }
    @inline(__always) private func cross(_ size: CGSize) -> CGFloat { axis == .vertical ? size.width : size.height }
    @inline(__always) private func proposal(main: CGFloat?, cross: CGFloat?) -> ProposedViewSize {
        axis == .vertical ? ProposedViewSize(width: cross, height: main) : ProposedViewSize(width: main, height: cross)
    }

    private func childSize(_ child: ViewNode, main: CGFloat?, cross: CGFloat?) -> CGSize {
        if let minLength = child.spacerMinLength {
            let length = max(minLength, main ?? minLength)
            return axis == .vertical ? CGSize(width: 0, height: length) : CGSize(width: length, height: 0)
        }
        return child.sizeThatFits(proposal(main: main, cross: cross))
    }

    /// Sizes of `subviews` for `proposal`, in order.
    private func sizes(_ proposal: ProposedViewSize, subviews: [ViewNode]) -> [CGSize] {
        let crossProposal = axis == .vertical ? proposal.width : proposal.height
        let mainProposal = axis == .vertical ? proposal.height : proposal.width
        let count = subviews.count
        var sizes = [CGSize](repeating: .zero, count: count)
        guard count > 0 else { return sizes }
        guard let available = mainProposal, available.isFinite else {
            for (index, child) in subviews.enumerated() { sizes[index] = childSize(child, main: mainProposal, cross: crossProposal) }
            return sizes
        }
        var remaining = available - spacing * CGFloat(count - 1)
        if count == 1 {
            sizes[0] = childSize(subviews[0], main: remaining, cross: crossProposal)
            return sizes
        }
        var flexibility = [CGFloat](repeating: 0, count: count)
        for (index, child) in subviews.enumerated() {
            if child.spacerMinLength != nil { flexibility[index] = .infinity; continue }
            let low = main(childSize(child, main: 0, cross: crossProposal))
            let high = main(childSize(child, main: .infinity, cross: crossProposal))
            flexibility[index] = high - low
        }
        // Higher layout priorities first; within a priority, least flexible first. Views of a
        // priority get what the lower priorities' minimum sizes leave.
        var priorities = [Double](repeating: 0, count: count)
        var hasPriorities = false
        for (index, child) in subviews.enumerated() {
            priorities[index] = child.layoutPriority
            if priorities[index] != 0 { hasPriorities = true }
        }
        let order = (0..<count).sorted {
            priorities[$0] != priorities[$1] ? priorities[$0] > priorities[$1] : flexibility[$0] < flexibility[$1]
        }
        var reservedForLower: CGFloat = 0
        if hasPriorities {
            for index in 0..<count { reservedForLower += main(childSize(subviews[index], main: 0, cross: crossProposal)) }
        }
        var position = 0
        while position < count {
            let priority = priorities[order[position]]
            var groupEnd = position
            while groupEnd < count && priorities[order[groupEnd]] == priority { groupEnd += 1 }
            if hasPriorities {
                for k in position..<groupEnd { reservedForLower -= main(childSize(subviews[order[k]], main: 0, cross: crossProposal)) }
            }
            var left = groupEnd - position
            for k in position..<groupEnd {
                let index = order[k]
                let share = max(0, (remaining - reservedForLower) / CGFloat(left))
                let size = childSize(subviews[index], main: share, cross: crossProposal)
                sizes[index] = size
                remaining -= main(size)
                left -= 1
            }
            position = groupEnd
        }
        return sizes
    }

    package func sizeThatFits(_ proposal: ProposedViewSize, subviews: [ViewNode]) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        let sizes = sizes(proposal, subviews: subviews)
        var total: CGFloat = spacing * CGFloat(sizes.count - 1)
        var crossMax: CGFloat = 0
        for size in sizes { total += main(size); crossMax = max(crossMax, cross(size)) }
        return axis == .vertical ? CGSize(width: crossMax, height: total) : CGSize(width: total, height: crossMax)
    }

    package func place(in rect: CGRect, subviews: [ViewNode]) {
        guard !subviews.isEmpty else { return }
        let sizes = sizes(ProposedViewSize(rect.size), subviews: subviews)
        var position = axis == .vertical ? rect.minY : rect.minX
        let crossLength = axis == .vertical ? rect.width : rect.height
        for (index, child) in subviews.enumerated() {
            let size = sizes[index]
            let crossOffset = (crossLength - cross(size)) * alignment
            if axis == .vertical {
                child.place(in: CGRect(x: rect.minX + crossOffset, y: position, width: size.width, height: size.height))
                position += size.height + spacing
            } else {
                child.place(in: CGRect(x: position, y: rect.minY + crossOffset, width: size.width, height: size.height))
                position += size.width + spacing
            }
        }
    }
}
