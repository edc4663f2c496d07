// The seed samples SeedSampleTests drives, with only the import changed and `.testID`s added (public Kinetic
// API, for the tests to find views). Examples/Seeds links this file: it builds as a client package
// in the Swift 6 and Swift 5 language modes.
import Foundation
import Kinetic

// Samples of the API reference pages (seeds/003) compiled with only the import changed.

struct TruckView: View {
    @State private var isTrailing = false

    var body: some View {
       VStack(alignment: isTrailing ? .trailing : .leading) {
            Image(systemName: "box.truck")
                .font(.system(size: 64))
                .testID("truck")

            Toggle("Move to trailing edge",
                   isOn: $isTrailing.animation(.linear))
        }
    }
}

struct ScaleView: View {
    @State private var scale = 0.5

    var body: some View {
        VStack {
            Circle()
                .scaleEffect(scale)
                .animation(.easeIn, value: scale)
                .testID("circle")
            HStack {
                Button("+") { scale += 0.1 }.testID("plus")
                Button("-") { scale -= 0.1 }.testID("minus")
            }
        }
        .padding()
    }
}

/// The Animation page's third sample: the same view with `.animation(.easeIn.repeatCount(3), value:)`.
enum RepeatCountSample {
    struct ContentView: View {
        @State private var scale = 0.5

        var body: some View {
            VStack {
                Circle()
                    .scaleEffect(scale)
                    .animation(.easeIn.repeatCount(3), value: scale)
                HStack {
                    Button("+") { scale += 0.1 }
                    Button("-") { scale -= 0.1 }
                }
            }
            .padding()
        }
    }
}


/// The keyframe-animator page's Example 1: one bouncy move, no completion.
struct SimpleAnimationView: View {
    var emoji: String
    @State private var offset = 0.0

    var body: some View {
        EmojiView(emoji: emoji)
            .offset(y: offset)
            .onTapGesture {
                withAnimation(.bouncy) {
                    offset = -40.0
                }
            }
    }
}

/// Stand-in for the page's `MyView`: its content (a width) changes with `isActive`.
struct MyView: View {
    var isActive: Bool
    var body: some View { Color.red.frame(width: isActive ? 100 : 50, height: 50) }
}

/// `animation(_:body:)`'s sample, with two controls: a plain change and a linear withAnimation.
struct ScopedOpacityPanel: View {
    @State private var isActive = false

    var body: some View {
        VStack {
            MyView(isActive: isActive)
                .animation(.easeInOut) { content in
                    content.opacity(isActive ? 1.0 : 0.0)
                }
                .testID("panel")
            Text("plain").onTapGesture { isActive.toggle() }.testID("plain")
            Text("linear").onTapGesture { withAnimation(.linear(duration: 1)) { isActive.toggle() } }.testID("linear")
        }
    }
}

