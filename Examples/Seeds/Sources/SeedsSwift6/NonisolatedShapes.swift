// Not a seed: SwiftUI's `Shape` is `Sendable` and not main-actor isolated (it refines
// `_RemoveGlobalActorIsolation`), so a shape's `path(in:)` and `animatableData` run anywhere. In the
// Swift 6 language mode this compiles only if Kinetic declares `Shape` the same way.
import Kinetic

struct Wedge: Shape {
    var angle: Double

    var animatableData: Double {
        get { angle }
        set { angle = newValue }
    }

    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.midX, y: rect.midY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
        path.addLine(to: CGPoint(x: rect.midX + rect.width / 2 * cos(angle), y: rect.midY + rect.height / 2 * sin(angle)))
        path.closeSubpath()
        return path
    }
}

/// Off the main actor: shapes are values any code may ask for a path.
nonisolated func outline(of shape: some Shape, in rect: CGRect) -> Path { shape.path(in: rect) }

nonisolated func wedgeOutline() -> Path {
    var wedge = Wedge(angle: 1)
    wedge.animatableData = 2
    return outline(of: wedge, in: CGRect(x: 0, y: 0, width: 10, height: 10))
}
