import Kinetic

/// A ball on a 560-point track, at its left or right stop: the scenes of custom animations move
/// it across. Tapping the ball runs `onTap`.
struct BallTrack: View {
    var isRight: Bool
    var color: Color
    var onTap: () -> Void

    var body: some View {
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
