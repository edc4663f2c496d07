import Foundation
import Observation
import Kinetic
import KineticInspector
import KineticSDL

/// The speed benchmark's scene: `count` emoji sprites as Kinetic views, each moved by the engine
/// (`withAnimation(.spring(duration: 1.2, bounce: 0.35))` on the sprite's `@State` position) and
/// sent to a new pseudo-random point when its animation completes; optionally the inspector
/// overlay plotting the first sprite's x.
///
/// It takes the path a user's views take: the scene graph, its display list, and the
/// ``DisplayListRenderer`` drawing each sprite as a textured quad. Targets come from a fixed linear
/// congruential sequence, so a run is the same on every machine.
@MainActor package final class SpriteStressScene: CanvasScene {
    /// The scene's size in pixels.
    package let size: CGSize
    /// The sprites' side in pixels.
    package let spriteSide: Double
    /// Whether the inspector overlay is drawn.
    package var showsOverlay: Bool
    /// The number of sprites.
    package let count: Int
    /// The first sprite's x, recorded every frame: what the overlay plots.
    package var trace: Trace { overlayModel.trace }
    /// The sprites' views.
    package let sprites: HostedViewScene
    private let overlayModel = SpriteOverlayModel()
    private lazy var overlay: HostedViewScene = {
        let scene = HostedViewScene(SpriteOverlay(model: overlayModel), size: CGSize(width: (size.width * 0.55 - 8).rounded(),
                                                                                     height: (size.height * 0.5).rounded()))
        scene.origin = CGPoint(x: (size.width * 0.45).rounded(), y: 8)
        return scene
    }()
    private var previous: (time: TimeInterval, x: Double)?

    /// The emoji of the sprites, one after another.
    static let emoji: [String] = ["🐱", "🐶", "🐰", "🦊", "🐼", "🐸", "🐵", "🐧"]
    /// The id of the first sprite's view (the overlay follows it).
    static let firstSpriteID = "sprite 0"

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
        self.count = max(0, count)
        let targets = SpriteTargets(size: size, margin: spriteSide / 2)
        sprites = HostedViewScene(SpriteField(count: self.count, side: spriteSide, targets: targets), size: size,
                                  background: CanvasColor(hex: 0xA0A0A0))
    }

    package func handle(_ event: InputEvent, at time: TimeInterval) {
        if case .key(let key) = event, key.key == .character("i") { showsOverlay.toggle() }
    }

    package func update(time: TimeInterval) {
        sprites.update(time: time)
        if let first = sprites.host.displayList.item(withID: Self.firstSpriteID) {
            let x = Double(first.frame.midX + first.transform.tx)
            let velocity = previous.map { time > $0.time ? (x - $0.x) / (time - $0.time) : 0 } ?? 0
            previous = (time, x)
            overlayModel.trace.record(time: time, value: x, velocity: velocity)
            overlayModel.time = time
        }
        if showsOverlay { overlay.update(time: time) }
    }

    package func draw(on canvas: RenderCanvas) {
        sprites.draw(on: canvas)
        if showsOverlay { overlay.drawContent(on: canvas) }
    }
}

/// Where the sprites go next: one pseudo-random sequence (a 64-bit LCG, Knuth's constants) shared
/// by every sprite, inside the scene less a margin.
@MainActor final class SpriteTargets {
    private var random: UInt64 = 0x9E37_79B9_7F4A_7C15
    private let size: CGSize, margin: Double

    init(size: CGSize, margin: Double) { self.size = size; self.margin = margin }

    /// The next point of the sequence (a sprite's centre).
    func next() -> CGPoint {
        func unit() -> Double {
            random = random &* 6364136223846793005 &+ 1442695040888963407
            return Double(random >> 11) / Double(1 << 53)
        }
        return CGPoint(x: margin + unit() * (size.width - 2 * margin), y: margin + unit() * (size.height - 2 * margin))
    }
}

/// The sprites, back to front: sprite `i` shows emoji `i mod 8`.
struct SpriteField: View {
    let count: Int
    let side: Double
    let targets: SpriteTargets

    var body: some View {
        ZStack(alignment: .topLeading) {
            if count > 0 { sprite(0).testID(SpriteStressScene.firstSpriteID) }
            ForEach(1..<max(count, 1), id: \.self) { index in sprite(index) }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }

    private func sprite(_ index: Int) -> Sprite {
        Sprite(emoji: SpriteStressScene.emoji[index % SpriteStressScene.emoji.count], side: side, targets: targets, start: targets.next())
    }
}

/// One sprite: it starts at rest somewhere, then springs to a new point each time it arrives.
struct Sprite: View {
    let emoji: String
    let side: Double
    let targets: SpriteTargets
    @State private var center: CGPoint

    init(emoji: String, side: Double, targets: SpriteTargets, start: CGPoint) {
        self.emoji = emoji
        self.side = side
        self.targets = targets
        _center = State(initialValue: start)
    }

    var body: some View {
        Text(emoji)
            .font(.system(size: side * 0.8))
            .frame(width: side, height: side)
            .offset(x: center.x - side / 2, y: center.y - side / 2)
            .onAppear(perform: move)
    }

    private func move() {
        withAnimation(.spring(duration: 1.2, bounce: 0.35), completionCriteria: .removed) {
            center = targets.next()
        } completion: {
            move()
        }
    }
}

/// What the stress scene's overlay plots: the first sprite's x.
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
            PlotView(title: "velocity", series: .velocity, curves: curves, now: model.time)
        }
    }
}
