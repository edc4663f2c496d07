// seeds/004, "Binding Change Animations": the sample as written (its ContentView made private,
// as each sample here has one).
import Kinetic

private struct ContentView: View {
    @State private var isShowing = false
    @State private var transitionName = "opacity"
    private let duration = 0.5
    private let transitionNames = ["move", "opacity", "scale", "slide"]

    private var transition: AnyTransition {
        switch transitionName {
        case "move": return .move(edge: .trailing)
        case "scale": return .scale
        case "slide": return .slide
        default: return .opacity
        }
    }

    var body: some View {
        VStack {
            Toggle(
                "Show Greeting?",
                isOn: $isShowing.animation(.easeInOut(duration: 1))
            )

            LabeledContent("Transition") {
                Picker("Transition", selection: $transitionName) {
                    ForEach(transitionNames, id: \.self) { name in
                        Text(name).tag(name)
                    }
                }
                .pickerStyle(.segmented)
            }

            if isShowing {
                Text("Hello, Animation!")
                    .font(.largeTitle)
                    .frame(maxWidth: .infinity)
                    .transition(transition)
            }

            // This stops the Toggle above from bouncing when the
            // animation is applied, which may or may not be desirable.
            Spacer()
        }
        .padding()
    }
}

/// The sample's root view, for the tests.
@MainActor func bindingAnimationContentView() -> some View { ContentView() }
