// seeds/004, "Marching Ants Border": both files of the sample, with only the import changed
// (and the second file's ContentView made private, as each sample here has one).

// MarchingAnts.swift
import Kinetic

// This is a custom view modifier that gets the size of its content.
// TODO: Could you use sizeThatFits in place of this?
struct SizeReporter: ViewModifier {
    @Binding var size: CGSize

    private struct SizePreferenceKey: PreferenceKey {
        static let defaultValue: CGSize = .zero
        // inout allows passing by reference so a copy is not made.
        static func reduce(value: inout CGSize, nextValue: () -> CGSize) {
            value = nextValue()
        }
    }

    func body(content: Content) -> some View {
        content
            // This is a tricky approach to get the content size
            // using an invisible background.
            .background(GeometryReader { geometry in
                Color.clear
                    .preference(
                        key: SizePreferenceKey.self,
                        value: geometry.size
                    )
            })
            .onPreferenceChange(SizePreferenceKey.self) { value in
                size = value
            }
    }
}

// This is a custom view modifier that draws an animated dashed border
// around its content.
struct MarchingAnts: ViewModifier {
    @State private var phase: CGFloat = 0
    @State private var size: CGSize = .zero

    let clockwise: Bool
    let dashLength: CGFloat
    let dashWidth: CGFloat

    func body(content: Content) -> some View {
        ZStack {
            content.getSize($size)
            Rectangle()
                .strokeBorder(style: StrokeStyle(
                    lineWidth: dashWidth,
                    dash: [dashLength],
                    dashPhase: phase
                ))
                .onAppear {
                    withAnimation(
                        .linear
                            .repeatForever(autoreverses: false)
                    ) {
                        // Adding goes counter-clockwise
                        // and subtracting goes clockwise.
                        phase = dashLength * 2 * (clockwise ? -1 : 1)
                    }
                }
                // .frame(width: 250, height: 200)
                .frame(width: size.width, height: size.height)
        }
    }
}

// This extension simplifies using the custom view modifiers defined above.
extension View {
    func getSize(_ size: Binding<CGSize>) -> some View {
        modifier(SizeReporter(size: size))
    }

    func marchingAnts(
        clockwise: Bool = true,
        dashLength: CGFloat = 10,
        dashWidth: CGFloat = 3
    ) -> some View {
        modifier(MarchingAnts(
            clockwise: clockwise,
            dashLength: dashLength,
            dashWidth: dashWidth
        ))
    }
}

// Content.swift

private struct ContentView: View {
    var body: some View {
        VStack {
            Text("See them march!")
                .padding()
                .marchingAnts(
                    // clockwise: false,
                    // dashLength: 20,
                    // dashWidth: 10
                )
        }
    }
}

/// The sample's root view, for the tests.
@MainActor func marchingAntsContentView() -> some View { ContentView() }
