// Copied from Tests/KineticTests/SeedSampleTests.swift (the seed sample, with only the import changed; Kinetic's test ids dropped).
import Foundation
import Kinetic

// Samples of the API reference pages (seeds/003) compiled with only the import changed.

private struct TruckView: View {
    @State private var isTrailing = false

    var body: some View {
       VStack(alignment: isTrailing ? .trailing : .leading) {
            Image(systemName: "box.truck")
                .font(.system(size: 64))

            Toggle("Move to trailing edge",
                   isOn: $isTrailing.animation(.linear))
        }
    }
}

private struct ScaleView: View {
    @State private var scale = 0.5

    var body: some View {
        VStack {
            Circle()
                .scaleEffect(scale)
                .animation(.easeIn, value: scale)
            HStack {
                Button("+") { scale += 0.1 }
                Button("-") { scale -= 0.1 }
            }
        }
        .padding()
    }
}

/// The Animation page's third sample: the same view with `.animation(.easeIn.repeatCount(3), value:)`.
private enum RepeatCountSample {
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
private struct SimpleAnimationView: View {
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
private struct MyView: View {
    var isActive: Bool
    var body: some View { Color.red.frame(width: isActive ? 100 : 50, height: 50) }
}

/// `animation(_:body:)`'s sample, with two controls: a plain change and a linear withAnimation.
private struct ScopedOpacityPanel: View {
    @State private var isActive = false

    var body: some View {
        VStack {
            MyView(isActive: isActive)
                .animation(.easeInOut) { content in
                    content.opacity(isActive ? 1.0 : 0.0)
                }
            Text("plain").onTapGesture { isActive.toggle() }
            Text("linear").onTapGesture { withAnimation(.linear(duration: 1)) { isActive.toggle() } }
        }
    }
}

