import Kinetic
import KineticViewer

/// The scenes this package previews, as a SwiftUI file lists `#Preview`s.
@main
struct Previews {
    static func main() {
        KineticViewer.run("My previews") {
            PreviewScene("Card flip") { CardFlip() }
            PreviewScene("Like button") { LikeButton() }
            PreviewScene("Toast") { ToastDemo() }
        }
    }
}
