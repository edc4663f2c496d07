import Foundation
import Kinetic

// Helpers of the animator suites: frame stepping on an exact 60 Hz grid, reading what is drawn,
// and the attribute data of offsets and scales.

/// The time of frame `k` on the 60 Hz grid the tests step through (exact multiples).
package func frameTime(_ k: Int) -> Double { Double(k) / 60.0 }

/// Advances `host` one frame at a time through frames `range`, calling `check` after each.
package func stepFrames(_ host: HeadlessHost, _ range: ClosedRange<Int>, _ check: (Int, Double) -> Void = { _, _ in }) {
    for k in range {
        let t = frameTime(k)
        if t > host.time { host.advance(to: t) }
        check(k, t)
    }
}

/// The vertical displacement of the item named `id`: where its centre is drawn minus where layout put it.
package func drawnOffset(_ host: HeadlessHost, _ id: String = "emoji") -> CGPoint {
    let item = host.displayList.item(withID: id)!
    let center = item.center
    return CGPoint(x: center.x - item.frame.midX, y: center.y - item.frame.midY)
}

/// The transform drawn for the item named `id`.
package func drawnTransform(_ host: HeadlessHost, _ id: String = "emoji") -> Transform2D {
    host.displayList.item(withID: id)!.transform
}

package func approxTransform(_ a: Transform2D, _ b: Transform2D, _ tolerance: Double = 1e-9) -> Bool {
    approx(Double(a.a), Double(b.a), tolerance) && approx(Double(a.b), Double(b.b), tolerance)
        && approx(Double(a.c), Double(b.c), tolerance) && approx(Double(a.d), Double(b.d), tolerance)
        && approx(Double(a.tx), Double(b.tx), tolerance) && approx(Double(a.ty), Double(b.ty), tolerance)
}

package func isFinite(_ t: Transform2D) -> Bool {
    [t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy { $0.isFinite }
}

/// Offsets are `AnimatablePair<CGFloat, CGFloat>` attributes; these build their per-phase values.
package func offsetData(x: Double = 0, y: Double) -> AnimatablePair<CGFloat, CGFloat> {
    CGSize(width: x, height: y).animatableData
}

/// `scaleEffect(_:)` (anchor centre) attribute data.
package func scaleData(_ s: Double) -> AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>> {
    AnimatablePair(CGSize(width: s, height: s).animatableData, UnitPoint.center.animatableData)
}
