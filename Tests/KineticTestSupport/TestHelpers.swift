import Foundation
import Kinetic

/// |a − b| ≤ tolerance.
package func approx(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool { abs(a - b) <= tolerance }

/// The scale (x) drawn for the item named `id`.
package func drawnScale(_ host: HeadlessHost, _ id: String) -> Double {
    Double(host.displayList.item(withID: id)!.transform.scale.width)
}

/// Stand-in for the reference pages' app-specific emoji view, which their samples call as written.
package struct EmojiView: View {
    package var emoji: String
    package init(emoji: String) { self.emoji = emoji }
    package var body: some View { Text(emoji).font(.largeTitle) }
}
