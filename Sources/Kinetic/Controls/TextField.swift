import Foundation
import Observation

/// A control that displays an editable text interface.
///
/// A tap gives the field the focus (a caret shows at the end of its text); the host then delivers
/// typing to it (``HeadlessHost/type(_:)``, ``HeadlessHost/pressEditingKey(_:)``): characters are
/// appended, Backspace removes the last one, Ctrl+A selects the whole text (what is typed next
/// replaces it, Backspace clears it), Return runs the ``View/onSubmit(_:)`` action and gives the
/// focus up, and so does Esc, without submitting. With an empty text the title shows as a grey prompt.
public struct TextField {
    private let title: String
    @Binding private var text: String
    @Environment(\.textInputFocus) private var focus
    @Environment(\.submitAction) private var submit
    @State private var identity = FieldIdentity()
    /// The whole text is selected (Ctrl+A): the next edit replaces or clears it.
    @State private var allSelected = false

    /// Identifies one field for the focus, across its body's re-runs.
    final class FieldIdentity {}

    /// Creates a text field with a title (its prompt while empty) and a binding to the text.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.title = String(title)
        _text = text
    }
}

extension TextField: View {
    public var body: some View {
        let isFocused = focus?.field === identity
        let selected = isFocused && allSelected
        return Text(text.isEmpty && !isFocused ? title : text + (isFocused && !selected ? "▏" : ""))
            .foregroundColor(text.isEmpty && !isFocused ? Color.gray : nil)
            .lineLimit(1)
            .truncationMode(isFocused ? .head : .tail)  // while typing, what was just typed and the caret show
            .background(RoundedRectangle(cornerRadius: 2).fill(selected ? Color.accentColor.opacity(0.3) : Color.clear))
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding(.horizontal, 8).padding(.vertical, 5)
        .background(RoundedRectangle(cornerRadius: 6).fill(Color.white))
        .overlay(RoundedRectangle(cornerRadius: 6).stroke(isFocused ? Color.accentColor : Color.gray, lineWidth: isFocused ? 2 : 1))
        .onTapGesture {
            guard let focus else { return }
            let text = $text, submit = submit, all = $allSelected
            all.wrappedValue = false
            focus.focus(identity, edit: { edit in
                let replacing = all.wrappedValue
                all.wrappedValue = false
                switch edit {
                case .insert(let string): text.wrappedValue = (replacing ? "" : text.wrappedValue) + string
                case .deleteBackward:
                    if replacing { text.wrappedValue = "" } else if !text.wrappedValue.isEmpty { text.wrappedValue.removeLast() }
                case .submit: submit?()
                case .selectAll: all.wrappedValue = !text.wrappedValue.isEmpty
                }
            })
        }
    }
}

/// An edit the host delivers to the focused text field.
package enum TextEdit: Equatable {
    case insert(String)
    case deleteBackward
    case submit
    case selectAll
}

/// Which text field of a host has the focus, and how to edit it.
@Observable
@MainActor package final class TextInputFocus {
    /// The focused field's identity (nil: none).
    package private(set) var field: AnyObject?
    @ObservationIgnored private var edit: ((TextEdit) -> Void)?

    package init() {}

    /// Gives the focus to `field`.
    func focus(_ field: AnyObject, edit: @escaping (TextEdit) -> Void) {
        self.field = field
        self.edit = edit
    }

    /// Gives the focus up.
    package func resign() {
        field = nil
        edit = nil
    }

    /// Delivers an edit to the focused field.
    /// - Returns: whether a field has the focus.
    @discardableResult
    package func apply(_ edit: TextEdit) -> Bool {
        guard let apply = self.edit else { return false }
        apply(edit)
        return true
    }
}

private struct TextInputFocusKey: EnvironmentKey { static let defaultValue: TextInputFocus? = nil }
private struct SubmitActionKey: EnvironmentKey { static var defaultValue: (() -> Void)? { nil } }

extension EnvironmentValues {
    /// The host's text focus (every host puts one in its root environment).
    package var textInputFocus: TextInputFocus? {
        get { self[TextInputFocusKey.self] }
        set { self[TextInputFocusKey.self] = newValue }
    }
    /// What Return in a text field below runs.
    package var submitAction: (() -> Void)? {
        get { self[SubmitActionKey.self] }
        set { self[SubmitActionKey.self] = newValue }
    }
}

extension View {
    /// Adds an action to perform when the user submits a value to this view (Return in a text field).
    public func onSubmit(_ action: @escaping () -> Void) -> some View {
        environment(\.submitAction, action)
    }
}

/// A key that edits the focused text field.
public enum EditingKey: Sendable {
    /// Removes the last character.
    case backspace
    /// Submits the field (its ``View/onSubmit(_:)`` action).
    case enter
    /// Gives the focus up.
    case escape
    /// Selects the whole text (Ctrl+A): what is typed next replaces it.
    case selectAll
}

extension HeadlessHost {
    /// Whether a text field has the focus (typing goes to it).
    public var hasFocusedTextField: Bool { textInputFocus.field != nil }

    private var textInputFocus: TextInputFocus { graph.rootEnvironment.textInputFocus! }

    /// Types `text` into the focused text field.
    /// - Returns: whether a field had the focus.
    @discardableResult
    public func type(_ text: String) -> Bool {
        defer { graph.flush() }
        graph.inputCount += 1
        return textInputFocus.apply(.insert(text))
    }

    /// Presses an editing key in the focused text field.
    /// - Returns: whether a field had the focus.
    @discardableResult
    public func pressEditingKey(_ key: EditingKey) -> Bool {
        defer { graph.flush() }
        graph.inputCount += 1
        switch key {
        case .backspace: return textInputFocus.apply(.deleteBackward)
        case .enter:
            // Return submits and ends the editing, as a single-line field does.
            let submitted = textInputFocus.apply(.submit)
            textInputFocus.resign()
            return submitted
        case .escape:
            guard hasFocusedTextField else { return false }
            textInputFocus.resign()
            return true
        case .selectAll: return textInputFocus.apply(.selectAll)
        }
    }
}
