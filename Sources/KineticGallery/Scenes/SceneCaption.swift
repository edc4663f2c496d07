import Kinetic

/// The heading every view scene starts with: a title and a line saying what to click.
struct SceneCaption: View {
    var title: String
    var hint: String

    var body: some View {
        VStack(spacing: 6) {
            Text(title).font(.largeTitle)
            Text(hint).font(.callout).foregroundColor(.gray).multilineTextAlignment(.center)
        }
        // A hint longer than the scene is wide wraps centred, clear of the scene's edges.
        .padding(.horizontal, 24)
    }
}
