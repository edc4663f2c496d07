import Foundation
import Kinetic

/// seeds/002, the talk's podium: pets placed on a circle by a custom `Layout`. With the offset
/// angle as the layout's `animatableData` (left) they travel along the arc; without it (right)
/// only their frames animate, so they cut straight across. A tap rotates both a third of a turn.
package struct PodiumView: View {
    @State private var turns = 0.0

    /// Creates the scene.
    package init() {}

    private static let pets = ["🐱", "🐶", "🐰"]

    package var body: some View {
        VStack(spacing: 30) {
            SceneCaption(title: "Podium: arc versus straight line",
                         hint: "Tap a podium: withAnimation(.spring(duration: 1, bounce: 0.2)) { turns += 1 / 3 }")
            HStack(spacing: 40) {
                podium(RadialLayout(offsetAngle: .radians(turns * 2 * .pi)), title: "animatableData: along the arc")
                podium(FixedRadialLayout(offsetAngle: .radians(turns * 2 * .pi)), title: "no animatableData: straight")
            }
        }
    }

    private func podium<L: Layout>(_ layout: L, title: String) -> some View {
        VStack(spacing: 12) {
            ZStack {
                Circle().stroke(Color(white: 0.8), lineWidth: 2).frame(width: 240, height: 240)
                layout {
                    ForEach(0..<Self.pets.count, id: \.self) { index in
                        Text(Self.pets[index]).font(.system(size: 44))
                    }
                }
                .frame(width: 360, height: 360)
            }
            .frame(width: 360, height: 360)
            .background(Color.white)
            .onTapGesture { withAnimation(.spring(duration: 1, bounce: 0.2)) { turns += 1.0 / 3 } }
            .testID(title)
            Text(title).font(.callout).foregroundColor(.gray)
        }
    }
}

/// Places subviews evenly on a circle, starting at `offsetAngle`; the angle animates.
struct RadialLayout: Layout {
    var offsetAngle: Angle
    var animatableData: Angle.AnimatableData {
        get { offsetAngle.animatableData }
        set { offsetAngle.animatableData = newValue }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        RadialLayout.place(subviews, in: bounds, offset: offsetAngle)
    }

    static func place(_ subviews: Subviews, in bounds: CGRect, offset: Angle) {
        let radius = min(bounds.width, bounds.height) / 3
        let step = 2 * Double.pi / Double(max(subviews.count, 1))
        for (index, subview) in subviews.enumerated() {
            let angle = offset.radians + step * Double(index) - .pi / 2
            subview.place(at: CGPoint(x: bounds.midX + radius * cos(angle), y: bounds.midY + radius * sin(angle)),
                          anchor: .center, proposal: .unspecified)
        }
    }
}

/// The same placement with no animatable data: only the resulting frames animate.
struct FixedRadialLayout: Layout {
    var offsetAngle: Angle

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        RadialLayout.place(subviews, in: bounds, offset: offsetAngle)
    }
}
