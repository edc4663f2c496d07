import Foundation
import Testing
@testable import Kinetic

// View, ViewBuilder, State, Binding, Environment, ViewModifier, ForEach, AnyView, Group.

/// A counter with its own state, to see whether a position keeps its identity.
private struct Tally: View {
    let name: String
    @State private var count = 0
    var body: some View {
        Text("\(name) \(count)").onTapGesture { count += 1 }.testID(name)
    }
}

private struct Branches: View {
    @State var flag = true
    @State var mode = 0
    @State var extra: String? = nil
    var body: some View {
        VStack {
            if flag {
                Tally(name: "yes")
            } else {
                Tally(name: "no")
            }
            switch mode {
            case 0: Text("zero").testID("mode")
            case 1: Text("one").testID("mode")
            default: Color.red.frame(width: 10, height: 10).testID("mode")
            }
            if let extra { Text(extra).testID("extra") }
            Text("flip").onTapGesture { flag.toggle() }.testID("flip")
            Text("mode").onTapGesture { mode += 1 }.testID("next")
            Text("extra").onTapGesture { extra = extra == nil ? "hello" : nil }.testID("toggleExtra")
        }
    }
}

private struct Item: Identifiable { let id: Int }

private struct List: View {
    @State var items = [Item(id: 1), Item(id: 2), Item(id: 3)]
    var body: some View {
        VStack {
            ForEach(items) { item in Tally(name: "item\(item.id)") }
            Text("reverse").onTapGesture { items.reverse() }.testID("reverse")
            Text("drop").onTapGesture { items.removeFirst() }.testID("drop")
        }
    }
}

/// Keyed by a key path that is neither `\.self` nor `\.id`, and by `\.self`.
private struct NamedList: View {
    struct Pet { let name: String; let kind: String }
    @State var pets = [Pet(name: "a", kind: "cat"), Pet(name: "b", kind: "dog"), Pet(name: "c", kind: "cat")]
    @State var names = ["x", "y"]
    var body: some View {
        VStack {
            ForEach(pets, id: \.name) { pet in Tally(name: "pet-\(pet.name)") }
            ForEach(names, id: \.self) { name in Tally(name: "name-\(name)") }
            Text("reverse").onTapGesture { pets.reverse(); names.reverse() }.testID("reverse")
        }
    }
}

private struct ThemeKey: EnvironmentKey { static let defaultValue = "light" }
extension EnvironmentValues {
    var theme: String {
        get { self[ThemeKey.self] }
        set { self[ThemeKey.self] = newValue }
    }
}

private struct ThemedLabel: View {
    @Environment(\.theme) private var theme
    var body: some View { Text("theme \(theme)").testID("themed") }
}

private struct Highlight: ViewModifier {
    @State private var taps = 0
    func body(content: Content) -> some View {
        content
            .opacity(taps % 2 == 0 ? 1 : 0.5)
            .onTapGesture { taps += 1 }
    }
}

extension ViewLayerTests {
@Suite struct ViewMachineryTests {
    @Test func ifElseSwitchAndOptionalsFollowState() {
        let host = HeadlessHost(Branches())
        host.tap(id: "yes"); host.tap(id: "yes")
        #expect(host.displayList.item(withID: "yes")?.text == "yes 2")
        host.tap(id: "flip")
        #expect(host.displayList.item(withID: "yes") == nil)
        #expect(host.displayList.item(withID: "no")?.text == "no 0")
        host.tap(id: "flip")
        #expect(host.displayList.item(withID: "yes")?.text == "yes 0", "a branch switch gives the view a new identity")

        #expect(host.displayList.item(withID: "mode")?.text == "zero")
        host.tap(id: "next")
        #expect(host.displayList.item(withID: "mode")?.text == "one")
        host.tap(id: "next")
        if case .shape(.rectangle, _)? = host.displayList.item(withID: "mode")?.content {} else { Issue.record("default case draws the colour") }

        #expect(host.displayList.item(withID: "extra") == nil)
        host.tap(id: "toggleExtra")
        #expect(host.displayList.item(withID: "extra")?.text == "hello")
        host.tap(id: "toggleExtra")
        #expect(host.displayList.item(withID: "extra") == nil)
    }

    @Test func forEachKeepsStateByID() {
        let host = HeadlessHost(List(), size: CGSize(width: 300, height: 400))
        host.tap(id: "item2")
        #expect(host.displayList.item(withID: "item2")?.text == "item2 1")
        let before = host.displayList.items.compactMap(\.testID).filter { $0.hasPrefix("item") }
        #expect(before == ["item1", "item2", "item3"])
        host.tap(id: "reverse")
        let after = host.displayList.items.compactMap(\.testID).filter { $0.hasPrefix("item") }
        #expect(after == ["item3", "item2", "item1"])
        #expect(host.displayList.item(withID: "item2")?.text == "item2 1", "state moved with its id")
        host.tap(id: "drop")
        #expect(host.displayList.item(withID: "item3") == nil)
        #expect(host.displayList.item(withID: "item2")?.text == "item2 1")
    }

    @Test func forEachKeyedByAKeyPathOrBySelfKeepsStateWithTheID() {
        let host = HeadlessHost(NamedList())
        host.tap(id: "pet-b"); host.tap(id: "pet-b"); host.tap(id: "name-x")
        host.tap(id: "reverse")
        let order = host.displayList.items.compactMap(\.testID).filter { $0.hasPrefix("pet-") || $0.hasPrefix("name-") }
        #expect(order == ["pet-c", "pet-b", "pet-a", "name-y", "name-x"])
        #expect(host.displayList.item(withID: "pet-b")?.text == "pet-b 2")
        #expect(host.displayList.item(withID: "name-x")?.text == "name-x 1")
        #expect(host.displayList.item(withID: "pet-a")?.text == "pet-a 0")
    }

    @Test func environmentFlowsDownAndCanBeOverridden() {
        struct Root: View {
            @State var dark = false
            var body: some View {
                VStack {
                    ThemedLabel().environment(\.theme, dark ? "dark" : "dusk")
                    Text("toggle").onTapGesture { dark.toggle() }.testID("toggle")
                }
            }
        }
        #expect(HeadlessHost(ThemedLabel()).displayList.item(withID: "themed")?.text == "theme light")
        let host = HeadlessHost(Root())
        #expect(host.displayList.item(withID: "themed")?.text == "theme dusk")
        host.tap(id: "toggle")
        #expect(host.displayList.item(withID: "themed")?.text == "theme dark")
    }

    /// Effects that never edit the update context (offset, opacity, frame, …) pass it to their
    /// content without saving and restoring it (issue 16): what a modifier below them sets — the
    /// transaction, the environment — still reaches that modifier's content only, not the next
    /// sibling, and the sibling's own animation runs with the tap's transaction.
    @Test func contextEditsBelowContextNeutralEffectsStayWithTheirContent() {
        struct Probe: View {
            @State var on = false
            var body: some View {
                VStack {
                    // The id innermost: its modifier saves and restores the context, and must not
                    // stand between the edits and the sibling.
                    Rectangle().frame(width: 10, height: 10).testID("edited").offset(x: on ? 100 : 0)
                        .transaction { $0.animation = nil }
                        .foregroundColor(.red)
                        .offset(y: 0).opacity(1).frame(width: 20, height: 20)  // neutral effects around the edits
                    Rectangle().frame(width: 10, height: 10).offset(x: on ? 100 : 0).testID("sibling")
                    Text("go").onTapGesture { withAnimation(.linear(duration: 1)) { on.toggle() } }.testID("go")
                }
            }
        }
        let host = HeadlessHost(Probe(), size: CGSize(width: 300, height: 200))
        func x(_ id: String) -> Double { Double(host.displayList.item(withID: id)!.transform.tx) }
        let edited = x("edited"), sibling = x("sibling")
        #expect(host.displayList.item(withID: "edited")!.color == Color.red.resolved)
        #expect(host.displayList.item(withID: "sibling")!.color != Color.red.resolved)
        host.tap(id: "go")
        host.advance(by: 0.5)
        #expect(x("edited") - edited == 100)  // its transaction lost the animation: it jumped
        #expect(abs(x("sibling") - sibling - 50) < 1e-9)  // half way through the linear second
        #expect(host.displayList.item(withID: "sibling")!.color != Color.red.resolved)
    }

    @Test func foregroundColorAndFontReachText() {
        let host = HeadlessHost(VStack { Text("a").testID("a") }.foregroundColor(.red).font(.largeTitle))
        let item = host.displayList.item(withID: "a")!
        #expect(item.color == Color.red.resolved)
        #expect(item.content == .text("a", font: Font.largeTitle.resolved))
    }

    @Test func customViewModifierKeepsItsOwnState() {
        let host = HeadlessHost(Text("hi").modifier(Highlight()).testID("hi"))
        #expect(host.displayList.item(withID: "hi")?.opacity == 1)
        host.tap(id: "hi")
        #expect(host.displayList.item(withID: "hi")?.opacity == 0.5)
        host.tap(id: "hi")
        #expect(host.displayList.item(withID: "hi")?.opacity == 1)
    }

    @Test func anyViewKeepsIdentityForTheSameTypeAndReplacesOtherwise() {
        struct Root: View {
            @State var asText = true
            @State var label = "one"
            var body: some View {
                VStack {
                    asText ? AnyView(Tally(name: label).testID("erased")) : AnyView(Color.green.frame(width: 5, height: 5).testID("erased"))
                    Text("swap").onTapGesture { asText.toggle() }.testID("swap")
                }
            }
        }
        let host = HeadlessHost(Root())
        host.tap(id: "erased")
        #expect(host.displayList.item(withID: "erased")?.text == "one 1")
        host.tap(id: "swap")
        #expect(host.displayList.item(withID: "erased")?.text == nil)
        host.tap(id: "swap")
        #expect(host.displayList.item(withID: "erased")?.text == "one 0")
    }

    @Test func groupAndEmptyViewFlattenIntoTheStack() {
        let host = HeadlessHost(HStack(spacing: 10) {
            Group {
                Color.red.frame(width: 10, height: 10).testID("a")
                Color.red.frame(width: 10, height: 10).testID("b")
            }
            EmptyView()
            Color.red.frame(width: 10, height: 10).testID("c")
        }, size: CGSize(width: 100, height: 100))
        let xs = ["a", "b", "c"].map { host.displayList.item(withID: $0)!.frame.minX }
        #expect(xs == [25, 45, 65])
    }

    @Test func onAppearAndOnChangeRunAfterTheUpdate() {
        final class Log { var entries: [String] = [] }
        struct Root: View {
            let log: Log
            @State var value = 0
            var body: some View {
                Text("\(value)")
                    .onAppear { log.entries.append("appear") }
                    .onChange(of: value) { old, new in log.entries.append("change \(old)→\(new)") }
                    .onTapGesture { value += 1 }
                    .testID("v")
            }
        }
        let log = Log()
        let host = HeadlessHost(Root(log: log))
        #expect(log.entries == ["appear"])
        host.tap(id: "v")
        host.tap(id: "v")
        #expect(log.entries == ["appear", "change 0→1", "change 1→2"])
    }

    @Test func bindingProjectsKeyPathsAndConstants() {
        struct Model { var name = "a"; var count = 0 }
        struct Editor: View {
            @Binding var count: Int
            var id = "edit"
            var body: some View { Text("edit").onTapGesture { count += 5 }.testID(id) }
        }
        struct Root: View {
            @State var model = Model()
            var body: some View {
                VStack {
                    Text("\(model.name) \(model.count)").testID("model")
                    Editor(count: $model.count)
                    Editor(count: .constant(1), id: "const")
                }
            }
        }
        let host = HeadlessHost(Root())
        host.tap(id: "edit")
        #expect(host.displayList.item(withID: "model")?.text == "a 5")
        host.tap(id: "const")
        #expect(host.displayList.item(withID: "model")?.text == "a 5")
    }

    @Test func bindingThatOutlivesItsHostIsHarmless() {
        final class Box { var binding: Binding<Int>? }
        struct Root: View {
            let box: Box
            @State var value = 0
            var body: some View {
                box.binding = $value
                return Text("\(value)").onAppear {}
            }
        }
        let box = Box()
        do { _ = HeadlessHost(Root(box: box)) }
        box.binding?.wrappedValue = 3
        withAnimation { box.binding?.wrappedValue = 4 }
        #expect(box.binding?.wrappedValue == 4)
    }

    @Test func stateWrittenOutsideAnEventIsAppliedAtTheNextFrame() {
        final class Box { var binding: Binding<Int>? }
        struct Root: View {
            let box: Box
            @State var value = 0
            var body: some View {
                box.binding = $value
                return Text("\(value)").testID("v")
            }
        }
        let box = Box()
        let host = HeadlessHost(Root(box: box))
        box.binding?.wrappedValue = 7
        host.advance(by: 1.0 / 60)
        #expect(host.displayList.item(withID: "v")?.text == "7")
    }

    @Test func viewBuilderTakesManyChildrenAndCustomContainers() {
        struct Card<Content: View>: View {
            @ViewBuilder var content: Content
            var body: some View { VStack(spacing: 0) { content }.padding(4) }
        }
        let host = HeadlessHost(Card {
            Text("1"); Text("2"); Text("3"); Text("4"); Text("5"); Text("6")
            Text("7"); Text("8"); Text("9"); Text("10"); Text("11"); Text("12")
        }, size: CGSize(width: 200, height: 600))
        #expect(host.displayList.items.compactMap(\.text) == (1...12).map(String.init))
        let ys = host.displayList.items.map(\.frame.minY)
        #expect(ys == ys.sorted() && Set(ys).count == 12)
    }
}
}
