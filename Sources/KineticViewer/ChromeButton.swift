import Foundation
import Kinetic

/// A compact bordered button of the viewer's bars.
struct ChromeButton: View {
    var title: String
    var isOn = false
    var action: () -> Void

    init(_ title: String, isOn: Bool = false, action: @escaping () -> Void) {
        self.title = title
        self.isOn = isOn
        self.action = action
    }

    var body: some View {
        Button(action: { action() }) {
            Text(title).font(.system(size: 13)).foregroundColor(ChromePalette.text)
                .padding(.horizontal, 9).padding(.vertical, 5)
                .background(RoundedRectangle(cornerRadius: 6).fill(isOn ? ChromePalette.selected : ChromePalette.control))
        }
    }
}
