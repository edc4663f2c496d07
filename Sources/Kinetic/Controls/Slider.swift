import Foundation

/// A slider's value as a `Double`, read and written through the binding it was given (on the
/// main actor, where bindings are read; the slider itself is made anywhere, as SwiftUI's is).
final class SliderValueLocation<V: BinaryFloatingPoint>: BindingLocation<Double> {
    let base: Binding<V>
    init(base: Binding<V>) { self.base = base }
    @MainActor override func get() -> Double { Double(base.wrappedValue) }
    @MainActor override func set(_ value: Double) { base.wrappedValue = V(value) }
}

/// A control for selecting a value from a bounded linear range of values.
///
/// Drawn as iOS draws it: a thin track, filled with the accent colour up to a white thumb. A press
/// anywhere on the track moves the thumb there and dragging follows the pointer
/// (``HeadlessHost/pointerDown(at:)``, ``HeadlessHost/drag(from:to:steps:)``); the value is
/// clamped to the range and snapped to `step`. As on iOS, `label` is not drawn (it names the
/// slider for accessibility); the minimum and maximum value labels are drawn at the ends.
///
/// A range of zero width (or with non-finite bounds) and a non-positive step are runtime
/// warnings: the slider draws at its minimum and ignores drags, or drags without snapping.
public struct Slider<Label: View, ValueLabel: View> {
    private let value: Binding<Double>
    private let bounds: ClosedRange<Double>
    private let step: Double?
    private let onEditingChanged: (Bool) -> Void
    private let label: Label
    private let minimumValueLabel: ValueLabel
    private let maximumValueLabel: ValueLabel
    @State private var editing = EditingFlag()

    final class EditingFlag { var isEditing = false }

    static var thumbDiameter: CGFloat { 28 }

    init<V: BinaryFloatingPoint>(value: Binding<V>, bounds: ClosedRange<V>, step: Double?, onEditingChanged: @escaping (Bool) -> Void,
                                 label: Label, minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel) {
        self.value = Binding(location: SliderValueLocation(base: value))
        self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
        self.step = step
        self.onEditingChanged = onEditingChanged
        self.label = label
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
    }

    /// Why the range or step cannot be used, if so.
    private var problem: String? {
        if !(bounds.lowerBound.isFinite && bounds.upperBound.isFinite) || bounds.upperBound <= bounds.lowerBound {
            return "Slider range \(bounds) is empty or not finite; the slider stays at its minimum and ignores drags"
        }
        if let step, !(step > 0 && step.isFinite) {
            return "Slider step \(step) is not positive; values are not snapped"
        }
        return nil
    }

    private var isUsable: Bool {
        bounds.lowerBound.isFinite && bounds.upperBound.isFinite && bounds.upperBound > bounds.lowerBound
    }

    /// Where the value sits in the range, 0...1.
    @MainActor private var fraction: Double {
        guard isUsable else { return 0 }
        let f = (value.wrappedValue - bounds.lowerBound) / (bounds.upperBound - bounds.lowerBound)
        return f.isFinite ? min(1, max(0, f)) : 0
    }

    /// The value for a thumb centre at `x` on a track `width` wide.
    private func value(atX x: CGFloat, width: CGFloat) -> Double {
        let r = Self.thumbDiameter / 2
        let usable = max(1, width - 2 * r)
        let f = min(1, max(0, Double((x - r) / usable)))
        var v = bounds.lowerBound + f * (bounds.upperBound - bounds.lowerBound)
        if let step, step > 0, step.isFinite {
            v = bounds.lowerBound + ((v - bounds.lowerBound) / step).rounded() * step
            v = min(bounds.upperBound, max(bounds.lowerBound, v))
        }
        return v
    }
}

// `@MainActor` on the extension: its helpers are not `View` requirements, so they would not inherit
// `body`'s isolation, and they read the environment, state and bindings.
@MainActor extension Slider: View {
    public var body: some View {
        HStack(spacing: 8) {
            minimumValueLabel
            track
            maximumValueLabel
        }
        ._runtimeWarning(problem)
    }

    private var track: some View {
        let f = CGFloat(fraction)
        let d = Self.thumbDiameter
        return GeometryReader { proxy in
            let w = proxy.size.width
            let centre = d / 2 + f * max(0, w - d)
            ZStack(alignment: .leading) {
                Capsule().fill(ControlStyle.fill).frame(width: max(0, w), height: 4)
                Capsule().fill(Color.accentColor).frame(width: max(4, centre), height: 4)
                Circle().fill(Color.white)
                    .frame(width: d, height: d)
                    .shadow(color: Color(white: 0, opacity: 0.2), radius: 3, y: 1)
                    .offset(x: centre - d / 2)
            }
            .frame(width: max(0, w), height: proxy.size.height, alignment: .leading)
        }
        .frame(minWidth: d * 2, maxWidth: .infinity, minHeight: d, maxHeight: d)
        ._onDrag(changed: { drag in
            guard isUsable else { return }
            if !editing.isEditing { editing.isEditing = true; onEditingChanged(true) }
            let new = value(atX: drag.location.x, width: drag.size.width)
            if new != value.wrappedValue { value.wrappedValue = new }
        }, ended: { _ in
            guard editing.isEditing else { return }
            editing.isEditing = false
            onEditingChanged(false)
        })
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    /// Creates a slider to select a value from a given range.
    /// - Parameters:
    ///   - value: the selected value within `bounds`.
    ///   - bounds: the range of the valid values (`0...1` unless given).
    ///   - onEditingChanged: called with `true` when a drag starts and `false` when it ends.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: nil, onEditingChanged: onEditingChanged,
                  label: EmptyView(), minimumValueLabel: EmptyView(), maximumValueLabel: EmptyView())
    }

    /// Creates a slider to select a value from a given range, subject to a step increment.
    /// - Parameters:
    ///   - value: the selected value within `bounds`.
    ///   - bounds: the range of the valid values.
    ///   - step: the distance between valid values (from the lower bound).
    ///   - onEditingChanged: called with `true` when a drag starts and `false` when it ends.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: Double(step), onEditingChanged: onEditingChanged,
                  label: EmptyView(), minimumValueLabel: EmptyView(), maximumValueLabel: EmptyView())
    }
}

extension Slider where ValueLabel == EmptyView {
    /// Creates a slider to select a value from a given range, which displays the provided label.
    /// - Parameters:
    ///   - value: the selected value within `bounds`.
    ///   - bounds: the range of the valid values.
    ///   - label: describes the slider's purpose (not drawn, as on iOS).
    ///   - onEditingChanged: called with `true` when a drag starts and `false` when it ends.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: nil, onEditingChanged: onEditingChanged,
                  label: label(), minimumValueLabel: EmptyView(), maximumValueLabel: EmptyView())
    }

    /// Creates a slider to select a value from a given range, subject to a step increment, which displays the provided label.
    /// - Parameters:
    ///   - value: the selected value within `bounds`.
    ///   - bounds: the range of the valid values.
    ///   - step: the distance between valid values.
    ///   - label: describes the slider's purpose (not drawn, as on iOS).
    ///   - onEditingChanged: called with `true` when a drag starts and `false` when it ends.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: Double(step), onEditingChanged: onEditingChanged,
                  label: label(), minimumValueLabel: EmptyView(), maximumValueLabel: EmptyView())
    }
}

extension Slider {
    /// Creates a slider to select a value from a given range, which displays the provided labels.
    /// - Parameters:
    ///   - value: the selected value within `bounds`.
    ///   - bounds: the range of the valid values.
    ///   - label: describes the slider's purpose (not drawn, as on iOS).
    ///   - minimumValueLabel: drawn before the track.
    ///   - maximumValueLabel: drawn after the track.
    ///   - onEditingChanged: called with `true` when a drag starts and `false` when it ends.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: nil, onEditingChanged: onEditingChanged,
                  label: label(), minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel())
    }

    /// Creates a slider to select a value from a given range, subject to a step increment, which displays the provided labels.
    /// - Parameters:
    ///   - value: the selected value within `bounds`.
    ///   - bounds: the range of the valid values.
    ///   - step: the distance between valid values.
    ///   - label: describes the slider's purpose (not drawn, as on iOS).
    ///   - minimumValueLabel: drawn before the track.
    ///   - maximumValueLabel: drawn after the track.
    ///   - onEditingChanged: called with `true` when a drag starts and `false` when it ends.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: Double(step), onEditingChanged: onEditingChanged,
                  label: label(), minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel())
    }
}
