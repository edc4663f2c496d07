import Kinetic

struct TunedAnimation: View {
    @State private var movedA = false
    @State private var movedB = false

    var body: some View {
        VStack(spacing: 24) {
            Circle().frame(width: 44, height: 44).offset(x: movedA ? 120 : -120)
            Circle().frame(width: 44, height: 44).offset(x: movedB ? 120 : -120)
        }
        .onTapGesture {
            // A merges
            withAnimation(.spring(duration: 0.5, bounce: 0.30000000000000004)) {
                movedA.toggle()
            }
            // B adds up
            withAnimation(.interpolatingSpring(duration: 0.5, bounce: 0.3)) {
                movedB.toggle()
            }
        }
    }
}
