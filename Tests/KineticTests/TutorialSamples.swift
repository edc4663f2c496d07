// The seed samples TutorialSampleTests drives, with only the import changed and `.testID`s added (public Kinetic
// API, for the tests to find views). Examples/Seeds links this file: it builds as a client package
// in the Swift 6 and Swift 5 language modes.
import Foundation
import Kinetic

// Samples of the SwiftUI animation tutorial (seeds/004) not compiled elsewhere, with only the
// import changed; statements and fragments sit in the smallest view that runs them.

/// The delay sample, its `...` filled with a state change that moves a box 300 points.
struct DelayedMove: View {
    @State private var x = 0.0

    var body: some View {
        Color.red.frame(width: 20, height: 20)
            .offset(x: x)
            .onTapGesture {
                let duration = 1.5 // seconds
                withAnimation(.linear(duration: duration).delay(duration)) {
                    x = 300
                }
            }
            .testID("box")
    }
}

/// The combined-transition sample, on a box inserted and removed under a linear animation.
struct CombinedTransition: View {
    @State private var show = false

    private let transition: AnyTransition =
        .move(edge: .bottom)
        .combined(with: .scale)
        .combined(with: .opacity)

    var body: some View {
        VStack(spacing: 0) {
            Color.clear.frame(width: 40, height: 40)
            if show { Color.red.frame(width: 40, height: 40).transition(transition).testID("card") }
            Text("toggle").onTapGesture { withAnimation(.linear(duration: 1)) { show.toggle() } }.testID("toggle")
        }
    }
}

/// The Binding Change Animations sample with the easeInOut Toggle line replaced by each of the
/// four spring variants the tutorial lists (`variant` picks one); the picker is left out and the
/// transition is the sample's default, `.opacity`.
struct SpringGreeting: View {
    @State private var isShowing = false
    private let duration = 0.5
    let variant: Int

    var body: some View {
        VStack {
            switch variant {
            case 0:
                Toggle(
                    "Show Greeting?",
                    // Default spring animation
                    // (doesn't bounce at all with the default parameter values!)
                    isOn: $isShowing.animation(.spring())
                )
            case 1:
                Toggle(
                    "Show Greeting?",
                    // Customized spring animation using the spring method
                    isOn: $isShowing.animation(
                        .spring(
                            response: duration, // defaults to 0.55
                            dampingFraction: 0.2, // defaults to 0.825
                            blendDuration: duration // defaults to 0
                        )
                    )
                )
            case 2:
                Toggle(
                    "Show Greeting?",
                    // Customized spring animation using the
                    // interactiveSpring method which is the same as .spring(),
                    // but whose parameters have different default values
                    isOn: $isShowing.animation(
                        .interactiveSpring(
                            response: duration, // defaults to 0.15
                            dampingFraction: 0.2, // defaults to 0.86
                            blendDuration: duration // defaults to 0.25
                        )
                    )
                )
            default:
                Toggle(
                    "Show Greeting?",
                    // Customized spring animation using the
                    // interpolatingSpring method which handles overlapping
                    // animations better than .spring() and .interactiveSpring()
                    isOn: $isShowing.animation(
                        .interpolatingSpring(
                            // mass: 1, // defaults to 1
                            stiffness: 100,
                            // required; lower values are more stiff
                            damping: 3 // required; lower values bounce more
                            // initialVelocity: 0 // defaults to 0; must be in [0, 1]
                        )
                    )
                )
            }

            if isShowing {
                Text("Hello, Animation!")
                    .font(.largeTitle)
                    .frame(maxWidth: .infinity)
                    .transition(.opacity)
            }

            Spacer()
        }
        .padding()
    }
}

