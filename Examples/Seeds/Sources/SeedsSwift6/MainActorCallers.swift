// Not a seed: the case issue 14 names. SwiftUI's `View` is `@MainActor`, so a view may call
// `@MainActor` helpers from `onAppear`, a tap, and a `withAnimation` completion; in the Swift 6
// language mode this compiles only if Kinetic's `View` is main-actor isolated as SwiftUI's is.
import Kinetic

@MainActor final class Counter {
    var appeared = 0
    var completed = 0
}

@MainActor func logAppearance(_ counter: Counter) { counter.appeared += 1 }

struct MainActorCallersView: View {
    let counter: Counter
    @State private var offset = 0.0

    var body: some View {
        Text("\(counter.completed)")
            .offset(y: offset)
            .onAppear { logAppearance(counter) }
            .onTapGesture {
                withAnimation(.bouncy) {
                    offset = -40
                } completion: {
                    counter.completed += 1
                }
            }
    }
}
