import Foundation

/// How the inspector plots several curves: on shared axes (value and velocity), each in a lane of
/// its own with its own axis in its own unit (values only), or normalised on one axis (0 where each
/// starts in the plot, 1 where it ends) to compare shapes across units. Its button shows the
/// current one and a click moves to the next.
enum PlotLayout: CaseIterable {
    case shared, lanes, normalised

    /// The button's label.
    var title: String {
        switch self {
        case .shared: return "shared"
        case .lanes: return "lanes"
        case .normalised: return "0→1"
        }
    }

    /// The layout after this one (round).
    var next: PlotLayout {
        let all = Self.allCases
        return all[(all.firstIndex(of: self)! + 1) % all.count]
    }
}
