import Foundation

/// The title a view below a ``NavigationView`` asks for (the last one in drawing order wins).
struct NavigationTitleKey: PreferenceKey {
    static let defaultValue: String? = nil
    static func reduce(value: inout String?, nextValue: () -> String?) { value = nextValue() ?? value }
}

/// A view for presenting a stack of views that represents a visible path in a navigation hierarchy.
///
/// Kinetic draws the root of the stack: a large title (from ``View/navigationTitle(_:)`` on the
/// content) over the content, on the grouped background; it takes all the space it is offered.
public struct NavigationView<Content: View> {
    private let content: Content
    @State private var title: String?

    /// Creates a destination-based navigation view.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
}

extension NavigationView: View {
    public var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            if let title {
                Text(title).font(.largeTitle).fontWeight(.bold)
                    .padding(.horizontal, 20).padding(.top, 12).padding(.bottom, 4)
            }
            content.frame(maxWidth: .infinity, maxHeight: .infinity)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .background(ControlStyle.groupedBackground)
        .onPreferenceChange(NavigationTitleKey.self) { title = $0 }
    }
}

extension View {
    /// Configures the view's title for purposes of navigation, using a string.
    /// - Parameter title: drawn as the large title of the enclosing ``NavigationView``.
    /// - Returns: A view that asks for `title`.
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        preference(key: NavigationTitleKey.self, value: String(title))
    }

    /// Configures the view's title for purposes of navigation, using a text view.
    /// - Parameter title: its string is drawn as the large title of the enclosing ``NavigationView``.
    /// - Returns: A view that asks for `title`.
    public func navigationTitle(_ title: Text) -> some View {
        preference(key: NavigationTitleKey.self, value: title.string)
    }
}
