import Kinetic

/// A toast that slides in from the top on a tap and leaves by itself when its animation completes.
struct ToastDemo: View {
    @State private var showsToast = false

    var body: some View {
        VStack(spacing: 30) {
            if showsToast {
                Text("Saved ✓")
                    .padding(14)
                    .background(Capsule().fill(Color.green))
                    .transition(.move(edge: .top).combined(with: .opacity))
                    .testID("toast")
            }
            Button("Save") {
                withAnimation(.spring(duration: 0.4, bounce: 0.25)) { showsToast = true } completion: {
                    withAnimation(.easeIn(duration: 0.3).delay(0.8)) { showsToast = false }
                }
            }
            .testID("save")
        }
        .frame(width: 360, height: 260)
    }
}
