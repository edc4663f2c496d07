/// Which quantity of a sample a curve or axis shows.
nonisolated package enum PlotSeries: String, Sendable {
    case value, velocity

    /// This series' quantity in `sample`.
    func of(_ sample: Sample) -> Double {
        switch self {
        case .value: return sample.value
        case .velocity: return sample.velocity
        }
    }
}
