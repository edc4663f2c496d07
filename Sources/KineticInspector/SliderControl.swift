import Foundation
import KineticSDL

/// A horizontal slider drawn on a canvas: a label, a track, a knob and the value; drag or click
/// on it to set the value. The owner routes pointer events to it and reads ``value``.
public final class SliderControl {
    /// The label shown left of the track.
    public let label: String
    /// The values the slider covers.
    public let range: ClosedRange<Double>
    /// The current value, always inside `range`.
    public var value: Double {
        didSet { value = min(max(value.isFinite ? value : range.lowerBound, range.lowerBound), range.upperBound) }
    }
    /// Where the slider is drawn (label, track and read-out).
    public var frame: CGRect = .zero
    /// Whether a drag that started on the slider is in progress.
    public private(set) var isDragging = false
    private let format: (Double) -> String
    private var text = ""
    private var textValue = Double.nan

    /// Creates a slider.
    /// - Parameters:
    ///   - label: its name.
    ///   - range: the values it covers.
    ///   - value: the initial value.
    ///   - format: formats the value for the read-out.
    public init(label: String, range: ClosedRange<Double>, value: Double,
                format: @escaping (Double) -> String = { String(format: "%.2f", $0) }) {
        self.label = label
        self.range = range
        self.value = min(max(value, range.lowerBound), range.upperBound)
        self.format = format
    }

    private var track: CGRect {
        CGRect(x: frame.minX + 120, y: frame.midY - 3, width: max(frame.width - 190, 10), height: 6)
    }

    /// Handles a pointer event.
    /// - Returns: whether the slider consumed it (its value may have changed).
    @discardableResult
    public func handle(_ event: InputEvent) -> Bool {
        switch event {
        case .pointerDown(let p) where frame.insetBy(dx: 0, dy: -4).contains(p) && p.x >= track.minX - 10:
            isDragging = true
            set(x: p.x)
            return true
        case .pointerMoved(let p) where isDragging:
            set(x: p.x)
            return true
        case .pointerUp where isDragging:
            isDragging = false
            return true
        default:
            return false
        }
    }

    private func set(x: Double) {
        let fraction = min(max((x - track.minX) / track.width, 0), 1)
        value = range.lowerBound + fraction * (range.upperBound - range.lowerBound)
    }

    /// Draws the slider in ``frame``.
    public func draw(on canvas: RenderCanvas) {
        canvas.text(label, at: CGPoint(x: frame.minX, y: frame.midY), size: 13, color: PlotPanel.Palette.label)
        let t = track
        canvas.fill(t, color: PlotPanel.Palette.grid)
        let fraction = (value - range.lowerBound) / (range.upperBound - range.lowerBound)
        canvas.fill(CGRect(x: t.minX, y: t.minY, width: t.width * fraction, height: t.height), color: PlotPanel.Palette.value)
        let knob = CGRect(x: t.minX + t.width * fraction - 6, y: frame.midY - 9, width: 12, height: 18)
        canvas.fill(knob, color: isDragging ? PlotPanel.Palette.title : PlotPanel.Palette.label)
        if value != textValue {  // formatted once per value, not per frame
            text = format(value)
            textValue = value
        }
        canvas.text(text, at: CGPoint(x: t.maxX + 14, y: frame.midY), size: 13, color: PlotPanel.Palette.title)
    }
}
