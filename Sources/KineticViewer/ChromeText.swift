import Foundation
import Kinetic

/// A small caption in the chrome.
struct ChromeText: View {
    var text: String
    var color: Color = ChromePalette.text
    var size: CGFloat = 13

    init(_ text: String, color: Color = ChromePalette.text, size: CGFloat = 13) {
        self.text = text
        self.color = color
        self.size = size
    }

    var body: some View { Text(text).font(.system(size: size)).foregroundColor(color) }
}
