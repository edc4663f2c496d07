import Testing

/// The seed samples' view-layer suites run one at a time, as KineticTests' do: a transaction
/// (withAnimation) is process-wide state while its body runs.
@Suite(.serialized) struct ViewLayerTests {}
