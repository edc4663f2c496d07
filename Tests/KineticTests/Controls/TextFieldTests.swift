import Foundation
import Testing
@testable import Kinetic

extension ViewLayerTests {
    @Suite struct TextFieldTests {
        final class Log { var submitted: [String] = [] }

        struct Form: View {
            let log: Log
            @State private var name = ""
            var body: some View {
                VStack {
                    TextField("Animation", text: $name).frame(width: 200).testID("field")
                        .onSubmit { log.submitted.append(name) }
                    Text("[\(name)]").testID("echo")
                }
            }
        }

        @Test func aTappedFieldTakesTypingBackspaceAndReturn() {
            let log = Log()
            let host = HeadlessHost(Form(log: log))
            #expect(host.displayList.item(withID: "echo")?.text == "[]")
            #expect(host.displayList.items(withID: "field").contains { $0.text == "Animation" }, "the title is the prompt")
            #expect(!host.type("x"), "nothing has the focus yet")
            #expect(host.tap(id: "field") && host.hasFocusedTextField)
            host.type(".bouncy")
            host.type("X")
            host.pressEditingKey(.backspace)
            #expect(host.displayList.item(withID: "echo")?.text == "[.bouncy]")
            #expect(host.displayList.items(withID: "field").contains { $0.text == ".bouncy▏" }, "a caret while focused")
            #expect(host.pressEditingKey(.enter))
            #expect(log.submitted == [".bouncy"] && !host.hasFocusedTextField)
            #expect(!host.pressEditingKey(.escape))
            host.tap(id: "field")
            host.type("!")
            host.pressEditingKey(.escape)
            #expect(log.submitted == [".bouncy"] && !host.hasFocusedTextField, "Esc ends the editing without submitting")
            #expect(host.displayList.item(withID: "echo")?.text == "[.bouncy!]")
        }

        /// Ctrl+A selects the whole text, shown highlighted without a caret: what is typed next
        /// replaces it, Backspace clears it; with nothing to select it selects nothing.
        @Test func selectAllThenTypingReplacesTheText() {
            let host = HeadlessHost(Form(log: Log()))
            host.tap(id: "field")
            #expect(host.pressEditingKey(.selectAll), "nothing to select: still handled by the focused field")
            host.type(".bouncy")
            #expect(host.displayList.item(withID: "echo")?.text == "[.bouncy]", "an empty selection replaced nothing")
            host.pressEditingKey(.selectAll)
            #expect(host.displayList.items(withID: "field").contains { $0.text == ".bouncy" }, "selected: no caret")
            host.type(".snappy")
            #expect(host.displayList.item(withID: "echo")?.text == "[.snappy]")
            #expect(host.displayList.items(withID: "field").contains { $0.text == ".snappy▏" })
            host.type("(duration: 1)")
            #expect(host.displayList.item(withID: "echo")?.text == "[.snappy(duration: 1)]", "the selection ended with the edit")
            host.pressEditingKey(.selectAll)
            host.pressEditingKey(.backspace)
            #expect(host.displayList.item(withID: "echo")?.text == "[]")
        }
    }
}

extension ViewLayerTests {
    /// `truncationMode(_:)`: where text that needs more lines than it shows is cut.
    @Suite struct TruncationModeTests {
        static let font = Font.system(size: 13).resolved
        static let text = ".interpolatingSpring(duration: 0.5, bounce: 0.3).delay(0.2)"

        @Test func eachModeCutsWhereItSaysAndFits() {
            let width: CGFloat = 150
            let tail = TextMetrics.lines(of: Self.text, font: Self.font, width: width, lineLimit: 1, truncation: .tail)
            let head = TextMetrics.lines(of: Self.text, font: Self.font, width: width, lineLimit: 1, truncation: .head)
            let middle = TextMetrics.lines(of: Self.text, font: Self.font, width: width, lineLimit: 1, truncation: .middle)
            for lines in [tail, head, middle] {
                #expect(lines.count == 1 && TextMetrics.width(of: lines[0], font: Self.font) <= width, "\(lines)")
            }
            #expect(tail[0].hasSuffix("…") && Self.text.hasPrefix(String(tail[0].dropLast())), "\(tail)")
            #expect(head[0].hasPrefix("…") && Self.text.hasSuffix(String(head[0].dropFirst())), "\(head)")
            // The head keeps as much of the end as fits: one more character would not.
            let kept = head[0].dropFirst()
            let oneMore = "…" + Self.text.suffix(kept.count + 1)
            #expect(TextMetrics.width(of: oneMore, font: Self.font) > width)
            let parts = middle[0].split(separator: "…", maxSplits: 1).map(String.init)
            #expect(parts.count == 2 && Self.text.hasPrefix(parts[0]) && Self.text.hasSuffix(parts[1]) && !parts[0].isEmpty && !parts[1].isEmpty, "\(middle)")
        }

        /// A focused field shows the end of its text and the caret, not "…" where the typing goes.
        @Test func aFocusedFieldShowsWhatWasJustTyped() {
            struct Field: View {
                @State var text = ""
                var body: some View { TextField("Animation", text: $text).frame(width: 180).testID("field") }
            }
            let host = HeadlessHost(Field())
            host.tap(id: "field")
            host.type(Self.text)
            let item = host.displayList.items(withID: "field").first { $0.text?.hasSuffix("▏") == true }
            let lines = item?.textLines ?? []
            #expect(lines.count == 1 && lines[0].hasPrefix("…") && lines[0].hasSuffix("delay(0.2)▏"), "\(lines)")
            host.pressEditingKey(.enter)
            let unfocused = host.displayList.items(withID: "field").first { $0.text == Self.text }?.textLines ?? []
            #expect(unfocused.count == 1 && unfocused[0].hasPrefix(".interpolating") && unfocused[0].hasSuffix("…"), "\(unfocused)")
        }
    }
}

extension ViewLayerTests {
    /// `zIndex(_:)` orders siblings' drawing: higher later (on top), ties in their order.
    @Test func zIndexDrawsHigherSiblingsLater() {
        struct Layers: View {
            var body: some View {
                ZStack {
                    Color.red.frame(width: 20, height: 20).testID("red").zIndex(1)
                    Color.green.frame(width: 20, height: 20).testID("green")
                    Color.blue.frame(width: 20, height: 20).testID("blue").zIndex(-1)
                }
            }
        }
        let host = HeadlessHost(Layers(), size: CGSize(width: 100, height: 100))
        let order = host.displayList.items.compactMap(\.testID)
        #expect(order == ["blue", "green", "red"], "\(order)")
    }

    /// A view in an `if` (or a `ForEach`) is ordered among the stack's other views, as SwiftUI
    /// flattens the list: the viewer's A/B error card, in an `if` above the inspector's buttons, was
    /// drawn under them.
    @Test func zIndexOrdersAViewInAListAmongTheStacksViews() {
        struct Layers: View {
            var shows = true
            var body: some View {
                VStack(spacing: 0) {
                    if shows {
                        Color.red.frame(width: 20, height: 20).offset(y: 10).testID("card").zIndex(1)
                    }
                    Color.green.frame(width: 20, height: 20).testID("below")
                    ForEach(0..<2, id: \.self) { index in
                        Color.blue.frame(width: 20, height: 20).testID("row \(index)").zIndex(-1)
                    }
                }
            }
        }
        let host = HeadlessHost(Layers(), size: CGSize(width: 100, height: 100))
        let order = host.displayList.items.compactMap(\.testID)
        #expect(order == ["row 0", "row 1", "below", "card"], "\(order)")
    }
}
