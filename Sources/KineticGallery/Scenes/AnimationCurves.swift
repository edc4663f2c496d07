import Foundation
import Kinetic
import KineticExport
import KineticInspector

/// One animation to preview: its legend name, colour and the animation itself.
package struct PreviewedAnimation {
    var name: String
    var color: Color
    var animation: Animation
}

/// The curves of animations for a unit change (0 → 1), drawn before anything is clicked: value and
/// velocity over the time the slowest one takes to settle, each curve's settling time marked (the
/// completion marker) and its settling time and overshoot in the legend. They move as the tuning
/// or the expressions change: the view recomputes them whenever its animations change.
package struct AnimationCurves: View {
    var animations: [PreviewedAnimation]

    /// Creates the curves of `animations`.
    package init(animations: [PreviewedAnimation]) { self.animations = animations }

    /// Frames per second of the preview's clock.
    static let frameRate = 60.0
    /// The longest stretch previewed.
    static let longest: TimeInterval = 4

    /// The response of `animation` to a unit change from rest, one sample per frame, with its
    /// settling time and overshoot (the same tracker the inspector uses).
    package static func response(of animation: Animation) -> (trace: Trace, settle: SettleTracker) {
        let animator = AttributeAnimator<Double>(value: 0)
        var trace = Trace(name: "unit change", sampleCapacity: Int(longest * frameRate) + 2)
        var settle = SettleTracker()
        withAnimation(animation) { _ = animator.setValue(1, transaction: Transaction.current ?? Transaction(), time: 0) }
        settle.start(at: 0, jump: 1)
        var frame = 0
        while true {
            let time = Double(frame) / frameRate
            animator.update(time: time)
            trace.record(time: time, value: animator.presentationValue, velocity: animator.velocity)
            settle.observe(time: time, value: animator.presentationValue, target: 1)
            if !animator.isAnimating || time >= longest { break }
            frame += 1
        }
        if let settled = settle.settlingTime(isMoving: false) { trace.mark(.completion, at: settled) }
        return (trace, settle)
    }

    package var body: some View {
        let responses = animations.map { Self.response(of: $0.animation) }
        let end = max(0.5, responses.map { $0.trace.samples.last?.time ?? 0 }.max() ?? 0.5)
        let curves = zip(animations, responses).map { item, response in
            let settle = response.settle.settlingTime(isMoving: false).map { String(format: "%.2f s", $0) } ?? "> \(Int(Self.longest)) s"
            return PlotCurve(name: "\(item.name) \(settle), \(String(format: "%.1f", response.settle.overshoot * 100)) % over",
                             color: item.color, trace: response.trace)
        }
        return HStack(spacing: 8) {
            PlotView(title: "a unit change: value (settling time, overshoot)", series: .value, curves: curves, now: end, window: end)
            PlotView(title: "velocity", series: .velocity, curves: curves, now: end, window: end)
        }
    }
}

/// A lane's animation as Swift: a field that takes what a SwiftUI developer writes
/// (`.bouncy(extraBounce: 0.1)`), read as Swift reads it; the lane uses it once it parses, and the
/// error points at the column otherwise.
struct AnimationExpressionField: View {
    var title: String
    @Binding var text: String

    /// What `text` holds: nil when empty, else the parsed expression or the one-line error.
    static func parse(_ text: String) -> Result<AnimationExpression, ExpressionProblem>? {
        guard !text.trimmingCharacters(in: .whitespaces).isEmpty else { return nil }
        do { return .success(try AnimationExpression(parsing: text)) } catch {
            return .failure(ExpressionProblem(description: "\(error)"))
        }
    }

    /// The height of the error's card (two lines) under the field.
    static let errorHeight: CGFloat = 34

    /// Why a field's text is not an animation, in one line.
    struct ExpressionProblem: Error, Equatable, CustomStringConvertible { var description: String }

    var body: some View {
        // The error shows under the field on a card of its own, over what is below: it appears and
        // goes as one types without moving anything (in the layout, it pushed the lanes down).
        TextField(title, text: $text).font(.system(size: 13))
            .overlay(alignment: .bottomLeading) {
                if case .failure(let error)? = Self.parse(text) {
                    Text(error.description).font(.system(size: 11)).foregroundColor(.red).lineLimit(2)
                        .padding(.horizontal, 6).padding(.vertical, 3)
                        .frame(maxWidth: .infinity, alignment: .leading)
                        .background(RoundedRectangle(cornerRadius: 5).fill(Color.white))
                        .overlay(RoundedRectangle(cornerRadius: 5).stroke(Color.red.opacity(0.5), lineWidth: 1))
                        .frame(height: Self.errorHeight, alignment: .topLeading)
                        .offset(y: Self.errorHeight + 2)  // from the field's bottom edge down
                        .allowsHitTesting(false)
                }
            }
    }
}
