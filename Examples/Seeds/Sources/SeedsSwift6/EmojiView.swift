// Stand-in for the seed articles' app-specific `EmojiView` (seeds/000, seeds/003).
import Kinetic

struct EmojiView: View {
    var emoji: String

    var body: some View {
        Text(emoji)
            .font(.system(size: 75))
    }
}
