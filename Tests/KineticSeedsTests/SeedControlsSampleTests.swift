import Foundation
import Testing
@testable import Kinetic
@testable import KineticSeeds
import KineticTestSupport

extension ViewLayerTests {
/// The tutorial's samples that use the controls (seeds/004), through the headless host.
@Suite struct ControlsSeedSampleTests {
    private func tap(_ host: HeadlessHost, text: String) {
        guard let item = host.displayList.item(text: text) else { Issue.record("no text \"\(text)\" drawn"); return }
        host.tap(at: item.center)
    }

    /// Unfolds the easing picker and chooses `name`.
    private func chooseEasing(_ host: HeadlessHost, _ name: String) {
        tap(host, text: "Easing Function")
        host.advance(by: 0.3)
        let rows = host.displayList.items.filter { $0.text == name }
        guard let row = rows.last else { Issue.record("no option \(name)"); return }
        host.tap(at: row.center)
        host.advance(by: 0.3)
    }

    @Test func easingPlaygroundPickerTapsChangeTheEasing() throws {
        let host = HeadlessHost(easingPlaygroundContentView(), size: CGSize(width: 400, height: 800))
        host.update()
        #expect(host.displayList.item(text: "linear") != nil, "the folded picker shows the selection")
        #expect(host.displayList.item(text: "easeIn") == nil)
        chooseEasing(host, "easeIn")
        #expect(host.displayList.item(text: "easeIn") != nil)
        #expect(host.displayList.item(text: "linear") == nil && host.displayList.item(text: "spring") == nil, "folded again")

        // Scale on: the content jumps to scale 0 (the implicit animation's value did not change).
        tap(host, text: "Animate Scale?")
        #expect(drawnScale(host, "First Line") < 1e-6)
        // The Toggle button animates it back with easeIn(duration: 2).
        tap(host, text: "Toggle")
        host.advance(by: 1)
        #expect(approx(drawnScale(host, "First Line"), UnitCurve.easeIn.value(at: 0.5), 1e-4))
        host.advance(by: 1.1)
        #expect(approx(drawnScale(host, "First Line"), 1, 1e-9))
        #expect(host.warnings.isEmpty, "\(host.warnings)")
    }

    private func drawnScale(_ host: HeadlessHost, _ text: String) -> Double {
        Double(host.displayList.item(text: text)?.transform.scale.width ?? .nan)
    }

    @Test func easingPlaygroundToggleAnimatesRotationAndColourLinearly() throws {
        let host = HeadlessHost(easingPlaygroundContentView(), size: CGSize(width: 400, height: 800))
        tap(host, text: "Animate Rotation?")
        tap(host, text: "Animate Color?")
        func degrees() -> Double { host.displayList.item(text: "Second Line")!.transform.rotation.degrees }
        func border() -> Color.Resolved? {
            host.displayList.items.first { if case .shape(.rectangle, .stroke(let s)) = $0.content { return s.lineWidth == 10 }; return false }?.color
        }
        #expect(abs(remainder(degrees() - 360, 360)) < 1e-6)
        #expect(border() == Color.red.resolved)
        tap(host, text: "Toggle")
        host.advance(by: 0.25)
        // linear(duration: 1) from 360° to 0°: 270° a quarter of the way.
        #expect(abs(remainder(degrees() - 270, 360)) < 1e-3)
        let mid = try #require(border())
        #expect(mid != Color.red.resolved && mid != Color.blue.resolved, "the border colour is between red and blue")
        host.advance(by: 1)
        #expect(abs(remainder(degrees(), 360)) < 1e-6)
        #expect(border() == Color.blue.resolved)
    }

    @Test func easingPlaygroundForeverKeepsTurning() {
        let host = HeadlessHost(easingPlaygroundContentView(), size: CGSize(width: 400, height: 800))
        chooseEasing(host, "forever")
        tap(host, text: "Animate Rotation?")
        tap(host, text: "Toggle")
        host.advance(by: 10.5)
        #expect(host.runningAnimationCount > 0)
        let degrees = host.displayList.item(text: "First Line")!.transform.rotation.degrees
        // linear(duration: 2), repeating from 360° towards 0°: a quarter into the sixth cycle.
        #expect(abs(remainder(degrees - 270, 360)) < 1e-3)
    }

    @Test func bindingAnimationSampleSegmentedPickerChoosesTheTransition() throws {
        let host = HeadlessHost(bindingAnimationContentView(), size: CGSize(width: 400, height: 600))
        #expect(host.displayList.item(text: "Transition") != nil)
        for name in ["move", "opacity", "scale", "slide"] { #expect(host.displayList.item(text: name) != nil, "segment \(name)") }
        // The toggle's binding animates: the greeting fades in (opacity, the default) over a second.
        tap(host, text: "Show Greeting?")
        host.advance(by: 0.5)
        let fading = try #require(host.displayList.item(text: "Hello, Animation!"))
        #expect(approx(fading.opacity, UnitCurve.easeInOut.value(at: 0.5), 1e-3))
        host.advance(by: 1)
        // Choose "scale", then hide: the greeting shrinks instead of fading.
        tap(host, text: "scale")
        tap(host, text: "Show Greeting?")
        host.advance(by: 0.5)
        let shrinking = try #require(host.displayList.item(text: "Hello, Animation!"))
        #expect(approx(shrinking.opacity, 1, 1e-9))
        #expect(shrinking.transform.scale.width > 0.3 && shrinking.transform.scale.width < 0.7)
        host.advance(by: 1)
        #expect(host.displayList.item(text: "Hello, Animation!") == nil)
    }

    @Test func foodListsMoveAnItemBetweenTheLists() throws {
        let host = HeadlessHost(foodListsContentView(), size: CGSize(width: 600, height: 500))
        host.update()
        let before = try #require(host.displayList.item(text: "Fries"))
        #expect(before.center.x < 300, "available foods are in the left list")
        host.tap(at: before.center)
        host.advance(by: 0.1)
        let moving = try #require(host.displayList.item(text: "Fries"))
        host.advance(by: 2)
        let after = try #require(host.displayList.item(text: "Fries"))
        #expect(after.center.x > 300, "selected foods are in the right list")
        #expect(moving.center.x > before.center.x && moving.center.x < after.center.x, "on its way: \(moving.center.x)")
    }
}
}

extension ViewLayerTests.ControlsSeedSampleTests {
    @Test func transitionsSampleButtonInAFormSlidesTheTextIn() throws {
        let host = HeadlessHost(transitionsContentView(), size: CGSize(width: 400, height: 600))
        #expect(host.displayList.item(text: "Conditionally Included") == nil)
        let button = try #require(host.displayList.item(text: "Toggle Optional Text"))
        #expect(button.color == Color.accentColor.resolved)
        host.tap(at: button.center)
        host.advance(by: 0.5)
        // move(edge: .top) with easeInOut(duration: 1): half way down from above its place.
        let moving = try #require(host.displayList.item(text: "Conditionally Included"))
        #expect(moving.transform.ty < -1)
        host.advance(by: 0.6)
        let settled = try #require(host.displayList.item(text: "Conditionally Included"))
        #expect(settled.transform.isIdentity)
        // Removal moves it out to the trailing edge; it stays drawn until the move ends.
        host.tap(at: host.displayList.item(text: "Toggle Optional Text")!.center)
        host.advance(by: 0.5)
        #expect(try #require(host.displayList.item(text: "Conditionally Included")).transform.tx > 1)
        host.advance(by: 0.6)
        #expect(host.displayList.item(text: "Conditionally Included") == nil)
    }

    @Test func sliderThumbAnimatesWhenItsValueChangesInsideAnAnimation() throws {
        struct Root: View {
            @State var value = 0.0
            var body: some View {
                VStack {
                    Slider(value: $value).frame(width: 228).testID("slider")
                    Button("max") { withAnimation(.linear(duration: 1)) { value = 1 } }.testID("max")
                }
            }
        }
        let host = HeadlessHost(Root())
        func thumbX() -> CGFloat {
            host.displayList.items(withID: "slider").first { if case .shape(.circle, _) = $0.content { return true }; return false }!.center.x
        }
        let start = thumbX()
        host.tap(id: "max")
        host.advance(by: 0.5)
        #expect(abs(thumbX() - (start + 100)) < 0.5, "half of the 200-point travel")
        host.advance(by: 0.6)
        #expect(abs(thumbX() - (start + 200)) < 0.01)
    }
}
