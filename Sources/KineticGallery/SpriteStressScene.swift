import Foundation
import Observation
import Kinetic
import KineticInspector
import KineticSDL

/// The speed benchmark's scene: `count` emoji sprites, each position animated by the engine
/// (an ``AttributeAnimator`` of a point under `.spring(duration:bounce:)`), retargeted to a new
/// pseudo-random point whenever it comes to rest; optionally the inspector overlay plotting the
/// first sprite's x.
///
/// Targets come from a fixed linear congruential sequence, so a run is the same on every machine;
/// updating and drawing allocate nothing. The sprites are painted on the CPU through a ``SpriteBatch``
/// (one picture, one copy), the overlay's pixels over them: what later sprites and the overlay's
/// opaque panels hide is left out, the picture unchanged.
@MainActor package final class SpriteStressScene: CanvasScene {
    /// The scene's size in pixels.
    package let size: CGSize
    /// The sprites' side in pixels.
    package let spriteSide: Double
    /// Whether the inspector overlay is drawn.
    package var showsOverlay: Bool
    /// The sprites' positions.
    package private(set) var sprites: [AttributeAnimator<AnimatablePair<Double, Double>>]
    /// The first sprite's x, recorded every frame: what the overlay plots.
    package var trace: Trace { overlayModel.trace }
    private let overlayModel = SpriteOverlayModel()
    /// Whether the overlay is kept in a ``CanvasLayer`` (drawn again at most once a display refresh,
    /// its pixels painted into the sprites' picture every frame) rather than drawn every frame;
    /// true unless a benchmark compares the two.
    package var cachesOverlay = true {
        didSet { overlay.layer = cachesOverlay ? overlayLayer : nil }
    }
    /// The layer the overlay is kept in (its pixels painted over the sprites).
    lazy var overlayLayer = CanvasLayer(size: overlaySize)
    /// Times the overlay's picture was drawn (into its layer, or onto the canvas when not cached).
    package var overlayDrawCount: Int { overlayLayer.drawCount }
    private var overlaySize: CGSize { CGSize(width: (size.width * 0.55 - 8).rounded(), height: (size.height * 0.5).rounded()) }
    private lazy var overlay: HostedViewScene = {
        let scene = HostedViewScene(SpriteOverlay(model: overlayModel), size: overlaySize)
        scene.layer = cachesOverlay ? overlayLayer : nil
        return scene
    }()

    /// The frame's sprites in drawing order (reused from frame to frame): what later sprites and the
    /// overlay's opaque panels hide is left out.
    private let batch: SpriteBatch
    /// Sprites left wholly out in the latest frame: hidden by sprites drawn after them or by
    /// the overlay's opaque panels.
    package var hiddenSprites: Int { batch.hiddenSprites }
    /// Sprite pixels painted in the latest frame (at most `sprites.count × spriteSide²`, painting them whole).
    package var drawnSpritePixels: Int { batch.drawnPixels }
    /// Whether what cannot show is left out (true), or every sprite painted whole: the same picture.
    package var cullsHiddenSprites: Bool {
        get { batch.cullsHiddenParts }
        set { batch.cullsHiddenParts = newValue }
    }
    private static let background = CanvasColor(hex: 0xA0A0A0)
    private static let emoji: [String] = ["🐱", "🐶", "🐰", "🦊", "🐼", "🐸", "🐵", "🐧"]
    private var random: UInt64 = 0x9E37_79B9_7F4A_7C15
    private let transaction = Transaction(animation: .spring(duration: 1.2, bounce: 0.35))

    /// Creates the scene.
    /// - Parameters:
    ///   - count: the number of sprites.
    ///   - size: the drawing size.
    ///   - spriteSide: each sprite's side in pixels (32: about testsprite2's icon).
    ///   - showsOverlay: whether to draw the inspector overlay.
    package init(count: Int, size: CGSize = CGSize(width: 640, height: 480), spriteSide: Double = 32,
                showsOverlay: Bool = false) {
        self.size = size
        self.spriteSide = spriteSide
        self.showsOverlay = showsOverlay
        sprites = []
        sprites.reserveCapacity(count)
        batch = SpriteBatch(emoji: Self.emoji, side: Int(spriteSide), capacity: max(0, count))
        for _ in 0..<max(0, count) {
            sprites.append(AttributeAnimator(value: AnimatablePair(0, 0)))
        }
        for sprite in sprites {
            sprite.setValue(nextPoint(), transaction: Transaction(), time: 0)  // start somewhere, at rest
        }
    }

    /// The next pseudo-random point inside the scene (a 64-bit LCG, Knuth's constants).
    private func nextPoint() -> AnimatablePair<Double, Double> {
        func unit() -> Double {
            random = random &* 6364136223846793005 &+ 1442695040888963407
            return Double(random >> 11) / Double(1 << 53)
        }
        let margin = spriteSide / 2
        return AnimatablePair(margin + unit() * (size.width - 2 * margin), margin + unit() * (size.height - 2 * margin))
    }

    package func handle(_ event: InputEvent, at time: TimeInterval) {
        if case .key(let key) = event, key.key == .character("i") { showsOverlay.toggle() }
    }

    package func update(time: TimeInterval) {
        for sprite in sprites where !sprite.update(time: time) {
            sprite.setValue(nextPoint(), transaction: transaction, time: time)
        }
        if let first = sprites.first {
            overlayModel.trace.record(time: time, value: first.presentationValue.first, velocity: first.velocity.first)
            overlayModel.time = time
        }
        if showsOverlay { overlay.update(time: time) }
    }

    package func draw(on canvas: RenderCanvas) {
        canvas.beginFrame(clearingTo: nil)  // the batch's picture sets every pixel
        batch.removeAll()
        // The inspector's plot view, the same the viewer shows: kept in a layer drawn again at most
        // once a display refresh (when it changed), its pixels painted over the sprites every
        // frame in the same picture. Its opaque panels hide the sprites below them. The layer is
        // drawn again while the sprites are painted, and shown from the next frame on; the first
        // time (and headless, where it keeps no pixels) it is drawn here, for this frame.
        if showsOverlay {
            overlay.origin = CGPoint(x: (size.width * 0.45).rounded(), y: 8)
            if cachesOverlay {
                if !overlayLayer.keepsPixels { overlay.prepareLayer(on: canvas) }
                for rect in overlayLayer.opaqueRects { batch.hide(rect.offsetBy(dx: overlay.origin.x, dy: overlay.origin.y)) }
                batch.cover(with: overlay)
            }
        }
        // Sprite i shows emoji i mod 8, in the order of the emoji.
        for kind in Self.emoji.indices {
            for index in stride(from: kind, to: sprites.count, by: Self.emoji.count) {
                let p = sprites[index].presentationValue
                batch.append(kind: kind, center: CGPoint(x: p.first, y: p.second))
            }
        }
        batch.draw(on: canvas, background: Self.background)
        // Drawn straight when its layer keeps no pixels (headless, or without render targets).
        if showsOverlay, !cachesOverlay || !overlayLayer.keepsPixels { overlay.drawContent(on: canvas) }
    }
}

/// What the stress scene's overlay plots: the first sprite's trace, observed by the plot view.
@Observable
@MainActor final class SpriteOverlayModel {
    var trace = Trace(name: "sprite 0 x", sampleCapacity: 1024)
    var time: TimeInterval = 0
}

/// The stress scene's overlay: the first sprite's x and its velocity as the inspector plots them.
struct SpriteOverlay: View {
    var model: SpriteOverlayModel

    var body: some View {
        let curves = [PlotCurve(name: "sprite 0 · x", color: Color(red: 0.31, green: 0.64, blue: 1), trace: model.trace)]
        return VStack(spacing: 4) {
            PlotView(title: "value", series: .value, curves: curves, now: model.time)
            PlotView(title: "velocity (per second)", series: .velocity, curves: curves, now: model.time)
        }
    }
}
