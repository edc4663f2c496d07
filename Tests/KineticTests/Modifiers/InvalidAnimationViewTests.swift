import Foundation
import Testing
@testable import Kinetic

/// Counts the runs of a completion.
private final class Runs { var count = 0 }

/// A square moved by `withAnimation(animation) { … } completion: { … }`.
private struct InvalidProbe: View {
    let animation: Animation
    let runs: Runs
    @State var on = false
    var body: some View {
        VStack {
            Color.red.frame(width: 20, height: 20).offset(x: on ? 100 : 0).testID("square")
            Text("go").onTapGesture {
                withAnimation(animation) { on.toggle() } completion: { runs.count += 1 }
            }.testID("go")
        }
    }
}

extension ViewLayerTests {
@Suite struct InvalidAnimationViewTests {
    /// The cases, as a user writes them: each kept the view animating after 10 s. Now the
    /// view shows the model value on the next frame and the completion runs once.
    @Test(arguments: [
        "spring(duration: .infinity)", "spring(duration: 0.5, bounce: .infinity)", "spring(response: .infinity)",
        "spring(response: 0.5, dampingFraction: .nan)", "interpolatingSpring(duration: .infinity)",
        "interpolatingSpring(duration: 0.5, bounce: -.infinity)", "interpolatingSpring(stiffness: -1, damping: 10)",
        "interpolatingSpring(stiffness: 100, damping: .nan)", "spring(Spring(stiffness: .infinity, damping: 10))",
        "easeIn.delay(.infinity)",
    ])
    func endsOnTheNextFrame(_ name: String) {
        let animations: [String: Animation] = [
            "spring(duration: .infinity)": .spring(duration: .infinity),
            "spring(duration: 0.5, bounce: .infinity)": .spring(duration: 0.5, bounce: .infinity),
            "spring(response: .infinity)": .spring(response: .infinity),
            "spring(response: 0.5, dampingFraction: .nan)": .spring(response: 0.5, dampingFraction: .nan),
            "interpolatingSpring(duration: .infinity)": .interpolatingSpring(duration: .infinity),
            "interpolatingSpring(duration: 0.5, bounce: -.infinity)": .interpolatingSpring(duration: 0.5, bounce: -.infinity),
            "interpolatingSpring(stiffness: -1, damping: 10)": .interpolatingSpring(mass: 1, stiffness: -1, damping: 10),
            "interpolatingSpring(stiffness: 100, damping: .nan)": .interpolatingSpring(mass: 1, stiffness: 100, damping: .nan),
            "spring(Spring(stiffness: .infinity, damping: 10))": .spring(Spring(mass: 1, stiffness: .infinity, damping: 10)),
            "easeIn.delay(.infinity)": Animation.easeIn.delay(.infinity),
        ]
        let runs = Runs()
        let host = HeadlessHost(InvalidProbe(animation: animations[name]!, runs: runs))
        host.tap(id: "go")
        host.advance(by: 1.0 / 60)
        #expect(host.displayList.item(withID: "square")!.transform.tx == 100, "\(name)")
        #expect(host.runningAnimationCount == 0, "\(name)")
        #expect(runs.count == 1, "\(name)")
        host.advance(by: 10)
        #expect(runs.count == 1, "\(name)")
    }
}
}
