/// Declares a preview of a view, as SwiftUI's `#Preview` does: a file of views written for
/// SwiftUI, with its previews, compiles in a Kinetic package unchanged (but for the import).
///
///     #Preview("Card") {
///         CardView()
///     }
///
///     #Preview {
///         LikeButton(count: 3)
///     }
///
/// In your own program the macro adds nothing. `kinetic preview PACKAGE_DIR` finds every
/// `#Preview` in a package's sources and opens them as the viewer's scenes, each titled by its name
/// (or its file, when it has none) and its file; saving a source file while the window is open
/// rebuilds them and shows the new code.
/// - Parameters:
///   - name: the preview's title.
///   - body: the view to preview, built as a `ViewBuilder` block.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) =
    #externalMacro(module: "KineticMacros", type: "PreviewMacro")
