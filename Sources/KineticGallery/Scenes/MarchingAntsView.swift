import Kinetic

/// seeds/004, the marching-ants border: a dashed outline whose dash phase animates forever; a tap
/// toggles the selection's size with a spring while the ants keep marching.
package struct MarchingAntsView: View {
    @State private var phase: CGFloat = 0
    @State private var wide = false

    /// Creates the scene.
    package init() {}

    package var body: some View {
        VStack(spacing: 50) {
            SceneCaption(title: "Marching ants",
                         hint: "dashPhase under .linear.repeatForever(autoreverses: false); tap the selection to resize it")
            Rectangle()
                .strokeBorder(style: StrokeStyle(lineWidth: 3, dash: [10], dashPhase: phase))
                .frame(width: wide ? 420 : 260, height: wide ? 200 : 160)
                .background(Color.white)
                .onAppear {
                    withAnimation(.linear.repeatForever(autoreverses: false)) { phase = 20 }
                }
                .onTapGesture { withAnimation(.snappy) { wide.toggle() } }
                .testID("ants")
        }
    }
}
