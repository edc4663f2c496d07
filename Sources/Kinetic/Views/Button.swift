import Foundation

/// A control that initiates an action: its label, tinted with the accent colour, runs `action` when tapped.
public struct Button<Label: View> {
    let action: @MainActor () -> Void
    let label: Label

    /// Creates a button that displays a custom label. The action is `@MainActor`, as SwiftUI declares it.
    @preconcurrency public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
    }
}

extension Button: View {
    public var body: some View {
        label.foregroundColor(.accentColor).onTapGesture(perform: action)
    }
}

extension Button where Label == Text {
    /// Creates a button that generates its label from a string.
    @preconcurrency public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(title) }
    }
}

/// A control that toggles between on and off states; the knob slides with the binding's transaction.
public struct Toggle<Label: View> {
    @Binding var isOn: Bool
    let label: Label

    /// Creates a toggle that displays a custom label.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        _isOn = isOn
        self.label = label()
    }
}

extension Toggle: View {
    public var body: some View {
        HStack {
            label
            Spacer()
            ZStack {
                Capsule().fill(isOn ? Color.green : Color(white: 0.9)).frame(width: 51, height: 31)
                Circle().fill(Color.white).frame(width: 27, height: 27).offset(x: isOn ? 10 : -10)
            }
        }
        .onTapGesture { isOn.toggle() }
    }
}

extension Toggle where Label == Text {
    /// Creates a toggle that generates its label from a string.
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}
