import Foundation
import Kinetic
import KineticInspector
import KineticSDL

/// The walking-skeleton scene: an emoji sprite on the left whose scale springs between 1 and 1.5
/// on each click, inside `withAnimation(.bouncy)`, and the inspector's plot of that scale on the right.
///
/// A click while the sprite moves merges: the engine retargets the running spring from its current
/// value and velocity. Hit-testing uses the drawn (presentation) size, as SwiftUI's does.
public final class SpringSliceScene: CanvasScene {
    /// The scene's size in pixels (the window or offscreen canvas it is drawn into).
    public let size: CGSize
    /// The emoji drawn as the sprite.
    public let emoji: String
    /// The sprite's side in pixels at scale 1.
    public let baseSide: Double
    /// The sprite's scale: model value 1 or 1.5, presentation value animated by the engine.
    public let scale = AttributeAnimator<Double>(value: 1)
    /// The recorded history of the scale, with click, merge and completion markers.
    public private(set) var trace: Trace

    private let plot = PlotPanel()
    private var time: TimeInterval = 0
    private static let background = CanvasColor(hex: 0x111318)
    private static let stage = CanvasColor(hex: 0x181B22)

    /// Creates the scene.
    /// - Parameters:
    ///   - size: the size it is drawn at (960 × 540 by default).
    ///   - emoji: the sprite.
    ///   - baseSide: the sprite's side at scale 1, in pixels.
    ///   - sampleCapacity: how many frames of history the trace keeps.
    public init(size: CGSize = CGSize(width: 960, height: 540), emoji: String = "🐱", baseSide: Double = 120,
                sampleCapacity: Int = 2048) {
        self.size = size
        self.emoji = emoji
        self.baseSide = baseSide
        trace = Trace(name: "scale", sampleCapacity: sampleCapacity)
    }

    /// The left part of the scene, where the sprite lives.
    public var stageRect: CGRect {
        CGRect(x: 12, y: 12, width: (size.width * 0.4).rounded() - 12, height: size.height - 24)
    }

    /// The inspector panel's rectangle.
    public var plotRect: CGRect {
        CGRect(x: stageRect.maxX + 12, y: 12, width: size.width - stageRect.maxX - 24, height: size.height - 24)
    }

    /// The sprite's centre.
    public var spriteCenter: CGPoint {
        CGPoint(x: stageRect.midX, y: stageRect.midY + 20)
    }

    /// The square the sprite is drawn in now, at its presentation scale; clicks inside it hit.
    public var spriteFrame: CGRect {
        let side = baseSide * scale.presentationValue
        return CGRect(x: spriteCenter.x - side / 2, y: spriteCenter.y - side / 2, width: side, height: side)
    }

    public func handle(_ event: InputEvent, at time: TimeInterval) {
        guard case .pointerDown(let point) = event, spriteFrame.contains(point) else { return }
        tap(at: time)
    }

    /// Toggles the sprite's target scale between 1 and 1.5 inside `withAnimation(.bouncy)`, as a
    /// tap gesture on it would, and marks the click (and a merge, if the spring was moving).
    /// - Parameter time: the tap's time on the scene's clock.
    public func tap(at time: TimeInterval) {
        trace.mark(.click, at: time)
        let target = scale.modelValue == 1 ? 1.5 : 1
        withAnimation(.bouncy) {
            let change = scale.setValue(target, transaction: Transaction.current ?? Transaction(), time: time)
            if change == .merged { trace.mark(.merge, at: time) }
        } completion: { [weak self] in
            guard let self else { return }
            self.trace.mark(.completion, at: self.time)
        }
    }

    public func update(time: TimeInterval) {
        self.time = time
        scale.update(time: time)
        trace.record(time: time, value: scale.presentationValue, velocity: scale.velocity)
    }

    public func draw(on canvas: RenderCanvas) {
        canvas.beginFrame(clearingTo: Self.background)
        let stage = stageRect
        canvas.fill(stage, color: Self.stage)
        canvas.stroke(stage, color: PlotPanel.Palette.frame)
        canvas.text("Spring slice", at: CGPoint(x: stage.minX + 14, y: stage.minY + 18), size: 15,
                    color: PlotPanel.Palette.title)
        canvas.text("Click the sprite: scale 1 ↔ 1.5", at: CGPoint(x: stage.minX + 14, y: stage.minY + 44),
                    size: 12, color: PlotPanel.Palette.label)
        canvas.text("withAnimation(.bouncy); clicks while it moves merge",
                    at: CGPoint(x: stage.minX + 14, y: stage.minY + 62), size: 12, color: PlotPanel.Palette.label)
        canvas.text(scale.modelValue == 1 ? "target 1.0" : "target 1.5",
                    at: CGPoint(x: stage.midX, y: stage.maxY - 24), size: 13, color: PlotPanel.Palette.value,
                    alignment: .center)
        canvas.emoji(emoji, center: spriteCenter, size: baseSide * scale.presentationValue)
        plot.draw(trace, on: canvas, in: plotRect)
    }
}
