import Kinetic

/// A ball on a 560-point track, at its left or right stop: the scenes of custom animations move
/// it across (the seeds' pausable sample and the gallery's elastic scene). Tapping the ball runs `onTap`.
package struct BallTrack: View {
    var isRight: Bool
    var color: Color
    var onTap: () -> Void

    package init(isRight: Bool, color: Color, onTap: @escaping () -> Void) {
        self.isRight = isRight
        self.color = color
        self.onTap = onTap
    }

    package var body: some View {
        ZStack {
            Capsule().fill(Color(white: 0.88)).frame(width: 560, height: 12)
            Circle()
                .fill(color)
                .frame(width: 70, height: 70)
                .offset(x: isRight ? 240 : -240)
                .onTapGesture(perform: onTap)
                .testID("ball")
        }
    }
}
