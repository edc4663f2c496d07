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
    }
}
